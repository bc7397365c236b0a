"""Shared chrome and helpers of heldout78's institutional-repository portals.

`Chrome` draws one portal's page furniture (cookie banner, analytics and CDN assets, menu,
search, login, footer) around a page body; `Chrome.site()` builds the host with its home
page, a chrome 404 page and a page for every same-host link any page prints (`fill`), so
the portal answers every link it shows, as a real one does.  Small file makers (text,
CSV, zip, PDF) and `bare_record` (another artifact's short page) live here too.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from urllib.parse import urljoin, urlsplit

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

HREF = re.compile(r"""<(?:a|link|area)\b[^>]*?\bhref\s*=\s*["']([^"']+)["']""", re.I)
EMPTY_ZIP = b"PK\x05\x06" + b"\x00" * 18


@dataclass
class Chrome:
    """One portal host's furniture.  `title_format` places the page title and site name;
    `home_title` is the home page's whole <title>; `cdn` is the host of its CSS/JS assets."""

    host: str
    name: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]]
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    cdn: str = "cdn.jsdelivr.test"
    analytics: str = "www.google-analytics.test"
    software: str = ""
    extra_head: str = ""
    login: str = "/login"
    search: str = "/search"
    body_class: str = "repo"
    pages: dict[str, PageValue] = field(default_factory=dict)

    def url(self, path: str) -> str:
        return f"http://{self.host}{path}"

    def title(self, title: str) -> str:
        return self.title_format.format(title=title, name=self.name)

    def page(self, title: str, main: str, *, raw: bool = False, head: str = "") -> str:
        menu = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in self.menu)
        foot = " | ".join(f'<a href="{escape(h)}">{escape(t)}</a>' for h, t in self.footer)
        t = title if raw else self.title(title)
        gen = f'<meta name="generator" content="{escape(self.software)}">' if self.software else ""
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{escape(t)}</title>{gen}
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="http://{self.cdn}/npm/bootstrap@3.4.1/dist/css/bootstrap.min.css">
<link rel="stylesheet" href="/static/theme.css"><link rel="icon" href="/static/favicon.png">
<script src="http://{self.cdn}/npm/jquery@1.12.4/dist/jquery.min.js"></script>
<script src="/static/theme.js" defer></script>
<script async src="http://{self.analytics}/analytics.js"></script>{self.extra_head}{head}</head>
<body class="{self.body_class}">
<div id="cookie-consent" class="alert">This site uses cookies for sessions and usage
statistics. <a href="/cookies">Cookie policy</a> <button type="button">Accept</button></div>
<header class="navbar"><a class="navbar-brand" href="/"><img src="/static/favicon.png"
alt="">{escape(self.name)}</a><ul class="nav">{menu}</ul>
<form action="{self.search}" method="get" role="search"><input name="query"
aria-label="Search the repository"><button type="submit">Go</button></form>
<a class="login" href="{self.login}">Login</a></header>
<div id="content">{main}</div>
<footer class="footer"><p>{foot}</p><p>Powered by {escape(self.software or "open source")}
</p></footer></body></html>
"""

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Page not found",
            f"<h1>Not found</h1><p>The page {escape(request.path)} does not exist in this "
            'repository. Try <a href="/browse">browsing</a> or the search box.</p>',
        )
        return Response.html(body, 404)

    def site(self, home_main: str, pages: Mapping[str, PageValue]) -> Site:
        site = Site(self.host, not_found=self.not_found)
        site.add("/", self.page(self.home_title or self.name, home_main, raw=True))
        site.add("/static/theme.css", Response.data(b"body{margin:0}\n", "text/css"))
        site.add("/static/theme.js", Response.data(b"void 0;\n", "text/javascript"))
        site.add("/static/favicon.png", Response.data(png(8, 8, (90, 30, 60)), "image/png"))
        for path, value in {**self.pages, **pages}.items():
            site.add(path, value)
        fill(site, self)
        return site


def fill(site: Site, chrome: Chrome) -> None:
    """Serve a generic chrome page for every same-host link of the site's HTML pages that
    nothing serves yet (menus, browse facets, forms' targets), until none is left."""
    while True:
        missing: set[str] = set()
        for key, page in list(site.pages.items()):
            if not isinstance(page, Response) or b"text/html" not in _ctype(page):
                continue
            base = site.url(key)
            for href in HREF.findall(page.body.decode("utf-8", "replace")):
                u = urlsplit(urljoin(base, href.replace("&amp;", "&")))
                if u.hostname != site.host or u.scheme != "http":
                    continue
                full = u.path + ("?" + u.query if u.query else "")
                if full not in site.pages and u.path not in site.pages:
                    missing.add(u.path)
        if not missing:
            return
        for path in missing:
            label = path.strip("/").split("/")[-1].replace("-", " ").replace("_", " ") or "home"
            site.add(
                path,
                chrome.page(
                    label.capitalize(),
                    f"<h1>{escape(label.capitalize())}</h1><p>This section of "
                    f"{escape(chrome.name)} lists repository content.</p>",
                ),
            )


def _ctype(r: Response) -> bytes:
    return (r.header("Content-Type") or "").encode()


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def zip_file() -> Response:
    return Response.data(EMPTY_ZIP, "application/zip")


def image(rgb: tuple[int, int, int]) -> Response:
    return Response.data(png(24, 16, rgb), "image/png")


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    lis = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f"<ul{c}>{lis}</ul>"


def bare_record(chrome: Chrome, title: str, blurb: str) -> str:
    """Another artifact's page: what a link to a related record or a later version finds."""
    return chrome.page(title, f'<h1>{escape(title)}</h1><p class="abstract">{escape(blurb)}</p>')


def link_header(links: Sequence[tuple[str, str, str]]) -> str:
    """An HTTP Link header value from (target, rel, type) triples (type may be empty)."""
    parts = []
    for target, rel, kind in links:
        t = f'; type="{kind}"' if kind else ""
        parts.append(f'<{target}>; rel="{rel}"{t}')
    return ", ".join(parts)
