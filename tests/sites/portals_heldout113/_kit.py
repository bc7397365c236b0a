"""Shared pieces of heldout113's portals: the host suffix, file bodies and small markup helpers.

Every portal keeps its own chrome (a `Portal`), so a menu, search form, login, footer and
site-wide CSS/JS/logo surround each artifact; the helpers here only make bodies (PDF, CSV,
JSON, XML, text) and the repeated bits of markup.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from html import escape

from keepnet.testweb.assets import pdf as _pdf
from keepnet.testweb.site import Response

SUFFIX = "hx113.example"


def host(name: str, org: str) -> str:
    return f"{name}.{org}.{SUFFIX}"


def pdf(title: str, *lines: str) -> Response:
    return Response.data(_pdf(title, list(lines) or ["Full text."]), "application/pdf")


def csv(header: str, *rows: str) -> Response:
    body = "\n".join([header, *rows]) + "\n"
    return Response.data(body.encode(), "text/csv; charset=utf-8")


def zipped(name: str) -> Response:
    # a stored (uncompressed) one-entry ZIP would do; opaque bytes are enough here
    return Response.data(b"PK\x03\x04" + name.encode() + b"\x00" * 64, "application/zip")


def as_json(obj: object, ctype: str = "application/json") -> Response:
    return Response.data(json.dumps(obj, indent=1).encode(), ctype)


def xml(body: str, ctype: str = "application/xml") -> Response:
    return Response.data(('<?xml version="1.0" encoding="UTF-8"?>\n' + body).encode(), ctype)


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode(), ctype)


def a(href: str, label: str, **attrs: str) -> str:
    extra = "".join(f' {k.rstrip("_").replace("_", "-")}="{escape(v)}"' for k, v in attrs.items())
    return f'<a href="{escape(href)}"{extra}>{escape(label)}</a>'


def ul(items: Sequence[str], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def dl(pairs: Sequence[tuple[str, str]], cls: str = "") -> str:
    """A definition list; values are raw HTML (escape text yourself)."""
    c = f' class="{cls}"' if cls else ""
    return f"<dl{c}>" + "".join(f"<dt>{escape(k)}</dt><dd>{v}</dd>" for k, v in pairs) + "</dl>"


def meta(name: str, content: str, attr: str = "name") -> str:
    return f'<meta {attr}="{escape(name)}" content="{escape(content)}">'


def link_header(*links: tuple[str, str, str]) -> str:
    """An HTTP Link header value from (target, rel, type or "") triples."""
    parts = []
    for target, rel, ctype in links:
        p = f'<{target}> ; rel="{rel}"'
        if ctype:
            p += f' ; type="{ctype}"'
        parts.append(p)
    return " , ".join(parts)
