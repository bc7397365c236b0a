"""Chrome and small helpers shared by heldout55's mock collection portals.

`Chrome` renders one portal's page furniture — skip link, logo, main menu, search box,
sign-in links, a cookie banner, an analytics snippet loaded from another host, a footer —
and serves a page for every chrome link it prints, a homepage and a chrome-wrapped 404
page, so every same-host link a portal prints answers.  The markup is this set's own; the
per-portal knobs (menu, footer, title shape, accent) make the portals look unlike each
other.  The helpers build file answers (PDF, PNG, text formats) and the pages of related
records, which are other artifacts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

SUFFIX = "hx55.example"

CSS = b"body{font:15px/1.5 Georgia,serif;margin:0} .wrap{max-width:64em;margin:auto}\n"
JS = b"window.kn55=window.kn55||[];document.documentElement.className+=' js';\n"


def host(name: str, org: str) -> str:
    """`<name>.<org>.hx55.example`: each org its own registrable domain."""
    return f"{name}.{org}.{SUFFIX}"


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return (
        f"<ul{attr}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def dl(rows: Sequence[tuple[str, str]]) -> str:
    """A metadata table; values are trusted HTML (callers escape text)."""
    return "<dl class='meta'>" + "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in rows) + "</dl>"


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def image(rgb: tuple[int, int, int] = (120, 110, 90), w: int = 16, h: int = 12) -> Response:
    return Response.data(png(w, h, rgb), "image/png")


def jpeg_like(rgb: tuple[int, int, int] = (90, 80, 60)) -> Response:
    """Image-server answers: a small PNG under an image/png type (the servers transcode)."""
    return Response.data(png(24, 32, rgb), "image/png")


def text(body: str, ctype: str) -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def binary(seed: str, size: int = 512, ctype: str = "application/octet-stream") -> Response:
    """Deterministic opaque bytes (zip archives, TIFF masters) that carry no title text."""
    raw = bytes((i * 37 + len(seed) * 11 + ord(seed[i % len(seed)])) % 256 for i in range(size))
    return Response.data(b"PK\x03\x04" + raw, ctype)


@dataclass
class Chrome:
    """One portal host's furniture.  `title_format` places a page title and the site name."""

    host: str
    name: str
    nav: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]] = (
        ("/about", "About"),
        ("/contact", "Contact"),
        ("/privacy", "Privacy"),
        ("/accessibility", "Accessibility"),
    )
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = ""
    tracker: str = "http://stats.pixelwren.test/pw.js"
    cdn_css: str = ""  # a stylesheet from a CDN host (embedded, never an artifact URI)
    cookie: bool = True
    accent: str = "#2a4d3c"
    tagline: str = ""
    signin: Sequence[tuple[str, str]] = (("/login", "Sign in"), ("/register", "Register"))
    extra: Mapping[str, PageValue] = field(default_factory=dict)

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
        crumbs: Sequence[tuple[str, str]] = (),
    ) -> str:
        t = title if raw_title else self.title(title)
        nav = ul(self.nav, "menu")
        sign = " ".join(
            f'<a class="acct" href="{escape(h)}">{escape(x)}</a>' for h, x in self.signin
        )
        trail = ""
        if crumbs:
            trail = (
                '<ol class="crumbs"><li><a href="/">Home</a></li>'
                + "".join(f'<li><a href="{escape(h)}">{escape(x)}</a></li>' for h, x in crumbs)
                + "</ol>"
            )
        banner = ""
        if self.cookie:
            banner = (
                '<div id="cookie-notice" role="dialog"><p>We use cookies to count visits and '
                'remember your preferences. <a href="/cookies">Cookie policy</a></p>'
                '<button type="button" data-accept="all">Accept</button>'
                '<button type="button" data-accept="none">Only necessary</button></div>'
            )
        side = f'<aside class="side">{aside}</aside>' if aside else ""
        foot = " | ".join(f'<a href="{escape(h)}">{escape(x)}</a>' for h, x in self.footer)
        tag = f'<p class="tagline">{escape(self.tagline)}</p>' if self.tagline else ""
        cdn = f'<link rel="stylesheet" href="{self.cdn_css}">' if self.cdn_css else ""
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{escape(t)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
{cdn}<link rel="stylesheet" href="/assets/app.css"><link rel="icon" href="/assets/mark.png">
<style>:root{{--accent:{self.accent}}}</style>{head}</head>
<body><a class="skip" href="#content">Skip to content</a>{banner}
<header class="wrap"><a class="logo" href="/"><img src="/assets/mark.png" alt="">{escape(self.name)}</a>{tag}
<nav aria-label="Main">{nav}</nav>
<form class="search" action="/search" method="get" role="search"><label>Search
<input type="search" name="q"></label><button>Go</button></form>
<div class="account">{sign}</div></header>
<div class="wrap body">{trail}<main id="content">{main}</main>{side}</div>
<footer class="wrap"><p>{foot}</p><p>&copy; {escape(self.name)}</p></footer>
<script src="/assets/app.js" defer></script><script async src="{self.tracker}"></script>
</body></html>
"""

    def chrome_paths(self) -> list[tuple[str, str]]:
        """Every same-host chrome link the pages print, with a label."""
        seen: dict[str, str] = {}
        for h, t in [*self.nav, *self.footer, *self.signin, ("/search", "Search")]:
            if h.startswith("/") and h != "/":
                seen.setdefault(h.split("?", 1)[0], t)
        if self.cookie:
            seen.setdefault("/cookies", "Cookie policy")
        return list(seen.items())

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Not found",
            f"<h1>We could not find that page</h1><p>{escape(request.path)} does not exist "
            'or has moved. <a href="/help">Help</a> explains how to search the collections.</p>',
        )
        return Response.html(body, 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        """Home, chrome pages, /help, assets and 404, then `extra` and `pages`."""
        site = Site(self.host, not_found=self.not_found)
        home = self.page(
            self.home_title or self.name,
            self.home_main or f"<h1>{escape(self.name)}</h1><p>Welcome to our collections.</p>",
            raw_title=True,
        )
        site.add("/", home)
        for path, label in [*self.chrome_paths(), ("/help", "Help")]:
            site.add(
                path,
                self.page(label, f"<h1>{escape(label)}</h1><p>{escape(self.name)}: {label}.</p>"),
            )
        site.add("/assets/app.css", Response.data(CSS, "text/css"))
        site.add("/assets/app.js", Response.data(JS, "text/javascript"))
        site.add("/assets/mark.png", Response.data(png(8, 8, (30, 70, 50)), "image/png"))
        for path, value in {**self.extra, **pages}.items():
            site.add(path, value)
        return site

    def other(self, title: str, blurb: str) -> str:
        """The page of a related record: another artifact, never part of this one."""
        return self.page(title, f"<h1>{escape(title)}</h1><p>{escape(blurb)}</p>")


def file_host(name: str, portal: Chrome, pages: Mapping[str, PageValue]) -> Site:
    """A portal's download or media host: files only, a bare index pointing back home."""
    index = (
        f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{escape(name)}</title></head>"
        f"<body><h1>{escape(name)}</h1><p>This host serves files for "
        f'<a href="{portal.origin}/">{escape(portal.name)}</a>.</p></body></html>\n'
    )
    site = Site(name, not_found=lambda r: Response.not_found(r.url))
    site.add("/", index)
    for path, value in pages.items():
        site.add(path, value)
    return site
