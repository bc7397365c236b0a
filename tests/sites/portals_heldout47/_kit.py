"""Shared chrome and helpers of heldout47's teaching-and-media portals.

Wraps the portal kit's `Portal` with what teaching and media platforms add around every
page: a cookie-consent banner, a same-host analytics tag, a "citation export" helper, and
`serve()`, which builds a portal's site and then answers every same-host link any of its
pages prints (menus, footers, sidebars) with a chrome page, as a real portal would.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from html import escape, unescape
from urllib.parse import urljoin, urlsplit

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal as _Portal
from sites.portals._portal import data, links

SUFFIX = "hx47.example"
HREF = re.compile(r"""<(?:a|link|area)\b[^>]*?\bhref\s*=\s*["']([^"']+)["']""", re.I)
ANALYTICS = b"(function(){var q=window._paq=window._paq||[];q.push(['trackPageView']);})();\n"

__all__ = [
    "SUFFIX",
    "Portal",
    "chrome_page",
    "data",
    "escape",
    "file_pdf",
    "file_png",
    "host",
    "links",
    "serve",
    "bibtex",
    "ris",
]


def host(name: str, org: str) -> str:
    """`<name>.<org>.hx47.example`: each org its own registrable domain under the suffix."""
    return f"{name}.{org}.{SUFFIX}"


BANNER = (
    '<div class="cookie-consent" role="dialog"><p>We use cookies to keep you signed in '
    'and to count visits. <a href="/privacy/cookies">Cookie settings</a> '
    "<button>Accept all</button></p></div>"
)
TAG = '<script src="/js/tracker.js" async></script>'


class Portal(_Portal):
    """The kit's portal with a cookie-consent banner and an analytics tag on every page,
    homepage and 404 page included, as real platforms carry them."""

    def page(
        self,
        title: str,
        main: str,
        *,
        head: str = "",
        share: str | None = None,
        raw_title: bool = False,
    ) -> str:
        return super().page(title, main + BANNER, head=head + TAG, share=share, raw_title=raw_title)


def chrome_page(
    p: _Portal,
    title: str,
    main: str,
    *,
    share: str | None = None,
    head: str = "",
    raw_title: bool = False,
) -> str:
    """A page of portal `p` in its chrome."""
    return p.page(title, main, head=head, share=share, raw_title=raw_title)


def file_pdf(title: str, *lines: str) -> Response:
    return data(pdf(title, list(lines)), "application/pdf")


def file_png(seed: int) -> Response:
    return data(png(16, 12, (seed % 255, (seed * 7) % 255, (seed * 13) % 255)), "image/png")


def bibtex(key: str, title: str, author: str, year: int, url: str) -> Response:
    body = f"@misc{{{key},\n  title = {{{title}}},\n  author = {{{author}}},\n  year = {{{year}}},\n  url = {{{url}}}\n}}\n"
    return data(body, "application/x-bibtex")


def ris(title: str, author: str, year: int, url: str) -> Response:
    body = f"TY  - GEN\nTI  - {title}\nAU  - {author}\nPY  - {year}\nUR  - {url}\nER  - \n"
    return data(body, "application/x-research-info-systems")


def _hrefs(base: str, body: str) -> set[str]:
    out = set()
    for href in HREF.findall(body):
        u = urljoin(base, unescape(href)).split("#", 1)[0]
        if urlsplit(u).scheme in ("http", "https"):
            out.add(u)
    return out


def serve(
    p: Portal, pages: Mapping[str, PageValue], *, chrome_titles: Mapping[str, str] | None = None
) -> Site:
    """The portal's site with every same-host link of its HTML pages answered.

    Links no page of the portal serves (menu, footer, sidebar and profile links) get a
    chrome page titled after the path, so nothing the portal prints is a 404; the fill
    repeats until no page links an unserved path.
    """
    pages = dict(pages)
    pages.setdefault("/js/tracker.js", data(ANALYTICS, "text/javascript"))
    site = p.site(pages)
    titles = dict(chrome_titles or {})
    seen: set[str] = set()
    todo = ["/", *site.pages]
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        beh = site.pages.get(path)
        if not isinstance(beh, Response) or "html" not in (beh.header("Content-Type") or ""):
            continue
        for u in _hrefs(p.url(path), beh.body.decode("utf-8", "replace")):
            parts = urlsplit(u)
            if parts.hostname != p.host:
                continue
            full = parts.path + ("?" + parts.query if parts.query else "")
            if full in site.pages or parts.path in site.pages:
                continue
            name = (
                titles.get(parts.path)
                or parts.path.strip("/").split("/")[-1].replace("-", " ").capitalize()
                or p.name
            )
            site.add(
                parts.path, chrome_page(p, name, f"<h1>{escape(name)}</h1><p>{escape(p.name)}.</p>")
            )
            todo.append(parts.path)
    return site


def sidebar(title: str, items: Sequence[tuple[str, str]]) -> str:
    return f'<aside class="sidebar"><h2>{escape(title)}</h2>{links(items)}</aside>'
