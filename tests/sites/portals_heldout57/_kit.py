"""Shared chrome of heldout57's portals: page shell, cookie banner, menus, footers, 404 pages.

Each portal of the set is a `Chrome` (host, name, menu, footer, title format) whose `site()`
serves, besides the artifact pages a family module gives it, what every real portal serves
around them: the homepage, a page for every menu and footer link, login, sign-up, search,
the cookie-policy page the banner links, the portal's CSS, JS and logo, and a chrome-wrapped
404 page for unknown paths (so the seed's "ignored URIs" method finds the same menus on the
404 page and on the homepage as on the entry).  Analytics and font scripts point at hosts the
virtual web does not serve, as they would on the live web (a JS library from a public CDN, a
tracking script): they are embedded scripts, never links.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from urllib.parse import quote

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

SUFFIX = "hx57.example"


def host(name: str, org: str) -> str:
    return f"{name}.{org}.{SUFFIX}"


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def a(href: str, text: str, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f'<a href="{escape(href)}"{c}>{escape(text)}</a>'


def blob(body: str | bytes, ctype: str, headers: Sequence[tuple[str, str]] = ()) -> Response:
    data = body.encode() if isinstance(body, str) else body
    return Response(200, [("Content-Type", ctype), *headers], data)


def zipish(label: str, size: int = 600) -> Response:
    """An opaque archive: a zip local-file signature and filler, no readable title in it."""
    seed = label.encode()
    body = b"PK\x03\x04\x14\x00\x00\x00\x08\x00" + bytes(
        (seed[i % len(seed)] * 31 + i * 7) % 251 for i in range(size)
    )
    return Response.data(body, "application/zip")


def binary(label: str, ctype: str = "application/octet-stream", size: int = 400) -> Response:
    seed = label.encode()
    body = bytes((seed[i % len(seed)] * 17 + i * 13) % 256 for i in range(size))
    return Response.data(body, ctype)


def pdf_file(title: str, lines: list[str]) -> Response:
    return Response.data(pdf(title, lines), "application/pdf")


@dataclass
class Chrome:
    """One portal host's look: its menus, footer, title format and the pages it always has."""

    host: str
    name: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]] = ()
    title_format: str = "{title} · {name}"
    home_title: str | None = None
    home_main: str = ""
    accent: str = "#2a5d8f"
    cookie_banner: bool = True
    social: bool = True  # footer links to social networks (hosts outside the virtual web)
    analytics: str = "http://metrics.tallypixel.test/collect.js"
    extra_head: str = ""
    soft_404: bool = False
    chrome_pages: Mapping[str, str] = field(default_factory=dict)  # path -> heading

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def title(self, title: str) -> str:
        return self.title_format.format(title=title, name=self.name)

    def _header(self) -> str:
        menu = "".join(
            f'<li class="nav-item"><a class="nav-link" href="{escape(h)}">{escape(t)}</a></li>'
            for h, t in self.menu
        )
        return (
            f'<header class="topbar" style="border-color:{self.accent}">'
            f'<a class="brand" href="/"><img src="/assets/logo.png" alt="" width="24">'
            f"{escape(self.name)}</a>"
            f'<nav aria-label="Main"><ul class="nav">{menu}</ul></nav>'
            '<form class="search" action="/search" method="get" role="search">'
            '<input type="search" name="q" placeholder="Search"><button>Go</button></form>'
            '<div class="account"><a href="/login">Sign in</a> <a href="/signup" '
            'class="btn">Create account</a></div></header>'
        )

    def _footer(self) -> str:
        own = (
            " ".join(f'<a href="{escape(h)}">{escape(t)}</a>' for h, t in self.footer)
            + ' <a href="/cookies">Cookie settings</a>'
        )
        social = (
            '<p class="social"><a href="http://mastodon.scholar.test/@portal" rel="me">Mastodon'
            '</a> <a href="http://www.linkedin.test/company/portal">LinkedIn</a></p>'
            if self.social
            else ""
        )
        banner = (
            '<div id="cookie-consent" role="dialog" hidden><p>We use strictly necessary '
            'cookies and, with your consent, anonymous usage statistics. <a href="/cookies">'
            'Learn more</a></p><button data-consent="accept">Accept</button><button '
            'data-consent="reject">Reject</button></div>'
            if self.cookie_banner
            else ""
        )
        return (
            f'<footer class="site-footer"><nav aria-label="Footer">{own}</nav>{social}'
            f"<p>&copy; 2026 {escape(self.name)}</p></footer>{banner}"
        )

    def page(
        self,
        title: str,
        main: str,
        *,
        aside: str = "",
        head: str = "",
        raw_title: bool = False,
        share: str | None = None,
    ) -> str:
        t = title if raw_title else self.title(title)
        shares = ""
        if share:
            u = quote(share, safe="")
            shares = (
                '<div class="share">Share: '
                f'<a href="http://bsky.scholar.test/intent/compose?text={u}">Bluesky</a> '
                f'<a href="mailto:?subject={quote(title)}&amp;body={u}">Email</a></div>'
            )
        side = f'<aside class="sidebar">{aside}</aside>' if aside else ""
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(t)}</title>
<link rel="stylesheet" href="/assets/app.css"><link rel="icon" href="/assets/logo.png">
<script src="/assets/app.js" defer></script>
<script src="http://cdn.libmirror.test/npm/alpinejs@3.14.1/dist/cdn.min.js" defer></script>
<script async src="{self.analytics}" data-site="{escape(self.host)}"></script>
{self.extra_head}{head}</head>
<body>{self._header()}
<div class="layout"><main id="content">{main}</main>{side}</div>{shares}
{self._footer()}</body></html>
"""

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Not found",
            "<h1>We can't find that page</h1><p>The address "
            f"<code>{escape(request.path)}</code> does not exist or was moved. "
            'Try searching, or go back to the <a href="/">start page</a>.</p>',
        )
        return Response.html(body, 200 if self.soft_404 else 404)

    def _chrome_page(self, path: str, heading: str) -> str:
        return self.page(
            heading,
            f"<h1>{escape(heading)}</h1><p>{escape(self.name)} — {escape(heading.lower())}. "
            "This page is part of the portal, not of any record.</p>",
        )

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        site = Site(self.host, not_found=self.not_found)
        home = self.home_main or f"<h1>{escape(self.name)}</h1><p>Welcome.</p>"
        site.add("/", self.page(self.home_title or self.name, home, raw_title=True))
        css = f"body{{font:15px/1.5 system-ui;margin:0}} .topbar{{border-bottom:3px solid {self.accent}}}"
        site.add("/assets/app.css", Response.data(css.encode(), "text/css"))
        site.add(
            "/assets/app.js",
            Response.data(
                b"document.querySelectorAll('[data-consent]').forEach(function(b){"
                b"b.onclick=function(){document.getElementById('cookie-consent').hidden=true}});\n",
                "text/javascript",
            ),
        )
        site.add("/assets/logo.png", Response.data(png(24, 24), "image/png"))
        fixed = {
            "/login": "Sign in",
            "/signup": "Create an account",
            "/search": "Search",
            "/cookies": "Cookie policy",
        }
        for h, t in [*self.menu, *self.footer]:
            if h.startswith("/"):
                fixed.setdefault(h.split("#", 1)[0].split("?", 1)[0], t)
        fixed.update(self.chrome_pages)
        for path, heading in fixed.items():
            site.add(path, self._chrome_page(path, heading))
        for path, value in pages.items():
            site.add(path, value)
        return site
