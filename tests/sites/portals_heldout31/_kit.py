"""Shared helpers of the heldout31 portals: hosts, extra chrome, file responses, the web.

Every portal module builds *all* of its records in one function, so cases that share a host
build identical sites and the web of the whole set can keep one site per host.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Response, Site

SUFFIX = "hx31.example"


def host(name: str, org: str) -> str:
    """`<name>.<org>.hx31.example`: each org its own registrable domain."""
    return f"{name}.{org}.{SUFFIX}"


def cookie_banner(policy: str = "/privacy") -> str:
    return (
        '<div id="cookie-consent" class="banner" role="dialog"><p>We use cookies to keep you '
        f'signed in and to count visits. <a href="{policy}">Cookie policy</a></p>'
        '<button data-accept="all">Accept all</button><button data-accept="none">'
        "Only necessary</button></div>"
    )


def social(handle: str) -> str:
    return (
        '<p class="follow">Follow us: '
        f'<a href="http://twitter.test/{handle}">Twitter</a> '
        f'<a href="http://mastodon.test/@{handle}">Mastodon</a> '
        f'<a href="http://www.youtube.test/@{handle}">YouTube</a></p>'
    )


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def blob(seed: str, size: int = 512, ctype: str = "application/octet-stream") -> Response:
    """Deterministic opaque bytes standing in for a binary data file."""
    raw = (seed.encode() * (size // max(1, len(seed)) + 1))[:size]
    return Response.data(bytes(b ^ 0x5A for b in raw), ctype)


def web_of(site_lists: Iterable[list[Site]]) -> VirtualWeb:
    """One site per host: cases sharing a host build the same full site, the first is kept."""
    web = VirtualWeb()
    for sites in site_lists:
        for site in sites:
            if site.host not in web.sites:
                web.add(site)
    return web
