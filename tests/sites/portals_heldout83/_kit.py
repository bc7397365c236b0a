"""Shared chrome for the heldout83 genomics portals: cookie banners, analytics, CDN assets,
chrome pages for every menu and footer link, and small helpers for files and listings.

`Chrome` wraps a `Portal` (tests/sites/portals/_portal.py): its `page()` adds what real
genomics portals put around a record (cookie banner, analytics tag, a CDN stylesheet, an
optional sidebar) and its `site()` serves a plain chrome page for every same-host link the
menu, the footer and the header print, so the portal answers every link it shows.
"""

from __future__ import annotations

import gzip
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape

from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, data, links

ANALYTICS = (
    '<script async src="http://tag.metricpulse.test/pulse.js"></script>'
    "<script>window.pulseq=window.pulseq||[];pulseq.push(['pageview']);</script>"
)
CDN = '<link rel="stylesheet" href="http://cdn.staticfast.test/ui/4.2/ui.min.css">'
# The header of every Portal page prints these four besides the menu.
HEADER_PATHS = ("/login", "/signup", "/search", "/help")


def cookie_banner() -> str:
    return (
        '<div class="cookie-consent" role="dialog">This service uses cookies for sessions '
        'and anonymous usage statistics. <a href="/cookies">Cookie policy</a> '
        "<button>Accept all</button> <button>Only necessary</button></div>"
    )


@dataclass
class Chrome:
    """A portal plus its chrome pages.  `blurb` is the text chrome pages show."""

    portal: Portal
    blurb: str = "Information about this service."

    @property
    def host(self) -> str:
        return self.portal.host

    def url(self, path: str) -> str:
        return self.portal.url(path)

    def page(
        self,
        title: str,
        main: str,
        *,
        aside: str = "",
        head: str = "",
        share: str | None = None,
        raw_title: bool = False,
    ) -> str:
        side = f'<aside class="sidebar">{aside}</aside>' if aside else ""
        return self.portal.page(
            title,
            cookie_banner() + main + side,
            head=CDN + ANALYTICS + head,
            share=share,
            raw_title=raw_title,
        )

    def chrome_paths(self) -> list[str]:
        paths = [h for h, _t in (*self.portal.menu, *self.portal.footer) if h.startswith("/")]
        return [*dict.fromkeys([*paths, *HEADER_PATHS, "/cookies"])]

    def chrome_pages(self) -> dict[str, PageValue]:
        names = {h: t for h, t in (*self.portal.menu, *self.portal.footer)}
        out: dict[str, PageValue] = {}
        for path in self.chrome_paths():
            name = names.get(path) or path.strip("/").replace("-", " ").title() or "Home"
            out[path] = self.page(name, f"<h1>{escape(name)}</h1><p>{escape(self.blurb)}</p>")
        return out

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        return self.portal.site({**self.chrome_pages(), **pages})


def txt(body: str) -> Response:
    return data(body, "text/plain; charset=utf-8")


def gz(body: str) -> Response:
    return data(gzip.compress(body.encode(), mtime=0), "application/gzip")


def table(rows: Sequence[Sequence[str]], head: Sequence[str]) -> str:
    """An HTML table; cells are trusted markup (links), the header is escaped."""
    th = "".join(f"<th>{escape(h)}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    return f'<table class="table"><thead><tr>{th}</tr></thead><tbody>{body}</tbody></table>'


def a(href: str, text: str) -> str:
    return f'<a href="{escape(href)}">{escape(text)}</a>'


def web_of(cases: Sequence[Case]) -> VirtualWeb:
    """The sites of `cases`; cases of one portal share its sites, each host added once."""
    web = VirtualWeb()
    for c in cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web


__all__ = ["Chrome", "Portal", "a", "data", "gz", "links", "table", "txt", "web_of"]
