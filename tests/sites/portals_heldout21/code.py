"""Software portals as they look in 2026: a GitHub-like forge (repository, release, gist), a
Jupyter notebook viewer, a Docker-Hub-like registry and a PyPI-like package index."""

from __future__ import annotations

from sites.portals._portal import Case, Portal
from sites.portals_heldout21._kit import Hub, a, blob, host, meta, stub, ul

# --------------------------------------------------------------------------- forge
FORGE = host("hub", "codeforge")
RAW = host("raw", "forgeusercontent")
OBJECTS = host("objects", "forgeusercontent")
GIST = host("gist", "codeforge")
GIST_RAW = host("gist", "forgeusercontent")

forge = Hub(
    Portal(
        FORGE,
        "Codeforge",
        menu=[
            ("/features", "Product"),
            ("/solutions", "Solutions"),
            ("/explore", "Explore"),
            ("/topics", "Topics"),
            ("/trending", "Trending"),
            ("/marketplace", "Marketplace"),
            ("/pricing", "Pricing"),
        ],
        footer=[
            ("/site/terms", "Terms"),
            ("/site/privacy", "Privacy"),
            ("/security", "Security"),
            ("http://status.codeforge.hx21.example/", "Status"),
            ("http://docs.codeforge.hx21.example/", "Docs"),
            ("/contact", "Contact"),
        ],
        title_format="{title} · Codeforge",
        home_title="Codeforge · Build and ship software on a single, collaborative platform",
    ),
    "Codeforge (GitHub-like forge)",
)
for p, t in [("/explore", "Explore"), ("/trending", "Trending"), ("/topics", "Topics")]:
    stub(forge, p, t)

R = "/tidelab/tidewatch"
FORGE_HEAD = (
    meta(og_site_name="Codeforge", og_type="object", og_title="tidelab/tidewatch")
    + '<script src="/assets/vendors-node_modules_primer_react.js" defer></script>'
    + '<link rel="alternate" type="application/atom+xml" title="Recent Commits to tidewatch:main"'
    + f' href="{R}/commits/main.atom">'
)
repo_nav = ul(
    [
        (R, "Code"),
        (f"{R}/issues", "Issues 3"),
        (f"{R}/pulls", "Pull requests 1"),
        (f"{R}/actions", "Actions"),
        (f"{R}/wiki", "Wiki"),
        (f"{R}/security", "Security"),
        (f"{R}/pulse", "Insights"),
    ],
    "UnderlineNav",
)
raw_readme = forge.raw(f"http://{RAW}{R}/main/README.md", blob("# tidewatch\n", "text/plain"))
raw_model = forge.raw(
    f"http://{RAW}{R}/main/src/tidewatch/model.py",
    blob("def fit(series):\n    return series\n", "text/plain"),
)
asset_tgz = forge.raw(
    f"http://{OBJECTS}/release-assets/771203944/3b9e1f2a-tidewatch-2.1.0-linux-x86_64.tar.gz",
    blob(b"\x1f\x8b\x08\x00tidewatch", "application/gzip"),
)
asset_whl = forge.raw(
    f"http://{OBJECTS}/release-assets/771203944/8d02c4aa-tidewatch-2.1.0-py3-none-any.whl",
    blob(b"PK\x03\x04tidewatch", "application/zip"),
)
src_zip = forge.raw(
    f"http://{FORGE}{R}/archive/refs/tags/v2.1.0.zip", blob(b"PK\x03\x04", "application/zip")
)
src_tgz = forge.raw(
    f"http://{FORGE}{R}/archive/refs/tags/v2.1.0.tar.gz",
    blob(b"\x1f\x8b\x08\x00", "application/gzip"),
)
main_zip = forge.raw(
    f"http://{FORGE}{R}/archive/refs/heads/main.zip", blob(b"PK\x03\x04", "application/zip")
)
org = stub(forge, "/tidelab", "tidelab", "Tide forecasting lab at the coast institute.")
other_repo = stub(
    forge, "/tidelab/tidewatch-data", "tidelab/tidewatch-data", "Gauge series used by tidewatch."
)
fork = stub(forge, "/mroberts/tidewatch", "mroberts/tidewatch", "forked from tidelab/tidewatch")
user = stub(forge, "/mroberts", "mroberts (Maya Roberts)")
repo_pages = {
    f"{R}/issues": (
        "Issues · tidelab/tidewatch",
        ul([(f"{R}/issues/12", "Gauge gaps break fit()")]),
    ),
    f"{R}/issues/12": (
        "Gauge gaps break fit() · Issue #12 · tidelab/tidewatch",
        f"<p>{a('/mroberts', 'mroberts')} opened this issue.</p><p>Fixed in {a(f'{R}/pull/14', '#14')}.</p>",
    ),
    f"{R}/pulls": (
        "Pull requests · tidelab/tidewatch",
        ul([(f"{R}/pull/14", "Interpolate gauge gaps")]),
    ),
    f"{R}/pull/14": (
        "Interpolate gauge gaps by mroberts · Pull Request #14 · tidelab/tidewatch",
        "<p>Merged.</p>",
    ),
    f"{R}/actions": ("Workflow runs · tidelab/tidewatch", "<p>CI passing on main.</p>"),
    f"{R}/wiki": ("Home · tidelab/tidewatch Wiki", ul([(f"{R}/wiki/Calibration", "Calibration")])),
    f"{R}/wiki/Calibration": (
        "Calibration · tidelab/tidewatch Wiki",
        "<p>Harmonic constituents.</p>",
    ),
    f"{R}/security": ("Security Overview · tidelab/tidewatch", "<p>No advisories.</p>"),
    f"{R}/pulse": ("Pulse · tidelab/tidewatch", ul([(f"{R}/graphs/contributors", "Contributors")])),
    f"{R}/graphs/contributors": (
        "Contributors to tidelab/tidewatch",
        ul([("/mroberts", "mroberts")]),
    ),
    f"{R}/tree/main/src/tidewatch": (
        "tidewatch/src/tidewatch at main · tidelab/tidewatch",
        ul([(f"{R}/blob/main/src/tidewatch/model.py", "model.py")]),
    ),
    f"{R}/blob/main/src/tidewatch/model.py": (
        "tidewatch/src/tidewatch/model.py at main · tidelab/tidewatch",
        f"<pre>def fit(series): ...</pre><p>{a(raw_model, 'Raw')} {a(f'{R}/blame/main/src/tidewatch/model.py', 'Blame')}</p>",
    ),
    f"{R}/blame/main/src/tidewatch/model.py": (
        "Blaming tidewatch/src/tidewatch/model.py at main",
        "<pre>mroberts</pre>",
    ),
    f"{R}/blob/main/README.md": (
        "tidewatch/README.md at main · tidelab/tidewatch",
        f"<article># tidewatch</article><p>{a(raw_readme, 'Raw')}</p>",
    ),
    f"{R}/commits/main": (
        "Commits · tidelab/tidewatch",
        ul([(f"{R}/commit/9d41c07e2b8a51f3c6d0e4a7b2c9f8e1d3a5b6c7", "Release 2.1.0")]),
    ),
    f"{R}/commit/9d41c07e2b8a51f3c6d0e4a7b2c9f8e1d3a5b6c7": (
        "Release 2.1.0 · tidelab/tidewatch@9d41c07",
        "<p>2 files changed</p>",
    ),
    f"{R}/releases": (
        "Releases · tidelab/tidewatch",
        ul([(f"{R}/releases/tag/v2.1.0", "v2.1.0"), (f"{R}/releases/tag/v2.0.0", "v2.0.0")]),
    ),
    f"{R}/releases/tag/v2.0.0": (
        "Release v2.0.0 · tidelab/tidewatch",
        "<p>First harmonic release.</p>",
    ),
    f"{R}/tags": ("Tags · tidelab/tidewatch", ul([(f"{R}/releases/tag/v2.1.0", "v2.1.0")])),
}
repo_urls = set()
for path, (title, main) in repo_pages.items():
    repo_urls.add(
        forge.page(
            path, title, f"<h1>{title}</h1>{repo_nav}{main}", head=FORGE_HEAD, raw_title=True
        )
    )
repo_urls.add(f"http://{FORGE}{R}/commits/main.atom")
forge.raw(
    f"http://{FORGE}{R}/commits/main.atom",
    blob("<feed xmlns='http://www.w3.org/2005/Atom'/>", "application/atom+xml"),
)
release = forge.page(
    f"{R}/releases/tag/v2.1.0",
    "Release v2.1.0 · tidelab/tidewatch",
    f"""<h1>tidewatch 2.1.0</h1>{repo_nav}
<p>{a("/mroberts", "mroberts")} released this · {a(f"{R}/commit/9d41c07e2b8a51f3c6d0e4a7b2c9f8e1d3a5b6c7", "9d41c07")}
· {a(f"{R}/compare/v2.0.0...v2.1.0", "Compare")}</p>
<div class="markdown-body"><p>Gap interpolation ({a(f"{R}/pull/14", "#14")}).</p></div>
<details open><summary>Assets 4</summary><ul>
<li>{a(asset_tgz, "tidewatch-2.1.0-linux-x86_64.tar.gz", rel="nofollow")}</li>
<li>{a(asset_whl, "tidewatch-2.1.0-py3-none-any.whl", rel="nofollow")}</li>
<li>{a(src_zip, "Source code (zip)", rel="nofollow")}</li>
<li>{a(src_tgz, "Source code (tar.gz)", rel="nofollow")}</li></ul></details>
<p>{a(f"{R}/releases", "All releases")} · previous: {a(f"{R}/releases/tag/v2.0.0", "v2.0.0")}</p>""",
    head=FORGE_HEAD,
    raw_title=True,
)
repo_urls.add(release)
forge.page(
    f"{R}/compare/v2.0.0...v2.1.0",
    "Comparing v2.0.0...v2.1.0 · tidelab/tidewatch",
    "<p>3 commits</p>",
    raw_title=True,
)
repo_urls.add(f"http://{FORGE}{R}/compare/v2.0.0...v2.1.0")
repo = forge.page(
    R,
    "Codeforge - tidelab/tidewatch: Harmonic tide forecasting from gauge series",
    f"""<h1>{a("/tidelab", "tidelab")} / {a(R, "tidewatch")}</h1>{repo_nav}
<p>{a(f"{R}/fork", "Fork 4")} {a(f"{R}/stargazers", "Star 31")} · forks: {a("/mroberts/tidewatch", "mroberts/tidewatch")}</p>
<table class="files"><tr><td>{a(f"{R}/tree/main/src/tidewatch", "src/tidewatch")}</td></tr>
<tr><td>{a(f"{R}/blob/main/README.md", "README.md")}</td></tr></table>
<p>{a(f"{R}/commits/main", "214 Commits")} · {a(f"{R}/archive/refs/heads/main.zip", "Download ZIP")}</p>
<article class="markdown-body"><h2>tidewatch</h2><p>Harmonic tide forecasting.
<img src="http://{RAW}{R}/main/docs/fit.png" alt="fit">
Gauge data live in {a("/tidelab/tidewatch-data", "tidelab/tidewatch-data")}.</p></article>
<aside><h2>Releases 2</h2>{a(f"{R}/releases/tag/v2.1.0", "v2.1.0 Latest")} {a(f"{R}/releases", "+ 1 release")}
{a(f"{R}/tags", "Tags")}</aside>""",
    head=FORGE_HEAD,
    raw_title=True,
)
forge.page(
    f"{R}/stargazers",
    "Stargazers · tidelab/tidewatch",
    ul([("/mroberts", "mroberts")]),
    raw_title=True,
)
forge.raw(f"http://{RAW}{R}/main/docs/fit.png", blob(b"\x89PNG\r\n", "image/png"))
repo_urls |= {
    repo,
    main_zip,
    f"http://{FORGE}{R}/stargazers",
    raw_readme,
    raw_model,
    asset_tgz,
    asset_whl,
    src_zip,
    src_tgz,
}

# The gist: its own chrome portal on gist.codeforge, raw files on gist.forgeusercontent.
gist = Hub(
    Portal(
        GIST,
        "Codeforge Gist",
        menu=[
            ("/discover", "All gists"),
            ("http://hub.codeforge.hx21.example/", "Back to Codeforge"),
        ],
        footer=[("/site/terms", "Terms"), ("/site/privacy", "Privacy")],
        title_format="{title}",
        home_title="Discover gists · Codeforge",
    ),
    "Codeforge (GitHub-like forge)",
)
forge.join(gist)
G = "4f2a9c0e7b1d4e3f8a6c5b2d1e0f9a87"
REV = "9d1e2b7c0a4f"
g_raw1 = gist.raw(
    f"http://{GIST_RAW}/mroberts/{G}/raw/{REV}/tide_fit.py",
    blob("import tidewatch\n", "text/plain"),
)
g_raw2 = gist.raw(
    f"http://{GIST_RAW}/mroberts/{G}/raw/{REV}/gauges.csv", blob("gauge,t,h\n", "text/csv")
)
g_zip = gist.raw(
    f"http://{GIST}/mroberts/{G}/archive/{REV}.zip", blob(b"PK\x03\x04", "application/zip")
)
g_rev = gist.page(f"/mroberts/{G}/revisions", "Revisions · tide_fit.py", "<p>2 revisions</p>")
g_forks = gist.page(f"/mroberts/{G}/forks", "Forks · tide_fit.py", "<p>No forks yet.</p>")
g_user = stub(gist, "/mroberts", "mroberts's gists")
g_other = stub(gist, "/mroberts/0b7e55d21c9a4f6e8d3c2b1a09f8e7d6", "sealevel_plot.py")
g_entry = gist.page(
    f"/mroberts/{G}",
    "Fit a tidewatch model to a CSV of gauge readings",
    f"""<h1>{a("/mroberts", "mroberts")} / tide_fit.py</h1>
<p>{a(f"/mroberts/{G}/revisions", "Revisions 2")} {a(f"/mroberts/{G}/forks", "Forks 0")}
{a(f"/mroberts/{G}/archive/{REV}.zip", "Download ZIP")}</p>
<div class="file"><h2>tide_fit.py</h2>{a(g_raw1, "Raw")}<pre>import tidewatch</pre></div>
<div class="file"><h2>gauges.csv</h2>{a(g_raw2, "Raw")}</div>
<p>More gists by mroberts: {a("/mroberts/0b7e55d21c9a4f6e8d3c2b1a09f8e7d6", "sealevel_plot.py")}</p>""",
    head=meta(og_site_name="Gist", og_title="tide_fit.py"),
)

FORGE_CASES: list[Case] = [
    # Seed: GitHub software project -> Path-Based with Externals.  Everything of the repo is
    # under /tidelab/tidewatch (issues, PRs, wiki, tree/blob, releases, archives); raw files
    # live on raw.forgeusercontent and release assets on objects.forgeusercontent.  Truth: the
    # repo pages and those files; not the org, the fork, the contributor profile, and not
    # /tidelab/tidewatch-data, a sibling repo whose path merely shares the prefix.
    forge.case(
        "forge-repository",
        "repository",
        "multi_hop",
        "path_based_externals",
        repo,
        repo_urls,
        others={org, other_repo, fork, user},
    ),
    # A release is a single-hop artifact: its page, the assets on the objects CDN and the two
    # source archives.  The repo, the commit and the previous release are linked, but the
    # archivist of *this release* wants the notes and the downloads -> Single Page+ with
    # Ignored URIs.
    forge.case(
        "forge-release",
        "release",
        "single_hop",
        "single_page_plus_ignored",
        release,
        {release, asset_tgz, asset_whl, src_zip, src_tgz},
        others={repo, f"http://{FORGE}{R}/releases/tag/v2.0.0"},
    ),
    # A gist: the 32-hex gist id is in every URI of it, on gist.codeforge and on the raw
    # host gist.forgeusercontent (and in nothing else) -> Significant String from URI.
    forge.case(
        "forge-gist",
        "gist",
        "multi_hop",
        "sig_uri",
        g_entry,
        {g_entry, g_rev, g_forks, g_raw1, g_raw2, g_zip},
        others={g_user, g_other},
    ),
]

# --------------------------------------------------------------------------- notebook viewer
NBV = host("nbview", "jupyview")
SHARE = host("share", "tidelab-files")
nbv = Hub(
    Portal(
        NBV,
        "nbviewer",
        menu=[("/faq", "FAQ"), ("/about", "About"), ("https://jupyter.hx21.example/", "Jupyter")],
        footer=[("/faq#privacy", "Privacy"), ("http://status.jupyview.hx21.example/", "Status")],
        title_format="{title} | Jupyter nbviewer",
        home_title="Jupyter nbviewer",
        home_main='<h1>nbviewer</h1><p>A simple way to share Jupyter Notebooks</p><form action="/create/"><input name="gistnorurl"></form>',
    ),
    "nbviewer (Jupyter notebook viewer)",
)
NB_HEAD = (
    meta(generator="nbconvert 7.16.4 / nbviewer 2.1")
    + '<script src="/static/build/notebook.js"></script>'
)
U = f"/urls/{SHARE}/nb"
nb_raw = {}
for nb in ("calibration", "residuals", "forecast"):
    nb_raw[nb] = nbv.raw(
        f"http://{SHARE}/nb/{nb}.ipynb",
        blob(
            '{"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}',
            "application/x-ipynb+json",
        ),
    )
nbv.raw(
    f"http://{SHARE}/nb/",
    blob(
        "<html><body><a href='calibration.ipynb'>calibration.ipynb</a></body></html>", "text/html"
    ),
)
nb_pages = {}
for nb in ("calibration", "residuals", "forecast"):
    nb_pages[nb] = nbv.page(
        f"{U}/{nb}.ipynb",
        f"{nb}.ipynb",
        f"""<div id="menubar">{a(nb_raw[nb], "Download Notebook", title="Download Notebook")}
{a(f"http://{SHARE}/nb/", "View on share.tidelab-files", title="View on the source host")}
{a(f"{U}/", "nb/", class_="breadcrumb")}</div>
<div class="jp-Notebook"><h1>{nb.title()} of the tidewatch harmonic model</h1>
<div class="jp-Cell"><pre>import tidewatch</pre></div><p>See also {a(f"{U}/forecast.ipynb", "forecast.ipynb")}</p></div>""",
        head=NB_HEAD,
    )
nb_dir = nbv.page(
    f"{U}/",
    "nb",
    f"<h1>{a(f'/urls/{SHARE}/', SHARE)} / nb</h1>"
    + ul([(f"{U}/{nb}.ipynb", f"{nb}.ipynb") for nb in ("calibration", "residuals", "forecast")])
    + f"<p>{a(f'/urls/{SHARE}/', 'Parent directory')}</p>",
    head=NB_HEAD,
)
nb_parent = nbv.page(
    f"/urls/{SHARE}/", SHARE, ul([(f"{U}/", "nb/"), (f"/urls/{SHARE}/talks/", "talks/")])
)
nb_share_dir = f"http://{SHARE}/nb/"

NB_CASES = [
    # One rendered notebook: the viewer page plus the .ipynb it renders, downloadable from
    # the lab's file host.  The directory, the sibling notebook and the source listing are
    # not this artifact -> Single Page+ with Ignored URIs (one hop, minus chrome).  The
    # sibling link makes plain one-hop over-collect.
    nbv.case(
        "nbviewer-notebook",
        "rendered notebook",
        "single_hop",
        "single_page_plus_ignored",
        nb_pages["calibration"],
        {nb_pages["calibration"], nb_raw["calibration"]},
        others={nb_pages["forecast"], nb_dir, nb_share_dir},
    ),
    # A notebook collection shared as a directory: the listing, every rendered notebook under
    # it and the raw notebooks on the external file host -> Path-Based with Externals.  The
    # parent directory is outside the path.
    nbv.case(
        "nbviewer-directory",
        "notebook directory",
        "multi_hop",
        "path_based_externals",
        nb_dir,
        {nb_dir, *nb_pages.values(), *nb_raw.values()},
        others={nb_parent},
    ),
]

# --------------------------------------------------------------------------- container registry
DOCK = host("hub", "boxyard")
dock = Hub(
    Portal(
        DOCK,
        "Boxyard Hub",
        menu=[
            ("/explore", "Explore"),
            ("/search?type=image", "Images"),
            ("/pricing", "Pricing"),
            ("/support", "Support"),
        ],
        footer=[
            ("/legal/terms", "Terms of Service"),
            ("/legal/privacy", "Privacy"),
            ("http://status.boxyard.hx21.example/", "Status"),
        ],
        title_format="{title} | Boxyard Hub",
        home_title="Boxyard Hub Container Image Library | App Containerization",
    ),
    "Boxyard Hub (Docker-Hub-like registry)",
)
DR = "/r/tidelab/tidewatch"
D_HEAD = (
    meta(og_site_name="Boxyard Hub", description="Harmonic tide forecasting image")
    + '<script src="/static/js/main.7c1e9a.js"></script>'
)
layers = {}
for tag, dig in (("2.1.0", "3f1c9e07a2b44d15"), ("2.0.0", "a82d1f60c3e97b40")):
    layers[tag] = dock.page(
        f"/layers/tidelab/tidewatch/{tag}/images/sha256-{dig}",
        f"Image Layer Details - tidelab/tidewatch:{tag}",
        f"""<h1>tidelab/tidewatch:{tag}</h1><p>Digest: sha256:{dig} · linux/amd64 · 212 MB</p>
<ol class="layers"><li>ADD file:d4ef in /</li><li>RUN pip install tidewatch=={tag}</li></ol>""",
        head=D_HEAD,
    )
d_tags = dock.page(
    f"{DR}/tags",
    "tidelab/tidewatch Tags",
    "<h1>tidelab/tidewatch tags</h1>"
    + ul([(u, f"{t} sha256") for t, u in layers.items()])
    + "<pre>docker pull tidelab/tidewatch:2.1.0</pre>",
    head=D_HEAD,
)
d_other = stub(dock, "/r/tidelab/sealevel", "tidelab/sealevel", "Sea-level rise projections image")
d_org = stub(dock, "/u/tidelab", "tidelab's Profile")
d_entry = dock.page(
    DR,
    "tidelab/tidewatch - Boxyard Image",
    f"""<h1>tidelab/tidewatch</h1><p>By {a("/u/tidelab", "tidelab")} · Updated 2 days ago</p>
<nav class="tabs">{a(DR, "Overview")} {a(f"{DR}/tags", "Tags")}</nav>
<article><h2>Quick reference</h2><p>Harmonic tide forecasting, packaged.
Latest: {a(layers["2.1.0"], "2.1.0")}.</p></article>
<aside>Other images by tidelab: {a("/r/tidelab/sealevel", "tidelab/sealevel")}</aside>""",
    head=D_HEAD,
    raw_title=True,
)

DOCK_CASES = [
    # Seed heuristic by analogy with GBIF: "tidelab/tidewatch" is in the URI of the repo
    # page, its tags page and every tag's layer page (/layers/tidelab/tidewatch/...), which
    # are not under the /r/ path -> Significant String from URI.  Not the org or sealevel.
    dock.case(
        "boxyard-image",
        "image repository",
        "multi_hop",
        "sig_uri",
        d_entry,
        {d_entry, d_tags, *layers.values()},
        others={d_other, d_org},
    ),
    # One image tag's layer page stands alone: it links nothing of its own -> Single Page.
    dock.case(
        "boxyard-tag",
        "image tag",
        "single_uri",
        "single_page",
        layers["2.0.0"],
        {layers["2.0.0"]},
    ),
]

# --------------------------------------------------------------------------- package index
PKG = host("pkgs", "wheelhouse")
FILES = host("files", "wheelhouse-hosted")
pkg = Hub(
    Portal(
        PKG,
        "Wheelhouse",
        menu=[
            ("/help/", "Help"),
            ("/sponsors/", "Sponsors"),
            ("/account/login/", "Log in"),
            ("/account/register/", "Register"),
        ],
        footer=[
            ("/help/", "Help"),
            ("http://docs.wheelhouse.hx21.example/", "Docs"),
            ("/policy/terms-of-use/", "Terms of Use"),
            ("/security/", "Security"),
            ("/sitemap/", "Sitemap"),
        ],
        title_format="{title} · Wheelhouse",
        home_title="Wheelhouse · The Python Package Index",
    ),
    "Wheelhouse (PyPI-like package index)",
)
P_HEAD = (
    meta(og_site_name="Wheelhouse", generator="Warehouse 26.1")
    + '<script src="/static/js/warehouse.2f9d1a.js" async></script>'
)
pfiles: dict[str, list[str]] = {}
for ver, h in (("2.1.0", ("9a/3c/5e7f", "b1/0d/44aa")), ("2.0.0", ("2e/71/c0d9", "f4/88/1b3e"))):
    pfiles[ver] = [
        pkg.raw(
            f"http://{FILES}/packages/{h[0]}1a2b/tidewatch-{ver}.tar.gz",
            blob(b"\x1f\x8b\x08\x00", "application/gzip"),
        ),
        pkg.raw(
            f"http://{FILES}/packages/{h[1]}9c8d/tidewatch-{ver}-py3-none-any.whl",
            blob(b"PK\x03\x04", "application/zip"),
        ),
    ]
rel_pages = {}
for ver in ("2.1.0", "2.0.0"):
    sd, wh = pfiles[ver]
    rel_pages[ver] = pkg.page(
        f"/project/tidewatch/{ver}/",
        f"tidewatch {ver}",
        f"""<h1 class="package-header__name">tidewatch {ver}</h1><p><code>pip install tidewatch=={ver}</code></p>
<nav>{a("#description", "Project description")} {a("#history", "Release history")} {a("#files", "Download files")}</nav>
<aside><h3>Project links</h3>{a("http://hub.codeforge.hx21.example/tidelab/tidewatch", "Source")}
<h3>Maintainers</h3>{a("/user/mroberts/", "mroberts")}</aside>
<section id="history">{a("/project/tidewatch/2.1.0/", "2.1.0")} {a("/project/tidewatch/2.0.0/", "2.0.0")}</section>
<section id="files"><h2>Source Distribution</h2>{a(sd, f"tidewatch-{ver}.tar.gz")}
<h2>Built Distribution</h2>{a(wh, f"tidewatch-{ver}-py3-none-any.whl")}</section>""",
        head=P_HEAD + meta(description="Harmonic tide forecasting from gauge series"),
    )
p_project = pkg.page(
    "/project/tidewatch/",
    "tidewatch",
    f"""<h1>tidewatch 2.1.0</h1><p>Latest version · Released: Jan 14, 2026</p>
<section id="history"><h2>Release history</h2>{ul([(rel_pages["2.1.0"], "2.1.0"), (rel_pages["2.0.0"], "2.0.0")])}</section>
<section id="files">{a(pfiles["2.1.0"][0], "tidewatch-2.1.0.tar.gz")} {a(pfiles["2.1.0"][1], "tidewatch-2.1.0-py3-none-any.whl")}</section>
<aside>{a("/user/mroberts/", "mroberts")} · {a("/search/?c=Topic+%3A%3A+Scientific%2FEngineering", "Scientific/Engineering")}</aside>""",
    head=P_HEAD,
)
p_user = stub(pkg, "/user/mroberts/", "Profile of mroberts")
simple_items = [f for ver in ("2.1.0", "2.0.0") for f in pfiles[ver]]
simple = pkg.raw(
    f"http://{PKG}/simple/tidewatch/",
    blob(
        '<!DOCTYPE html>\n<html><head><meta name="pypi:repository-version" content="1.3">'
        "<title>Links for tidewatch</title></head><body><h1>Links for tidewatch</h1>\n"
        + "".join(
            f'<a href="{u}#sha256=0f{i}e2" data-requires-python="&gt;=3.10">{u.rsplit("/", 1)[1]}</a><br />\n'
            for i, u in enumerate(simple_items)
        )
        + "</body></html>\n",
        "text/html",
    ),
)

PKG_CASES = [
    # One release: its page and its two distribution files on the files host.  The project
    # page, the other release, the maintainer and the source repo are linked but are not
    # this release -> Single Page+ with Ignored URIs.
    pkg.case(
        "wheelhouse-release",
        "release",
        "single_hop",
        "single_page_plus_ignored",
        rel_pages["2.0.0"],
        {rel_pages["2.0.0"], *pfiles["2.0.0"]},
        others={rel_pages["2.1.0"], p_user},
    ),
    # The whole project: its page, every release page under /project/tidewatch/ and every
    # file on the external files host -> Path-Based with Externals.
    pkg.case(
        "wheelhouse-project",
        "project",
        "multi_hop",
        "path_based_externals",
        p_project,
        {p_project, *rel_pages.values(), *simple_items},
        others={p_user},
    ),
    # The PEP 503 simple index page has no chrome at all: every link is a distribution file
    # of the project -> Single Page+ (nothing to ignore).
    pkg.case(
        "wheelhouse-simple-index",
        "simple index",
        "single_hop",
        "single_page_plus",
        simple,
        {simple, *simple_items},
    ),
]

CASES: list[Case] = FORGE_CASES + NB_CASES + DOCK_CASES + PKG_CASES
