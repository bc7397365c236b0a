"""Shared chrome and helpers of the heldout103 portals (sports science and kinesiology).

`make_portal` builds a `Portal` with a cookie banner, an analytics script from a CDN and a
footer; `build_site` serves the record pages plus a chrome page for every same-host menu,
footer, login, sign-up, search and help link, so every link a portal prints answers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal, data

ANALYTICS = (
    '<script async src="http://cdn.statpulse.test/tag.js?id={tag}"></script>'
    '<link rel="preconnect" href="http://fonts.glyphcdn.test">'
)
COOKIES = (
    '<div class="cookie-banner" role="dialog"><p>We use cookies to measure traffic. '
    '<a href="/privacy">Read our privacy notice</a>.</p><button>Accept</button></div>'
)


def make_portal(
    host: str,
    name: str,
    menu: Sequence[tuple[str, str]],
    *,
    footer: Sequence[tuple[str, str]] = (),
    title_format: str = "{title} | {name}",
    home_title: str | None = None,
) -> Portal:
    """A portal whose footer always carries the privacy, terms and contact pages."""
    foot = [*footer, ("/privacy", "Privacy"), ("/terms", "Terms of use"), ("/contact", "Contact")]
    return Portal(
        host,
        name,
        menu,
        footer=foot,
        title_format=title_format,
        home_title=home_title,
        home_main=f"<h1>{escape(name)}</h1><p>Research outputs in sport and exercise science.</p>",
    )


def head(tag: str) -> str:
    return ANALYTICS.format(tag=tag)


def shell(p: Portal, title: str, main: str, *, share: str | None = None, raw: bool = False) -> str:
    """A portal page with the cookie banner and the analytics tag."""
    return p.page(
        title, COOKIES + main, head=head(p.host.split(".")[1]), share=share, raw_title=raw
    )


def chrome_pages(p: Portal) -> dict[str, PageValue]:
    """A page for every same-host chrome link the portal prints."""
    paths = [h for h, _ in [*p.menu, *p.footer] if h.startswith("/")]
    paths += ["/login", "/signup", "/search", "/help", "/privacy"]
    out: dict[str, PageValue] = {}
    for path in paths:
        if path == "/" or path in out:
            continue
        label = path.strip("/").replace("-", " ").replace("/", " ").title() or "Home"
        out[path] = shell(p, label, f"<h1>{escape(label)}</h1><p>{escape(p.name)}.</p>")
    return out


def build_site(p: Portal, pages: Mapping[str, PageValue]) -> Site:
    return p.site({**chrome_pages(p), **pages})


def csv(text: str) -> Response:
    return data(text, "text/csv")


def jsondoc(text: str) -> Response:
    return data(text, "application/json")


def xmldoc(text: str) -> Response:
    return data(text, "application/xml")


def binary(kind: str, size: int = 64) -> Response:
    """Opaque bytes of a binary format (C3D, ZIP, MP4...) that contain no title text."""
    return data(bytes((i * 37) % 251 for i in range(size)), kind)


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def with_links(body: str, links: Sequence[str]) -> Response:
    """An HTML answer with a Signposting Link header."""
    return Response.html(body, headers=[("Link", ", ".join(links))])
