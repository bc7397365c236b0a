"""Shared chrome and helpers of heldout71's library and special-collections portals.

`Lib` wraps the portal kit's `Portal` with what library portals add around a record: a
cookie banner, an inline analytics snippet, "Ask a librarian" and opening-hours links.
`finish()` turns a portal's record pages into a `Site` that answers every same-host link
its pages print (chrome pages for menu, footer, facet and help links), as a real portal does.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from html import escape, unescape
from urllib.parse import urljoin, urlsplit

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal, data

HREF = re.compile(r"""<(?:a|link|area)\b[^>]*?\bhref\s*=\s*["']([^"']+)["']""", re.I)

COOKIES = (
    '<div class="cookie-consent" role="dialog"><p>This site uses cookies to remember your '
    'preferences. <a href="/about/privacy">Privacy notice</a></p>'
    '<button type="button">Accept</button> <button type="button">Reject</button></div>'
)
ANALYTICS = (
    "<script>window._paq=window._paq||[];_paq.push(['trackPageView']);"
    "_paq.push(['enableLinkTracking']);</script>"
)


def lib(
    host: str,
    name: str,
    menu: Sequence[tuple[str, str]],
    *,
    title_format: str = "{title} | {name}",
    home_title: str | None = None,
    home_main: str = "",
) -> Portal:
    """A library portal: its menu plus the usual footer (privacy is also in the banner)."""
    footer = (
        ("/about/privacy", "Privacy"),
        ("/about/accessibility", "Accessibility"),
        ("/about/terms", "Terms of use"),
        ("/visit/hours", "Opening hours"),
        ("/ask", "Ask a librarian"),
    )
    return Portal(
        host,
        name,
        menu,
        footer,
        title_format=title_format,
        home_title=home_title,
        home_main=home_main or f"<h1>{escape(name)}</h1><p>Explore our collections.</p>",
    )


def page(p: Portal, title: str, main: str, *, head: str = "", share: str | None = None) -> str:
    """A portal page with the library extras (cookie banner, analytics) around `main`."""
    return p.page(title, COOKIES + main, head=head + ANALYTICS, share=share)


def same_host_paths(p: Portal, base: str, body: str) -> set[str]:
    """Paths (with query) of the links of `body` that stay on the portal's host."""
    out = set()
    for href in HREF.findall(body):
        u = urljoin(base, unescape(href)).split("#", 1)[0]
        parts = urlsplit(u)
        if parts.hostname == p.host:
            out.add((parts.path or "/") + ("?" + parts.query if parts.query else ""))
    return out


def finish(p: Portal, pages: Mapping[str, PageValue]) -> Site:
    """The portal's site: its pages, and a chrome page for every same-host link they print
    (menus, footers, facets, help), so the portal answers every link it shows."""
    site = p.site(pages)
    todo = ["/", "/help", "/search", "/login", "/signup", *site.pages]
    seen: set[str] = set()
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        have = site.pages.get(path) or site.pages.get(path.split("?", 1)[0])
        if have is None:
            label = path.strip("/").split("?", 1)[0].replace("/", " · ").replace("-", " ")
            label = label.capitalize() or p.name
            body = page(p, label, f"<h1>{escape(label)}</h1><p>{escape(p.name)}: {label}.</p>")
            site.add(path.split("?", 1)[0], body)
            have = site.pages[path.split("?", 1)[0]]
        if isinstance(have, Response) and "html" in (have.header("Content-Type") or ""):
            text = have.body.decode("utf-8", "replace")
            todo.extend(same_host_paths(p, p.url(path), text) - seen)
    return site


def a(href: str, text: str, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f'<a href="{escape(href)}"{c}>{escape(text)}</a>'


def ul(items: Sequence[str]) -> str:
    return "<ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def dl(pairs: Sequence[tuple[str, str]]) -> str:
    return "<dl>" + "".join(f"<dt>{escape(k)}</dt><dd>{escape(v)}</dd>" for k, v in pairs) + "</dl>"


def jpeg_like(seed: int) -> Response:
    """A page image (served as PNG: a real image format, made in code)."""
    return Response.data(png(12, 16, (seed % 200, 80 + seed % 100, 60)), "image/png")


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def xml_file(body: str) -> Response:
    return data('<?xml version="1.0" encoding="UTF-8"?>\n' + body, "application/xml")


def json_file(body: str) -> Response:
    return data(body, "application/json")


def text_file(body: str) -> Response:
    return data(body, "text/plain; charset=utf-8")


def bare_site(host: str, pages: Mapping[str, PageValue]) -> Site:
    """A host with no chrome (image servers, file stores): just its files."""
    return Site(host, pages)
