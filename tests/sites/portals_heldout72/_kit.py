"""Shared chrome of heldout72's open-science-infrastructure portals, and small helpers.

`Chrome` renders one portal's page frame (cookie banner, main menu, search, login, footer,
analytics snippet, same-host CDN assets) and `Chrome.site()` builds its `Site`: homepage, a
chrome-wrapped real 404, the assets, the given pages, and a chrome page for every other
same-host link any page prints (a real portal answers every link it shows).  Chrome pages
never carry a record's title, so the title-string heuristics see them as outside.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape, unescape
from urllib.parse import urljoin, urlsplit

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

HREF = re.compile(
    r"""<(?:a|link|area|form)\b[^>]*?\b(?:href|action)\s*=\s*["']([^"']+)["']""", re.I
)


@dataclass
class Chrome:
    """One portal host's frame.  `title_format` places the page title and the portal name."""

    host: str
    name: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]]
    title_format: str = "{title} — {name}"
    home_title: str | None = None
    home_main: str = ""
    tagline: str = ""

    def url(self, path: str) -> str:
        return f"http://{self.host}{path}"

    def page(self, title: str, main: str, *, head: str = "", raw_title: bool = False) -> str:
        t = title if raw_title else self.title_format.format(title=title, name=self.name)
        menu = "".join(f'<li><a href="{escape(h)}">{escape(n)}</a></li>' for h, n in self.menu)
        foot = "".join(f'<li><a href="{escape(h)}">{escape(n)}</a></li>' for h, n in self.footer)
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{escape(t)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/cdn/ui/3.4.1/portal.min.css">
<script src="/cdn/ui/3.4.1/portal.min.js" defer></script>
<link rel="icon" href="/cdn/img/favicon.png">{head}</head>
<body>
<div class="cookie-consent" role="dialog">We use cookies to measure usage.
<a href="/legal/cookies">Cookie settings</a> <button>Accept</button></div>
<header class="topbar"><a class="brand" href="/"><img src="/cdn/img/favicon.png" alt="">
{escape(self.name)}</a><span class="tag">{escape(self.tagline)}</span>
<nav aria-label="main"><ul>{menu}</ul></nav>
<form class="q" action="/search" method="get"><input name="q" placeholder="Search">
<button>Go</button></form>
<a class="auth" href="/account/signin">Sign in</a> <a class="auth" href="/account/register">Register</a>
</header>
<main id="content">{main}</main>
<footer><ul>{foot}</ul><p>Operated by the {escape(self.name)} consortium.</p></footer>
<script>window._q=window._q||[];_q.push(['track','pageview']);</script>
<script src="/cdn/stats/collect.js" async></script>
</body></html>
"""

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Not found",
            f"<h1>Nothing here</h1><p>No page at {escape(request.path)}. "
            'See <a href="/help">help</a>.</p>',
        )
        return Response.html(body, 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        site = Site(self.host, not_found=self.not_found)
        home = self.page(
            self.home_title or self.name,
            self.home_main or f"<h1>{escape(self.name)}</h1><p>{escape(self.tagline)}</p>",
            raw_title=True,
        )
        all_pages: dict[str, PageValue] = {"/": home, **pages}
        for path, value in all_pages.items():
            site.add(path, value)
        site.add("/cdn/ui/3.4.1/portal.min.css", Response.data(b"body{margin:0}\n", "text/css"))
        site.add("/cdn/ui/3.4.1/portal.min.js", Response.data(b"void 0;\n", "text/javascript"))
        site.add("/cdn/stats/collect.js", Response.data(b"void 1;\n", "text/javascript"))
        site.add("/cdn/img/favicon.png", Response.data(png(8, 8), "image/png"))
        # Chrome pages for every same-host link not otherwise served (menus, footers, facets)
        todo = [(p, v) for p, v in all_pages.items() if isinstance(v, str)]
        todo.append(("/404", self.not_found(Request("GET", "/x", "", self.host, "/x", "", []))))
        seen = set(site.pages)
        while todo:
            path, value = todo.pop()
            body = value if isinstance(value, str) else value.body.decode("utf-8", "replace")
            for href in HREF.findall(body):
                u = urlsplit(urljoin(self.url(path), unescape(href)))
                if u.hostname != self.host or u.path in seen:
                    continue
                seen.add(u.path)
                name = u.path.strip("/").replace("/", " › ").replace("-", " ") or "Home"
                page = self.page(
                    name.capitalize(), f"<h1>{escape(name.capitalize())}</h1><p>Portal page.</p>"
                )
                site.add(u.path, page)
                todo.append((u.path, page))
        return site


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    lis = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f'<ul class="{cls}">{lis}</ul>'


def data(body: bytes | str, ctype: str) -> Response:
    return Response.data(body.encode() if isinstance(body, str) else body, ctype)


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def csv(body: str) -> Response:
    return data(body, "text/csv")
