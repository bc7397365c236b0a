"""Shared chrome and helpers of heldout90's public-health portals: head extras (analytics,
CDN scripts, cookie banner), a chrome site that answers every menu, footer and account link
it prints, and small file bodies (CSV, PDF, JSON) made in code."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal, data

ACCOUNT = ("/login", "/signup", "/help")


def head(org: str) -> str:
    """Analytics and CDN scripts (script src: embedded, never an artifact link)."""
    return (
        f'<script src="http://cdn.jsdelivr.test/npm/alpinejs@3/dist/cdn.min.js" defer></script>'
        f'<script async src="http://matomo.{escape(org)}-stats.test/matomo.js"></script>'
        '<meta name="viewport" content="width=device-width">'
    )


COOKIES = (
    '<div class="cookie-banner" role="dialog"><p>We use cookies to measure site use.</p>'
    '<button data-consent="all">Accept all</button> <button data-consent="none">Only necessary'
    "</button></div>"
)


def chrome_site(portal: Portal, pages: Mapping[str, PageValue]) -> Site:
    """The portal's site: `pages` plus a chrome page for every menu, footer and account link."""
    extra: dict[str, PageValue] = {}
    for path, label in [*portal.menu, *portal.footer, *((p, p[1:].title()) for p in ACCOUNT)]:
        if path.startswith("/") and path != "/" and path not in pages:
            extra[path.split("#")[0]] = portal.page(
                label, f"<h1>{escape(label)}</h1><p>{escape(portal.name)}: {escape(label)}.</p>"
            )
    extra["/search"] = portal.page("Search", "<h1>Search</h1><p>Type a query above.</p>")
    return portal.site({**extra, **pages})


def csv(*rows: Sequence[object]) -> Response:
    return data("\n".join(",".join(str(c) for c in r) for r in rows) + "\n", "text/csv")


def pdf_file(title: str, *lines: str) -> Response:
    return data(pdf(title, list(lines)), "application/pdf")


def json_file(obj: object, ctype: str = "application/json") -> Response:
    return data(json.dumps(obj, indent=1), ctype)


def binary(tag: str, size: int = 512) -> Response:
    """An opaque download (zip, xlsx, sav...) that carries no title text."""
    seed = tag.encode()
    body = (b"PK\x03\x04" + bytes((i * 37 + len(seed)) % 251 for i in range(size)))[:size]
    return data(body, "application/octet-stream")


def anchors(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    lis = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f"<ul{c}>{lis}</ul>"
