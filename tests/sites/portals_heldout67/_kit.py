"""Shared chrome of heldout67's arts-and-performance portals: one `Chrome` per portal host.

A `Chrome` renders what every page of a real portal carries around the record — a brand
link home, a main menu, a search form, login and sign-up, a cookie banner, a footer with
policies (and, where the portal has them, social links off-site), an analytics tag and the
stylesheet — and `Chrome.site()` serves the homepage, a chrome page for every same-host
link the chrome prints, a chrome-wrapped 404 page and the static assets, so that no link a
portal prints goes unanswered.  The chrome is the same on every page of a host (homepage
and 404 page included): that is what lets "ignored URIs" drop it, and it never carries a
record's title or identifier.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from urllib.parse import urlsplit

from keepnet.testweb.assets import png
from keepnet.testweb.site import PageValue, Request, Response, Site

SUFFIX = "hx67.example"
ANALYTICS = "http://tag.pixelcount.test/p.js"
FONTS = "http://fonts.cdnjs-mirror.test/css2?family=Inter"


def host(name: str, org: str) -> str:
    """`<name>.<org>.hx67.example`: each org its own registrable domain."""
    return f"{name}.{org}.{SUFFIX}"


def ul(items: Iterable[tuple[str, str]], cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    body = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f"<ul{attr}>{body}</ul>"


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def blob(body: bytes, ctype: str) -> Response:
    return Response.data(body, ctype)


def binary(seed: str, size: int = 2048) -> bytes:
    """Deterministic opaque bytes standing in for audio or video (no text in them)."""
    out = bytearray()
    x = sum(seed.encode()) or 1
    while len(out) < size:
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        out.append((x >> 16) & 0xFF)
    return bytes(out)


@dataclass
class Chrome:
    """One portal host's chrome.  `title_fmt` places a page title and the brand."""

    host: str
    brand: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]] = ()
    social: Sequence[tuple[str, str]] = ()
    title_fmt: str = "{title} | {brand}"
    home_title: str | None = None
    home_main: str = "<h1>Welcome</h1>"
    cookie: bool = True
    analytics: bool = True
    cdn: bool = True
    theme: str = "default"
    extra: Mapping[str, PageValue] = field(default_factory=dict)

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def title(self, title: str) -> str:
        return self.title_fmt.format(title=title, brand=self.brand)

    def page(self, title: str, main: str, *, head: str = "", raw_title: bool = False) -> str:
        t = title if raw_title else self.title(title)
        social = "".join(
            f' <a rel="noopener" href="{escape(h)}">{escape(n)}</a>' for h, n in self.social
        )
        cookie = (
            '<div id="consent" role="dialog">This site uses cookies for statistics. '
            '<a href="/cookies">Cookie settings</a> <button>Accept</button></div>'
            if self.cookie
            else ""
        )
        tag = f'<script async src="{ANALYTICS}"></script>' if self.analytics else ""
        if self.cdn:
            tag += f'<link rel="stylesheet" href="{FONTS}">'
        return f"""<!DOCTYPE html>
<html lang="en" data-theme="{self.theme}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(t)}</title>
<link rel="stylesheet" href="/assets/app.css"><link rel="icon" href="/assets/mark.png">
<script src="/assets/app.js" defer></script>{tag}{head}</head>
<body>{cookie}<header class="masthead"><a class="brand" href="/"><img src="/assets/mark.png"
alt=""> {escape(self.brand)}</a>
<nav aria-label="Main">{ul(self.menu, "menu")}</nav>
<form class="search" action="/search" role="search"><input name="q" placeholder="Search">
<button>Go</button></form>
<div class="account"><a href="/login">Sign in</a> <a href="/register">Create account</a></div>
</header>
<main id="content">{main}</main>
<footer class="site-foot">{ul(self.footer, "foot")}<p class="social">{social}</p>
<p>&copy; {escape(self.brand)}</p></footer></body></html>
"""

    def chrome_paths(self) -> set[str]:
        paths = {"/login", "/register", "/cookies", "/help", "/search"}
        for href, _t in [*self.menu, *self.footer]:
            parts = urlsplit(href)
            if not parts.netloc or parts.netloc == self.host:
                paths.add(parts.path + (f"?{parts.query}" if parts.query else ""))
        return paths

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Not found",
            f"<h1>Not found</h1><p>Nothing lives at <code>{escape(request.path)}</code>. "
            'See <a href="/help">help</a> or search the site.</p>',
        )
        return Response.html(body, 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        """The host: homepage, chrome pages, assets, then the record pages given."""
        site = Site(self.host, not_found=self.not_found)
        home = self.home_title or self.brand
        site.add("/", self.page(home, self.home_main, raw_title=True))
        for path in sorted(self.chrome_paths()):
            name = path.strip("/").split("?")[0].replace("-", " ").title() or "Home"
            site.add(path, self.page(name, f"<h1>{escape(name)}</h1><p>{escape(self.brand)}.</p>"))
        site.add(
            "/assets/app.css", Response.data(b"body{margin:0 auto;max-width:70em}", "text/css")
        )
        site.add("/assets/app.js", Response.data(b"window.app={};", "text/javascript"))
        site.add("/assets/mark.png", Response.data(png(6, 6, (120, 30, 60)), "image/png"))
        for path, value in {**self.extra, **pages}.items():
            site.add(path, value)
        return site
