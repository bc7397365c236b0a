"""Shared chrome and helpers of heldout96's conference and event portals.

What every portal here adds on top of `sites.portals._portal.Portal`: CDN stylesheets, an
analytics script and Open Graph tags in the head, a cookie-consent banner, and a site that
answers every same-host link it prints (`serve` fills any printed-but-unserved same-host
link with a plain chrome page, so menus, tag clouds and sidebars never lead to a 404).
`build_web` joins the sites of several cases into one web, one site per host.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from html import escape, unescape
from urllib.parse import urljoin, urlsplit

from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal

HREF = re.compile(r"""<(?:a|link|area)\b[^>]*?\bhref\s*=\s*["']([^"']+)["']""", re.I)


def head(cdn: str, tracker: str, *, og_title: str = "", extra: str = "") -> str:
    """What a production portal puts in <head>: CDN assets, analytics, social meta tags."""
    og = f'<meta property="og:title" content="{escape(og_title)}">' if og_title else ""
    return (
        f'<link rel="preconnect" href="http://{cdn}/">'
        f'<link rel="stylesheet" href="http://{cdn}/ui/4.2/bundle.min.css">'
        f'<script src="http://{cdn}/ui/4.2/bundle.min.js" defer></script>'
        f'<script async src="http://{tracker}/collect.js?sid=evt"></script>'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">{og}{extra}'
    )


def cookie_banner(policy: str = "/privacy") -> str:
    """The consent banner; its policy link is the footer's privacy page."""
    return (
        '<div id="consent" class="cookie-banner" role="dialog"><p>We use cookies to keep you '
        "signed in and to measure how our pages are used.</p>"
        f'<a href="{policy}">Cookie settings</a> <button data-consent="all">Accept all</button>'
        ' <button data-consent="none">Only necessary</button></div>'
    )


def abs_link(base: str, href: str) -> str:
    return urljoin(base, unescape(href)).split("#", 1)[0]


def _section_title(path: str) -> str:
    last = [p for p in path.split("?")[0].split("/") if p]
    return last[-1].replace("-", " ").replace("_", " ").capitalize() if last else "Home"


def fill_links(site: Site, page: Callable[[str, str], str]) -> None:
    """Serve a chrome page (made by `page(title, main)`) for every same-host link that a
    served HTML page prints and no page answers: a real portal answers every link it shows."""
    todo = [p for p, b in site.pages.items() if _is_html(b)]
    todo.append("/help")
    seen = set(site.pages)
    while todo:
        path = todo.pop()
        if path not in site.pages:
            title = _section_title(path)
            site.add(
                path,
                page(
                    title,
                    f"<h1>{escape(title)}</h1><p>This section lists "
                    "information about the portal and its services.</p>",
                ),
            )
        body = site.pages[path]
        assert isinstance(body, Response)
        for href in HREF.findall(body.body.decode("utf-8", "replace")):
            url = abs_link(site.url(path), href)
            parts = urlsplit(url)
            if parts.hostname != site.host:
                continue
            key = parts.path + ("?" + parts.query if parts.query else "")
            if key in seen or parts.path in site.pages:
                continue
            seen.add(key)
            todo.append(key)


def _is_html(b: object) -> bool:
    return isinstance(b, Response) and "html" in (b.header("Content-Type") or "")


def serve(portal: Portal, pages: Mapping[str, PageValue]) -> Site:
    """The portal's site (homepage, 404, assets, `pages`) answering every link it prints."""
    site = portal.site(pages)
    fill_links(site, portal.page)
    return site


def html_with_links(body: str, links: Iterable[tuple[str, str]]) -> Response:
    """An HTML answer with an HTTP Link header (signposting-style typed links)."""
    value = ", ".join(f"<{u}>; {rel}" for u, rel in links)
    return Response.html(body, headers=[("Link", value)])


def build_web(cases: Iterable[Case]) -> VirtualWeb:
    """The sites of `cases`, each host once (cases of one portal build the same sites)."""
    web = VirtualWeb()
    for c in cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
