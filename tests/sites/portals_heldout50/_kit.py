"""Shared chrome and helpers of heldout50's conference portals: the chrome pages every
portal answers, a cookie banner and analytics snippet, citation exports, small files, the
`case()` builder.

`chrome_site()` wraps `Portal.site()` so that every link the chrome prints (menu, footer,
log in, sign up, help) is answered by a chrome page: a real portal answers all its links.
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Iterable, Mapping
from dataclasses import replace
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal
from sites.portals._portal import case as case  # (re-exported for the modules)

# Third-party analytics and a CDN font, as real portals embed them (never served: embedded
# resources on foreign hosts are no artifact URIs and no chrome links either).
ANALYTICS = (
    '<script async src="http://stats.tallycount.test/t.js" data-site="{site}"></script>'
    '<link rel="preconnect" href="http://fonts.typecdn.test">'
)


def head(site: str) -> str:
    return ANALYTICS.format(site=escape(site))


def cookie_banner(policy: str = "/cookies") -> str:
    return (
        '<div class="cookie-consent" role="dialog"><p>We use cookies to keep you signed in '
        f'and to count visits. <a href="{policy}">Cookie policy</a></p>'
        "<button>Accept all</button><button>Only necessary</button></div>"
    )


def chrome_page(portal: Portal, label: str) -> str:
    """A plain chrome page (about, terms, login...) that says nothing about any record."""
    return portal.page(
        label,
        f"<h1>{escape(label)}</h1><p>This page belongs to {escape(portal.name)} itself, "
        "not to any deposited item.</p>" + cookie_banner(),
        head=head(portal.host),
    )


def chrome_site(
    portal: Portal, pages: Mapping[str, PageValue], extra: Iterable[tuple[str, str]] = ()
) -> Site:
    """`portal.site(pages)` plus a chrome page for every menu, footer, account, help and
    cookie link, and for `extra` (path, label) pairs the record pages print."""
    chrome: dict[str, PageValue] = {}
    fixed = [("/login", "Log in"), ("/signup", "Sign up"), ("/help", "Help")]
    fixed += [("/search", "Search"), ("/cookies", "Cookie policy")]
    for path, label in [*portal.menu, *portal.footer, *fixed, *extra]:
        if path.startswith("/") and path != "/":  # the homepage is the portal's own
            chrome[path.split("#", 1)[0]] = chrome_page(portal, label)
    # The homepage shows the same cookie banner as every other page (so the banner's links
    # are among the links a homepage gives away as chrome).
    home = replace(portal, home_main=(portal.home_main or "<h1>Welcome</h1>") + cookie_banner())
    return home.site({**chrome, **pages})


def bibtex(
    key: str, title: str, authors: str, year: int, url: str, kind: str = "inproceedings"
) -> Response:
    body = (
        f"@{kind}{{{key},\n  title = {{{title}}},\n  author = {{{authors}}},\n"
        f"  year = {{{year}}},\n  url = {{{url}}}\n}}\n"
    )
    return Response.data(body.encode(), "application/x-bibtex; charset=utf-8")


def ris(title: str, authors: list[str], year: int, url: str, kind: str = "CONF") -> Response:
    lines = [f"TY  - {kind}", f"TI  - {title}"] + [f"AU  - {a}" for a in authors]
    lines += [f"PY  - {year}", f"UR  - {url}", "ER  - ", ""]
    return Response.data("\n".join(lines).encode(), "application/x-research-info-systems")


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode(), ctype)


def zipped(files: Mapping[str, str]) -> Response:
    """A small real zip archive (fixed timestamps, so the bytes are deterministic)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, content in files.items():
            z.writestr(zipfile.ZipInfo(name, (2024, 1, 1, 0, 0, 0)), content)
    return Response.data(buf.getvalue(), "application/zip")


def media(kind: bytes, size: int = 512) -> bytes:
    """Opaque media bytes (video/audio), a recognisable header then padding."""
    return kind + bytes(range(256)) * (size // 256)


def a(href: str, label: str, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f'<a href="{escape(href)}"{c}>{escape(label)}</a>'


def ul(items: Iterable[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{a(h, t)}</li>" for h, t in items) + "</ul>"
