"""Shared chrome and helpers for heldout82's climate/ocean/atmosphere portals.

`Chrome` wraps the portal kit's `Portal` with what a real data-centre site adds around a
record (a cookie banner, an analytics tag, a CDN stylesheet) and, when it builds the site,
serves a plain chrome page for every same-host link the portal prints that no record page
answers (menus, footers, facets, help), so a crawler never meets a dead link.  Files are
made in code: NetCDF-looking blobs (the classic magic, not parseable), CSV tables, ZIP archives, PDFs, PNGs.
"""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Mapping
from dataclasses import dataclass
from html import escape, unescape
from urllib.parse import urljoin, urlsplit

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal

HREF = re.compile(r"""<(?:a|link|area)\b[^>]*?\bhref\s*=\s*["']([^"']+)["']""", re.I)
CHROME_MARK = 'class="chrome-page"'  # the auto-served pages carry it; truth never does


def banner() -> str:
    return (
        '<div class="cookies" role="dialog"><p>We use cookies to measure use of this service. '
        '<a href="/privacy/cookies">Cookie settings</a> <button>Accept all</button></p></div>'
    )


def tracking(tag: str) -> str:
    """An analytics tag and a CDN stylesheet, as most portals embed (not links to follow)."""
    return (
        f'<script async src="http://stats.metrix-cdn.test/tag.js?id={tag}"></script>'
        '<link rel="stylesheet" href="http://fonts.cdnhost.test/css?family=Source+Sans">'
    )


@dataclass
class Chrome:
    """A portal with its chrome; `page()` wraps a record's body, `site()` fills the gaps."""

    portal: Portal
    tag: str = "UA-0000"

    @property
    def host(self) -> str:
        return self.portal.host

    def url(self, path: str) -> str:
        return self.portal.url(path)

    def page(self, title: str, main: str, *, head: str = "", share: str | None = None) -> str:
        return self.portal.page(title, banner() + main, head=tracking(self.tag) + head, share=share)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        site = self.portal.site(pages)
        fill_chrome(site, self.portal)
        return site


def _links_of(site: Site, value: bytes, base: str) -> set[str]:
    out = set()
    for href in HREF.findall(value.decode("utf-8", "replace")):
        u = urljoin(base, unescape(href)).split("#", 1)[0]
        parts = urlsplit(u)
        if parts.hostname == site.host:
            out.add(parts.path + ("?" + parts.query if parts.query else ""))
    return out


def fill_chrome(site: Site, portal: Portal) -> None:
    """Serve a chrome page for every same-host link of every HTML page (to a fixpoint)."""
    todo = ["/404-probe", *site.pages]
    seen: set[str] = set()
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        if path == "/404-probe":
            body = portal.page("Page not found", '<a href="/help">help</a>').encode()
        else:
            page = site.pages.get(path)
            if not isinstance(page, Response) or "html" not in (page.header("Content-Type") or ""):
                continue
            body = page.body
        for link in _links_of(site, body, site.url(path)):
            if link in site.pages or link.split("?", 1)[0] in site.pages:
                continue
            name = link.strip("/").split("?", 1)[0].replace("/", " · ") or "Home"
            site.add(link, chrome_page(portal, name, link))
            todo.append(link)


def chrome_page(portal: Portal, name: str, path: str) -> str:
    return portal.page(
        name.title(),
        f"<section {CHROME_MARK}><h1>{escape(name.title())}</h1>"
        f"<p>This part of {escape(portal.name)} ({escape(path)}) lists portal pages, "
        "not any one record.</p></section>",
    )


def netcdf(title: str, variables: list[str], *, with_title: bool = True) -> bytes:
    """Bytes that open with the NetCDF-classic magic (CDF\\x01), a few attributes as text and
    filler: enough for type sniffing, not a parseable NetCDF file.

    `with_title=False` leaves the title attribute out, as many model files do."""
    attrs = f"Conventions=CF-1.8;{'title=' + title + ';' if with_title else ''}"
    attrs += "variables=" + ",".join(variables) + ";"
    return b"CDF\x01\x00\x00\x00\x00" + attrs.encode() + bytes(range(256)) * 4


def nc(title: str, variables: list[str], *, with_title: bool = False) -> Response:
    return Response.data(netcdf(title, variables, with_title=with_title), "application/x-netcdf")


def csv(header: str, rows: list[str]) -> Response:
    return Response.data(("\n".join([header, *rows]) + "\n").encode(), "text/csv")


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode(), ctype)


def zipped(files: Mapping[str, str]) -> Response:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, content in files.items():
            z.writestr(zipfile.ZipInfo(name, (2024, 1, 1, 0, 0, 0)), content)
    return Response.data(buf.getvalue(), "application/zip")


def pdf_doc(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def image(rgb: tuple[int, int, int] = (20, 80, 140)) -> Response:
    return Response.data(png(16, 12, rgb), "image/png")


def ul(items: list[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def cite_box(doi: str, base: str) -> str:
    """The usual "Export citation" links of a landing page (record-specific exports)."""
    return (
        f'<section class="cite"><h2>Cite</h2><p>doi:{escape(doi)}</p><p>Export: '
        f'<a href="{escape(base)}.bib">BibTeX</a> <a href="{escape(base)}.ris">RIS</a></p></section>'
    )


def bibtex(key: str, title: str, doi: str) -> Response:
    return text(
        f"@misc{{{key},\n  title = {{{title}}},\n  doi = {{{doi}}}\n}}\n", "application/x-bibtex"
    )


def ris(title: str, doi: str) -> Response:
    return text(
        f"TY  - DATA\nTI  - {title}\nDO  - {doi}\nER  - \n", "application/x-research-info-systems"
    )
