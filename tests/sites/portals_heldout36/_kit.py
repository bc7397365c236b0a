"""Shared helpers of heldout36: hosts, portal chrome that answers every link it shows, and
small builders for the pieces most records carry (citation exports, cookie banners, sidebars).

`site_of(portal, pages)` serves the given pages, every menu/footer/login/search page, and —
so no link a real portal would answer is left dangling — a chrome page for any same-host link
of a served HTML page that nothing else serves (login-walled actions redirect to /login).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from html import escape, unescape
from urllib.parse import urljoin, urlsplit

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal

SUFFIX = "hx36.example"
HREF = re.compile(r"""<(?:a|link|area)\b[^>]*?\bhref\s*=\s*["']([^"']+)["']""", re.I)
LOGIN_WALLED = ("/fork", "/star", "/watch", "/follow", "/edit", "/settings", "/upload", "/like")


def host(name: str, org: str) -> str:
    """`<name>.<org>.hx36.example`: every org is its own registrable domain."""
    return f"{name}.{org}.{SUFFIX}"


def u(h: str, path: str) -> str:
    return f"http://{h}{path}"


def cookie_banner(policy: str = "/legal/cookies") -> str:
    return (
        '<div class="cookie-consent" role="dialog"><p>We use cookies to improve your '
        f'experience. <a href="{policy}">Cookie policy</a></p><button>Accept all</button>'
        "<button>Reject non-essential</button></div>"
    )


def exports(base: str, formats: Sequence[tuple[str, str]]) -> str:
    """A citation-export dropdown: (label, href) pairs."""
    items = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for t, h in formats)
    return f'<div class="dropdown export"><button>Export / Cite</button><ul>{items}</ul></div>'


def bibtex(key: str, title: str, authors: str, year: int, extra: str = "") -> str:
    return (
        f"@misc{{{key},\n  title = {{{title}}},\n  author = {{{authors}}},\n"
        f"  year = {{{year}}},{extra}\n}}\n"
    )


def ris(title: str, authors: Sequence[str], year: int, url: str) -> str:
    au = "".join(f"AU  - {a}\n" for a in authors)
    return f"TY  - DATA\nTI  - {title}\n{au}PY  - {year}\nUR  - {url}\nER  - \n"


def sidebar(heading: str, items: Sequence[tuple[str, str]]) -> str:
    lis = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f'<aside class="related"><h3>{escape(heading)}</h3><ul>{lis}</ul></aside>'


def _chrome_page(portal: Portal, path: str) -> str:
    label = path.strip("/").replace("-", " ").replace("/", " › ") or portal.name
    return portal.page(
        label.title(),
        f"<h1>{escape(label.title())}</h1><p>This page is part of {escape(portal.name)}.</p>"
        '<p><a href="/">Back to the home page</a></p>',
    )


def site_of(portal: Portal, pages: Mapping[str, PageValue]) -> Site:
    """The portal's site: `pages`, its chrome pages, and a page for every dangling link."""
    served: dict[str, PageValue] = dict(pages)
    for path in ("/login", "/signup", "/search", "/help"):
        served.setdefault(path, _chrome_page(portal, path))
    for h, _t in [*portal.menu, *portal.footer]:
        if h.startswith("/"):
            served.setdefault(h, _chrome_page(portal, h))
    site = portal.site(served)
    # A real portal answers every link it prints: fill the ones nothing above serves.
    known = set(site.pages)
    bodies = [(portal.origin + "/", portal.page(portal.name, portal.home_main))]
    bodies += [
        (portal.origin + p, v.body.decode("utf-8", "replace"))
        for p, v in site.pages.items()
        if isinstance(v, Response) and "html" in (v.header("Content-Type") or "")
    ]
    for base, body in bodies:
        for href in HREF.findall(body):
            link = urljoin(base, unescape(href)).split("#", 1)[0]
            parts = urlsplit(link)
            if parts.hostname != portal.host:
                continue
            key = parts.path + (f"?{parts.query}" if parts.query else "")
            if key in known or parts.path in known:
                continue
            known.add(key)
            if parts.path.endswith(LOGIN_WALLED):
                site.add(key, Response.redirect(f"/login?next={parts.path}"))
            else:
                site.add(key, _chrome_page(portal, parts.path))
    return site
