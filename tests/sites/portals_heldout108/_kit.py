"""Shared pieces of heldout108's mock portals: a `Skin` (a kit `Portal` with its own page
layout, so each software family renders its own markup), file makers and link helpers."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import Response
from sites.portals._portal import Portal

Layout = Callable[["Skin", str, str, str], str]  # (skin, full title, main, head) -> html


@dataclass
class Skin(Portal):
    """A portal whose pages come from `layout` (the kit's generic chrome when None)."""

    layout: Layout | None = None

    def page(
        self,
        title: str,
        main: str,
        *,
        head: str = "",
        share: str | None = None,
        raw_title: bool = False,
    ) -> str:
        if self.layout is None:
            return super().page(title, main, head=head, share=share, raw_title=raw_title)
        t = title if raw_title else self.title(title)
        return self.layout(self, t, main, head)


def doc(title: str, head: str, body: str, lang: str = "en", body_attrs: str = "") -> str:
    """A whole HTML document."""
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{escape(title)}</title>{head}</head>\n<body{body_attrs}>{body}</body></html>\n"
    )


def a(href: str, text: str, attrs: str = "") -> str:
    return f'<a href="{escape(href)}"{attrs}>{escape(text)}</a>'


def ul(items: Iterable[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{a(h, t)}</li>" for h, t in items) + "</ul>"


def css(path: str) -> str:
    return f'<link rel="stylesheet" href="{escape(path)}">'


def js(path: str) -> str:
    return f'<script src="{escape(path)}"></script>'


def assets(*paths: str) -> dict[str, Response]:
    """Static files for a skin's `extra`: CSS, JS, images and fonts by extension."""
    out: dict[str, Response] = {}
    for p in paths:
        if p.endswith(".css"):
            out[p] = Response.data(b"body{margin:0;font:15px/1.5 sans-serif}\n", "text/css")
        elif p.endswith(".js"):
            out[p] = Response.data(b"window.__app=1;\n", "text/javascript")
        elif p.endswith((".png", ".ico")):
            out[p] = Response.data(png(16, 16, (20, 80, 140)), "image/png")
        elif p.endswith(".svg"):
            svg = b'<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"/>'
            out[p] = Response.data(svg, "image/svg+xml")
        else:
            out[p] = Response.data(b"\x00", "application/octet-stream")
    return out


def csv_file(header: str, rows: Sequence[str], comments: Sequence[str] = ()) -> Response:
    lines = [f"# {c}" for c in comments] + [header, *rows]
    return Response.data(("\n".join(lines) + "\n").encode(), "text/csv; charset=utf-8")


def text_file(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode(), ctype)


def json_file(obj: object, ctype: str = "application/json") -> Response:
    return Response.data(json.dumps(obj, indent=1).encode(), ctype)


def xml_file(body: str, ctype: str = "application/xml") -> Response:
    return Response.data(('<?xml version="1.0" encoding="UTF-8"?>\n' + body).encode(), ctype)


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def zip_file(seed: str) -> Response:
    """A tiny (empty) but valid ZIP archive; `seed` only varies its comment."""
    comment = seed.encode()[:60]
    eocd = b"PK\x05\x06" + b"\x00" * 16 + len(comment).to_bytes(2, "little") + comment
    return Response.data(eocd, "application/zip")


def image_file(rgb: tuple[int, int, int] = (90, 120, 60)) -> Response:
    return Response.data(png(32, 24, rgb), "image/png")
