"""Shared chrome and helpers of heldout58's mock biomedical portals.

`Portal` wraps a page in what a real portal prints around a record: a cookie banner, a
header (brand, menu, search, sign-in), a breadcrumb trail, a footer of policy pages and
social links, a stylesheet and script served from the portal, an external web font and an
external analytics tag.  Three `skin`s vary the markup so the portals do not share one
template.  `build()` turns (portal, pages) pairs into sites and then serves a generic
chrome page for every same-host link no record page defined, so every link a portal
prints is answered, as on a real portal; `FILLED` records which paths were filled that
way (truth URIs must never be among them).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape, unescape
from urllib.parse import quote, urljoin, urlsplit

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

HREF = re.compile(r"""<(?:a|link|area)\b[^>]*?\bhref\s*=\s*["']([^"']+)["']""", re.I)
FILLED: dict[str, set[str]] = {}  # host -> paths answered by a generic chrome page

ANALYTICS = "http://tags.metricsbeacon.test/b.js"
FONTS = "http://fonts.typecloud.test/css?family=Source+Sans"


def e(text: str) -> str:
    return escape(text, quote=True)


def a(href: str, text: str, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f'<a href="{e(href)}"{c}>{e(text)}</a>'


def ul(items: Iterable[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{a(h, t)}</li>" for h, t in items) + "</ul>"


def data(body: bytes | str, ctype: str, headers: Sequence[tuple[str, str]] = ()) -> Response:
    raw = body.encode() if isinstance(body, str) else body
    return Response(200, [("Content-Type", ctype), *headers], raw)


def pdf_file(title: str, *lines: str) -> Response:
    return data(pdf(title, list(lines)), "application/pdf")


def image(seed: int) -> Response:
    return data(png(16, 16, (seed * 37 % 256, seed * 91 % 256, 120)), "image/png")


def binary(tag: str, size: int = 512) -> Response:
    """Opaque bytes for formats we do not model (TIFF, HDF5, MP4...): stable per tag."""
    seed = tag.encode()
    body = (seed * (size // max(1, len(seed)) + 1))[:size]
    return data(body, "application/octet-stream")


def share(url: str) -> str:
    u = quote(url, safe="")
    return (
        '<div class="share-bar">Share '
        f'<a href="http://bsky.test/intent/compose?text={u}">Bluesky</a> '
        f'<a href="http://www.linkedin.test/sharing/share-offsite/?url={u}">LinkedIn</a> '
        f'<a href="mailto:?subject=Shared%20record&amp;body={u}">Email</a></div>'
    )


@dataclass
class Portal:
    """One portal host, its chrome and its home page."""

    host: str
    name: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]]
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = ""
    skin: str = "bar"  # "bar", "side" or "stack"
    login: str = "/login"
    search: str = "/search"
    social: Sequence[tuple[str, str]] = ()  # default: the portal's Mastodon and YouTube
    slug: str = field(default="")

    def __post_init__(self) -> None:
        if not self.slug:
            self.slug = re.sub(r"[^a-z0-9]+", "-", self.name.lower()).strip("-")

    def url(self, path: str) -> str:
        return f"http://{self.host}{path}"

    def title(self, title: str) -> str:
        return self.title_format.format(title=title, name=self.name)

    def _header(self) -> str:
        menu = ul(self.menu, "menu")
        form = (
            f'<form class="q" action="{self.search}" method="get" role="search">'
            '<input name="q" placeholder="Search"><button>Go</button></form>'
        )
        who = f"{a(self.login, 'Sign in')} {a('/register', 'Create account')}"
        brand = f'<a class="brand" href="/"><img src="/assets/logo.png" alt="{e(self.name)}"></a>'
        if self.skin == "side":
            return (
                f'<div class="topline">{brand}{form}<span class="acct">{who}</span></div>'
                f'<aside class="nav-left"><h2>Browse</h2>{menu}</aside>'
            )
        if self.skin == "stack":
            return (
                f'<div class="masthead"><div class="row">{brand}<span>{who}</span></div>'
                f'<div class="row">{form}</div><nav aria-label="primary">{menu}</nav></div>'
            )
        return f'<header class="site">{brand}<nav>{menu}</nav>{form}<div class="acct">{who}</div></header>'

    def page(
        self,
        title: str,
        main: str,
        *,
        aside: str = "",
        head: str = "",
        crumbs: Sequence[tuple[str, str]] = (),
        raw_title: bool = False,
        share_url: str | None = None,
    ) -> str:
        t = title if raw_title else self.title(title)
        trail = ""
        if crumbs:
            trail = (
                '<ol class="crumbs"><li><a href="/">Home</a></li>'
                + "".join(f"<li>{a(h, x)}</li>" for h, x in crumbs)
                + "</ol>"
            )
        side = f'<aside class="related">{aside}</aside>' if aside else ""
        foot = " | ".join(a(h, x) for h, x in self.footer)
        accounts = self.social or (
            (f"http://mastodon.test/@{self.slug}", "Mastodon"),
            (f"http://www.youtube.test/c/{self.slug}", "YouTube"),
        )
        social = " ".join(a(h, x) for h, x in accounts)
        shared = share(share_url) if share_url else ""
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{e(t)}</title>
<link rel="stylesheet" href="{FONTS}">
<link rel="stylesheet" href="/assets/{self.slug}.css">
<link rel="icon" href="/assets/logo.png">
<script src="/assets/{self.slug}.js" defer></script>
<script async src="{ANALYTICS}?site={self.slug}"></script>{head}
</head><body class="skin-{self.skin}">
<div id="cookie-consent" class="banner">We use cookies to keep you signed in and to count
visits. <a href="/privacy#cookies">Cookie settings</a> <button>Accept</button></div>
{self._header()}
<div class="wrap">{trail}<main id="main">{main}</main>{side}</div>{shared}
<footer class="site-foot"><p>{foot}</p><p class="social">{social}</p>
<p>&copy; 2025 {e(self.name)}</p></footer>
</body></html>
"""

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Not found",
            f"<h1>We could not find that page</h1><p>{e(request.path)} does not exist or was "
            f'moved. Try <a href="{self.search}">searching</a> or go to the <a href="/">home '
            "page</a>.</p>",
        )
        return Response.html(body, 404)

    def filler(self, path: str) -> str:
        words = [w for w in re.split(r"[/_\-?=&.]+", path) if w and not w.isdigit()]
        label = " ".join(words[-2:]).capitalize() or self.name
        return self.page(label, f"<h1>{e(label)}</h1><p>This section of {e(self.name)}.</p>")

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        site = Site(self.host, not_found=self.not_found)
        home = self.page(
            self.home_title or self.name,
            self.home_main or f"<h1>{e(self.name)}</h1>",
            raw_title=True,
        )
        site.add("/", home)
        site.add(f"/assets/{self.slug}.css", data("body{margin:0 auto;max-width:72em}", "text/css"))
        site.add(f"/assets/{self.slug}.js", data("window.dataLayer=[];", "text/javascript"))
        site.add("/assets/logo.png", image(len(self.name)))
        for path, value in pages.items():
            site.add(path, value)
        return site


def build(parts: Sequence[tuple[Portal | None, Site | Mapping[str, PageValue]]]) -> list[Site]:
    """Sites for (portal, pages) pairs (or (None, ready Site)), each same-host link answered."""
    sites: list[Site] = []
    portals: dict[str, Portal] = {}
    for portal, pages in parts:
        if isinstance(pages, Site):
            sites.append(pages)
        else:
            assert portal is not None
            sites.append(portal.site(pages))
            portals[portal.host] = portal
    by_host = {s.host: s for s in sites}
    todo = [(s, p) for s in sites for p in list(s.pages)]
    while todo:
        site, key = todo.pop()
        page = site.pages[key]
        if not isinstance(page, Response) or b"html" not in (
            (page.header("Content-Type") or "").encode()
        ):
            continue
        base = site.url(key)
        for href in HREF.findall(page.body.decode("utf-8", "replace")):
            u = urlsplit(urljoin(base, unescape(href)).split("#", 1)[0])
            target = by_host.get(u.hostname or "")
            if target is None or u.hostname not in portals:
                continue
            full = u.path + ("?" + u.query if u.query else "")
            if full in target.pages or u.path in target.pages:
                continue
            target.add(u.path, portals[u.hostname].filler(u.path))
            FILLED.setdefault(target.host, set()).add(u.path)
            todo.append((target, u.path))
    return sites
