"""Shared chrome of heldout37's institutional portals: one `Inst` per host, serving its pages.

Each institution brands its own install: menus, a cookie banner, login and search, a footer,
an analytics script and (where `cdn` is set) stylesheet and script from a CDN host that is
not part of the portal.  `Inst.site()` answers every same-host link the chrome prints (a
small chrome page per menu, footer and account link), the homepage and a branded 404.
Portals whose heuristic keeps links to other hosts (`share=False`) print no external links.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from urllib.parse import quote

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

__all__ = ["Inst", "a", "ul", "pdf_file", "text_file", "csv_file", "zip_file", "json_file"]


def a(href: str, text: str, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f'<a href="{escape(href)}"{c}>{escape(text)}</a>'


def ul(items: Iterable[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{a(h, t)}</li>" for h, t in items) + "</ul>"


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def text_file(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode(), ctype)


def csv_file(header: str, rows: int, comment: str = "") -> Response:
    lines = [f"# {comment}"] if comment else []
    lines.append(header)
    n = header.count(",") + 1
    lines += [",".join(str((i * 7 + j * 3) % 97) for j in range(n)) for i in range(rows)]
    return text_file("\n".join(lines) + "\n", "text/csv; charset=utf-8")


def zip_file(seed: str) -> Response:
    # An empty zip archive's end-of-central-directory record, with a comment naming the seed.
    comment = seed.encode()[:200]
    eocd = b"PK\x05\x06" + b"\x00" * 16 + len(comment).to_bytes(2, "little") + comment
    return Response.data(eocd, "application/zip")


def json_file(body: str) -> Response:
    return text_file(body, "application/json")


@dataclass
class Inst:
    """One institution's install of a repository product on one host."""

    host: str
    name: str
    product: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]] = ()
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    cdn: str | None = None
    share: bool = True
    accent: str = "#114477"
    extra: Mapping[str, PageValue] = field(default_factory=dict)

    def url(self, path: str) -> str:
        return f"http://{self.host}{path}"

    def title(self, title: str) -> str:
        return self.title_format.format(title=title, name=self.name)

    def page(
        self,
        title: str,
        main: str,
        *,
        raw_title: bool = False,
        side: str = "",
        head: str = "",
        crumbs: Sequence[tuple[str, str]] = (),
        share_path: str | None = None,
    ) -> str:
        t = title if raw_title else self.title(title)
        if self.cdn:
            assets = (
                f'<link rel="stylesheet" href="http://{self.cdn}/bootstrap/5.3/bootstrap.min.css">'
                f'<script src="http://{self.cdn}/jquery/3.7/jquery.min.js"></script>'
            )
        else:
            assets = '<link rel="stylesheet" href="/static/theme.css">'
        menu = "".join(f'<li class="nav-item">{a(h, x, "nav-link")}</li>' for h, x in self.menu)
        crumb = ""
        if crumbs:
            crumb = (
                '<nav aria-label="breadcrumb"><ol class="breadcrumb">'
                + "".join(f"<li>{a(h, x)}</li>" for h, x in crumbs)
                + "</ol></nav>"
            )
        shares = ""
        if self.share and share_path:
            u = quote(self.url(share_path), safe="")
            shares = (
                '<div class="share">Share '
                f'<a href="http://bsky.share.test/intent/compose?text={u}">Bluesky</a> '
                f'<a href="http://www.linkedin.share.test/sharing/share-offsite/?url={u}">'
                "LinkedIn</a></div>"
            )
        foot = " | ".join(a(h, x) for h, x in self.footer)
        aside = f'<aside class="sidebar">{side}</aside>' if side else ""
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>{escape(t)}</title>{assets}
<script src="/static/app.js" defer></script>
<script async src="http://analytics.tracker.test/js/container.js?id=hx37"></script>
<link rel="icon" href="/static/favicon.png">{head}
<style>:root{{--accent:{self.accent}}}</style></head>
<body><div id="cookie-consent" role="dialog">This site uses cookies for sign-in and
anonymous usage statistics. <a href="/cookies">Cookie settings</a> <button>Accept</button></div>
<header class="masthead"><a class="brand" href="/"><img src="/static/favicon.png" alt="">
{escape(self.name)}</a><nav class="navbar"><ul class="navbar-nav">{menu}</ul></nav>
<form class="search" action="/search" method="get" role="search"><input type="search" name="q"
 placeholder="Search {escape(self.name)}"><button>Search</button></form>
<div class="account"><a href="/login">Log in</a></div></header>
{crumb}<div class="layout"><main id="content">{main}</main>{aside}</div>{shares}
<footer class="site-footer"><p>{foot}</p><p class="powered">Powered by {escape(self.product)}</p>
</footer></body></html>
"""

    def chrome(self, title: str, text: str) -> str:
        return self.page(title, f"<h1>{escape(title)}</h1><p>{escape(text)}</p>")

    def _not_found(self, request: Request) -> Response:
        body = self.page(
            "Page not found",
            "<h1>Page not found</h1><p>The page you requested does not exist. "
            'Go to the <a href="/">home page</a> or <a href="/contact">contact us</a>.</p>',
        )
        return Response.html(body, 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        site = Site(self.host, not_found=self._not_found)
        home = self.page(
            self.home_title or self.name,
            f"<h1>{escape(self.name)}</h1><p>Welcome to the {escape(self.name)}. Browse, "
            f'search or <a href="/deposit">deposit</a> your research outputs.</p>',
            raw_title=True,
        )
        site.add("/", home)
        chrome = [*self.menu, *self.footer, ("/cookies", "Cookie settings")]
        chrome += [("/login", "Log in"), ("/search", "Search"), ("/contact", "Contact us")]
        chrome += [("/deposit", "Deposit")]
        for href, label in chrome:
            if href.startswith("/") and href not in pages:
                site.add(href, self.chrome(label, f"{label} — {self.name}."))
        site.add("/static/theme.css", Response.data(b"body{margin:0 auto}\n", "text/css"))
        site.add("/static/app.js", Response.data(b"window.app={};\n", "text/javascript"))
        site.add("/static/favicon.png", Response.data(png(4, 4), "image/png"))
        for path, value in {**self.extra, **pages}.items():
            site.add(path, value)
        return site
