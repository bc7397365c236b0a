"""Shared helpers of heldout112: responses for files, chrome-less pages, a few footers.

Every portal host is built by one function per host (all the artifacts on that host), so
the cases sharing a host build the same full site.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf as _pdf
from keepnet.testweb.assets import png
from keepnet.testweb.site import Response

ROOT = "hx112.example"


def host(name: str, org: str) -> str:
    return f"{name}.{org}.{ROOT}"


def pdf(title: str, *lines: str) -> Response:
    return Response.data(_pdf(title, list(lines)), "application/pdf")


def image(rgb: tuple[int, int, int] = (90, 120, 60)) -> Response:
    return Response.data(png(16, 12, rgb), "image/png")


def blob(body: str | bytes, ctype: str) -> Response:
    return Response.data(body.encode() if isinstance(body, str) else body, ctype)


def csv(*rows: str) -> Response:
    return blob("\n".join(rows) + "\n", "text/csv")


def text(body: str) -> Response:
    return blob(body, "text/plain; charset=utf-8")


def json(body: str) -> Response:
    return blob(body, "application/json")


def xml(body: str) -> Response:
    return blob('<?xml version="1.0" encoding="UTF-8"?>\n' + body, "application/xml")


def zipfile(name: str) -> Response:
    """Bytes that start like a zip archive (no page, no title inside)."""
    return blob(
        b"PK\x03\x04\x14\x00\x00\x00\x08\x00" + name.encode() + b"\x00" * 32, "application/zip"
    )


def netcdf(title: str, var: str) -> Response:
    """A classic netCDF header: its global `title` attribute is plain ASCII in the bytes."""
    t = title.encode()
    body = (
        b"CDF\x01\x00\x00\x00\x00\x00\x00\x00\x0a\x00\x00\x00\x01\x00\x00\x00\x04time"
        + b"\x00\x00\x00\x0c\x00\x00\x00\x01\x00\x00\x00\x05title\x00\x00\x00"
        + b"\x00\x00\x00\x02"
        + len(t).to_bytes(4, "big")
        + t
        + b"\x00" * (-len(t) % 4)
        + var.encode()
        + b"\x00" * 24
    )
    return blob(body, "application/x-netcdf")


def bare(title: str, body: str, head: str = "") -> str:
    """A hand-written HTML page: no menu, no search, no footer."""
    return (
        f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{escape(title)}</title>{head}</head>\n<body>{body}</body></html>\n"
    )


def ul(items: list[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    lis = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f"<ul{c}>{lis}</ul>"


SOCIAL = [
    ("http://www.linkedin.test/company/energy-research", "LinkedIn"),
    ("http://mastodon.test/@energyresearch", "Mastodon"),
]
