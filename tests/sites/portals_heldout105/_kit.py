"""Shared chrome and helpers of heldout105's astronomy portals.

Owns what every portal of the set prints around a record: a cookie banner, an analytics
script and a CDN script (embedded, never linked), a chrome page for every menu, footer and
account link, and small realistic files (FITS with an ASCII header, CSV, plain text).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal

SUFFIX = "hx105.example"


def host(name: str, org: str) -> str:
    """`<name>.<org>.hx105.example`: each org its own registrable domain."""
    return f"{name}.{org}.{SUFFIX}"


def head(cdn: str) -> str:
    """Analytics and CDN scripts: embedded resources (src), not links."""
    return (
        f'<script src="http://{cdn}/libs/jquery-3.7.1.min.js"></script>'
        f'<script async src="http://{cdn}/stats/collect.js?site=astro"></script>'
    )


COOKIES = (
    '<div class="cookie-banner" role="dialog">We use cookies to keep you signed in and '
    'to count visits. <a href="/privacy">Privacy policy</a> <button>Accept</button></div>'
)


def chrome_pages(portal: Portal, pages: Mapping[str, PageValue]) -> dict[str, PageValue]:
    """A chrome page for every menu, footer and account link the portal prints, unless the
    portal serves that path itself (a real portal answers every link it prints)."""
    paths = [h for h, _ in portal.menu] + [h for h, _ in portal.footer]
    paths += ["/login", "/signup", "/help", "/search", "/privacy"]
    out: dict[str, PageValue] = {}
    for path in paths:
        if not path.startswith("/") or path in pages or path == "/":
            continue
        label = next((t for h, t in [*portal.menu, *portal.footer] if h == path), None)
        label = label or path.strip("/").replace("-", " ").capitalize()
        out[path] = portal.page(
            label,
            f"<h1>{escape(label)}</h1><p>{escape(label)} of {escape(portal.name)}.</p>{COOKIES}",
        )
    return out


def site(portal: Portal, pages: Mapping[str, PageValue]) -> Site:
    """The portal's site: its record pages plus chrome pages for every chrome link."""
    return portal.site({**chrome_pages(portal, pages), **pages})


def fits(cards: Sequence[tuple[str, str]]) -> Response:
    """A minimal FITS primary header (80-char cards in a 2880-byte block) and no data."""
    lines = [
        "SIMPLE  =                    T",
        "BITPIX  =                    8",
        "NAXIS   =                    0",
    ]
    lines += [f"{k:<8}= '{v}'" for k, v in cards]
    lines.append("END")
    block = "".join(line[:80].ljust(80) for line in lines)
    block = block.ljust(((len(block) + 2879) // 2880) * 2880)
    return Response.data(block.encode("ascii"), "application/fits")


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )
