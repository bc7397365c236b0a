"""Shared helpers of the heldout27 portals: file bodies, bare (chrome-less) pages, the web.

Each portal module builds *all* the records of one portal host in one function, and every
case of that portal uses that function as its `build`, so the web of all cases and the web
of one case serve the same site for a host.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Response
from sites.portals._portal import Case, case, data

# the portal kit's builder under the name this set's modules use
make_case = case

SUFFIX = "hx27.example"


def host(name: str, org: str) -> str:
    """`<name>.<org>.hx27.example`: every org is its own registrable domain."""
    return f"{name}.{org}.{SUFFIX}"


def pdf_file(title: str, *lines: str) -> Response:
    return data(pdf(title, list(lines) or ["(scan)"]), "application/pdf")


def jpeg_like(seed: int) -> Response:
    """An image download (a real PNG; the extension is the portal's business)."""
    return data(png(16, 16, (seed % 250, 90, 140)), "image/png")


def audio(tag: str) -> Response:
    """Opaque audio bytes: no title inside, as in a real MP3 or WAV."""
    return data(b"ID3\x03\x00\x00\x00\x00\x00\x0f" + tag.encode() * 64, "audio/mpeg")


def binary(tag: str, ctype: str = "application/octet-stream") -> Response:
    return data(b"PK\x03\x04" + tag.encode() * 32, ctype)


def xml(body: str) -> Response:
    return data('<?xml version="1.0" encoding="UTF-8"?>\n' + body, "application/xml")


def json_doc(body: str) -> Response:
    return data(body, "application/json")


def bare(title: str, body: str, head: str = "") -> str:
    """A hand-written page with no portal chrome (static sites, file listings)."""
    return (
        f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{escape(title)}</title>{head}</head>\n<body>\n{body}\n</body></html>\n"
    )


def a(href: str, text: str, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f'<a href="{escape(href)}"{c}>{escape(text)}</a>'


def ul(items: Iterable[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{a(h, t)}</li>" for h, t in items) + "</ul>"


def cookie_banner(policy: str = "/privacy") -> str:
    return (
        '<div class="cookie-banner" role="dialog"><p>We use cookies to remember your '
        f"preferences and to measure use of this site. {a(policy, 'Cookie policy')}</p>"
        '<button type="button">Accept</button> <button type="button">Reject</button></div>'
    )


def web_of(cases: Iterable[Case]) -> VirtualWeb:
    """The sites of these cases, one per host (cases of one portal build the same site)."""
    web = VirtualWeb()
    for each in cases:
        for site in each.build():
            if site.host not in web.sites:
                web.add(site)
    return web
