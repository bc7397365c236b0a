"""Shared pieces of heldout120's mock anthropology and museum-of-cultures portals."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import Response
from sites.portals._portal import Portal

SUFFIX = "hx120.example"


def host(name: str, org: str) -> str:
    return f"{name}.{org}.{SUFFIX}"


def a(href: str, text: str, **attrs: str) -> str:
    extra = "".join(f' {k.rstrip("_")}="{escape(v)}"' for k, v in attrs.items())
    return f'<a href="{escape(href)}"{extra}>{escape(text)}</a>'


def ul(items: Iterable[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{a(h, t)}</li>" for h, t in items) + "</ul>"


def dl(rows: Sequence[tuple[str, str]]) -> str:
    """A metadata table: values are already HTML."""
    return "<dl>" + "".join(f"<dt>{escape(k)}</dt><dd>{v}</dd>" for k, v in rows) + "</dl>"


def txt(body: str) -> Response:
    return Response.text(body)


def xml(body: str) -> Response:
    return Response.text(body, content_type="application/xml; charset=utf-8")


def json_(body: str) -> Response:
    return Response.text(body, content_type="application/json")


def pdf_(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def jpg() -> Response:
    # a PNG body is enough for an image the crawler only stores
    return Response.data(png(16, 12, (150, 110, 70)), "image/jpeg")


def binary(ctype: str, size: int = 256) -> Response:
    return Response.data(bytes(range(256)) * (size // 256 + 1), ctype)


def link_header(*rels: tuple[str, str, str | None]) -> str:
    """An HTTP Link header from (uri, rel, type or None)."""
    parts = []
    for uri, rel, ctype in rels:
        p = f'<{uri}> ; rel="{rel}"'
        if ctype:
            p += f' ; type="{ctype}"'
        parts.append(p)
    return " , ".join(parts)


def signposted(body: str, *rels: tuple[str, str, str | None]) -> Response:
    return Response.html(body, headers=[("Link", link_header(*rels))])


def simple(portal: Portal, title: str, text: str = "") -> str:
    """A plain page in the portal's chrome (other artifacts, listings, profiles)."""
    return portal.page(title, f"<h1>{escape(title)}</h1><p>{escape(text)}</p>")
