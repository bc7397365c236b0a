"""Small shared pieces of the second held-out application instances."""

from __future__ import annotations

import re
from html import escape
from urllib.parse import quote

from keepnet.testweb.site import Request, Response, Site

__all__ = ["add_assets", "add_robots", "atom", "e", "login_page", "plain_page", "q", "rss"]


def e(text: str) -> str:
    return escape(text, quote=True)


def q(text: str) -> str:
    return quote(text, safe="")


def plain_page(title: str, body: str, head: str = "") -> str:
    return (
        f'<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>{e(title)}</title>'
        f"{head}</head>\n<body>\n{body}\n</body></html>\n"
    )


def login_page(title: str, action: str, note: str = "You need to log in first.") -> str:
    return plain_page(
        title,
        f"<h1>{e(title)}</h1><p>{e(note)}</p>"
        f'<form method="post" action="{e(action)}"><label>Username <input name="username">'
        f'</label><label>Password <input type="password" name="password"></label>'
        f'<button type="submit">Log in</button></form>',
    )


def atom(title: str, link: str, items: list[tuple[str, str, str]]) -> Response:
    entries = "".join(
        f'<entry><title type="html"><![CDATA[{t}]]></title><link href="{e(u)}"/><id>{e(u)}</id>'
        f'<content type="html" xml:base="{e(u)}"><![CDATA[{d}]]></content></entry>'
        for t, u, d in items
    )
    xml = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" '
        f'xml:lang="en-gb"><link rel="self" type="application/atom+xml" href="{e(link)}" />'
        f"<title>{e(title)}</title><id>{e(link)}</id>{entries}</feed>\n"
    )
    return Response.text(xml, content_type="application/atom+xml; charset=UTF-8")


def rss(title: str, link: str, items: list[tuple[str, str, str]]) -> Response:
    body = "".join(
        f"<item><title>{e(t)}</title><link>{e(u)}</link><description>{e(d)}</description></item>"
        for t, u, d in items
    )
    xml = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel>'
        f"<title>{e(title)}</title><link>{e(link)}</link>{body}</channel></rss>\n"
    )
    return Response.text(xml, content_type="application/rss+xml; charset=utf-8")


def add_robots(site: Site, disallow: list[str]) -> None:
    lines = "".join(f"Disallow: {d}\n" for d in disallow)
    site.add("/robots.txt", Response.text(f"User-agent: *\n{lines}"))


_ASSET_TYPES = {
    "css": ("text/css", b"/* stylesheet */\n"),
    "js": ("application/javascript", b"/* script */\n"),
    "png": ("image/png", b"\x89PNG\r\n\x1a\n" + b"\x00" * 32),
    "ico": ("image/vnd.microsoft.icon", b"\x00\x00\x01\x00"),
    "svg": ("image/svg+xml", b'<svg xmlns="http://www.w3.org/2000/svg"/>'),
    "xml": ("application/opensearchdescription+xml", b"<OpenSearchDescription/>"),
    "php": ("application/opensearchdescription+xml", b"<OpenSearchDescription/>"),
}


def add_assets(site: Site, prefixes: list[str]) -> None:
    """Answer the static files (stylesheets, scripts, images) under `prefixes`."""
    alts = "|".join(re.escape(p) for p in prefixes)
    pattern = re.compile(rf"(?:{alts}).*\.({'|'.join(_ASSET_TYPES)})")

    def asset(request: Request) -> Response:
        assert request.match
        ctype, body = _ASSET_TYPES[request.match.group(1)]
        return Response(200, [("Content-Type", ctype), ("Cache-Control", "max-age=31536000")], body)

    site.route(pattern)(asset)
