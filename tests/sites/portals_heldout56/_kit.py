"""Shared chrome and helpers of the heldout56 portals (government and intergovernmental
open data and statistics).

`Chrome` renders one portal's page frame: a GOV-style cookie banner, a skip link, the
masthead with menu, search and account links, a language switch, breadcrumbs, an optional
sidebar, a feedback box, the footer and third-party analytics / CDN assets.  `Chrome.site()`
turns a page map into a `Site` that also answers every same-host link its chrome prints (a
plain page per menu or footer entry), a chrome-wrapped 404 for unknown paths, the homepage
and the static assets.  Each portal module varies the frame through the fields below; the
artifact pages are their own.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from urllib.parse import quote

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site
from sites.portals._portal import Case

__all__ = ["Case", "Chrome", "binary", "csv", "esc", "jsonr", "pdfr", "textr", "ul", "xmlr"]

Link = tuple[str, str]


def esc(s: str) -> str:
    return escape(s, quote=True)


def ul(items: Sequence[Link], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{esc(h)}">{esc(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def csv(lines: Sequence[str]) -> Response:
    return Response.data(("\n".join(lines) + "\n").encode(), "text/csv; charset=utf-8")


def textr(body: str) -> Response:
    return Response.data(body.encode(), "text/plain; charset=utf-8")


def jsonr(obj: object, ctype: str = "application/json") -> Response:
    return Response.data(json.dumps(obj, indent=1).encode(), ctype)


def xmlr(body: str) -> Response:
    return Response.data(
        ('<?xml version="1.0" encoding="UTF-8"?>\n' + body).encode(), "application/xml"
    )


def pdfr(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def binary(seed: str, ctype: str, size: int = 600) -> Response:
    """Deterministic opaque bytes (a spreadsheet, an archive): a real download carries no
    page text, so a title search cannot see it."""
    raw = (seed.encode() * (size // max(1, len(seed)) + 1))[:size]
    return Response.data(b"PK\x03\x04" + bytes((b * 7 + 13) % 256 for b in raw), ctype)


@dataclass
class Chrome:
    """One portal host and its frame.  `title_format` places the page title and site name;
    `home_title` is the homepage's own <title> (the filtered-title portals need it exact)."""

    host: str
    name: str
    menu: Sequence[Link]
    footer: Sequence[Link]
    account: Sequence[Link] = (("/user/login", "Sign in"), ("/user/register", "Create account"))
    title_format: str = "{title} - {name}"
    home_title: str | None = None
    home_main: str = ""
    search_path: str = "/search"
    languages: Sequence[Link] = ()
    cookie: bool = True
    analytics: str = "http://metrics.govpulse.test/collect.js"
    cdn_css: str = "http://cdn.govframe.test/frame/4.2/frame.min.css"
    tagline: str = ""
    feedback: bool = True
    static: str = "/static"
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
        head: str = "",
        aside: str = "",
        crumbs: Sequence[Link] = (),
        share: str | None = None,
        raw_title: bool = False,
        body_class: str = "",
    ) -> str:
        menu = "".join(
            f'<li class="nav__item"><a href="{esc(h)}">{esc(t)}</a></li>' for h, t in self.menu
        )
        acct = " ".join(
            f'<a class="account__link" href="{esc(h)}">{esc(t)}</a>' for h, t in self.account
        )
        langs = ""
        if self.languages:
            langs = (
                '<div class="lang">'
                + " | ".join(
                    f'<a hreflang="{esc(t[:2].lower())}" href="{esc(h)}">{esc(t)}</a>'
                    for h, t in self.languages
                )
                + "</div>"
            )
        cookie = ""
        if self.cookie:
            cookie = (
                '<div class="cookie-banner" role="region" aria-label="Cookies"><p>We use some '
                "essential cookies to make this service work and analytics cookies to improve "
                'it.</p><button name="cookies" value="accept">Accept analytics cookies</button> '
                '<button name="cookies" value="reject">Reject analytics cookies</button> '
                '<a href="/help/cookies">View cookies</a></div>'
            )
        bc = ""
        if crumbs:
            bc = (
                '<ol class="breadcrumbs">'
                + "".join(f'<li><a href="{esc(h)}">{esc(t)}</a></li>' for h, t in crumbs)
                + "</ol>"
            )
        side = f'<aside class="sidebar">{aside}</aside>' if aside else ""
        shares = ""
        if share:
            u = quote(share, safe="")
            shares = (
                '<div class="share"><h2>Share this page</h2>'
                f'<a href="http://x.socialshare.test/intent?url={u}">X</a> '
                f'<a href="http://www.linkedpro.test/share?url={u}">LinkedIn</a> '
                f'<a href="mailto:?subject=Shared%20page&amp;body={u}">Email</a></div>'
            )
        fb = ""
        if self.feedback:
            fb = (
                '<form class="feedback" action="/feedback" method="post"><p>Is this page useful?'
                '</p><button name="useful" value="yes">Yes</button><button name="useful" '
                'value="no">No</button></form>'
            )
        foot = "".join(f'<li><a href="{esc(h)}">{esc(t)}</a></li>' for h, t in self.footer)
        t = title if raw_title else self.title(title)
        tag = f'<p class="tagline">{esc(self.tagline)}</p>' if self.tagline else ""
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{esc(t)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="{esc(self.cdn_css)}">
<link rel="stylesheet" href="{self.static}/portal.css">
<link rel="icon" href="{self.static}/favicon.png">
<script async src="{esc(self.analytics)}"></script>
<script src="{self.static}/portal.js" defer></script>{head}</head>
<body class="{esc(body_class)}">{cookie}<a class="skip" href="#content">Skip to main content</a>
<header class="masthead"><a class="masthead__brand" href="/"><img src="{self.static}/logo.png" alt="">
{esc(self.name)}</a>{tag}{langs}
<nav aria-label="Main"><ul class="nav">{menu}</ul></nav>
<form class="search" action="{esc(self.search_path)}" method="get" role="search"><label>Search
<input type="search" name="q"></label><button type="submit">Search</button></form>
<div class="account">{acct}</div></header>
{bc}<div class="layout"><main id="content">{main}</main>{side}</div>{shares}{fb}
<footer class="footer"><ul>{foot}</ul><p>&#169; {esc(self.name)}. All content is available
under the Open Government Licence unless otherwise stated.</p></footer></body></html>
"""

    def chrome_paths(self) -> list[Link]:
        """Every same-host link the frame itself prints."""
        out = [
            *self.menu,
            *self.footer,
            *self.account,
            *self.languages,
            ("/help/cookies", "Cookies"),
        ]
        return [(h, t) for h, t in out if h.startswith("/")]

    def plain(self, title: str, text: str = "") -> str:
        body = text or (
            f"<p>This is the {esc(title.lower())} page of {esc(self.name)}. Use the search box "
            "or the menu to find statistics, datasets and publications.</p>"
        )
        return self.page(title, f"<h1>{esc(title)}</h1>{body}")

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Page not found",
            "<h1>Page not found</h1><p>If you typed the web address, check it is correct. "
            f'If you pasted it, check you copied the entire address. <a href="{esc(self.search_path)}">'
            "Search</a> for what you need.</p>",
        )
        return Response.html(body, 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        home = self.page(
            self.home_title or self.name,
            self.home_main or f"<h1>{esc(self.name)}</h1><p>Official statistics and open data.</p>",
            raw_title=True,
        )
        site = Site(self.host, not_found=self.not_found)
        site.add("/", home)
        site.add(
            f"{self.static}/portal.css",
            Response.data(b"body{margin:0 auto;max-width:72em}\n", "text/css"),
        )
        site.add(
            f"{self.static}/portal.js",
            Response.data(b"window.portal={ready:true};\n", "text/javascript"),
        )
        site.add(f"{self.static}/favicon.png", Response.data(png(4, 4), "image/png"))
        site.add(f"{self.static}/logo.png", Response.data(png(16, 8, (20, 60, 110)), "image/png"))
        site.add(
            self.search_path,
            self.plain("Search", "<h1>Search</h1><p>Enter a search term above.</p>"),
        )
        site.add("/feedback", self.plain("Thank you for your feedback"))
        for h, t in self.chrome_paths():
            if h not in pages and h != "/":
                site.add(h, self.plain(t))
        for path, value in {**self.extra, **pages}.items():
            site.add(path, value)
        return site
