"""Shared chrome for the heldout89 space-science portals: cookie banners, analytics, CDN
assets, sidebars, citation exports, and a served page behind every same-host chrome link.

`Portal` (from the portal kit) draws the menu, search, login and footer; `frame()` adds what
archive software of this theme prints around a record; `site()` serves the record pages
plus one chrome page for every menu, footer and account link so no same-host link is dead.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal

SUFFIX = "hx89.example"
ACCOUNT = ("/login", "/signup", "/search", "/help")


def host(name: str, org: str) -> str:
    """`<name>.<org>.hx89.example`: each org its own registrable domain."""
    return f"{name}.{org}.{SUFFIX}"


def portal(
    hostname: str,
    name: str,
    menu: Sequence[tuple[str, str]],
    footer: Sequence[tuple[str, str]],
    *,
    title_format: str = "{title} | {name}",
    home_title: str | None = None,
) -> Portal:
    home = f"<h1>{escape(name)}</h1><p>Browse the holdings from the menu above.</p>"
    return Portal(
        hostname,
        name,
        menu,
        footer,
        title_format=title_format,
        home_title=home_title,
        home_main=home,
    )


def frame(
    p: Portal,
    title: str,
    main: str,
    *,
    sidebar: str = "",
    head: str = "",
    share: str | None = None,
    raw_title: bool = False,
) -> str:
    """A record page: cookie banner, analytics tag and CDN font around `main` and a sidebar."""
    extra_head = (
        '<link rel="stylesheet" href="http://fonts.starcdn.test/css/inter.css">'
        f'<script async src="http://metrics.orbitstat.test/tag.js?site={escape(p.host)}"></script>'
        + head
    )
    banner = (
        '<div id="cookie-consent" role="dialog"><p>We use cookies to measure archive use. '
        '<a href="/privacy">Privacy notice</a> <button>Accept</button></p></div>'
    )
    aside = f'<aside class="sidebar">{sidebar}</aside>' if sidebar else ""
    return p.page(title, banner + main + aside, head=extra_head, share=share, raw_title=raw_title)


def chrome_pages(p: Portal) -> dict[str, PageValue]:
    """One page for every same-host link the chrome prints (menu, footer, account links)."""
    out: dict[str, PageValue] = {}
    items = [*p.menu, *p.footer, *((h, h.strip("/").title()) for h in ACCOUNT)]
    items.append(("/privacy", "Privacy notice"))
    for href, label in items:
        if not href.startswith("/") or href in out:
            continue
        body = f"<h1>{escape(label)}</h1><p>{escape(p.name)}: {escape(label)}.</p>"
        out[href] = p.page(label, body)
    return out


def site(p: Portal, pages: Mapping[str, PageValue]) -> Site:
    return p.site({**chrome_pages(p), **pages})


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def image(rgb: tuple[int, int, int] = (120, 60, 30), size: int = 16) -> Response:
    return Response.data(png(size, size, rgb), "image/png")


def binary(seed: str, n: int = 256) -> Response:
    """Deterministic opaque bytes standing in for a binary data product."""
    raw = (seed.encode() * (n // max(1, len(seed)) + 1))[:n]
    return Response.data(raw, "application/octet-stream")


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    lis = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f"<ul{c}>{lis}</ul>"


def table(rows: Sequence[tuple[str, str]]) -> str:
    body = "".join(f"<tr><th>{escape(k)}</th><td>{v}</td></tr>" for k, v in rows)
    return f'<table class="meta">{body}</table>'
