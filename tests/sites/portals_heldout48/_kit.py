"""Shared chrome and helpers of heldout48's mock portals: a portal with the usual menus and
footer, a cookie banner, an analytics script, a chrome page for every same-host link the
chrome prints, relation sidebars, and small file bodies.

Every portal here is crowded with relations (related, cited, citing, "more like this",
versions, collections), so the helpers make it cheap to print many links to *other*
records and to serve a plain landing page for each of them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal, case, data

# the portal kit's builder under the name this set's modules use
mk = case

FOOTER = (
    ("/about", "About"),
    ("/privacy", "Privacy"),
    ("/terms", "Terms of use"),
    ("/contact", "Contact"),
    ("/help", "Help"),
)
TRACKER = (
    '<script async src="http://px.metricsbeam.test/collect.js"></script>'
    '<link rel="preconnect" href="http://fonts.typecdn.test">'
)


def portal(
    host: str,
    name: str,
    menu: Sequence[tuple[str, str]],
    *,
    title_format: str = "{title} | {name}",
    home_title: str | None = None,
) -> Portal:
    """A portal with the shared footer; its homepage lists the menu (the seed's ignore list
    is built from the homepage and a 404 page)."""
    home = "<h1>" + escape(name) + "</h1>" + sidebar("Browse", menu, "home-browse")
    return Portal(
        host, name, menu, FOOTER, title_format=title_format, home_title=home_title, home_main=home
    )


def banner() -> str:
    return (
        '<div id="cookie-consent" class="cc-banner">We use cookies for statistics. '
        '<a href="/privacy">Read our privacy notice</a> <button>Accept</button></div>'
    )


def page(
    p: Portal, title: str, main: str, *, share: str | None = None, raw: bool = False, head: str = ""
) -> str:
    """A chrome-wrapped page with a cookie banner and the analytics script."""
    return p.page(title, banner() + main, head=TRACKER + head, share=share, raw_title=raw)


def sidebar(heading: str, items: Iterable[tuple[str, str]], cls: str = "related") -> str:
    lis = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f'<aside class="{cls}"><h3>{escape(heading)}</h3><ul>{lis}</ul></aside>'


def chrome_pages(p: Portal, extra: Iterable[tuple[str, str]] = ()) -> dict[str, str]:
    """A page for every same-host link the chrome prints (menu, footer, login, search)."""
    out: dict[str, str] = {}
    base = [*p.menu, *FOOTER, ("/login", "Log in"), ("/signup", "Sign up"), ("/search", "Search")]
    for path, label in [*base, *extra]:
        if path.startswith("/"):
            out[path.split("#", 1)[0]] = page(p, label, f"<h1>{escape(label)}</h1><p>{label}.</p>")
    return out


def stub_record(p: Portal, title: str, kind: str = "Record") -> str:
    """The landing page of another record (an `others` artifact), served so links answer."""
    return page(
        p,
        title,
        f'<article class="record-stub"><p class="type">{escape(kind)}</p>'
        f"<h1>{escape(title)}</h1><p>Deposited by a different team.</p></article>",
    )


def site(
    p: Portal,
    pages: Mapping[str, PageValue],
    extra_chrome: Iterable[tuple[str, str]] = (),
) -> Site:
    return p.site({**chrome_pages(p, extra_chrome), **pages})


def csv(header: str, rows: int = 4) -> Response:
    body = header + "\n" + "".join(f"{i},{i * 3 % 7},{i * 1.5:.1f}\n" for i in range(rows))
    return data(body, "text/csv")


def blob(label: str, ctype: str = "application/octet-stream") -> Response:
    return data(f"{label}\n".encode() * 8, ctype)


def bare_site(host: str, pages: Mapping[str, PageValue]) -> Site:
    """A host with no chrome: a CDN, object store or raw-file host."""
    return Site(host, pages)
