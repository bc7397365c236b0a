"""Shared chrome and helpers of heldout74's mock portals (hosts ``*.hx74.example``).

`Chrome` is one portal host's look: menu, search, login, cookie banner, analytics script,
footer, a chrome-wrapped 404 page, and a plain page for every same-host chrome link, so the
portal answers everything it prints.  Record pages are passed in by the portal modules.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape
from urllib.parse import quote

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

CSS = b"body{font:15px/1.5 Georgia,serif;margin:0 auto;max-width:64em}.cookie{position:fixed}\n"
JS = b"window.dataLayer=window.dataLayer||[];document.body&&document.body.classList.add('js');\n"


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    lis = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f'<ul class="{cls}">{lis}</ul>' if cls else f"<ul>{lis}</ul>"


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def text_file(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def binary(seed: str, ctype: str = "application/zip") -> Response:
    """Opaque bytes that contain no readable title (a zip, an mp4, a spreadsheet)."""
    raw = bytes((ord(c) * 7 + i) % 251 for i, c in enumerate(seed * 8))
    return Response.data(b"PK\x03\x04" + raw, ctype)


def image(rgb: tuple[int, int, int] = (120, 80, 40)) -> Response:
    return Response.data(png(16, 12, rgb), "image/png")


@dataclass
class Chrome:
    """One portal host: its chrome around every page, its homepage and its 404 page."""

    host: str
    name: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]]
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = "<h1>Welcome</h1>"
    analytics: str = "http://stats.metrics-cdn.test/collect.js"
    login: str = "/account/login"

    def url(self, path: str) -> str:
        return f"http://{self.host}{path}"

    def title(self, title: str) -> str:
        return self.title_format.format(title=title, name=self.name)

    def page(
        self,
        title: str,
        main: str,
        *,
        head: str = "",
        raw_title: bool = False,
        share: str | None = None,
    ) -> str:
        t = title if raw_title else self.title(title)
        if share:  # share links to social sites, as server-rendered anchors
            u = quote(share, safe="")
            main += (
                f'<p class="share"><a href="http://bsky.socialapp.test/intent/compose?text={u}">'
                f'Bluesky</a> <a href="http://www.linkedin.test/sharing/share-offsite/?url={u}">'
                "LinkedIn</a></p>"
            )
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{escape(t)}</title>
<meta name="viewport" content="width=device-width">
<link rel="stylesheet" href="/assets/app.css">
<script src="/assets/app.js" defer></script>
<script async src="{self.analytics}"></script>{head}</head>
<body><div class="cookie" role="dialog">We use cookies for statistics.
<a href="/privacy">Privacy notice</a> <button>Accept</button></div>
<header class="masthead"><a href="/"><img src="/assets/logo.png" alt="{escape(self.name)}"></a>
<nav aria-label="main">{ul(self.menu)}</nav>
<form role="search" action="/search"><input name="query" type="search"><button>Go</button></form>
<a class="login" href="{self.login}">Sign in</a></header>
<div id="content">{main}</div>
<footer>{ul(self.footer, "foot")}<p>&copy; 2026 {escape(self.name)}</p></footer>
</body></html>
"""

    def _not_found(self, request: Request) -> Response:
        main = (
            f"<h1>Not found</h1><p>Nothing lives at <code>{escape(request.path)}</code>. "
            'Try searching or go to the <a href="/">front page</a>.</p>'
        )
        return Response.html(self.page("Not found", main), 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        site = Site(self.host, not_found=self._not_found)
        site.add("/", self.page(self.home_title or self.name, self.home_main, raw_title=True))
        site.add("/assets/app.css", Response.data(CSS, "text/css"))
        site.add("/assets/app.js", Response.data(JS, "text/javascript"))
        site.add("/assets/logo.png", image((20, 60, 110)))
        for href, label in [*self.menu, *self.footer, (self.login, "Sign in"), ("/privacy", "")]:
            if href.startswith("/") and href != "/":
                label = label or "Privacy notice"
                site.add(href, self.page(label, f"<h1>{escape(label)}</h1><p>{escape(label)}.</p>"))
        for path, value in pages.items():
            site.add(path, value)
        return site


def bare_site(host: str, pages: Mapping[str, PageValue]) -> Site:
    """A host with no chrome of its own (a file server, a raw-content host)."""
    return Site(host, dict(pages))
