"""Shared chrome and helpers of heldout91's media-and-communication portals.

`MediaPortal` adds what media-research portals print on every page around the shared
`Portal` chrome: a cookie banner, a tracking script and CDN assets (embedded, never
artifact URIs).  `serve()` builds a portal's site and then answers every same-host link any
of its pages prints with a chrome page, so no link of the mock portal dangles.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape, unescape
from urllib.parse import urljoin, urlsplit

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal

LINK = re.compile(r"""<(?:a|link|area)\b[^>]*?\bhref\s*=\s*["']([^"']+)["']""", re.I)


@dataclass
class MediaPortal(Portal):
    """A portal whose every page (404 and homepage included) carries banner and trackers."""

    tracker: str = "http://stats.pixelcount.test/p.js"
    cdn: str = "http://cdn.assetmirror.test/ui/4.2/ui.css"
    cookie_policy: str = "/privacy#cookies"

    def page(
        self,
        title: str,
        main: str,
        *,
        head: str = "",
        share: str | None = None,
        raw_title: bool = False,
    ) -> str:
        head = (
            f'<link rel="stylesheet" href="{self.cdn}">'
            f'<script async src="{self.tracker}"></script>{head}'
        )
        banner = (
            '<div class="cookie-consent" role="dialog"><p>We use cookies to measure '
            f'audience. <a href="{escape(self.cookie_policy)}">Cookie policy</a></p>'
            "<button>Accept</button><button>Reject</button></div>"
        )
        return super().page(title, banner + main, head=head, share=share, raw_title=raw_title)


def _same_host_paths(host: str, body: str) -> set[str]:
    out = set()
    base = f"http://{host}/"
    for href in LINK.findall(body):
        u = urljoin(base, unescape(href)).split("#", 1)[0]
        parts = urlsplit(u)
        if parts.hostname == host:
            out.add(parts.path + ("?" + parts.query if parts.query else ""))
    return out


def chrome_main(title: str) -> str:
    return f"<h1>{escape(title)}</h1><p>This page is part of the portal, not of any record.</p>"


def serve(portal: Portal, pages: Mapping[str, PageValue]) -> Site:
    """The portal's site with `pages`, plus a chrome page for every dangling same-host link."""
    site = portal.site(pages)
    for path in ("/help", "/search", "/login", "/signup"):
        if path not in site.pages:
            site.add(path, portal.page(path.strip("/").title(), chrome_main(path)))
    done: set[str] = set()
    while True:
        todo = set()
        for path, value in list(site.pages.items()):
            if path in done or not isinstance(value, Response):
                continue
            done.add(path)
            if "html" in (value.header("Content-Type") or ""):
                todo |= _same_host_paths(portal.host, value.body.decode("utf-8", "replace"))
        todo = {p for p in todo if p not in site.pages and p.split("?", 1)[0] not in site.pages}
        if not todo:
            return site
        for p in sorted(todo):
            name = p.strip("/").split("?", 1)[0].replace("/", " · ").replace("-", " ") or "Home"
            site.add(p, portal.page(name.title(), chrome_main(name.title())))


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response(200, [("Content-Type", ctype)], body.encode("utf-8"))


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def links(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    lis = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f"<ul{c}>{lis}</ul>"
