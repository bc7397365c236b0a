"""Shared chrome for heldout41's portals: three page skins, cookie banners, analytics, and a
site builder that answers every same-host link the pages print.

`Chrome.page()` wraps a record's markup in a portal's chrome (top-bar, sidebar or table
layout, chosen per portal so the sets' markup is not one template); `Chrome.site()` adds the
homepage, a chrome-wrapped 404 page for unknown paths, local assets, and a plain chrome page
for every same-host link any page prints that the portal module did not serve itself
(menus, footers, login, search...), because a real portal answers every link it shows.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape, unescape
from urllib.parse import urljoin, urlsplit

from keepnet.testweb.assets import png
from keepnet.testweb.site import PageValue, Request, Response, Site

LINK = re.compile(r"""\b(?:href|src|action)\s*=\s*["']([^"']+)["']""", re.I)
Links = Sequence[tuple[str, str]]


def ul(items: Links, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def data(body: bytes | str, ctype: str) -> Response:
    return Response.data(body.encode() if isinstance(body, str) else body, ctype)


def signposted(html: str, links: Sequence[tuple[str, str, str]]) -> Response:
    """An HTML answer with a Signposting Link header: (target, rel, type or "")."""
    parts = []
    for target, rel, ctype in links:
        t = f'; type="{ctype}"' if ctype else ""
        parts.append(f'<{target}>; rel="{rel}"{t}')
    return Response.html(html, headers=[("Link", ", ".join(parts))])


@dataclass
class Chrome:
    """One portal host and its chrome; `skin` is "top", "side" or "table"."""

    host: str
    name: str
    menu: Links = ()
    footer: Links = ()
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_links: Links = ()  # featured records, subjects: also linked from the homepage
    skin: str = "top"
    cdn: str = ""  # a CDN host for scripts (embedded, never linked)
    login: str = "/login"
    search: str = "/search"
    banner: bool = True

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def title(self, title: str) -> str:
        return self.title_format.format(title=title, name=self.name)

    def _head(self, title: str, head: str) -> str:
        cdn = f'<script src="http://{self.cdn}/lib/vendor.min.js"></script>' if self.cdn else ""
        return (
            f'<head><meta charset="utf-8"><title>{escape(title)}</title>'
            '<meta name="viewport" content="width=device-width">'
            '<link rel="stylesheet" href="/assets/app.css">'
            f'{cdn}<script src="/assets/app.js" defer></script>'
            '<script async src="/_t/beacon.js"></script>'
            f'<link rel="icon" href="/assets/mark.png">{head}</head>'
        )

    def _banner(self) -> str:
        if not self.banner:
            return ""
        return (
            '<div id="consent" role="dialog"><p>We use cookies to keep you signed in and to '
            'count visits. <a href="/legal/cookies">Cookie policy</a></p>'
            "<button>Accept</button><button>Reject</button></div>"
        )

    def _chrome(self, main: str) -> str:
        menu = ul(self.menu, "menu")
        foot = " | ".join(f'<a href="{escape(h)}">{escape(t)}</a>' for h, t in self.footer)
        brand = f'<a href="/"><img src="/assets/mark.png" alt="">{escape(self.name)}</a>'
        search = (
            f'<form action="{self.search}" method="get" role="search">'
            '<input type="search" name="q" placeholder="Search"><button>Go</button></form>'
        )
        account = f'<a href="{self.login}">Sign in</a>'
        if self.skin == "side":
            return (
                f'<div class="wrap"><aside id="sidebar"><div class="logo">{brand}</div>{search}'
                f"<nav>{menu}</nav><p>{account}</p></aside>"
                f'<div id="content">{main}</div></div>'
                f'<div id="bottom"><small>{foot}</small></div>'
            )
        if self.skin == "table":
            return (
                f'<table id="layout" width="100%"><tr><td colspan="2" class="masthead">{brand}'
                f' {account}</td></tr><tr><td class="nav" valign="top">{menu}{search}</td>'
                f'<td class="body" valign="top">{main}</td></tr>'
                f'<tr><td colspan="2" class="colophon">{foot}</td></tr></table>'
            )
        return (
            f'<header class="topbar">{brand}<nav>{menu}</nav>{search}{account}</header>'
            f'<main id="main">{main}</main><footer class="site-footer">{foot}</footer>'
        )

    def page(self, title: str, main: str, *, head: str = "", raw_title: bool = False) -> str:
        t = title if raw_title else self.title(title)
        return (
            f'<!DOCTYPE html>\n<html lang="en">{self._head(t, head)}<body>'
            f"{self._banner()}{self._chrome(main)}</body></html>\n"
        )

    def home(self) -> str:
        main = "<h1>Welcome</h1>" + (ul(self.home_links, "featured") if self.home_links else "")
        return self.page(self.home_title or self.name, main, raw_title=True)

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Not found",
            f"<h1>Nothing here</h1><p>No page at {escape(request.path)}.</p>",
        )
        return Response.html(body, 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        site = Site(self.host, not_found=self.not_found)
        site.add("/", self.home())
        site.add("/assets/app.css", data("body{margin:0 auto;max-width:70em}\n", "text/css"))
        site.add("/assets/app.js", data("window.app={};\n", "text/javascript"))
        site.add("/_t/beacon.js", data("/* visit counter */\n", "text/javascript"))
        site.add("/assets/mark.png", Response.data(png(8, 8, (120, 40, 40)), "image/png"))
        for path, value in pages.items():
            site.add(path, value)
        fill_chrome(site, self)
        return site


def _html_of(value: object) -> str:
    if isinstance(value, Response):
        if "html" in (value.header("Content-Type") or ""):
            return value.body.decode("utf-8", "replace")
        return ""
    return ""


def fill_chrome(site: Site, chrome: Chrome) -> None:
    """Serve a chrome page at every same-host path the site's pages link and do not serve."""
    base = site.origin + "/"
    todo = [_html_of(v) for v in site.pages.values()]
    todo.append(chrome.page("x", ""))
    while todo:
        html = todo.pop()
        for href in LINK.findall(html):
            u = urlsplit(urljoin(base, unescape(href)))
            if u.scheme != "http" or (u.hostname or "") != site.host:
                continue
            path = u.path or "/"
            if path in site.pages or (path + "?" + u.query) in site.pages:
                continue
            label = path.rstrip("/").rsplit("/", 1)[-1].replace("-", " ").replace("_", " ")
            label = label.capitalize() or chrome.name
            body = chrome.page(label, f"<h1>{escape(label)}</h1><p>{escape(chrome.name)}.</p>")
            site.add(path, body)
            todo.append(body)


def plain_site(host: str, files: Mapping[str, PageValue]) -> Site:
    """A file host (raw content, downloads, API): its files and a bare root."""
    site = Site(host)
    site.add("/", data(f"{host}\n", "text/plain"))
    for path, value in files.items():
        site.add(path, value)
    return site
