"""Shared chrome and helpers of heldout46 (agency, industry and standards-body portals).

`agency_site` wraps `Portal.site`: it adds a cookie banner and an analytics tag to the
head, and answers every same-host link the portal prints with a chrome page (a real portal
answers its menus, footers, search and sorting links), so no link of a case dangles.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from html import escape, unescape
from urllib.parse import urljoin, urlsplit

from keepnet.testweb.assets import pdf
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, data

HREF = re.compile(r"""<(?:a|link|area)\b[^>]*?\bhref\s*=\s*["']([^"']+)["']""", re.I)
COOKIES = (
    '<div id="cookie-consent" role="dialog"><p>We use cookies to measure how our services '
    'are used. <a href="/help/cookies">Cookie settings</a></p>'
    "<button>Accept all</button><button>Reject optional</button></div>"
)


def analytics(org: str) -> str:
    """An analytics tag served from the organisation's tracking host (embedded, not linked)."""
    return (
        '<script defer src="http://cdn.jsdelivr.test/npm/govuk-frontend@5.4.0/dist/all.js">'
        "</script>"
        f'<script async src="http://stats.{org}.hx46.example/tag.js"></script>'
        "<script>window.dataLayer=window.dataLayer||[];dataLayer.push({'event':'pv'});</script>"
    )


def chrome_page(portal: Portal, path: str) -> str:
    """A chrome page for a menu, footer or utility link: generic, names no record."""
    leaf = path.rstrip("/").rsplit("/", 1)[-1] or "home"
    label = re.sub(r"[-_]+", " ", leaf.split(".")[0]).strip().capitalize() or "Page"
    return portal.page(
        label,
        f"<h1>{escape(label)}</h1><p>This section of {escape(portal.name)} is being "
        "updated. Use the search box to find publications and data.</p>" + COOKIES,
    )


def _body(value: object) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, Response) and "html" in (value.header("Content-Type") or ""):
        return value.body.decode("utf-8", "replace")
    return ""


def agency_site(portal: Portal, pages: Mapping[str, PageValue]) -> Site:
    """The portal's site with `pages`, plus a chrome page for every other same-host link."""
    if COOKIES not in portal.home_main:  # the banner shows on every page, home included
        portal.home_main = (portal.home_main or f"<h1>{escape(portal.name)}</h1>") + COOKIES
    site = portal.site(pages)
    site.add("/help", chrome_page(portal, "/help"))
    todo = list(site.pages)
    done: set[str] = set()
    while todo:
        key = todo.pop()
        if key in done:
            continue
        done.add(key)
        base = portal.url(key)
        for href in HREF.findall(_body(site.pages[key])):
            u = urlsplit(urljoin(base, unescape(href)))
            if u.hostname != portal.host or u.path in site.pages:
                continue
            full = u.path + (f"?{u.query}" if u.query else "")
            if full in site.pages:
                continue
            site.add(u.path, chrome_page(portal, u.path))
            todo.append(u.path)
    return site


def bare_site(host: str, pages: Mapping[str, PageValue]) -> Site:
    """A file or API host: only its files, a plain index and a plain 404."""
    site = Site(host)
    site.add("/", f"<!DOCTYPE html><html><head><title>{host}</title></head><body></body></html>")
    for path, value in pages.items():
        site.add(path, value)
    return site


def pdf_file(title: str, *lines: str) -> Response:
    return data(pdf(title, list(lines)), "application/pdf")


def csv_file(header: str, *rows: str) -> Response:
    return data("\n".join([header, *rows]) + "\n", "text/csv")


def blob(kind: str, size: int = 64) -> Response:
    """Opaque binary content (NetCDF, zip, parquet...) of a given media type."""
    return data(bytes((i * 37) % 251 for i in range(size)), kind)


def signposted(html: str, links: Iterable[tuple[str, str, str | None]]) -> Response:
    """An HTML page with a signposting Link header: (target, rel, type or None) each."""
    parts = []
    for target, rel, kind in links:
        part = f'<{target}> ; rel="{rel}"'
        if kind:
            part += f' ; type="{kind}"'
        parts.append(part)
    return Response.html(html, headers=[("Link", " , ".join(parts))])


def web_of(cases: list[Case]) -> VirtualWeb:
    """The sites of the given cases; cases of one portal share its sites (added once)."""
    web = VirtualWeb()
    for case in cases:
        for site in case.build():
            if site.host not in web.sites:
                web.add(site)
    return web
