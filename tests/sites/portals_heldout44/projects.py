"""Research-project sites: project pages on static hosting with the code on a forge,
single-dataset visualisation microsites, Sphinx documentation, Quarto manuscripts and a
project wiki.  Two records each, the second harder."""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case

from ._kit import Chrome, bare_root, blob, pdf_file, ul

# ---------------------------------------------------------------- project pages (pbe)
PG = Chrome(
    host="mgarcia.pagehost.hx44.example",
    name="M. García",
    menu=[("/", "Home"), ("/blog/", "Blog"), ("/cv/", "CV")],
    footer=[
        ("http://pagehost.test/", "Hosted on PageHost"),
        ("http://twitter.test/mgarcia_sci", "@mgarcia_sci"),
    ],
    title_fmt="{t} · {n}",
)
FORGE = "code.forgewright.hx44.example"
DL = "dl.forgewright.hx44.example"
PROJECTS = {
    "/tidewatch/": (
        "Tidewatch: tide-gauge QC",
        ["install.html", "usage/", "api.html"],
        [
            f"http://{FORGE}/mgarcia/tidewatch",
            f"http://{FORGE}/mgarcia/tidewatch/issues",
            f"http://{DL}/mgarcia/tidewatch/tidewatch-1.2.0.tar.gz",
        ],
    ),
    "/seagrass-atlas/": (
        "Seagrass Atlas toolkit",
        [
            "install.html",
            "tutorial/",
            "tutorial/part-2.html",
            "api/",
            "api/io.html",
            "api/models.html",
            "changelog.html",
            "v1/",
            "v1/install.html",
        ],
        [
            f"http://{FORGE}/mgarcia/seagrass-atlas",
            f"http://{FORGE}/mgarcia/seagrass-atlas/releases",
            f"http://{DL}/mgarcia/seagrass-atlas/seagrass-atlas-2.0.1.tar.gz",
            f"http://{DL}/mgarcia/seagrass-atlas/seagrass-atlas-1.4.0.tar.gz",
            f"http://{DL}/mgarcia/seagrass-atlas/example-data.zip",
        ],
    ),
}


def _proj_pages(base: str) -> dict[str, str]:
    title, subs, ext = PROJECTS[base]
    side = ul([(base, "Overview")] + [(base + s, s) for s in subs])
    code = ul([(u, u.rsplit("/", 1)[1]) for u in ext])
    pages = {base: PG.page(title, f"<h1>{title}</h1>{side}<h2>Get it</h2>{code}")}
    for s in subs:
        pages[base + s] = PG.page(f"{s} - {title}", side + f"<h1>{s}</h1><p>Docs.</p>")
    return pages


def _proj_build() -> list[Site]:
    PG.home_main = "<h1>Marta García</h1><p>Coastal data scientist.</p>" + ul(
        [(b, t) for b, (t, _s, _e) in PROJECTS.items()]
    )
    pages: dict[str, object] = {"/blog/": PG.page("Blog", "<p>Posts.</p>")}
    forge = bare_root(FORGE, "Forgewright", "<p>Code hosting for science.</p>")
    dl = bare_root(DL, "Forgewright downloads", "<p>Release assets.</p>")
    for base, (_title, _subs, ext) in PROJECTS.items():
        pages.update(_proj_pages(base))
        for u in ext:
            path = u.split(".example", 1)[1]
            if DL in u:
                dl.add(path, blob("archive", "application/gzip"))
            else:
                forge.add(
                    path,
                    f"<html><head><title>{path[1:]}</title></head>"
                    f"<body><h1>{path[1:]}</h1></body></html>",
                )
    return [PG.site(pages), forge, dl]  # type: ignore[arg-type]


def _proj_case(name: str, base: str, detail: str) -> Case:
    # A project site in a directory of a user's static pages, its code, issues and release
    # archives on another host (the seed's GitHub with raw.githubusercontent.com)
    # -> path_based_externals.
    truth = {PG.url(p) for p in _proj_pages(base)} | set(PROJECTS[base][2])
    return Case(
        name,
        f"project pages on static hosting ({detail})",
        "multi-hop",
        "path_based_externals",
        PG.url(base),
        frozenset(truth),
        _proj_build,
    )


# ---------------------------------------------------------------- viz microsite (pb)
PLATFORM = "www.vizquilt.hx44.example"
MICRO = {
    "coralbleach.vizquilt.hx44.example": ("Coral bleaching events 1998-2024", ["/map", "/data"], 1),
    "urbanheat.vizquilt.hx44.example": (
        "Urban heat islands of 40 cities",
        ["/map", "/charts", "/cities", "/data", "/about-data"],
        3,
    ),
}


def _micro_pages(host: str) -> dict[str, object]:
    title, views, pages_n = MICRO[host]
    nav = " ".join(f'<a href="{v}">{v[1:]}</a>' for v in ["/", *views])
    cdn = f"http://{PLATFORM}/static/viewer.css"

    def pg(t: str, body: str) -> str:
        return (
            f'<html><head><title>{t}</title><link rel="stylesheet" href="{cdn}"></head>'
            f"<body><nav>{nav}</nav>{body}<footer>Made with "
            f'<a href="http://{PLATFORM}/">VizQuilt</a> · '
            f'<a href="http://{PLATFORM}/signup">Make your own</a></footer></body></html>'
        )

    out: dict[str, object] = {"/": pg(title, f"<h1>{title}</h1>")}
    for v in views:
        out[v] = pg(f"{v[1:]} - {title}", f"<h2>{v[1:]}</h2>")
    out["/data.csv"] = blob("site,year,severity\n", "text/csv")
    out["/data"] = pg(f"data - {title}", '<a href="/data.csv">Download CSV</a>')
    if pages_n > 1:
        recs = " ".join(f'<a href="/cities?page={i}">{i}</a>' for i in range(1, pages_n + 1))
        for i in range(1, pages_n + 1):
            out[f"/cities?page={i}"] = pg(f"cities {i}", recs + f'<a href="/cities/c{i}">city</a>')
            out[f"/cities/c{i}"] = pg(f"city {i}", "<p>Card.</p>")
        out["/cities"] = out["/cities?page=1"]
    return out


def _micro_build() -> list[Site]:
    plat = Site(PLATFORM)
    plat.add(
        "/", "<html><head><title>VizQuilt</title></head><body>Stories with data.</body></html>"
    )
    plat.add("/signup", "<html><head><title>Sign up</title></head><body>Join.</body></html>")
    plat.add("/static/viewer.css", Response.data(b"body{}", "text/css"))
    return [plat] + [Site(h, _micro_pages(h)) for h in MICRO]  # type: ignore[arg-type]


def _micro_case(name: str, host: str, detail: str) -> Case:
    # The seed's Silk: a whole subdomain holds one dataset and its views; the path is the
    # single slash and the platform's chrome lives on another host -> path_based.
    truth = frozenset(f"http://{host}{p}" for p in _micro_pages(host))
    return Case(
        name,
        f"dataset visualisation microsite ({detail})",
        "multi-hop",
        "path_based",
        f"http://{host}/",
        truth,
        _micro_build,
    )


# ---------------------------------------------------------------- Sphinx docs (pb)
DOC = Chrome(
    host="docs.lumenmesh.hx44.example",
    name="LumenMesh Docs",
    menu=[("/", "All projects"), ("/accounts/login/", "Log in"), ("/support/", "Support")],
    footer=[("/terms/", "Terms"), ("http://sphinx.test/", "Built with Sphinx")],
    title_fmt="{t}",
)
DOCS = {
    "/pyspectra/en/2.1/": ("pyspectra", ["install.html", "quickstart.html", "api.html"]),
    "/hydroflux/en/0.9/": (
        "hydroflux",
        [
            "install.html",
            "tutorials/index.html",
            "tutorials/basins.html",
            "tutorials/calibration.html",
            "reference/index.html",
            "reference/model.html",
            "changelog.html",
            "genindex.html",
            "search.html",
            "_downloads/basins.ipynb",
        ],
    ),
}


def _doc_pages(base: str) -> dict[str, object]:
    proj, pages_ = DOCS[base]
    root = base.split("/en/")[0]
    toc = ul([(base + p, p) for p in pages_ if not p.startswith("_")])
    switch = (
        f'<div class="rst-versions"><a href="{root}/en/latest/">latest</a> '
        f'<a href="{root}/en/stable/">stable</a></div>'
    )
    out: dict[str, object] = {}
    for p in ["", *pages_]:
        if p.endswith(".ipynb"):
            out[base + p] = blob('{"cells": []}', "application/x-ipynb+json")
            continue
        src = f"_sources/{p or 'index.html'}".replace(".html", ".rst.txt")
        extra = f'<a href="{base}_downloads/basins.ipynb">notebook</a>' if "basins" in p else ""
        out[base + p] = DOC.page(
            f"{p or 'Home'} — {proj} documentation",
            f'<div class="sphinxsidebar">{toc}</div>{switch}<h1>{p or proj}</h1>{extra}'
            f'<a href="{base}{src}">View page source</a>',
        )
        out[base + src] = blob(f"{p}\n====\n")
    return out


def _doc_build() -> list[Site]:
    DOC.home_main = "<h1>Hosted documentation</h1>" + ul([(b, p) for b, (p, _x) in DOCS.items()])
    pages: dict[str, object] = {}
    for base in DOCS:
        root = base.split("/en/")[0]
        for v in ("latest", "stable"):
            pages[f"{root}/en/{v}/"] = DOC.page(f"{v} docs", f"<p>{v}</p>")
        pages.update(_doc_pages(base))
    return [DOC.site(pages)]  # type: ignore[arg-type]


def _doc_case(name: str, base: str, detail: str) -> Case:
    # One version of a project's documentation, every page and source under its version
    # directory (the seed's GitLab-like path rule); the other versions are other
    # artifacts -> path_based.
    root = base.split("/en/")[0]
    truth = frozenset(DOC.url(p) for p in _doc_pages(base))
    others = frozenset(DOC.url(f"{root}/en/{v}/") for v in ("latest", "stable"))
    return Case(
        name,
        f"Sphinx documentation host ({detail})",
        "multi-hop",
        "path_based",
        DOC.url(base),
        truth,
        _doc_build,
        others,
    )


# ---------------------------------------------------------------- Quarto manuscript (sig_title)
QM = Chrome(
    host="notebooks.weirlab.hx44.example",
    name="Weir Lab Notebooks",
    menu=[("/", "Home"), ("/people.html", "People"), ("/listing.html", "All manuscripts")],
    footer=[("/license.html", "CC-BY 4.0")],
    title_fmt="{t}",
)
MANUS = {
    "glider": (
        "Tidal Mixing Estimates from Glider Transects",
        ["notebooks/glider-qc.html", "notebooks/glider-spectra.html"],
        False,
    ),
    "estuary": (
        "Salt Intrusion Sensitivity in a Dredged Estuary",
        [
            "notebooks/estuary-grid.html",
            "notebooks/estuary-runs.html",
            "notebooks/estuary-figures.html",
        ],
        True,
    ),
}


def _ms_paths(key: str) -> list[str]:
    title, nbs, hard = MANUS[key]
    out = [f"/{key}.html", f"/{key}.pdf", f"/data/{key}.csv", *(f"/{n}" for n in nbs)]
    out += [f"/{n.replace('.html', '.ipynb')}" for n in nbs]
    if hard:
        out += [f"/{key}.docx", f"/{key}-meca.zip"]
    return out


def _ms_build() -> list[Site]:
    QM.home_main = (
        "<h1>Weir Lab</h1><p>Reproducible manuscripts from the lab.</p>"
        '<p><a href="/listing.html">Browse all manuscripts</a></p>'
    )
    pages: dict[str, object] = {
        "/listing.html": QM.page(
            "Manuscripts", ul([(f"/{k}.html", f"Manuscript ({k})") for k in MANUS])
        )
    }
    for key, (title, nbs, hard) in MANUS.items():
        paths = _ms_paths(key)
        art = [p for p in paths if p != f"/{key}.html" and not p.endswith(".ipynb")]
        pages[f"/{key}.html"] = QM.page(
            title,
            f'<header id="title-block-header"><h1 class="title">{title}</h1></header>'
            f'<div class="quarto-alternate-formats">{ul([(p, p) for p in art])}</div>'
            "<p>Abstract. We estimate mixing.</p>",
            raw_title=True,
        )
        for n in nbs:
            ipynb = "/" + n.replace(".html", ".ipynb")
            pages["/" + n] = QM.page(
                f"{n} – {key}",
                f'<div class="notebook-source">Source: {title}</div>'
                f'<a href="{ipynb}">Download notebook</a> <a href="/{key}.html">Back to article</a>',
            )
            pages[ipynb] = blob(
                f'{{"metadata": {{"title": "{title}"}}, "cells": []}}', "application/x-ipynb+json"
            )
        pages[f"/{key}.pdf"] = pdf_file(title, "Weir Lab")
        pages[f"/data/{key}.csv"] = blob(f"# {title}\nx,y\n1,2\n", "text/csv")
        if hard:
            pages[f"/{key}.docx"] = blob(f"{title} docx", "application/octet-stream")
            pages[f"/{key}-meca.zip"] = blob(f"{title} MECA bundle", "application/zip")
    return [QM.site(pages)]  # type: ignore[arg-type]


def _ms_case(name: str, key: str, detail: str) -> Case:
    # A flat site where the manuscript, its notebooks, notebook downloads and data each
    # carry the manuscript's title, which is the entry's whole <title> and is nowhere in
    # the chrome (the seed's Dryad without the untitled data file) -> sig_title.
    return Case(
        name,
        f"Quarto manuscript site ({detail})",
        "multi-hop",
        "sig_title",
        QM.url(f"/{key}.html"),
        frozenset(QM.url(p) for p in _ms_paths(key)),
        _ms_build,
    )


# ---------------------------------------------------------------- project wiki (sft)
WK = Chrome(
    host="wiki.brackenlab.hx44.example",
    name="BrackenWiki",
    menu=[
        ("/wiki/Main_Page", "Main page"),
        ("/wiki/Special:RecentChanges", "Recent changes"),
        ("/wiki/Special:Random", "Random page"),
        ("/wiki/Help:Contents", "Help"),
    ],
    footer=[
        ("/wiki/BrackenWiki:About", "About BrackenWiki"),
        ("/wiki/BrackenWiki:Privacy", "Privacy policy"),
    ],
    title_fmt="{t} - {n}",
    home_title="Main Page - BrackenWiki",
)
WIKI = {
    "Sediment_Flux_Campaign_2024": (
        "Sediment Flux Campaign 2024",
        ["Protocol"],
        ["sfc24_grainsize.csv"],
    ),
    "Groundwater_Model_Intercomparison": (
        "Groundwater Model Intercomparison",
        ["Participants", "Results", "Results/Round_2"],
        ["gmi_round1.csv", "gmi_round2.csv", "gmi_report.pdf"],
    ),
}


def _wiki_paths(slug: str) -> list[str]:
    _t, subs, files = WIKI[slug]
    out = [f"/wiki/{slug}", f"/w/index.php?title={slug}&action=history"]
    out += [f"/wiki/{slug}/{s}" for s in subs]
    out += [f"/wiki/File:{f}" for f in files] + [f"/images/{f}" for f in files]
    return out


def _wiki_build() -> list[Site]:
    WK.home_main = "<h1>Welcome to BrackenWiki</h1><p>The lab's shared notebook.</p>"
    pages: dict[str, object] = {"/wiki/Main_Page": WK.page("Main Page", WK.home_main)}
    for slug, (title, subs, files) in WIKI.items():
        tabs = (
            f'<div id="p-views"><a href="/wiki/{slug}">Read</a> '
            f'<a href="/w/index.php?title={slug}&amp;action=history">View history</a></div>'
        )
        body = (
            f'<h1 id="firstHeading">{title}</h1>{tabs}<p>Campaign page.</p>'
            + ul([(f"/wiki/{slug}/{s}", s) for s in subs])
            + ul([(f"/wiki/File:{f}", f) for f in files])
        )
        pages[f"/wiki/{slug}"] = WK.page(title, body)
        pages[f"/w/index.php?title={slug}&action=history"] = WK.page(
            f"{title}: Revision history", f"<h1>{title}: Revision history</h1><p>3 edits</p>"
        )
        for s in subs:
            nested = ""
            if s == "Results":
                nested = f'<a href="/wiki/{slug}/Results/Round_2">Round 2</a>'
            pages[f"/wiki/{slug}/{s}"] = WK.page(
                f"{title}/{s}",
                f'<div class="subpages">&lt; <a href="/wiki/{slug}">{title}</a>'
                f"</div><h1>{title}/{s}</h1>{nested}",
            )
        for f in files:
            pages[f"/wiki/File:{f}"] = WK.page(
                f"File:{f}",
                f'<a href="/images/{f}">Original file</a><h2>File usage</h2>'
                f'<p>Used on: <a href="/wiki/{slug}">{title}</a></p>',
            )
            pages[f"/images/{f}"] = (
                pdf_file(title, f) if f.endswith(".pdf") else blob(f"# {title}\na,b\n", "text/csv")
            )
    return [WK.site(pages)]  # type: ignore[arg-type]


def _wiki_case(name: str, slug: str, detail: str) -> Case:
    # Every page and file of a campaign carries its name, the entry's <title> without the
    # " - BrackenWiki" the homepage's title also ends with (the seed's Dataverse, filtered
    # from the end) -> sig_filtered_title.
    return Case(
        name,
        f"research project wiki ({detail})",
        "multi-hop",
        "sig_filtered_title",
        WK.url(f"/wiki/{slug}"),
        frozenset(WK.url(p) for p in _wiki_paths(slug)),
        _wiki_build,
    )


CASES: list[Case] = [
    _proj_case("pages-tidewatch", "/tidewatch/", "three pages, repo and a release"),
    _proj_case("pages-seagrass", "/seagrass-atlas/", "nested docs, old version, five downloads"),
    _micro_case("micro-coral", "coralbleach.vizquilt.hx44.example", "map and data"),
    _micro_case("micro-urbanheat", "urbanheat.vizquilt.hx44.example", "paginated city cards"),
    _doc_case("docs-pyspectra", "/pyspectra/en/2.1/", "three pages"),
    _doc_case("docs-hydroflux", "/hydroflux/en/0.9/", "tutorials, reference, index, notebook"),
    _ms_case("ms-glider", "glider", "two notebooks"),
    _ms_case("ms-estuary", "estuary", "three notebooks, docx and MECA"),
    _wiki_case("wiki-sediment", "Sediment_Flux_Campaign_2024", "one subpage, one file"),
    _wiki_case(
        "wiki-groundwater", "Groundwater_Model_Intercomparison", "nested subpages, three files"
    ),
]
