"""Data repositories: Dataverse, Figshare for institutions (two items), a Dryad-like archive.

The artifact is a dataset: its landing page, the pages the portal gives to its files and
metadata, the data files wherever the portal serves them (its own file host or CDN
included: the seed restricts an artifact to the portal's domains, and a portal's download
host is one of them) and its metadata exports.  The publishing organisation, tags, groups,
search and other datasets are outside.
"""

from __future__ import annotations

from collections.abc import Callable

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._chrome import Chrome, blob, files_site, pdf_file, ul

# --- Dataverse ---------------------------------------------------------------------------
# The seed: Significant String from Filtered Title, filtering from the title's end (the
# installation's name is a suffix: "<dataset> | Rowan Dataverse").  Every page of the
# dataset (file pages, metadata exports) repeats the dataset title; the data files
# (/api/access/datafile/<id>) are binary and do not — they still belong to the dataset,
# so they are in the truth even though the seed's heuristic as written would miss them.
DV = Chrome(
    "dataverse.rowan-univ.hx7.example",
    "Rowan Dataverse",
    [
        ("/dataverse/root", "Root"),
        ("/dataverse/root?q=", "Search"),
        ("/guides/en/latest/user/", "User Guide"),
        ("/loginpage.xhtml", "Log In"),
    ],
    [
        ("/termsofuse.xhtml", "Terms"),
        ("http://www.rowan-univ.hx7.example/library", "Rowan Library"),
    ],
)
DV_PID = "doi:10.70030/DVN/QX7ZKD"
DV_TITLE = "Replication Data for: Minimum wage effects on teen employment"


def _dataverse() -> list[Site]:
    entry = f"/dataset.xhtml?persistentId={DV_PID}"
    files = [(301, "analysis.do"), (302, "panel.tab")]
    body = (
        f"<div id='datasetVersionBlock'><h1 id='title'>{DV_TITLE}</h1><p>Version 2.0</p>"
        f'<p>Cite: Zhou, Mei, 2023, "{DV_TITLE}", https://doi.test/10.70030/DVN/QX7ZKD, Rowan Dataverse, V2</p>'
        "<p>Part of <a href='/dataverse/econ'>Economics Department Dataverse</a></p>"
        + ul(
            [(f"/file.xhtml?persistentId={DV_PID}/F{i}&version=2.0", n) for i, n in files],
            "fileTable",
        )
        + ul([(f"/api/access/datafile/{i}", f"Download {n}") for i, n in files], "downloads")
        + "<h3>Export Metadata</h3>"
        + ul(
            [
                (f"/api/datasets/export?exporter={x}&persistentId={DV_PID}", x)
                for x in ("dataverse_json", "ddi")
            ]
        )
        + "</div>"
    )
    pages: dict[str, PageValue] = {entry: DV.page(DV_TITLE, body)}
    for i, n in files:
        pages[f"/file.xhtml?persistentId={DV_PID}/F{i}&version=2.0"] = DV.page(
            f"{n} - {DV_TITLE}",
            f"<h1>{n}</h1><p>This file is part of \"{DV_TITLE}\".</p><a href='/api/access/datafile/{i}'>Access File</a> <a href='{entry}'>Dataset</a>",
        )
        pages[f"/api/access/datafile/{i}"] = blob(b"\x1f\x8bbinarydata", "application/octet-stream")
    pages[f"/api/datasets/export?exporter=dataverse_json&persistentId={DV_PID}"] = blob(
        f'{{"title": "{DV_TITLE}"}}', "application/json"
    )
    pages[f"/api/datasets/export?exporter=ddi&persistentId={DV_PID}"] = blob(
        f"<codeBook><titl>{DV_TITLE}</titl></codeBook>", "application/xml"
    )
    pages["/dataverse/econ"] = DV.page(
        "Economics Department Dataverse", "<h1>Economics Department Dataverse</h1>"
    )
    return [DV.site(pages)]


_e = f"/dataset.xhtml?persistentId={DV_PID}"
DATAVERSE = Case(
    "hx7_dataverse_dataset",
    "Dataverse",
    "Multi-Hop",
    "sig_filtered_title",
    DV.url(_e),
    frozenset(
        DV.url(p)
        for p in [
            _e,
            f"/file.xhtml?persistentId={DV_PID}/F301&version=2.0",
            f"/file.xhtml?persistentId={DV_PID}/F302&version=2.0",
            "/api/access/datafile/301",
            "/api/access/datafile/302",
            f"/api/datasets/export?exporter=dataverse_json&persistentId={DV_PID}",
            f"/api/datasets/export?exporter=ddi&persistentId={DV_PID}",
        ]
    ),
    _dataverse,
)

# --- Figshare for institutions -------------------------------------------------------------
# Single Hop (the seed's Figshare): landing page, files on the institution's download CDN
# (another organisation's host), "download all" archive, citation exports.  Earlier versions
# have their own DOI (…v1) and are other artifacts; so are related items and the collection.
FS = Chrome(
    "data.marlow.hx7.example",
    "Marlow University Research Data",
    [
        ("/browse", "Browse"),
        ("/categories", "Categories"),
        ("/authors", "Researchers"),
        ("/about", "About"),
    ],
    [
        ("/privacy", "Privacy"),
        ("/accessibility", "Accessibility"),
        ("http://info.figshare-like.test/", "Powered by a repository vendor"),
    ],
    sep=" - ",
)
FCDN = "ndownloader.figstore-cdn.hx7.example"


# Both items live on one Figshare host and its CDN: every case's build serves both.
_FS_PARTS: list[Callable[[], tuple[dict[str, PageValue], dict[str, Response]]]] = []


def _figshare_sites() -> list[Site]:
    # Each item's "related" link is the other item's landing page, served by its own part.
    pages: dict[str, PageValue] = {}
    cdn: dict[str, Response] = {}
    for part in _FS_PARTS:
        p, c = part()
        pages.update(p)
        cdn.update(c)
    return [FS.site(pages), files_site(FCDN, cdn)]


def _figshare_case(
    name: str,
    kind: str,
    slug: str,
    aid: int,
    title: str,
    files: list[tuple[int, str]],
    related: str,
) -> Case:
    entry = f"/articles/{kind}/{slug}/{aid}"
    downloads = [f"http://{FCDN}/files/{fid}" for fid, _n in files]
    if len(files) > 1:
        downloads.append(f"http://{FCDN}/articles/{aid}/versions/2")
    exports = [f"/articles/{aid}/export/{fmt}" for fmt in ("bibtex", "ris", "datacite")]

    def pages_of() -> tuple[dict[str, PageValue], dict[str, Response]]:
        body = (
            f"<article><h2 class='title'>{title}</h2><p>Posted on 2024-02-11 by <a href='/authors/Priya_Raman/1204455'>Priya Raman</a></p>"
            + ul(
                [(d, n) for d, (_f, n) in zip(downloads, files, strict=False)]
                + ([(downloads[-1], "Download all (zip)")] if len(files) > 1 else []),
                "files",
            )
            + f"<p>Versions: <a href='{entry}/1'>Version 1</a> · Version 2 (this)</p>"
            + "<p>Categories: <a href='/categories/Oceanography'>Oceanography</a></p>"
            + "<h3>Cite</h3>"
            + ul([(e, e.rsplit("/", 1)[1]) for e in exports])
            + f"<h3>Related</h3><a href='{related}'>Related item</a></article>"
        )
        pages: dict[str, PageValue] = {
            entry: FS.page(title, body, share=FS.url(entry)),
            f"{entry}/1": FS.page(title, f"<h2>{title} (version 1)</h2>"),
        }
        for e in exports:
            pages[e] = blob(f"title = {{{title}}}\n", "text/plain")
        cdn = {
            d.split(FCDN, 1)[1]: (
                pdf_file(title)
                if n.endswith(".pdf")
                else blob(b"bytes", "application/octet-stream")
            )
            for d, (_f, n) in zip(downloads, files, strict=False)
        }
        if len(files) > 1:
            cdn[f"/articles/{aid}/versions/2"] = blob(b"PK\x03\x04", "application/zip")
        return pages, cdn

    _FS_PARTS.append(pages_of)
    return Case(
        name,
        "Figshare for institutions",
        "Single Hop",
        "single_page_plus_ignored",
        FS.url(entry),
        frozenset([FS.url(entry), *downloads, *(FS.url(e) for e in exports)]),
        _figshare_sites,
        frozenset({FS.url(f"{entry}/1"), FS.url(related)}),
    )


FIGSHARE_DATASET = _figshare_case(
    "hx7_figshare_dataset",
    "dataset",
    "Coastal_erosion_transects_2015-2023",
    21873456,
    "Coastal erosion transects 2015-2023",
    [(38811234, "transects.csv"), (38811235, "survey_protocol.pdf"), (38811236, "README.txt")],
    "/articles/thesis/Shoreline_change_modelling_in_macrotidal_bays/20011234",
)
FIGSHARE_THESIS = _figshare_case(
    "hx7_figshare_thesis",
    "thesis",
    "Shoreline_change_modelling_in_macrotidal_bays",
    20011234,
    "Shoreline change modelling in macrotidal bays",
    [(35500011, "Raman_PhD_2023.pdf")],
    "/articles/dataset/Coastal_erosion_transects_2015-2023/21873456",
)

# --- Dryad-like data archive ------------------------------------------------------------------
# The data package page links a data-file page per file; each carries the package title
# ("Data from: …"), the files themselves do not and are one hop from those pages.  The seed's
# Dryad: Significant String from Title+ with Ignored URIs.
DR = Chrome(
    "archive.saltmarsh-data.hx7.example",
    "Saltmarsh Data Archive",
    [("/search-filter", "Search"), ("/pages/faq", "FAQ"), ("/pages/submission", "Submit data")],
    [("/pages/terms", "Terms of service"), ("/pages/contact", "Contact")],
)
DR_PKG = "/resource/doi:10.70040/sda.4k3m2"
DR_TITLE = "Data from: Tidal inundation shapes marsh invertebrate communities"


def _dryad() -> list[Site]:
    members = [
        (
            f"{DR_PKG}/1",
            "quadrat_counts.csv",
            "/bitstream/handle/10255/sda.4k3m2.1/quadrat_counts.csv?sequence=1",
        ),
        (
            f"{DR_PKG}/2",
            "elevation.tif",
            "/bitstream/handle/10255/sda.4k3m2.2/elevation.tif?sequence=1",
        ),
    ]
    body = (
        f"<h1>{DR_TITLE}</h1><p>Article: <a href='http://journals.ecolsoc-press.hx7.example/doi/10.70041/eco.1187'>published article</a></p>"
        + ul([(m, f"Data file: {n}") for m, n, _b in members])
        + f"<a href='{DR_PKG}?show=full'>View full record</a>"
    )
    pages: dict[str, PageValue] = {
        DR_PKG: DR.page(DR_TITLE, body),
        f"{DR_PKG}?show=full": DR.page(
            DR_TITLE,
            f"<h1>{DR_TITLE}</h1><table><tr><td>dc.title</td><td>{DR_TITLE}</td></tr></table>",
        ),
    }
    for m, n, b in members:
        pages[m] = DR.page(
            f"{n} - {DR_TITLE}",
            f"<h1>{n}</h1><p>Part of <a href='{DR_PKG}'>{DR_TITLE}</a></p><a href='{b}'>Download {n}</a>",
        )
        pages[b] = blob(b"data", "application/octet-stream")
    return [DR.site(pages)]


DRYAD = Case(
    "hx7_dryad_package",
    "Dryad-like data archive",
    "Multi-Hop",
    "sig_title_plus_ignored",
    DR.url(DR_PKG),
    frozenset(
        DR.url(p)
        for p in [
            DR_PKG,
            f"{DR_PKG}?show=full",
            f"{DR_PKG}/1",
            f"{DR_PKG}/2",
            "/bitstream/handle/10255/sda.4k3m2.1/quadrat_counts.csv?sequence=1",
            "/bitstream/handle/10255/sda.4k3m2.2/elevation.tif?sequence=1",
        ]
    ),
    _dryad,
)

CASES: list[Case] = [DATAVERSE, FIGSHARE_DATASET, FIGSHARE_THESIS, DRYAD]
