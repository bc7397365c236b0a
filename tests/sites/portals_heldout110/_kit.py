"""Shared pieces of heldout110's mock portals: file answers, signposting headers, bare pages.

Portal chrome comes from the portal kit (`sites.portals._portal.Portal`); this module only
adds what several families here need: PDFs and text files that carry a title (the
significant-string cases), HTTP ``Link`` headers (the signposting cases) and chrome-less
hand-made pages.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import Response
from sites.portals._portal import Portal, data

HX = "hx110.example"


def host(name: str, org: str) -> str:
    return f"{name}.{org}.{HX}"


def pdf_file(title: str, *lines: str) -> Response:
    return data(pdf(title, list(lines) or ["Full text."]), "application/pdf")


def text_file(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return data(body, ctype)


def csv_file(*rows: str) -> Response:
    return data("\n".join(rows) + "\n", "text/csv")


def image_file() -> Response:
    return data(png(16, 12, (200, 180, 160)), "image/png")


def binary(kind: str, size: int = 256) -> Response:
    """Opaque media/archives (video, zip, xlsx): bytes that carry no title."""
    return data(bytes((i * 37) % 251 for i in range(size)), kind)


def signposted(body: str, links: Sequence[tuple[str, str, str]]) -> Response:
    """An HTML page answered with an HTTP Link header: (target, rel, type) triples."""
    value = ", ".join(f'<{u}>; rel="{rel}"' + (f'; type="{t}"' if t else "") for u, rel, t in links)
    return Response.html(body, headers=[("Link", value)])


def bare(title: str, body: str, style: str = "") -> str:
    """A hand-made page: no menu, no search, no site-wide CSS file (inline style only)."""
    css = f"<style>{style}</style>" if style else ""
    return (
        f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{escape(title)}</title>{css}</head>\n<body>{body}</body></html>\n"
    )


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def other(portal: Portal, title: str, text: str = "") -> str:
    """Another artifact or a listing on the same portal (served, never in a truth)."""
    return portal.page(title, f"<h1>{escape(title)}</h1><p>{escape(text or title)}</p>")
