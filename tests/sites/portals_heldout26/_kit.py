"""Shared helpers of heldout26: host names, the furniture real portals put around a record
(cookie banners, related items, citation boxes, plain-text and binary file answers) and the
virtual web of a list of cases.

Every portal module builds the *whole* site of its portal (all of its records) in one build
function, so cases sharing a host build the same sites and the web of all cases serves all.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case

SUFFIX = "hx26.example"

SINGLE = "Single Artifact URI"
HOP = "Single Hop"
MULTI = "Multi-Hop"


def host(name: str, org: str) -> str:
    """`<name>.<org>.hx26.example`: each org its own registrable domain."""
    return f"{name}.{org}.{SUFFIX}"


def cookie_banner(policy: str = "/cookies") -> str:
    return (
        '<div class="cookie-consent" role="dialog" aria-label="Cookie consent"><p>We use '
        "essential cookies to run this site and optional analytics cookies to improve it. "
        f'See our <a href="{escape(policy)}">cookie policy</a>.</p>'
        '<button type="button">Accept all</button> <button type="button">Essential only</button>'
        "</div>"
    )


def related(heading: str, items: Sequence[tuple[str, str]]) -> str:
    """A "related items" aside: links to other artifacts of the same portal."""
    lis = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f'<aside class="related"><h2>{escape(heading)}</h2><ul>{lis}</ul></aside>'


def rows(items: Sequence[Sequence[str]]) -> str:
    """Table body rows from already-escaped (or HTML) cells."""
    return "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in items)


def a(href: str, text: str, **attrs: str) -> str:
    extra = "".join(f' {k.rstrip("_").replace("_", "-")}="{escape(v)}"' for k, v in attrs.items())
    return f'<a href="{escape(href)}"{extra}>{escape(text)}</a>'


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def blob(seed: str, ctype: str = "application/octet-stream", size: int = 512) -> Response:
    """Deterministic opaque bytes (a gzip/zip/binary stand-in that carries no title text)."""
    raw = bytes((i * 131 + sum(map(ord, seed))) % 251 for i in range(size))
    return Response.data(b"\x1f\x8b\x08\x00" + raw, ctype)


def web_of(cases: Iterable[Case]) -> VirtualWeb:
    """The virtual web of the cases' sites; a host several cases share is added once."""
    web = VirtualWeb()
    for case in cases:
        for site in case.build():
            if site.host not in web:
                web.add(site)
    return web


def sites(*groups: Iterable[Site]) -> list[Site]:
    return [s for g in groups for s in g]
