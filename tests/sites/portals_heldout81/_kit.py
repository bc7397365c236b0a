"""Shared chrome and file helpers of the heldout81 grey-literature portals.

An `Org` is one organisation's web host and its chrome: a top menu with a topics mega-menu,
a search form, an account link, a cookie banner, a "featured" block of other publications,
a footer and an inline analytics snippet.  The chrome is the same on every page, the
homepage and the 404 page included, so the seed's ignored-URIs list (404 page + homepage
links) removes it; `Org.site()` serves a page for every link the chrome prints, so the
portal answers every same-host link it shows.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape, unescape
from urllib.parse import urljoin, urlsplit

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

Link = tuple[str, str]
HREF = re.compile(r"""<(?:a|link|area)\b[^>]*?\bhref\s*=\s*["']([^"']+)["']""", re.I)

CSS = (
    b"body{font:15px/1.5 Georgia,serif;margin:0}.gl-nav a{padding:0 .6em}.cookie{position:fixed}\n"
)
JS = b"window.glConsent=function(){document.cookie='consent=1;path=/'};\n"


def ul(items: Sequence[Link], cls: str = "") -> str:
    """A list of links."""
    li = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f'<ul class="{cls}">{li}</ul>'


def file_pdf(title: str, *lines: str) -> Response:
    """A real one-page PDF whose text carries `title`."""
    return Response.data(pdf(title, list(lines)), "application/pdf")


def file_data(body: str | bytes, ctype: str) -> Response:
    """A downloadable data file (CSV, XLSX, JSON, RIS...)."""
    return Response.data(body.encode() if isinstance(body, str) else body, ctype)


XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation"


def xlsx(label: str) -> Response:
    """Bytes standing for a spreadsheet (a zip header and the sheet name)."""
    return file_data(b"PK\x03\x04" + label.encode() + b"\x00" * 32, XLSX)


@dataclass
class Org:
    """One organisation's host and chrome.  `title_fmt` places the page title and the name."""

    host: str
    name: str
    menu: Sequence[Link]
    footer: Sequence[Link]
    topics: Sequence[Link] = ()
    featured: Sequence[Link] = ()
    title_fmt: str = "{t}"
    home_title: str | None = None
    social: bool = True
    account: str = "/account/sign-in"
    search: str = "/search"
    extra: dict[str, PageValue] = field(default_factory=dict)

    def url(self, path: str) -> str:
        return f"http://{self.host}{path}"

    def title(self, t: str) -> str:
        return self.title_fmt.format(t=t, name=self.name)

    def chrome_links(self) -> list[Link]:
        """Every same-host link the chrome prints."""
        return [
            *self.menu,
            *self.topics,
            *self.featured,
            *self.footer,
            (self.account, "Sign in"),
            ("/cookie-policy", "Cookie policy"),
        ]

    def page(self, title: str, main: str, *, head: str = "", raw_title: bool = False) -> str:
        t = title if raw_title else self.title(title)
        social = (
            '<p class="follow">Follow us: <a href="http://twitter.test/'
            + escape(self.host.split(".")[1])
            + '">X</a> <a href="http://www.linkedin.test/company/'
            + escape(self.host.split(".")[1])
            + '">LinkedIn</a></p>'
            if self.social
            else ""
        )
        featured = (
            f'<aside class="featured"><h2>Featured</h2>{ul(self.featured)}</aside>'
            if self.featured
            else ""
        )
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{escape(t)}</title>
<meta name="viewport" content="width=device-width">
<link rel="stylesheet" href="/assets/css/main.css"><link rel="icon" href="/assets/img/favicon.png">
<script src="/assets/js/consent.js"></script>{head}
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({{'event':'pageview'}});</script>
</head><body>
<div class="cookie" role="dialog">We use cookies to measure our audience.
<a href="/cookie-policy">Learn more</a> <button onclick="glConsent()">Accept</button></div>
<header class="gl-head"><a href="/" class="logo"><img src="/assets/img/favicon.png" alt="">
{escape(self.name)}</a>
<nav class="gl-nav">{ul(self.menu, "menu")}
<div class="mega"><span>Topics</span>{ul(self.topics, "topics")}</div></nav>
<form role="search" action="{escape(self.search)}"><input type="search" name="q">
<button>Search</button></form> <a class="acct" href="{escape(self.account)}">Sign in</a>
</header>
<main>{main}</main>
{featured}
<footer>{ul(self.footer, "foot")}{social}
<p>&copy; 2024 {escape(self.name)}. Content licensed CC BY 4.0 unless noted.</p></footer>
</body></html>
"""

    def chrome_page(self, label: str) -> str:
        return self.page(label, f"<h1>{escape(label)}</h1><p>{escape(self.name)}: {label}.</p>")

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Page not found",
            f"<h1>We could not find that page</h1><p>{escape(request.path)} does not exist. "
            "Use the search box or the menu.</p>",
        )
        return Response.html(body, 404)

    def site(self, pages: Mapping[str, PageValue], home_main: str = "") -> Site:
        """The host: homepage, assets, a page per chrome link, then `pages` (which win)."""
        site = Site(self.host, not_found=self.not_found)
        home = self.page(
            self.home_title or self.name,
            home_main or f"<h1>{escape(self.name)}</h1><p>Research, data and analysis.</p>",
            raw_title=True,
        )
        site.add("/", home)
        site.add("/assets/css/main.css", Response.data(CSS, "text/css"))
        site.add("/assets/js/consent.js", Response.data(JS, "text/javascript"))
        site.add("/assets/img/favicon.png", Response.data(png(8, 8), "image/png"))
        for path, label in self.chrome_links():
            if path.startswith("/"):
                site.add(path, self.chrome_page(label))
        site.add(self.search, self.chrome_page("Search results"))
        for path, value in {**self.extra, **pages}.items():
            site.add(path, value)
        serve_every_link(site, self.chrome_page)
        return site


def _html_of(value: object) -> str | None:
    if isinstance(value, Response) and "html" in (value.header("Content-Type") or ""):
        return value.body.decode("utf-8", "replace")
    return None


def serve_every_link(site: Site, make: Callable[[str], str]) -> None:
    """Give every same-host link a page of `site` prints, that no page answers yet, a
    chrome page (a real portal answers the tags, authors and archive links it shows)."""
    base = site.url("/")
    todo = [v for v in list(site.pages.values())]
    while todo:
        body = _html_of(todo.pop())
        if body is None:
            continue
        for href in HREF.findall(body):
            u = urljoin(base, unescape(href)).split("#", 1)[0]
            parts = urlsplit(u)
            if parts.hostname != site.host:
                continue
            full = parts.path + ("?" + parts.query if parts.query else "")
            if full in site.pages or (not parts.query and parts.path in site.pages):
                continue
            label = parts.path.rstrip("/").rsplit("/", 1)[-1].replace("-", " ") or "Index"
            site.add(full, make(label.capitalize()))
            todo.append(site.pages[full])
