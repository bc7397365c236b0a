"""Research software: a research group's repositories on a self-hosted Gitea forge, the
Sphinx documentation site of one of them, a self-hosted GitLab project with release files
on an object store, an R package on a CRAN-style mirror, a Python package on a PyPI-style
index with its file host, and a notebook rendered by an nbviewer-style service."""

from __future__ import annotations

import zlib
from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, data

from ._kit import anchor_list

# --- Gitea (self-hosted forge of the Ravensholm seismology group).
GITEA = Portal(
    "git.ravensholm-lab.hx14.example",
    "Ravensholm Git",
    [("/explore/repos", "Explore"), ("/explore/organizations", "Organizations"), ("/help", "Help")],
    [
        ("/assets/licenses.txt", "Licenses"),
        ("/api/swagger", "API"),
        ("http://gitea.test", "Powered by Gitea"),
    ],
    title_format="{title} - Ravensholm Git",
    home_title="Ravensholm Git",
)
GITEA_REPOS = {
    "seisflow": ("Waveform cross-correlation workflows for dense arrays", "v0.4.1", "3f9a0c1"),
    "picker-bench": (
        "Benchmark of automatic phase pickers on the Ravensholm array",
        "v1.0.0",
        "a07d2e9",
    ),
}


def _gitea_pages(repo: str) -> dict[str, Response | str]:
    desc, tag, sha = GITEA_REPOS[repo]
    base = f"/ravensholm/{repo}"
    tabs = anchor_list(
        [
            (base, "Code"),
            (f"{base}/issues", "Issues"),
            (f"{base}/pulls", "Pull Requests"),
            (f"{base}/releases", "Releases"),
            (f"{base}/wiki", "Wiki"),
            (f"{base}/activity", "Activity"),
        ],
        "repo-tabs",
    )
    head = f'<meta property="og:title" content="{repo}"><meta property="og:description" content="{escape(desc)}">'
    title = f"ravensholm/{repo}"
    others = [(f"/ravensholm/{o}", o) for o in GITEA_REPOS if o != repo]
    home = (
        f'<div class="repo-header"><a href="/ravensholm">ravensholm</a> / <a href="{base}">{repo}</a> '
        f'<a href="/user/login?redirect_to={base}">Watch</a> <a href="/repo/fork/{len(repo)}">Fork</a></div>{tabs}'
        f"<p>{escape(desc)}</p>"
        f'<p><a href="{base}/commits/branch/main">42 Commits</a> <a href="{base}/branches">2 Branches</a> '
        f'<a href="{base}/tags">5 Tags</a></p>'
        f'<table><tr><td><a href="{base}/src/branch/main/{repo.replace("-", "_")}">{repo.replace("-", "_")}</a></td></tr>'
        f'<tr><td><a href="{base}/src/branch/main/README.md">README.md</a></td></tr></table>'
        f'<a href="{base}/archive/main.zip">Download ZIP</a> <a href="{base}/archive/main.tar.gz">Download TAR.GZ</a>'
        f'<div class="readme"><h1>{repo}</h1><p>Documentation: <a href="http://docs.ravensholm-lab.hx14.example/{repo}/en/latest/">'
        f"docs</a></p></div><h3>Other repositories of ravensholm</h3>{anchor_list(others)}"
    )
    sub = {
        "issues": f'<a href="{base}/issues/12">#12 Stack fails on gaps</a> <a href="{base}/issues/9">#9 Add PhaseNet picks</a>',
        "issues/12": "<h2>Stack fails on gaps</h2><p>Reported by mhalvorsen.</p>",
        "issues/9": "<h2>Add PhaseNet picks</h2><p>Closed.</p>",
        "pulls": f'<a href="{base}/pulls/14">#14 Handle masked traces</a>',
        "pulls/14": "<h2>Handle masked traces</h2>",
        "releases": f'<h2>{tag}</h2><a href="{base}/releases/download/{tag}/{repo}-{tag[1:]}.tar.gz">{repo}-{tag[1:]}.tar.gz</a>',
        "wiki": f'<h2>Home</h2><a href="{base}/wiki/Array-geometry">Array geometry</a>',
        "wiki/Array-geometry": "<h2>Array geometry</h2>",
        "activity": "<p>1 merged pull request, 2 closed issues</p>",
        "commits/branch/main": f'<a href="{base}/commit/{sha}">{sha} Release {tag}</a>',
        f"commit/{sha}": f"<h2>Release {tag}</h2><pre>+ version = '{tag[1:]}'</pre>",
        "branches": f'<a href="{base}/src/branch/main">main</a>',
        "src/branch/main": f'<a href="{base}/src/branch/main/README.md">README.md</a>',
        "tags": f'<a href="{base}/src/tag/{tag}">{tag}</a>',
        f"src/tag/{tag}": f'<a href="{base}/src/branch/main/README.md">README.md</a>',
        f"src/branch/main/{repo.replace('-', '_')}": f'<a href="{base}/src/branch/main/{repo.replace("-", "_")}/core.py">core.py</a>',
        f"src/branch/main/{repo.replace('-', '_')}/core.py": f'<pre>def stack(traces): ...</pre><a href="{base}/raw/branch/main/{repo.replace("-", "_")}/core.py">Raw</a>',
        "src/branch/main/README.md": f'<h1>{repo}</h1><a href="{base}/raw/branch/main/README.md">Raw</a>',
    }
    pages: dict[str, Response | str] = {base: GITEA.page(title, home, head=head)}
    for path, body in sub.items():
        pages[f"{base}/{path}"] = GITEA.page(f"{title} - {path.split('/')[0]}", tabs + body)
    pages[f"{base}/raw/branch/main/README.md"] = Response.text(f"# {repo}\n")
    pages[f"{base}/raw/branch/main/{repo.replace('-', '_')}/core.py"] = Response.text(
        "def stack(traces): ...\n"
    )
    pages[f"{base}/archive/main.zip"] = data(b"PK\x03\x04" + repo.encode() * 20, "application/zip")
    pages[f"{base}/archive/main.tar.gz"] = data(
        b"\x1f\x8b" + repo.encode() * 20, "application/gzip"
    )
    pages[f"{base}/releases/download/{tag}/{repo}-{tag[1:]}.tar.gz"] = data(
        b"\x1f\x8b" + tag.encode() * 20, "application/gzip"
    )
    return pages


def _gitea_site() -> Site:
    pages: dict[str, Response | str] = {}
    for repo in GITEA_REPOS:
        pages.update(_gitea_pages(repo))
    pages["/ravensholm"] = GITEA.page(
        "ravensholm", anchor_list([(f"/ravensholm/{r}", r) for r in GITEA_REPOS])
    )
    return GITEA.site(pages)


def _gitea_case(name: str, repo: str) -> Case:
    base = f"/ravensholm/{repo}"
    truth = {GITEA.url(p) for p in _gitea_pages(repo)}
    return Case(
        name,
        "Gitea (self-hosted forge)",
        "software",
        "path_based",
        GITEA.url(base),
        frozenset(truth),
        lambda: [_gitea_site()],
        frozenset(GITEA.url(f"/ravensholm/{o}") for o in GITEA_REPOS if o != repo),
    )


# Expected path_based, the seed's call for GitLab.com and BitBucket: every page of the
# repository (code, issues, pull requests, releases, wiki, commits, raw files, archives) is
# under /ravensholm/<repo>, and Gitea serves raw files and archives on the same host.  The
# documentation site is a separate artifact on its own host; login, fork and the
# organisation page are chrome; the group's other repository is another artifact.
GITEA_SEISFLOW = _gitea_case("gitea-group-software", "seisflow")
GITEA_PICKER = _gitea_case("gitea-benchmark-repo", "picker-bench")


# --- Sphinx documentation, self-hosted Read-the-Docs layout (/<project>/en/<version>/).
DOCS_HOST = "docs.ravensholm-lab.hx14.example"
DOCS_BASE = "/seisflow/en/latest/"
DOCS_PAGES = [
    "index.html",
    "install.html",
    "tutorial.html",
    "api.html",
    "changelog.html",
    "genindex.html",
    "py-modindex.html",
]


def _docs_page(name: str) -> str:
    toc = anchor_list([(p, p[:-5].capitalize()) for p in DOCS_PAGES[:5]], "toctree")
    title = "seisflow 0.4.1 documentation"
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="generator" content="Docutils 0.20.1: https://docutils.sourceforge.io/">
<title>{name[:-5].capitalize()} &#8212; {title}</title>
<link rel="stylesheet" href="_static/pygments.css"><link rel="stylesheet" href="_static/alabaster.css">
<script src="_static/documentation_options.js"></script><link rel="index" title="Index" href="genindex.html">
<link rel="search" title="Search" href="search.html"></head>
<body><div class="sphinxsidebar"><h1 class="logo"><a href="index.html">seisflow</a></h1>{toc}
<form class="search" action="search.html" method="get"><input name="q"></form>
<p><a href="/seisflow/en/v0.3/">v0.3</a> <a href="/">All projects</a></p></div>
<div class="body"><h1>{name[:-5].capitalize()}</h1><p>...</p>
<a href="_sources/{name[:-5]}.rst.txt">Show Source</a> <a href="_downloads/seisflow.pdf">PDF</a>
<a href="py-modindex.html">Module Index</a></div>
<div class="footer">&#169; 2025 Ravensholm seismology group. Powered by <a href="http://sphinx.test/">Sphinx 7.2.6</a>.</div>
</body></html>"""


def _docs_site() -> Site:
    site = Site(DOCS_HOST)
    site.add(
        "/",
        "<!doctype html><title>Ravensholm docs</title>"
        + anchor_list([(DOCS_BASE, "seisflow"), ("/hydrokit/en/latest/", "hydrokit")]),
    )
    site.add(DOCS_BASE, _docs_page("index.html"))
    for p in DOCS_PAGES:
        site.add(DOCS_BASE + p, _docs_page(p))
        site.add(f"{DOCS_BASE}_sources/{p[:-5]}.rst.txt", Response.text(f"{p[:-5]}\n====\n"))
    site.add(DOCS_BASE + "search.html", _docs_page("search.html"))
    site.add(
        DOCS_BASE + "_downloads/seisflow.pdf", data(b"%PDF-1.4 seisflow docs", "application/pdf")
    )
    for s in ("pygments.css", "alabaster.css", "documentation_options.js"):
        site.add(DOCS_BASE + "_static/" + s, Response.text("/* */", content_type="text/css"))
    site.add(
        "/seisflow/en/v0.3/", "<!doctype html><title>seisflow 0.3 documentation</title><p>old</p>"
    )
    site.add(
        "/hydrokit/en/latest/", "<!doctype html><title>hydrokit documentation</title><p>other</p>"
    )
    return site


# Expected path_based: a documentation site under one version's directory, the seed's
# Silk-like "the whole (sub)site is the artifact".  Truth: every page of the latest
# documentation, its sources, its PDF and search page (all under the directory).  The v0.3
# docs and other projects' docs on the same host are other artifacts (disputable for v0.3:
# a maximal capture would keep every version).
DOCS_SEISFLOW = Case(
    "sphinx-docs-site",
    "Sphinx docs site (self-hosted)",
    "software documentation",
    "path_based",
    f"http://{DOCS_HOST}{DOCS_BASE}",
    frozenset(
        {
            f"http://{DOCS_HOST}{DOCS_BASE}",
            f"http://{DOCS_HOST}{DOCS_BASE}_downloads/seisflow.pdf",
            f"http://{DOCS_HOST}{DOCS_BASE}search.html",
        }
        | {f"http://{DOCS_HOST}{DOCS_BASE}{p}" for p in DOCS_PAGES}
        | {f"http://{DOCS_HOST}{DOCS_BASE}_sources/{p[:-5]}.rst.txt" for p in DOCS_PAGES}
    ),
    lambda: [_docs_site()],
    frozenset({f"http://{DOCS_HOST}/seisflow/en/v0.3/", f"http://{DOCS_HOST}/hydrokit/en/latest/"}),
)


# --- Self-hosted GitLab CE; release files and example data on an object store host.
GITLAB = Portal(
    "gitlab.morrow-geo.hx14.example",
    "Morrow GitLab",
    [("/explore", "Explore"), ("/help", "Help"), ("/users/sign_in", "Sign in")],
    [("/help/legal", "Terms"), ("/-/status", "Status")],
    title_format="{title} · GitLab",
    home_title="Explore projects · GitLab",
)
OBJ = "objects.morrow-geostore.hx14.example"
GL_BASE = "/geodesy/gnss-tides"
GL_SUB = [
    "-/tree/main",
    "-/blob/main/README.md",
    "-/raw/main/README.md",
    "-/issues",
    "-/issues/3",
    "-/merge_requests",
    "-/releases",
    "-/wikis/home",
    "-/commits/main",
    "-/archive/main/gnss-tides-main.zip",
    "-/pipelines",
]
GL_EXT = [
    f"http://{OBJ}/releases/gnss-tides/2.1.0/gnss-tides-2.1.0-linux-x86_64.tar.gz",
    f"http://{OBJ}/releases/gnss-tides/2.1.0/gnss-tides-2.1.0-windows.zip",
    f"http://{OBJ}/example-data/gnss-tides/station_MRW1_2024.csv",
]


def _gitlab_sites() -> list[Site]:
    nav = anchor_list(
        [(f"{GL_BASE}/{p}", p.split("/")[1]) for p in GL_SUB if p.count("/") == 1], "sidebar"
    )
    main = (
        f'<nav class="breadcrumbs"><a href="/geodesy">geodesy</a> / <a href="{GL_BASE}">gnss-tides</a></nav>{nav}'
        f'<p><a href="{GL_BASE}/-/commits/main">318 Commits</a> <a href="{GL_BASE}/-/tree/main">Files</a> '
        f'<a href="{GL_BASE}/-/archive/main/gnss-tides-main.zip">zip</a> <a href="{GL_BASE}/-/wikis/home">Wiki</a></p>'
        f'<article class="readme"><h1>gnss-tides</h1><img src="{GL_BASE}/badges/main/pipeline.svg" alt="pipeline">'
        f'<p>Ocean tide loading from GNSS. Example data: <a href="{GL_EXT[2]}">station_MRW1_2024.csv</a>. '
        'Docs: <a href="http://geodesy.pages.morrow-geo.test/gnss-tides/">pages</a></p></article>'
        f'<p><a href="/geodesy/ionomap">geodesy/ionomap</a> (forked from this project)</p>'
    )
    pages: dict[str, Response | str] = {GL_BASE: GITLAB.page("geodesy / gnss-tides", main)}
    for p in GL_SUB:
        if p.startswith("-/raw"):
            pages[f"{GL_BASE}/{p}"] = Response.text("# gnss-tides\n")
        elif p.startswith("-/archive"):
            pages[f"{GL_BASE}/{p}"] = data(b"PK\x03\x04gnss" * 10, "application/zip")
        else:
            body = nav + f"<h2>{escape(p)}</h2>"
            if p == "-/releases":
                body += "<h3>v2.1.0</h3>" + anchor_list(
                    [(u, u.rsplit("/", 1)[1]) for u in GL_EXT[:2]]
                )
            if p == "-/issues":
                body += f'<a href="{GL_BASE}/-/issues/3">#3 Wrong sign of the M2 phase</a>'
            if p == "-/tree/main":
                body += f'<a href="{GL_BASE}/-/blob/main/README.md">README.md</a>'
            if p == "-/blob/main/README.md":
                body += f'<a href="{GL_BASE}/-/raw/main/README.md">Open raw</a>'
            pages[f"{GL_BASE}/{p}"] = GITLAB.page(f"{p} · geodesy / gnss-tides", body)
    pages[f"{GL_BASE}/badges/main/pipeline.svg"] = data(
        "<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"
    )
    pages["/geodesy"] = GITLAB.page(
        "geodesy", anchor_list([(GL_BASE, "gnss-tides"), ("/geodesy/ionomap", "ionomap")])
    )
    pages["/geodesy/ionomap"] = GITLAB.page("geodesy / ionomap", "<h1>ionomap</h1>")
    obj = Site(OBJ)
    for u in GL_EXT:
        obj.add(u.split(OBJ, 1)[1], data(b"gnss-tides " * 30, "application/octet-stream"))
    return [GITLAB.site(pages), obj]


# Expected path_based_externals, the seed's call for GitHub: the project pages are under the
# project path, but its release binaries and example data are on the object store's host.
# Truth: project pages, raw file and archive, the three external files.  The GitLab Pages
# documentation (another host, another artifact), the fork and the group page are not.
GITLAB_PROJECT = Case(
    "gitlab-selfhosted-with-object-store",
    "GitLab CE (self-hosted forge)",
    "software",
    "path_based_externals",
    GITLAB.url(GL_BASE),
    frozenset({GITLAB.url(GL_BASE)} | {GITLAB.url(f"{GL_BASE}/{p}") for p in GL_SUB} | set(GL_EXT)),
    _gitlab_sites,
    frozenset({GITLAB.url("/geodesy/ionomap")}),
)


# --- CRAN-style mirror: R package page, almost no chrome.
CRAN = "cran.ellery-stats.hx14.example"
CRAN_PKG = "/web/packages/tidyheat/"
CRAN_FILES = [
    "src/contrib/tidyheat_1.3.0.tar.gz",
    "bin/windows/contrib/4.4/tidyheat_1.3.0.zip",
    "bin/macosx/big-sur-arm64/contrib/4.4/tidyheat_1.3.0.tgz",
    "web/packages/tidyheat/tidyheat.pdf",
    "web/packages/tidyheat/vignettes/quality-control.html",
    "web/packages/tidyheat/readme/README.html",
    "web/packages/tidyheat/news/news.html",
    "src/contrib/Archive/tidyheat",
]


def _cran_site() -> Site:
    rows = "".join(
        f'<tr><td><a href="../../../{f}">{f.rsplit("/", 1)[1]}</a></td></tr>' for f in CRAN_FILES
    )
    page = f"""<!DOCTYPE html><html><head><title>CRAN: Package tidyheat</title>
<link rel="stylesheet" type="text/css" href="../../CRAN_web.css">
<meta name="citation_title" content="R Tools for Sensor Network Quality Control [R package tidyheat version 1.3.0]"></head>
<body><div class="container"><h2>tidyheat: R Tools for Sensor Network Quality Control</h2>
<p>Flags, gap-fills and aggregates readings from low-cost temperature sensor networks.</p>
<table><tr><td>Imports:</td><td><a href="../dplyr/index.html">dplyr</a>, <a href="../sf/index.html">sf</a></td></tr>
<tr><td>Published:</td><td>2025-05-02</td></tr>
<tr><td>CRAN checks:</td><td><a href="../../checks/check_results_tidyheat.html">tidyheat results</a></td></tr>
<tr><td>URL:</td><td><a href="http://data.wexcombe-univ.test/records/p8d2w-hh4c0">Research data record</a></td></tr></table>
<h4>Documentation and downloads:</h4><table>{rows}</table>
<h4>Linking:</h4><p>Please use the canonical form <a href="http://CRAN.R-project.test/package=tidyheat">https://CRAN.R-project.org/package=tidyheat</a></p>
</div></body></html>"""
    site = Site(CRAN)
    site.add(
        "/",
        "<!doctype html><title>The Comprehensive R Archive Network</title><a href='/web/packages/'>Packages</a> <a href='/mirrors.html'>Mirrors</a> <a href='/faqs.html'>FAQs</a>",
    )
    site.add(CRAN_PKG, page)
    site.add(CRAN_PKG + "index.html", page)
    site.add("/web/CRAN_web.css", Response.text("body{}", content_type="text/css"))
    for f in CRAN_FILES:
        if f.endswith(".html"):
            site.add(
                "/" + f,
                f"<!doctype html><title>tidyheat {f.rsplit('/', 1)[1]}</title><p>tidyheat ...</p>",
            )
        elif f.endswith("Archive/tidyheat"):
            site.add(
                "/" + f,
                "<!doctype html><title>Index of /src/contrib/Archive/tidyheat</title><a href='tidyheat_1.2.0.tar.gz'>tidyheat_1.2.0.tar.gz</a>",
            )
        else:
            site.add("/" + f, data(b"\x1f\x8b tidyheat " * 20, "application/octet-stream"))
    site.add(
        "/src/contrib/Archive/tidyheat_1.2.0.tar.gz", data(b"\x1f\x8b old", "application/gzip")
    )
    for p in ("dplyr", "sf"):
        site.add(
            f"/web/packages/{p}/index.html",
            f"<!doctype html><title>CRAN: Package {p}</title><h2>{p}</h2>",
        )
    site.add(
        "/web/checks/check_results_tidyheat.html",
        "<!doctype html><title>CRAN Package Check Results for Package tidyheat</title><table></table>",
    )
    return site


# Expected single_page_plus_ignored: everything that is the package is one hop from its page
# (sources, binaries, manual, vignette, README, NEWS, the archive of old sources); the
# dependencies are other packages and the check results a service.  CRAN pages carry almost
# no chrome, so plain single_page_plus would over-collect only the dependencies and checks;
# the ignored-URI variant is the seed's call for this single-hop class.  Disputable: the
# Archive listing (old versions) — kept, it is the package's own history.
CRAN_PACKAGE = Case(
    "cran-style-r-package",
    "CRAN-style package mirror",
    "software package",
    "single_page_plus_ignored",
    f"http://{CRAN}{CRAN_PKG}index.html",
    frozenset({f"http://{CRAN}{CRAN_PKG}index.html"} | {f"http://{CRAN}/{f}" for f in CRAN_FILES}),
    lambda: [_cran_site()],
    frozenset(
        {
            f"http://{CRAN}/web/packages/dplyr/index.html",
            f"http://{CRAN}/web/packages/sf/index.html",
        }
    ),
)


# --- PyPI-style index with a separate file host.
PYPI = Portal(
    "pypi.lindenfold-index.hx14.example",
    "Lindenfold Package Index",
    [
        ("/help/", "Help"),
        ("/sponsors/", "Sponsors"),
        ("/account/login/", "Log in"),
        ("/account/register/", "Register"),
    ],
    [
        ("/policy/terms-of-use/", "Terms of Use"),
        ("/security/", "Security"),
        ("/stats/", "Statistics"),
    ],
    title_format="{title} · Lindenfold Package Index",
    home_title="Lindenfold Package Index",
)
PYFILES = "files.lindenfold-hosted.hx14.example"
PY_RELEASES = {
    "0.4.1": ["seisflow-0.4.1.tar.gz", "seisflow-0.4.1-py3-none-any.whl"],
    "0.4.0": ["seisflow-0.4.0.tar.gz", "seisflow-0.4.0-py3-none-any.whl"],
    "0.3.2": ["seisflow-0.3.2.tar.gz"],
}


def _pyfile(rel: str, f: str) -> str:
    return f"http://{PYFILES}/packages/{rel.replace('.', '')[:2]}/{zlib.crc32(f.encode()) % 97:02d}/{f}"


def _pypi_sites() -> list[Site]:
    pages: dict[str, Response | str] = {}
    history = anchor_list([(f"/project/seisflow/{r}/", r) for r in PY_RELEASES])
    for i, (rel, files) in enumerate(PY_RELEASES.items()):
        flist = anchor_list([(_pyfile(rel, f), f) for f in files])
        main = (
            f'<h1 class="package-header__name">seisflow {rel}</h1><p>pip install seisflow=={rel}</p>'
            '<div class="sidebar"><a href="http://git.ravensholm-lab.test/ravensholm/seisflow">Homepage</a> '
            '<a href="http://docs.ravensholm-lab.test/seisflow/en/latest/">Documentation</a> '
            '<a href="/user/mhalvorsen/">mhalvorsen</a></div>'
            '<ul class="vertical-tabs"><li><a href="#description">Project description</a></li>'
            '<li><a href="#history">Release history</a></li><li><a href="#files">Download files</a></li></ul>'
            f'<div id="history">{history}</div><div id="files">{flist}</div>'
        )
        if i == 0:
            pages["/project/seisflow/"] = PYPI.page(
                "seisflow",
                main,
                head='<link rel="alternate" type="application/rss+xml" href="/rss/project/seisflow/releases.xml">',
            )
        pages[f"/project/seisflow/{rel}/"] = PYPI.page(f"seisflow {rel}", main)
    pages["/rss/project/seisflow/releases.xml"] = data(
        "<rss><channel><title>seisflow</title></channel></rss>", "application/rss+xml"
    )
    pages["/user/mhalvorsen/"] = PYPI.page("Profile of mhalvorsen", "<h1>mhalvorsen</h1>")
    files = Site(PYFILES)
    for rel, fs in PY_RELEASES.items():
        for f in fs:
            files.add(
                _pyfile(rel, f).split(PYFILES, 1)[1],
                data(b"PK\x03\x04" + f.encode() * 10, "application/octet-stream"),
            )
    return [PYPI.site(pages), files]


# Expected path_based_externals: the project's pages (latest and each release) are under
# /project/seisflow/, its distribution files on the file host (the seed's GitHub/Kaggle
# shape).  Truth: project page, release pages, the RSS of releases, every release's files.
# Maintainer profile, homepage and documentation (other hosts, other artifacts) are not.
PYPI_PACKAGE = Case(
    "pypi-style-python-package",
    "PyPI-style package index",
    "software package",
    "path_based_externals",
    PYPI.url("/project/seisflow/"),
    frozenset(
        {PYPI.url("/project/seisflow/"), PYPI.url("/rss/project/seisflow/releases.xml")}
        | {PYPI.url(f"/project/seisflow/{r}/") for r in PY_RELEASES}
        | {_pyfile(r, f) for r, fs in PY_RELEASES.items() for f in fs}
    ),
    _pypi_sites,
    frozenset({PYPI.url("/user/mhalvorsen/")}),
)


# --- nbviewer-style notebook renderer; the notebook itself on a raw-content host.
NBV = Portal(
    "nbviewer.kestrel-nb.hx14.example",
    "nbviewer",
    [
        ("/faq", "FAQ"),
        ("http://jupyter.test/", "Jupyter"),
        ("/github/hvirtanen/stroop-analysis/tree/main/notebooks", "Browse"),
    ],
    [("http://jupyter.test/about", "About Project Jupyter"), ("/faq", "FAQ")],
    title_format="Jupyter Notebook Viewer",
)
RAW = "raw.kestrel-code.hx14.example"
NB_PATH = "/github/hvirtanen/stroop-analysis/blob/main/notebooks/01_clean_trials.ipynb"
NB_RAW = f"http://{RAW}/hvirtanen/stroop-analysis/main/notebooks/01_clean_trials.ipynb"


def _nb_sites() -> list[Site]:
    main = (
        f'<div id="menubar"><a href="{NB_RAW}" title="Download Notebook">Download</a> '
        '<a href="http://codehost.kestrel.test/hvirtanen/stroop-analysis/blob/main/notebooks/01_clean_trials.ipynb">View on code host</a> '
        '<a href="http://binder.kestrel.test/v2/gh/hvirtanen/stroop-analysis/main">Execute on Binder</a></div>'
        '<div class="breadcrumb"><a href="/github/hvirtanen">hvirtanen</a> / '
        '<a href="/github/hvirtanen/stroop-analysis/tree/main/notebooks">notebooks</a></div>'
        '<div class="cell"><h1>Cleaning the trial data</h1><pre>df = pd.read_csv("trials.csv")</pre>'
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="rt histogram"></div>'
    )
    nb = NBV.site(
        {
            NB_PATH: NBV.page("01_clean_trials.ipynb", main),
            "/github/hvirtanen/stroop-analysis/tree/main/notebooks": NBV.page(
                "notebooks",
                anchor_list(
                    [
                        (NB_PATH, "01_clean_trials.ipynb"),
                        (
                            "/github/hvirtanen/stroop-analysis/blob/main/notebooks/02_models.ipynb",
                            "02_models.ipynb",
                        ),
                    ]
                ),
            ),
            "/github/hvirtanen/stroop-analysis/blob/main/notebooks/02_models.ipynb": NBV.page(
                "02_models.ipynb", "<h1>Models</h1>"
            ),
            "/github/hvirtanen": NBV.page("hvirtanen", "<p>Repositories</p>"),
        }
    )
    raw = Site(
        RAW,
        {NB_RAW.split(RAW, 1)[1]: data('{"cells": [], "nbformat": 4}', "application/x-ipynb+json")},
    )
    return [nb, raw]


# Expected single_page_plus_ignored: the rendered notebook plus, one hop away, the notebook
# file it renders (on the raw host); nbviewer's navigation, the folder listing and the
# sibling notebook are not this artifact (the sibling is another one).  The code host and
# Binder links point at other services.
NOTEBOOK = Case(
    "nbviewer-style-notebook",
    "nbviewer-style notebook viewer",
    "notebook",
    "single_page_plus_ignored",
    NBV.url(NB_PATH),
    frozenset({NBV.url(NB_PATH), NB_RAW}),
    _nb_sites,
    frozenset({NBV.url("/github/hvirtanen/stroop-analysis/blob/main/notebooks/02_models.ipynb")}),
)
