"""Shared helpers of the heldout28 portals: host names, neighbour pages, files, cases.

Every host is ``<name>.<org>.hx28.example``; each org is its own registrable domain (hx28.example
is a test public suffix), so a portal's file CDN on another org is "external" to it exactly as
files.pythonhosted.org is to pypi.org.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response
from sites.portals._portal import Portal, data
from sites.portals._portal import case as case  # (re-exported for the modules)

SUFFIX = "hx28.example"


def host(name: str, org: str) -> str:
    return f"{name}.{org}.{SUFFIX}"


def blob(name: str, size: int = 2048) -> bytes:
    """Deterministic opaque bytes standing for an archive, weights file or binary."""
    seed = hashlib.sha256(name.encode()).digest()
    return (seed * (size // len(seed) + 1))[:size]


def binary(name: str, ctype: str = "application/octet-stream", size: int = 2048) -> Response:
    return data(blob(name, size), ctype)


def pdf_file(title: str, *lines: str) -> Response:
    return data(pdf(title, list(lines)), "application/pdf")


def png_file(rgb: tuple[int, int, int] = (90, 90, 90)) -> Response:
    return data(png(16, 16, rgb), "image/png")


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return data(body, ctype)


def cookie_banner(policy: str = "/privacy") -> str:
    return (
        '<div class="cookie-banner" role="dialog"><p>We use cookies to keep you signed in and '
        f'to measure usage. <a href="{escape(policy)}">Cookie policy</a> '
        "<button>Accept all</button> <button>Reject non-essential</button></p></div>"
    )


def not_found(body: str) -> Callable[[Request], Response]:
    """A host's own 404 page (for sites built without the portal kit's chrome)."""

    def answer(_request: Request) -> Response:
        return Response.html(body, 404)

    return answer


def neighbour(portal: Portal, title: str, body: str = "") -> str:
    """A plain chrome page for a record, profile or listing next to an artifact."""
    return portal.page(title, f"<h1>{escape(title)}</h1>{body or '<p>…</p>'}")


def fill(pages: dict[str, PageValue], portal: Portal, titles: Mapping[str, str]) -> None:
    """Serve a neighbour page at each path not served yet (so one-hop crawls see 200s)."""
    for path, title in titles.items():
        pages.setdefault(path, neighbour(portal, title))
