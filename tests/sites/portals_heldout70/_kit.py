"""Shared chrome and helpers of heldout70's small-and-old-web portals.

`chrome_site` wraps `Portal.site` so that every same-host link the chrome prints (menu,
footer, login, sign-up, search, help) answers with a chrome page, as a real portal does.
`bare` writes the chrome-less pages of hand-made 1990s/2000s sites (no menu, no search),
`text`/`blob`/`doc` make the files.  Host names all end in ``.hx70.example``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal

SUFFIX = "hx70.example"
ANALYTICS = (
    '<script src="http://stats.hitcounter-1999.test/count.js"></script>'
    '<script>var _gaq=_gaq||[];_gaq.push(["_trackPageview"]);</script>'
)
COOKIE = '<div id="cookie-note">This site uses cookies. <a href="/privacy">More</a></div>'


def host(name: str, org: str) -> str:
    return f"{name}.{org}.{SUFFIX}"


def chrome_site(portal: Portal, pages: Mapping[str, PageValue]) -> Site:
    """The portal's site with a chrome page for every same-host menu, footer and login link."""
    filled: dict[str, PageValue] = {}
    for href, label in [
        *portal.menu,
        *portal.footer,
        ("/login", "Log in"),
        ("/signup", "Sign up"),
        ("/search", "Search"),
        ("/help", "Help"),
        ("/privacy", "Privacy"),
    ]:
        if href.startswith("/") and href not in pages:
            filled[href] = portal.page(label, f"<h1>{escape(label)}</h1><p>{escape(label)}.</p>")
    return portal.site({**filled, **pages})


def bare(title: str, body: str, *, bg: str = "#ffffff") -> str:
    """A hand-written page of the old web: table layout, <font>, no chrome."""
    return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html><head><title>{escape(title)}</title>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head>
<body bgcolor="{bg}" text="#000000" link="#0000cc" vlink="#551a8b">
<table width="640" cellpadding="4" border="0"><tr><td><font face="Times">
{body}
</font></td></tr></table></body></html>
"""


def text(body: str) -> Response:
    return Response.data(body.encode(), "text/plain; charset=us-ascii")


def blob(kind: str, size: int = 512, seed: int = 7) -> Response:
    data = bytes((seed * 31 + i * 17) % 256 for i in range(size))
    return Response.data(data, kind)


def doc(title: str, lines: Sequence[str] = ()) -> Response:
    return Response.data(pdf(title, list(lines) or [title]), "application/pdf")


def a(href: str, label: str) -> str:
    return f'<a href="{escape(href)}">{escape(label)}</a>'


def ul(items: Sequence[tuple[str, str]]) -> str:
    return "<ul>" + "".join(f"<li>{a(h, t)}</li>" for h, t in items) + "</ul>"
