"""Shared chrome of heldout80's mock publisher and data-journal portals, and small file makers.

`Chrome` wraps a portal's pages in what real publisher platforms print around an article:
a consent banner, a top bar with search, sign-in and "submit", the main menu, an optional
site-wide "most read" widget, a footer with policies, and analytics and CDN tags.  Its
`site()` adds the homepage, the assets, a chrome 404 page, and then serves a generic chrome
page for every same-host link any served page prints that no record defines, so the portal
answers every link it shows (as a real one does) without each module listing its menus twice.
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
CSS = b"body{font:16px/1.5 Georgia,serif;margin:0}.cc{position:fixed;bottom:0}\n"
JS = b"window.dataLayer=window.dataLayer||[];document.documentElement.className='js';\n"


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    """A list of links (href, text)."""
    lis = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f'<ul class="{cls}">{lis}</ul>' if cls else f"<ul>{lis}</ul>"


def share(url: str) -> str:
    """Social share links for a page (off-portal hosts, never part of an artifact)."""
    u = quote(url, safe="")
    return (
        f'<p class="share">Share: <a href="http://bsky.example/intent/compose?text={u}">Bluesky</a> '
        f'<a href="http://www.linkedin.example/sharing/share-offsite/?url={u}">LinkedIn</a> '
        f'<a href="mailto:?subject=Shared%20from%20a%20journal&amp;body={u}">Email</a></p>'
    )


def file(body: str | bytes, ctype: str) -> Response:
    """A downloadable file of the given type."""
    return Response.data(body.encode() if isinstance(body, str) else body, ctype)


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def png_file(rgb: tuple[int, int, int] = (120, 60, 30)) -> Response:
    return Response.data(png(16, 12, rgb), "image/png")


def ris(title: str, doi: str, year: str = "2025") -> str:
    return f"TY  - JOUR\nTI  - {title}\nPY  - {year}\nDO  - {doi}\nER  - \n"


def bibtex(key: str, title: str, doi: str) -> str:
    return f"@article{{{key},\n  title = {{{title}}},\n  doi = {{{doi}}}\n}}\n"


@dataclass
class Chrome:
    """One portal host and the chrome around its pages.

    `widget` is a site-wide sidebar (most read, trending) printed on every chrome page, the
    404 page and the homepage included; `bare` pages (embeds) skip the chrome entirely.
    """

    host: str
    name: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]]
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = "<h1>Welcome</h1>"
    widget: Sequence[tuple[str, str]] = ()
    widget_name: str = "Most read"
    tracker: str = "http://px.tallymark-analytics.example/t.js"

    def url(self, path: str) -> str:
        return f"http://{self.host}{path}"

    def title(self, title: str) -> str:
        return self.title_format.format(title=title, name=self.name)

    def page(self, title: str, main: str, *, raw_title: bool = False, head: str = "") -> str:
        t = title if raw_title else self.title(title)
        side = ""
        if self.widget:
            side = f'<aside class="widget"><h2>{escape(self.widget_name)}</h2>{ul(self.widget)}</aside>'
        foot = " ".join(f'<a href="{escape(h)}">{escape(x)}</a>' for h, x in self.footer)
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{escape(t)}</title>
<meta name="viewport" content="width=device-width">
<link rel="stylesheet" href="/assets/app.css"><link rel="icon" href="/assets/mark.png">
<script src="http://cdn.pubassets-mirror.example/jquery/3.7.1/jquery.min.js"></script>
<script src="/assets/app.js" defer></script><script async src="{self.tracker}"></script>{head}
</head><body>
<div class="cc" role="dialog">This site uses cookies for analytics.
<a href="/policies/cookies">Manage preferences</a> <button type="button">Accept all</button></div>
<header class="topbar"><a class="logo" href="/"><img src="/assets/mark.png" alt="{escape(self.name)}"></a>
<form class="search" action="/search" method="get"><input type="search" name="q"
 placeholder="Search {escape(self.name)}"><button>Go</button></form>
<a class="signin" href="/account/sign-in">Sign in</a> <a href="/account/register">Register</a>
<nav class="primary">{ul(self.menu)}</nav></header>
<div class="layout"><main id="content">{main}</main>{side}</div>
<footer class="site-footer"><p>{foot}</p><p>&#169; 2025 {escape(self.name)}</p></footer>
</body></html>
"""

    def bare(self, title: str, body: str) -> str:
        """A chrome-less page (an embeddable viewer), still with its analytics tag."""
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{escape(title)}</title>
<link rel="stylesheet" href="/assets/embed.css"><script async src="{self.tracker}"></script>
</head><body class="embed">{body}</body></html>
"""

    def _not_found(self, request: Request) -> Response:
        main = (
            f"<h1>We can't find that page</h1><p>{escape(request.path)} may have moved. "
            'Try searching, or go to the <a href="/">homepage</a>.</p>'
        )
        return Response.html(self.page("Page not found", main), 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        site = Site(self.host, not_found=self._not_found)
        home = self.page(self.home_title or self.name, self.home_main, raw_title=True)
        site.add("/", home)
        site.add("/assets/app.css", Response.data(CSS, "text/css"))
        site.add("/assets/embed.css", Response.data(CSS, "text/css"))
        site.add("/assets/app.js", Response.data(JS, "text/javascript"))
        site.add("/assets/mark.png", Response.data(png(8, 8), "image/png"))
        site.add("/search", self.page("Search", "<h1>Search</h1><p>Enter a query above.</p>"))
        for path, value in pages.items():
            site.add(path, value)
        self._fill(site)
        return site

    def _fill(self, site: Site) -> None:
        """Serve a generic chrome page for every same-host link no page defines."""
        done: set[str] = set()
        while True:
            todo: dict[str, str] = {}
            for path, beh in list(site.pages.items()):
                if path in done or not isinstance(beh, Response):
                    continue
                done.add(path)
                if "html" not in (beh.header("Content-Type") or ""):
                    continue
                base = self.url(path)
                for href in HREF.findall(beh.body.decode("utf-8", "replace")):
                    parts = urlsplit(urljoin(base, unescape(href)))
                    if parts.hostname != self.host:
                        continue
                    key = parts.path + (f"?{parts.query}" if parts.query else "")
                    if key not in site.pages and parts.path not in site.pages:
                        todo[key] = parts.path.strip("/").split("/")[-1] or "Home"
            if not todo:
                return
            for key, label in todo.items():
                name = label.replace("-", " ").replace("_", " ").capitalize()
                body = f"<h1>{escape(name)}</h1><p>{escape(self.name)}: {escape(name)}.</p>"
                site.add(key, self.page(name, body))
