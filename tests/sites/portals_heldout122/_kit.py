"""Shared helpers of heldout122: bare hand-made pages, typed data files, Link headers."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import Response
from sites.portals._portal import Portal, data

__all__ = [
    "Portal",
    "bare",
    "blob",
    "csv",
    "jpg",
    "link_header",
    "pdf_file",
    "head_links",
    "signposted",
    "txt",
    "xml",
]


def bare(title: str, body: str, head: str = "") -> str:
    """A hand-made page of the 1990s-2000s kind: no stylesheet, no menu, no footer."""
    return (
        '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n'
        f"<html><head><title>{escape(title)}</title>{head}</head>\n"
        f'<body bgcolor="#ffffff">\n{body}\n</body></html>\n'
    )


def txt(text: str) -> Response:
    return data(text, "text/plain; charset=utf-8")


def csv(text: str) -> Response:
    return data(text, "text/csv; charset=utf-8")


def xml(text: str) -> Response:
    return data(text, "application/xml")


def pdf_file(title: str, *lines: str) -> Response:
    return data(pdf(title, list(lines)), "application/pdf")


def jpg(seed: int = 0) -> Response:
    # A small PNG served under an image name; the bytes are a real image either way.
    return data(png(16, 12, (200, 220 - seed % 50, 240)), "image/png")


def blob(name: str, ctype: str = "application/octet-stream") -> Response:
    """Opaque binary data (netCDF, HDF5, zip, tar.gz): no text a title could match."""
    return data(b"\x89HDF\r\n\x1a\n\x00\x00" + name.encode() + bytes(range(256)) * 4, ctype)


def link_header(links: Sequence[tuple[str, str, str | None]]) -> str:
    """An RFC 8288 Link header from (target, rel, type or None)."""
    parts = []
    for target, rel, ctype in links:
        p = f'<{target}> ; rel="{rel}"'
        if ctype:
            p += f' ; type="{ctype}"'
        parts.append(p)
    return " , ".join(parts)


def signposted(body: str, links: Sequence[tuple[str, str, str | None]]) -> Response:
    """An HTML landing page carrying FAIR Signposting in its HTTP Link header."""
    return Response.html(body, headers=[("Link", link_header(links))])


def head_links(links: Sequence[tuple[str, str, str | None]]) -> str:
    """The same signposts as HTML <link> elements (the spec's second channel)."""
    out = []
    for target, rel, ctype in links:
        t = f' type="{escape(ctype)}"' if ctype else ""
        out.append(f'<link rel="{escape(rel)}" href="{escape(target)}"{t}>')
    return "".join(out)
