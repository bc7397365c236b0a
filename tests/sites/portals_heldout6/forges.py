"""Self-hosted code forges: a Gitea/Forgejo instance and a GitLab instance with release
assets in object storage (held-out set six).

A software project is the seed's GitHub example: source tree, raw files, archives,
releases, issues, wiki and commits all belong; the owner's profile, the organisation, other
repositories and the instance's explore pages do not.
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue
from sites.portals._portal import Case

from ._chrome import Chrome, blob, files_site, text, ul

GITEA = "code.birchfield.hx6.example"
GITLAB = "git.oxley-inst.hx6.example"
GL_OBJECTS = "gl-objects.oxley-inst.hx6.example"


def gitea_repo() -> Case:
    """A Gitea/Forgejo repository (/owner/repo, /src/branch/…, /raw/branch/…,
    /archive/main.zip, /releases/download/…, issues, wiki, commits), all on one host.

    Every artifact URI extends the entry path, and nothing is on another host: **path_based**
    (the seed's GitLab.com row).  Traps: the sister repository /hydro/flowkit-data (the entry
    path is its string prefix), the organisation, a contributor's profile, the login link
    carrying the path in ?redirect_to=.  Multi-hop: an issue, a commit, a wiki page, a source
    file and its raw view are two or three hops from the entry.
    """
    c = Chrome(
        GITEA,
        "Birchfield Code",
        [
            ("/explore/repos", "Explore"),
            ("/explore/organizations", "Organisations"),
            ("/api/swagger", "API"),
            ("/help", "Help"),
        ],
        [("/assets/licenses.txt", "Licences")],
        variant="bar",
        login="/user/login",
        login_param="redirect_to",
        search="/explore/repos",
        assets="/assets",
    )
    r = "/hydro/flowkit"
    sha = "1f3e9a2b7c4d5e6f8091a2b3c4d5e6f708192a3b"

    def pg(path: str, title: str, links: list[tuple[str, str]], body: str = "") -> tuple[str, str]:
        return path, c.page(
            f"{title} - hydro/flowkit", f"<h1>{title}</h1>{body}" + ul(links), path=path
        )

    tabs = [
        (r, "Code"),
        (f"{r}/issues", "Issues"),
        (f"{r}/releases", "Releases"),
        (f"{r}/wiki", "Wiki"),
    ]
    pages: dict[str, PageValue] = dict(
        [
            pg(
                r,
                "flowkit",
                tabs
                + [
                    (f"{r}/src/branch/main/flowkit", "flowkit/"),
                    (f"{r}/src/branch/main/README.md", "README.md"),
                    (f"{r}/raw/branch/main/setup.cfg", "setup.cfg (raw)"),
                    (f"{r}/archive/main.zip", "Download ZIP"),
                    (f"{r}/archive/main.tar.gz", "Download TAR.GZ"),
                    (f"{r}/commits/branch/main", "42 commits"),
                    ("/hydro", "hydro"),
                    ("/hydro/flowkit-data", "Sister repo: flowkit-data"),
                ],
                "<p>Open-channel flow toolkit.</p>",
            ),
            pg(
                f"{r}/src/branch/main/flowkit",
                "flowkit/flowkit",
                [(f"{r}/src/branch/main/flowkit/core.py", "core.py")],
            ),
            pg(
                f"{r}/src/branch/main/flowkit/core.py",
                "core.py",
                [(f"{r}/raw/branch/main/flowkit/core.py", "Raw")],
            ),
            pg(
                f"{r}/src/branch/main/README.md",
                "README.md",
                [(f"{r}/raw/branch/main/README.md", "Raw")],
            ),
            pg(
                f"{r}/releases",
                "Releases",
                [
                    (f"{r}/releases/tag/v0.4.0", "v0.4.0"),
                    (f"{r}/releases/download/v0.4.0/flowkit-0.4.0.tar.gz", "flowkit-0.4.0.tar.gz"),
                    (f"{r}/archive/v0.4.0.zip", "Source code (ZIP)"),
                ],
            ),
            pg(
                f"{r}/releases/tag/v0.4.0",
                "v0.4.0",
                [(f"{r}/releases/download/v0.4.0/flowkit-0.4.0.tar.gz", "asset")],
            ),
            pg(
                f"{r}/issues",
                "Issues",
                [
                    (f"{r}/issues/3", "#3 Manning coefficient units"),
                    (f"{r}/issues?state=closed", "1 Closed"),
                ],
            ),
            pg(f"{r}/issues?state=closed", "Closed issues", [(f"{r}/issues/1", "#1 Packaging")]),
            pg(f"{r}/issues/3", "#3 Manning coefficient units", [("/mlinde", "mlinde")]),
            pg(f"{r}/issues/1", "#1 Packaging", []),
            pg(f"{r}/wiki", "Wiki", [(f"{r}/wiki/Installation", "Installation")]),
            pg(f"{r}/wiki/Installation", "Installation", []),
            pg(f"{r}/commits/branch/main", "Commits", [(f"{r}/commit/{sha}", sha[:10])]),
            pg(f"{r}/commit/{sha}", f"Commit {sha[:10]}", []),
        ]
    )
    pages.update(
        {
            f"{r}/raw/branch/main/setup.cfg": text("[metadata]\nname = flowkit\n", "text/plain"),
            f"{r}/raw/branch/main/flowkit/core.py": text(
                "def manning(n):\n    return n\n", "text/plain"
            ),
            f"{r}/raw/branch/main/README.md": text("# flowkit\n", "text/plain"),
            f"{r}/archive/main.zip": blob("zip", 1),
            f"{r}/archive/main.tar.gz": blob("gz", 1),
            f"{r}/archive/v0.4.0.zip": blob("zip", 4),
            f"{r}/releases/download/v0.4.0/flowkit-0.4.0.tar.gz": blob("gz", 4),
        }
    )
    truth = frozenset(c.url(p) for p in pages)
    sister = {
        "/hydro/flowkit-data": c.page(
            "flowkit-data", "<h1>flowkit-data</h1>", path="/hydro/flowkit-data"
        )
    }
    return Case(
        "hx6-gitea-repo",
        "Gitea/Forgejo",
        "Multi-Hop",
        "path_based",
        c.url(r),
        truth,
        lambda: [c.site({**pages, **sister})],
        frozenset({c.url("/hydro/flowkit-data"), c.url("/mlinde"), c.url("/hydro")}),
    )


def gitlab_repo() -> Case:
    """A self-hosted GitLab project in a subgroup (/geo/models/shoreline-sim/-/…), whose
    release binaries are in object storage on another host of the same instance.

    The seed's GitHub row: **path_based_externals** (the object-store assets do not contain
    the entry path).  Traps: /geo/models/shoreline-sim-legacy, the group pages, and the
    project's documentation site on another portal (linked from the README; an external
    link that is not part of this artifact).
    """
    c = Chrome(
        GITLAB,
        "Oxley GitLab",
        [("/explore", "Explore"), ("/help", "Help"), ("/users/sign_up", "Register")],
        variant="app",
        login="/users/sign_in",
        search="/search",
        search_field="search",
        assets="/assets",
    )
    p = "/geo/models/shoreline-sim"

    def pg(path: str, title: str, links: list[tuple[str, str]]) -> tuple[str, str]:
        return path, c.page(
            f"{title} · Geo / Models / shoreline-sim · GitLab",
            f"<h1>{title}</h1>" + ul(links),
            path=path,
            raw_title=True,
        )

    asset = "/project/412/releases/v1.2/shoreline-sim-linux-x86_64.tar.gz"
    pages: dict[str, PageValue] = dict(
        [
            pg(
                p,
                "shoreline-sim",
                [
                    (f"{p}/-/tree/main/src", "src"),
                    (f"{p}/-/blob/main/README.md", "README.md"),
                    (f"{p}/-/archive/main/shoreline-sim-main.zip", "zip"),
                    (f"{p}/-/archive/main/shoreline-sim-main.tar.gz", "tar.gz"),
                    (f"{p}/-/releases", "Releases"),
                    (f"{p}/-/issues", "Issues"),
                    (f"{p}/-/wikis/home", "Wiki"),
                    (f"{p}/-/commits/main", "Commits"),
                    ("/geo/models", "Models group"),
                    ("/geo/models/shoreline-sim-legacy", "Forked from: shoreline-sim-legacy"),
                    ("http://shoreline-sim.docs-oxley.hx6.example/", "Documentation"),
                ],
            ),
            pg(f"{p}/-/tree/main/src", "src", [(f"{p}/-/blob/main/src/sim.f90", "sim.f90")]),
            pg(
                f"{p}/-/blob/main/src/sim.f90",
                "sim.f90",
                [(f"{p}/-/raw/main/src/sim.f90", "Open raw")],
            ),
            pg(
                f"{p}/-/blob/main/README.md",
                "README.md",
                [(f"{p}/-/raw/main/README.md", "Open raw")],
            ),
            pg(
                f"{p}/-/releases",
                "Releases",
                [
                    (f"{p}/-/releases/v1.2", "v1.2"),
                    (f"http://{GL_OBJECTS}{asset}", "Linux binary"),
                    (f"{p}/-/archive/v1.2/shoreline-sim-v1.2.zip", "Source code (zip)"),
                ],
            ),
            pg(f"{p}/-/releases/v1.2", "v1.2", [(f"http://{GL_OBJECTS}{asset}", "Linux binary")]),
            pg(f"{p}/-/issues", "Issues", [(f"{p}/-/issues/7", "Beach profile drift")]),
            pg(f"{p}/-/issues/7", "Beach profile drift (#7)", [("/rkaur", "Ravi Kaur")]),
            pg(f"{p}/-/wikis/home", "Wiki home", [(f"{p}/-/wikis/calibration", "Calibration")]),
            pg(f"{p}/-/wikis/calibration", "Calibration", []),
            pg(f"{p}/-/commits/main", "Commits", [(f"{p}/-/commit/9e8d7c6b", "9e8d7c6b")]),
            pg(f"{p}/-/commit/9e8d7c6b", "Commit 9e8d7c6b", []),
        ]
    )
    pages.update(
        {
            f"{p}/-/raw/main/src/sim.f90": text("program sim\nend program\n", "text/plain"),
            f"{p}/-/raw/main/README.md": text("# shoreline-sim\n", "text/plain"),
            f"{p}/-/archive/main/shoreline-sim-main.zip": blob("zip", 2),
            f"{p}/-/archive/main/shoreline-sim-main.tar.gz": blob("gz", 2),
            f"{p}/-/archive/v1.2/shoreline-sim-v1.2.zip": blob("zip", 12),
        }
    )
    objects = files_site(GL_OBJECTS, {asset: blob("gz", 99)})
    truth = frozenset([*(c.url(x) for x in pages), f"http://{GL_OBJECTS}{asset}"])
    legacy = {"/geo/models/shoreline-sim-legacy": c.page("shoreline-sim-legacy", "<h1>legacy</h1>")}
    return Case(
        "hx6-gitlab-subgroup-objects",
        "GitLab self-hosted",
        "Multi-Hop",
        "path_based_externals",
        c.url(p),
        truth,
        lambda: [c.site({**pages, **legacy}), objects],
        frozenset(
            {
                c.url("/geo/models/shoreline-sim-legacy"),
                "http://shoreline-sim.docs-oxley.hx6.example/",
            }
        ),
    )


CASES: list[Case] = [gitea_repo(), gitlab_repo()]
