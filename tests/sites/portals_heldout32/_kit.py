"""Shared helpers of heldout32: host names, file bodies, Link headers, a bare page template,
the `case()` shorthand and the set's web builder.

Hosts are ``<name>.<org>.hx32.example``; every org is its own registrable domain under the
test public suffix ``hx32.example``.
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Iterable, Mapping, Sequence
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import PageValue, Request, Response, Site
from sites.portals._portal import Case
from sites.portals._portal import case as case  # (re-exported for the modules)

SUFFIX = "hx32.example"


def host(name: str, org: str) -> str:
    return f"{name}.{org}.{SUFFIX}"


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines) or ["(c) the authors"]), "application/pdf")


def png_file(rgb: tuple[int, int, int] = (90, 120, 60)) -> Response:
    return Response.data(png(16, 12, rgb), "image/png")


def csv_file(header: str, *rows: str) -> Response:
    return Response.data(("\n".join([header, *rows]) + "\n").encode(), "text/csv")


def text_file(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode(), ctype)


def zip_file(members: dict[str, str]) -> Response:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, body in members.items():
            z.writestr(name, body)
    return Response.data(buf.getvalue(), "application/zip")


def targz_file(seed: str) -> Response:
    # A gzip member with deterministic bytes: good enough for a download link.
    import gzip

    return Response.data(gzip.compress(seed.encode() * 20, mtime=0), "application/gzip")


def mp4_file(seed: str) -> Response:
    return Response.data(b"\x00\x00\x00\x18ftypmp42" + seed.encode() * 8, "video/mp4")


def bibtex(key: str, title: str, authors: str, year: int, venue: str) -> Response:
    return text_file(
        f"@inproceedings{{{key},\n  title = {{{title}}},\n  author = {{{authors}}},\n"
        f"  booktitle = {{{venue}}},\n  year = {{{year}}}\n}}\n",
        "application/x-bibtex",
    )


def link_header(links: Iterable[tuple[str, str, str | None]]) -> tuple[str, str]:
    """A Signposting `Link` header from (target, rel, type or None)."""
    parts = []
    for target, rel, ctype in links:
        p = f'<{target}>; rel="{rel}"'
        if ctype:
            p += f'; type="{ctype}"'
        parts.append(p)
    return ("Link", ", ".join(parts))


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def bare(title: str, body: str, *, head: str = "", style: str = "") -> str:
    """A hand-written HTML page: no CMS chrome, whatever its author put in `body`."""
    css = f"<style>{style}</style>" if style else ""
    return (
        '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n'
        f'<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">'
        f"<title>{escape(title)}</title>{css}{head}</head>\n<body>\n{body}\n</body></html>\n"
    )


def apache_404(path: str, server: str) -> Response:
    return Response.html(
        '<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>'
        "<title>404 Not Found</title></head><body><h1>Not Found</h1>"
        f"<p>The requested URL {escape(path)} was not found on this server.</p>"
        f"<hr><address>{escape(server)}</address></body></html>\n",
        404,
    )


def web_of(cases: Iterable[Case]) -> VirtualWeb:
    """The sites of these cases; cases sharing a host build the same full site, so the first
    build of a host is kept."""
    web = VirtualWeb()
    for c in cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web


CSS = b"body{font:15px/1.5 Georgia,serif;max-width:62em;margin:auto}nav a{margin-right:.8em}\n"
JS = b"window.dataLayer=window.dataLayer||[];\n"


class Skin:
    """A portal's own chrome (free-form header and footer HTML), its homepage, its assets
    and a chrome-wrapped not-found page: the look of one piece of software."""

    def __init__(
        self,
        host: str,
        name: str,
        header: str,
        footer: str,
        *,
        title_format: str = "{title} | {name}",
        home_title: str | None = None,
        home_main: str = "<h1>Welcome</h1>",
        soft_404: bool = False,
        lang: str = "en",
    ) -> None:
        self.host, self.name, self.header, self.footer = host, name, header, footer
        self.title_format, self.home_title, self.home_main = title_format, home_title, home_main
        self.soft_404, self.lang = soft_404, lang

    def url(self, path: str) -> str:
        return f"http://{self.host}{path}"

    def page(self, title: str, main: str, *, head: str = "", raw_title: bool = False) -> str:
        t = title if raw_title else self.title_format.format(title=title, name=self.name)
        return (
            f'<!DOCTYPE html>\n<html lang="{self.lang}"><head><meta charset="utf-8">'
            f"<title>{escape(t)}</title>"
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            '<link rel="stylesheet" href="/assets/main.css">'
            '<script src="/assets/main.js" defer></script>'
            f'<link rel="icon" href="/assets/favicon.png">{head}</head>\n<body>\n'
            f"{self.header}\n<main>{main}</main>\n{self.footer}\n</body></html>\n"
        )

    def not_found(self, request: Request) -> Response:
        path = request.path
        body = self.page(
            "Page not found",
            f"<h1>404</h1><p>The page {escape(path)} does not exist (any more). "
            'Try the <a href="/search">search</a>.</p>',
        )
        return Response.html(body, 200 if self.soft_404 else 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        site = Site(self.host, not_found=self.not_found)
        site.add("/", self.page(self.home_title or self.name, self.home_main, raw_title=True))
        site.add("/assets/main.css", Response.data(CSS, "text/css"))
        site.add("/assets/main.js", Response.data(JS, "text/javascript"))
        site.add("/assets/favicon.png", Response.data(png(8, 8), "image/png"))
        for path, value in pages.items():
            site.add(path, value)
        return site
