"""Software forges and archives: GitHub, gitlab.com, a self-hosted GitLab, Bitbucket,
SourceForge, Gitea/Forgejo and Software Heritage look-alikes.

How the truth is decided (the seed's GitHub example): a software project is its source
code pages, documentation, issues and discussions, merge requests, commits, released
binaries and source archives, and the raw files the forge serves from its own content
hosts (the seed's raw.githubusercontent.com).  A project's releases, old ones included,
are all part of it (unlike deposited datasets, a release is not a separately citable
record here).  Not in it: the owner's or group's profile, other repositories (a sibling
whose name merely starts with this one's is another project), topics and explore pages,
login and sign-up (even when their query names the project), actions that only redirect
to a login (new issue, fork), and other portals the README links (package index, CI,
documentation hosts of third parties, the paper's DOI).

Expected heuristics, from the seed's table: GitHub *Path-Based with Externals* (raw files
on another registrable domain), gitlab.com and Bitbucket *Path-Based*.  A self-hosted
GitLab and Gitea/Forgejo are the same kind of forge as gitlab.com: *Path-Based* (the
self-hosted GitLab also has a GitLab Pages documentation site on another host of the same
organisation, which path-based misses: that is the portal's shape, not a reason to change
the truth).  SourceForge keeps the project under two path prefixes and serves downloads
from a mirror network of another domain, like GitHub's externals: *Path-Based with
Externals*.  Software Heritage names the archived origin in the query of every page of the
origin's archive, as GBIF names its dataset key: *Significant String from URI*.

Cases (truth = …):
- GitHub-like: every repository page the entry leads to (tree, blobs, issues, pull and its
  files, wiki, commits, releases, contributors, stargazers), release and source archives,
  and the 5 raw files on the raw-content domain.
- gitlab.com-like: project, tree, blobs, raw files, issues, merge request, commits,
  branches, tags, releases, wiki pages, 3 source archives.
- self-hosted GitLab (nested groups): project pages incl. a second page of issues, raw
  files, package and its file, the archive, and 2 pages of its GitLab Pages docs site.
- Bitbucket-like (entry with trailing slash): source, raw, commits, branches, pull
  requests, issues (query-string list), wiki, downloads, repository zip.
- SourceForge-like: /projects/NAME/ pages and /p/NAME/ tools (wiki, tickets, code,
  discussion) plus 3 release files on the mirror domain; the "latest" redirect is not a
  separate URI of content.
- Forgejo-like: code, raw, issues (2 list pages), pulls, releases with their wheel and
  archives, commits, wiki, activity.
- Software Heritage-like: the origin's browse pages (directory, sub-directory, 2 contents,
  branches, releases, history, visits, an older visit) and a raw content download whose URL
  names the content hash, not the origin; the "-plugins" origin is ``others``.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal

from ._chrome import CC_BY, FOOTER, a, bare, binary, redirect, site, stub, text, ul

Links = Sequence[tuple[str, str]]


def _render(portal: Portal, title: str, tabs: Links, body: str, links: Links) -> str:
    nav = '<nav class="repo-tabs">' + " ".join(a(h, t) for h, t in tabs) + "</nav>"
    return portal.page(title, f"{nav}<h1>{escape(title)}</h1>{body}{ul(links)}")


# ------------------------------------------------------------------------ GitHub-like
GH = Portal(
    "www.codeloft.hx9.example",
    "CodeLoft",
    [
        ("/features", "Product"),
        ("/solutions", "Solutions"),
        ("/explore", "Explore"),
        ("/pricing", "Pricing"),
    ],
    [
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("/security", "Security"),
        ("http://status.test/", "Status"),
        ("http://docs.codeloft.test/", "Docs"),
    ],
    title_format="{title}",
)
GH_RAW = "raw.codeloftcontent.hx9.example"
GH_BASE = "/lenka-vos/warcsift"
GH_ENTRY = GH.url(GH_BASE)
GH_SHA = ["9f3c2a1e5b7d4c6a8e0f1b2c3d4e5f6a7b8c9d0e", "4b7d0e2f9a1c3e5b7d9f1a3c5e7b9d1f3a5c7e9b"]
GH_BLOBS = ["README.md", "pyproject.toml", "LICENSE", "warcsift/__init__.py", "warcsift/cli.py"]
GH_SIB = GH.url("/lenka-vos/warcsift-plugins")


def _gh_pages() -> dict[str, tuple[str, str, Links]]:
    b = GH_BASE
    rel = f"{b}/releases/download/v0.4.1/warcsift-0.4.1.tar.gz"
    pages: dict[str, tuple[str, str, Links]] = {
        "": (
            "lenka-vos/warcsift: Sift WARC files by MIME type, status and date",
            '<div class="markdown-body"><p>warcsift filters WARC files.</p>'
            + a("http://pypi.test/project/warcsift/", "PyPI")
            + " "
            + a("http://warcsift.readthedocs.test/", "Documentation")
            + " "
            + a("http://doi.test/10.21105/joss.05123", "Paper (JOSS)")
            + "</div>",
            [
                (f"{b}/tree/main/warcsift", "warcsift"),
                *[(f"{b}/blob/main/{f}", f) for f in GH_BLOBS if "/" not in f],
                (f"{b}/commits/main/", "128 Commits"),
                (f"{b}/commit/{GH_SHA[0]}", "Fix gzip member detection"),
                (f"{b}/releases", "Releases 6"),
                (f"{b}/releases/tag/v0.4.1", "v0.4.1 Latest"),
                (f"{b}/archive/refs/heads/main.zip", "Download ZIP"),
                (f"{b}/stargazers", "41 stars"),
                ("/lenka-vos", "lenka-vos"),
                ("/topics/web-archiving", "web-archiving"),
                ("/topics/warc", "warc"),
                ("/lenka-vos/warcsift-plugins", "warcsift-plugins (used by)"),
                ("/login?return_to=%2Flenka-vos%2Fwarcsift", "Sign in to star"),
                (CC_BY, "CC-BY-4.0 (docs)"),
            ],
        ),
        "/tree/main/warcsift": (
            "warcsift/warcsift at main",
            "",
            [(f"{b}/blob/main/{f}", f.split("/")[-1]) for f in GH_BLOBS if "/" in f],
        ),
        "/issues": (
            "Issues · lenka-vos/warcsift",
            "",
            [
                (f"{b}/issues/17", "Handle revisit records"),
                (f"{b}/issues/21", "Crash on truncated gzip member"),
                (f"{b}/issues/new", "New issue"),
            ],
        ),
        "/issues/17": ("Handle revisit records · Issue #17", "", [("/mhorvat", "mhorvat")]),
        "/issues/21": ("Crash on truncated gzip member · Issue #21", "", [(f"{b}/pull/23", "#23")]),
        "/pulls": ("Pull requests · lenka-vos/warcsift", "", [(f"{b}/pull/23", "Fix #21")]),
        "/pull/23": (
            "Fix #21 by lenka-vos · Pull Request #23",
            "",
            [(f"{b}/pull/23/files", "Files changed")],
        ),
        "/pull/23/files": (
            "Fix #21 · files changed",
            "",
            [(f"{b}/commit/{GH_SHA[0]}", GH_SHA[0][:7])],
        ),
        "/wiki": (
            "Home · lenka-vos/warcsift Wiki",
            "",
            [(f"{b}/wiki/Configuration", "Configuration")],
        ),
        "/wiki/Configuration": ("Configuration · lenka-vos/warcsift Wiki", "", []),
        "/graphs/contributors": (
            "Contributors to lenka-vos/warcsift",
            "",
            [("/lenka-vos", "lenka-vos"), ("/mhorvat", "mhorvat")],
        ),
        "/commits/main/": (
            "Commits · lenka-vos/warcsift",
            "",
            [(f"{b}/commit/{s}", s[:7]) for s in GH_SHA],
        ),
        "/releases": (
            "Releases · lenka-vos/warcsift",
            "",
            [
                (f"{b}/releases/tag/v0.4.1", "v0.4.1"),
                (rel, "warcsift-0.4.1.tar.gz"),
                (f"{b}/archive/refs/tags/v0.4.1.zip", "Source code (zip)"),
            ],
        ),
        "/releases/tag/v0.4.1": (
            "Release v0.4.1 · lenka-vos/warcsift",
            "",
            [
                (rel, "warcsift-0.4.1.tar.gz"),
                (f"{b}/archive/refs/tags/v0.4.1.zip", "Source code (zip)"),
            ],
        ),
        "/stargazers": ("Stargazers · lenka-vos/warcsift", "", [("/mhorvat", "mhorvat")]),
    }
    for s in GH_SHA:
        pages[f"/commit/{s}"] = (
            f"Commit {s[:7]} · lenka-vos/warcsift",
            "",
            [(f"{b}/tree/{s}", "Browse files")],
        )
        pages[f"/tree/{s}"] = (f"lenka-vos/warcsift at {s[:7]}", "", [])
    for f in GH_BLOBS:
        pages[f"/blob/main/{f}"] = (
            f"warcsift/{f} at main · lenka-vos/warcsift",
            f"<pre>{escape(f)} contents</pre>",
            [(f"http://{GH_RAW}{b}/main/{f}", "Raw"), (f"{b}/commits/main/", "History")],
        )
    return pages


GH_DOWNLOADS = [
    "/releases/download/v0.4.1/warcsift-0.4.1.tar.gz",
    "/archive/refs/tags/v0.4.1.zip",
    "/archive/refs/heads/main.zip",
]
GH_TABS = [
    ("", "Code"),
    ("/issues", "Issues 2"),
    ("/pulls", "Pull requests 1"),
    ("/wiki", "Wiki"),
    ("/graphs/contributors", "Insights"),
]


def _github() -> list[Site]:
    tabs = [(GH_BASE + h, t) for h, t in GH_TABS]
    pages: dict[str, PageValue] = {
        GH_BASE + suffix: _render(GH, title, tabs, body, links)
        for suffix, (title, body, links) in _gh_pages().items()
    }
    for d in GH_DOWNLOADS:
        pages[GH_BASE + d] = binary("application/gzip", d)
    pages[GH_BASE + "/issues/new"] = redirect(
        "/login?return_to=%2Flenka-vos%2Fwarcsift%2Fissues%2Fnew"
    )
    pages["/lenka-vos/warcsift-plugins"] = stub(GH, "lenka-vos/warcsift-plugins")
    for user in ("/lenka-vos", "/mhorvat"):
        pages[user] = stub(GH, user.strip("/"))
    raw = bare(GH_RAW, {f"{GH_BASE}/main/{f}": text(f"# {f}\n") for f in GH_BLOBS})
    return [site(GH, pages), raw]


GH_TRUTH = frozenset(
    [GH.url(GH_BASE + s) for s in _gh_pages()]
    + [GH.url(GH_BASE + d) for d in GH_DOWNLOADS]
    + [f"http://{GH_RAW}{GH_BASE}/main/{f}" for f in GH_BLOBS]
)

# -------------------------------------------------------------------- gitlab.com-like
GL = Portal(
    "code.tillerhub.hx9.example",
    "TillerHub",
    [("/explore", "Explore"), ("/-/snippets", "Snippets"), ("/help", "Help")],
    [("/about", "About TillerHub"), ("/terms", "Terms"), ("http://status.test/", "Status")],
    title_format="{title} · TillerHub",
)
GL_BASE = "/ecohydro-lab/soilmoist-calib"
GL_ENTRY = GL.url(GL_BASE)
GL_SHA = "e41f0c9a2b7d"
GL_SIB = GL.url("/ecohydro-lab/soilmoist-calib-data")
GL_FILES = ["README.md", "DESCRIPTION", "scripts/calibrate.R", "scripts/plot_fit.R"]
GL_ARCH = [
    "/-/archive/main/soilmoist-calib-main.zip",
    "/-/archive/main/soilmoist-calib-main.tar.gz",
    "/-/archive/v1.0.0/soilmoist-calib-v1.0.0.zip",
]


def _gl_pages() -> dict[str, tuple[str, str, Links]]:
    b = GL_BASE
    pages: dict[str, tuple[str, str, Links]] = {
        "": (
            "ecohydro-lab / soilmoist-calib",
            "<p>Calibration of capacitance soil-moisture probes against gravimetric samples.</p>",
            [
                (f"{b}/-/tree/main/scripts", "scripts"),
                (f"{b}/-/blob/main/README.md", "README.md"),
                (f"{b}/-/blob/main/DESCRIPTION", "DESCRIPTION"),
                (f"{b}/-/commits/main", "57 Commits"),
                (f"{b}/-/branches", "3 Branches"),
                (f"{b}/-/tags", "2 Tags"),
                (f"{b}/-/releases", "Releases"),
                (f"{b}{GL_ARCH[0]}", "zip"),
                (f"{b}{GL_ARCH[1]}", "tar.gz"),
                ("/ecohydro-lab", "ecohydro-lab"),
                ("/ecohydro-lab/soilmoist-calib-data", "soilmoist-calib-data"),
                ("/users/sign_in?redirect_to_referer=yes", "Sign in"),
                ("http://cran.test/package=soilcal", "CRAN"),
            ],
        ),
        "/-/tree/main/scripts": (
            "scripts · main · ecohydro-lab / soilmoist-calib",
            "",
            [
                (f"{b}/-/blob/main/{f}", f.split("/")[-1])
                for f in GL_FILES
                if f.startswith("scripts/")
            ],
        ),
        "/-/issues": (
            "Issues · ecohydro-lab / soilmoist-calib",
            "",
            [(f"{b}/-/issues/4", "Temperature correction"), (f"{b}/-/issues/7", "Clay soils")],
        ),
        "/-/issues/4": (
            "Temperature correction (#4) · Issues",
            "",
            [(f"{b}/-/merge_requests/9", "!9")],
        ),
        "/-/issues/7": ("Clay soils (#7) · Issues", "", []),
        "/-/merge_requests": (
            "Merge requests · ecohydro-lab / soilmoist-calib",
            "",
            [(f"{b}/-/merge_requests/9", "!9")],
        ),
        "/-/merge_requests/9": (
            "Add temperature term (!9) · Merge requests",
            "",
            [(f"{b}/-/commit/{GL_SHA}", GL_SHA[:8])],
        ),
        "/-/commits/main": (
            "Commits · main · ecohydro-lab / soilmoist-calib",
            "",
            [(f"{b}/-/commit/{GL_SHA}", GL_SHA[:8])],
        ),
        f"/-/commit/{GL_SHA}": ("Add temperature term · ecohydro-lab / soilmoist-calib", "", []),
        "/-/branches": (
            "Branches · ecohydro-lab / soilmoist-calib",
            "",
            [(f"{b}/-/commits/main", "main")],
        ),
        "/-/tags": (
            "Tags · ecohydro-lab / soilmoist-calib",
            "",
            [(f"{b}/-/releases/v1.0.0", "v1.0.0"), (f"{b}{GL_ARCH[2]}", "zip")],
        ),
        "/-/releases": (
            "Releases · ecohydro-lab / soilmoist-calib",
            "",
            [(f"{b}/-/releases/v1.0.0", "v1.0.0"), (f"{b}{GL_ARCH[2]}", "Source code (zip)")],
        ),
        "/-/releases/v1.0.0": (
            "v1.0.0 · Releases",
            "",
            [(f"{b}{GL_ARCH[2]}", "Source code (zip)")],
        ),
        "/-/wikis/home": (
            "home · Wiki · ecohydro-lab / soilmoist-calib",
            "",
            [(f"{b}/-/wikis/Sensor-calibration", "Sensor calibration")],
        ),
        "/-/wikis/Sensor-calibration": ("Sensor calibration · Wiki", "", []),
    }
    for f in GL_FILES:
        pages[f"/-/blob/main/{f}"] = (
            f"{f} · main · ecohydro-lab / soilmoist-calib",
            "<pre>…</pre>",
            [(f"{b}/-/raw/main/{f}", "Open raw"), (f"{b}/-/commits/main", "History")],
        )
    return pages


def _gitlab() -> list[Site]:
    tabs = [
        (GL_BASE + h, t)
        for h, t in [
            ("", "Project"),
            ("/-/issues", "Issues 2"),
            ("/-/merge_requests", "Merge requests 1"),
            ("/-/wikis/home", "Wiki"),
        ]
    ]
    pages: dict[str, PageValue] = {
        GL_BASE + s: _render(GL, title, tabs, body, links)
        for s, (title, body, links) in _gl_pages().items()
    }
    for f in GL_FILES:
        pages[f"{GL_BASE}/-/raw/main/{f}"] = text(f"# {f}\n")
    for d in GL_ARCH:
        pages[GL_BASE + d] = binary("application/zip", d)
    pages["/ecohydro-lab"] = stub(GL, "ecohydro-lab")
    pages["/ecohydro-lab/soilmoist-calib-data"] = stub(GL, "ecohydro-lab / soilmoist-calib-data")
    pages["/users/sign_in"] = stub(GL, "Sign in")
    return [site(GL, pages)]


GL_TRUTH = frozenset(
    [GL.url(GL_BASE + s) for s in _gl_pages()]
    + [GL.url(f"{GL_BASE}/-/raw/main/{f}") for f in GL_FILES]
    + [GL.url(GL_BASE + d) for d in GL_ARCH]
)

# ------------------------------------------------------------------ self-hosted GitLab
SGL = Portal(
    "gitlab.heronsgate.hx9.example",
    "Heronsgate GitLab",
    [("/explore", "Explore"), ("/help", "Help")],
    [("/help", "Help"), ("http://www.heronsgate.test/it", "IT Services")],
    title_format="{title} · GitLab",
)
SGL_PAGES_HOST = "geo-pages.heronsgate.hx9.example"
SGL_BASE = "/geo/remote-sensing/tools/pansharpen"
SGL_ENTRY = SGL.url(SGL_BASE)
SGL_DOCS = [
    f"http://{SGL_PAGES_HOST}/remote-sensing/tools/pansharpen/",
    f"http://{SGL_PAGES_HOST}/remote-sensing/tools/pansharpen/api.html",
]
SGL_SIB = SGL.url("/geo/remote-sensing/tools/pansharpen-gui")


def _sgl_pages() -> dict[str, tuple[str, str, Links]]:
    b = SGL_BASE
    return {
        "": (
            "geo / remote-sensing / tools / pansharpen",
            "<p>Pan-sharpening for multispectral satellite scenes.</p>",
            [
                (f"{b}/-/tree/master", "Files"),
                (f"{b}/-/blob/master/README.md", "README"),
                (f"{b}/-/packages", "Packages"),
                (f"{b}/-/archive/master/pansharpen-master.tar.gz", "tar.gz"),
                (SGL_DOCS[0], "Documentation (GitLab Pages)"),
                ("/geo/remote-sensing/tools", "tools"),
                ("/geo/remote-sensing/tools/pansharpen-gui", "pansharpen-gui"),
                ("/users/sign_in", "Sign in"),
            ],
        ),
        "/-/tree/master": (
            "Files · master · pansharpen",
            "",
            [
                (f"{b}/-/blob/master/README.md", "README.md"),
                (f"{b}/-/blob/master/pansharpen/core.py", "pansharpen/core.py"),
            ],
        ),
        "/-/blob/master/README.md": (
            "README.md · master · pansharpen",
            "",
            [(f"{b}/-/raw/master/README.md", "Open raw")],
        ),
        "/-/blob/master/pansharpen/core.py": (
            "core.py · master · pansharpen",
            "",
            [(f"{b}/-/raw/master/pansharpen/core.py", "Open raw")],
        ),
        "/-/issues": (
            "Issues · pansharpen",
            "",
            [(f"{b}/-/issues/12", "#12"), (f"{b}/-/issues?page=2", "Next")],
        ),
        "/-/issues?page=2": (
            "Issues · pansharpen",
            "",
            [(f"{b}/-/issues/3", "#3"), (f"{b}/-/issues", "Prev")],
        ),
        "/-/issues/12": ("Sentinel-2 band order (#12) · Issues", "", []),
        "/-/issues/3": ("Landsat 9 support (#3) · Issues", "", []),
        "/-/packages": (
            "Package registry · pansharpen",
            "",
            [(f"{b}/-/packages/88", "pansharpen 0.9.2")],
        ),
        "/-/packages/88": (
            "pansharpen 0.9.2 · Packages",
            "",
            [(f"{b}/-/package_files/412/download", "pansharpen-0.9.2-py3-none-any.whl")],
        ),
    }


def _self_gitlab() -> list[Site]:
    tabs = [
        (SGL_BASE + h, t)
        for h, t in [("", "Project"), ("/-/issues", "Issues"), ("/-/packages", "Packages")]
    ]
    pages: dict[str, PageValue] = {
        SGL_BASE + s: _render(SGL, title, tabs, body, links)
        for s, (title, body, links) in _sgl_pages().items()
    }
    for p in ["/-/raw/master/README.md", "/-/raw/master/pansharpen/core.py"]:
        pages[SGL_BASE + p] = text("pansharpen\n")
    for p in ["/-/archive/master/pansharpen-master.tar.gz", "/-/package_files/412/download"]:
        pages[SGL_BASE + p] = binary("application/octet-stream", p)
    pages["/geo/remote-sensing/tools"] = stub(SGL, "tools (group)")
    pages["/geo/remote-sensing/tools/pansharpen-gui"] = stub(SGL, "pansharpen-gui")
    pages["/users/sign_in"] = stub(SGL, "Sign in")
    docs = Site(SGL_PAGES_HOST)
    docs.add(
        "/remote-sensing/tools/pansharpen/",
        "<!doctype html><title>pansharpen documentation</title>"
        f'<h1>pansharpen</h1><a href="api.html">API reference</a> <a href="{SGL_ENTRY}">Source</a>',
    )
    docs.add(
        "/remote-sensing/tools/pansharpen/api.html",
        "<!doctype html><title>API — pansharpen</title><h1>API</h1>",
    )
    return [site(SGL, pages), docs]


SGL_TRUTH = frozenset(
    [SGL.url(SGL_BASE + s) for s in _sgl_pages()]
    + [
        SGL.url(SGL_BASE + p)
        for p in [
            "/-/raw/master/README.md",
            "/-/raw/master/pansharpen/core.py",
            "/-/archive/master/pansharpen-master.tar.gz",
            "/-/package_files/412/download",
        ]
    ]
    + SGL_DOCS
)

# --------------------------------------------------------------------- Bitbucket-like
BB = Portal(
    "www.bucketwharf.hx9.example",
    "Bucketwharf",
    [("/product", "Product"), ("/product/pricing", "Pricing"), ("/repo/all", "Repositories")],
    FOOTER,
    title_format="{title} — Bucketwharf",
)
BB_BASE = "/ncl-neuro/spike-sorter"
BB_ENTRY = BB.url(BB_BASE + "/")
BB_SHA = "a1b2c3d4e5f60718293a4b5c6d7e8f9012345678"
BB_SIB = BB.url("/ncl-neuro/spike-sorter-gui/")


def _bb_pages() -> dict[str, tuple[str, str, Links]]:
    b = BB_BASE
    return {
        "/": (
            "ncl-neuro / spike-sorter",
            "<p>Offline spike sorting for Intan RHD recordings.</p>",
            [
                (f"{b}/src/master/", "Source"),
                (f"{b}/src/master/README.md", "README.md"),
                (f"{b}/commits/", "Commits"),
                (f"{b}/branches/", "Branches"),
                (f"{b}/pull-requests/", "Pull requests"),
                (f"{b}/issues?status=new&status=open", "Issues"),
                (f"{b}/wiki/Home", "Wiki"),
                (f"{b}/downloads/", "Downloads"),
                ("/ncl-neuro/", "ncl-neuro"),
                ("/ncl-neuro/spike-sorter-gui/", "spike-sorter-gui"),
                ("/account/signin/?next=/ncl-neuro/spike-sorter/", "Log in"),
            ],
        ),
        "/src/master/": (
            "spike-sorter / src / master",
            "",
            [(f"{b}/src/master/sorter/", "sorter"), (f"{b}/src/master/README.md", "README.md")],
        ),
        "/src/master/sorter/": (
            "spike-sorter / sorter",
            "",
            [(f"{b}/src/master/sorter/cluster.py", "cluster.py")],
        ),
        "/src/master/sorter/cluster.py": (
            "spike-sorter / sorter / cluster.py",
            "",
            [(f"{b}/raw/{BB_SHA}/sorter/cluster.py", "View raw")],
        ),
        "/src/master/README.md": (
            "spike-sorter / README.md",
            "",
            [(f"{b}/raw/{BB_SHA}/README.md", "View raw")],
        ),
        "/commits/": ("Commits — spike-sorter", "", [(f"{b}/commits/{BB_SHA}", BB_SHA[:7])]),
        f"/commits/{BB_SHA}": ("Commit a1b2c3d — spike-sorter", "", []),
        "/branches/": ("Branches — spike-sorter", "", [(f"{b}/src/master/", "master")]),
        "/pull-requests/": (
            "Pull requests — spike-sorter",
            "",
            [(f"{b}/pull-requests/5", "#5 Faster PCA")],
        ),
        "/pull-requests/5": ("Faster PCA — Pull request #5", "", []),
        "/issues?status=new&status=open": (
            "Issues — spike-sorter",
            "",
            [(f"{b}/issues/7/bad-sampling-rate-on-rhd2000-files", "#7")],
        ),
        "/issues/7/bad-sampling-rate-on-rhd2000-files": (
            "Issue #7: Bad sampling rate on RHD2000 files",
            "",
            [],
        ),
        "/wiki/Home": (
            "Home — spike-sorter wiki",
            "",
            [(f"{b}/wiki/Installation", "Installation")],
        ),
        "/wiki/Installation": ("Installation — spike-sorter wiki", "", []),
        "/downloads/": (
            "Downloads — spike-sorter",
            "",
            [
                (f"{b}/downloads/spike-sorter-2.1.zip", "spike-sorter-2.1.zip"),
                (f"{b}/get/master.zip", "Download repository"),
            ],
        ),
    }


def _bitbucket() -> list[Site]:
    tabs = [
        (BB_BASE + h, t)
        for h, t in [
            ("/", "Source"),
            ("/commits/", "Commits"),
            ("/pull-requests/", "Pull requests"),
            ("/downloads/", "Downloads"),
        ]
    ]
    pages: dict[str, PageValue] = {
        BB_BASE + s: _render(BB, title, tabs, body, links)
        for s, (title, body, links) in _bb_pages().items()
    }
    for p in [f"/raw/{BB_SHA}/sorter/cluster.py", f"/raw/{BB_SHA}/README.md"]:
        pages[BB_BASE + p] = text("# spike-sorter\n")
    for p in ["/downloads/spike-sorter-2.1.zip", "/get/master.zip"]:
        pages[BB_BASE + p] = binary("application/zip", p)
    pages["/ncl-neuro/"] = stub(BB, "ncl-neuro")
    pages["/ncl-neuro/spike-sorter-gui/"] = stub(BB, "ncl-neuro / spike-sorter-gui")
    pages["/account/signin/"] = stub(BB, "Log in")
    return [site(BB, pages)]


BB_TRUTH = frozenset(
    [BB.url(BB_BASE + s) for s in _bb_pages()]
    + [
        BB.url(BB_BASE + p)
        for p in [
            f"/raw/{BB_SHA}/sorter/cluster.py",
            f"/raw/{BB_SHA}/README.md",
            "/downloads/spike-sorter-2.1.zip",
            "/get/master.zip",
        ]
    ]
)

# -------------------------------------------------------------------- SourceForge-like
SF = Portal(
    "www.forgeyard.hx9.example",
    "ForgeYard",
    [("/directory/", "Browse"), ("/software/", "Business software"), ("/create", "Create")],
    FOOTER,
    title_format="{title} download | ForgeYard.net",
)
SF_MIRROR = "dl.mirrorloom.hx9.example"
SF_ENTRY = SF.url("/projects/ladybug-gis/")
SF_FILES = {
    "2.3": ["ladybug-gis-2.3.tar.gz", "ladybug-gis-2.3-win64.exe"],
    "2.2": ["ladybug-gis-2.2.tar.gz"],
}
SF_OTHER = SF.url("/projects/qgis-helper-tools/")


def _sf_pages() -> dict[str, tuple[str, str, Links]]:
    pages: dict[str, tuple[str, str, Links]] = {
        "/projects/ladybug-gis/": (
            "Ladybug GIS",
            "<p>Lightweight vector GIS for field surveys.</p>",
            [
                ("/projects/ladybug-gis/files/latest/download", "Download"),
                ("/projects/ladybug-gis/files/", "Files"),
                ("/projects/ladybug-gis/reviews/", "Reviews"),
                ("/projects/ladybug-gis/support", "Support"),
                ("/p/ladybug-gis/wiki/Home/", "Wiki"),
                ("/p/ladybug-gis/tickets/", "Tickets"),
                ("/p/ladybug-gis/code/", "Code"),
                ("/p/ladybug-gis/discussion/", "Discussion"),
                ("/u/pmarsh/profile/", "pmarsh"),
                ("/directory/gis/", "GIS"),
                ("/projects/qgis-helper-tools/", "Similar: QGIS helper tools"),
            ],
        ),
        "/projects/ladybug-gis/files/": (
            "Ladybug GIS - Browse Files",
            "",
            [(f"/projects/ladybug-gis/files/{v}/", v) for v in SF_FILES],
        ),
        "/projects/ladybug-gis/reviews/": (
            "Ladybug GIS Reviews",
            "",
            [("/u/pmarsh/profile/", "pmarsh")],
        ),
        "/projects/ladybug-gis/support": (
            "Ladybug GIS Support",
            "",
            [("/p/ladybug-gis/tickets/", "Tickets")],
        ),
        "/p/ladybug-gis/wiki/Home/": (
            "Ladybug GIS / Wiki / Home",
            "",
            [("/p/ladybug-gis/wiki/Build/", "Build")],
        ),
        "/p/ladybug-gis/wiki/Build/": ("Ladybug GIS / Wiki / Build", "", []),
        "/p/ladybug-gis/tickets/": (
            "Ladybug GIS / Tickets",
            "",
            [("/p/ladybug-gis/tickets/41/", "#41"), ("/p/ladybug-gis/tickets/38/", "#38")],
        ),
        "/p/ladybug-gis/tickets/41/": (
            "Ladybug GIS / Tickets / #41 Shapefile export loses CRS",
            "",
            [],
        ),
        "/p/ladybug-gis/tickets/38/": ("Ladybug GIS / Tickets / #38 GPX import", "", []),
        "/p/ladybug-gis/code/": (
            "Ladybug GIS / Code",
            "",
            [
                ("/p/ladybug-gis/code/ci/default/tree/README", "README"),
                ("/p/ladybug-gis/code/ci/default/log/", "History"),
            ],
        ),
        "/p/ladybug-gis/code/ci/default/tree/README": ("Ladybug GIS / Code / README", "", []),
        "/p/ladybug-gis/code/ci/default/log/": ("Ladybug GIS / Code / Commit Log", "", []),
        "/p/ladybug-gis/discussion/": (
            "Ladybug GIS / Discussion",
            "",
            [("/p/ladybug-gis/discussion/general/thread/4a1c9e2b/", "Build on macOS")],
        ),
        "/p/ladybug-gis/discussion/general/thread/4a1c9e2b/": (
            "Ladybug GIS / Discussion / General: Build on macOS",
            "",
            [],
        ),
    }
    for v, names in SF_FILES.items():
        pages[f"/projects/ladybug-gis/files/{v}/"] = (
            f"Ladybug GIS - Browse /{v}",
            "",
            [(f"http://{SF_MIRROR}/project/ladybug-gis/{v}/{n}", n) for n in names],
        )
    return pages


def _sourceforge() -> list[Site]:
    pages: dict[str, PageValue] = {
        p: _render(
            SF,
            title,
            [("/projects/ladybug-gis/", "Summary"), ("/projects/ladybug-gis/files/", "Files")],
            body,
            links,
        )
        for p, (title, body, links) in _sf_pages().items()
    }
    latest = f"http://{SF_MIRROR}/project/ladybug-gis/2.3/ladybug-gis-2.3.tar.gz"
    pages["/projects/ladybug-gis/files/latest/download"] = redirect(latest)
    pages["/projects/qgis-helper-tools/"] = stub(SF, "QGIS helper tools")
    pages["/u/pmarsh/profile/"] = stub(SF, "pmarsh")
    mirror = bare(
        SF_MIRROR,
        {
            f"/project/ladybug-gis/{v}/{n}": binary("application/octet-stream", n)
            for v, names in SF_FILES.items()
            for n in names
        },
    )
    return [site(SF, pages), mirror]


SF_TRUTH = frozenset(
    [SF.url(p) for p in _sf_pages()]
    + [
        f"http://{SF_MIRROR}/project/ladybug-gis/{v}/{n}"
        for v, names in SF_FILES.items()
        for n in names
    ]
)

# --------------------------------------------------------------------- Gitea/Forgejo
GT = Portal(
    "code.saltmarsh.hx9.example",
    "Saltmarsh Institute Forge",
    [("/explore/repos", "Explore"), ("/user/login", "Sign in")],
    [("/api/swagger", "API"), ("http://forgejo.test/", "Powered by Forgejo")],
    title_format="{title} - Saltmarsh Institute Forge",
)
GT_BASE = "/coastal-lab/tidegauge-qc"
GT_ENTRY = GT.url(GT_BASE)
GT_SHA = "c0ffee1234abcd5678ef90123456789abcdef012"
GT_SIB = GT.url("/coastal-lab/tidegauge-qc-notebooks")
GT_BIN = [
    "/raw/branch/main/qc/flags.py",
    "/raw/branch/main/README.md",
    "/releases/download/v2.0/tidegauge_qc-2.0-py3-none-any.whl",
    "/archive/v2.0.zip",
    "/archive/main.zip",
]


def _gt_pages() -> dict[str, tuple[str, str, Links]]:
    b = GT_BASE
    return {
        "": (
            "coastal-lab/tidegauge-qc: Quality control for tide-gauge series",
            "",
            [
                (f"{b}/src/branch/main/qc", "qc"),
                (f"{b}/src/branch/main/README.md", "README.md"),
                (f"{b}/commits/branch/main", "212 Commits"),
                (f"{b}/releases", "4 Releases"),
                (f"{b}/archive/main.zip", "ZIP"),
                (f"{b}/activity", "Activity"),
                ("/coastal-lab", "coastal-lab"),
                ("/coastal-lab/tidegauge-qc-notebooks", "tidegauge-qc-notebooks"),
                ("/user/login?redirect_to=%2fcoastal-lab%2ftidegauge-qc", "Sign in to watch"),
            ],
        ),
        "/src/branch/main/qc": (
            "tidegauge-qc/qc at main",
            "",
            [(f"{b}/src/branch/main/qc/flags.py", "flags.py")],
        ),
        "/src/branch/main/qc/flags.py": (
            "tidegauge-qc/qc/flags.py at main",
            "",
            [(f"{b}/raw/branch/main/qc/flags.py", "Raw")],
        ),
        "/src/branch/main/README.md": (
            "tidegauge-qc/README.md at main",
            "",
            [(f"{b}/raw/branch/main/README.md", "Raw")],
        ),
        "/issues": (
            "Issues - tidegauge-qc",
            "",
            [
                (f"{b}/issues/3", "#3 Spike detection"),
                (f"{b}/issues?state=open&page=2", "2"),
                (f"{b}/issues/new", "New Issue"),
            ],
        ),
        "/issues?state=open&page=2": (
            "Issues - tidegauge-qc",
            "",
            [(f"{b}/issues/1", "#1 Datum shifts")],
        ),
        "/issues/3": ("#3 - Spike detection - tidegauge-qc", "", [(f"{b}/pulls/5", "#5")]),
        "/issues/1": ("#1 - Datum shifts - tidegauge-qc", "", []),
        "/pulls": ("Pull Requests - tidegauge-qc", "", [(f"{b}/pulls/5", "#5 Median filter")]),
        "/pulls/5": (
            "#5 - Median filter - tidegauge-qc",
            "",
            [(f"{b}/commit/{GT_SHA}", GT_SHA[:10])],
        ),
        "/releases": (
            "Releases - tidegauge-qc",
            "",
            [
                (f"{b}/releases/tag/v2.0", "v2.0"),
                (
                    f"{b}/releases/download/v2.0/tidegauge_qc-2.0-py3-none-any.whl",
                    "tidegauge_qc-2.0-py3-none-any.whl",
                ),
                (f"{b}/archive/v2.0.zip", "Source code (ZIP)"),
            ],
        ),
        "/releases/tag/v2.0": (
            "v2.0 - tidegauge-qc",
            "",
            [(f"{b}/archive/v2.0.zip", "Source code (ZIP)")],
        ),
        "/commits/branch/main": (
            "Commits - tidegauge-qc",
            "",
            [(f"{b}/commit/{GT_SHA}", GT_SHA[:10])],
        ),
        f"/commit/{GT_SHA}": ("Median filter - tidegauge-qc", "", []),
        "/wiki": (
            "Home - tidegauge-qc Wiki",
            "",
            [(f"{b}/wiki/Flag-definitions", "Flag definitions")],
        ),
        "/wiki/Flag-definitions": ("Flag definitions - tidegauge-qc Wiki", "", []),
        "/activity": ("Activity - tidegauge-qc", "", [(f"{b}/issues/3", "#3")]),
    }


def _gitea() -> list[Site]:
    tabs = [
        (GT_BASE + h, t)
        for h, t in [
            ("", "Code"),
            ("/issues", "Issues"),
            ("/pulls", "Pull Requests"),
            ("/releases", "Releases"),
            ("/wiki", "Wiki"),
        ]
    ]
    head = '<meta name="generator" content="Forgejo – Beyond coding. We forge.">'
    pages: dict[str, PageValue] = {}
    for s, (title, body, links) in _gt_pages().items():
        pages[GT_BASE + s] = _render(GT, title, tabs, body, links).replace(
            "</head>", head + "</head>", 1
        )
    for p in GT_BIN:
        pages[GT_BASE + p] = binary("application/octet-stream", p)
    pages[GT_BASE + "/issues/new"] = redirect(
        "/user/login?redirect_to=%2fcoastal-lab%2ftidegauge-qc%2fissues%2fnew"
    )
    pages["/coastal-lab"] = stub(GT, "coastal-lab")
    pages["/coastal-lab/tidegauge-qc-notebooks"] = stub(GT, "coastal-lab/tidegauge-qc-notebooks")
    return [site(GT, pages)]


GT_TRUTH = frozenset(
    [GT.url(GT_BASE + s) for s in _gt_pages()] + [GT.url(GT_BASE + p) for p in GT_BIN]
)

# ------------------------------------------------------------- Software Heritage-like
SWH = Portal(
    "archive.sourcekeep.hx9.example",
    "SourceKeep archive",
    [
        ("/browse/search/", "Search"),
        ("/coverage/", "Coverage"),
        ("/save/", "Save code now"),
        ("/api/", "API"),
    ],
    FOOTER,
    title_format="{title} – SourceKeep",
)
SWH_ORIGIN = "http://www.codeloft.hx9.example/lenka-vos/warcsift"
SWH_Q = f"?origin_url={SWH_ORIGIN}"
SWH_ENTRY = SWH.url("/browse/origin/directory/" + SWH_Q)
SWH_RAW = "/api/1/content/sha1_git:3f1c6e0a9b2d4c7e8f0a1b3c5d7e9f1a2b4c6d8e/raw/?filename=README.md"
SWH_OTHER = SWH.url(f"/browse/origin/directory/?origin_url={SWH_ORIGIN}-plugins")


def _swh_tabs() -> Links:
    o = SWH_Q
    return [
        (f"/browse/origin/directory/{o}", "Code"),
        (f"/browse/origin/branches/{o}", "Branches"),
        (f"/browse/origin/releases/{o}", "Releases"),
        (f"/browse/origin/visits/{o}", "Visits"),
        (f"/browse/origin/log/{o}", "History"),
    ]


def _swh_pages() -> dict[str, tuple[str, Links]]:
    o, tabs = SWH_Q, _swh_tabs()
    return {
        f"/browse/origin/directory/{o}": (
            "",
            [
                (f"/browse/origin/directory/{o}&path=warcsift", "warcsift/"),
                (f"/browse/origin/content/{o}&path=README.md", "README.md"),
                (SWH_ORIGIN, "Origin: " + SWH_ORIGIN),
                (
                    f"/browse/origin/directory/?origin_url={SWH_ORIGIN}-plugins",
                    "Also archived: warcsift-plugins",
                ),
            ],
        ),
        f"/browse/origin/directory/{o}&path=warcsift": (
            "warcsift",
            [(f"/browse/origin/content/{o}&path=warcsift/cli.py", "cli.py")],
        ),
        f"/browse/origin/content/{o}&path=README.md": ("README.md", [(SWH_RAW, "Raw File")]),
        f"/browse/origin/content/{o}&path=warcsift/cli.py": ("warcsift/cli.py", []),
        f"/browse/origin/branches/{o}": ("branches", tabs[:1]),
        f"/browse/origin/releases/{o}": ("releases", tabs[:1]),
        f"/browse/origin/log/{o}": ("history", tabs[:1]),
        f"/browse/origin/visits/{o}": (
            "visits",
            [(f"/browse/origin/directory/{o}&timestamp=2025-03-02T10:11:12Z", "2025-03-02 visit")],
        ),
        f"/browse/origin/directory/{o}&timestamp=2025-03-02T10:11:12Z": ("visit 2025-03-02", []),
    }


def _swh() -> list[Site]:
    tabs = _swh_tabs()
    pages: dict[str, PageValue] = {}
    for p, (what, links) in _swh_pages().items():
        title = f"{SWH_ORIGIN} {what}".strip()
        nav = '<nav class="swh-tabs">' + " ".join(a(h, t) for h, t in tabs) + "</nav>"
        pages[p] = SWH.page(title, f"{nav}<h1>{escape(title)}</h1>{ul(links)}")
    pages[SWH_RAW] = text("# warcsift\n")
    pages[SWH_OTHER.removeprefix(SWH.origin)] = stub(SWH, SWH_ORIGIN + "-plugins")
    return [site(SWH, pages)]


SWH_TRUTH = frozenset([SWH.url(p) for p in _swh_pages()] + [SWH.url(SWH_RAW)])

PB, PBX, SU = "path_based", "path_based_externals", "sig_uri"
CASES: list[Case] = [
    Case(
        "hx9-github-repo",
        "GitHub (software project)",
        "Multi-Hop",
        PBX,
        GH_ENTRY,
        GH_TRUTH,
        _github,
        frozenset([GH_SIB]),
    ),
    Case(
        "hx9-gitlab-com-project",
        "GitLab.com (software project)",
        "Multi-Hop",
        PB,
        GL_ENTRY,
        GL_TRUTH,
        _gitlab,
        frozenset([GL_SIB]),
    ),
    Case(
        "hx9-gitlab-selfhosted-nested",
        "GitLab self-hosted (nested groups, Pages docs)",
        "Multi-Hop",
        PB,
        SGL_ENTRY,
        SGL_TRUTH,
        _self_gitlab,
        frozenset([SGL_SIB]),
    ),
    Case(
        "hx9-bitbucket-repo",
        "Bitbucket (software project)",
        "Multi-Hop",
        PB,
        BB_ENTRY,
        BB_TRUTH,
        _bitbucket,
        frozenset([BB_SIB]),
    ),
    Case(
        "hx9-sourceforge-project",
        "SourceForge (software project)",
        "Multi-Hop",
        PBX,
        SF_ENTRY,
        SF_TRUTH,
        _sourceforge,
        frozenset([SF_OTHER]),
    ),
    Case(
        "hx9-forgejo-repo",
        "Gitea/Forgejo (self-hosted forge)",
        "Multi-Hop",
        PB,
        GT_ENTRY,
        GT_TRUTH,
        _gitea,
        frozenset([GT_SIB]),
    ),
    Case(
        "hx9-software-heritage-origin",
        "Software Heritage (archived origin)",
        "Multi-Hop",
        SU,
        SWH_ENTRY,
        SWH_TRUTH,
        _swh,
        frozenset([SWH_OTHER]),
    ),
]
