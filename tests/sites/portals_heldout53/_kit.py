"""Shared chrome and helpers of heldout53's portals: a `Skin` renders a portal's pages
(header menu, search, login, cookie banner, analytics, footer) and builds its `Site`, serving
a chrome page for every same-host link any of its pages prints, so no link dangles.

Each portal module writes its own markup for the records themselves; the skin only owns what
sits around them, varied per portal (title shape, CDN or local assets, banner, scripts).
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape, unescape
from urllib.parse import urljoin, urlsplit

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

__all__ = [
    "Skin",
    "bibtex",
    "blob",
    "cdn_site",
    "ecsv",
    "li",
    "opaque",
    "pdf",
    "png",
    "ris",
    "text",
]

HREF = re.compile(r"""<(?:a|link|area)\b[^>]*?\bhref\s*=\s*["']([^"']+)["']""", re.I)
CSS = b":root{--accent:#1b4f72}body{font:15px/1.5 system-ui;margin:0}.wrap{max-width:68em}\n"
JS = b"window.dataLayer=window.dataLayer||[];function trk(){dataLayer.push(arguments)}\n"


def opaque(*parts: str) -> str:
    """A stable storage key for a file (bucket, object or handle number) that, like the
    keys real storage layers mint, shares nothing with the record's own identifier."""
    return f"{zlib.crc32('/'.join(parts).encode()):08x}"


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def blob(body: bytes, ctype: str = "application/octet-stream") -> Response:
    return Response.data(body, ctype)


def li(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def bibtex(key: str, title: str, authors: str, year: int, url: str, kind: str = "misc") -> Response:
    return text(
        f"@{kind}{{{key},\n  title = {{{title}}},\n  author = {{{authors}}},\n"
        f"  year = {{{year}}},\n  url = {{{url}}}\n}}\n",
        "application/x-bibtex; charset=utf-8",
    )


def ris(title: str, authors: str, year: int, url: str, ty: str = "DATA") -> Response:
    aus = "".join(f"AU  - {a.strip()}\n" for a in authors.split(" and "))
    return text(
        f"TY  - {ty}\nTI  - {title}\n{aus}PY  - {year}\nUR  - {url}\nER  - \n",
        "application/x-research-info-systems",
    )


def ecsv(header: Sequence[str], cols: Sequence[str], rows: int, seed: int = 1) -> Response:
    """A small deterministic ECSV-like table; `header` lines go out as comments."""
    lines = [f"# {h}" for h in header] + [",".join(cols)]
    for i in range(rows):
        lines.append(
            ",".join(f"{(seed * 37 + i * 11 + j * 7) % 997 / 10:.1f}" for j in range(len(cols)))
        )
    return text("\n".join(lines) + "\n", "text/csv; charset=utf-8")


@dataclass
class Skin:
    """One portal host's look.  `title_fmt` places page title and portal name; `cdn` (an
    origin) hosts the assets instead of the portal itself; `banner` adds a cookie banner."""

    host: str
    name: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]]
    title_fmt: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = ""
    cdn: str | None = None
    banner: bool = True
    analytics: str | None = None
    login: tuple[str, str] = ("/login", "Sign in")
    search: str = "/search"
    tagline: str = ""
    not_found_status: int = 404
    extra_head: str = ""
    served_hosts: set[str] = field(default_factory=set)

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def asset(self, name: str) -> str:
        return f"{self.cdn}/{self.host.split('.')[1]}/{name}" if self.cdn else f"/assets/{name}"

    def page(
        self,
        title: str,
        main: str,
        *,
        raw_title: bool = False,
        head: str = "",
        aside: str = "",
        crumbs: Sequence[tuple[str, str]] = (),
    ) -> str:
        t = title if raw_title else self.title_fmt.format(title=title, name=self.name)
        nav = " ".join(
            f'<a class="nav-item" href="{escape(h)}">{escape(x)}</a>' for h, x in self.menu
        )
        foot = "".join(f'<li><a href="{escape(h)}">{escape(x)}</a></li>' for h, x in self.footer)
        crumb = (
            '<ol class="breadcrumb">'
            + "".join(f'<li><a href="{escape(h)}">{escape(x)}</a></li>' for h, x in crumbs)
            + "</ol>"
            if crumbs
            else ""
        )
        banner = (
            '<div id="cookie-consent" role="dialog"><p>We use cookies to keep you signed in '
            'and to count visits. <a href="/privacy#cookies">Cookie policy</a></p>'
            '<button data-accept="all">Accept</button><button data-accept="essential">'
            "Essential only</button></div>"
            if self.banner
            else ""
        )
        stats = (
            f'<script async src="{self.analytics}"></script><script>trk("config","{self.host}")'
            "</script>"
            if self.analytics
            else ""
        )
        side = f'<aside class="sidebar">{aside}</aside>' if aside else ""
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>{escape(t)}</title>
<link rel="stylesheet" href="{self.asset("main.css")}">
<link rel="icon" href="{self.asset("favicon.png")}">
<script src="{self.asset("app.js")}" defer></script>{stats}{self.extra_head}{head}
</head><body>{banner}
<header class="masthead"><a class="brand" href="/"><img src="{self.asset("favicon.png")}" alt="">
{escape(self.name)}</a> <span class="tagline">{escape(self.tagline)}</span>
<nav class="primary">{nav}</nav>
<form class="quick-search" action="{self.search}" role="search"><input type="search" name="q"
 placeholder="Search {escape(self.name)}"><button type="submit">Go</button></form>
<a class="account" href="{self.login[0]}">{escape(self.login[1])}</a></header>
{crumb}<div class="wrap"><main id="content">{main}</main>{side}</div>
<footer class="site-footer"><ul>{foot}</ul><p>&copy; 2026 {escape(self.name)}</p></footer>
</body></html>
"""

    def _not_found(self, request: Request) -> Response:
        body = self.page(
            "Not found",
            f"<h1>We could not find that page</h1><p>No page at <code>{escape(request.path)}"
            '</code>. Try searching, or go to the <a href="/help">help centre</a>.</p>',
        )
        return Response.html(body, self.not_found_status)

    def filler(self, path: str) -> str:
        """A chrome page for a same-host link no record owns (help, login, profiles...)."""
        words = [w for w in re.split(r"[/_\-.]+", path) if w and not w.isdigit()]
        label = " ".join(words[-2:]).replace("%20", " ").title() or "Home"
        return self.page(
            label,
            f"<h1>{escape(label)}</h1><p>This section of {escape(self.name)} is available "
            'to registered users. <a href="/help">Need help?</a></p>',
        )

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        home = self.page(
            self.home_title or self.name,
            self.home_main or f"<h1>{escape(self.name)}</h1><p>{escape(self.tagline)}</p>",
            raw_title=True,
        )
        site = Site(self.host, not_found=self._not_found)
        site.add("/", home)
        if not self.cdn:
            site.add("/assets/main.css", Response.data(CSS, "text/css"))
            site.add("/assets/app.js", Response.data(JS, "text/javascript"))
            site.add("/assets/favicon.png", Response.data(png(16, 16), "image/png"))
        for path, value in pages.items():
            site.add(path, value)
        fill_dangling(site, self.filler)
        return site


def fill_dangling(site: Site, filler: Callable[[str], str]) -> None:
    """Serve `filler(path)` for every same-host link of the site's HTML pages that no page
    answers, until every such link is served (a real portal answers what it prints)."""
    while True:
        missing: set[str] = set()
        for key, beh in list(site.pages.items()):
            if not isinstance(beh, Response) or "html" not in (beh.header("Content-Type") or ""):
                continue
            base = site.url(key)
            for href in HREF.findall(beh.body.decode("utf-8", "replace")):
                u = urlsplit(urljoin(base, unescape(href)))
                if u.hostname != site.host or u.scheme != "http":
                    continue
                full = u.path + ("?" + u.query if u.query else "")
                if u.path not in site.pages and full not in site.pages:
                    missing.add(u.path or "/")
        if not missing:
            return
        for path in missing:
            site.add(path, filler(path))


def cdn_site(host: str, orgs: Sequence[str]) -> Site:
    """A CDN host serving the assets of the portals whose skins point at it."""
    site = Site(host)
    for org in orgs:
        site.add(f"/{org}/main.css", Response.data(CSS, "text/css"))
        site.add(f"/{org}/app.js", Response.data(JS, "text/javascript"))
        site.add(f"/{org}/favicon.png", Response.data(png(16, 16), "image/png"))
    return site
