"""Shared chrome and helpers of heldout38's journal and article platforms.

`portal()` builds a `JournalPortal` whose pages carry what journal platforms carry around an
article: a cookie banner, an analytics snippet, CDN assets, a language switch, menus and
footers.  `chrome_pages()` answers every same-host chrome link those pages print (menus,
footer, login, sign-up, help, search), so no link of a mock portal dead-ends.
`stub()` makes the page of another record (a related article, an issue table of contents)
that is not part of the case's artifact.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response
from sites.portals._portal import Portal

ANALYTICS = (
    '<script async src="http://www.analytics-tag.test/gtag/js?id=G-HX38"></script>'
    "<script>window.dataLayer=window.dataLayer||[];</script>"
)
COOKIES = (
    '<div class="cookie-consent" role="dialog"><p>We use cookies to improve your experience. '
    '<a href="/cookie-settings">Cookie settings</a> '
    '<button type="button">Accept all</button> <button type="button">Reject</button></p></div>'
)


class JournalPortal(Portal):
    """A `Portal` whose every page also shows the cookie-consent banner."""

    def page(
        self,
        title: str,
        main: str,
        *,
        head: str = "",
        share: str | None = None,
        raw_title: bool = False,
    ) -> str:
        return super().page(title, COOKIES + main, head=head, share=share, raw_title=raw_title)


def portal(
    host: str,
    name: str,
    menu: Sequence[tuple[str, str]],
    footer: Sequence[tuple[str, str]],
    *,
    title_format: str = "{title} | {name}",
    home_title: str | None = None,
    home_main: str = "",
) -> Portal:
    """A portal whose pages carry the platform chrome (menus, footer, login, search)."""
    return JournalPortal(
        host,
        name,
        menu,
        footer,
        title_format=title_format,
        home_title=home_title,
        home_main=home_main or f"<h1>{escape(name)}</h1>",
    )


def head(cdn: str = "http://cdn.jsdelivr.test/npm/bootstrap@5/dist/css/bootstrap.min.css") -> str:
    """Extra <head> content of an article page: CDN stylesheet and the analytics tag."""
    return f'<link rel="stylesheet" href="{cdn}">{ANALYTICS}'


def chrome_pages(p: Portal, extra: Sequence[str] = ()) -> dict[str, PageValue]:
    """A chrome page for every menu and footer path, plus login, sign-up, help and search."""
    paths = [h for h, _ in (*p.menu, *p.footer) if h.startswith("/")]
    paths += ["/login", "/signup", "/help", "/search", "/cookie-settings", *extra]
    out: dict[str, PageValue] = {}
    for path in paths:
        if path == "/" or path in out:
            continue
        label = path.strip("/").replace("-", " ").replace("/", " · ") or "home"
        out[path] = p.page(label.capitalize(), f"<h1>{escape(label.capitalize())}</h1>")
    return out


def stub(p: Portal, title: str, body: str = "") -> str:
    """The page of another record of the portal (not part of the case's artifact)."""
    return p.page(title, f"<article><h1>{escape(title)}</h1><p>{body or 'Abstract.'}</p></article>")


def a(href: str, text: str, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f'<a href="{escape(href)}"{c}>{escape(text)}</a>'


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{a(h, t)}</li>" for h, t in items) + "</ul>"


def references(dois: Sequence[str], resolver: str = "http://doi.test/") -> str:
    """A reference list full of outbound DOI links (other artifacts, never members)."""
    items = "".join(
        f"<li>Author {i + 1} et al. (20{10 + i}). Cited work. "
        f'<a href="{resolver}{escape(d)}">{resolver}{escape(d)}</a></li>'
        for i, d in enumerate(dois)
    )
    return f'<section id="references"><h2>References</h2><ol>{items}</ol></section>'


def pdf_file(title: str, *lines: str) -> Response:
    """A small real PDF whose text carries `title` (ASCII titles appear verbatim)."""
    return Response.data(pdf(title, list(lines) or ["Full text."]), "application/pdf")


def blob(kind: str, seed: str) -> Response:
    """A binary file (spreadsheet, zip, ePub, video) that carries no title text."""
    body = b"PK\x03\x04" + seed.encode("ascii", "replace") * 7 + bytes(range(32))
    return Response.data(body, kind)


def text(body: str, ctype: str) -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def merge(*parts: Mapping[str, PageValue]) -> dict[str, PageValue]:
    out: dict[str, PageValue] = {}
    for part in parts:
        out.update(part)
    return out
