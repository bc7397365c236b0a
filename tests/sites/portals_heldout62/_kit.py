"""Shared chrome and small file makers for the heldout62 earth-observation portals.

`Chrome` is one portal host's frame: a header with brand, menu, search form and login, a
cookie banner, an analytics snippet, a footer, a chrome-wrapped 404 page, and a served page
for every same-host link the frame prints (menu, footer, login, cookie policy, help), as a
real portal answers every link it shows.  Each family module passes its own `skin` so the
markup differs between portal software.  The file makers produce small, plausible bodies
(GeoTIFF and LAZ magic numbers, NetCDF headers, GeoJSON, CSV) with their media types.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

Links = Sequence[tuple[str, str]]

CSS = b"body{font:15px/1.45 system-ui,sans-serif;margin:0}.wrap{max-width:72em;margin:auto}\n"
TRACKER = b"window._q=window._q||[];_q.push(['pageview',location.pathname]);\n"
FIXED: Links = (
    ("/login", "Sign in"),
    ("/register", "Create account"),
    ("/cookie-policy", "Cookie policy"),
    ("/help", "Help"),
)


def ul(items: Links, cls: str = "") -> str:
    """An HTML list of links."""
    c = f' class="{cls}"' if cls else ""
    lis = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f"<ul{c}>{lis}</ul>"


@dataclass
class Chrome:
    """One portal host's page frame.  `title_format` places the page title and the name."""

    host: str
    name: str
    menu: Links
    footer: Links = ()
    skin: str = "bar"  # "bar": top navbar; "side": left rail; "app": single-page-app shell
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = ""
    fixed: Links = FIXED
    extra_chrome: Mapping[str, str] = field(default_factory=dict)

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
        raw_title: bool = False,
        share: str = "",
    ) -> str:
        t = title if raw_title else self.title_format.format(title=title, name=self.name)
        nav = ul(self.menu, "nav")
        login = " ".join(f'<a href="{escape(h)}">{escape(x)}</a>' for h, x in self.fixed[:2])
        foot = " &middot; ".join(f'<a href="{escape(h)}">{escape(x)}</a>' for h, x in self.footer)
        banner = (
            '<div class="cookie-consent" role="dialog">This site uses cookies for statistics. '
            f'<a href="{self.fixed[2][0]}">Details</a> <button>OK</button></div>'
        )
        sharebox = ""
        if share:
            sharebox = (
                '<div class="share">Share <a href="http://x.test/intent/post?url='
                f'{escape(share)}">X</a> <a href="http://www.linkedin.test/share?u={escape(share)}">'
                "LinkedIn</a></div>"
            )
        side = f'<aside class="related">{aside}</aside>' if aside else ""
        if self.skin == "side":
            body = (
                f'<div class="layout"><nav class="rail"><a class="logo" href="/">'
                f'<img src="/static/logo.png" alt="{escape(self.name)}"></a>{nav}'
                f'<p class="acct">{login}</p></nav><div class="content">'
                '<form class="search" action="/search"><input type="search" name="q"></form>'
                f"<main>{main}</main>{sharebox}{side}</div></div>"
            )
        elif self.skin == "app":
            body = (
                f'<div id="app" data-route="page"><header class="toolbar"><a href="/" '
                f'class="brand">{escape(self.name)}</a>{nav}<span class="user">{login}</span>'
                '<form action="/search" role="search"><input name="query"></form></header>'
                f'<section class="view"><main>{main}</main>{side}{sharebox}</section></div>'
            )
        else:
            body = (
                f'<header class="navbar"><div class="wrap"><a class="brand" href="/">'
                f'<img src="/static/logo.png" alt="">{escape(self.name)}</a>{nav}'
                '<form action="/search" method="get"><input name="q" placeholder="Search">'
                f'</form><span class="account">{login}</span></div></header>'
                f'<div class="wrap"><main>{main}</main>{side}{sharebox}</div>'
            )
        return (
            '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
            f"<title>{escape(t)}</title>"
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            '<link rel="stylesheet" href="/static/portal.css"><link rel="icon" '
            f'href="/static/logo.png">{head}'
            '<script src="http://cdn.jslibs-mirror.test/npm/leaflet@1.9.4/dist/leaflet.js" '
            'defer></script><script src="/static/stats.js" async></script></head>'
            f"<body>{banner}{body}<footer><p>{foot}</p>"
            '<noscript><img src="/static/pixel.png?nojs=1" alt=""></noscript>'
            f"<p>&copy; {escape(self.name)}</p></footer></body></html>\n"
        )

    def not_found(self, request: Request) -> Response:
        main = (
            f"<h1>Not found</h1><p>No page at <code>{escape(request.path)}</code>. "
            'Go back to the <a href="/">start page</a> or ask the <a href="/help">help desk</a>.</p>'
        )
        return Response.html(self.page("Page not found", main), 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        """The host: home, chrome pages for every frame link, assets, records' `pages`."""
        site = Site(self.host, not_found=self.not_found)
        home = self.home_title or self.name
        site.add(
            "/", self.page(home, self.home_main or f"<h1>{escape(self.name)}</h1>", raw_title=True)
        )
        site.add("/static/portal.css", Response.data(CSS, "text/css"))
        site.add("/static/stats.js", Response.data(TRACKER, "text/javascript"))
        site.add("/static/logo.png", Response.data(png(16, 16, (20, 110, 90)), "image/png"))
        site.add("/static/pixel.png", Response.data(png(1, 1), "image/png"))
        for href, text in [*self.menu, *self.footer, *self.fixed]:
            if href.startswith("/") and href != "/":
                main = self.extra_chrome.get(href) or (
                    f"<h1>{escape(text)}</h1><p>{escape(text)} of {escape(self.name)}.</p>"
                )
                site.add(href, self.page(text, main))
        site.add("/search", self.page("Search", "<h1>Search</h1><p>Type a query above.</p>"))
        for path, value in pages.items():
            site.add(path, value)
        return site


def data(body: bytes | str, ctype: str) -> Response:
    """A file response."""
    return Response.data(body.encode() if isinstance(body, str) else body, ctype)


def tiff(name: str) -> Response:
    """A tiny little-endian TIFF header plus a tag naming the raster."""
    return data(b"II*\x00\x08\x00\x00\x00" + name.encode() + b"\x00" * 24, "image/tiff")


def laz(name: str) -> Response:
    return data(
        b"LASF" + b"\x00" * 20 + name.encode()[:32].ljust(32, b"\x00"), "application/vnd.laszip"
    )


def netcdf(name: str, text: str = "") -> Response:
    """A NetCDF classic magic number, a variable name and optional attribute text."""
    return data(b"CDF\x01" + name.encode() + b"\x00" + text.encode(), "application/x-netcdf")


def zipfile(name: str) -> Response:
    return data(b"PK\x03\x04\x14\x00" + name.encode() + b"\x00" * 16, "application/zip")


def pdfdoc(title: str, lines: list[str]) -> Response:
    return data(pdf(title, lines), "application/pdf")


def pngimg(seed: int) -> Response:
    return data(png(32, 24, (seed % 256, (seed * 7) % 256, (seed * 13) % 256)), "image/png")


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.text(body, content_type=ctype)


def json_doc(body: str) -> Response:
    return text(body, "application/json")


def xml_doc(body: str) -> Response:
    return text('<?xml version="1.0" encoding="UTF-8"?>\n' + body, "application/xml")


def bare(title: str, body: str) -> str:
    """A server-generated page with no portal frame (directory listings, tile indexes)."""
    return (
        f'<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>{escape(title)}</title>'
        f"</head><body>{body}</body></html>\n"
    )
