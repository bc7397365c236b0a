"""Shared helpers of the heldout30 portals: host names, markup snippets, data files, the web.

Each portal module builds *all* of its records in one list of sites (so cases that share a
host build the same full site) and hands out `Case`s whose `build` returns that list.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case

SUFFIX = "hx30.example"
# Off-portal hosts every page may link to (never served: links out of the web).
ORCID = "http://orcid.test"
CC_BY = "http://creativecommons.test/licenses/by/4.0/"


def host(name: str, org: str) -> str:
    """`<name>.<org>.hx30.example`: each org its own registrable domain."""
    return f"{name}.{org}.{SUFFIX}"


def a(href: str, text: str, cls: str = "", rel: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    r = f' rel="{rel}"' if rel else ""
    return f'<a href="{escape(href)}"{c}{r}>{escape(text)}</a>'


def items(pairs: Iterable[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{a(h, t)}</li>" for h, t in pairs) + "</ul>"


def cookie_banner(policy: str = "/privacy") -> str:
    return (
        '<div id="cookie-consent" class="cookie-banner" role="dialog"><p>We use cookies to '
        "keep you signed in and to count visits. "
        f'{a(policy, "Read our privacy policy")}</p><button type="button">Accept</button> '
        '<button type="button">Reject non-essential</button></div>'
    )


def authors(people: Sequence[tuple[str, str]]) -> str:
    """Author names with ORCID-like profile links (off-portal, never artifact members)."""
    return "; ".join(
        f'<span class="author">{escape(n)} {a(f"{ORCID}/{o}", "ORCID", "orcid")}</span>'
        for n, o in people
    )


def tsv(title: str, cols: Sequence[str], rows: int, citation: str = "") -> bytes:
    """A small tab-separated data file; with `citation`, a PANGAEA-style header naming it."""
    head = ""
    if citation:
        head = f"/* DATA DESCRIPTION:\nCitation:\t{citation}\nTitle:\t{title}\n*/\n"
    body = "\t".join(cols) + "\n"
    for i in range(rows):
        body += "\t".join(f"{(i + 1) * (j + 1) * 0.37:.3f}" for j in range(len(cols))) + "\n"
    return (head + body).encode()


def csv(cols: Sequence[str], rows: int, comment: str = "") -> bytes:
    head = "".join(f"# {line}\n" for line in comment.splitlines()) if comment else ""
    body = ",".join(cols) + "\n"
    for i in range(rows):
        body += ",".join(f"{(i + 3) * (j + 2) % 97}.{i % 10}" for j in range(len(cols))) + "\n"
    return (head + body).encode()


def blob(tag: str, size: int = 600) -> bytes:
    """Opaque binary-looking bytes (an archive, NetCDF, NIfTI ...) that name nothing."""
    seed = tag.encode()
    out = bytearray(b"\x89HDF\r\n\x1a\n")
    while len(out) < size:
        out += bytes((b * 31 + len(out)) % 256 for b in seed)
    return bytes(out[:size])


def js(body: str) -> Response:
    return Response.data(body.encode(), "application/json")


def xml(body: str) -> Response:
    return Response.data(body.encode(), "application/xml")


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode(), ctype)


def web_of(cases: Sequence[Case]) -> VirtualWeb:
    """One site per host: cases sharing a host build the same full site, keep the first."""
    sites: dict[str, Site] = {}
    for case in cases:
        for site in case.build():
            sites.setdefault(site.host, site)
    return VirtualWeb(sites.values())
