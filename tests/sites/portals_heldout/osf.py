"""An OSF instance with a branded preprint server (seed: Open Science Framework, multi-hop,
Significant String From Filtered Title; titles are "OSF | Title", preprints
"FjordArXiv Preprints | Title").

Case 1, a project: truth is the project overview (`/<guid>/`), its Files, Wiki and
Analytics tabs, the wiki pages, each file's own GUID page (`/<fileguid>/`, not under the
project path) and the file downloads on the storage host `files.fjord-open.example`.  Not
truth: contributor profiles, tag searches, the linked preprint (another artifact), OSF
chrome (institutions, registries, support, donate).
Case 2, a preprint: truth is the landing page and its `/download`.  The supplemental
materials project is another artifact; subject and provider pages are not truth.
"""

from __future__ import annotations

from keepnet.testweb.site import Response
from sites.portals._portal import Case
from sites.portals_heldout._web import Shell, a, bare_site, build_site, csv, doc_pdf, e, ul

HOST = "osf.fjord-open.example"
FILES = "files.fjord-open.example"
SHELL = Shell(
    HOST,
    "OSF",
    "OSF | {title}",
    '<div class="ember-view"><nav class="navbar navbar-inverse osf-navbar" role="navigation">'
    '<a class="navbar-brand" href="/"><span class="osf-navbar-logo"></span>OSF</a><ul class="nav navbar-nav">'
    + "".join(
        f"<li>{a(h, t)}</li>"
        for h, t in [
            ("/dashboard", "My Projects"),
            ("/search/", "Search"),
            ("https://help.osf.example/", "Support"),
            ("/donate", "Donate"),
        ]
    )
    + "</ul><ul class='nav navbar-nav navbar-right'>"
    + f"<li>{a('/login?next=%2F', 'Sign In', class_='btn btn-info')}</li><li>{a('/register', 'Sign Up', class_='btn btn-success')}</li></ul>"
    "<ul class='service-list'>"
    + "".join(
        f"<li>{a(h, t)}</li>"
        for h, t in [
            ("/", "HOME"),
            ("/preprints/", "PREPRINTS"),
            ("/registries/", "REGISTRIES"),
            ("/institutions/", "INSTITUTIONS"),
        ]
    )
    + "</ul></nav></div>",
    '<footer class="footer"><div class="container">'
    + ul(
        [
            ("https://github.com/CenterForOpenScience", "GitHub"),
            ("/terms_of_use/", "Terms of Use"),
            ("/privacy_policy/", "Privacy Policy"),
            ("https://status.fjord-open.example/", "Status"),
            ("https://twitter.com/fjordopen", "Twitter"),
        ]
    )
    + "<p>Copyright © 2011-2024 Fjord Open Science</p></div></footer>",
    css=("/static/public/css/osf-base.2b3c4d5e.css", "/assets/vendor-8e1f2a3b.css"),
    js=("/static/public/js/vendor.4d5e6f7a.js", "/assets/ember-osf-web-3c4d5e6f.js"),
    logo="/static/img/cos-white2.png",
    favicon="/favicon.ico",
)

P, TP = "m4qzt", "Coastal cliff retreat monitoring with repeat UAV photogrammetry"
PRE, TPRE = (
    "x7k2p",
    "Rapid coastal cliff retreat after the 2022 storm surge: evidence from repeat UAV surveys",
)
FILEPAGES = [
    ("d8w2e", "64a1b2c3d4e5f60718293a4b", "point_cloud_summary.csv", csv("survey,date,points")),
    ("h3j5n", "64a1b2c3d4e5f60718293a4c", "gcp_coordinates.csv", csv("gcp,x,y,z")),
    ("q9r7t", "64a1b2c3d4e5f60718293a4d", "processing_protocol.pdf", doc_pdf(TP, "Protocol")),
]


def _project():
    pages, files, truth = {}, {}, set()
    tabs = ul(
        [
            (f"/{P}/", "Overview"),
            (f"/{P}/files/osfstorage", "Files"),
            (f"/{P}/wiki/home", "Wiki"),
            (f"/{P}/analytics", "Analytics"),
        ],
        "nav navbar-nav project-nav",
    )
    head = f'<h2 class="node-title">{e(TP)}</h2>{tabs}'
    contributors = a("/tqb4w/", "Maren Solberg") + ", " + a("/y2z8x/", "Tomas Berg")
    rows = ""
    for guid, fid, name, data in FILEPAGES:
        dl = f"https://{FILES}/v1/resources/{P}/providers/osfstorage/{fid}?action=download&direct&version=1"
        files[f"/v1/resources/{P}/providers/osfstorage/{fid}?action=download&direct&version=1"] = (
            Response.data(data)
        )
        pages[f"/{guid}/"] = SHELL.page(
            name,
            f"<h2>{a(f'/{P}/', TP)}</h2><h3>{e(name)}</h3>"
            f'<p>Part of project "{e(TP)}".</p>{a(dl, "Download", class_="btn btn-success")}'
            f'<div class="mfr-render"><iframe src="https://mfr.fjord-open.example/render?url={dl}"></iframe></div>',
        )
        truth |= {SHELL.url(f"/{guid}/"), dl}
        rows += f"<tr><td>{a(f'/{guid}/', name)}</td><td>{a(dl, 'Download')}</td></tr>"
    pages[f"/{P}/"] = SHELL.page(
        TP,
        head + f'<p class="contributors">Contributors: {contributors}</p>'
        f'<div class="wiki">{e(TP)}: repeat UAV surveys of chalk cliffs.</div><table>{rows}</table>'
        f"<p>Tags: {a('/search/?q=(tags:%22photogrammetry%22)', 'photogrammetry')} {a('/search/?q=(tags:%22coastal%22)', 'coastal')}</p>"
        f"<p>Linked preprint: {a(f'/preprints/fjordarxiv/{PRE}', TPRE)}</p>"
        f"<p>License: {a('https://creativecommons.org/licenses/by/4.0/', 'CC-By Attribution 4.0 International')}</p>",
    )
    pages[f"/{P}/files/osfstorage"] = SHELL.page(f"{TP} | Files", head + f"<table>{rows}</table>")
    for slug, text in (
        ("home", "Project overview and survey schedule."),
        ("Survey_log", "Flights 2021-2023."),
    ):
        pages[f"/{P}/wiki/{slug}"] = SHELL.page(
            f"{TP} Wiki: {slug}",
            head
            + f"<h3>{slug}</h3><p>{e(text)}</p>"
            + ul([(f"/{P}/wiki/home", "home"), (f"/{P}/wiki/Survey_log", "Survey_log")]),
        )
    pages[f"/{P}/analytics"] = SHELL.page(f"{TP} Analytics", head + "<p>Unique visits</p>")
    truth |= {
        SHELL.url(u)
        for u in (
            f"/{P}/",
            f"/{P}/files/osfstorage",
            f"/{P}/wiki/home",
            f"/{P}/wiki/Survey_log",
            f"/{P}/analytics",
        )
    }
    return pages, files, truth


def _preprint():
    base = f"/preprints/fjordarxiv/{PRE}"
    pages = {base + "/download": Response.data(doc_pdf(TPRE, "Preprint"), "application/pdf")}
    pt = "FjordArXiv Preprints | " + TPRE
    main = (
        f'<div class="preprint-header"><a href="/preprints/fjordarxiv"><img src="/static/img/preprints-assets/fjordarxiv/wide_white.png" alt="FjordArXiv"></a>'
        f'<h1>{e(TPRE)}</h1></div><div class="authors">{a("/tqb4w/", "Maren Solberg")}</div>'
        f"{a(base + '/download', 'Download preprint', class_='btn btn-primary')}"
        f"<h4>Abstract</h4><p>Repeat UAV surveys show retreat rates ten times the decadal mean.</p>"
        f"<h4>Supplemental Materials</h4><p>{a(f'/{P}/', f'https://{HOST}/{P}/')}</p>"
        f"<h4>Subjects</h4><p>{a('/preprints/fjordarxiv/discover?subject=Geomorphology', 'Geomorphology')}</p>"
        f"<h4>License</h4><p>{a('https://creativecommons.org/licenses/by/4.0/', 'CC-By Attribution 4.0 International')}</p>"
    )
    pages[base] = SHELL.page(pt, main, raw_title=True)
    return pages, {SHELL.url(base), SHELL.url(base + "/download")}


def build():
    pp, files, _ = _project()
    pr, _ = _preprint()
    SHELL.featured = [(f"/{P}/", TP), (f"/preprints/fjordarxiv/{PRE}", TPRE)]
    pr["/preprints/fjordarxiv"] = SHELL.page(
        "FjordArXiv Preprints", "<h1>FjordArXiv</h1>" + ul(SHELL.featured[1:]), raw_title=True
    )
    home = "<h1>OSF</h1><p>The place to share your research.</p>" + ul(SHELL.featured)
    return [build_site(SHELL, {**pp, **pr}, home), bare_site(FILES, files)]


_TPROJ, _TPRE = _project()[2], _preprint()[1]
CASES = [
    Case(
        "osf-project-files",
        "osf",
        "multi-hop",
        "sig_filtered_title",
        SHELL.url(f"/{P}/"),
        frozenset(_TPROJ),
        build,
        frozenset({SHELL.url(f"/preprints/fjordarxiv/{PRE}")}),
    ),
    Case(
        "osf-branded-preprint",
        "osf",
        "multi-hop",
        "sig_filtered_title",
        SHELL.url(f"/preprints/fjordarxiv/{PRE}"),
        frozenset(_TPRE),
        build,
        frozenset({SHELL.url(f"/{P}/")}),
    ),
]
