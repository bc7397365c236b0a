"""Small shared pieces of the second held-out application instances."""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from keepnet.testweb.site import Response, Site

__all__ = ["add_robots", "e", "login_page", "plain_page", "q", "rss"]


def e(text: str) -> str:
    return escape(text, quote=True)


def q(text: str) -> str:
    return quote(text, safe="")


def plain_page(title: str, body: str, head: str = "") -> str:
    return (
        f"<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>{e(title)}</title>"
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
