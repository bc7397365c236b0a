"""Code forges: self-hosted GitLab (two), Gitea, GitHub Enterprise.

A software project (the seed's GitHub/GitLab example) is everything under the project's
path — tree, files, raw files, issues, merge/pull requests, releases, tags, wiki, commits,
archives — plus what the forge serves for it from its own other hosts (raw-content host,
release-asset host, package host).  The group/organisation, user profiles, explore/topic pages,
forks and *other projects whose names merely start with the same string* are outside.
GitLab and Gitea keep everything under the path: Path-Based.  GitHub Enterprise and the
GitLab whose release packages live on the institute's artifact host serve files from
other hosts: Path-Based with Externals (the seed's GitHub).
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._chrome import Chrome, blob, files_site, ul


def _tabs(base: str, names: list[tuple[str, str]]) -> str:
    return ul([(f"{base}{p}", n) for p, n in names], "project-tabs")


# --- GitLab, self-hosted, everything on one host ---------------------------------------------
GL = Chrome(
    "gitlab.cobalt-lab.hx7.example",
    "GitLab",
    [
        ("/explore", "Explore"),
        ("/explore/groups", "Groups"),
        ("/explore/snippets", "Snippets"),
        ("/help", "Help"),
    ],
    [
        ("/-/user_settings/profile", "Preferences"),
        ("https://about.gitlab-like.test/", "About GitLab"),
    ],
    sep=" · ",
)
GL_P = "/geo/terrain-mesh"
GL_SUB = [
    "/-/tree/main",
    "/-/blob/main/README.md",
    "/-/raw/main/README.md",
    "/-/blob/main/mesh/build.py",
    "/-/issues",
    "/-/issues/12",
    "/-/issues?page=2",
    "/-/issues/3",
    "/-/merge_requests",
    "/-/merge_requests/5",
    "/-/releases",
    "/-/tags",
    "/-/commits/main",
    "/-/wikis/home",
    "/-/archive/v1.2.0/terrain-mesh-v1.2.0.tar.gz",
]


def _gitlab() -> list[Site]:
    title = "Geo / terrain-mesh"
    tabs = _tabs(
        GL_P,
        [
            ("", "Project"),
            ("/-/tree/main", "Repository"),
            ("/-/issues", "Issues"),
            ("/-/merge_requests", "Merge requests"),
            ("/-/wikis/home", "Wiki"),
            ("/-/releases", "Releases"),
        ],
    )
    body = (
        f"<nav class='breadcrumbs'><a href='/geo'>Geo</a> / <a href='{GL_P}'>terrain-mesh</a></nav>{tabs}"
        f"<h1>terrain-mesh</h1><p>Adaptive triangulated meshes for DEMs.</p><a href='{GL_P}/-/commits/main'>412 Commits</a> <a href='{GL_P}/-/tags'>9 Tags</a>"
        f"<a href='{GL_P}/-/archive/v1.2.0/terrain-mesh-v1.2.0.tar.gz'>Download source code (tar.gz)</a>"
        f"<article class='readme'><p>Docs live in the companion project <a href='/geo/terrain-mesh-docs'>terrain-mesh-docs</a>. Maintainer: <a href='/jkowalski'>@jkowalski</a></p></article>"
        f"<a href='{GL_P}/-/blob/main/README.md'>README.md</a>"
    )
    pages: dict[str, PageValue] = {GL_P: GL.page(title, body, full_title=f"{title} · GitLab")}
    for s in GL_SUB:
        if "/-/raw/" in s or s.endswith(".tar.gz"):
            continue
        links = ""
        if s == "/-/tree/main":
            links = ul(
                [
                    (f"{GL_P}/-/blob/main/README.md", "README.md"),
                    (f"{GL_P}/-/blob/main/mesh/build.py", "mesh/build.py"),
                ]
            )
        elif s.startswith("/-/blob/main/README"):
            links = f"<a href='{GL_P}/-/raw/main/README.md'>Open raw</a>"
        elif s == "/-/issues":
            links = (
                f"<a href='{GL_P}/-/issues/12'>#12 Holes at tile seams</a> <a href='/dashboard/issues'>Your issues</a>"
                f"<nav class='pagination'><a href='{GL_P}/-/issues?page=2'>Next ›</a></nav>"
            )
        elif s == "/-/issues?page=2":
            links = f"<a href='{GL_P}/-/issues/3'>#3 Document CRS handling</a> <nav class='pagination'><a href='{GL_P}/-/issues'>‹ Prev</a></nav>"
        elif s == "/-/merge_requests":
            links = f"<a href='{GL_P}/-/merge_requests/5'>!5 Faster refinement</a>"
        elif s == "/-/releases":
            links = f"<a href='{GL_P}/-/archive/v1.2.0/terrain-mesh-v1.2.0.tar.gz'>Source code (tar.gz)</a> <a href='{GL_P}/-/tags'>Tags</a>"
        pages[GL_P + s] = GL.page(f"{s.rsplit('/', 1)[1]} · {title}", tabs + f"<h2>{s}</h2>{links}")
    pages[f"{GL_P}/-/raw/main/README.md"] = blob("# terrain-mesh\n", "text/plain")
    pages[f"{GL_P}/-/archive/v1.2.0/terrain-mesh-v1.2.0.tar.gz"] = blob(
        b"\x1f\x8btar", "application/gzip"
    )
    pages["/geo/terrain-mesh-docs"] = GL.page(
        "Geo / terrain-mesh-docs", "<h1>terrain-mesh-docs</h1>"
    )
    pages["/geo"] = GL.page("Geo", "<h1>Geo group</h1>")
    pages["/jkowalski"] = GL.page("Jan Kowalski", "<h1>Jan Kowalski</h1>")
    return [GL.site(pages)]


GITLAB = Case(
    "hx7_gitlab_project",
    "GitLab self-hosted",
    "Multi-Hop",
    "path_based",
    GL.url(GL_P),
    frozenset(GL.url(GL_P + s) for s in ["", *GL_SUB]),
    _gitlab,
    frozenset({GL.url("/geo/terrain-mesh-docs")}),
)

# --- GitLab with release packages on the institute's artifact host --------------------------
GB = Chrome(
    "code.birch-inst.hx7.example",
    "Birch Institute Code",
    [("/explore/projects", "Projects"), ("/explore/groups", "Groups"), ("/help", "Help")],
    [("http://www.birch-inst.hx7.example/imprint", "Imprint")],
    sep=" · ",
)
GB_P = "/ml/phenocam"
PKG = "packages.birch-artifacts.hx7.example"


def _gitlab_ext() -> list[Site]:
    title = "ML / phenocam"
    assets = [
        f"http://{PKG}/phenocam/2.1.0/phenocam-2.1.0-linux-x86_64.tar.gz",
        f"http://{PKG}/phenocam/2.1.0/phenocam-2.1.0.sha256",
    ]
    body = (
        "<h1>phenocam</h1><p>Canopy greenness from webcam images.</p>"
        + _tabs(
            GB_P, [("/-/tree/main", "Files"), ("/-/issues", "Issues"), ("/-/releases", "Releases")]
        )
        + "<p>Group: <a href='/ml'>ML</a></p>"
    )
    pages: dict[str, PageValue] = {
        GB_P: GB.page(title, body),
        f"{GB_P}/-/tree/main": GB.page(
            f"Files · {title}",
            f"<a href='{GB_P}/-/blob/main/phenocam/greenness.py'>greenness.py</a>",
        ),
        f"{GB_P}/-/blob/main/phenocam/greenness.py": GB.page(
            f"greenness.py · {title}", "<pre>def gcc(img): ...</pre>"
        ),
        f"{GB_P}/-/issues": GB.page(f"Issues · {title}", "<p>No open issues.</p>"),
        f"{GB_P}/-/releases": GB.page(
            f"Releases · {title}",
            "<h2>v2.1.0</h2>"
            + ul([(a, a.rsplit("/", 1)[1]) for a in assets])
            + f"<a href='{GB_P}/-/releases/v2.1.0'>Release page</a>",
        ),
        f"{GB_P}/-/releases/v2.1.0": GB.page(
            f"v2.1.0 · {title}", "<h2>v2.1.0</h2>" + ul([(a, a.rsplit("/", 1)[1]) for a in assets])
        ),
        "/ml": GB.page("ML", "<h1>ML group</h1>"),
    }
    pkg = files_site(
        PKG, {a.split(PKG, 1)[1]: blob(b"pkg", "application/octet-stream") for a in assets}
    )
    return [GB.site(pages), pkg]


GITLAB_EXT = Case(
    "hx7_gitlab_release_host",
    "GitLab self-hosted",
    "Multi-Hop",
    "path_based_externals",
    GB.url(GB_P),
    frozenset(
        [
            *(
                GB.url(GB_P + s)
                for s in [
                    "",
                    "/-/tree/main",
                    "/-/blob/main/phenocam/greenness.py",
                    "/-/issues",
                    "/-/releases",
                    "/-/releases/v2.1.0",
                ]
            ),
            f"http://{PKG}/phenocam/2.1.0/phenocam-2.1.0-linux-x86_64.tar.gz",
            f"http://{PKG}/phenocam/2.1.0/phenocam-2.1.0.sha256",
        ]
    ),
    _gitlab_ext,
)

# --- Gitea --------------------------------------------------------------------------------------
GT = Chrome(
    "git.quill-collective.hx7.example",
    "Quill Git",
    [("/explore/repos", "Explore"), ("/user/login", "Sign In"), ("/api/swagger", "API")],
    [
        ("/assets/licenses.txt", "Licenses"),
        ("https://about.gitea-like.test/", "Powered by a forge"),
    ],
    sep=" - ",
)
GT_P = "/quill/annotator"
GT_SUB = [
    "/src/branch/main",
    "/src/branch/main/README.md",
    "/raw/branch/main/README.md",
    "/issues",
    "/issues/4",
    "/pulls",
    "/releases",
    "/releases/download/v0.3/annotator-0.3.tar.gz",
    "/archive/v0.3.zip",
    "/wiki",
    "/activity",
]


def _gitea() -> list[Site]:
    nav = _tabs(
        GT_P,
        [
            ("/src/branch/main", "Code"),
            ("/issues", "Issues"),
            ("/pulls", "Pull Requests"),
            ("/releases", "Releases"),
            ("/wiki", "Wiki"),
            ("/activity", "Activity"),
        ],
    )
    pages: dict[str, PageValue] = {
        GT_P: GT.page(
            "quill/annotator",
            nav
            + f"<h1>annotator</h1><p>Owner <a href='/quill'>quill</a>. Fork of <a href='/mira/annotator'>mira/annotator</a>.</p><a href='{GT_P}/src/branch/main/README.md'>README.md</a>",
        )
    }
    for s in GT_SUB:
        if s.startswith(("/raw/", "/releases/download", "/archive/")):
            pages[GT_P + s] = blob(b"file", "application/octet-stream")
            continue
        extra = {
            "/src/branch/main/README.md": f"<a href='{GT_P}/raw/branch/main/README.md'>Raw</a>",
            "/issues": f"<a href='{GT_P}/issues/4'>#4 Export to W3C annotations</a>",
            "/releases": f"<a href='{GT_P}/releases/download/v0.3/annotator-0.3.tar.gz'>annotator-0.3.tar.gz</a> <a href='{GT_P}/archive/v0.3.zip'>Source code (ZIP)</a>",
        }.get(s, "")
        pages[GT_P + s] = GT.page(f"{s.strip('/')} - quill/annotator", nav + extra)
    pages["/quill"] = GT.page("quill", "<h1>quill</h1>")
    pages["/mira/annotator"] = GT.page("mira/annotator", "<h1>mira/annotator</h1>")
    return [GT.site(pages)]


# The upstream project it was forked from is another artifact.
GITEA = Case(
    "hx7_gitea_repo",
    "Gitea",
    "Multi-Hop",
    "path_based",
    GT.url(GT_P),
    frozenset(GT.url(GT_P + s) for s in ["", *GT_SUB]),
    _gitea,
    frozenset({GT.url("/mira/annotator")}),
)

# --- GitHub Enterprise -------------------------------------------------------------------------
GH = Chrome(
    "github.tamarind-univ.hx7.example",
    "GitHub Enterprise",
    [
        ("/pulls", "Pull requests"),
        ("/issues", "Issues"),
        ("/explore", "Explore"),
        ("/settings/profile", "Settings"),
    ],
    [
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("http://docs.ghe-vendor.test/", "Docs"),
    ],
    sep=" · ",
)
GH_P = "/hydro/flowsim"
RAW = "raw.tamarind-ghe-usercontent.hx7.example"
OBJ = "objects.tamarind-ghe-assets.hx7.example"
GH_SUB = [
    "/tree/main",
    "/blob/main/setup.py",
    "/blob/main/flowsim/solver.py",
    "/issues",
    "/issues/7",
    "/pulls",
    "/releases",
    "/releases/tag/v3.0.1",
    "/archive/refs/tags/v3.0.1.zip",
    "/wiki",
    "/graphs/contributors",
]
GH_EXT = [
    f"http://{RAW}/hydro/flowsim/main/setup.py",
    f"http://{RAW}/hydro/flowsim/main/flowsim/solver.py",
    f"http://{OBJ}/releases/88121/flowsim-3.0.1-py3-none-any.whl?token=ab12",
]


def _ghe() -> list[Site]:
    tabs = _tabs(
        GH_P,
        [
            ("", "Code"),
            ("/issues", "Issues"),
            ("/pulls", "Pull requests"),
            ("/wiki", "Wiki"),
            ("/graphs/contributors", "Insights"),
        ],
    )
    body = (
        f"{tabs}<h1><a href='/hydro'>hydro</a> / flowsim</h1><p>Shallow-water flow simulator.</p><p>Topics: <a href='/topics/hydrology'>hydrology</a></p>"
        f"<a href='{GH_P}/tree/main'>Browse files</a> <a href='{GH_P}/releases'>Releases 14</a> <a href='/hydro/flowsim-data'>hydro/flowsim-data</a>"
        "<p>Contributors: <a href='/okeefe'>okeefe</a></p>"
    )
    pages: dict[str, PageValue] = {
        GH_P: GH.page("hydro/flowsim: Shallow-water flow simulator", body)
    }
    for s in GH_SUB:
        extra = ""
        if s == "/tree/main":
            extra = ul(
                [
                    (f"{GH_P}/blob/main/setup.py", "setup.py"),
                    (f"{GH_P}/blob/main/flowsim/solver.py", "solver.py"),
                ]
            )
        elif s.startswith("/blob/main/"):
            extra = f"<a href='http://{RAW}/hydro/flowsim/main/{s[len('/blob/main/') :]}'>Raw</a>"
        elif s == "/issues":
            extra = f"<a href='{GH_P}/issues/7'>Mass conservation at dry cells #7</a>"
        elif s == "/releases":
            extra = f"<a href='{GH_P}/releases/tag/v3.0.1'>v3.0.1</a>"
        elif s == "/releases/tag/v3.0.1":
            extra = f"<a href='{GH_EXT[2]}'>flowsim-3.0.1-py3-none-any.whl</a> <a href='{GH_P}/archive/refs/tags/v3.0.1.zip'>Source code (zip)</a>"
        if s.endswith(".zip"):
            pages[GH_P + s] = blob(b"PK", "application/zip")
        else:
            pages[GH_P + s] = GH.page(f"{s.strip('/')} · hydro/flowsim", tabs + extra)
    pages["/hydro/flowsim-data"] = GH.page("hydro/flowsim-data", "<h1>flowsim-data</h1>")
    pages["/hydro"] = GH.page("hydro", "<h1>hydro</h1>")
    raw = files_site(
        RAW, {e.split(RAW, 1)[1]: blob("print(1)\n", "text/plain") for e in GH_EXT[:2]}
    )
    obj = files_site(OBJ, {GH_EXT[2].split(OBJ, 1)[1]: blob(b"PK", "application/octet-stream")})
    return [GH.site(pages), raw, obj]


GHE = Case(
    "hx7_ghe_repo",
    "GitHub Enterprise",
    "Multi-Hop",
    "path_based_externals",
    GH.url(GH_P),
    frozenset([*(GH.url(GH_P + s) for s in ["", *GH_SUB]), *GH_EXT]),
    _ghe,
    frozenset({GH.url("/hydro/flowsim-data")}),
)

CASES: list[Case] = [GITLAB, GITLAB_EXT, GITEA, GHE]
