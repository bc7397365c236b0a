"""Helpers for heldout13's portals: a page shell with its own markup per portal, file bodies
and FAIR Signposting headers.

The older sets share `sites.portals._portal.Portal`'s chrome; these portals imitate
competitors of the famous sites, so each `Shell` chooses its own layout (top bar, side bar,
magazine, minimal), its own asset paths, title shape and account links.  Every chrome path
a shell links (menu, footer, account links) is served with a 200 page, as a real portal
serves its menus, so a heuristic that follows chrome pays for it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import PageValue, Request, Response, Site
from sites.portals._portal import Case

Links = Sequence[tuple[str, str]]


def a(href: str, text: str, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f'<a href="{escape(href)}"{c}>{escape(text)}</a>'


def ul(items: Links, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{a(h, t)}</li>" for h, t in items) + "</ul>"


@dataclass
class Shell:
    """One portal host's look: layout, menu, footer, title shape and assets."""

    host: str
    name: str
    nav: Links
    footer: Links = ()
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_body: str = ""
    layout: str = "top"  # top | side | mag | bare
    assets: str = "/static"
    account: Links = (("/login", "Sign in"), ("/register", "Create account"))
    search: str | None = "/search"
    soft_404: bool = False

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def title(self, title: str) -> str:
        return self.title_format.format(title=title, name=self.name)

    def page(
        self, title: str, body: str, *, head: str = "", aside: str = "", raw_title: bool = False
    ) -> str:
        t = title if raw_title else self.title(title)
        css, js, logo = (f"{self.assets}/{f}" for f in ("app.css", "app.js", "logo.png"))
        searchbox = (
            f'<form role="search" action="{self.search}"><input type="search" name="q" '
            'placeholder="Search"><button type="submit">Go</button></form>'
            if self.search
            else ""
        )
        accounts = " ".join(a(h, x, "account") for h, x in self.account)
        brand = f'<a href="/" class="logo"><img src="{logo}" alt="{escape(self.name)}"></a>'
        foot = " | ".join(a(h, x) for h, x in self.footer)
        if self.layout == "side":
            frame = (
                f'<div class="wrap"><aside class="sidebar">{brand}{ul(self.nav, "menu")}'
                f"{searchbox}<p>{accounts}</p>{aside}</aside>"
                f'<div class="content" role="main">{body}</div></div>'
                f'<div class="site-footer">{foot}</div>'
            )
        elif self.layout == "mag":
            frame = (
                f'<div class="masthead">{brand}<span class="tag">{escape(self.name)}</span>'
                f"<p>{accounts}</p></div>"
                f'<div class="sections">{" · ".join(a(h, x) for h, x in self.nav)}</div>'
                f"{searchbox}<article>{body}</article>"
                f'<section class="rail">{aside}</section><div id="colophon">{foot}</div>'
            )
        elif self.layout == "bare":
            frame = f"<div>{brand} {' '.join(a(h, x) for h, x in self.nav)}</div>{body}{aside}"
            frame += f"<hr><small>{foot}</small>"
        else:
            frame = (
                f'<header class="topbar">{brand}<nav>{ul(self.nav)}</nav>{searchbox}'
                f'<div class="user">{accounts}</div></header>'
                f'<main id="content">{body}</main>'
                f"{f'<aside>{aside}</aside>' if aside else ''}"
                f"<footer>{foot}</footer>"
            )
        return (
            '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
            f"<title>{escape(t)}</title>"
            f'<link rel="stylesheet" href="{css}"><script src="{js}"></script>'
            f'<link rel="icon" href="{logo}">{head}</head>\n<body>{frame}</body></html>\n'
        )

    def _missing(self, request: Request) -> Response:
        body = self.page(
            "Not found",
            f"<h1>Nothing here</h1><p>{escape(request.path)} does not exist. "
            f"{a('/help', 'Help centre')}</p>",
        )
        return Response.html(body, 200 if self.soft_404 else 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        """The host: home, assets, a 200 page for every chrome link, `pages`, and a 404."""
        site = Site(self.host, not_found=self._missing)
        site.add(
            "/",
            self.page(
                self.home_title or self.name, self.home_body or "<h1>Welcome</h1>", raw_title=True
            ),
        )
        site.add(f"{self.assets}/app.css", Response.data(b"body{margin:0 auto}\n", "text/css"))
        site.add(f"{self.assets}/app.js", Response.data(b"void 0;\n", "text/javascript"))
        site.add(f"{self.assets}/logo.png", Response.data(png(16, 16), "image/png"))
        site.add("/help", self.page("Help centre", "<h1>Help centre</h1><p>FAQ.</p>"))
        for h, x in [*self.nav, *self.footer, *self.account]:
            if h.startswith("/") and h != "/":
                site.add(h, self.page(x, f"<h1>{escape(x)}</h1><p>{escape(self.name)}.</p>"))
        for path, value in pages.items():
            site.add(path, value)
        return site


def files_site(host: str, files: Mapping[str, bytes | Response]) -> Site:
    """A bare object store / CDN host: no pages, only files (403 for anything else)."""
    site = Site(host, not_found=lambda r: Response.text("AccessDenied", 403))
    for path, body in files.items():
        site.add(path, body if isinstance(body, Response) else Response.data(body, ctype(path)))
    return site


def ctype(path: str) -> str:
    ext = path.rsplit(".", 1)[-1].split("?")[0].lower()
    return {
        "pdf": "application/pdf",
        "csv": "text/csv",
        "tsv": "text/tab-separated-values",
        "json": "application/json",
        "xml": "application/xml",
        "zip": "application/zip",
        "gz": "application/gzip",
        "bib": "application/x-bibtex",
        "ris": "application/x-research-info-systems",
        "txt": "text/plain",
        "md": "text/markdown",
        "py": "text/x-python",
        "r": "text/plain",
        "png": "image/png",
        "jpg": "image/jpeg",
        "mp4": "video/mp4",
        "mp3": "audio/mpeg",
        "whl": "application/zip",
        "ipynb": "application/x-ipynb+json",
        "pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    }.get(ext, "application/octet-stream")


def doc(title: str, *lines: str) -> bytes:
    return pdf(title, list(lines) or ["Full text."])


def blob(seed: str, size: int = 600) -> bytes:
    """Opaque binary content (a zip, a video): bytes that contain no title string."""
    out = bytearray(b"PK\x03\x04")
    x = sum(seed.encode()) or 7
    while len(out) < size:
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        out.append(x & 0xFF)
    return bytes(out)


def bibtex(key: str, title: str, authors: str, year: int, doi: str) -> bytes:
    return (
        f"@misc{{{key},\n  title = {{{title}}},\n  author = {{{authors}}},\n"
        f"  year = {{{year}}},\n  doi = {{{doi}}}\n}}\n"
    ).encode()


def ris(title: str, authors: Iterable[str], year: int, doi: str, ty: str = "DATA") -> bytes:
    au = "".join(f"AU  - {x}\n" for x in authors)
    return f"TY  - {ty}\nTI  - {title}\n{au}PY  - {year}\nDO  - {doi}\nER  - \n".encode()


def signposted(html: str, links: Iterable[tuple[str, str, str | None]]) -> Response:
    """An HTML answer with FAIR Signposting in its Link header: (uri, rel, type or None)."""
    parts = [f'<{u}>; rel="{rel}"' + (f'; type="{t}"' if t else "") for u, rel, t in links]
    return Response.html(html, headers=[("Link", ", ".join(parts))])


def web_of(cases: Iterable[Case]) -> VirtualWeb:
    """The sites of some cases; cases of one portal build the same sites, the first is kept."""
    web = VirtualWeb()
    for case in cases:
        for site in case.build():
            if site.host not in web.sites:
                web.add(site)
    return web


Builder = Callable[[], list[Site]]
