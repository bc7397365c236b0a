"""Shared chrome and file makers for heldout99's museum and natural-history portals.

`Chrome` renders one portal's page frame — skip link, brand, main menu, search form, log in
and register links, a cookie banner, breadcrumbs, an optional related-items aside, share
links, a footer with institutional and social links, and the CDN and analytics scripts a
real collections site loads — and builds the portal's `Site`: homepage, a chrome page for
every same-host chrome link, local assets, a chrome-wrapped 404 page, plus the portal's own
pages.  Its CDN host is a separate `Site` serving the scripts.  Chrome links never depend on
the page they sit on (no ``?next=`` login links), so the homepage and the 404 page carry the
same chrome every record page carries.

The file makers produce small real files that carry a record's title the way real files
do: a WAV with a RIFF INFO name, an MP3 with an ID3 title frame, a PNG with a tEXt title.
"""

from __future__ import annotations

import json
import struct
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from urllib.parse import quote, urlsplit

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

Links = Sequence[tuple[str, str]]

FOOTER: Links = (
    ("/about", "About us"),
    ("/contact", "Contact"),
    ("/accessibility", "Accessibility"),
    ("/privacy", "Privacy notice"),
    ("/cookies", "Cookie settings"),
    ("/terms", "Terms of use"),
)
CSS = b"body{font:15px/1.5 Georgia,serif;margin:0}.cookie{position:fixed;bottom:0}\n"
JS = b"document.documentElement.className+=' js';\n"


def ul(items: Links, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def table(rows: Sequence[tuple[str, str]]) -> str:
    """A label/value table; values are already HTML."""
    return (
        '<table class="fields">'
        + "".join(f"<tr><th>{escape(k)}</th><td>{v}</td></tr>" for k, v in rows)
        + "</table>"
    )


@dataclass
class Chrome:
    """One portal's frame.  `title_fmt` places a page's title and the portal name;
    `social` puts off-site share and social links on pages (never on portals whose heuristic
    would count an off-site link as part of the artifact)."""

    host: str
    name: str
    menu: Links
    footer: Links = FOOTER
    title_fmt: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = ""
    social: bool = True
    tagline: str = ""
    chrome_pages: Mapping[str, str] = field(default_factory=dict)

    @property
    def org(self) -> str:
        return self.host.split(".")[1]

    @property
    def cdn(self) -> str:
        return f"cdn.{self.org}.hx99.example"

    def url(self, path: str) -> str:
        return f"http://{self.host}{path}"

    def title(self, title: str) -> str:
        return self.title_fmt.format(title=title, name=self.name)

    def page(
        self,
        title: str,
        main: str,
        *,
        aside: str = "",
        share: str | None = None,
        head: str = "",
        crumbs: Links = (),
        raw_title: bool = False,
    ) -> str:
        t = title if raw_title else self.title(title)
        nav = ul(self.menu, "menu")
        crumb = ""
        if crumbs:
            crumb = '<nav class="crumbs">' + " &rsaquo; ".join(
                f'<a href="{escape(h)}">{escape(x)}</a>' for h, x in crumbs
            )
            crumb += "</nav>"
        shares = ""
        if share and self.social:
            u = quote(share, safe="")
            shares = (
                '<div class="share">Share this: '
                f'<a rel="nofollow" href="http://bsky.test/intent/compose?text={u}">Bluesky</a> '
                f'<a rel="nofollow" href="http://www.facebook.test/sharer/sharer.php?u={u}">'
                f'Facebook</a> <a href="mailto:?body={u}">Email</a></div>'
            )
        social = ""
        if self.social:
            social = (
                f'<p class="social"><a href="http://mastodon.test/@{self.org}">Mastodon</a> '
                f'<a href="http://www.instagram.test/{self.org}">Instagram</a> '
                f'<a href="http://www.youtube.test/@{self.org}">YouTube</a></p>'
            )
        foot = " | ".join(f'<a href="{escape(h)}">{escape(x)}</a>' for h, x in self.footer)
        side = f'<aside class="sidebar">{aside}</aside>' if aside else ""
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(t)}</title>
<link rel="stylesheet" href="/assets/app.css">
<link rel="icon" href="/assets/favicon.png">
<script src="http://{self.cdn}/libs/jquery-3.7.1.min.js"></script>
<script async src="http://{self.cdn}/metrics/tag.js"></script>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({{'site':'{self.org}'}});</script>
{head}</head>
<body><a class="skip" href="#content">Skip to main content</a>
<header class="masthead"><a class="brand" href="/"><img src="/assets/favicon.png" alt="">
{escape(self.name)}</a> <span class="tagline">{escape(self.tagline)}</span>
<nav aria-label="Main">{nav}</nav>
<form class="search" action="/search" method="get" role="search">
<label>Search the collection <input type="search" name="q"></label><button>Go</button></form>
<div class="account"><a href="/login">Log in</a> <a href="/register">Register</a></div>
</header>
<div class="cookie" role="dialog">We use cookies to understand how the site is used.
<a href="/cookies">Manage cookies</a> <button>Accept all</button></div>
{crumb}<div class="layout"><main id="content">{main}</main>{side}</div>{shares}
<footer><p>{foot}</p>{social}<p>&copy; 2026 {escape(self.name)}</p></footer>
<script src="/assets/app.js" defer></script></body></html>
"""

    def chrome_links(self) -> list[tuple[str, str]]:
        fixed = [("/search", "Search"), ("/login", "Log in"), ("/register", "Register")]
        fixed.append(("/cookies", "Cookie settings"))
        return [*self.menu, *self.footer, *fixed]

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Page not found",
            "<h1>We could not find that page</h1><p>The page "
            f"<code>{escape(request.path)}</code> may have moved. Search the collection "
            'or start again from <a href="/">the homepage</a>.</p>',
        )
        return Response.html(body, 404)

    def sites(self, pages: Mapping[str, PageValue]) -> list[Site]:
        """The portal's site (homepage, chrome pages, assets, 404, `pages`) and its CDN."""
        site = Site(self.host, not_found=self.not_found)
        home = self.home_title or self.name
        site.add("/", self.page(home, self.home_main or "<h1>Welcome</h1>", raw_title=True))
        for href, text in self.chrome_links():
            parts = urlsplit(href)
            if parts.netloc or parts.path in site.pages:
                continue
            body = self.chrome_pages.get(
                parts.path,
                f"<h1>{escape(text)}</h1><p>{escape(self.name)}: {escape(text.lower())}.</p>",
            )
            site.add(parts.path, self.page(text, body))
        site.add("/assets/app.css", Response.data(CSS, "text/css"))
        site.add("/assets/app.js", Response.data(JS, "text/javascript"))
        site.add("/assets/favicon.png", Response.data(png(16, 16, (90, 60, 30)), "image/png"))
        for path, value in pages.items():
            site.add(path, value)
        cdn = Site(self.cdn)
        cdn.add("/libs/jquery-3.7.1.min.js", Response.data(b"/*! jQuery */\n", "text/javascript"))
        cdn.add("/metrics/tag.js", Response.data(b"/* metrics */\n", "text/javascript"))
        return [site, cdn]


# --- files -----------------------------------------------------------------------------


def data(body: bytes | str, ctype: str, link: str | None = None) -> Response:
    raw = body.encode() if isinstance(body, str) else body
    r = Response.data(raw, ctype)
    if link:
        r.headers.append(("Link", link))
    return r


def jsonr(obj: object, ctype: str = "application/json") -> Response:
    return data(json.dumps(obj, indent=1), ctype)


def doc(title: str, lines: list[str]) -> Response:
    return data(pdf(title, lines), "application/pdf")


def png_titled(title: str, rgb: tuple[int, int, int] = (120, 110, 90)) -> Response:
    """A PNG whose tEXt chunk names the object, as museum image exports embed it."""
    base = png(12, 9, rgb)
    text = b"Title\x00" + title.encode("latin-1")
    chunk = (
        struct.pack(">I", len(text))
        + b"tEXt"
        + text
        + struct.pack(">I", zlib.crc32(b"tEXt" + text))
    )
    iend = base.rindex(b"IEND") - 4
    return data(base[:iend] + chunk + base[iend:], "image/png")


def jpeg(seed: int = 0) -> Response:
    """A minimal JFIF byte stream (no title inside)."""
    body = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"
    return data(body + bytes((seed + i) % 251 for i in range(64)) + b"\xff\xd9", "image/jpeg")


def wav(title: str = "", seconds: int = 1) -> Response:
    """A silent 8 kHz mono WAV; with `title`, a RIFF LIST/INFO INAM chunk carries it."""
    samples = b"\x80" * (800 * seconds)
    fmt = b"fmt " + struct.pack("<IHHIIHH", 16, 1, 1, 8000, 8000, 1, 8)
    info = b""
    if title:
        name = title.encode("latin-1") + b"\x00"
        name += b"\x00" * (len(name) % 2)
        inam = b"INAM" + struct.pack("<I", len(name)) + name
        info = b"LIST" + struct.pack("<I", 4 + len(inam)) + b"INFO" + inam
    chunks = fmt + info + b"data" + struct.pack("<I", len(samples)) + samples
    return data(b"RIFF" + struct.pack("<I", 4 + len(chunks)) + b"WAVE" + chunks, "audio/wav")


def mp3(title: str = "") -> Response:
    """An ID3v2.3 tag (TIT2 = `title` when given) before a few silent MPEG frames."""
    frames = b""
    if title:
        t = b"\x00" + title.encode("latin-1")
        frames = b"TIT2" + struct.pack(">I", len(t)) + b"\x00\x00" + t
    size = len(frames)
    syncsafe = bytes((size >> s) & 0x7F for s in (21, 14, 7, 0))
    return data(b"ID3\x03\x00\x00" + syncsafe + frames + b"\xff\xfb\x90\x00" * 8, "audio/mpeg")


def mp4(seed: int = 0) -> Response:
    body = b"\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom" + bytes(range(seed, seed + 40))
    return data(body, "video/mp4")


def zipped(seed: int = 0) -> Response:
    return data(b"PK\x05\x06" + b"\x00" * 18 + bytes([seed % 256]), "application/zip")
