"""Shared chrome and helpers of heldout42's humanities / heritage / grey-literature portals.

Each portal is a `keepnet`-free `Portal` (tests/sites/portals/_portal.py) plus what such
institutions add around a record: a cookie banner, an analytics snippet and CDN font, and
a served page for every chrome link they print (menus, footers, login, help, cookies).
`portal_site` builds the host with those chrome pages; `Rec` bundles what a case needs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal

SUFFIX = "hx42.example"
# Embedded only (script/img src), never linked: a crawler's embedded-resource business.
ANALYTICS = (
    '<script async src="http://stats.beaconly.test/b.js?site=heritage"></script>'
    '<link rel="preconnect" href="http://fonts.typecdn.test">'
)
STANDARD_CHROME = ("/login", "/signup", "/help", "/cookies", "/search")


def host(name: str, org: str) -> str:
    return f"{name}.{org}.{SUFFIX}"


def cookie_banner() -> str:
    return (
        '<div class="cookie-banner" role="dialog"><p>We use cookies to understand how our '
        'collections are used. <a href="/cookies">Cookie settings</a></p>'
        "<button>Accept all</button><button>Essential only</button></div>"
    )


def page(p: Portal, title: str, main: str, *, head: str = "", share: str | None = None) -> str:
    """A chrome-wrapped page with banner and analytics (what every institution adds)."""
    return p.page(title, cookie_banner() + main, head=ANALYTICS + head, share=share)


def ul(items: Iterable[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    inner = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f"<ul{c}>{inner}</ul>"


def chrome_page(p: Portal, path: str) -> str:
    label = path.strip("/").replace("-", " ").replace("/", " / ") or "home"
    return page(
        p,
        label.capitalize(),
        f"<h1>{escape(label.capitalize())}</h1><p>General information about {escape(p.name)}.</p>",
    )


def portal_site(
    p: Portal, pages: Mapping[str, PageValue], extra_chrome: Iterable[str] = ()
) -> Site:
    """The portal's host: its pages, plus a chrome page for each menu, footer and standard
    link that no record page claims (a real portal answers every link it prints)."""
    chrome: dict[str, PageValue] = {}
    wanted = [h for h, _ in (*p.menu, *p.footer)] + list(STANDARD_CHROME) + list(extra_chrome)
    for path in wanted:
        if path.startswith("/") and path != "/" and path not in pages:
            chrome[path] = chrome_page(p, path.split("?", 1)[0])
    # The homepage shows the banner too (a crawler building an ignore list sees it there).
    home = cookie_banner() + (p.home_main or f"<h1>{escape(p.name)}</h1>")
    return replace(p, home_main=home).site({**chrome, **pages})


def file(body: bytes | str, ctype: str) -> Response:
    return Response.data(body.encode() if isinstance(body, str) else body, ctype)


def make_case(
    name: str,
    imitates: str,
    artifact_class: str,
    expected: str,
    entry: str,
    truth: Iterable[str],
    build: Callable[[], list[Site]],
    others: Iterable[str] = (),
) -> Case:
    return Case(
        name=name,
        imitates=imitates,
        artifact_class=artifact_class,
        expected=expected,
        entry=entry,
        truth=frozenset(truth),
        build=build,
        others=frozenset(others),
    )
