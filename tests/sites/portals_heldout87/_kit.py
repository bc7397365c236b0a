"""Shared chrome and helpers of heldout87's small-platform journal portals.

`Shell` is one portal host's chrome: a header menu, a search form, login links, a cookie
banner, a footer, an analytics script and its own stylesheet.  `Shell.site()` turns the
pages a portal module writes into a `Site` with a homepage, a chrome-wrapped "not found"
page and, because a real portal answers every link it prints, a chrome page for every
same-host link that no module page covers.  The file helpers make small real files
(PDF, JATS XML, EPUB, RIS, BibTeX, CSV) whose text names the article when asked.
"""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape, unescape
from urllib.parse import urljoin, urlsplit

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

Links = Sequence[tuple[str, str]]
_REF = re.compile(r"""\b(?:href|src|action)\s*=\s*["']([^"']+)["']""", re.I)


@dataclass
class Shell:
    """One portal host's chrome.  `title_format` places the page title and the site name;
    `home_title` is the homepage's whole <title>; `home_main` its body (featured items)."""

    host: str
    name: str
    menu: Links
    footer: Links = ()
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = "<h1>Welcome</h1>"
    cookie: str | None = "/privacy"  # the cookie banner's "learn more" link
    account: Links = (("/login", "Log in"), ("/register", "Register"))
    search: str | None = "/search"
    theme: str = "plain"
    extra_head: str = ""
    pages: dict[str, PageValue] = field(default_factory=dict)

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def title(self, title: str) -> str:
        return self.title_format.format(title=title, name=self.name)

    def page(self, title: str, main: str, *, raw_title: bool = False, aside: str = "") -> str:
        """A full page in this portal's chrome; `title` goes through `title_format`."""
        menu = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in self.menu)
        acct = " ".join(
            f'<a class="acct" href="{escape(h)}">{escape(t)}</a>' for h, t in self.account
        )
        foot = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in self.footer)
        search = (
            f'<form class="search" role="search" action="{self.search}" method="get">'
            '<label>Search <input type="search" name="query"></label><button>Go</button></form>'
            if self.search
            else ""
        )
        cookie = (
            '<div id="cookie-consent" hidden><p>We use cookies for sessions and anonymous usage '
            f'statistics. <a href="{self.cookie}">Learn more</a></p>'
            '<button type="button">Accept</button></div>'
            if self.cookie
            else ""
        )
        side = f'<aside class="sidebar">{aside}</aside>' if aside else ""
        t = title if raw_title else self.title(title)
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{escape(t)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/assets/{self.theme}.css">
<link rel="icon" href="/assets/favicon.png">
<script src="/assets/app.js" defer></script>
<script src="/assets/stats.js" async></script>{self.extra_head}</head>
<body class="theme-{self.theme}">{cookie}
<header class="masthead"><a class="brand" href="/"><img src="/assets/logo.png" alt="">
{escape(self.name)}</a><nav aria-label="Main"><ul>{menu}</ul></nav>{search}
<div class="account">{acct}</div></header>
<div class="wrap"><main id="content">{main}</main>{side}</div>
<footer class="site-footer"><ul>{foot}</ul><p>Platform software under GPL; content under the
licences stated on each item.</p></footer></body></html>
"""

    def chrome_page(self, path: str) -> str:
        """A generic section page for a chrome link (about, archive, login, ...)."""
        label = path.strip("/").replace("/", " · ").replace("-", " ") or "home"
        return self.page(
            label.capitalize(),
            f"<h1>{escape(label.capitalize())}</h1><p>This section of {escape(self.name)} "
            "is maintained by the editorial office. Use the menu above to find content.</p>",
        )

    def not_found(self, request: Request) -> Response:
        return Response.html(
            self.page(
                "Not found",
                f"<h1>We could not find that page</h1><p>{escape(request.path)} does not "
                "exist or was removed. Try searching or browse the archive.</p>",
            ),
            404,
        )

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        """This host's site: home, assets, `pages`, and chrome for every other linked path."""
        site = Site(self.host, not_found=self.not_found)
        site.add("/", self.page(self.home_title or self.name, self.home_main, raw_title=True))
        site.add(f"/assets/{self.theme}.css", css(self.theme))
        site.add("/assets/app.js", Response.data(b"window.portal={ready:1};\n", "text/javascript"))
        site.add(
            "/assets/stats.js", Response.data(b"(function(){var q=[];})();\n", "text/javascript")
        )
        site.add("/assets/logo.png", Response.data(png(24, 12), "image/png"))
        site.add("/assets/favicon.png", Response.data(png(8, 8), "image/png"))
        for path, value in {**self.pages, **pages}.items():
            site.add(path, value)
        fill_chrome(site, self.chrome_page)
        return site


def css(theme: str) -> Response:
    return Response.data(
        f".theme-{theme} main{{max-width:52em}} nav li{{display:inline}}\n".encode(), "text/css"
    )


def _body_text(value: object) -> str | None:
    if isinstance(value, Response):
        if "html" not in (value.header("Content-Type") or ""):
            return None
        return value.body.decode("utf-8", "replace")
    return None


def fill_chrome(site: Site, make: Callable[[str], PageValue]) -> None:
    """Add a chrome page for every same-host path some HTML page links that is not served
    yet, until every printed link answers (chrome pages link only chrome)."""
    todo = True
    while todo:
        todo = False
        for path, value in list(site.pages.items()):
            text = _body_text(value)
            if text is None:
                continue
            base = site.origin + path
            for ref in _REF.findall(text):
                u = urlsplit(urljoin(base, unescape(ref)))
                if u.hostname != site.host or u.scheme != "http":
                    continue
                p = u.path or "/"
                if p in site.pages or (u.query and f"{p}?{u.query}" in site.pages):
                    continue
                site.add(p, make(p))
                todo = True


def html(body: str, status: int = 200, headers: list[tuple[str, str]] | None = None) -> Response:
    return Response.html(body, status, headers)


def ul(items: Links, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines) or ["Full text."]), "application/pdf")


def text_file(body: str, ctype: str) -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def jats(title: str, doi: str, abstract: str) -> Response:
    body = f"""<?xml version="1.0" encoding="UTF-8"?>
<article xmlns:xlink="http://www.w3.org/1999/xlink" article-type="research-article">
<front><article-meta><article-id pub-id-type="doi">{doi}</article-id>
<title-group><article-title>{escape(title)}</article-title></title-group>
<abstract><p>{escape(abstract)}</p></abstract></article-meta></front>
<body><sec><title>Introduction</title><p>Text of {escape(title)}.</p></sec></body></article>
"""
    return text_file(body, "application/xml")


def epub(title: str) -> Response:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("mimetype", "application/epub+zip", compress_type=zipfile.ZIP_STORED)
        z.writestr("META-INF/container.xml", "<container/>")
        z.writestr("OEBPS/content.opf", f"<package><title>{escape(title)}</title></package>")
    return Response.data(buf.getvalue(), "application/epub+zip")


def zip_file(names: Sequence[str], note: str = "") -> Response:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for n in names:
            z.writestr(n, f"{n}\n{note}\n")
    return Response.data(buf.getvalue(), "application/zip")


def ris(title: str, doi: str, journal: str, year: int) -> Response:
    body = f"TY  - JOUR\nTI  - {title}\nJO  - {journal}\nPY  - {year}\nDO  - {doi}\nER  - \n"
    return text_file(body, "application/x-research-info-systems")


def bibtex(key: str, title: str, doi: str, journal: str, year: int) -> Response:
    body = (
        f"@article{{{key},\n  title = {{{title}}},\n  journal = {{{journal}}},\n"
        f"  year = {{{year}}},\n  doi = {{{doi}}}\n}}\n"
    )
    return text_file(body, "application/x-bibtex")


def csv_file(header: str, rows: int, seed: int = 1) -> Response:
    lines = [header] + [
        ",".join(str((seed * 31 + r * 7 + c * 3) % 97) for c in range(header.count(",") + 1))
        for r in range(rows)
    ]
    return text_file("\n".join(lines) + "\n", "text/csv")
