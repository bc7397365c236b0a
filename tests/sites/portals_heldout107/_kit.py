"""Small helpers shared by heldout107's portals: hosts, anchors, files, Link headers."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import Response
from sites.portals._portal import data

SUFFIX = "hx107.example"


def host(name: str, org: str) -> str:
    return f"{name}.{org}.{SUFFIX}"


def a(href: str, text: str, **attrs: str) -> str:
    extra = "".join(f' {k.rstrip("_")}="{escape(v)}"' for k, v in attrs.items())
    return f'<a href="{escape(href)}"{extra}>{escape(text)}</a>'


def ul(items: Iterable[str], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def dl(pairs: Sequence[tuple[str, str]]) -> str:
    """A metadata table as many repositories render it (values already HTML)."""
    return "<dl>" + "".join(f"<dt>{escape(k)}</dt><dd>{v}</dd>" for k, v in pairs) + "</dl>"


def pdf_file(title: str, *lines: str) -> Response:
    return data(pdf(title, list(lines)), "application/pdf")


def csv_file(text: str) -> Response:
    return data(text, "text/csv; charset=utf-8")


def text_file(text: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return data(text, ctype)


def jpeg_like() -> Response:
    """An image file (a PNG, served as what it is)."""
    return data(png(16, 12, (120, 100, 60)), "image/png")


def audio(label: str) -> Response:
    """A stand-in audio file: an ID3 header and a label (never decoded by the checks)."""
    return data(b"ID3\x03\x00\x00\x00\x00\x00\x00" + label.encode(), "audio/mpeg")


def zipped(label: str) -> Response:
    return data(b"PK\x05\x06" + b"\x00" * 18 + label.encode(), "application/zip")


def link_header(links: Sequence[tuple[str, str, str | None]]) -> str:
    """An HTTP Link header value from (target, rel, type) triples."""
    parts = []
    for target, rel, ctype in links:
        part = f'<{target}> ; rel="{rel}"'
        if ctype:
            part += f' ; type="{ctype}"'
        parts.append(part)
    return " , ".join(parts)


def link_elements(links: Sequence[tuple[str, str, str | None]]) -> str:
    """The same typed links as HTML <link> elements (for the page head)."""
    out = []
    for target, rel, ctype in links:
        t = f' type="{escape(ctype)}"' if ctype else ""
        out.append(f'<link rel="{escape(rel)}" href="{escape(target)}"{t}>')
    return "".join(out)
