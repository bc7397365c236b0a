"""Record-style repositories: InvenioRDM (two records), Hyrax, a Pure-style research portal.

Ground-truth rule (the seed's Figshare example): the record's landing page plus what
describes or delivers *this* record — its files, file previews, its own tabs and its
citation/metadata exports.  Communities, collections, people, organisation pages, other
versions with their own identifier and the chrome are outside.  InvenioRDM and Pure records
are Single Hop (Single Page+ with Ignored URIs, as for Zenodo); Hyrax is documented on its case.
"""

from __future__ import annotations

from collections.abc import Callable

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._chrome import Chrome, blob, pdf_file, ul

SPI = "single_page_plus_ignored"
# --- InvenioRDM ----------------------------------------------------------------------------
IV = Chrome(
    "data.kestrel-inst.hx7.example",
    "Kestrel Data Archive",
    [
        ("/search", "Search"),
        ("/communities", "Communities"),
        ("/uploads/new", "New upload"),
        ("/help/search", "Help"),
    ],
    [
        ("/help/terms", "Terms of use"),
        ("/help/privacy", "Privacy policy"),
        ("http://status.kestrel-inst.hx7.example/", "Status"),
    ],
)


# Both records live on one InvenioRDM host: every case's build serves both, so a web built
# from several cases serves each record.
_IV_PARTS: list[Callable[[], dict[str, PageValue]]] = []


def _invenio_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for part in _IV_PARTS:
        pages.update(part())
    return [IV.site(pages)]


def _invenio_case(rid: str, title: str, files: list[str], older: str, name: str) -> Case:
    rec = f"/records/{rid}"
    fl = [f"{rec}/files/{f}?download=1" for f in files]
    prev = [f"{rec}/preview/{f}" for f in files if not f.endswith(".zip")]
    exports = [f"{rec}/export/{fmt}" for fmt in ("bibtex", "datacite-xml", "json")]

    def pages_of() -> dict[str, PageValue]:
        body = (
            f"<section id='record-info'><h1 id='record-title'>{title}</h1><p class='creators'>Takahashi, Ren; Osei, Kofi</p>"
            f"<p>DOI <span>10.70010/kestrel.{rid}</span></p></section><h2>Files</h2>"
            + ul(
                [(f, f.split("/files/")[1].split("?")[0]) for f in fl]
                + [(p, "Preview") for p in prev],
                "files",
            )
            + "<h3>Versions</h3>"
            + ul([(f"/records/{older}", "Version 1.0 (Mar 2023)")])
            + f"<a href='/search?q=parent.id:{rid[:5]}&amp;f=allversions:true'>View all versions</a>"
            + "<h3>Communities</h3>"
            + ul([("/communities/kestrel-ornithology", "Kestrel ornithology")])
            + "<h3>Export</h3>"
            + ul([(e, e.rsplit("/", 1)[1]) for e in exports])
            + "<p>Keywords: <a href='/search?q=metadata.subjects.subject:%22telemetry%22'>telemetry</a></p>"
        )
        pages: dict[str, PageValue] = {rec: IV.page(title, body, share=IV.url(rec))}
        for f in fl:
            pages[f] = blob(
                b"\x00binary" if f.endswith("zip?download=1") else b"id,value\n1,2\n",
                "application/octet-stream",
            )
        for p in prev:
            pages[p] = IV.page(title, f"<h1>Preview: {p.rsplit('/', 1)[1]}</h1><pre>id,value</pre>")
        for e in exports:
            pages[e] = blob(
                f'{{"title": "{title}"}}',
                "application/json" if e.endswith("json") else "text/plain",
            )
        pages[f"/records/{older}"] = IV.page(
            title + " (v1.0)", f"<h1>{title}</h1><p>There is a newer version.</p>"
        )
        pages["/communities/kestrel-ornithology"] = IV.page(
            "Kestrel ornithology", "<h1>Kestrel ornithology</h1>"
        )
        return pages

    _IV_PARTS.append(pages_of)
    return Case(
        name,
        "InvenioRDM",
        "Single Hop",
        SPI,
        IV.url(rec),
        frozenset(IV.url(p) for p in [rec, *fl, *prev, *exports]),
        _invenio_sites,
        frozenset({IV.url(f"/records/{older}")}),
    )


# Versions: each InvenioRDM version is its own record with its own DOI, so the older
# version is another artifact; the entry is the version the archivist was given.
INVENIO_DATA = _invenio_case(
    "7hq2m-0xk41",
    "GPS telemetry of juvenile kestrels, 2021-2023",
    ["tracks.csv", "readme.txt"],
    "3bc9d-ee120",
    "hx7_invenio_dataset",
)
INVENIO_SOFTWARE = _invenio_case(
    "pz8fa-11c9t",
    "kestrel-track: telemetry cleaning toolkit v2.0.1",
    ["kestrel-track-v2.0.1.zip"],
    "pz8fa-00a1b",
    "hx7_invenio_software",
)

# --- Hyrax (Samvera) ----------------------------------------------------------------------
# File sets are separate pages (/concern/parent/<work>/file_sets/<id>) that carry the work's
# title in their breadcrumb, and the files themselves are one hop further (/downloads/<id>).
# Not Single Hop, not under the work's path: the structure of the seed's Dryad example, so
# Significant String from Title+ with Ignored URIs.  Truth: work page, file-set pages, the
# downloads, and the work's citation page; collection and "search by creator" are outside.
HY = Chrome(
    "scholar.larchfield.hx7.example",
    "Larchfield ScholarWorks",
    [
        ("/catalog", "Browse"),
        ("/collections", "Collections"),
        ("/about", "About"),
        ("/help", "Help"),
    ],
    [("/terms", "Deposit agreement"), ("/contact", "Contact"), ("/accessibility", "Accessibility")],
    sep=" // ",
)
HY_WORK = "/concern/datasets/7h149q14m"
HY_TITLE = "Interview transcripts: rural broadband adoption study"
HY_SETS = ["k35694439", "m039k4901"]


def _hyrax() -> list[Site]:
    sets = [
        (f"/concern/parent/7h149q14m/file_sets/{s}", n)
        for s, n in zip(HY_SETS, ["transcripts_redacted.pdf", "codebook.docx"], strict=True)
    ]
    body = (
        f"<header><h1>{HY_TITLE}</h1><span class='label'>Public</span></header>"
        "<dl><dt>Creator</dt><dd><a href='/catalog?f%5Bcreator_sim%5D%5B%5D=Brennan%2C+Aoife'>Brennan, Aoife</a></dd></dl>"
        f"<a href='{HY_WORK}/citation'>Citations</a>"
        "<h2>Items</h2><table class='related-files'>"
        + "".join(
            f"<tr><td><a href='{h}'>{n}</a></td><td><a href='/downloads/{s}'>Download</a></td></tr>"
            for (h, n), s in zip(sets, HY_SETS, strict=True)
        )
        + "</table><p>In collection <a href='/collections/5q47rn73s'>Digital Inclusion Lab</a></p>"
    )
    pages: dict[str, PageValue] = {
        HY_WORK: HY.page(HY_TITLE, body),
        f"{HY_WORK}/citation": HY.page(
            HY_TITLE,
            f"<h1>Citations: {HY_TITLE}</h1><p>APA: Brennan, A. (2022). {HY_TITLE}.</p><a href='{HY_WORK}'>Back to work</a>",
        ),
        "/collections/5q47rn73s": HY.page(
            "Digital Inclusion Lab", "<h1>Digital Inclusion Lab</h1>"
        ),
    }
    for (h, n), s in zip(sets, HY_SETS, strict=True):
        pages[h] = HY.page(
            n,
            f"<ol class='breadcrumb'><li><a href='{HY_WORK}'>{HY_TITLE}</a></li><li>{n}</li></ol><h1>{n}</h1><a href='/downloads/{s}'>Download the file</a>",
        )
        pages[f"/downloads/{s}"] = (
            pdf_file(n)
            if n.endswith("pdf")
            else blob(b"PK\x03\x04docx", "application/octet-stream")
        )
    return [HY.site(pages)]


HYRAX = Case(
    "hx7_hyrax_work",
    "Hyrax",
    "Multi-Hop",
    "sig_title_plus_ignored",
    HY.url(HY_WORK),
    frozenset(
        HY.url(p)
        for p in [
            HY_WORK,
            f"{HY_WORK}/citation",
            *(f"/concern/parent/7h149q14m/file_sets/{s}" for s in HY_SETS),
            *(f"/downloads/{s}" for s in HY_SETS),
        ]
    ),
    _hyrax,
)

# --- Pure-style research portal ------------------------------------------------------------
PU = Chrome(
    "research.ashcombe.hx7.example",
    "Ashcombe Research Portal",
    [
        ("/en/", "Home"),
        ("/en/persons/", "Profiles"),
        ("/en/organisations/", "Research units"),
        ("/en/projects/", "Projects"),
        ("/en/publications/", "Research output"),
        ("/en/datasets/", "Datasets"),
    ],
    [
        ("/en/privacy", "Privacy"),
        ("/en/cookies", "Cookies"),
        ("http://www.ashcombe.hx7.example/", "Ashcombe University"),
    ],
    sep=" — ",
)
PU_SLUG = "/en/publications/deep-soil-carbon-fluxes-under-agroforestry"
PU_TITLE = "Deep soil carbon fluxes under agroforestry"


def _pure() -> list[Site]:
    tabs = [(PU_SLUG, "Overview"), (f"{PU_SLUG}/fingerprints", "Fingerprint")]
    body = (
        f"<div class='rendering_researchoutput'><h1>{PU_TITLE}</h1>"
        + ul(tabs, "tabs")
        + "<p class='persons'><a href='/en/persons/hana-novak'>Hana Novak</a>, <a href='/en/persons/luis-ortega'>Luis Ortega</a></p>"
        "<p><a href='/en/organisations/soil-and-land-systems'>Soil and Land Systems</a></p>"
        "<p>Research output: Contribution to journal › Article › peer-review</p>"
        f"<h3>Documents</h3><a href='/files/51234780/Novak_2024_accepted.pdf'>Accepted author manuscript, 2 MB</a>"
        f"<h3>Cite this</h3><a href='{PU_SLUG}/export?format=bibtex'>BibTeX</a> <a href='{PU_SLUG}/export?format=ris'>RIS</a>"
        "<p>DOI: <a href='http://doi.handle-proxy.hx7.example/10.70020/sjss.2024.33'>10.70020/sjss.2024.33</a></p>"
        "<h3>Datasets</h3><a href='/en/datasets/agroforestry-soil-cores-2019-2022'>Agroforestry soil cores 2019-2022</a></div>"
    )
    pages: dict[str, PageValue] = {
        PU_SLUG: PU.page(PU_TITLE, body, share=PU.url(PU_SLUG)),
        f"{PU_SLUG}/fingerprints": PU.page(
            PU_TITLE,
            f"<h1>{PU_TITLE}</h1>"
            + ul(tabs, "tabs")
            + "<p>Soil carbon 100% · Agroforestry 82%</p>",
        ),
        "/files/51234780/Novak_2024_accepted.pdf": pdf_file(PU_TITLE),
        f"{PU_SLUG}/export?format=bibtex": blob(
            f"@article{{novak2024, title={{{PU_TITLE}}}}}\n", "text/plain"
        ),
        f"{PU_SLUG}/export?format=ris": blob(f"TY  - JOUR\nTI  - {PU_TITLE}\n", "text/plain"),
        "/en/persons/hana-novak": PU.page("Hana Novak", "<h1>Hana Novak</h1>"),
        "/en/datasets/agroforestry-soil-cores-2019-2022": PU.page(
            "Agroforestry soil cores 2019-2022", "<h1>Agroforestry soil cores</h1>"
        ),
    }
    return [PU.site(pages)]


# Fingerprint tab: a view of this publication's own record (generated concept profile), so
# it belongs; the DOI link leads to the publisher's copy, a separate artifact on another portal.
PURE = Case(
    "hx7_pure_output",
    "Pure research portal",
    "Single Hop",
    SPI,
    PU.url(PU_SLUG),
    frozenset(
        PU.url(p)
        for p in [
            PU_SLUG,
            f"{PU_SLUG}/fingerprints",
            "/files/51234780/Novak_2024_accepted.pdf",
            f"{PU_SLUG}/export?format=bibtex",
            f"{PU_SLUG}/export?format=ris",
        ]
    ),
    _pure,
    frozenset({PU.url("/en/datasets/agroforestry-soil-cores-2019-2022")}),
)

CASES: list[Case] = [INVENIO_DATA, INVENIO_SOFTWARE, HYRAX, PURE]
