"""Shared chrome and helpers of heldout52's mock preprint portals.

`Chrome` renders one portal's page frame (header, menus, account links, search form,
cookie banner, analytics and CDN tags, footer) in one of a few markup styles, and
`Chrome.site()` builds the portal's `Site`: its pages, a homepage, a chrome-wrapped 404
page and a page for every link the chrome itself prints.  `case()` builds a `Case` from
plain URI lists.  Files (PDF, CSV, BibTeX...) are made in code so every URI answers.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site
from sites.portals._portal import case as case  # (re-exported for the modules)

Links = Sequence[tuple[str, str]]


def ul(items: Links, cls: str = "") -> str:
    """A list of links (`items` are (href, label) pairs)."""
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def a(href: str, label: str, **attrs: str) -> str:
    extra = "".join(f' {k.rstrip("_").replace("_", "-")}="{escape(v)}"' for k, v in attrs.items())
    return f'<a href="{escape(href)}"{extra}>{escape(label)}</a>'


def file_pdf(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def file_data(body: str, ctype: str) -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def bibtex(key: str, title: str, authors: str, year: int, extra: str = "") -> Response:
    return file_data(
        f"@article{{{key},\n  title = {{{title}}},\n  author = {{{authors}}},\n"
        f"  year = {{{year}}},{extra}\n}}\n",
        "application/x-bibtex",
    )


def ris(title: str, authors: Iterable[str], year: int, kind: str = "JOUR") -> Response:
    au = "".join(f"AU  - {x}\n" for x in authors)
    return file_data(
        f"TY  - {kind}\nTI  - {title}\n{au}PY  - {year}\nER  - \n",
        "application/x-research-info-systems",
    )


@dataclass
class Chrome:
    """One portal host's page frame.

    `style` picks the markup family ("bootstrap", "classic" or "drupal") so portals do not
    all look alike; `title_format` places page title and portal name; `cdn` and
    `scripts` are embedded tags (stylesheets and analytics) on hosts outside the web.
    """

    host: str
    name: str
    menu: Links
    footer: Links
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = ""
    style: str = "bootstrap"
    account: Links = (("/login", "Log in"), ("/register", "Sign up"))
    cdn: Sequence[str] = ()
    scripts: Sequence[str] = ()
    cookie: str | None = "/privacy"
    soft_404: bool = False
    extra: Mapping[str, PageValue] = field(default_factory=dict)

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def title(self, title: str) -> str:
        return self.title_format.format(title=title, name=self.name)

    def chrome_links(self) -> list[tuple[str, str]]:
        out = [*self.menu, *self.footer, *self.account, ("/help", "Help")]
        if self.cookie:
            out.append((self.cookie, "Privacy and cookies"))
        return out

    def page(
        self,
        title: str,
        main: str,
        *,
        head: str = "",
        aside: str = "",
        raw_title: bool = False,
        crumbs: Links = (),
    ) -> str:
        t = title if raw_title else self.title(title)
        css = "".join(f'<link rel="stylesheet" href="{escape(h)}">' for h in self.cdn)
        js = "".join(f'<script async src="{escape(s)}"></script>' for s in self.scripts)
        acct = " ".join(a(h, label) for h, label in self.account)
        cookie = (
            f'<div id="cookie-consent" role="dialog">This site uses cookies for sessions '
            f"and anonymous usage statistics. {a(self.cookie, 'Cookie policy')} "
            f'<button type="button" data-consent="accept">Accept</button></div>'
            if self.cookie
            else ""
        )
        crumb = (
            '<nav class="breadcrumbs">'
            + " &rsaquo; ".join(a(h, label) for h, label in crumbs)
            + "</nav>"
            if crumbs
            else ""
        )
        side = f'<aside class="sidebar">{aside}</aside>' if aside else ""
        menu = ul(self.menu, "nav")
        foot = " | ".join(a(h, label) for h, label in self.footer)
        if self.style == "classic":
            header = (
                f'<table class="masthead" width="100%"><tr><td><a href="/"><img '
                f'src="/static/logo.png" alt="{escape(self.name)}"></a></td><td>{menu}</td>'
                f'<td><form action="/search"><input name="query" size="24">'
                f'<input type="submit" value="Go"></form>{acct}</td></tr></table>'
            )
        elif self.style == "drupal":
            header = (
                f'<div id="page-wrapper"><header role="banner" class="region-header">'
                f'<a href="/" rel="home" class="site-logo"><img src="/static/logo.png" '
                f'alt="Home"></a><div class="site-name">{escape(self.name)}</div>'
                f'<nav role="navigation" aria-label="Main">{menu}</nav>'
                f'<div class="block-search"><form action="/search" method="get">'
                f'<input type="search" name="keys"></form></div>'
                f'<div class="user-menu">{acct}</div></header>'
            )
        else:
            header = (
                f'<nav class="navbar navbar-expand-lg"><div class="container-fluid">'
                f'<a class="navbar-brand" href="/"><img src="/static/logo.png" alt="" '
                f'height="24"> {escape(self.name)}</a>{menu}'
                f'<form class="d-flex" role="search" action="/search"><input '
                f'class="form-control" type="search" name="q" placeholder="Search">'
                f'</form><div class="navbar-text">{acct}</div></div></nav>'
            )
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(t)}</title>{css}
<link rel="stylesheet" href="/static/site.css"><link rel="icon" href="/static/logo.png">
<script src="/static/site.js" defer></script>{js}{head}</head>
<body>{cookie}{header}{crumb}<main id="main-content">{main}</main>{side}
<footer class="site-footer"><p>{foot}</p><p>&copy; 2026 {escape(self.name)}</p></footer>
</body></html>
"""

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Page not found",
            f"<h1>We can't find that page</h1><p>{escape(request.path)} does not exist "
            f"or has moved. Try searching, or go to the {a('/', 'homepage')}.</p>",
        )
        return Response.html(body, 200 if self.soft_404 else 404)

    def chrome_page(self, label: str) -> str:
        return self.page(
            label, f"<h1>{escape(label)}</h1><p>{escape(self.name)}: {escape(label.lower())}.</p>"
        )

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        """The portal's Site: its pages, home, assets, chrome pages and a 404 page."""
        site = Site(self.host, not_found=self.not_found)
        home = self.page(
            self.home_title or self.name,
            self.home_main or f"<h1>{escape(self.name)}</h1>",
            raw_title=True,
        )
        site.add("/", home)
        site.add("/static/site.css", Response.data(b"body{margin:0}\n", "text/css"))
        site.add("/static/site.js", Response.data(b"window.portal={};\n", "text/javascript"))
        site.add("/static/logo.png", Response.data(png(16, 16), "image/png"))
        for href, label in self.chrome_links():
            if href.startswith("/") and href not in pages:
                site.add(href, self.chrome_page(label))
        site.add(
            "/search",
            self.page("Search", "<h1>Search</h1><p>Enter a query above to search.</p>"),
        )
        for path, value in {**self.extra, **pages}.items():
            site.add(path, value)
        return site
