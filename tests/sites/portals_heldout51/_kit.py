"""Shared chrome and helpers of heldout51's mock social-science, survey and clinical portals.

`Chrome` renders one portal's page frame (cookie banner, skip link, brand, main menu, search,
account links, footer columns, analytics tag, CDN stylesheet) around a page's main content,
and `Chrome.site()` turns a portal's pages into a `Site` that also serves its homepage, a
chrome-wrapped 404 page and a plain chrome page for every same-host link any page prints
but no record defines (menus, footers, login with ``next=``, help topics): a real portal
answers every link it prints.  The text-file helpers make the small codebooks, syntax files,
citation exports and metadata records the portals offer for download.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape, unescape
from urllib.parse import quote, urljoin, urlsplit

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

HREFS = re.compile(
    r"""<(?:a|link|area|form)\b[^>]*?\b(?:href|action)\s*=\s*["']([^"']+)["']""", re.I
)


def e(text: str) -> str:
    """HTML-escaped text (attribute-safe)."""
    return escape(text, quote=True)


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    """A list of links; `cls` names the list's class."""
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f'<li><a href="{e(h)}">{e(t)}</a></li>' for h, t in items) + "</ul>"


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def csv(rows: Sequence[Sequence[object]]) -> Response:
    return text("\n".join(",".join(str(c) for c in r) for r in rows) + "\n", "text/csv")


def binary(label: str, ctype: str = "application/octet-stream") -> Response:
    """Opaque bytes (a zip, a .dta, a .sav): they carry no record title."""
    body = b"PK\x03\x04" + label.encode("utf-8")[::-1] + bytes(range(40))
    return Response.data(body, ctype)


def pdf_doc(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def ris(title: str, authors: Sequence[str], year: int, doi: str, ty: str = "DATA") -> Response:
    body = f"TY  - {ty}\nTI  - {title}\n" + "".join(f"AU  - {a}\n" for a in authors)
    body += f"PY  - {year}\nDO  - {doi}\nER  - \n"
    return text(body, "application/x-research-info-systems")


def bibtex(key: str, title: str, authors: Sequence[str], year: int, doi: str) -> Response:
    body = (
        f"@misc{{{key},\n  title = {{{title}}},\n  author = {{{' and '.join(authors)}}},\n"
        f"  year = {{{year}}},\n  doi = {{{doi}}}\n}}\n"
    )
    return text(body, "application/x-bibtex")


def ddi(title: str, idno: str, variables: Sequence[tuple[str, str]]) -> Response:
    """A small DDI-Codebook 2.5 record: study title, id and variable labels."""
    vars_ = "".join(
        f'<var ID="V{i}" name="{e(n)}"><labl>{e(lab)}</labl></var>'
        for i, (n, lab) in enumerate(variables, 1)
    )
    body = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<codeBook xmlns="ddi:codebook:2_5" version="2.5">'
        f"<stdyDscr><citation><titlStmt><titl>{e(title)}</titl><IDNo>{e(idno)}</IDNo>"
        f"</titlStmt></citation></stdyDscr><dataDscr>{vars_}</dataDscr></codeBook>\n"
    )
    return text(body, "application/xml")


@dataclass
class Chrome:
    """One portal's frame.  `title_format` places a page title and the portal name; the
    homepage title is `home_title`, verbatim."""

    host: str
    name: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]] = ()
    title_format: str = "{title} | {name}"
    home_title: str = ""
    home_main: str = ""
    tagline: str = ""
    cookie: bool = True
    account: bool = True
    extra_head: str = ""
    extra: Mapping[str, PageValue] = field(default_factory=dict)

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def title(self, title: str) -> str:
        return self.title_format.format(title=title, name=self.name)

    def page(
        self, title: str, main: str, *, head: str = "", raw_title: bool = False, share: str = ""
    ) -> str:
        """A framed page; `share` (the page's own URL) adds the social share links."""
        t = title if raw_title else self.title(title)
        shares = ""
        if share:
            u = quote(share, safe="")
            shares = (
                f'<div class="share">Share: <a href="http://x.social.test/share?url={u}">X</a> '
                f'<a href="http://www.linkedup.test/shareArticle?url={u}">LinkedUp</a> '
                f'<a href="mailto:?subject=Dataset&amp;body={u}">Email</a></div>'
            )
        cookie = (
            '<div id="consent" class="cookie-banner" role="dialog">We use cookies to run this '
            'service and to count visits. <a href="/privacy/cookies">Cookie settings</a> '
            "<button>Accept</button></div>"
            if self.cookie
            else ""
        )
        account = (
            '<div class="account"><a href="/account/login">Log in</a> '
            '<a href="/account/register">Register</a></div>'
            if self.account
            else ""
        )
        foot = " ".join(f'<a href="{e(h)}">{e(x)}</a>' for h, x in self.footer)
        tag = f'<p class="tagline">{e(self.tagline)}</p>' if self.tagline else ""
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{e(t)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="http://cdn.typekitchen.test/fonts/source-sans.css">
<link rel="stylesheet" href="/assets/app.css"><link rel="icon" href="/assets/favicon.png">
<script async src="http://stats.countwell.test/tag.js?site={e(self.host)}"></script>
<script src="/assets/app.js" defer></script>{self.extra_head}{head}</head>
<body>{cookie}<a class="skip" href="#content">Skip to content</a>
<header class="masthead"><a class="brand" href="/"><img src="/assets/logo.png" alt="">{e(self.name)}</a>{tag}
<nav aria-label="Main">{ul(self.menu, "nav")}</nav>
<form class="search" action="/search" method="get"><label>Search <input name="q"></label>
<button type="submit">Go</button></form>{account}</header>
<main id="content">{main}{shares}</main>
<footer class="site-footer"><p>{foot}</p><p>&copy; 2026 {e(self.name)}</p></footer>
</body></html>
"""

    def chrome_page(self, path: str) -> str:
        words = [w for w in re.split(r"[/_\-.]+", path) if w and not w.isdigit()] or ["page"]
        title = " ".join(words).capitalize()
        return self.page(
            title,
            f"<h1>{e(title)}</h1><p>This part of {e(self.name)} is for every visitor; "
            'see <a href="/help">help</a> for more.</p>',
        )

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Not found",
            f"<h1>We could not find that page</h1><p>{e(request.path)} does not exist or "
            'has moved. Try <a href="/search">searching</a> or go <a href="/">home</a>.</p>',
        )
        return Response.html(body, 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        home_title = self.home_title or self.name
        home = self.page(home_title, self.home_main or f"<h1>{e(self.name)}</h1>", raw_title=True)
        served: dict[str, PageValue] = {
            "/": home,
            "/assets/app.css": Response.data(b"body{margin:0 auto;max-width:72em}\n", "text/css"),
            "/assets/app.js": Response.data(b"window.portal={ready:true};\n", "text/javascript"),
            "/assets/logo.png": Response.data(png(16, 16, (20, 60, 110)), "image/png"),
            "/assets/favicon.png": Response.data(png(8, 8, (20, 60, 110)), "image/png"),
            **self.extra,
            **pages,
        }
        fill_chrome(self, served)
        site = Site(self.host, not_found=self.not_found)
        for path, value in served.items():
            site.add(path, value)
        return site


def _html_of(value: PageValue) -> str | None:
    if isinstance(value, str):
        return value
    if isinstance(value, Response) and "html" in (value.header("Content-Type") or ""):
        return value.body.decode("utf-8", "replace")
    return None


def fill_chrome(chrome: Chrome, served: dict[str, PageValue]) -> None:
    """Add a chrome page for every same-host link of every page that nothing serves yet,
    until every printed link answers (the chrome pages' own links included)."""
    todo = list(served.items())
    while todo:
        key, value = todo.pop()
        html = _html_of(value)
        if html is None:
            continue
        base = chrome.url(key)
        for href in HREFS.findall(html):
            u = urlsplit(urljoin(base, unescape(href)))
            full = u.path + ("?" + u.query if u.query else "")
            if u.hostname != chrome.host or full in served or u.path in served:
                continue
            page = chrome.chrome_page(u.path)
            served[u.path] = page
            todo.append((u.path, page))


def record_head(title: str, authors: Sequence[str], date: str, doi: str = "") -> str:
    """Scholarly meta tags (Highwire style) for a record page's <head>."""
    out = f'<meta name="citation_title" content="{e(title)}">'
    out += "".join(f'<meta name="citation_author" content="{e(a)}">' for a in authors)
    out += f'<meta name="citation_publication_date" content="{e(date)}">'
    if doi:
        out += f'<meta name="citation_doi" content="{e(doi)}">'
    return out
