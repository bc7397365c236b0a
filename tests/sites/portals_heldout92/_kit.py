"""Shared chrome of heldout92's facility portals: the page template, chrome pages and files.

`Chrome` is one portal host's look: its brand, menus, footer, cookie banner, analytics and
CDN tags, title shape and homepage.  `Chrome.site(pages)` serves the record pages handed in
plus everything the chrome itself links to (homepage, login, sign-up, search, help, every
menu and footer target) and a chrome-wrapped 404 page, so every same-host link a page
prints answers.  Small helpers build listing tables, data files and HTTP Link headers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import PageValue, Request, Response, Site

Links = Sequence[tuple[str, str]]


def ul(items: Links, cls: str = "") -> str:
    """An unordered list of links."""
    attr = f' class="{cls}"' if cls else ""
    body = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f"<ul{attr}>{body}</ul>"


def table(head: Sequence[str], rows: Sequence[Sequence[str]], cls: str = "grid") -> str:
    """A table whose cells are raw HTML (callers escape text and build links)."""
    th = "".join(f"<th>{escape(h)}</th>" for h in head)
    trs = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return f'<table class="{cls}"><thead><tr>{th}</tr></thead><tbody>{trs}</tbody></table>'


def a(href: str, text: str, **attrs: str) -> str:
    extra = "".join(f' {k.rstrip("_").replace("_", "-")}="{escape(v)}"' for k, v in attrs.items())
    return f'<a href="{escape(href)}"{extra}>{escape(text)}</a>'


def data(body: str | bytes, ctype: str, headers: Sequence[tuple[str, str]] = ()) -> Response:
    """A non-HTML file response."""
    raw = body.encode() if isinstance(body, str) else body
    return Response(200, [("Content-Type", ctype), *headers], raw)


def html(body: str, headers: Sequence[tuple[str, str]] = ()) -> Response:
    return Response.html(body, headers=list(headers))


def link_header(*links: tuple[str, str, str]) -> tuple[str, str]:
    """An HTTP Link header from (uri, rel, type) triples (type may be empty)."""
    parts = []
    for uri, rel, ctype in links:
        part = f'<{uri}>; rel="{rel}"'
        if ctype:
            part += f'; type="{ctype}"'
        parts.append(part)
    return ("Link", ", ".join(parts))


def csv_rows(header: str, n: int, f: str = "{i},{a:.3f},{b:.2f}") -> str:
    """A small deterministic numeric CSV."""
    lines = [header]
    for i in range(1, n + 1):
        lines.append(f.format(i=i, a=i * 0.125 + 1.5, b=(i * 37 % 11) * 1.7 + 20))
    return "\n".join(lines) + "\n"


def blob(tag: str, size: int = 96) -> bytes:
    """Opaque binary content (HDF5/NeXus-like magic then filler), deterministic."""
    seed = tag.encode()
    return b"\x89HDF\r\n\x1a\n" + (seed * (size // max(1, len(seed)) + 1))[:size]


@dataclass
class Chrome:
    """One portal host's look and its chrome pages.

    `title_format` places a page title and the portal name in <title>; `home_title` is the
    homepage's whole title; `home_main` its body (featured and recent records).  `nav` and
    `footer` are (path, text) links; `login`/`signup`/`search` the account and search paths.
    """

    host: str
    name: str
    nav: Links
    footer: Links
    title_format: str = "{title} | {name}"
    home_title: str = ""
    home_main: str = "<h1>Welcome</h1>"
    login: str = "/login"
    signup: str = "/register"
    search: str = "/search"
    cookie: bool = True
    analytics: str = ""
    cdn: str = ""
    tagline: str = ""
    sidebar: str = ""
    extra: Mapping[str, PageValue] = field(default_factory=dict)

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def title(self, title: str) -> str:
        return self.title_format.format(title=title, name=self.name)

    def page(self, title: str, main: str, *, head: str = "", raw_title: bool = False) -> str:
        """A full page: head with assets and trackers, header chrome, main, footer."""
        t = title if raw_title else self.title(title)
        tracking = (
            f'<script async src="{self.analytics}"></script>'
            "<script>window.dataLayer=window.dataLayer||[];dataLayer.push({'event':'pv'});"
            "</script>"
            if self.analytics
            else ""
        )
        cdn = f'<script src="{self.cdn}" defer></script>' if self.cdn else ""
        banner = (
            '<div id="cookie-consent" role="dialog"><p>We use cookies for session handling '
            'and anonymous usage statistics.</p><button data-consent="accept">Accept</button>'
            '<button data-consent="reject">Reject</button></div>'
            if self.cookie
            else ""
        )
        nav = "".join(f'<li><a href="{escape(h)}">{escape(x)}</a></li>' for h, x in self.nav)
        foot = " | ".join(f'<a href="{escape(h)}">{escape(x)}</a>' for h, x in self.footer)
        tag = f'<span class="tagline">{escape(self.tagline)}</span>' if self.tagline else ""
        side = f'<aside class="portal-side">{self.sidebar}</aside>' if self.sidebar else ""
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{escape(t)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/assets/portal.css"><link rel="icon" href="/assets/mark.png">
<script src="/assets/portal.js" defer></script>{cdn}{tracking}{head}</head>
<body>{banner}<header class="masthead"><a class="brand" href="/"><img src="/assets/mark.png"
alt="{escape(self.name)} logo"> {escape(self.name)}</a>{tag}
<nav aria-label="main"><ul>{nav}</ul></nav>
<form class="quick-search" action="{self.search}" method="get"><input type="search" name="q"
placeholder="Search"><button type="submit">Go</button></form>
<div class="account"><a href="{self.login}">Sign in</a> <a href="{self.signup}">Register</a></div>
</header>
<div class="layout"><main id="content">{main}</main>{side}</div>
<footer class="site-footer"><p>{foot}</p><p>&copy; 2024 {escape(self.name)}</p></footer>
</body></html>
"""

    def chrome_page(self, title: str) -> str:
        body = (
            f"<h1>{escape(title)}</h1><p>{escape(title)} for users of the {escape(self.name)}.</p>"
        )
        return self.page(title, body)

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Not found",
            f"<h1>Not found</h1><p>No page at {escape(request.path)}. Use the search or "
            "the menu above.</p>",
        )
        return Response.html(body, 404)

    def chrome_paths(self) -> dict[str, str]:
        """Same-host targets of the chrome with a title each."""
        out = {self.login: "Sign in", self.signup: "Register", self.search: "Search"}
        for href, text in [*self.nav, *self.footer]:
            if href.startswith("/") and href != "/":
                out.setdefault(href, text)
        return out

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        site = Site(self.host, not_found=self.not_found)
        home = self.home_title or self.name
        site.add("/", self.page(home, self.home_main, raw_title=True))
        site.add("/assets/portal.css", data("body{font:15px/1.4 sans-serif}\n", "text/css"))
        site.add("/assets/portal.js", data("document.body&&0;\n", "text/javascript"))
        site.add("/assets/mark.png", data(png(12, 12, (20, 60, 110)), "image/png"))
        for path, title in self.chrome_paths().items():
            site.add(path, self.chrome_page(title))
        for path, value in {**self.extra, **pages}.items():
            site.add(path, value)
        return site
