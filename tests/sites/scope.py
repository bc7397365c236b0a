"""The scope web: example.test, www.example.test, sub.example.test, example.test:8080, other.test.

Built so that each scope type (keepnet.scope.rules) has a different expected URL set for
the seed SCOPE_SEED = http://example.test/dir/start.html (prefix http://(test,example,)/dir/),
with unlimited hops and the default transclusion limit.  Link graph (E = embed):

    example.test/dir/start.html -> /dir/a.html, /dir/sub/b.html, /other/c.html,
                                   www.example.test/w.html, sub.example.test/s.html,
                                   other.test/o.html;  E /img/logo.png, E other.test/cdn/widget.js
    example.test/dir/a.html     -> /dir/a2.html, /elsewhere/d.html, /dirt/x.html;  E /dir/img/a.png
    example.test/dir/a2.html    -> /dir/start.html
    example.test/dir/sub/b.html -> example.test:8080/port.html
    example.test/other/c.html   -> /other/c2.html
    example.test/elsewhere/d.html -> /elsewhere/d2.html
    www.example.test/w.html     -> /w2.html, other.test/o2.html;  E /img/w.png
    sub.example.test/s.html     -> /s2.html
    other.test/o.html           -> /o2.html
    (c2, d2, x, w2, s2, o2, port are leaves)

SCOPE_PAGES[scope] is the set of HTML pages a crawl of that scope fetches, SCOPE_EMBEDS[scope]
the embeds it fetches with them; SCOPE_EXPECTED[scope] is their union.  robots.txt fetches
(every host answers 404) are not in these sets: filter them out before comparing.
("/dirt/x.html" checks that the prefix /dir/ is not a string prefix match; port.html that
host scope includes the port.)
"""

from __future__ import annotations

from keepnet.testweb.assets import png
from keepnet.testweb.site import Response, Site

E = "http://example.test"
W = "http://www.example.test"
S = "http://sub.example.test"
O = "http://other.test"  # noqa: E741
P = "http://example.test:8080"
SCOPE_SEED = f"{E}/dir/start.html"
SCOPES = ("page", "page+", "prefix", "prefix+", "host", "domain")

# page URL -> (navigation links, embeds)
GRAPH: dict[str, tuple[list[str], list[str]]] = {
    SCOPE_SEED: (
        [
            f"{E}/dir/a.html",
            f"{E}/dir/sub/b.html",
            f"{E}/other/c.html",
            f"{W}/w.html",
            f"{S}/s.html",
            f"{O}/o.html",
        ],
        [f"{E}/img/logo.png", f"{O}/cdn/widget.js"],
    ),
    f"{E}/dir/a.html": (
        [f"{E}/dir/a2.html", f"{E}/elsewhere/d.html", f"{E}/dirt/x.html"],
        [f"{E}/dir/img/a.png"],
    ),
    f"{E}/dir/a2.html": ([SCOPE_SEED], []),
    f"{E}/dir/sub/b.html": ([f"{P}/port.html"], []),
    f"{E}/other/c.html": ([f"{E}/other/c2.html"], []),
    f"{E}/other/c2.html": ([], []),
    f"{E}/elsewhere/d.html": ([f"{E}/elsewhere/d2.html"], []),
    f"{E}/elsewhere/d2.html": ([], []),
    f"{E}/dirt/x.html": ([], []),
    f"{W}/w.html": ([f"{W}/w2.html", f"{O}/o2.html"], [f"{W}/img/w.png"]),
    f"{W}/w2.html": ([], []),
    f"{S}/s.html": ([f"{S}/s2.html"], []),
    f"{S}/s2.html": ([], []),
    f"{O}/o.html": ([f"{O}/o2.html"], []),
    f"{O}/o2.html": ([], []),
    f"{P}/port.html": ([], []),
}

_PREFIX = {SCOPE_SEED, f"{E}/dir/a.html", f"{E}/dir/a2.html", f"{E}/dir/sub/b.html"}
_HOST = _PREFIX | {
    f"{E}/other/c.html",
    f"{E}/other/c2.html",
    f"{E}/elsewhere/d.html",
    f"{E}/elsewhere/d2.html",
    f"{E}/dirt/x.html",
}
SCOPE_PAGES: dict[str, frozenset[str]] = {
    "page": frozenset({SCOPE_SEED}),
    "page+": frozenset({SCOPE_SEED, *GRAPH[SCOPE_SEED][0]}),
    "prefix": frozenset(_PREFIX),
    "prefix+": frozenset(
        _PREFIX
        | {
            f"{E}/other/c.html",
            f"{W}/w.html",
            f"{S}/s.html",
            f"{O}/o.html",
            f"{E}/elsewhere/d.html",
            f"{E}/dirt/x.html",
            f"{P}/port.html",
        }
    ),
    "host": frozenset(_HOST),
    "domain": frozenset(
        _HOST | {f"{W}/w.html", f"{W}/w2.html", f"{S}/s.html", f"{S}/s2.html", f"{P}/port.html"}
    ),
}
SCOPE_EMBEDS: dict[str, frozenset[str]] = {
    scope: frozenset(e for page in pages for e in GRAPH[page][1])
    for scope, pages in SCOPE_PAGES.items()
}
SCOPE_EXPECTED: dict[str, frozenset[str]] = {s: SCOPE_PAGES[s] | SCOPE_EMBEDS[s] for s in SCOPES}
SCOPE_ALL_URLS = frozenset({*GRAPH, *(e for _, embeds in GRAPH.values() for e in embeds)})


def _html(url: str, links: list[str], embeds: list[str]) -> str:
    imgs = "".join(f'<img src="{e}" alt="">' for e in embeds if e.endswith(".png"))
    scripts = "".join(f'<script src="{e}"></script>' for e in embeds if e.endswith(".js"))
    items = "".join(f'<li><a href="{h}">{h}</a></li>' for h in links)
    return (
        f"<!doctype html><html><head><title>{url}</title>{scripts}</head>"
        f"<body><h1>{url}</h1>{imgs}<ul>{items}</ul></body></html>"
    )


def build() -> list[Site]:
    sites = {origin: Site(origin.removeprefix("http://")) for origin in (E, W, S, O, P)}

    def site_of(url: str) -> tuple[Site, str]:
        origin = max((o for o in sites if url.startswith(o + "/")), key=len)
        return sites[origin], url.removeprefix(origin)

    for url, (links, embeds) in GRAPH.items():
        site, path = site_of(url)
        site.add(path, _html(url, links, embeds))
        for e in embeds:
            esite, epath = site_of(e)
            body = (
                Response.data(png(3, 3), "image/png")
                if e.endswith(".png")
                else Response.data(b"/* widget */\n", "text/javascript")
            )
            esite.add(epath, body)
    return list(sites.values())
