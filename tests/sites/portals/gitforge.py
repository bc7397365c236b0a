"""gitforge.test: a GitLab-like software project — Multi-Hop, Path-Based.

/lab-group/memento-tools and everything below it (tree → blobs, issues → issue pages,
commits → commit, releases → tarball) is the artifact, reached over up to three hops.  The
group page, a sibling project, user profiles, explore/help/sign-in and the footer are not.
"""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, data, links

HOST = "gitforge.test"
R = "/lab-group/memento-tools"
P = Portal(
    HOST,
    "GitForge",
    menu=[
        ("/explore", "Explore"),
        ("/help", "Help"),
        ("/users/sign_in", "Sign in"),
        ("/pricing", "Pricing"),
    ],
    footer=[
        ("http://about.gitforge.test/", "About GitForge"),
        ("/-/privacy", "Privacy"),
        ("/-/terms", "Terms"),
    ],
    title_format="{title} · {name}",
)
ENTRY = P.url(R)
PAGES = {
    R: [
        ("/-/tree/main", "Files"),
        ("/-/issues", "Issues"),
        ("/-/commits/main", "Commits"),
        ("/-/releases", "Releases"),
    ],
    R + "/-/tree/main": [
        ("/-/blob/main/README.md", "README.md"),
        ("/-/blob/main/src/client.py", "client.py"),
    ],
    R + "/-/issues": [("/-/issues/1", "#1 Timeouts"), ("/-/issues/2", "#2 Docs")],
    R + "/-/commits/main": [("/-/commit/abc1234", "Fix timeouts")],
    R + "/-/releases": [("/-/archive/v1.0/memento-tools-v1.0.tar.gz", "Source (tar.gz)")],
    R + "/-/blob/main/README.md": [],
    R + "/-/blob/main/src/client.py": [],
    R + "/-/issues/1": [],
    R + "/-/issues/2": [],
    R + "/-/commit/abc1234": [],
}
TARBALL = R + "/-/archive/v1.0/memento-tools-v1.0.tar.gz"


def _page(path: str, items: list[tuple[str, str]]) -> str:
    body = f"""<p class="crumbs"><a href="/lab-group">lab-group</a> / <a href="{R}">memento-tools</a></p>
<h1>{path.rsplit("/", 1)[-1]}</h1>{links([(R + h, t) for h, t in items])}
<p>Maintainer: <a href="/alice">Alice</a>. See also <a href="/lab-group/other-tool">other-tool</a>.</p>"""
    return P.page(path.rsplit("/", 1)[-1], body)


def build() -> list[Site]:
    pages: dict[str, object] = {p: _page(p, items) for p, items in PAGES.items()}
    pages[TARBALL] = data(b"\x1f\x8b tarball", "application/gzip")
    pages["/lab-group"] = P.page(
        "lab-group", links([(R, "memento-tools"), ("/lab-group/other-tool", "other-tool")])
    )
    pages["/alice"] = P.page("Alice", "<h1>Alice</h1>")
    return [P.site(pages)]  # type: ignore[arg-type]


CASE = Case(
    "software project",
    "GitLab.com",
    "Multi-Hop",
    "path_based",
    ENTRY,
    frozenset({P.url(p) for p in [*PAGES, TARBALL]}),
    build,
    others=frozenset(),
)
