"""Helpers of the eleventh held-out set: chrome pages served as real pages, file hosts.

Every menu, footer, help, login, sign-up and search link of a `Portal` answers with a real
chrome-wrapped page (not the 404), as on a real portal; file hosts serve plain bytes.
"""

from __future__ import annotations

from collections.abc import Mapping

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal, data

STANDARD = (
    ("/help", "Help"),
    ("/login", "Log in"),
    ("/signup", "Sign up"),
    ("/search", "Search"),
)


def chrome(p: Portal) -> dict[str, PageValue]:
    """A real page for every same-site menu and footer link, help, login, sign-up, search."""
    out: dict[str, PageValue] = {}
    for href, label in (*p.menu, *p.footer, *STANDARD):
        if href.startswith("/") and href != "/":
            out[href] = p.page(label, f"<h1>{label}</h1><p>{label} of {p.name}.</p>")
    return out


def build(p: Portal, pages: Mapping[str, PageValue]) -> Site:
    """The portal's site: chrome pages first, the case's pages over them."""
    return p.site({**chrome(p), **pages})


def file_host(host: str, files: Mapping[str, PageValue]) -> Site:
    """A host serving only files (a CDN, a download mirror, a DOI resolver's redirects)."""
    site = Site(host)
    for path, value in files.items():
        site.add(path, value)
    return site


def pdf_file(title: str) -> Response:
    return data(pdf(title, [title, "Version of record."]), "application/pdf")


def csv_file(header: str, rows: int = 3) -> Response:
    body = header + "\n" + "".join(f"{i},{i * 1.5}\n" for i in range(rows))
    return data(body, "text/csv")


def redirect(url: str) -> Response:
    return Response.redirect(url, 302)
