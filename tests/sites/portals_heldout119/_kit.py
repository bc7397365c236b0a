"""Shared helpers for heldout119 (transport, logistics and mobility-research portals)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import Response
from sites.portals._portal import data

SUFFIX = "hx119.example"


def host(name: str, org: str) -> str:
    return f"{name}.{org}.{SUFFIX}"


def pdf_file(title: str, *lines: str) -> Response:
    return data(pdf(title, list(lines)), "application/pdf")


def csv_file(header: str, *rows: str) -> Response:
    return data("\n".join([header, *rows]) + "\n", "text/csv")


def text_file(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return data(body, ctype)


def bare_page(title: str, body: str, head: str = "") -> str:
    """A page with no portal chrome at all (hand-made or static-generator output)."""
    return (
        f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{escape(title)}</title>{head}</head>\n<body>{body}</body></html>\n"
    )


def signposted(html: str, links: list[tuple[str, str, str]]) -> Response:
    """HTML with signposting Link headers: (uri, rel, type or '')."""
    parts = []
    for uri, rel, ctype in links:
        p = f'<{uri}> ; rel="{rel}"'
        if ctype:
            p += f' ; type="{ctype}"'
        parts.append(p)
    return Response.html(html, headers=[("Link", " , ".join(parts))])


def head_links(links: list[tuple[str, str, str]]) -> str:
    """The same typed links as <link> elements for the HTML head."""
    out = []
    for uri, rel, ctype in links:
        t = f' type="{escape(ctype)}"' if ctype else ""
        out.append(f'<link rel="{escape(rel)}" href="{escape(uri)}"{t}>')
    return "".join(out)
