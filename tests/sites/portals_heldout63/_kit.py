"""Shared chrome and file makers of heldout63's language-resource portals.

`Chrome` is one portal host's furniture: a cookie banner, a top menu, a search form, login
and registration links, a footer with terms, privacy, accessibility and licence links, an
analytics script and CDN assets, and a 404 page carrying the same menu (so the seed's
"ignored URIs" list, built from the homepage and a 404 page, is what a real portal gives).
`Chrome.site()` also answers every same-host link any of its pages prints that no page
claims (a real portal answers its menu, its help pages and its search), with a chrome page.

The file makers give small valid payloads: WAV, MP4 box, ZIP, PDF, and text formats.
"""

from __future__ import annotations

import io
import re
import struct
import zipfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from urllib.parse import urlsplit

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

HREF = re.compile(r"""<(?:a|link|area)\b[^>]*?\bhref\s*=\s*["']([^"']+)["']""", re.I)


@dataclass
class Chrome:
    """One portal host and the furniture around every page it serves.

    `title_format` places the page title and the portal name in <title>; `home_title` is
    the homepage's whole <title>; `skin` is a CSS class naming the portal's own theme.
    """

    host: str
    name: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]] = ()
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = ""
    skin: str = "site"
    cookie: bool = True
    tracker: str = ""  # host of an analytics script, embedded (not a link)
    cdn: str = ""  # host of the stylesheet and font CDN
    login: tuple[str, str] = ("/login", "/register")
    search: str = "/search"
    layout: str = "top"  # "top": menu in the header; "rail": menu in a left-hand rail
    extra_pages: Mapping[str, PageValue] = field(default_factory=dict)

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def title(self, title: str) -> str:
        return self.title_format.format(title=title, name=self.name)

    def page(
        self,
        title: str,
        main: str,
        *,
        aside: str = "",
        head: str = "",
        raw_title: bool = False,
    ) -> str:
        t = title if raw_title else self.title(title)
        menu = "".join(
            f'<li class="{self.skin}-nav__item"><a href="{escape(h)}">{escape(x)}</a></li>'
            for h, x in self.menu
        )
        foot = "".join(f'<li><a href="{escape(h)}">{escape(x)}</a></li>' for h, x in self.footer)
        cdn = (
            f'<link rel="preconnect" href="http://{self.cdn}">'
            f'<script src="http://{self.cdn}/libs/jquery/3.7.1/jquery.min.js"></script>'
            if self.cdn
            else ""
        )
        track = (
            f'<script async src="http://{self.tracker}/js/container.js?id={self.skin}"></script>'
            if self.tracker
            else ""
        )
        cookie = (
            f'<div class="{self.skin}-cookies" role="dialog"><p>We use cookies to keep you '
            "signed in and to count visits.</p><button>Accept</button>"
            "<button>Only necessary</button></div>"
            if self.cookie
            else ""
        )
        side = f'<aside class="{self.skin}-aside">{aside}</aside>' if aside else ""
        signin, register = self.login
        if self.layout == "rail":
            return f"""<!DOCTYPE html>
<html lang="en" data-theme="{self.skin}"><head><meta charset="utf-8"><title>{escape(t)}</title>
<link rel="stylesheet" href="/assets/{self.skin}.css">{cdn}{head}
<link rel="shortcut icon" href="/assets/favicon.png"></head>
<body>{cookie}<div class="{self.skin}-topbar"><a href="/"><img src="/assets/logo.png" alt=""> \
{escape(self.name)}</a><span class="{self.skin}-user"><a href="{signin}">Log in</a> |
<a href="{register}">Create account</a></span></div>
<div class="{self.skin}-grid"><div class="{self.skin}-rail"><ul>{menu}</ul>
<form action="{self.search}" method="get"><label>Find <input name="q"></label></form></div>
<div class="{self.skin}-page"><main role="main">{main}</main>{side}</div></div>
<div class="{self.skin}-colophon"><ul class="inline">{foot}</ul><small>{escape(self.name)} \
is operated under the terms linked above.</small></div>{track}
<script src="/assets/{self.skin}.js"></script></body></html>
"""
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(t)}</title>
<link rel="stylesheet" href="/assets/{self.skin}.css">{cdn}
<link rel="shortcut icon" href="/assets/favicon.png">{head}{track}
<script src="/assets/{self.skin}.js" defer></script></head>
<body class="{self.skin}">{cookie}
<header class="{self.skin}-header"><a class="{self.skin}-brand" href="/">
<img src="/assets/logo.png" alt="{escape(self.name)} logo"></a>
<nav aria-label="Main"><ul class="{self.skin}-nav">{menu}</ul></nav>
<form class="{self.skin}-search" action="{self.search}" method="get" role="search">
<input type="search" name="q" placeholder="Search {escape(self.name)}"><button>Go</button></form>
<div class="{self.skin}-account"><a href="{signin}">Sign in</a> <a href="{register}">Register</a>
</div></header>
<div class="{self.skin}-body"><main id="content">{main}</main>{side}</div>
<footer class="{self.skin}-footer"><ul>{foot}</ul>
<p>&copy; 2025 {escape(self.name)}</p></footer></body></html>
"""

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Not found",
            f"<h1>We could not find that page</h1><p>No page at <code>{escape(request.path)}"
            f'</code>. Try the <a href="{self.search}">search</a>.</p>',
        )
        return Response.html(body, 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        """The host: its homepage, assets, the given pages, a chrome 404 page, and a chrome
        page for every other same-host link the pages print."""
        site = Site(self.host, not_found=self.not_found)
        home = self.page(
            self.home_title or self.name,
            self.home_main or f"<h1>{escape(self.name)}</h1>",
            raw_title=True,
        )
        site.add("/", home)
        site.add(f"/assets/{self.skin}.css", Response.data(b"body{margin:0}\n", "text/css"))
        site.add(f"/assets/{self.skin}.js", Response.data(b"void 0;\n", "text/javascript"))
        site.add("/assets/logo.png", Response.data(png(24, 8), "image/png"))
        site.add("/assets/favicon.png", Response.data(png(4, 4), "image/png"))
        for path, value in {**self.extra_pages, **pages}.items():
            site.add(path, value)
        if self.search not in site.pages:  # the search form's action answers too
            site.add(self.search, self.page("Search", "<h1>Search results</h1><p>0 results.</p>"))
        self._answer_every_link(site)
        return site

    def _answer_every_link(self, site: Site) -> None:
        todo = list(site.pages)
        while todo:
            b = site.pages[todo.pop()]
            if not isinstance(b, Response) or "html" not in (b.header("Content-Type") or ""):
                continue
            for href in HREF.findall(b.body.decode("utf-8", "replace")):
                parts = urlsplit(href.replace("&amp;", "&"))
                if parts.scheme and parts.hostname != self.host:
                    continue
                if not parts.path.startswith("/") or parts.path in site.pages:
                    continue
                full = parts.path + ("?" + parts.query if parts.query else "")
                if full in site.pages:
                    continue
                label = parts.path.rstrip("/").rsplit("/", 1)[-1].replace("-", " ").capitalize()
                site.add(
                    parts.path,
                    self.page(label or "Home", f"<h1>{escape(label)}</h1><p>{escape(self.name)}"),
                )
                todo.append(parts.path)


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    """A list of links."""
    c = f' class="{cls}"' if cls else ""
    lis = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f"<ul{c}>{lis}</ul>"


def a(href: str, text: str, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f'<a href="{escape(href)}"{c}>{escape(text)}</a>'


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def wav(seconds: float = 0.05, rate: int = 8000) -> Response:
    """A silent mono 16-bit PCM WAV file."""
    n = int(seconds * rate)
    data = b"\x00\x00" * n
    head = b"RIFF" + struct.pack("<I", 36 + len(data)) + b"WAVEfmt "
    head += struct.pack("<IHHIIHH", 16, 1, 1, rate, rate * 2, 2, 16)
    return Response.data(head + b"data" + struct.pack("<I", len(data)) + data, "audio/wav")


def mp4() -> Response:
    """An ISO base-media file with only an ftyp box and an empty mdat."""
    ftyp = b"ftypisom" + b"\x00\x00\x02\x00" + b"isomiso2mp41"
    body = struct.pack(">I", 8 + len(ftyp)) + ftyp + struct.pack(">I", 8) + b"mdat"
    return Response.data(body, "video/mp4")


def zipped(files: Mapping[str, str]) -> Response:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, content in files.items():
            z.writestr(name, content)
    return Response.data(buf.getvalue(), "application/zip")


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def eaf(title: str, tiers: Sequence[str], media: str = "") -> Response:
    """An ELAN annotation document naming its session in a header property."""
    t = "".join(f'<TIER TIER_ID="{escape(x)}" LINGUISTIC_TYPE_REF="default"/>' for x in tiers)
    m = f'<MEDIA_DESCRIPTOR MEDIA_URL="{escape(media)}"/>' if media else ""
    body = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<ANNOTATION_DOCUMENT AUTHOR="" FORMAT="3.0">'
        f'<HEADER>{m}<PROPERTY NAME="session">{escape(title)}</PROPERTY></HEADER>{t}'
        "</ANNOTATION_DOCUMENT>\n"
    )
    return text(body, "application/xml")
