"""Shared chrome of the heldout86 portals: page skeleton, cookie banner, analytics, CDN assets.

Each heldout86 portal is a `Chrome` (host, name, menus, title shape) that wraps its pages
in what a real heritage or archaeology portal prints around a record: a masthead with a
menu, a search form, sign-in links, a cookie banner, a tracking script, CDN stylesheets and
a footer of policy pages.  `Chrome.site()` also serves every same-host chrome link it
prints (menus, footer, login, search, cookie policy) and a chrome-wrapped 404 page, so a
crawler following "everything one hop away" gets real pages, not errors.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from urllib.parse import quote

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

CSS = b"body{font:15px/1.5 Georgia,serif;max-width:64em;margin:auto}.cookie{background:#eee}\n"
JS = b"window.dataLayer=window.dataLayer||[];document.documentElement.className='js';\n"


@dataclass
class Chrome:
    """One portal host and its chrome; `title_format` places a page title and the site name.

    `share`: print Twitter/Mastodon/email share links under record pages; `cdn`: a
    stylesheet host off the portal (an embedded resource, never an artifact URI).
    """

    host: str
    name: str
    nav: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]]
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = ""
    kind: str = "portal"  # CSS class prefix, so each portal's markup differs a little
    cookie: bool = True
    analytics: str = "UA-000000-1"
    cdn: str = "http://cdn.fontshelf.test/css/serif-2.1.css"
    login: tuple[str, str] = ("/login", "/register")
    extra: Mapping[str, PageValue] = field(default_factory=dict)

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def title(self, title: str) -> str:
        return self.title_format.format(title=title, name=self.name)

    def page(
        self,
        title: str,
        main: str,
        *,
        aside: str = "",
        head: str = "",
        share: str | None = None,
        raw_title: bool = False,
    ) -> str:
        k = self.kind
        menu = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in self.nav)
        foot = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in self.footer)
        t = title if raw_title else self.title(title)
        cookie = ""
        if self.cookie:
            cookie = (
                f'<div class="{k}-cookie cookie" role="dialog"><p>We use cookies to understand '
                'how our records are used. <a href="/cookies">Cookie settings</a> '
                "<button>Accept all</button> <button>Reject optional</button></p></div>"
            )
        shares = ""
        if share:
            u = quote(share, safe="")
            shares = (
                f'<div class="{k}-share"><span>Share this record</span> '
                f'<a href="http://twitter.test/intent/tweet?url={u}">Twitter</a> '
                f'<a href="http://mastodon.test/share?text={u}">Mastodon</a> '
                f'<a href="mailto:?subject=Record&amp;body={u}">Email</a></div>'
            )
        side = f'<aside class="{k}-aside">{aside}</aside>' if aside else ""
        login, register = self.login
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{escape(t)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="{escape(self.cdn)}">
<link rel="stylesheet" href="/assets/{k}.css"><link rel="icon" href="/assets/favicon.png">
<script src="/assets/{k}.js" defer></script>
<script async src="http://tags.pixelcount.test/gtag/js?id={self.analytics}"></script>{head}
</head><body class="{k}">{cookie}
<header class="{k}-masthead"><a class="{k}-brand" href="/"><img src="/assets/favicon.png" alt="">
{escape(self.name)}</a><nav class="{k}-nav"><ul>{menu}</ul></nav>
<form class="{k}-search" action="/search" method="get"><label>Search
<input name="q" type="search"></label><button>Go</button></form>
<div class="{k}-account"><a href="{login}">Sign in</a> <a href="{register}">Register</a></div>
</header>
<div class="{k}-body"><main id="content">{main}</main>{side}</div>{shares}
<footer class="{k}-footer"><ul>{foot}</ul><p>&copy; {escape(self.name)}</p></footer>
</body></html>
"""

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Not found",
            f"<h1>We could not find that page</h1><p>{escape(request.path)} does not exist. "
            'Try the search, or go back to the <a href="/">home page</a>.</p>',
        )
        return Response.html(body, 404)

    def chrome_page(self, label: str) -> str:
        return self.page(label, f"<h1>{escape(label)}</h1><p>{escape(self.name)}: {label}.</p>")

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        """The host: home, assets, every chrome link it prints, then `pages`."""
        home = self.page(
            self.home_title or self.name,
            self.home_main or f"<h1>{escape(self.name)}</h1>",
            raw_title=True,
        )
        site = Site(self.host, not_found=self.not_found)
        site.add("/", home)
        site.add(f"/assets/{self.kind}.css", Response.data(CSS, "text/css"))
        site.add(f"/assets/{self.kind}.js", Response.data(JS, "text/javascript"))
        site.add("/assets/favicon.png", Response.data(png(16, 16), "image/png"))
        chrome = [
            *self.nav,
            *self.footer,
            (self.login[0], "Sign in"),
            (self.login[1], "Register"),
            ("/search", "Search results"),
            ("/cookies", "Cookie settings"),
        ]
        for href, label in chrome:
            if href.startswith("/"):
                site.add(href, self.chrome_page(label))
        for path, value in {**self.extra, **pages}.items():
            site.add(path, value)
        return site


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    """A list of links."""
    c = f' class="{cls}"' if cls else ""
    lis = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f"<ul{c}>{lis}</ul>"


def dl(rows: Sequence[tuple[str, str]]) -> str:
    """A metadata table as a definition list (values are trusted HTML)."""
    return "<dl>" + "".join(f"<dt>{escape(k)}</dt><dd>{v}</dd>" for k, v in rows) + "</dl>"


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def csv(header: str, rows: Sequence[str], comment: str = "") -> Response:
    lines = ([f"# {comment}"] if comment else []) + [header, *rows]
    return Response.data(("\n".join(lines) + "\n").encode(), "text/csv")


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def binary(label: str, ctype: str, size: int = 256) -> Response:
    """Opaque file bytes (a mesh, an archive, a raster) that carry no record title."""
    seed = label.encode()
    body = (seed * (size // max(1, len(seed)) + 1))[:size]
    return Response.data(body, ctype)
