"""Page chrome for the second held-out portal set, written independently of the others.

Each `Skin` is one portal installation: its host, branding, navigation, search form,
login links, footer (licence, policies, social accounts), the way it composes `<title>`,
its homepage (often featuring items), and its 404 page (some installations answer unknown
paths with a "soft 404": the not-found page with status 200).  Layout varies by `layout`
so that the portals do not all share one skeleton.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from urllib.parse import quote

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

Links = Sequence[tuple[str, str]]


def ul(items: Links, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def a(href: str, text: str, **attrs: str) -> str:
    extra = "".join(f' {k.rstrip("_").replace("_", "-")}="{escape(v)}"' for k, v in attrs.items())
    return f'<a href="{escape(href)}"{extra}>{escape(text)}</a>'


def share_bar(url: str, title: str) -> str:
    u, t = quote(url, safe=""), quote(title, safe="")
    return (
        '<div class="share-buttons">Share '
        f'<a href="https://twitter.com/intent/tweet?text={t}&amp;url={u}">X / Twitter</a> '
        f'<a href="https://www.linkedin.com/sharing/share-offsite/?url={u}">LinkedIn</a> '
        f'<a href="https://bsky.app/intent/compose?text={t}%20{u}">Bluesky</a> '
        f'<a href="mailto:?subject={t}&amp;body={u}">E-mail</a></div>'
    )


def data(body: bytes | str, ctype: str, headers: Sequence[tuple[str, str]] = ()) -> Response:
    raw = body.encode() if isinstance(body, str) else body
    return Response(200, [("Content-Type", ctype), *headers], raw)


def pdf_file(title: str, *lines: str) -> Response:
    return data(pdf(title, list(lines) or ["Full text."]), "application/pdf")


def csv_file(*rows: str) -> Response:
    return data("\n".join(rows) + "\n", "text/csv; charset=utf-8")


def zip_file(label: str) -> Response:
    # A tiny but valid empty ZIP archive with a comment naming it.
    comment = label.encode()[:200]
    body = b"PK\x05\x06" + b"\x00" * 16 + len(comment).to_bytes(2, "little") + comment
    return data(body, "application/zip")


@dataclass
class Skin:
    """One portal host's look.  `title` maps a page's own title to the `<title>` text."""

    host: str
    name: str
    nav: Links
    footer: Links
    title: Callable[[str], str]
    layout: str = "bootstrap"
    search: str = "/search"
    search_param: str = "q"
    login: Links = (("/login", "Log in"),)
    assets: tuple[str, str, str] = ("/static/css/main.css", "/static/js/app.js", "/static/logo.png")
    home_title: str | None = None
    home_body: str = ""
    soft_404: bool = False
    not_found_title: str = "Page not found"
    lang: str = "en"
    extra: Mapping[str, PageValue] = field(default_factory=dict)

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def _head(self, full_title: str, head: str) -> str:
        css, js, logo = self.assets
        return (
            f'<!DOCTYPE html>\n<html lang="{self.lang}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{escape(full_title)}</title>"
            f'<link rel="stylesheet" href="{css}"><link rel="shortcut icon" href="{logo}">'
            f'<script src="{js}"></script>{head}</head>'
        )

    def _search(self) -> str:
        return (
            f'<form class="search" action="{self.search}" method="get" role="search">'
            f'<input type="search" name="{self.search_param}" placeholder="Search {escape(self.name)}">'
            '<button type="submit">Search</button></form>'
        )

    def page(self, title: str, body: str, *, head: str = "", full_title: str | None = None) -> str:
        t = full_title if full_title is not None else self.title(title)
        logo = self.assets[2]
        nav = ul(self.nav, "nav")
        login = " ".join(a(h, x) for h, x in self.login)
        foot = " | ".join(a(h, x) for h, x in self.footer)
        if self.layout == "bootstrap":
            top = (
                f'<nav class="navbar navbar-expand-lg"><a class="navbar-brand" href="/">'
                f'<img src="{logo}" alt="{escape(self.name)} logo"></a>{nav}{self._search()}'
                f'<div class="navbar-right">{login}</div></nav>'
            )
            return (
                self._head(t, head)
                + f'<body>{top}<div class="container" id="main-content">{body}</div>'
                f'<footer class="footer"><div class="container">{foot}</div></footer></body></html>\n'
            )
        if self.layout == "sidebar":
            return (
                self._head(t, head)
                + f'<body><div id="ds-main"><div id="ds-header"><a href="/"><img src="{logo}" '
                f'alt=""><span>{escape(self.name)}</span></a><div id="ds-user-box">{login}</div>'
                f'</div><div id="ds-body">{body}</div><div id="ds-options">'
                f"<h2>Search</h2>{self._search()}<h2>Browse</h2>{nav}</div>"
                f'<div id="ds-footer">{foot}</div></div></body></html>\n'
            )
        if self.layout == "app":
            return (
                self._head(t, head)
                + f'<body><ds-app><header class="app-header"><a href="/" class="brand">'
                f'<img src="{logo}" alt="">{escape(self.name)}</a>{nav}{self._search()}'
                f'<span class="auth">{login}</span></header><main class="app-main">{body}'
                f'</main><footer class="app-footer">{foot}</footer></ds-app></body></html>\n'
            )
        # "plain": old-school table-free minimal layout
        return (
            self._head(t, head)
            + f'<body><div class="ep_tm_header"><a href="/"><img src="{logo}" alt=""></a>'
            f"<div>{nav}</div><div>{login}</div>{self._search()}</div>"
            f'<div class="ep_tm_page_content">{body}</div>'
            f'<div class="ep_tm_footer">{foot}</div></body></html>\n'
        )

    def not_found(self, request: Request) -> Response:
        body = (
            f"<h1>{escape(self.not_found_title)}</h1><p>The page you requested "
            f"(<code>{escape(request.path)}</code>) does not exist or has been moved.</p>"
            f"<p>{a('/', 'Return to the homepage')} or {a(self.search, 'search')}.</p>"
        )
        return Response.html(self.page(self.not_found_title, body), 200 if self.soft_404 else 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        site = Site(self.host, not_found=self.not_found)
        home = self.page(
            "",
            self.home_body or f"<h1>{escape(self.name)}</h1>",
            full_title=self.home_title or self.name,
        )
        site.add("/", home)
        css, js, logo = self.assets
        site.add(
            css, data(b".navbar,.app-header{display:flex}footer{font-size:small}\n", "text/css")
        )
        site.add(js, data(b"window.portalReady=true;\n", "text/javascript"))
        site.add(logo, data(png(12, 12, (20, 110, 60)), "image/png"))
        for path, value in {**self.extra, **pages}.items():
            site.add(path, value)
        return site


SOCIAL = (
    ("https://mastodon.social/@lakeside", "Mastodon"),
    ("https://www.youtube.com/@lakeside", "YouTube"),
)
CC_BY = ("https://creativecommons.org/licenses/by/4.0/", "CC BY 4.0")
