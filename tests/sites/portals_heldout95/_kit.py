"""Shared chrome for heldout95's mock thesis and student-scholarship portals.

A `Skin` is one portal's look: its menu, footer, cookie banner, login and search, the CDN
host its stylesheets and scripts come from, and an analytics beacon on its own host.
`Skin.sites()` turns a record's pages into the portal's `Site` (plus its CDN site) and
answers every same-host link any page prints: a link with no page of its own gets a plain
chrome page, so a crawler meets a portal that never 404s on its own menus.  `bare_site`
serves hand-written pages with no chrome at all (a department's static file server).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape, unescape
from urllib.parse import quote, urljoin, urlsplit

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

HREF = re.compile(r"""<(?:a|link|area)\b[^>]*?\bhref\s*=\s*["']([^"']+)["']""", re.I)
SRC = re.compile(
    r"""<(?:img|script|source|iframe|video)\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']""", re.I
)
CSS = (
    b"body{font:15px/1.5 system-ui;margin:0}.wrap{max-width:62em;margin:auto}nav a{margin:0 .6em}\n"
)
JS = b"(function(){document.documentElement.className+=' js';})();\n"
BEACON = b"(function(){var i=new Image();i.src='/_px.gif?p='+encodeURIComponent(location.pathname);})();\n"


def pdf_file(title: str, *lines: str) -> Response:
    """A small real PDF whose text shows `title` and `lines`."""
    return Response.data(pdf(title, list(lines)), "application/pdf")


def text_file(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def figure(rgb: tuple[int, int, int] = (90, 120, 60)) -> Response:
    return Response.data(png(24, 16, rgb), "image/png")


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def same_host_paths(host: str, base_path: str, html: str) -> set[str]:
    """Paths (query dropped) of the same-host links and embeds of one HTML page."""
    base = f"http://{host}{base_path}"
    out = set()
    for href in HREF.findall(html) + SRC.findall(html):
        u = urlsplit(urljoin(base, unescape(href)))
        if u.scheme == "http" and u.hostname == host:
            out.add(u.path or "/")
    return out


def _html_of(value: PageValue) -> str | None:
    if isinstance(value, str):
        return value
    if isinstance(value, Response) and "html" in (value.header("Content-Type") or ""):
        return value.body.decode("utf-8", "replace")
    return None


@dataclass
class Skin:
    """One portal's chrome.  `title_format` places the page title and the portal name;
    `cls` prefixes the markup's class names so portals do not share one template."""

    host: str
    name: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]]
    cdn: str
    cls: str = "pt"
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    login: str = "/login"
    signup: str = "/register"
    search: str = "/search"
    cookies: str = "/cookies"
    home_main: str = ""
    share: bool = True

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def page(
        self,
        title: str,
        main: str,
        *,
        aside: str = "",
        head: str = "",
        crumbs: Sequence[tuple[str, str]] = (),
        share: str | None = None,
        raw_title: bool = False,
    ) -> str:
        c, cdn = self.cls, f"http://{self.cdn}"
        t = title if raw_title else self.title_format.format(title=title, name=self.name)
        crumb = ""
        if crumbs:
            crumb = (
                f'<ol class="{c}-crumbs"><li><a href="/">Home</a></li>'
                + "".join(f'<li><a href="{escape(h)}">{escape(n)}</a></li>' for h, n in crumbs)
                + "</ol>"
            )
        shares = ""
        if share and self.share:
            u = quote(share, safe="")
            shares = (
                f'<div class="{c}-share">Share <a href="http://twitter.test/intent/tweet?url={u}">'
                f'X/Twitter</a> <a href="http://www.linkedin.test/shareArticle?url={u}">LinkedIn</a>'
                f' <a href="mailto:?body={u}">Email</a></div>'
            )
        side = f'<aside class="{c}-side">{aside}</aside>' if aside else ""
        menu = "".join(f'<a href="{escape(h)}">{escape(n)}</a>' for h, n in self.menu)
        foot = " | ".join(f'<a href="{escape(h)}">{escape(n)}</a>' for h, n in self.footer)
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{escape(t)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="stylesheet" href="{cdn}/assets/{c}/app.css">
<script src="{cdn}/assets/{c}/app.js" defer></script>
<script src="/_stats/beacon.js" async></script>
<link rel="icon" href="/favicon.png">{head}</head>
<body class="{c}"><div class="{c}-cookie" role="dialog">We use cookies to keep you signed in and
to count visits. <a href="{self.cookies}">Cookie settings</a> <button>Accept</button></div>
<header class="{c}-top"><div class="wrap"><a class="{c}-brand" href="/"><img src="/favicon.png"
alt=""> {escape(self.name)}</a><nav>{menu}</nav>
<form class="{c}-find" action="{self.search}" method="get"><input name="q" placeholder="Search">
<button>Go</button></form><a class="{c}-login" href="{self.login}">Sign in</a>
<a href="{self.signup}">Register</a></div></header>
<div class="wrap">{crumb}<main class="{c}-main">{main}</main>{side}{shares}</div>
<footer class="{c}-foot"><div class="wrap"><p>{foot}</p>
<p>&copy; {escape(self.name)}</p></div></footer></body></html>
"""

    def home(self) -> str:
        main = (
            self.home_main or f"<h1>{escape(self.name)}</h1><p>Browse or search the collection.</p>"
        )
        return self.page(self.home_title or self.name, main, raw_title=True)

    def filler(self, path: str) -> str:
        """A plain chrome page for a menu, footer, browse or profile link."""
        words = [w for w in re.split(r"[/_.-]+", path) if w and not w.isdigit()]
        label = " ".join(words).strip().capitalize() or "Page"
        return self.page(
            label,
            f"<h1>{escape(label)}</h1><p>This section of {escape(self.name)} lists entries "
            f'and help topics. Use the search box or go <a href="/">home</a>.</p>',
        )

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Not found",
            f"<h1>We could not find that page</h1><p>{escape(request.path)} does not exist. "
            f'Try <a href="{self.search}">searching</a>.</p>',
        )
        return Response.html(body, 404)

    def sites(self, pages: Mapping[str, PageValue]) -> list[Site]:
        """The portal's site (home, 404, beacon, every linked same-host path) and its CDN."""
        site = Site(self.host, not_found=self.not_found)
        all_pages: dict[str, PageValue] = {
            "/": self.home(),
            "/favicon.png": Response.data(png(16, 16), "image/png"),
            "/_stats/beacon.js": Response.data(BEACON, "text/javascript"),
            "/_px.gif": Response.data(b"GIF89a\x01\x00\x01\x00\x00\x00\x00;", "image/gif"),
            **pages,
        }
        todo = list(all_pages)
        served = {p.split("?", 1)[0] for p in all_pages}
        while todo:
            path = todo.pop()
            html = _html_of(all_pages[path])
            if html is None:
                continue
            for linked in same_host_paths(self.host, path.split("?", 1)[0], html) - served:
                served.add(linked)
                all_pages[linked] = self.filler(linked)
                todo.append(linked)
        for path, value in all_pages.items():
            site.add(path, value)
        cdn = Site(self.cdn)
        cdn.add(f"/assets/{self.cls}/app.css", Response.data(CSS, "text/css"))
        cdn.add(f"/assets/{self.cls}/app.js", Response.data(JS, "text/javascript"))
        return [site, cdn]


def bare_site(host: str, pages: Mapping[str, PageValue]) -> Site:
    """A hand-made static site: exactly the given pages, Apache-style 404 for the rest."""
    return Site(host, pages)
