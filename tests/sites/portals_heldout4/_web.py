"""Page chrome for the fifth held-out set (written independently of the other sets).

A `Chrome` is one portal host: its own header markup (menu, search, login), footer,
title format, home page (which features some items) and 404 behaviour (real 404 or a soft
404 answered with 200).  Embedded assets live under `/assets/` and are never artifact URIs.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from urllib.parse import quote

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

STYLE = b"html{font:15px/1.4 system-ui}header,footer{background:#eee;padding:.5em}\n"
SCRIPT = b"window.hx4=true;\n"


def a(href: str, text: str, **attrs: str) -> str:
    extra = "".join(f' {k.rstrip("_").replace("_", "-")}="{escape(v)}"' for k, v in attrs.items())
    return f'<a href="{escape(href)}"{extra}>{escape(text)}</a>'


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{a(h, t)}</li>" for h, t in items) + "</ul>"


def share(url: str, title: str) -> str:
    u, t = quote(url, safe=""), quote(title, safe="")
    return (
        '<div class="share">Share '
        + a(f"https://x.hx4share.example/intent/post?url={u}&text={t}", "X")
        + " "
        + a(f"https://www.fb.hx4share.example/sharer/sharer.php?u={u}", "Facebook")
        + " "
        + a(f"https://www.li.hx4share.example/sharing/share-offsite/?url={u}", "LinkedIn")
        + " "
        + a(f"mailto:?subject={t}&body={u}", "Email")
        + "</div>"
    )


def csv(*rows: str) -> Response:
    return Response.data(("\n".join(rows) + "\n").encode(), "text/csv")


def blob(text: str, ctype: str = "application/octet-stream") -> Response:
    return Response.data(text.encode(), ctype)


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def json_file(text: str) -> Response:
    return Response.data(text.encode(), "application/json")


@dataclass
class Chrome:
    """One portal host with its chrome."""

    host: str
    name: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]] = ()
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = ""
    soft_404: bool = False
    search_path: str = "/search"
    login: Sequence[tuple[str, str]] = (("/login", "Log in"), ("/signup", "Sign up"))
    sidebar: str = ""
    https: bool = True
    extra_pages: Mapping[str, PageValue] = field(default_factory=dict)

    @property
    def origin(self) -> str:
        return ("https://" if self.https else "http://") + self.host

    def url(self, path: str) -> str:
        return self.origin + path

    def title(self, title: str) -> str:
        return self.title_format.format(title=title, name=self.name)

    def page(self, title: str, main: str, *, head: str = "", raw_title: bool = False) -> Response:
        t = title if raw_title else self.title(title)
        foot = " | ".join(a(h, x) for h, x in self.footer)
        login = " ".join(a(h, x, class_="btn") for h, x in self.login)
        side = f'<aside class="sidebar">{self.sidebar}</aside>' if self.sidebar else ""
        body = f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(t)}</title>
<link rel="stylesheet" href="/assets/css/main.css">
<link rel="shortcut icon" href="/assets/img/favicon.png">
<script src="/assets/js/bundle.js" defer></script>{head}
</head><body>
<a class="skip" href="#main">Skip to content</a>
<header class="navbar"><a class="navbar-brand" href="/"><img src="/assets/img/logo.png"
 alt="{escape(self.name)} logo"></a>
<nav aria-label="main">{ul(self.menu, "nav")}</nav>
<form role="search" action="{self.search_path}" method="get"><input type="search" name="q"
 placeholder="Search {escape(self.name)}"><button type="submit">Search</button></form>
<div class="account">{login}</div></header>
<div class="container"><main id="main">{main}</main>{side}</div>
<footer class="site-footer"><p>{foot}</p><p>&copy; 2025 {escape(self.name)}</p></footer>
</body></html>
"""
        return Response.html(body)

    def not_found(self, request: Request) -> Response:
        r = self.page(
            "Not found",
            f"<h1>We couldn't find that page</h1><p>The address {escape(request.path)} does "
            f"not exist or was removed. {a('/', 'Back to the home page')} or "
            f"{a('/help', 'read the help')}.</p>",
        )
        return r if self.soft_404 else r.with_(status=404, reason="Not Found")

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        home = self.page(
            self.home_title or self.name, self.home_main or f"<h1>{self.name}</h1>", raw_title=True
        )
        s = Site(self.host, not_found=self.not_found)
        s.add("/", home)
        s.add("/assets/css/main.css", Response.data(STYLE, "text/css"))
        s.add("/assets/js/bundle.js", Response.data(SCRIPT, "text/javascript"))
        s.add("/assets/img/logo.png", Response.data(png(24, 8), "image/png"))
        s.add("/assets/img/favicon.png", Response.data(png(4, 4), "image/png"))
        for path, value in {**self.extra_pages, **pages}.items():
            s.add(path, value)
        return s


def redirector(host: str, table: Mapping[str, str], https: bool = True) -> Site:
    """A DOI/handle resolver: each path redirects (302) to its landing URL."""
    s = Site(host)
    s.add(
        "/",
        Response.html("<!doctype html><title>Resolver</title><h1>Resolve an identifier</h1>"),
    )
    for path, target in table.items():
        s.add(path, Response.redirect(target, 302))
    return s


def plain(host: str, pages: Mapping[str, PageValue]) -> Site:
    """A host with no chrome (file storage, API, raw content, CDN)."""
    s = Site(host)
    for path, value in pages.items():
        s.add(path, value)
    return s
