"""Page chrome and file bodies for the sixth held-out portal set (hosts ``*.hx6.example``).

Written apart from the other sets' chrome (sites.portals._portal.Portal) so the markup
differs: three page skeletons (a Bootstrap-like navbar with dropdowns, an old table layout
with a sidebar, an app shell whose menu links carry ``data-href`` beside a real ``href``),
login links that carry the current path (``?next=``, ``?return_to=``) and so differ on every
page, cookie and accessibility links, and assets at per-portal paths.  Every portal gets a
homepage and a chrome-wrapped 404 page, which is what the seed's Ignored URIs list is built
from.  File bodies are real formats (PDF) or small magic-number blobs, never containing a
page title, so content tests see what they would see on the web.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from urllib.parse import quote

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

Links = Sequence[tuple[str, str]]


def ul(items: Links, cls: str = "") -> str:
    """A list of links; hrefs are written as given (relative ones stay relative)."""
    attr = f' class="{cls}"' if cls else ""
    lis = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f"<ul{attr}>{lis}</ul>"


def _menu(variant: str, nav: Links) -> str:
    if variant == "bar":
        first, rest = nav[:2], nav[2:]
        drop = "".join(
            f'<a class="dropdown-item" href="{escape(h)}">{escape(t)}</a>' for h, t in rest
        )
        lis = "".join(
            f'<li class="nav-item"><a class="nav-link" href="{escape(h)}">{escape(t)}</a></li>'
            for h, t in first
        )
        return (
            f'<ul class="navbar-nav">{lis}<li class="nav-item dropdown">'
            f'<a class="nav-link dropdown-toggle" href="#" role="button">More</a>'
            f'<div class="dropdown-menu">{drop}</div></li></ul>'
        )
    if variant == "app":
        return "".join(
            f'<a class="drawer-link" data-href="{escape(h)}" href="{escape(h)}">{escape(t)}</a>'
            for h, t in nav
        )
    return ul(nav, "sidebar")


@dataclass
class Chrome:
    """One portal host and the chrome around its pages.

    `variant`: "bar", "table" or "app" (see module docstring); `login`: the login path (""
    for none), to which `?{login_param}=<current path>` is appended when `login_param` is set.
    """

    host: str
    name: str
    nav: Links
    footer: Links = ()
    variant: str = "bar"
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = ""
    login: str = "/login"
    login_param: str = ""
    search: str = "/search"
    search_field: str = "q"
    assets: str = "/static"
    extra: Mapping[str, PageValue] = field(default_factory=dict)

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def title(self, title: str) -> str:
        return self.title_format.format(title=title, name=self.name)

    def page(
        self, title: str, main: str, *, path: str = "/", head: str = "", raw_title: bool = False
    ) -> str:
        """A full HTML page; `path` is the page's own path (login links point back to it)."""
        t = title if raw_title else self.title(title)
        login = self.login
        if self.login_param:
            login += f"?{self.login_param}={quote(path, safe='/')}"
        foot = " | ".join(f'<a href="{escape(h)}">{escape(t)}</a>' for h, t in self.footer)
        search = (
            f'<form role="search" action="{self.search}" method="get">'
            f'<input type="search" name="{self.search_field}" placeholder="Search {escape(self.name)}">'
            "<button type=submit>Go</button></form>"
        )
        account = f'<a class="login" href="{escape(login)}">Sign in</a>' if self.login else ""
        menu = _menu(self.variant, self.nav)
        brand = f'<a class="brand" href="/"><img src="{self.assets}/logo.png" alt="{escape(self.name)}"></a>'
        if self.variant == "table":
            body = (
                f'<table width="100%"><tr><td colspan=2>{brand} {search} {account}</td></tr>'
                f'<tr><td valign="top" width="180">{menu}</td><td valign="top">{main}</td></tr>'
                f'<tr><td colspan=2 class="footer">{foot}</td></tr></table>'
            )
        elif self.variant == "app":
            body = (
                f'<div id="shell"><aside class="drawer">{brand}{menu}</aside>'
                f'<div class="topbar">{search}{account}'
                '<a href="#main" class="skip">Skip to content</a></div>'
                f'<div id="main" role="main">{main}</div>'
                f'<footer class="app-footer">{foot}</footer></div>'
            )
        else:
            body = (
                f'<header class="navbar">{brand}{menu}{search}{account}</header>'
                f'<div class="container">{main}</div>'
                f'<footer><nav aria-label="footer">{foot}</nav>'
                '<p><a href="/cookies">Cookie settings</a> '
                '<a href="/accessibility">Accessibility</a></p></footer>'
            )
        return (
            '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width">'
            f"<title>{escape(t)}</title>"
            f'<link rel="stylesheet" href="{self.assets}/app.css">'
            f'<script src="{self.assets}/app.js"></script>{head}</head>'
            f"<body>{body}</body></html>\n"
        )

    def _not_found(self, request: Request) -> Response:
        main = (
            "<h1>Nothing here</h1><p>The page you asked for does not exist. "
            f'Go <a href="/">home</a> or <a href="{self.search}">search</a>.</p>'
        )
        return Response.html(self.page("Not found", main, path=request.path), 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        """The host: homepage, 404 page, assets, `extra` and `pages` (path -> value)."""
        site = Site(self.host, not_found=self._not_found)
        home = self.page(
            self.home_title or self.name,
            self.home_main or f"<h1>{escape(self.name)}</h1>",
            raw_title=True,
        )
        site.add("/", home)
        site.add(f"{self.assets}/app.css", Response.data(b"body{margin:0}\n", "text/css"))
        site.add(f"{self.assets}/app.js", Response.data(b"void 0;\n", "text/javascript"))
        site.add(f"{self.assets}/logo.png", Response.data(png(6, 6), "image/png"))
        for path, value in {**self.extra, **pages}.items():
            site.add(path, value)
        return site


def files_site(host: str, files: Mapping[str, Response]) -> Site:
    """A bare download host (object store, CDN): files only, a plain 404 otherwise."""
    return Site(host, files)


def pdf_file(label: str) -> Response:
    return Response.data(pdf(label, ["held-out set six"]), "application/pdf")


def blob(kind: str, n: int = 0) -> Response:
    """A small body of the given kind; `n` makes bodies differ."""
    magic = {
        "zip": (b"PK\x03\x04", "application/zip"),
        "gz": (b"\x1f\x8b\x08\x00", "application/gzip"),
        "whl": (b"PK\x03\x04", "application/zip"),
        "csv": (b"station,t,value\n", "text/csv"),
        "tab": (b"id\tdepth\tflux\n", "text/tab-separated-values"),
        "mp4": (b"\x00\x00\x00\x18ftypmp42", "video/mp4"),
        "tif": (b"II*\x00", "image/tiff"),
        "xlsx": (b"PK\x03\x04", "application/vnd.ms-excel"),
        "bin": (b"\x93NUMPY", "application/octet-stream"),
        "yml": (b"name: env\ndependencies:\n  - python=3.11\n", "text/yaml"),
        "txt": (b"numpy>=1.26\npandas>=2.1\n", "text/plain"),
        "ipynb": (b'{"cells": [], "nbformat": 4, "nbformat_minor": 5}', "application/x-ipynb+json"),
    }[kind]
    return Response.data(magic[0] + bytes([n % 256]) * 64, magic[1])


def text(body: str, ctype: str) -> Response:
    return Response.data(body.encode(), ctype)
