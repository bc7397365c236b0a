"""Shared helpers of heldout29: a portal chrome in the portal's own language, small markup
builders (metadata tables, file lists, signposting Link headers) and the set's web.

`Local` extends the portal kit's `Portal` with what non-English portals carry around an
artifact: the page language, a cookie banner, a language switcher that is the same on every
page (so it is site chrome, not a per-record alternate), social links to external networks
and share buttons.  Its homepage and 404 page carry the same chrome, as `Portal.site` builds
them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from html import escape
from urllib.parse import quote

from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal

TXT = "text/plain; charset=utf-8"
CSV = "text/csv; charset=utf-8"
XML = "application/xml; charset=utf-8"
JSON = "application/json; charset=utf-8"
BIB = "application/x-bibtex; charset=utf-8"
RIS = "application/x-research-info-systems; charset=utf-8"
ZIP = "application/zip"
PDF = "application/pdf"


@dataclass
class Local(Portal):
    """A portal whose chrome speaks its own language (see the module docstring)."""

    lang: str = "en"
    switch: Sequence[tuple[str, str]] = ()
    banner: str = ""
    social: Sequence[tuple[str, str]] = ()
    search_label: str = "Search"
    login_label: str = "Log in"
    signup_label: str = "Sign up"
    share_label: str = "Share"

    def page(
        self,
        title: str,
        main: str,
        *,
        head: str = "",
        share: str | None = None,
        raw_title: bool = False,
    ) -> str:
        menu = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in self.menu)
        foot = " · ".join(f'<a href="{escape(h)}">{escape(t)}</a>' for h, t in self.footer)
        social = " ".join(
            f'<a class="social" href="{escape(h)}" rel="noopener">{escape(t)}</a>'
            for h, t in self.social
        )
        switch = " | ".join(f'<a href="{escape(h)}">{escape(t)}</a>' for h, t in self.switch)
        banner = ""
        if self.banner:
            banner = (
                f'<div id="cookie-consent" class="cookie-banner" role="dialog"><p>'
                f'{escape(self.banner)} <a href="/privacy">{escape(self.footer_privacy())}</a>'
                "</p><button>OK</button></div>"
            )
        shares = ""
        if share:
            u = quote(share, safe="")
            shares = (
                f'<div class="share-buttons">{escape(self.share_label)}: '
                f'<a href="http://twitter.test/intent/tweet?url={u}">X</a> '
                f'<a href="http://www.facebook.test/sharer.php?u={u}">Facebook</a> '
                f'<a href="http://line.test/share?url={u}">LINE</a></div>'
            )
        t = title if raw_title else self.title(title)
        return f"""<!DOCTYPE html>
<html lang="{self.lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(t)}</title>
<link rel="stylesheet" href="/static/site.css"><script src="/static/site.js" defer></script>
<link rel="icon" href="/static/logo.png">{head}</head>
<body>{banner}
<header class="site-header"><a class="brand" href="/"><img src="/static/logo.png" alt="">
{escape(self.name)}</a>
<div class="lang-switch">{switch}</div>
<nav class="main-nav"><ul>{menu}</ul></nav>
<form class="search" action="/search" method="get"><input name="q" placeholder="{escape(self.search_label)}">
<button>{escape(self.search_label)}</button></form>
<div class="account"><a href="/login">{escape(self.login_label)}</a>
<a href="/signup">{escape(self.signup_label)}</a></div></header>
<main id="content">{main}</main>{shares}
<footer class="site-footer"><p>{foot}</p><p class="social">{social}</p></footer></body></html>
"""

    def footer_privacy(self) -> str:
        return next((t for h, t in self.footer if h == "/privacy"), "Privacy")


def table(rows: Iterable[tuple[str, str]], cls: str = "meta") -> str:
    """A metadata table; the values are HTML (already escaped by the caller)."""
    body = "".join(f"<tr><th>{escape(k)}</th><td>{v}</td></tr>" for k, v in rows)
    return f'<table class="{cls}">{body}</table>'


def a(href: str, text: str, **attrs: str) -> str:
    """A link; non-ASCII in `href` is percent-encoded (as browsers send it)."""
    href = quote(href, safe=":/?&=%#@!$'()*+,;~")
    extra = "".join(f' {k.rstrip("_").replace("_", "-")}="{escape(v)}"' for k, v in attrs.items())
    return f'<a href="{escape(href)}"{extra}>{escape(text)}</a>'


def ul(items: Iterable[str], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def signposting(links: Sequence[tuple[str, str, str]]) -> list[tuple[str, str]]:
    """A Link header from (target, rel, type or "") triples (FAIR Signposting level 1)."""
    parts = []
    for target, rel, ctype in links:
        p = f'<{target}> ; rel="{rel}"'
        if ctype:
            p += f' ; type="{ctype}"'
        parts.append(p)
    return [("Link", " , ".join(parts))]


def html(body: str, headers: list[tuple[str, str]] | None = None) -> Response:
    return Response.html(body, headers=headers)


def build_web(cases: Sequence[Case]) -> VirtualWeb:
    """The web of some cases: cases of one portal type build the same sites, kept once."""
    sites: dict[str, Site] = {}
    for case in cases:
        for site in case.build():
            sites.setdefault(site.host, site)
    return VirtualWeb(sites.values())
