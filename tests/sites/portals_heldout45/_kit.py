"""Shared chrome and helpers of heldout45's mock portals (own markup, not the portal kit's).

`Chrome` is one portal host's page furniture: a skip link, a cookie banner, a main menu, a
search form, login and sign-up links, an analytics snippet, a footer with policy and social
links.  `Chrome.site()` serves the homepage, a chrome-wrapped 404 page for unknown paths,
the same-host assets and a plain chrome page for every same-host menu, footer and account
link, so every link a portal prints is answered.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from urllib.parse import urlsplit

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

CSS = b"body{font:15px/1.5 system-ui;margin:0}.wrap{max-width:72em;margin:auto}\n"
JS = b"window.dataLayer=window.dataLayer||[];document.documentElement.className='js';\n"


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    """A list of links."""
    attr = f' class="{cls}"' if cls else ""
    lis = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f"<ul{attr}>{lis}</ul>"


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, [title, *lines]), "application/pdf")


def data(body: str | bytes, ctype: str) -> Response:
    return Response.data(body.encode() if isinstance(body, str) else body, ctype)


@dataclass
class Chrome:
    """One portal host and its furniture.  `title_fmt` places page title and site name."""

    host: str
    name: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]] = ()
    title_fmt: str = "{title} · {name}"
    home_title: str | None = None
    home_main: str = ""
    account: Sequence[tuple[str, str]] = (("/login", "Log in"), ("/register", "Sign up"))
    search: str = "/search"
    analytics: str = ""  # an off-site tracker script (embedded, never an artifact URI)
    cookie: bool = True
    extra: Mapping[str, PageValue] = field(default_factory=dict)

    def url(self, path: str) -> str:
        return f"http://{self.host}{path}"

    def title(self, title: str) -> str:
        return self.title_fmt.format(title=title, name=self.name)

    def page(self, title: str, main: str, *, head: str = "", raw_title: bool = False) -> str:
        t = title if raw_title else self.title(title)
        foot = " | ".join(f'<a href="{escape(h)}">{escape(x)}</a>' for h, x in self.footer)
        tracker = (
            f'<script async src="{escape(self.analytics)}"></script>' if self.analytics else ""
        )
        banner = (
            '<div class="cc-banner" role="dialog"><p>We use cookies to keep you signed in '
            'and to count visits. <button data-cc="accept">Accept</button> '
            '<button data-cc="reject">Only necessary</button></p></div>'
            if self.cookie
            else ""
        )
        acct = " ".join(f'<a href="{escape(h)}">{escape(x)}</a>' for h, x in self.account)
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{escape(t)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/assets/app.css"><link rel="icon" href="/assets/mark.png">
<script src="/assets/app.js" defer></script>{tracker}{head}</head>
<body><a class="skip" href="#content">Skip to content</a>{banner}
<header class="wrap"><a class="logo" href="/"><img src="/assets/mark.png" alt="{escape(self.name)}"></a>
<nav aria-label="Main">{ul(self.menu)}</nav>
<form role="search" action="{escape(self.search)}"><input type="search" name="q"
placeholder="Search {escape(self.name)}"><button>Go</button></form>
<div class="account">{acct}</div></header>
<main id="content" class="wrap">{main}</main>
<footer class="wrap"><p>{foot}</p><p>&copy; 2026 {escape(self.name)}</p></footer>
</body></html>
"""

    def stub(self, title: str, text: str = "") -> str:
        """A plain chrome page (about, policies, browse listings, profiles)."""
        return self.page(title, f"<h1>{escape(title)}</h1><p>{escape(text or title)}</p>")

    def _not_found(self, request: Request) -> Response:
        body = self.page(
            "Not found",
            f"<h1>We can't find that page</h1><p>{escape(request.path)} does not exist. "
            'Try searching, or go back to the <a href="/">home page</a>.</p>',
        )
        return Response.html(body, 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        site = Site(self.host, not_found=self._not_found)
        home = self.page(
            self.home_title or self.name,
            self.home_main or f"<h1>{escape(self.name)}</h1>",
            raw_title=True,
        )
        site.add("/", home)
        site.add("/assets/app.css", Response.data(CSS, "text/css"))
        site.add("/assets/app.js", Response.data(JS, "text/javascript"))
        site.add("/assets/mark.png", Response.data(png(8, 8), "image/png"))
        if self.search != "/":  # WordPress-style blogs search from the homepage itself
            site.add(self.search, self.stub("Search", "Type a query to search."))
        for href, text in [*self.menu, *self.footer, *self.account]:
            parts = urlsplit(href)
            if not parts.netloc and href.startswith("/") and href != "/":
                site.add(href, self.stub(text))
        for path, value in {**self.extra, **pages}.items():
            site.add(path, value)
        return site
