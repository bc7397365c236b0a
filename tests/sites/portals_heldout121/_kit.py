"""Shared bits of heldout121's mock statistics and survey-methodology portals."""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import Response
from sites.portals._portal import data

SUFFIX = "hx121.example"


def host(name: str, org: str) -> str:
    return f"{name}.{org}.{SUFFIX}"


def a(href: str, text: str, **attrs: str) -> str:
    extra = "".join(f' {k.rstrip("_")}="{escape(v)}"' for k, v in attrs.items())
    return f'<a href="{escape(href)}"{extra}>{escape(text)}</a>'


def pdf_file(title: str, *lines: str) -> Response:
    return data(pdf(title, list(lines)), "application/pdf")


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return data(body, ctype)


def zipped(name: str) -> Response:
    # a tiny but valid empty ZIP archive (end-of-central-directory record only)
    return data(b"PK\x05\x06" + b"\x00" * 18, "application/zip")


def with_links(resp: Response, links: list[tuple[str, str]]) -> Response:
    """`resp` with an HTTP Link header of (uri, rel) pairs (signposting)."""
    value = ", ".join(f'<{u}>; rel="{r}"' for u, r in links)
    return resp.with_(headers=[*resp.headers, ("Link", value)])


STD_FOOTER = (
    ("/about", "About"),
    ("/privacy", "Privacy"),
    ("/accessibility", "Accessibility"),
    ("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0"),
    ("http://twitter.test/statsportal", "Twitter"),
)
