"""Artifacts spanning sub-paths: a data-story site, a lab project site and software docs.

Data-story site (seed row Silk: **path_based** with the single-slash path): the whole
project subdomain is the artifact (story, data table, charts, station pages, CSV); the
platform's own links (made-with badge, report, login) on its main host are not.  Unknown
paths on the subdomain get the platform's 404 page, which carries only platform links.

Lab project site (**path_based**): /projects/<name>/ and everything under it (methods,
data page and file, team, outputs, gallery images).  Not in it: the lab menu, news posts,
the follow-up project /projects/<name>-phase2/ (`others`), the papers' DOIs.

Software documentation (Sphinx on a docs host, **path_based**): /en/stable/ and its pages,
page sources (_sources/*.rst.txt), indices, search page, linked figures.  Not in it: other
doc versions (/en/latest/, /en/v1.3.2/: `others`), the docs host's platform links, the
"edit on" link to the forge.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Request, Response, Site
from sites.portals._portal import Case

from ._skin import Skin, a, blob, share, ul

# --- data-story site on a project subdomain ------------------------------------------------

PLATFORM = "plotfolio.hx5.example"
STORY = f"tidewatch.{PLATFORM}"
STORY_PAGES = [
    "/",
    "/data",
    "/charts/salinity",
    "/charts/temperature",
    "/stations/a1",
    "/stations/b2",
    "/about",
]
STORY_FILE = "/data/tidewatch-2023.csv"
BADGE = (
    f'<div class="pf-badge">{a(f"http://{PLATFORM}/", "Made with Plotfolio")} '
    f"{a(f'http://{PLATFORM}/report?site=tidewatch', 'Report')} {a(f'http://{PLATFORM}/login', 'Log in')}</div>"
)


def _story_page(title: str, body: str) -> str:
    menu = ul(
        [
            ("/", "Story"),
            ("/data", "Data"),
            ("/charts/salinity", "Salinity"),
            ("/charts/temperature", "Temperature"),
            ("/about", "About"),
        ],
        "pf-site-menu",
    )
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{escape(title)} - Tidewatch</title>
<meta name="generator" content="Plotfolio"><link rel="stylesheet" href="http://{PLATFORM}/static/pf-site.css">
<script src="http://{PLATFORM}/static/pf-charts.js"></script></head><body><header class="pf-site-header"><h1>Tidewatch</h1>{menu}</header>
<div class="pf-content">{body}</div><footer>{BADGE}</footer></body></html>"""


def _story_sites():
    pages: dict = {
        "/": _story_page(
            "Tidewatch",
            "<p>What a year of tide gauges says about the harbour.</p>"
            + a("/data", "Explore the data"),
        ),
        "/data": _story_page(
            "Data",
            f"<table class='pf-table'><tr><td>{a('/stations/a1', 'A1')}</td></tr>"
            f"<tr><td>{a('/stations/b2', 'B2')}</td></tr></table>{a(STORY_FILE, 'Download CSV')}",
        ),
        "/charts/salinity": _story_page(
            "Salinity", "<div class='pf-chart' data-series='salinity'></div>"
        ),
        "/charts/temperature": _story_page(
            "Temperature", "<div class='pf-chart' data-series='temperature'></div>"
        ),
        "/stations/a1": _story_page(
            "Station A1", "<p>Inner harbour.</p>" + a("/stations/b2", "Next station")
        ),
        "/stations/b2": _story_page(
            "Station B2", "<p>Outer harbour.</p>" + a("/stations/a1", "Previous station")
        ),
        "/about": _story_page("About", "<p>Made by the harbour authority's open-data team.</p>"),
        STORY_FILE: blob("csv", "tidewatch"),
    }

    def not_found(request: Request) -> Response:
        body = f"<!DOCTYPE html><html><head><title>Not found - Plotfolio</title></head><body><h1>404</h1>{BADGE}</body></html>"
        return Response.html(body, 404)

    story = Site(STORY, pages, not_found=not_found)
    platform = Site(
        PLATFORM,
        {
            "/": "<!DOCTYPE html><html><head><title>Plotfolio</title></head><body><h1>Plotfolio</h1></body></html>",
            "/report": "<!DOCTYPE html><html><head><title>Report</title></head><body>Report a site</body></html>",
            "/login": "<!DOCTYPE html><html><head><title>Log in</title></head><body>Log in</body></html>",
            "/static/pf-site.css": Response.data(b"body{}", "text/css"),
            "/static/pf-charts.js": Response.data(b"//", "text/javascript"),
        },
    )
    return [story, platform]


# --- lab project site --------------------------------------------------------------------

LAB = "www.ostrander-lab.hx5.example"
PROJ = "/projects/kelp-mapping/"
PROJ_MEMBERS = [
    "",
    "methods/",
    "data/",
    "data/kelp_extent_2023.geojson",
    "team/",
    "outputs/",
    "gallery/",
    "gallery/transect-3.jpg",
]


def _lab_sites():
    skin = Skin(
        host=LAB,
        name="Ostrander Lab",
        shell="""<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>{head}
<link rel="stylesheet" href="/css/main.min.4e9a.css"></head><body><header class="site-header"><a class="site-title" href="/">{name}</a>
<nav class="site-nav">{nav}</nav></header><main class="page-content">{main}</main>
<footer class="site-footer">{footer}<p>Built with Hugo · <a href="/index.xml">RSS</a></p></footer></body></html>""",
        title_fmt="{t} · {n}",
        head='<meta name="generator" content="Hugo 0.121.1">',
        nav=[
            ("/", "Home"),
            ("/people/", "People"),
            ("/projects/", "Projects"),
            ("/news/", "News"),
            ("/contact/", "Contact"),
        ],
        footer=[
            ("http://www.ostrander-university.test/", "Ostrander University"),
            ("/accessibility/", "Accessibility"),
        ],
        assets=["/css/main.min.4e9a.css"],
        search="/search/",
    )
    sub = ul(
        [
            (PROJ + p, p.strip("/").title())
            for p in ("methods/", "data/", "team/", "outputs/", "gallery/")
        ],
        "project-menu",
    )

    def pg(title: str, body: str) -> str:
        return skin.page(
            title,
            f'<nav class="breadcrumb">{a("/projects/", "Projects")} / {a(PROJ, "Kelp mapping")}</nav>{sub}{body}',
        )

    pages: dict = {
        PROJ: pg(
            "Kelp mapping",
            "<h1>Mapping kelp canopy from drones</h1>"
            f"<p>Follow-up: {a('/projects/kelp-mapping-phase2/', 'Kelp mapping, phase 2')}</p>"
            f"<p>News: {a('/news/2023/kelp-field-season/', 'Field season report')}</p>{share(skin.url(PROJ))}",
        ),
        PROJ + "methods/": pg("Methods", "<p>Multispectral flights at low tide.</p>"),
        PROJ + "data/": pg(
            "Data",
            a(PROJ + "data/kelp_extent_2023.geojson", "Kelp extent 2023 (GeoJSON)")
            + f"<p>Archived copy: {a('http://doi.test/10.80001/vault.x7k2m-4qd81', 'repository record')}</p>",
        ),
        PROJ + "data/kelp_extent_2023.geojson": blob("json", "kelp"),
        PROJ + "team/": pg(
            "Team", ul([("/people/j-ostrander/", "J. Ostrander"), ("/people/l-amadi/", "L. Amadi")])
        ),
        PROJ + "outputs/": pg(
            "Outputs", ul([("http://doi.test/10.81234/pp.2024.0117", "Journal article (2024)")])
        ),
        PROJ + "gallery/": pg(
            "Gallery", a(PROJ + "gallery/transect-3.jpg", "Transect 3 (full size)")
        ),
        PROJ + "gallery/transect-3.jpg": blob("png", "transect"),
        "/index.xml": blob("xml", "rss"),
    }
    for p in (
        "/people/",
        "/projects/",
        "/news/",
        "/contact/",
        "/accessibility/",
        "/search/",
        "/people/j-ostrander/",
        "/people/l-amadi/",
        "/projects/kelp-mapping-phase2/",
        "/news/2023/kelp-field-season/",
    ):
        pages[p] = skin.page(
            p.strip("/").split("/")[-1].replace("-", " ").title(), f"<h1>{escape(p)}</h1>"
        )
    return [skin.site(pages)]


# --- Sphinx documentation on a docs host -----------------------------------------------------

DOCS = "saltwedge.leafdocs.hx5.example"
DOC_PAGES = ["", "installation.html", "usage.html", "api/saltwedge.model.html", "changelog.html"]
DOC_EXTRA = ["genindex.html", "py-modindex.html", "search.html", "_images/wedge-profile.png"]
PLATFORM_LINKS = [
    ("http://leafdocs.hx5.example/", "Hosted by LeafDocs"),
    ("http://leafdocs.hx5.example/privacy/", "Privacy"),
    ("http://leafdocs.hx5.example/ethical-ads/", "Ads by EthicalAds"),
]


def _src(p: str) -> str:
    return "_sources/" + (p.removesuffix(".html") or "index") + ".rst.txt"


def _doc_page(p: str) -> str:
    base = "/en/stable/"
    toc = ul(
        [
            (base + q, (q or "index").removesuffix(".html").split("/")[-1].title())
            for q in DOC_PAGES
        ],
        "toctree-l1",
    )
    body = f"<h1>{escape((p or 'saltwedge').removesuffix('.html'))}</h1>"
    if p == "usage.html":
        body += f'<a class="reference internal image-reference" href="{base}_images/wedge-profile.png"><img src="{base}_images/wedge-profile.png" alt=""></a>'
    flyout = (
        f'<div class="rst-versions" data-toggle="rst-versions"><dl><dt>Versions</dt><dd>{a("/en/latest/", "latest")}</dd>'
        f"<dd>{a(base, 'stable')}</dd><dd>{a('/en/v1.3.2/', 'v1.3.2')}</dd></dl></div>"
    )
    platform = " · ".join(a(h, t) for h, t in PLATFORM_LINKS)
    return f"""<!DOCTYPE html><html class="writer-html5" lang="en"><head><meta charset="utf-8" />
<meta name="generator" content="Docutils 0.20.1: https://docutils.sourceforge.io/" /><title>{escape(p or "saltwedge")} &mdash; saltwedge 1.4.0 documentation</title>
<link rel="stylesheet" type="text/css" href="{base}_static/pygments.css" /><link rel="stylesheet" type="text/css" href="{base}_static/css/theme.css" />
<script src="{base}_static/documentation_options.js"></script><script src="{base}_static/doctools.js"></script>
<link rel="index" title="Index" href="{base}genindex.html" /><link rel="search" title="Search" href="{base}search.html" /></head>
<body class="wy-body-for-nav"><div class="wy-grid-for-nav"><nav data-toggle="wy-nav-shift" class="wy-nav-side"><div class="wy-side-scroll">
<div class="wy-side-nav-search"><a href="{base}" class="icon icon-home">saltwedge</a><form id="rtd-search-form" action="{base}search.html" method="get"><input name="q" /></form></div>
<div class="wy-menu wy-menu-vertical">{toc}<p>{a(base + "py-modindex.html", "Module Index")}</p></div></div></nav>
<section data-toggle="wy-nav-shift" class="wy-nav-content-wrap"><div class="wy-nav-content"><div class="rst-content">
<div role="navigation" aria-label="Page navigation"><ul class="wy-breadcrumbs"><li>{a(base, "Home")}</li>
<li class="wy-breadcrumbs-aside">{a(base + _src(p), "View page source")} {a("http://git.corvane.test/marine-lab/saltwedge/blob/main/docs/index.rst", "Edit on forge")}</li></ul></div>
<div itemprop="articleBody">{body}</div><footer><p>&#169; Copyright 2024, Brackwater Estuarine Group.</p><p>{platform}</p></footer></div></div></section></div>{flyout}</body></html>"""


def _docs_sites():
    pages: dict = {}
    for p in DOC_PAGES:
        pages["/en/stable/" + p] = _doc_page(p)
        pages["/en/stable/" + _src(p)] = Response.data(b"Title\n=====\n", "text/plain")
    for p in DOC_EXTRA:
        pages["/en/stable/" + p] = blob("png", p) if p.endswith(".png") else _doc_page(p)
        if not p.endswith(".png"):
            pages["/en/stable/" + _src(p)] = Response.data(b"Title\n=====\n", "text/plain")
    for static in ("pygments.css", "css/theme.css", "documentation_options.js", "doctools.js"):
        pages["/en/stable/_static/" + static] = Response.data(
            b"/**/", "text/css" if static.endswith("css") else "text/javascript"
        )
    for other in ("/en/latest/", "/en/v1.3.2/"):
        pages[other] = _doc_page("").replace("saltwedge 1.4.0", "saltwedge (other version)")
    pages["/"] = Response.redirect(f"http://{DOCS}/en/stable/", 302)

    def not_found(request: Request) -> Response:
        links = " · ".join(a(h, t) for h, t in PLATFORM_LINKS)
        return Response.html(
            f"<!DOCTYPE html><html><head><title>404 - LeafDocs</title></head><body><h1>Page not found</h1><p>{links}</p></body></html>",
            404,
        )

    return [Site(DOCS, pages, not_found=not_found)]


def _docs_truth() -> frozenset[str]:
    pages = [*DOC_PAGES, *DOC_EXTRA] + [
        _src(p) for p in DOC_PAGES + DOC_EXTRA if not p.endswith(".png")
    ]
    return frozenset(f"http://{DOCS}/en/stable/{p}" for p in pages)


CASES: list[Case] = [
    Case(
        name="hx5_data_story_site",
        imitates="Data-story site (Silk-like)",
        artifact_class="multi-hop",
        expected="path_based",
        entry=f"http://{STORY}/",
        truth=frozenset(f"http://{STORY}{p}" for p in [*STORY_PAGES, STORY_FILE]),
        build=_story_sites,
    ),
    Case(
        name="hx5_lab_project_site",
        imitates="Lab project site",
        artifact_class="multi-hop",
        expected="path_based",
        entry=f"http://{LAB}{PROJ}",
        truth=frozenset(f"http://{LAB}{PROJ}{p}" for p in PROJ_MEMBERS),
        build=_lab_sites,
        others=frozenset({f"http://{LAB}/projects/kelp-mapping-phase2/"}),
    ),
    Case(
        name="hx5_software_docs",
        imitates="Software documentation host",
        artifact_class="multi-hop",
        expected="path_based",
        entry=f"http://{DOCS}/en/stable/",
        truth=_docs_truth(),
        build=_docs_sites,
        others=frozenset({f"http://{DOCS}/en/latest/", f"http://{DOCS}/en/v1.3.2/"}),
    ),
]
