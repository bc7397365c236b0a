"""Shared helpers of heldout34: host names, portal chrome pages, files, exports, cases.

Every portal of the set is a `Portal` (tests/sites/portals/_portal.py) whose menu, footer,
login, sign-up, search and help links are all served (a real portal answers them), with a
cookie banner and the usual record furniture (citation exports, share links) built here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from html import escape
from urllib.parse import urlsplit

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal, data
from sites.portals._portal import case as case  # (re-exported for the modules)

SUFFIX = "hx34.example"

FOOTER = (
    ("/about", "About"),
    ("/privacy", "Privacy & cookies"),
    ("/terms", "Terms of use"),
    ("/accessibility", "Accessibility"),
    ("/contact", "Contact"),
    ("http://twitter.test/share", "X / Twitter"),
    ("http://www.linkedin.test/company", "LinkedIn"),
    ("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0"),
)


def host(name: str, org: str) -> str:
    return f"{name}.{org}.{SUFFIX}"


def portal(
    hostname: str,
    name: str,
    menu: Sequence[tuple[str, str]],
    *,
    title_format: str = "{title} | {name}",
    home_title: str | None = None,
    home_main: str = "",
    footer: Sequence[tuple[str, str]] = FOOTER,
    soft_404: bool = False,
) -> Portal:
    return Portal(
        hostname,
        name,
        menu,
        footer,
        title_format=title_format,
        home_title=home_title,
        home_main=home_main,
        soft_404=soft_404,
    )


COOKIES = (
    '<div id="cookie-consent" class="cookie-banner" role="dialog" aria-live="polite">'
    "<p>We use essential cookies to run this site and optional analytics cookies to improve "
    'it. See our <a href="/privacy">privacy and cookie policy</a>.</p>'
    '<button class="btn accept">Accept all</button> <button class="btn reject">Essential only'
    "</button></div>"
)


def site(p: Portal, pages: Mapping[str, PageValue]) -> Site:
    """The portal's site: its pages plus a served page for every same-host chrome link."""
    chrome: dict[str, PageValue] = {}
    labels = [*p.menu, *p.footer, ("/login", "Log in"), ("/signup", "Sign up")]
    labels += [("/search", "Search results"), ("/help", "Help")]
    for href, label in labels:
        parts = urlsplit(href)
        if parts.netloc or not parts.path.startswith("/") or parts.path == "/":
            continue
        chrome.setdefault(
            parts.path,
            p.page(
                label,
                f"<h1>{escape(label)}</h1><p>{escape(p.name)}: {escape(label)}.</p>"
                '<p><a href="/">Back to the home page</a></p>' + COOKIES,
            ),
        )
    return p.site({**chrome, **pages})


def pdf_file(title: str, *lines: str) -> Response:
    return data(pdf(title, list(lines) or ["(c) the authors"]), "application/pdf")


def image(rgb: tuple[int, int, int] = (120, 120, 120)) -> Response:
    return data(png(16, 12, rgb), "image/png")


def blob(text: str, ctype: str) -> Response:
    return data(text, ctype)


def ris(title: str, authors: Iterable[str], year: str, url: str, kind: str = "RPRT") -> Response:
    lines = [f"TY  - {kind}", f"TI  - {title}", *(f"AU  - {a}" for a in authors)]
    lines += [f"PY  - {year}", f"UR  - {url}", "ER  - ", ""]
    return data("\n".join(lines), "application/x-research-info-systems")


def bibtex(key: str, title: str, authors: Iterable[str], year: str, url: str) -> Response:
    body = (
        f"@techreport{{{key},\n  title = {{{title}}},\n  author = {{{' and '.join(authors)}}},\n"
        f"  year = {{{year}}},\n  url = {{{url}}}\n}}\n"
    )
    return data(body, "application/x-bibtex")


def citation_meta(title: str, authors: Iterable[str], date: str, pdf_url: str = "") -> str:
    metas = [f'<meta name="citation_title" content="{escape(title)}">']
    metas += [f'<meta name="citation_author" content="{escape(a)}">' for a in authors]
    metas.append(f'<meta name="citation_publication_date" content="{date}">')
    if pdf_url:
        metas.append(f'<meta name="citation_pdf_url" content="{escape(pdf_url)}">')
    return "".join(metas)


def a(href: str, text: str, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f'<a href="{escape(href)}"{c}>{escape(text)}</a>'


def ul(items: Iterable[str], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def linked(body: str, link_header: Sequence[tuple[str, str, str]], status: int = 200) -> Response:
    """An HTML page with FAIR-signposting Link headers: (target, rel, type or "")."""
    parts = [f'<{u}> ; rel="{rel}"' + (f' ; type="{t}"' if t else "") for u, rel, t in link_header]
    return Response.html(body, status, headers=[("Link", " , ".join(parts))])
