"""Shared chrome and helpers of heldout64's agriculture, food and veterinary portals.

`chrome()` builds a `Portal` whose every page carries what these portals carry around a
record: main menu, search, login, a footer with cookie settings, accessibility, privacy and
funder links, an analytics tag and a CDN-hosted consent script.  `finish()` turns a portal and its
record pages into a `Site` that answers every same-host link any of its pages prints: pages
the set does not spell out (browse lists, profiles, help) get a plain chrome page.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from html import escape, unescape
from urllib.parse import urljoin, urlsplit

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal, data

HREF = re.compile(r"""<(?:a|link|area)\b[^>]*?\bhref\s*=\s*["']([^"']+)["']""", re.I)

FOOTER = (
    ("/about", "About"),
    ("/cookies", "Cookie settings"),
    ("/privacy", "Privacy"),
    ("/accessibility", "Accessibility"),
    ("/contact", "Contact"),
    ("/help", "Help"),
)


def chrome(
    host: str,
    name: str,
    menu: Sequence[tuple[str, str]],
    *,
    title_format: str = "{title} | {name}",
    home_title: str | None = None,
    home_main: str = "",
    footer: Sequence[tuple[str, str]] = (),
) -> Portal:
    """A portal with the set's usual chrome; `footer` adds to the standard footer links."""
    return Portal(
        host,
        name,
        menu,
        footer=(*FOOTER, *footer),
        title_format=title_format,
        home_title=home_title,
        home_main=home_main or f"<h1>{escape(name)}</h1><p>Search or browse the collection.</p>",
    )


def head(tag: str) -> str:
    """An analytics tag and a CDN-hosted script, as real portals put in every page head."""
    return (
        f'<script async src="http://metrics.tagmgr.test/t.js?id={tag}"></script>'
        f'<script defer src="http://cdn.static-{tag}.test/consent/2.4/consent.min.js"></script>'
    )


def cookie_banner() -> str:
    return (
        '<div class="cookie-banner" role="dialog"><p>We use cookies to measure use of this '
        'site. <a href="/cookies">Manage cookies</a> <button>Accept</button></p></div>'
    )


def page(portal: Portal, title: str, main: str, **kw: object) -> str:
    """A portal page with the cookie banner and analytics head."""
    tag = portal.host.split(".")[1]
    return portal.page(title, main + cookie_banner(), head=head(tag), **kw)  # type: ignore[arg-type]


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return data(body, ctype)


def _label(path: str) -> str:
    words = [w for w in re.split(r"[/_\-?=&.]+", path) if w]
    return " ".join(words).capitalize() or "Home"


def finish(portal: Portal, pages: Mapping[str, PageValue]) -> Site:
    """The portal's site: its pages, and a chrome page for any same-host link left unserved."""
    site = portal.site(pages)
    if "/search" not in site.pages:
        site.add("/search", page(portal, "Search", "<h1>Search</h1><p>Type a query.</p>"))
    todo = list(site.pages)
    seen = set(todo)
    while todo:
        path = todo.pop()
        behaviour = site.pages[path]
        if not isinstance(behaviour, Response):
            continue
        if "html" not in (behaviour.header("Content-Type") or ""):
            continue
        base = portal.url(path)
        for href in HREF.findall(behaviour.body.decode("utf-8", "replace")):
            u = urlsplit(urljoin(base, unescape(href)).split("#", 1)[0])
            if u.hostname != portal.host:
                continue
            full = u.path + ("?" + u.query if u.query else "")
            if full in site.pages or u.path in site.pages or full in seen:
                continue
            seen.add(full)
            label = _label(full)
            body = page(portal, label, f"<h1>{escape(label)}</h1><p>Nothing to show here yet.</p>")
            site.add(full, body)
            todo.append(full)
    return site
