"""Shared helpers of heldout116: response makers and the host suffix."""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import Response
from sites.portals._portal import data

SUFFIX = "hx116.example"


def host(name: str, org: str) -> str:
    return f"{name}.{org}.{SUFFIX}"


def a(href: str, text: str) -> str:
    return f'<a href="{escape(href)}">{escape(text)}</a>'


def ul(items: list[tuple[str, str]]) -> str:
    return "<ul>" + "".join(f"<li>{a(h, t)}</li>" for h, t in items) + "</ul>"


def pdf_doc(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def image(rgb: tuple[int, int, int] = (120, 80, 40)) -> Response:
    return Response.data(png(16, 12, rgb), "image/png")


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return data(body, ctype)


def html_with_links(body: str, link_header: str) -> Response:
    """An HTML answer carrying a (Signposting) Link header."""
    return Response.html(body, headers=[("Link", link_header)])


def signposts(*pairs: tuple[str, str, str | None]) -> str:
    """A Link header from (target, rel, type or None) triples."""
    out = []
    for target, rel, ctype in pairs:
        out.append(f'<{target}>; rel="{rel}"' + (f'; type="{ctype}"' if ctype else ""))
    return ", ".join(out)
