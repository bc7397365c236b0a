"""Page shells for the held-out portal imitations (independent of sites.portals._portal).

Each portal module writes its own header and footer markup (the chrome of the software it
imitates) and hands it to a `Shell`; `Shell.page()` wraps a page body in it, with the
embedded resources (stylesheets, scripts, logo, favicon) real front-ends reference.
`build_site()` turns a dict of pages into a `Site`:

* the homepage and the pages given;
* a generic chrome page (a listing with the homepage's featured items) for every same-host
  link that some page carries but that was not given explicitly (menus, tag searches,
  profiles, help pages...), so that nothing a page links to on its own host is a dead link;
* the embedded assets;
* a 404 page wrapped in the chrome, or a soft 404 (status 200) for portals that do that.

Lookups ignore percent-encoding differences in path and query, so a client that normalises
`doi:10.5072/X` into `doi%3A10.5072%2FX` still gets the page.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from html import escape
from urllib.parse import unquote, urljoin, urlsplit

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site, as_behaviour


def e(text: str) -> str:
    return escape(text, quote=True)


def a(href: str, label: str, **attrs: str) -> str:
    extra = "".join(f' {k.rstrip("_").replace("_", "-")}="{e(v)}"' for k, v in attrs.items())
    return f'<a href="{e(href)}"{extra}>{e(label)}</a>'


def ul(items: Iterable[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{a(h, t)}</li>" for h, t in items) + "</ul>"


def csv(*rows: str) -> bytes:
    return ("\n".join(rows) + "\n").encode()


def doc_pdf(title: str, *lines: str) -> bytes:
    return pdf(title, list(lines) or ["Manuscript."])


@dataclass
class Shell:
    """The chrome of one portal host."""

    host: str
    home_title: str
    title_fmt: str  # "{title} | Site"
    header: str
    footer: str
    css: tuple[str, ...] = ("/static/site.css",)
    js: tuple[str, ...] = ("/static/site.js",)
    logo: str = "/static/logo.png"
    favicon: str = "/favicon.ico"
    generator: str | None = None
    soft404: bool = False
    lang: str = "en"
    body_attrs: str = ""
    head_extra: str = ""
    featured: list[tuple[str, str]] = field(default_factory=list)

    def url(self, path: str = "/") -> str:
        return f"https://{self.host}{path}"

    def title(self, text: str) -> str:
        return self.title_fmt.format(title=text)

    def page(
        self, title: str, main: str, *, head: str = "", aside: str = "", raw_title: bool = False
    ) -> str:
        full = title if raw_title else self.title(title)
        gen = f'<meta name="generator" content="{e(self.generator)}">' if self.generator else ""
        css = "".join(f'<link rel="stylesheet" href="{e(c)}">' for c in self.css)
        js = "".join(f'<script src="{e(s)}"></script>' for s in self.js)
        side = f'<aside class="sidebar">{aside}</aside>' if aside else ""
        return (
            f'<!DOCTYPE html>\n<html lang="{self.lang}">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{e(full)}</title>\n{gen}{css}"
            f'<link rel="icon" href="{e(self.favicon)}">{self.head_extra}{head}\n{js}\n</head>\n'
            f"<body {self.body_attrs}>\n{self.header}\n"
            f'<main id="main-content">\n{main}\n</main>\n{side}\n{self.footer}\n</body>\n</html>\n'
        )


def key(path_query: str) -> str:
    """A lookup key: percent-decoding, no fragment."""
    pq = path_query.split("#", 1)[0]
    path, _, query = pq.partition("?")
    return unquote(path or "/") + ("?" + unquote(query) if query else "")


_HREF = re.compile(r'\b(?:href|action)="([^"]*)"')


def _links(base: str, html: str, host: str) -> set[str]:
    out = set()
    for raw in _HREF.findall(html):
        url = urljoin(base, raw.replace("&amp;", "&"))
        u = urlsplit(url)
        if u.scheme in ("http", "https") and (u.hostname or "") == host:
            out.add(key(u.path + ("?" + u.query if u.query else "")))
    return out


def build_site(
    shell: Shell, pages: Mapping[str, PageValue], home_main: str, *, not_found_text: str = ""
) -> Site:
    store = {key(k): as_behaviour(v, k.split("?", 1)[0]) for k, v in pages.items()}
    store.setdefault("/", as_behaviour(shell.page(shell.home_title, home_main, raw_title=True)))
    for asset in (*shell.css, *shell.js):
        ctype = "text/css" if asset.endswith(".css") else "application/javascript"
        store[key(asset)] = Response(
            200, [("Content-Type", ctype)], b"/* " + asset.encode() + b" */\n"
        )
    store[key(shell.logo)] = Response.data(png(16, 16, (20, 60, 120)), "image/png")
    store[key(shell.favicon)] = Response.data(png(4, 4, (200, 60, 20)), "image/png")
    linked: set[str] = set()
    for k, b in list(store.items()):
        if isinstance(b, Response) and b"text/html" in (b.header("Content-Type") or "").encode():
            linked |= _links(shell.url(k), b.body.decode("utf-8", "replace"), shell.host)
    for k in sorted(linked - store.keys()):
        label = k.rstrip("/").rsplit("/", 1)[-1].split("?")[0].replace("-", " ") or "Page"
        listing = ul(shell.featured, "listing") if shell.featured else ""
        body = (
            f"<h1>{e(label.title())}</h1>\n<p>Browse the collections of this site.</p>\n{listing}"
        )
        store[k] = as_behaviour(shell.page(label.title(), body))
    missing = shell.page(
        "Page not found",
        "<h1>Page not found</h1><p>"
        + e(not_found_text or "The page you requested does not exist or was moved.")
        + '</p><p><a href="/">Return to the homepage</a></p>',
    )

    def handler(request: Request) -> Response:
        found = store.get(key(request.path + ("?" + request.query if request.query else "")))
        if isinstance(found, Response):
            return found
        return Response.html(missing, 200 if shell.soft404 else 404)

    return Site(shell.host, not_found=handler)


def bare_site(host: str, pages: Mapping[str, PageValue], root: str | None = None) -> Site:
    """A host with no chrome (raw files, object storage, file servers): plain 404s."""
    store = {key(k): as_behaviour(v, k.split("?", 1)[0]) for k, v in pages.items()}
    if root is not None:
        store.setdefault("/", Response.redirect(root, 301))

    def handler(request: Request) -> Response:
        found = store.get(key(request.path + ("?" + request.query if request.query else "")))
        if isinstance(found, Response):
            return found
        body = b'<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code></Error>'
        return Response(404, [("Content-Type", "application/xml")], body)

    return Site(host, not_found=handler)


def redirect_site(host: str, targets: Mapping[str, str]) -> Site:
    """A resolver host (DOI / handle style): 302 to the landing page."""
    pages = {key(k): Response.redirect(v, 302) for k, v in targets.items()}

    def handler(request: Request) -> Response:
        found = pages.get(key(request.path))
        return found or Response.html("<h1>Identifier not found</h1>", 404)

    return Site(host, not_found=handler)
