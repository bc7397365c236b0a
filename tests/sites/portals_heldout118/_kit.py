"""Shared pieces of heldout118's mock marine-biology and fisheries portals: host names,
file bodies (PDF, CSV, XML, JSON) and small HTML helpers.  Chrome comes from the kit's
`Portal`; each portal family module builds its whole site (every case of that portal)."""

from __future__ import annotations

import json
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import Response
from sites.portals._portal import Portal, data

SUFFIX = "hx118.example"


def host(name: str, org: str) -> str:
    return f"{name}.{org}.{SUFFIX}"


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines) or [title]), "application/pdf")


def png_file(rgb: tuple[int, int, int] = (20, 70, 120)) -> Response:
    return Response.data(png(16, 12, rgb), "image/png")


def csv_file(*rows: str) -> Response:
    return data("\n".join(rows) + "\n", "text/csv; charset=utf-8")


def text_file(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return data(body, ctype)


def xml_file(body: str, ctype: str = "application/xml") -> Response:
    return data('<?xml version="1.0" encoding="UTF-8"?>\n' + body, ctype)


def json_file(obj: object, ctype: str = "application/json") -> Response:
    return data(json.dumps(obj, indent=1), ctype)


def zip_file(name: str) -> Response:
    # An empty but valid zip archive (end of central directory only), named for the log.
    del name
    return Response.data(b"PK\x05\x06" + b"\x00" * 18, "application/zip")


def a(href: str, text: str, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f'<a href="{escape(href)}"{c}>{escape(text)}</a>'


def dl(pairs: list[tuple[str, str]]) -> str:
    """A metadata table; values are HTML (already escaped by the caller)."""
    rows = "".join(f"<tr><th>{escape(k)}</th><td>{v}</td></tr>" for k, v in pairs)
    return f'<table class="metadata">{rows}</table>'


def html(title: str, body: str, head: str = "") -> str:
    """A bare hand-written page: no menu, no shared assets."""
    return (
        f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{escape(title)}</title>{head}"
        "<style>body{font-family:Georgia,serif;max-width:46em;margin:2em auto}</style>"
        f"</head>\n<body>\n{body}\n</body></html>\n"
    )


__all__ = [
    "Portal",
    "a",
    "csv_file",
    "dl",
    "host",
    "html",
    "json_file",
    "pdf_file",
    "png_file",
    "text_file",
    "xml_file",
    "zip_file",
]
