"""Shared chrome and helpers of heldout69's mock psychology / neuroscience portals.

Owns what every heldout69 portal page carries around its artifact: a cookie banner, an
analytics script, chrome pages for every menu and footer link (a real portal answers every
link it prints), and small file-making helpers.  No portal-specific markup lives here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal, data

# Embedded tracking script only (a <script src>, never an <a>/<link>): analytics are
# embedded resources, not links a boundary heuristic would follow.
TRACKER = (
    '<script async src="http://tag.neurometrics-analytics.test/collect.js"></script>'
    "<script>window.dataLayer=window.dataLayer||[];</script>"
)
COOKIE = (
    '<div class="cookie-banner" role="dialog">We use cookies to keep you signed in and to '
    'count visits. <a href="/privacy">Privacy policy</a> <button>Accept</button></div>'
)
FOOTER: tuple[tuple[str, str], ...] = (
    ("/about", "About"),
    ("/privacy", "Privacy"),
    ("/terms", "Terms of use"),
    ("/contact", "Contact"),
)
ALWAYS = ("/login", "/signup", "/help", "/search")


def portal(
    host: str,
    name: str,
    menu: Sequence[tuple[str, str]],
    *,
    footer: Sequence[tuple[str, str]] = FOOTER,
    title_format: str = "{title} | {name}",
    home_title: str | None = None,
    home_main: str = "",
) -> Portal:
    """A Portal with the heldout69 defaults (footer, title shape)."""
    return Portal(
        host,
        name,
        menu,
        footer,
        title_format=title_format,
        home_title=home_title,
        home_main=home_main or f"<h1>Welcome to {escape(name)}</h1><p>Open research.</p>",
    )


def page(
    p: Portal,
    title: str,
    main: str,
    *,
    share: str | None = None,
    raw_title: bool = False,
    head: str = "",
) -> str:
    """A portal page with cookie banner and analytics around `main`."""
    return p.page(title, COOKIE + main, head=TRACKER + head, share=share, raw_title=raw_title)


def chrome_pages(p: Portal) -> dict[str, PageValue]:
    """A page for every same-host menu, footer and header link of the portal."""
    out: dict[str, PageValue] = {}
    for href, label in [*p.menu, *p.footer, *((a, a.strip("/").title()) for a in ALWAYS)]:
        if href.startswith("/") and href != "/":
            path = href.split("?", 1)[0]
            out.setdefault(
                path, page(p, label, f"<h1>{escape(label)}</h1><p>{escape(p.name)} — {label}.</p>")
            )
    return out


def site(p: Portal, pages: Mapping[str, PageValue]) -> Site:
    """The portal's site: homepage, assets, 404 page, chrome pages and `pages`."""
    return p.site({**chrome_pages(p), **pages})


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def txt(body: str) -> Response:
    return data(body, "text/plain; charset=utf-8")


def blob(seed: str, size: int = 256) -> Response:
    """Opaque binary content (a zip/NIfTI/EDF stand-in) that contains no readable title."""
    raw = bytes((ord(c) * 7 + i) % 251 for i, c in enumerate((seed * size)[:size]))
    return data(b"\x00\x01" + raw, "application/octet-stream")
