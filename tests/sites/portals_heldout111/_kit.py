"""Shared bits of heldout111's mock portals: small HTML helpers and file responses.

Every portal of the set is a real kind of translation, linguistics-pedagogy or area-studies
portal; the chrome (menus, search, login, footer, CSS/JS/logo) comes from the kit's
`Portal`, or is written by hand for the hand-made sites that have none.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import Response
from sites.portals._portal import data


def esc(s: str) -> str:
    return escape(s, quote=True)


def a(href: str, text: str, **attrs: str) -> str:
    extra = "".join(f' {k.rstrip("_").replace("_", "-")}="{esc(v)}"' for k, v in attrs.items())
    return f'<a href="{esc(href)}"{extra}>{esc(text)}</a>'


def lis(items: Iterable[str], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def dl(rows: Sequence[tuple[str, str]]) -> str:
    """A metadata table; values are HTML already."""
    return "<dl>" + "".join(f"<dt>{esc(k)}</dt><dd>{v}</dd>" for k, v in rows) + "</dl>"


def link_head(rel: str, href: str, type_: str = "") -> str:
    t = f' type="{esc(type_)}"' if type_ else ""
    return f'<link rel="{esc(rel)}" href="{esc(href)}"{t}>'


def pdf_file(title: str, *lines: str) -> Response:
    return data(pdf(title, list(lines)), "application/pdf")


def txt(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return data(body, ctype)


def xml(body: str) -> Response:
    return data('<?xml version="1.0" encoding="UTF-8"?>\n' + body, "application/xml")


def json_doc(body: str) -> Response:
    return data(body, "application/json")


def jpg() -> Response:
    """An image file (a PNG body; portals often serve thumbnails under odd names)."""
    return data(png(16, 12, (150, 120, 90)), "image/png")


def audio() -> Response:
    """A stand-in audio file: an ID3 header and silent MP3 frames (no title inside)."""
    return data(b"ID3\x03\x00\x00\x00\x00\x00\x0a" + b"\xff\xfb\x90\x00" * 64, "audio/mpeg")


def wav() -> Response:
    body = b"RIFF\x24\x08\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00\x44\xac\x00\x00"
    body += b"\x88\x58\x01\x00\x02\x00\x10\x00data\x00\x08\x00\x00" + b"\x00" * 2048
    return data(body, "audio/wav")


def zipfile_bytes() -> Response:
    return data(b"PK\x05\x06" + b"\x00" * 18, "application/zip")
