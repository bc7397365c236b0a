"""Shared chrome for heldout73's medicine and public-health portals.

`portal()` wraps the portal kit's `Portal` so that every same-host link its chrome prints
(menu, footer, login, sign-up, search, help, cookie and privacy notices) answers with a
chrome page, as a real portal does; `wrap()` adds what real health portals put around a
record: a cookie banner, an analytics script and a CDN font sheet.  `txt`, `csv`, `pdfr`
build file responses.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal, data

SUFFIX = "hx73.example"
ANALYTICS = (
    '<script async src="http://metrics.pulsecount.test/tag.js?site={host}"></script>'
    '<link rel="stylesheet" href="http://fonts.cdnbay.test/css?family=Source+Sans">'
)
BANNER = (
    '<div class="cookie-consent" role="dialog"><p>We use cookies to understand how our '
    'pages are used. <a href="/privacy">Privacy notice</a> <a href="/cookies">Cookie '
    "settings</a></p><button>Accept all</button></div>"
)


def portal(
    host: str,
    name: str,
    menu: Sequence[tuple[str, str]],
    footer: Sequence[tuple[str, str]] = (),
    *,
    title_format: str = "{title} | {name}",
    home_title: str | None = None,
    home_main: str = "",
) -> Portal:
    """A Portal whose every chrome link is served by a chrome page."""
    foot = [
        *footer,
        ("/privacy", "Privacy"),
        ("/cookies", "Cookies"),
        ("/accessibility", "Accessibility"),
    ]
    p = Portal(
        host,
        name,
        menu,
        foot,
        title_format=title_format,
        home_title=home_title,
        home_main=home_main,
    )
    extra: dict[str, PageValue] = {}
    for path, label in [
        *menu,
        *foot,
        ("/login", "Log in"),
        ("/signup", "Sign up"),
        ("/search", "Search"),
        ("/help", "Help"),
    ]:
        if path.startswith("/") and path != "/":
            extra[path] = wrap(
                p, label, f"<h1>{escape(label)}</h1><p>{escape(name)} — {escape(label)}.</p>"
            )
    p.extra = extra
    return p


def wrap(
    p: Portal,
    title: str,
    main: str,
    *,
    head: str = "",
    share: str | None = None,
    raw_title: bool = False,
) -> str:
    """A chrome page with cookie banner, analytics and CDN fonts."""
    return p.page(
        title,
        BANNER + main,
        head=ANALYTICS.format(host=p.host) + head,
        share=share,
        raw_title=raw_title,
    )


def site(p: Portal, pages: Mapping[str, PageValue]) -> Site:
    return p.site(pages)


def txt(body: str) -> Response:
    return data(body, "text/plain; charset=utf-8")


def csv(body: str) -> Response:
    return data(body, "text/csv; charset=utf-8")


def pdfr(title: str, *lines: str) -> Response:
    return data(pdf(title, list(lines)), "application/pdf")


def dl(items: Sequence[tuple[str, str]], cls: str = "files") -> str:
    """A list of links with a class, as a file table or sidebar."""
    rows = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f'<ul class="{cls}">{rows}</ul>'


def meta(pairs: Sequence[tuple[str, str]]) -> str:
    rows = "".join(f"<dt>{escape(k)}</dt><dd>{escape(v)}</dd>" for k, v in pairs)
    return f'<dl class="item-meta">{rows}</dl>'
