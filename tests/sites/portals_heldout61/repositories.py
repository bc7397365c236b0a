"""Repositories behind DOI resolvers: a DOI-minting data repository, a FAIR-signposting
repository and a versioned preprint server.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, a, binary, link_header, pdf_file, resolver, text, ul

# --- DOI-resolved data repository (Zenodo-like: one record page, files one hop away) -------

AMBER_DOI = "resolve.quillonpid.hx61.example"
AMBER = Chrome(
    "records.ambervault.hx61.example",
    "Ambervault",
    [("/search?type=dataset", "Datasets"), ("/communities", "Communities"), ("/deposit", "Upload")],
    footer=[
        ("/about", "About"),
        ("/policies/terms", "Terms"),
        ("/policies/privacy", "Privacy"),
        ("/status", "Status"),
    ],
    home_main=(
        "<h1>Ambervault research data</h1><h2>Recent uploads</h2>"
        + ul(
            [
                ("/records/7730412", "Sediment cores from Lake Varnö, 2019 field season"),
                ("/records/8102951", "Hourly tide-gauge records, Skerrow estuary (v2)"),
                ("/records/7002210", "Pollen counts, Upper Tarn valley"),
            ]
        )
        + "<h2>Communities</h2>"
        + ul([("/communities/limnology", "Limnology"), ("/communities/coastal", "Coastal science")])
    ),
    cdn="static.amberassets.hx61.example",
)


def _amber_record(
    rid: str,
    title: str,
    files: list[str],
    exports: list[str],
    versions: list[tuple[str, str]],
    community: str,
) -> str:
    rows = "".join(
        f"<tr><td>{escape(f)}</td><td>{a(f'/records/{rid}/preview/{f}', 'Preview')} "
        f"{a(f'/records/{rid}/files/{f}?download=1', 'Download')}</td></tr>"
        for f in files
    )
    exp = " ".join(a(f"/records/{rid}/export/{e}", e) for e in exports)
    vers = ul(versions) if versions else "<p>This is the only version.</p>"
    main = (
        f'<article><p class="badge">Published | Dataset | Open</p><h1>{escape(title)}</h1>'
        '<p>DOI: <code class="copy">10.60217/amber.' + rid + "</code> "
        '<button class="copy-doi">Copy</button></p><p class="license">Creative Commons '
        "Attribution 4.0 International</p><h2>Files</h2><table>" + rows + "</table>"
        f"<h2>Export</h2><p>{exp}</p></article>"
    )
    aside = (
        f"<h3>Versions</h3>{vers}<h3>Communities</h3>"
        + ul([(f"/communities/{community}", community.title())])
        + "<h3>Share</h3><p>Use the DOI to cite this record.</p>"
    )
    return AMBER.page(title, main, aside=aside)


def _amber_sites() -> list[Site]:
    a_files, b_files = (
        ["cores.csv", "README.txt"],
        ["stations.csv", "tides_2023.nc", "tides_2024.nc", "qc_notebook.ipynb"],
    )
    t_a = "Sediment cores from Lake Varnö, 2019 field season"
    t_b = "Hourly tide-gauge records, Skerrow estuary (v2)"
    pages: dict[str, PageValue] = {
        "/records/7730412": _amber_record(
            "7730412", t_a, a_files, ["bibtex", "datacite-json"], [], "limnology"
        ),
        "/records/8102951": _amber_record(
            "8102951",
            t_b,
            b_files,
            ["bibtex", "datacite-json", "dublincore"],
            [("/records/8102950", "Version 1 (2024-01-09)")],
            "coastal",
        ),
        "/records/8102950": _amber_record(
            "8102950",
            "Hourly tide-gauge records, Skerrow estuary",
            b_files[:2],
            ["bibtex"],
            [("/records/8102951", "Version 2 (2025-02-17)")],
            "coastal",
        ),
        "/records/7002210": AMBER.page(
            "Pollen counts, Upper Tarn valley", "<h1>Pollen counts, Upper Tarn valley</h1>"
        ),
        "/doi/10.60217/amber.8102951": Response.redirect(AMBER.url("/records/8102951"), 301),
        "/communities/limnology": AMBER.chrome_page("", "Limnology community"),
        "/communities/coastal": AMBER.chrome_page("", "Coastal science community"),
    }
    for rid, files in (("7730412", a_files), ("8102951", b_files), ("8102950", b_files[:2])):
        for f in files:
            pages[f"/records/{rid}/files/{f}?download=1"] = binary(rid + f)
            pages[f"/records/{rid}/preview/{f}"] = AMBER.page(f"Preview {f}", f"<pre>{f}</pre>")
        for e in ("bibtex", "datacite-json", "dublincore"):
            pages[f"/records/{rid}/export/{e}"] = text(f"@misc{{amber_{rid}, note={{{e}}}}}\n")
    doi = resolver(
        AMBER_DOI,
        "Quillon PID resolver",
        {
            "/10.60217/amber.7730412": AMBER.url("/records/7730412"),
            "/10.60217/amber.8102951": AMBER.url("/doi/10.60217/amber.8102951"),
        },
        {"/10.60217/amber.7730412": {"type": "dataset", "title": t_a}},
    )
    return [*AMBER.sites(pages), doi]


def _amber_truth(rid: str, files: list[str], exports: list[str]) -> set[str]:
    out = {AMBER.url(f"/records/{rid}")}
    for f in files:
        out |= {
            AMBER.url(f"/records/{rid}/files/{f}?download=1"),
            AMBER.url(f"/records/{rid}/preview/{f}"),
        }
    return out | {AMBER.url(f"/records/{rid}/export/{e}") for e in exports}


# --- FAIR-signposting DOI landing page (the Link header names the artifact's members) -------

HALYARD_DOI = "id.fernsign.hx61.example"
HALYARD = Chrome(
    "data.halyardfair.hx61.example",
    "Halyard Data",
    [("/datasets", "Datasets"), ("/projects", "Projects"), ("/fair", "FAIR principles")],
    title_format="{title} — {name}",
    cdn="assets.halyardcdn.hx61.example",
)


def _halyard_page(
    did: str,
    title: str,
    files: list[str],
    meta: list[tuple[str, str]],
    extra_rels: list[tuple[str, str, str]],
    related: list[tuple[str, str]],
) -> Response:
    rels = [(f"http://{HALYARD_DOI}/10.71911/hal.{did}", "cite-as", "")]
    rels += [(HALYARD.url(p), "describedby", t) for p, t in meta]
    rels += [(HALYARD.url(f"/files/{did}/{f}"), "item", "") for f in files]
    rels += extra_rels
    main = (
        f"<h1>{escape(title)}</h1><p>Cite as <code>https://doi.example/10.71911/hal.{did}</code>"
        "</p><h2>Data files</h2>"
        + ul([(f"/files/{did}/{f}", f) for f in files])
        + "<h2>Metadata</h2>"
        + ul([(p, p.rsplit(".", 1)[-1].upper()) for p, _t in meta])
    )
    body = HALYARD.page(
        title,
        main,
        aside="<h3>Related datasets</h3>" + ul(related),
        share=HALYARD.url(f"/dataset/hal-{did}/"),
    )
    return Response.html(body, headers=[("Link", link_header(rels))])


def _halyard_sites() -> list[Site]:
    ta, tb = "Drifter buoy tracks, North Minch 2021", "Kelp canopy surveys, Orkney west coast"
    fa, fb = (
        ["tracks.csv", "readme.txt"],
        ["canopy_2019.csv", "canopy_2020.csv", "canopy_2021.csv", "sites.geojson", "methods.pdf"],
    )
    ma = [("/api/meta/hal-0412.jsonld", "application/ld+json")]
    mb = [
        ("/api/meta/hal-0977.jsonld", "application/ld+json"),
        ("/api/meta/hal-0977.datacite.xml", "application/vnd.datacite.datacite+xml"),
    ]
    extra_b = [
        ("http://orcid.example.org/0000-0002-7716-4410", "author", ""),
        ("http://schema.example.org/Dataset", "type", ""),
        ("http://licenses.example.org/by/4.0/", "license", ""),
    ]
    pages: dict[str, PageValue] = {
        "/dataset/hal-0412/": _halyard_page(
            "0412", ta, fa, ma, [], [("/dataset/hal-0388/", "Drifter buoy tracks, 2020")]
        ),
        "/dataset/hal-0977/": _halyard_page(
            "0977",
            tb,
            fb,
            mb,
            extra_b,
            [
                ("/dataset/hal-0388/", "Drifter buoy tracks, 2020"),
                ("/dataset/hal-0950/", "Seagrass survey, Scapa Flow"),
            ],
        ),
        "/dataset/hal-0388/": HALYARD.page(
            "Drifter buoy tracks, 2020", "<h1>Drifter buoy tracks, 2020</h1>"
        ),
        "/dataset/hal-0950/": HALYARD.page(
            "Seagrass survey, Scapa Flow", "<h1>Seagrass survey, Scapa Flow</h1>"
        ),
    }
    for did, files, meta, title in (("0412", fa, ma, ta), ("0977", fb, mb, tb)):
        for f in files:
            pages[f"/files/{did}/{f}"] = (
                pdf_file(f) if f.endswith(".pdf") else text(f"# {f}\n1,2\n", "text/csv")
            )
        for p, ctype in meta:
            pages[p] = text(f'{{"name": "{title}", "identifier": "10.71911/hal.{did}"}}\n', ctype)
    doi = resolver(
        HALYARD_DOI,
        "Fernsign identifier service",
        {
            "/10.71911/hal.0412": HALYARD.url("/dataset/hal-0412/"),
            "/10.71911/hal.0977": HALYARD.url("/dataset/hal-0977/"),
        },
    )
    return [*HALYARD.sites(pages), doi]


def _halyard_truth(did: str, files: list[str], meta: list[str]) -> set[str]:
    return (
        {HALYARD.url(f"/dataset/hal-{did}/")}
        | {HALYARD.url(f"/files/{did}/{f}") for f in files}
        | {HALYARD.url(m) for m in meta}
    )


# --- DOI-versioned preprint server (bioRxiv-like: landing, full text, PDF, supplements) -----

TAMARISK_DOI = "doi.tamariskreg.hx61.example"
TAMARISK = Chrome(
    "www.tamariskrxiv.hx61.example",
    "tamariskRxiv",
    [
        ("/collection", "Subject areas"),
        ("/submit", "Submit a manuscript"),
        ("/alerts", "Alerts & RSS"),
    ],
    footer=[("/about", "About"), ("/policies/privacy", "Privacy"), ("/contact", "Contact")],
    title_format="{title} | {name}",
    home_main=(
        "<h1>tamariskRxiv: the preprint server for ecology</h1><h2>New this week</h2>"
        + ul(
            [
                ("/content/10.65001/2025.02.01.611002v1", "Seed dispersal by gulls"),
                ("/content/10.65001/2025.01.07.600314v2", "Moth phenology and street lighting"),
            ]
        )
        + ul(
            [("/collection/ecology", "Ecology"), ("/collection/evolutionary-biology", "Evolution")]
        )
    ),
    cdn="cdn.tamariskstatic.hx61.example",
)


def _preprint(num: str, date: str, v: int, title: str, versions: list[int], supp: list[str]) -> str:
    base = f"/content/10.65001/{date}.{num}v{v}"
    prev = ul([(f"/content/10.65001/{date}.{num}v{p}", f"Version {p}") for p in versions])
    supp_links = [
        (f"/content/early/{date}/{num}/DC{i}/embed/{s}", s) for i, s in enumerate(supp, 1)
    ]
    main = (
        f'<div class="highwire-article"><h1 id="page-title">{escape(title)}</h1>'
        f"<p>doi: 10.65001/{date}.{num}</p><p>This article is a preprint and has not been "
        "certified by peer review.</p><nav class='tabs'>"
        + " ".join(
            a(base + s, t)
            for s, t in (
                (".full", "Full Text"),
                (".full.pdf", "PDF"),
                (".supplementary-material", "Info/History"),
                (".article-metrics", "Metrics"),
            )
        )
        + "</nav><h2>Cite</h2>"
        + ul(
            [
                (f"/highwire/citation/{num}/bibtext", "BibTeX"),
                (f"/highwire/citation/{num}/ris", "RIS"),
            ]
        )
        + (f"<h2>Previous versions</h2>{prev}" if versions else "")
        + ("<h2>Supplementary files</h2>" + ul(supp_links) if supp else "")
        + "</div>"
    )
    aside = (
        "<h3>Subject area</h3>"
        + ul([("/collection/ecology", "Ecology")])
        + "<h3>Related</h3>"
        + ul([("/content/10.65001/2025.02.01.611002v1", "Seed dispersal by gulls")])
    )
    return TAMARISK.page(title, main, aside=aside)


def _tamarisk_sites() -> list[Site]:
    ta, tb = (
        "Wind shapes nest orientation in reed warblers",
        "Urban heat islands shift the flowering of ragwort",
    )
    pages: dict[str, PageValue] = {}
    for num, date, vs, title, supp in (
        ("643210", "2025.03.14", [1], ta, []),
        ("650771", "2025.04.20", [1, 2, 3], tb, ["media-1.xlsx", "media-2.pdf"]),
    ):
        for v in vs:
            base = f"/content/10.65001/{date}.{num}v{v}"
            pages[base] = _preprint(num, date, v, title, [p for p in vs if p < v], supp)
            pages[base + ".full"] = TAMARISK.page(
                title, f"<h1>{escape(title)}</h1><p>Full text v{v}.</p>"
            )
            pages[base + ".full.pdf"] = pdf_file(title, f"version {v}")
            sm = ul(
                [(f"/content/early/{date}/{num}/DC{i}/embed/{s}", s) for i, s in enumerate(supp, 1)]
            )
            pages[base + ".supplementary-material"] = TAMARISK.page(
                title, f"<h1>Supplementary material</h1>{sm}"
            )
            pages[base + ".article-metrics"] = TAMARISK.page(
                title, "<h1>Article usage</h1><p>812 views</p>"
            )
        for i, s in enumerate(supp, 1):
            pages[f"/content/early/{date}/{num}/DC{i}/embed/{s}"] = binary(s)
        pages[f"/highwire/citation/{num}/bibtext"] = text(f"@article{{{num}, title={{{title}}}}}\n")
        pages[f"/highwire/citation/{num}/ris"] = text(f"TY  - JOUR\nTI  - {title}\n")
    for path, t in (
        ("/content/10.65001/2025.02.01.611002v1", "Seed dispersal by gulls"),
        ("/content/10.65001/2025.01.07.600314v2", "Moth phenology and street lighting"),
        ("/collection/ecology", "Ecology"),
        ("/collection/evolutionary-biology", "Evolution"),
    ):
        pages[path] = TAMARISK.page(t, f"<h1>{escape(t)}</h1>")
    doi = resolver(
        TAMARISK_DOI,
        "Tamarisk DOI resolver",
        {
            "/10.65001/2025.03.14.643210": TAMARISK.url("/content/10.65001/2025.03.14.643210v1"),
            "/10.65001/2025.04.20.650771": TAMARISK.url("/content/10.65001/2025.04.20.650771v3"),
        },
    )
    return [*TAMARISK.sites(pages), doi]


def _tamarisk_truth(num: str, date: str, v: int, older: list[int], supp: list[str]) -> set[str]:
    base = TAMARISK.url(f"/content/10.65001/{date}.{num}v{v}")
    out = {
        base + s for s in ("", ".full", ".full.pdf", ".supplementary-material", ".article-metrics")
    }
    out |= {
        TAMARISK.url(f"/highwire/citation/{num}/bibtext"),
        TAMARISK.url(f"/highwire/citation/{num}/ris"),
    }
    out |= {
        TAMARISK.url(f"/content/early/{date}/{num}/DC{i}/embed/{s}") for i, s in enumerate(supp, 1)
    }
    return out | {TAMARISK.url(f"/content/10.65001/{date}.{num}v{p}") for p in older}


CASES: list[Case] = [
    # The seed files Zenodo/Figshare records under Single Page+ with Ignored URIs: every
    # member (files, previews, exports) is one hop from the record page, and the rest of
    # what it links is menu/community chrome the homepage and 404 page also carry.
    case(
        "amber-record",
        "DOI-resolved data repository (single-file record)",
        "Single Hop",
        "single_page_plus_ignored",
        f"http://{AMBER_DOI}/10.60217/amber.7730412",
        _amber_truth("7730412", ["cores.csv", "README.txt"], ["bibtex", "datacite-json"]),
        _amber_sites,
        landing=AMBER.url("/records/7730412"),
    ),
    # Harder: two redirects (DOI, then the repository's /doi/ alias), four files, three
    # exports and a previous version linked from the versions box (one hop, not chrome).
    case(
        "amber-versioned",
        "DOI-resolved data repository (versioned, four files)",
        "Single Hop",
        "single_page_plus_ignored",
        f"http://{AMBER_DOI}/10.60217/amber.8102951",
        _amber_truth(
            "8102951",
            ["stations.csv", "tides_2023.nc", "tides_2024.nc", "qc_notebook.ipynb"],
            ["bibtex", "datacite-json", "dublincore"],
        )
        | {AMBER.url("/records/8102950")},
        _amber_sites,
        landing=AMBER.url("/records/8102951"),
    ),
    # The landing page's Link header names its items and metadata documents: the
    # machine-readable boundary the seed points to (Signposting) decides the artifact.
    case(
        "halyard-signposted",
        "FAIR-signposting DOI landing page (two items)",
        "Single Hop",
        "signposting",
        f"http://{HALYARD_DOI}/10.71911/hal.0412",
        _halyard_truth("0412", ["tracks.csv", "readme.txt"], ["/api/meta/hal-0412.jsonld"]),
        _halyard_sites,
        others={HALYARD.url("/dataset/hal-0388/")},
        landing=HALYARD.url("/dataset/hal-0412/"),
    ),
    # Harder: five items, two describedby documents, and author/type/license relations that
    # point outside the artifact.
    case(
        "halyard-signposted-rich",
        "FAIR-signposting DOI landing page (five items, author links)",
        "Single Hop",
        "signposting",
        f"http://{HALYARD_DOI}/10.71911/hal.0977",
        _halyard_truth(
            "0977",
            [
                "canopy_2019.csv",
                "canopy_2020.csv",
                "canopy_2021.csv",
                "sites.geojson",
                "methods.pdf",
            ],
            ["/api/meta/hal-0977.jsonld", "/api/meta/hal-0977.datacite.xml"],
        ),
        _halyard_sites,
        others={HALYARD.url("/dataset/hal-0388/"), HALYARD.url("/dataset/hal-0950/")},
        landing=HALYARD.url("/dataset/hal-0977/"),
    ),
    # bioRxiv in the seed's table: Single Hop, Single Page+ with Ignores.  Subject and
    # related links also sit on the homepage, so the ignored list removes them.
    case(
        "tamarisk-preprint",
        "DOI-versioned preprint server (first version)",
        "Single Hop",
        "single_page_plus_ignored",
        f"http://{TAMARISK_DOI}/10.65001/2025.03.14.643210",
        _tamarisk_truth("643210", "2025.03.14", 1, [], []),
        _tamarisk_sites,
        others={TAMARISK.url("/content/10.65001/2025.02.01.611002v1")},
        landing=TAMARISK.url("/content/10.65001/2025.03.14.643210v1"),
    ),
    # Harder: the DOI resolves to version 3, which links versions 1 and 2 (one hop each).
    case(
        "tamarisk-preprint-v3",
        "DOI-versioned preprint server (third version, supplements)",
        "Single Hop",
        "single_page_plus_ignored",
        f"http://{TAMARISK_DOI}/10.65001/2025.04.20.650771",
        _tamarisk_truth("650771", "2025.04.20", 3, [1, 2], ["media-1.xlsx", "media-2.pdf"]),
        _tamarisk_sites,
        others={TAMARISK.url("/content/10.65001/2025.02.01.611002v1")},
        landing=TAMARISK.url("/content/10.65001/2025.04.20.650771v3"),
    ),
]
