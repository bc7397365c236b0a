"""Shared chrome and helpers of heldout94's research-software portals.

`Chrome` renders one portal's pages: cookie banner, header menu, search box, sign-in links,
a footer of policy and social links, a same-host stylesheet, a CDN script and an analytics
script on a tracker host the web does not serve (script sources, never links).  `Chrome.site()` turns
a portal's record pages into a `Site` that also answers its homepage, every menu, footer and
sign-in page it prints, its assets, and a chrome-wrapped 404 page, so a crawler taking
"everything one hop away" meets the same chrome a real portal shows.
"""

from __future__ import annotations

import gzip
import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from urllib.parse import quote

from keepnet.testweb.assets import png
from keepnet.testweb.site import PageValue, Request, Response, Site

Link = tuple[str, str]


def ul(items: Sequence[Link], cls: str = "") -> str:
    """A list of links (href, text)."""
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def a(href: str, text: str, rel: str = "") -> str:
    r = f' rel="{rel}"' if rel else ""
    return f'<a href="{escape(href)}"{r}>{escape(text)}</a>'


def blob(kind: str, name: str, *lines: str) -> Response:
    """A small downloadable file of a given kind ("tgz", "zip", "pdf", "txt", "json" ...)."""
    text = "\n".join([name, *lines]) + "\n"
    if kind == "tgz":
        # stored, not deflated (level 0): the names inside stay readable in the bytes, as
        # they do in the many small archives whose deflate finds nothing to gain
        return Response.data(gzip.compress(text.encode(), 0, mtime=0), "application/gzip")
    if kind == "zip":
        # a stored-only single-entry zip is more than the crawler needs: opaque bytes will do
        return Response.data(b"PK\x03\x04" + text.encode(), "application/zip")
    if kind == "bin":
        return Response.data(b"\x7fELF" + text.encode(), "application/octet-stream")
    if kind == "conda":
        return Response.data(b"PK\x03\x04conda" + text.encode(), "application/octet-stream")
    if kind == "json":
        return Response.data(text.encode(), "application/json")
    if kind == "xml":
        return Response.data(text.encode(), "application/xml")
    if kind == "bib":
        return Response.data(text.encode(), "application/x-bibtex")
    if kind == "yaml":
        return Response.data(text.encode(), "application/x-yaml")
    return Response.data(text.encode(), "text/plain; charset=utf-8")


def sha256_of(name: str) -> str:
    return hashlib.sha256(name.encode()).hexdigest()


@dataclass
class Chrome:
    """One portal host's look.  `title_fmt` places a page title and the portal name."""

    host: str
    name: str
    menu: Sequence[Link]
    footer: Sequence[Link]
    title_fmt: str = "{title} · {name}"
    home_title: str | None = None
    home_main: str = ""
    signin: Sequence[Link] = (("/account/login", "Sign in"), ("/account/register", "Register"))
    search: str = "/search"
    cookie: str | None = "/legal/cookies"
    tracker: str = "http://metrics.pixelcount.test/t.js"
    social: Sequence[Link] = ()
    css: str = "/assets/portal.css"
    extra: Mapping[str, PageValue] = field(default_factory=dict)

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def title(self, title: str) -> str:
        return self.title_fmt.format(title=title, name=self.name)

    def page(
        self,
        title: str,
        main: str,
        *,
        head: str = "",
        aside: str = "",
        share: str | None = None,
        raw_title: bool = False,
    ) -> str:
        """A full page of this portal around `main` (and an optional sidebar)."""
        t = title if raw_title else self.title(title)
        menu = ul(self.menu, "menu")
        signin = " ".join(a(h, x) for h, x in self.signin)
        foot = " | ".join(a(h, x) for h, x in self.footer)
        social = " ".join(a(h, x, "me") for h, x in self.social)
        banner = ""
        if self.cookie:
            banner = (
                '<div id="consent" class="cookie-banner">We use cookies to measure use of '
                f"this service. {a(self.cookie, 'Cookie settings')} "
                '<button data-accept="1">Accept</button></div>'
            )
        shares = ""
        if share:
            q = quote(share, safe="")
            shares = (
                '<div class="share">Share '
                f'<a href="http://twitter.test/intent/tweet?url={q}">X/Twitter</a> '
                f'<a href="http://www.linkedin.test/shareArticle?url={q}">LinkedIn</a></div>'
            )
        side = f'<aside class="sidebar">{aside}</aside>' if aside else ""
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{escape(t)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="{self.css}"><link rel="icon" href="/assets/favicon.png">
<script src="/assets/app.js" defer></script>
<script src="http://cdn.jsdelivery.test/npm/alpinejs@3.13/dist/cdn.min.js" defer></script>
<script async src="{self.tracker}?site={self.host}"></script>{head}</head>
<body>{banner}<header class="top"><a class="logo" href="/"><img src="/assets/favicon.png" alt="">
{escape(self.name)}</a><nav>{menu}</nav>
<form class="search" action="{self.search}" method="get" role="search">
<input type="search" name="q" placeholder="Search {escape(self.name)}"><button>Go</button></form>
<div class="account">{signin}</div></header>
<div class="wrap"><main>{main}</main>{side}</div>{shares}
<footer><p>{foot}</p><p class="social">{social}</p>
<p>&copy; 2024 {escape(self.name)}</p></footer></body></html>
"""

    def chrome_page(self, title: str, text: str) -> str:
        return self.page(title, f"<h1>{escape(title)}</h1><p>{escape(text)}</p>")

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Not found",
            f"<h1>404 — nothing here</h1><p>No page at <code>{escape(request.path)}</code>. "
            f"Go back {a('/', 'home')} or use the search.</p>",
        )
        return Response.html(body, 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        """The portal's host: its record pages plus every chrome page its chrome links."""
        site = Site(self.host, not_found=self.not_found)
        home = self.page(
            self.home_title or self.name,
            self.home_main or f"<h1>{escape(self.name)}</h1><p>Welcome.</p>",
            raw_title=True,
        )
        site.add("/", home)
        site.add(self.css, Response.data(b"body{font:15px/1.4 sans-serif}\n", "text/css"))
        site.add("/assets/app.js", Response.data(b"window.portal={};\n", "text/javascript"))
        site.add("/assets/favicon.png", Response.data(png(4, 4), "image/png"))
        site.add(self.search, self.chrome_page("Search", "Type a query to search."))
        chrome: list[Link] = [*self.menu, *self.footer, *self.signin]
        if self.cookie:
            chrome.append((self.cookie, "Cookie settings"))
        for href, text in chrome:
            if href.startswith("/") and href != "/" and href not in pages:
                site.add(href, self.chrome_page(text, f"{text} — {self.name}."))
        for path, value in {**self.extra, **pages}.items():
            site.add(path, value)
        return site


def listing(title: str, entries: Sequence[tuple[str, str, str]], *, parent: str | None) -> str:
    """A bare server directory index (no portal chrome): (href, size, date) rows."""
    rows = "".join(
        f'<tr><td><a href="{escape(h)}">{escape(h.rsplit("/", 1)[-1] or h)}</a></td>'
        f"<td>{escape(d)}</td><td>{escape(s)}</td></tr>"
        for h, s, d in entries
    )
    up = f'<tr><td><a href="{escape(parent)}">Parent Directory</a></td></tr>' if parent else ""
    return (
        f"<!DOCTYPE html><html><head><title>{escape(title)}</title></head><body>"
        f"<h1>{escape(title)}</h1><table><tr><th>Name</th><th>Last modified</th>"
        f"<th>Size</th></tr>{up}{rows}</table><hr><address>httpd/2.4 Server</address>"
        "</body></html>"
    )
