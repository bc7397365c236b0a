"""Shared chrome and helpers of heldout61's mock portals: persistent-identifier resolvers and
the repositories behind them.

`Chrome` is one repository host's look: a top bar with menu, search and account links, a
cookie banner, a footer with policy and (optionally) social links, local CSS/JS/logo and a
self-hosted analytics script.  `Chrome.site()` serves every same-host link the chrome prints
(menu, footer, account, cookie and help pages) so no link of a portal dangles, plus a
chrome-wrapped 404 page.  `resolver()` builds a DOI-, handle-, ARK- or PURL-style resolver:
each identifier redirects to its target, and (content negotiation) answers a citation
metadata document instead when the client asks for one in its Accept header.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from urllib.parse import quote

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

SUFFIX = "hx61.example"
CSS = b"body{font:15px/1.5 Georgia,serif;margin:0} .bar{display:flex;gap:1em} aside{float:right}\n"
JS = b"window.addEventListener('load',function(){document.body.classList.add('ready')});\n"
STATS = b"(function(){var q=window._q=window._q||[];q.push(['trackPageView']);})();\n"


def a(href: str, text: str, **attrs: str) -> str:
    """One anchor, escaped."""
    extra = "".join(f' {k.rstrip("_").replace("_", "-")}="{escape(v)}"' for k, v in attrs.items())
    return f'<a href="{escape(href)}"{extra}>{escape(text)}</a>'


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{a(h, t)}</li>" for h, t in items) + "</ul>"


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def as_json(value: object, ctype: str = "application/json") -> Response:
    return Response.data(json.dumps(value, indent=1).encode("utf-8"), ctype)


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def binary(seed: str, size: int = 600) -> Response:
    """Deterministic opaque bytes (an archive, a NetCDF file...) that name nothing."""
    chunk = (seed.encode() * (size // max(1, len(seed)) + 1))[:size]
    return Response.data(bytes(b ^ 0x5A for b in chunk), "application/octet-stream")


def image(rgb: tuple[int, int, int] = (120, 80, 40)) -> Response:
    return Response.data(png(16, 12, rgb), "image/png")


@dataclass
class Chrome:
    """A repository host's page chrome.  `title_format` places record title and site name."""

    host: str
    name: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]] = (("/about", "About"), ("/policies/privacy", "Privacy"))
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = ""
    social: bool = True  # external social-media links in the footer
    cookie: bool = True
    login: str = "/account/login"
    cdn: str = ""  # a CDN host serving the shared web font and JavaScript library
    extra: Mapping[str, PageValue] = field(default_factory=dict)

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def title(self, title: str) -> str:
        return self.title_format.format(title=title, name=self.name)

    def chrome_links(self) -> list[tuple[str, str]]:
        """Every same-host link the chrome prints, besides the homepage."""
        fixed = [(self.login, "Log in"), ("/account/register", "Register"), ("/help", "Help")]
        if self.cookie:
            fixed.append(("/policies/cookies", "Cookie policy"))
        return [*self.menu, *self.footer, *fixed]

    def page(
        self,
        title: str,
        main: str,
        *,
        aside: str = "",
        head: str = "",
        raw: bool = False,
        share: str = "",
    ) -> str:
        t = title if raw else self.title(title)
        if self.cdn:
            head = (
                f'<link rel="stylesheet" href="http://{self.cdn}/fonts/source-serif/4.005/font.css">'
                f'<script src="http://{self.cdn}/libs/jquery/3.7.1/jquery.min.js"></script>{head}'
            )
        if share:
            u = quote(share, safe="")
            main += (
                '<div class="share-this"><span>Share</span> '
                f'<a href="http://toot.example.net/share?url={u}">Mastodon</a> '
                f'<a href="http://www.linkedin.example.com/sharing/share-offsite/?url={u}">LinkedIn</a> '
                f'<a href="mailto:?subject=Shared%20record&amp;body={u}">E-mail</a></div>'
            )
        social = ""
        if self.social:
            slug = self.name.lower().replace(" ", "")
            social = (
                f' · <a href="http://social.example.org/@{slug}" rel="me">Mastodon</a>'
                f' · <a href="http://video.example.org/c/{slug}">Video channel</a>'
            )
        cookie = ""
        if self.cookie:
            cookie = (
                '<div id="cookie-consent" role="dialog"><p>We use cookies to remember your '
                'preferences and to count visits. <a href="/policies/cookies">Learn more</a></p>'
                '<button data-accept="all">Accept all</button><button data-accept="none">'
                "Only necessary</button></div>"
            )
        foot = " · ".join(a(h, x) for h, x in self.footer)
        side = f'<aside class="sidebar">{aside}</aside>' if aside else ""
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{escape(t)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/assets/css/main.css"><link rel="icon" href="/assets/img/mark.png">
<script src="/assets/js/app.js" defer></script>{head}</head>
<body>{cookie}<div class="bar"><a class="brand" href="/"><img src="/assets/img/mark.png" alt="">
{escape(self.name)}</a><nav aria-label="Main">{ul(list(self.menu), "menu")}</nav>
<form role="search" action="/search" method="get"><input type="search" name="q" placeholder="Search">
<button>Go</button></form><span class="account">{a(self.login, "Log in")}
{a("/account/register", "Register")}</span></div>
<div class="content"><main>{main}</main>{side}</div>
<footer><p>{foot} · {a("/help", "Help")}{social}</p><p>&copy; {escape(self.name)}</p></footer>
<script src="/assets/js/stats.js" async></script></body></html>
"""

    def chrome_page(self, path: str, label: str) -> str:
        return self.page(
            label,
            f"<h1>{escape(label)}</h1><p>{escape(self.name)}: {escape(label.lower())}. "
            f"Questions? See the {a('/help', 'help pages')}.</p>",
        )

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Not found",
            "<h1>We could not find that page</h1><p>The address "
            f"<code>{escape(request.path)}</code> does not exist here. It may have moved; "
            f"try searching or go to the {a('/', 'home page')}.</p>",
        )
        return Response.html(body, 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        site = Site(self.host, not_found=self.not_found)
        home = self.page(
            self.home_title or self.name,
            self.home_main or f"<h1>{escape(self.name)}</h1>",
            raw=True,
        )
        site.add("/", home)
        site.add("/assets/css/main.css", Response.data(CSS, "text/css"))
        site.add("/assets/js/app.js", Response.data(JS, "text/javascript"))
        site.add("/assets/js/stats.js", Response.data(STATS, "text/javascript"))
        site.add("/assets/img/mark.png", image((30, 70, 130)))
        site.add("/search", self.chrome_page("/search", "Search results"))
        for path, label in self.chrome_links():
            site.add(path, self.chrome_page(path, label))
        for path, value in {**self.extra, **pages}.items():
            site.add(path, value)
        return site

    def sites(self, pages: Mapping[str, PageValue]) -> list[Site]:
        """The portal's own site, and its CDN's when it has one."""
        if not self.cdn:
            return [self.site(pages)]
        cdn = Site(self.cdn)
        cdn.add("/fonts/source-serif/4.005/font.css", Response.data(b"@font-face{}\n", "text/css"))
        cdn.add("/libs/jquery/3.7.1/jquery.min.js", Response.data(JS, "text/javascript"))
        return [self.site(pages), cdn]


def resolver(
    host: str,
    name: str,
    targets: Mapping[str, str],
    metadata: Mapping[str, Mapping[str, object]] | None = None,
    status: int = 302,
) -> Site:
    """A persistent-identifier resolver: path -> redirect to its target URL.

    Content negotiation: a client asking for CSL JSON (or any JSON) in Accept gets the
    identifier's citation metadata (when `metadata` has it) instead of the redirect.
    """
    meta = metadata or {}
    site = Site(host)
    home = (
        f"<!DOCTYPE html><html><head><title>{escape(name)}</title></head><body>"
        f"<h1>{escape(name)}</h1><form action='/' method='get'><input name='id'>"
        "<button>Resolve</button></form></body></html>"
    )
    site.add("/", home)

    def handler(path: str, target: str) -> object:
        def answer(request: Request) -> Response:
            accept = (request.header("Accept") or "").lower()
            if path in meta and "json" in accept:
                return as_json(dict(meta[path]), "application/vnd.citationstyles.csl+json")
            return Response.redirect(target, status)

        return answer

    for path, target in targets.items():
        site.route(path)(handler(path, target))  # type: ignore[arg-type]
    return site


def link_header(pairs: Sequence[tuple[str, str, str]]) -> str:
    """An HTTP Link header value from (url, rel, type) triples ("" type: none)."""
    out = []
    for url, rel, ctype in pairs:
        out.append(f'<{url}>; rel="{rel}"' + (f'; type="{ctype}"' if ctype else ""))
    return ", ".join(out)
