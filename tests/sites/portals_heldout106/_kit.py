"""Shared chrome and helpers of heldout106's mock architecture and planning portals.

Every portal here wraps `sites.portals._portal.Portal`: on top of its menu, search, login
and footer, each page gets a cookie banner, a third-party analytics script and a CDN script
(embedded, never links), and `chrome_pages` serves a page for every same-host chrome link
a portal prints (menu, footer, login, sign-up, search, help), as a real portal answers
every link it shows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from keepnet.testweb.site import PageValue, Response
from sites.portals._portal import Portal

ANALYTICS = (
    '<script async src="http://tags.pixelcount.test/pc.js?site={site}"></script>'
    '<script src="http://cdn.libstatic.test/jquery/3.7.1/jquery.min.js"></script>'
)


def head(site: str, extra: str = "") -> str:
    """Embedded third-party scripts every page loads (analytics, CDN), plus `extra`."""
    return ANALYTICS.format(site=escape(site)) + extra


def banner(policy: str = "/privacy") -> str:
    """The cookie-consent banner; its policy link is one of the portal's footer links."""
    return (
        '<div class="cookie-consent" role="dialog"><p>We use cookies for sign-in and '
        f'anonymous usage statistics. <a href="{escape(policy)}">Read our policy</a>.</p>'
        "<button>Accept</button> <button>Reject</button></div>"
    )


def render(portal: Portal, title: str, main: str, *, extra_head: str = "", **kw: object) -> str:
    """A portal page with the set's extra chrome (banner, analytics)."""
    return portal.page(
        title,
        banner() + main,
        head=head(portal.host, extra_head),
        **kw,  # type: ignore[arg-type]
    )


def chrome_pages(portal: Portal, extra: Sequence[tuple[str, str]] = ()) -> dict[str, PageValue]:
    """A plain page for each same-host chrome link (menu, footer, account, search, help)."""
    items = [
        *portal.menu,
        *portal.footer,
        ("/login", "Log in"),
        ("/signup", "Create an account"),
        ("/search", "Search"),
        ("/help", "Help"),
        *extra,
    ]
    pages: dict[str, PageValue] = {}
    for href, text in items:
        if href.startswith("/") and href != "/" and href not in pages:
            pages[href] = render(
                portal, text, f"<h1>{escape(text)}</h1><p>{escape(text)} at {portal.name}.</p>"
            )
    return pages


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def anchors(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def merge(*parts: Mapping[str, PageValue]) -> dict[str, PageValue]:
    out: dict[str, PageValue] = {}
    for p in parts:
        out.update(p)
    return out
