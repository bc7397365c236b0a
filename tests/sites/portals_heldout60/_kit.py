"""Shared chrome of the heldout60 aggregator portals: page frame, chrome pages, files.

An aggregator or discovery layer wraps every record in a lot of furniture: a cookie-consent
bar, a top menu, a search box, sign-in, a footer with policies and funders, analytics and CDN
scripts.  `Aggregator.page()` draws that frame (each portal picks its own menu, footer, title
shape and extras); `Aggregator.site()` serves the homepage, a framed 404 page, a chrome page
for every same-host menu, footer and account link, the static assets and the given pages, so
that every same-host link a portal prints answers.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

CSS = b".cc{position:fixed;bottom:0}.rec dt{font-weight:bold}nav a{margin:0 .5em}\n"
JS = b"window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}\n"
Links = Sequence[tuple[str, str]]


def ul(items: Links, cls: str = "") -> str:
    """A list of links."""
    c = f' class="{cls}"' if cls else ""
    lis = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f"<ul{c}>{lis}</ul>"


def file_response(
    body: str | bytes, ctype: str, headers: Iterable[tuple[str, str]] = ()
) -> Response:
    """A non-HTML artifact member (data file, metadata export)."""
    data = body.encode() if isinstance(body, str) else body
    return Response(200, [("Content-Type", ctype), *headers], data)


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def binary(seed: str, size: int = 600) -> Response:
    """Opaque binary data (a zip, a NetCDF cube): bytes that carry no title text."""
    raw = bytes((i * 31 + sum(map(ord, seed))) % 251 for i in range(size))
    return Response.data(b"PK\x03\x04" + raw, "application/zip")


@dataclass
class Aggregator:
    """One portal host and the way it frames pages.

    `title_format` places a record title and the portal name in <title>; `home_title` is the
    homepage's <title> verbatim.  `chrome` lists extra same-host chrome paths (help pages,
    policy pages) that get a framed placeholder page; menu and footer paths get one anyway.
    `home_main` is the homepage body (featured records go there, so a heuristic that ignores
    what the homepage links ignores them too).
    """

    host: str
    name: str
    menu: Links
    footer: Links = ()
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = ""
    account: Links = (("/user/login", "Sign in"), ("/user/register", "Register"))
    search_path: str = "/search"
    cookie_banner: bool = True
    analytics_host: str | None = None
    cdn_host: str | None = None
    chrome: Links = ()
    extra: Mapping[str, PageValue] = field(default_factory=dict)

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def title(self, title: str) -> str:
        return self.title_format.format(title=title, name=self.name)

    def head(self) -> str:
        out = '<link rel="stylesheet" href="/assets/app.css"><script src="/assets/app.js" defer></script>'
        out += '<link rel="icon" href="/assets/favicon.png">'
        if self.cdn_host:
            out += f'<script src="http://{self.cdn_host}/libs/jquery-3.7.1.min.js"></script>'
        if self.analytics_host:
            out += f'<script async src="http://{self.analytics_host}/tag.js?id=UA-60"></script>'
        return out

    def page(
        self, title: str, main: str, *, head: str = "", aside: str = "", raw_title: bool = False
    ) -> str:
        t = title if raw_title else self.title(title)
        nav = "".join(f'<a href="{escape(h)}">{escape(x)}</a>' for h, x in self.menu)
        acc = " ".join(f'<a href="{escape(h)}">{escape(x)}</a>' for h, x in self.account)
        foot = " | ".join(f'<a href="{escape(h)}">{escape(x)}</a>' for h, x in self.footer)
        cookie = ""
        if self.cookie_banner:
            cookie = (
                '<div class="cc" role="dialog"><p>We use cookies to measure usage.</p>'
                "<button>Accept</button><button>Reject</button></div>"
            )
        side = f'<aside class="sidebar">{aside}</aside>' if aside else ""
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{escape(t)}</title>
<meta name="viewport" content="width=device-width">{self.head()}{head}</head>
<body>{cookie}<header class="top"><a class="logo" href="/"><img src="/assets/favicon.png" alt="">
{escape(self.name)}</a><nav>{nav}</nav>
<form role="search" action="{self.search_path}" method="get"><input type="search" name="q">
<button type="submit">Search</button></form><div class="account">{acc}</div></header>
<main>{main}</main>{side}
<footer><p>{foot}</p><p>&copy; 2026 {escape(self.name)}</p></footer></body></html>
"""

    def chrome_page(self, label: str) -> str:
        return self.page(
            label, f"<h1>{escape(label)}</h1><p>{escape(self.name)}: {escape(label)}.</p>"
        )

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Not found",
            f"<h1>404</h1><p>Nothing at {escape(request.path)}. Try the search.</p>",
        )
        return Response.html(body, 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        site = Site(self.host, not_found=self.not_found)
        home = self.page(
            self.home_title or self.name,
            self.home_main or f"<h1>{escape(self.name)}</h1>",
            raw_title=True,
        )
        site.add("/", home)
        site.add("/assets/app.css", Response.data(CSS, "text/css"))
        site.add("/assets/app.js", Response.data(JS, "text/javascript"))
        site.add("/assets/favicon.png", Response.data(png(16, 16), "image/png"))
        for h, label in [*self.menu, *self.footer, *self.account, *self.chrome]:
            if h.startswith("/") and h != "/":
                site.add(h, self.chrome_page(label))
        for path, value in {**self.extra, **pages}.items():
            site.add(path, value)
        return site


def plain_site(host: str, name: str) -> Site:
    """A bare host (file store, API, another portal's minimal front) with a one-line homepage,
    so a crawler looking at its root finds something, as it would on the web."""
    site = Site(host)
    site.add(
        "/",
        f"<!DOCTYPE html><html><head><title>{escape(name)}</title></head><body><h1>{escape(name)}</h1></body></html>",
    )
    return site


def service_site(host: str, paths: Iterable[str], ctype: str, body: bytes) -> Site:
    """A third-party service host (CDN, analytics) answering its few asset paths."""
    site = Site(host)
    for p in paths:
        site.add(p, Response.data(body, ctype))
    return site
