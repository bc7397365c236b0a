"""Shared chrome for heldout125's tourism, hospitality and leisure-studies portals."""

from __future__ import annotations

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import Response
from sites.portals._portal import Portal, data

SUFFIX = "hx125.example"

MENU = [
    ("/browse", "Browse"),
    ("/collections", "Collections"),
    ("/about", "About"),
    ("/contact", "Contact"),
]
FOOTER = [
    ("/privacy", "Privacy"),
    ("/accessibility", "Accessibility"),
    ("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0"),
    ("http://mastodon.test/@tourismlab", "Mastodon"),
]


def host(name: str, org: str) -> str:
    return f"{name}.{org}.{SUFFIX}"


def portal(name: str, org: str, site_name: str, **kw: object) -> Portal:
    kw.setdefault("menu", MENU)
    kw.setdefault("footer", FOOTER)
    return Portal(host(name, org), site_name, **kw)  # type: ignore[arg-type]


def pdf_doc(title: str, *lines: str) -> Response:
    return data(pdf(title, list(lines) or ["Tourism research"]), "application/pdf")


def csv(header: str, *rows: str) -> Response:
    return data("\n".join([header, *rows]) + "\n", "text/csv")


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return data(body, ctype)


def bare(title: str, body: str, head: str = "") -> str:
    """A hand-made page: no menu, no search, no login (a static project page)."""
    return (
        f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{title}</title>'
        f'<link rel="stylesheet" href="style.css">{head}</head><body>{body}</body></html>\n'
    )
