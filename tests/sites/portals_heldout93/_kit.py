"""Shared chrome and helpers of the heldout93 portals (social-science data archives).

`Chrome` wraps the portal kit's `Portal` with what these archives print around a record:
a cookie banner, a tracking script from an analytics host, a CDN script, an "accessibility"
and "status" line.  `finish()` turns a portal and its record pages into a `Site` that also
answers every same-host link any of its pages prints (menus, footers, facet and sort
links, login with a return address) with a chrome page, as a real portal does: a crawler
that leaves the artifact finds real pages, not 404s.  `filled()` says which paths got such
a page, so the case modules can check no truth URI is one by accident.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from html import escape, unescape
from urllib.parse import urljoin, urlsplit

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal, data

HREF = re.compile(r"""<(?:a|link|area)\b[^>]*?\bhref\s*=\s*["']([^"']+)["']""", re.I)
_FILLED: dict[str, set[str]] = {}


def chrome_head(tracker: str) -> str:
    """Analytics and CDN scripts plus a cookie banner's script: embedded, never links."""
    return (
        f'<script async src="http://{tracker}/collect.js"></script>'
        '<script src="http://cdn.jsdelivr.test/npm/bootstrap@5/dist/js/bootstrap.min.js"></script>'
    )


COOKIES = (
    '<div class="cookie-banner" role="dialog"><p>We use cookies to understand how our '
    'catalogue is used. <a href="/cookies">Cookie settings</a> '
    '<button data-accept="all">Accept all</button></p></div>'
)


class Chrome(Portal):
    """A `Portal` whose every page (home and 404 included) carries a cookie banner and
    tracking scripts, as real portals' do."""

    tracker: str = "stats.pixel.test"

    def page(
        self,
        title: str,
        main: str,
        *,
        head: str = "",
        share: str | None = None,
        raw_title: bool = False,
    ) -> str:
        return super().page(
            title,
            COOKIES + main,
            head=chrome_head(self.tracker) + head,
            share=share,
            raw_title=raw_title,
        )

    def record(self, title: str, main: str, *, share: str | None = None, head: str = "") -> str:
        """A record page: the portal's chrome around `main`."""
        return self.page(title, main, head=head, share=share)

    def plain(self, title: str, main: str) -> str:
        """A chrome page (help, about, search results)."""
        return self.page(title, main)


def ul(items: Iterable[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def page_links(base: str, body: str) -> set[str]:
    """Absolute links of a page, without fragments."""
    out = set()
    for href in HREF.findall(body):
        u = urljoin(base, unescape(href)).split("#", 1)[0]
        if urlsplit(u).scheme in ("http", "https"):
            out.add(u)
    return out


def _label(path: str) -> str:
    words = [w for w in re.split(r"[/_\-?=&.]+", path) if w and not w.isdigit()]
    return " ".join(words[:3]).capitalize() or "Portal"


def finish(portal: Chrome, pages: Mapping[str, PageValue]) -> Site:
    """The portal's site: home, 404, assets, `pages`, and a chrome page for every other
    same-host link any page prints (so every printed link answers 200)."""
    site = portal.site(pages)
    filled: set[str] = set()
    todo = list(site.pages.items())
    not_found = portal.page("Page not found", '<a href="/help">help</a>')
    todo.append(("/__404", Response.html(not_found)))
    while todo:
        path, beh = todo.pop()
        if not isinstance(beh, Response) or "html" not in (beh.header("Content-Type") or ""):
            continue
        for link in page_links(portal.url(path), beh.body.decode("utf-8", "replace")):
            parts = urlsplit(link)
            if parts.hostname != portal.host:
                continue
            key = parts.path + ("?" + parts.query if parts.query else "")
            if key in site.pages or parts.path in site.pages:
                continue
            label = _label(key)
            body = portal.plain(
                label, f"<h1>{escape(label)}</h1><p>Browse the catalogue or use the search.</p>"
            )
            site.add(parts.path, body)
            filled.add(parts.path)
            todo.append((parts.path, site.pages[parts.path]))
    _FILLED[portal.host] = filled
    return site


def bare_site(host: str, pages: Mapping[str, PageValue]) -> Site:
    """A host without portal chrome (static release pages, project microsites)."""
    site = Site(host)
    for path, value in pages.items():
        site.add(path, value)
    return site


def filled(host: str) -> set[str]:
    """Paths of `host` that `finish` answered with a generated chrome page."""
    return set(_FILLED.get(host, ()))


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return data(body, ctype)


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def csv_file(header: Sequence[str], rows: int, seed: int = 3) -> Response:
    """A small numeric CSV (no title in it: data files rarely carry one)."""
    lines = [",".join(header)]
    for i in range(rows):
        lines.append(",".join(str((i * 7 + j * seed) % 10 + 1) for j in range(len(header))))
    return data("\n".join(lines) + "\n", "text/csv")


def zipped(name: str) -> Response:
    """An empty but valid zip archive standing in for a bundle download."""
    _ = name
    return Response.data(b"PK\x05\x06" + b"\x00" * 18, "application/zip")
