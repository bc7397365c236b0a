"""Scholarly web presence that spans sub-paths: a project microsite whose entry is its host's
homepage, a lab project under a sub-path, a versioned documentation build, a slide deck.

A microsite whose entry is its host's homepage is the whole host (the seed's Silk:
Path-Based on "/"); a project under a sub-path is everything under that path (a sibling
project whose path merely starts with the same string is another artifact); a documentation
build of one version and a slide deck (the seed's Slideshare) are Path-Based as well.
"""

from __future__ import annotations

from keepnet.testweb.assets import png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._chrome import Chrome, blob, pdf_file, ul

SP = "single_page"
# --- Microsite whose entry is the host's homepage --------------------------------------------
# Every page of the host is the project (its menu *is* the artifact's table of contents), so
# an ignored-URI list built from the homepage would throw the artifact away; the links out
# (university, funder, the data's DOI landing page elsewhere) are other artifacts or sites.
KA = "www.kelp-atlas.hx7.example"
KA_PAGES = [
    "/",
    "/about/",
    "/data/",
    "/data/kelp-extent-2022.gpkg",
    "/methods/",
    "/team/",
    "/publications/",
]


def _kelp() -> list[Site]:
    menu = ul(
        [(p, p.strip("/").title() or "Home") for p in KA_PAGES if not p.endswith(".gpkg")], "menu"
    )

    def page(t: str, body: str) -> str:
        return (
            f"<!doctype html><html><head><title>{t} — Kelp Forest Atlas</title><link rel='stylesheet' href='/css/atlas.css'></head>"
            f"<body><header>{menu}</header><main>{body}</main><footer><a href='http://www.seaford-univ.hx7.example/'>Seaford University</a> · "
            "<a href='http://www.ocean-fund.hx7.example/grants/2291'>Funded by the Ocean Fund</a></footer></body></html>"
        )

    site = Site(KA, not_found=lambda r: Response.html(page("Not found", "<h1>Not found</h1>"), 404))
    site.add("/css/atlas.css", blob("body{}", "text/css"))
    site.add(
        "/",
        page(
            "Home",
            "<h1>Kelp Forest Atlas</h1><p>Mapping canopy-forming kelp along 900 km of coast.</p><img src='/img/map.png' alt=''>",
        ),
    )
    site.add("/img/map.png", Response.data(png(8, 8), "image/png"))
    site.add("/about/", page("About", "<h1>About</h1>"))
    site.add(
        "/data/",
        page(
            "Data",
            "<h1>Data</h1><a href='/data/kelp-extent-2022.gpkg'>Kelp extent 2022 (GeoPackage)</a> Archived copy: <a href='http://doi.handle-resolver.hx7.example/10.71234/kelp.2022'>DOI</a>",
        ),
    )
    site.add(
        "/data/kelp-extent-2022.gpkg",
        blob(b"SQLite format 3\x00", "application/geopackage+sqlite3"),
    )
    site.add("/methods/", page("Methods", "<h1>Methods</h1>"))
    site.add(
        "/team/",
        page(
            "Team",
            "<h1>Team</h1><a href='http://www.seaford-univ.hx7.example/people/aroa'>Dr Aroa Ruiz</a>",
        ),
    )
    site.add(
        "/publications/",
        page(
            "Publications",
            "<h1>Publications</h1><a href='http://journals.ecolsoc-press.hx7.example/doi/10.70041/eco.2002'>Ruiz et al. 2023</a>",
        ),
    )
    return [site]


MICROSITE = Case(
    "hx7_microsite_home",
    "Project microsite",
    "Multi-Hop",
    "path_based",
    f"http://{KA}/",
    frozenset(f"http://{KA}{p}" for p in KA_PAGES),
    _kelp,
)

# --- Lab site: project under a sub-path -----------------------------------------------------
LB = Chrome(
    "www.acoustics-lab.hx7.example",
    "Urban Acoustics Lab",
    [
        ("/", "Home"),
        ("/people/", "People"),
        ("/projects/", "Projects"),
        ("/news/", "News"),
        ("/join/", "Join us"),
    ],
    [("http://www.carrow-univ.hx7.example/", "Carrow University"), ("/imprint/", "Imprint")],
)
LB_P = "/projects/soundscape/"
LB_SUB = ["", "data/", "people/", "outputs/", "files/recordings-index.csv"]


def _lab() -> list[Site]:
    sub = ul([(LB_P + s, s.strip("/").title() or "Overview") for s in LB_SUB[:4]], "subnav")
    pages: dict[str, PageValue] = {
        LB_P: LB.page(
            "Soundscape",
            sub
            + "<h1>Soundscape: city noise and wellbeing</h1><p>Follow-up: <a href='/projects/soundscape-ii/'>Soundscape II</a></p>",
        ),
        LB_P + "data/": LB.page(
            "Data — Soundscape",
            sub + f"<a href='{LB_P}files/recordings-index.csv'>Recording index (CSV)</a>",
        ),
        LB_P + "people/": LB.page(
            "People — Soundscape", sub + "<a href='/people/tadeo-rossi/'>Tadeo Rossi</a>"
        ),
        LB_P + "outputs/": LB.page(
            "Outputs — Soundscape",
            sub
            + "<a href='http://eprints.westbrook.hx7.example/id/eprint/9001/'>Rossi 2022 (repository)</a>",
        ),
        LB_P + "files/recordings-index.csv": blob("site,start\nA,2021-01-01\n", "text/csv"),
        "/projects/soundscape-ii/": LB.page("Soundscape II", "<h1>Soundscape II</h1>"),
        "/people/tadeo-rossi/": LB.page("Tadeo Rossi", "<h1>Tadeo Rossi</h1>"),
    }
    return [LB.site(pages)]


LAB_PROJECT = Case(
    "hx7_lab_project",
    "Lab project site",
    "Multi-Hop",
    "path_based",
    LB.url(LB_P),
    frozenset(LB.url(LB_P + s) for s in LB_SUB),
    _lab,
    frozenset({LB.url("/projects/soundscape-ii/")}),
)

# --- Documentation site (one version of a tool's docs) ----------------------------------------
# The build for v2.3 is the artifact (every page under /en/v2.3/, its PDF and page sources);
# other versions in the version switcher are other artifacts.
DS = "tidepool.docs-host.hx7.example"
DS_V = "/en/v2.3/"
DS_PAGES = [
    "",
    "install.html",
    "usage.html",
    "api/index.html",
    "api/tidepool.io.html",
    "changelog.html",
    "genindex.html",
    "_sources/install.rst.txt",
    "_downloads/tidepool.pdf",
]


def _docs() -> list[Site]:
    toc = ul(
        [
            (DS_V + p, p or "Home")
            for p in [
                "",
                "install.html",
                "usage.html",
                "api/index.html",
                "changelog.html",
                "genindex.html",
            ]
        ],
        "toctree",
    )
    flyout = (
        "<div class='versions'>"
        + ul(
            [
                ("/en/latest/", "latest"),
                ("/en/v2.2/", "v2.2"),
                (DS_V + "_downloads/tidepool.pdf", "PDF"),
            ]
        )
        + "</div>"
    )

    def page(t: str, body: str) -> str:
        return (
            f"<!doctype html><html><head><title>{t} — tidepool 2.3 documentation</title><link rel='stylesheet' href='/_/static/basic.css'></head>"
            f"<body><div class='sphinxsidebar'>{toc}<form action='{DS_V}search.html'><input name='q'></form></div><div class='body'>{body}</div>{flyout}"
            "<footer>Hosted by <a href='http://www.docs-host.hx7.example/'>DocsHost</a> · <a href='http://www.docs-host.hx7.example/privacy'>Privacy</a></footer></body></html>"
        )

    site = Site(DS, not_found=lambda r: Response.html(page("Not found", "<h1>404</h1>"), 404))
    site.add("/_/static/basic.css", blob("div{}", "text/css"))
    site.add("/", Response.redirect(f"http://{DS}/en/latest/"))
    site.add(DS_V, page("tidepool", "<h1>tidepool</h1><p>Tidal harmonic analysis.</p>"))
    site.add(
        DS_V + "install.html",
        page(
            "Installation",
            f"<h1>Installation</h1><a href='{DS_V}_sources/install.rst.txt'>Show Source</a>",
        ),
    )
    site.add(DS_V + "usage.html", page("Usage", "<h1>Usage</h1>"))
    site.add(
        DS_V + "api/index.html",
        page("API", f"<h1>API</h1><a href='{DS_V}api/tidepool.io.html'>tidepool.io</a>"),
    )
    site.add(DS_V + "api/tidepool.io.html", page("tidepool.io", "<h1>tidepool.io</h1>"))
    site.add(DS_V + "changelog.html", page("Changelog", "<h1>Changelog</h1>"))
    site.add(DS_V + "genindex.html", page("Index", "<h1>Index</h1>"))
    site.add(DS_V + "_sources/install.rst.txt", blob("Installation\n============\n", "text/plain"))
    site.add(DS_V + "_downloads/tidepool.pdf", pdf_file("tidepool 2.3"))
    for v in ("latest", "v2.2"):
        site.add(f"/en/{v}/", page(f"tidepool {v}", f"<h1>tidepool ({v})</h1>"))
    return [site]


DOCS = Case(
    "hx7_docs_version",
    "Documentation site",
    "Multi-Hop",
    "path_based",
    f"http://{DS}{DS_V}",
    frozenset(f"http://{DS}{DS_V}{p}" for p in DS_PAGES),
    _docs,
    frozenset({f"http://{DS}/en/latest/", f"http://{DS}/en/v2.2/"}),
)

# --- Slide deck (Slideshare-like) -----------------------------------------------------------
SL = Chrome(
    "slides.podium-share.hx7.example",
    "Podium",
    [("/explore", "Explore"), ("/upload", "Upload"), ("/pro", "Go Pro")],
    [("/about", "About"), ("/legal", "Legal")],
)
SL_D = "/mkhan/reproducible-pipelines-2024"


def _slides() -> list[Site]:
    nav = ul(
        [(f"{SL_D}/{i}", f"Slide {i}") for i in (1, 2, 3)]
        + [(f"{SL_D}/download", "Download PDF"), (f"{SL_D}/transcript", "Transcript")],
        "deck",
    )
    pages: dict[str, PageValue] = {
        SL_D: SL.page(
            "Reproducible pipelines (2024)",
            nav
            + "<h1>Reproducible pipelines</h1><p>By <a href='/mkhan'>mkhan</a></p><h3>More from mkhan</h3>"
            + ul(
                [
                    ("/mkhan/reproducible-pipelines-2024-workshop", "Workshop handout"),
                    ("/lee/pipeline-tips", "Pipeline tips"),
                ]
            ),
        ),
        f"{SL_D}/download": pdf_file("Reproducible pipelines"),
        f"{SL_D}/transcript": SL.page("Transcript", "<p>1. Why pipelines…</p>"),
        "/mkhan/reproducible-pipelines-2024-workshop": SL.page(
            "Workshop handout", "<h1>Workshop handout</h1>"
        ),
        "/lee/pipeline-tips": SL.page("Pipeline tips", "<h1>Pipeline tips</h1>"),
        "/mkhan": SL.page("mkhan", "<h1>mkhan</h1>"),
    }
    for i in (1, 2, 3):
        pages[f"/images/{i}.png"] = Response.data(png(4, 3), "image/png")
        pages[f"{SL_D}/{i}"] = SL.page(
            f"Slide {i}", nav + f"<img src='/images/{i}.png' alt='slide {i}'>"
        )
    return [SL.site(pages)]


SLIDES = Case(
    "hx7_slide_deck",
    "Slide sharing",
    "Multi-Hop",
    "path_based",
    SL.url(SL_D),
    frozenset(SL.url(SL_D + s) for s in ["", "/1", "/2", "/3", "/download", "/transcript"]),
    _slides,
    frozenset(
        {SL.url("/mkhan/reproducible-pipelines-2024-workshop"), SL.url("/lee/pipeline-tips")}
    ),
)

CASES: list[Case] = [MICROSITE, LAB_PROJECT, DOCS, SLIDES]
