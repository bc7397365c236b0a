"""Shared chrome and helpers of heldout40's software portals.

Every portal is a `sites.portals._portal.Portal` (menu, search, login, footer, 404 page)
plus what real software portals add around it: a cookie banner, an analytics beacon, and a
served page for every same-host chrome link it prints (menu, footer, login, sign-up, help),
so following any link of a portal never ends on a dangling 404.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal
from sites.portals._portal import case as case  # (re-exported for the modules)

BEACON = "/_t/pulse.js"
# portal host -> the host of its static-asset CDN (scripts and styles only, never links)
CDN = {
    "git.sedgeforge.hx40.example": "static.sedgeforge.hx40.example",
    "hub.tensorharbor.hx40.example": "assets.tensorharbor.hx40.example",
    "www.nodeyard.hx40.example": "static.nodeyard.hx40.example",
}
ANALYTICS = f'<script async src="{BEACON}"></script><meta name="generator" content="forgekit">'


def cookie_banner() -> str:
    """The consent banner most portals print above their content."""
    return (
        '<div class="cookie-consent" role="dialog"><p>We use cookies to keep you signed in '
        'and to count visits. <a href="/privacy">Privacy policy</a></p>'
        "<button>Accept</button><button>Reject</button></div>"
    )


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    """A list of links (href, text)."""
    lis = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f'<ul class="{cls}">{lis}</ul>' if cls else f"<ul>{lis}</ul>"


def chrome_pages(portal: Portal, extra: Sequence[str] = ()) -> dict[str, PageValue]:
    """A plain page for every same-host chrome link: menu, footer, login, sign-up, help."""
    paths = [h for h, _t in (*portal.menu, *portal.footer) if h.startswith("/")]
    paths += ["/login", "/signup", "/help", "/privacy", *extra]
    out: dict[str, PageValue] = {}
    for path in paths:
        if path in ("/",):
            continue
        label = path.strip("/").replace("-", " ").split("?")[0] or "home"
        out[path] = page(
            portal,
            label.title(),
            f"<h1>{escape(label.title())}</h1><p>{escape(portal.name)} — {escape(label)}.</p>",
        )
    return out


def build(portal: Portal, pages: Mapping[str, PageValue], extra_chrome: Sequence[str] = ()) -> Site:
    """The portal's site: homepage, chrome pages, beacon, then the records' pages."""
    all_pages: dict[str, PageValue] = dict(chrome_pages(portal, extra_chrome))
    all_pages[BEACON] = Response.data(b"navigator.sendBeacon&&0;\n", "text/javascript")
    all_pages.update(pages)
    return portal.site(all_pages)


def page(portal: Portal, title: str, main: str, **kw: object) -> str:
    """A portal page with the cookie banner and the analytics beacon."""
    head = ANALYTICS + str(kw.pop("head", ""))
    if portal.host in CDN:
        cdn = f"http://{CDN[portal.host]}/assets"
        head += f'<script src="{cdn}/vendor.js" defer></script><link rel="stylesheet" href="{cdn}/app.css">'

    return portal.page(title, cookie_banner() + main, head=head, **kw)  # type: ignore[arg-type]


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode(), ctype)


def blob(name: str, size: int = 64) -> Response:
    """A binary download (archive, wheel, model weights): deterministic bytes."""
    seed = name.encode()
    data = (seed * (size // max(1, len(seed)) + 1))[:size]
    kind = "application/gzip" if name.endswith((".gz", ".tgz")) else "application/octet-stream"
    if name.endswith(".zip"):
        kind = "application/zip"
    return Response.data(b"\x1f\x8b" + data if kind == "application/gzip" else data, kind)


def cdn_sites(portal: Portal) -> list[Site]:
    """The portal's asset CDN, if it has one."""
    if portal.host not in CDN:
        return []
    return [
        Site(
            CDN[portal.host],
            {
                "/assets/vendor.js": Response.data(b"window.vendor=1;\n", "text/javascript"),
                "/assets/app.css": Response.data(b"main{padding:1em}\n", "text/css"),
            },
        )
    ]
