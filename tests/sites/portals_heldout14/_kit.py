"""Small helpers shared by heldout14's portal modules: Signposting Link headers, file bodies,
a page with extra response headers, and the host-deduplicating web of a list of cases."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, data


def signposting(*links: tuple[str, str] | tuple[str, str, str]) -> tuple[str, str]:
    """One HTTP Link header: (url, rel) or (url, rel, type) triples, FAIR Signposting style."""
    parts = []
    for link in links:
        url, rel = link[0], link[1]
        part = f'<{url}> ; rel="{rel}"'
        if len(link) == 3:
            part += f' ; type="{link[2]}"'
        parts.append(part)
    return ("Link", " , ".join(parts))


def html(body: str, *headers: tuple[str, str]) -> Response:
    return Response.html(body, headers=list(headers))


def pdf_file(title: str, *lines: str) -> Response:
    return data(pdf(title, [title, *lines]), "application/pdf")


def csv_file(header: str, rows: int = 4) -> Response:
    cols = header.count(",") + 1
    body = (
        header
        + "\n"
        + "".join(",".join(str(r * c) for c in range(cols)) + "\n" for r in range(rows))
    )
    return data(body, "text/csv")


def anchor_list(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def web_of(cases: Iterable[Case]) -> VirtualWeb:
    """Every site the cases build, once per host (cases sharing a host build the same site)."""
    sites: dict[str, Site] = {}
    for case in cases:
        for site in case.build():
            sites.setdefault(site.host, site)
    return VirtualWeb(sites.values())
