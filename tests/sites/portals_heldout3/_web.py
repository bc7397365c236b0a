"""Page markup of the fourth held-out portal set: written for this set alone.

`Chrome` is one portal host's look: its title pattern, its (often very large) navigation,
a search form, sign-in links, a footer with licence, policy and social links, and embedded
CSS, JS and logo.  `Chrome.site(pages)` adds a homepage (featuring items when told) and an
error page for unknown paths (a real 404, or a soft 404 answered with status 200).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from urllib.parse import quote

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

Links = Sequence[tuple[str, str]]

SOCIAL = (
    ("https://mastodon.social.example/@portal", "Mastodon"),
    ("https://bsky.app.example/profile/portal", "Bluesky"),
    ("https://www.linkedin.example/company/portal", "LinkedIn"),
    ("https://www.youtube.example/@portal", "YouTube"),
)


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


def share(url: str) -> str:
    u = quote(url, safe="")
    return (
        '<div class="share-bar">Share '
        f'<a href="https://twitter.example/intent/tweet?url={u}">X</a> '
        f'<a href="https://www.facebook.example/sharer/sharer.php?u={u}">Facebook</a> '
        f'<a href="https://www.linkedin.example/sharing/share-offsite/?url={u}">LinkedIn</a> '
        f'<a href="mailto:?subject=Recommended&amp;body={u}">E-mail</a></div>'
    )


def data(body: str | bytes, ctype: str) -> Response:
    return Response.data(body.encode() if isinstance(body, str) else body, ctype)


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, [title, *lines]), "application/pdf")


def zip_file(name: str) -> Response:
    # a tiny (empty) zip archive: end-of-central-directory record only
    return Response.data(b"PK\x05\x06" + b"\x00" * 18, "application/zip")


def csv_file(*rows: str) -> Response:
    return data("\n".join(rows) + "\n", "text/csv")


@dataclass
class Chrome:
    host: str
    name: str
    title: str = "{t} | {n}"  # the <title> pattern
    menu: Links = ()
    footer: Links = ()
    social: Links = SOCIAL
    home_title: str | None = None
    featured: Links = ()
    soft_404: bool = False
    theme: str = "default"
    login: str = "/login"
    search: str = "/search"
    static: str = "/static"
    extra: Mapping[str, PageValue] = field(default_factory=dict)

    def url(self, path: str) -> str:
        return f"http://{self.host}{path}"

    def page(
        self,
        t: str,
        main: str,
        *,
        aside: str = "",
        head: str = "",
        share_url: str | None = None,
        raw_title: bool = False,
    ) -> str:
        title = t if raw_title else self.title.format(t=t, n=self.name)
        s = self.static
        nav = ul(self.menu, "nav-menu")
        foot = ul(self.footer, "footer-links")
        soc = ul(self.social, "social")
        shares = share(share_url) if share_url else ""
        side = f'<aside class="sidebar">{aside}</aside>' if aside else ""
        return f"""<!DOCTYPE html>
<html lang="en" data-theme="{self.theme}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(title)}</title>
<link rel="stylesheet" href="{s}/css/theme.css"><link rel="icon" href="{s}/img/favicon.png">
<script src="{s}/js/app.js" defer></script>{head}</head>
<body class="{self.theme}">
<a class="skip" href="#content">Skip to main content</a>
<header class="site-header"><a class="logo" href="/"><img src="{s}/img/logo.png" alt="{escape(self.name)}"></a>
<nav aria-label="Main">{nav}</nav>
<form class="search" role="search" action="{self.search}" method="get"><label>Search
<input type="search" name="q"></label><button type="submit">Go</button></form>
<div class="account"><a href="{self.login}">Log in</a> <a href="{self.login}?signup=1">Register</a></div>
</header>
<main id="content">{main}</main>{side}{shares}
<footer class="site-footer">{foot}{soc}
<p class="licence">Site content licensed under
<a href="https://creativecommons.example/licenses/by/4.0/">CC BY 4.0</a>
unless stated otherwise. &copy; 2025 {escape(self.name)}</p></footer>
</body></html>
"""

    def error(self, request: Request) -> Response:
        body = self.page(
            "Not found",
            "<h1>We could not find that page</h1>"
            f"<p>The address {escape(request.path)} does not exist or was removed.</p>"
            '<p><a href="/">Go to the homepage</a> or <a href="/help">get help</a>.</p>',
        )
        return Response.html(body, 200 if self.soft_404 else 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        home_main = "<h1>Welcome to " + escape(self.name) + "</h1>"
        if self.featured:
            home_main += "<section><h2>Featured</h2>" + ul(self.featured, "featured") + "</section>"
        home = self.page(self.home_title or self.name, home_main, raw_title=True)
        site = Site(self.host, not_found=self.error)
        site.add("/", home)
        s = self.static
        site.add(f"{s}/css/theme.css", data("body{margin:0 auto;max-width:72em}", "text/css"))
        site.add(f"{s}/js/app.js", data("window.portal={};", "text/javascript"))
        site.add(f"{s}/img/logo.png", Response.data(png(12, 6), "image/png"))
        site.add(f"{s}/img/favicon.png", Response.data(png(4, 4), "image/png"))
        for path, value in {**self.extra, **pages}.items():
            site.add(path, value)
        return site


def stub(chrome: Chrome, title: str, body: str = "") -> str:
    """A plain page of the portal (a profile, a listing, another artifact's landing page)."""
    return chrome.page(title, f"<h1>{escape(title)}</h1><p>{body or 'Listing.'}</p>")


def redirect(host: str, routes: Mapping[str, str], status: int = 302) -> Site:
    """A resolver host (DOI, handle, purl) answering each path with a redirect."""
    site = Site(host)
    for path, target in routes.items():
        site.add(path, Response.redirect(target, status))
    return site
