"""Page chrome of the seventh held-out portal set, and small builders its cases share.

Written for this set (its own markup, not `sites.portals._portal.Portal`): a top bar with
brand, navigation, a search form, sign-in/register links, an optional cookie banner, a
footer of institutional links and, on artifact pages, share links.  `Chrome.site()` adds
the homepage, a chrome-wrapped 404 page, the static assets and a plain page for every
same-host navigation or footer link, so "everything one hop away" visibly over-collects
and an ignored-URI list built from the 404 page and the homepage has something to find.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from urllib.parse import quote, urlsplit

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

Links = Sequence[tuple[str, str]]


def ul(items: Links, cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return (
        f"<ul{attr}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def blob(body: str | bytes, ctype: str) -> Response:
    return Response.data(body.encode() if isinstance(body, str) else body, ctype)


def pdf_file(title: str) -> Response:
    return Response.data(pdf(title, [title, "Held-out portal set 7"]), "application/pdf")


def files_site(host: str, files: Mapping[str, Response]) -> Site:
    """A bare download host (CDN, object store): files only, plain 404 for the rest."""
    return Site(host, dict(files))


@dataclass
class Chrome:
    """One portal host and its chrome.  Titles are `title + sep + name`, or the reverse."""

    host: str
    name: str
    nav: Links
    footer: Links = ()
    sep: str = " | "
    name_first: bool = False
    home_main: str = "<h1>Welcome</h1><p>Browse the collections or search above.</p>"
    home_links: Links = ()
    extra: dict[str, PageValue] = field(default_factory=dict)
    soft_404: bool = False  # single-page-app portals answer unknown paths with 200

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def title(self, title: str) -> str:
        return (
            f"{self.name}{self.sep}{title}" if self.name_first else f"{title}{self.sep}{self.name}"
        )

    def page(
        self,
        title: str,
        body: str,
        *,
        head: str = "",
        share: str | None = None,
        full_title: str | None = None,
    ) -> str:
        shares = ""
        if share:
            u = quote(share, safe="")
            shares = (
                '<aside class="sharebar">Share this: '
                f'<a href="http://social.example-mastodon.test/share?text={u}">Mastodon</a> '
                f'<a href="http://www.linkedin.test/shareArticle?url={u}">LinkedIn</a> '
                f'<a href="mailto:?subject={u}">E-mail</a></aside>'
            )
        foot = ul(self.footer, "footer-links")
        t = full_title if full_title is not None else self.title(title)
        return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{escape(t)}</title>
<meta name="viewport" content="width=device-width"><link rel="stylesheet" href="/assets/app.css">
<script src="/assets/app.js" defer></script><link rel="shortcut icon" href="/assets/brand.png">{head}</head>
<body><div id="topbar"><a class="navbar-brand" href="/"><img src="/assets/brand.png" alt="{escape(self.name)}"></a>
{ul(self.nav, "navbar")}
<form class="search" role="search" action="/search"><input type="search" name="query"><button>Go</button></form>
<a class="signin" href="/account/login">Sign in</a> <a class="register" href="/account/register">Register</a></div>
<div id="content">{body}</div>{shares}
<div class="site-footer">{foot}<p>&copy; 2024 {escape(self.name)}</p></div></body></html>
"""

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Not found",
            f"<h1>We couldn't find that page</h1><p>{escape(request.path)} does not exist. "
            'Return to the <a href="/">home page</a> or <a href="/help/contact">contact us</a>.</p>',
        )
        return Response.html(body, 200 if self.soft_404 else 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        site = Site(self.host, not_found=self.not_found)
        home = self.home_main + (ul(self.home_links, "featured") if self.home_links else "")
        site.add("/", self.page(self.name, home, full_title=self.name))
        site.add("/assets/app.css", blob("body{margin:0 auto;max-width:70em}\n", "text/css"))
        site.add("/assets/app.js", blob("window.portal=1;\n", "text/javascript"))
        site.add("/assets/brand.png", Response.data(png(6, 6), "image/png"))
        site.add(
            "/help/contact", self.page("Contact", "<h1>Contact</h1><p>Write to the help desk.</p>")
        )
        for href, label in [*self.nav, *self.footer]:
            parts = urlsplit(href)
            if not parts.netloc and href.startswith("/") and href != "/":
                site.add(
                    href,
                    self.page(
                        label,
                        f"<h1>{escape(label)}</h1><p>{escape(label)} of {escape(self.name)}.</p>",
                    ),
                )
        for path, value in {**self.extra, **pages}.items():
            site.add(path, value)
        return site
