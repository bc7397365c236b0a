"""Shared chrome for heldout75's non-English portals: a page shell in the portal's language
(menu, search, login, cookie banner, analytics, footer), a chrome 404 page, a homepage with
"new arrivals", and a filler that answers every same-host link a portal prints.

Every portal here is a national or regional repository, journal or data portal whose
labels are in Japanese, Chinese, Korean, Russian, Arabic, Portuguese, Spanish, Polish or
Turkish; the shell is shared, the URL shapes are each portal's own.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import PageValue, Request, Response, Site

ORIGIN_HREF = re.compile(r"""<(?:a|link|area)\b[^>]*?\bhref\s*=\s*["'](/[^"'#]*)""", re.I)


@dataclass
class Labels:
    """The chrome's words in the portal's language."""

    search: str
    login: str
    signup: str
    cookie: str
    accept: str
    not_found: str
    home: str = "Home"


@dataclass
class Chrome:
    """One portal host: its language, menu, footer and title shape."""

    host: str
    name: str
    lang: str
    labels: Labels
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]] = ()
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = ""
    rtl: bool = False
    assets: str = "/static"
    extra_head: str = ""
    share: bool = True

    def url(self, path: str) -> str:
        return f"http://{self.host}{path}"

    def title(self, title: str) -> str:
        return self.title_format.format(title=title, name=self.name)

    def page(self, title: str, main: str, *, head: str = "", raw_title: bool = False) -> str:
        lab = self.labels
        menu = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in self.menu)
        foot = " | ".join(f'<a href="{escape(h)}">{escape(t)}</a>' for h, t in self.footer)
        t = title if raw_title else self.title(title)
        a = self.assets
        direction = ' dir="rtl"' if self.rtl else ""
        return f"""<!DOCTYPE html>
<html lang="{self.lang}"{direction}><head><meta charset="utf-8"><title>{escape(t)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="{a}/main.css"><link rel="icon" href="{a}/logo.png">
<script src="http://cdn.libs-hx.test/jquery/3.7.1/jquery.min.js"></script>
<script src="{a}/app.js" defer></script>
<script async src="http://stats.counter-hx.test/tag.js?site={escape(self.host)}"></script>
{self.extra_head}{head}</head>
<body><div class="cookie-bar">{escape(lab.cookie)} <button>{escape(lab.accept)}</button></div>
<header><a class="logo" href="/"><img src="{a}/logo.png" alt="">{escape(self.name)}</a>
<nav><ul>{menu}</ul></nav>
<form action="/search" method="get" role="search"><input name="q" placeholder="{escape(lab.search)}">
<button>{escape(lab.search)}</button></form>
<div class="user"><a href="/login">{escape(lab.login)}</a> <a href="/register">{escape(lab.signup)}</a></div>
</header>
<main>{main}</main>
<footer><p>{foot}</p><p>&copy; {escape(self.name)}</p></footer></body></html>
"""

    def share_links(self, url: str) -> str:
        """Share buttons (off-site links): only for portals whose heuristic ignores them."""
        if not self.share:
            return ""
        from urllib.parse import quote

        u = quote(url, safe="")
        return (
            f'<p class="share"><a href="http://x.share-hx.test/intent?url={u}">X</a> '
            f'<a href="http://line.share-hx.test/share?url={u}">LINE</a></p>'
        )

    def not_found_body(self, path: str) -> str:
        return self.page(
            self.labels.not_found,
            f"<h1>404</h1><p>{escape(self.labels.not_found)}: <code>{escape(path)}</code></p>",
        )

    def not_found(self, request: Request) -> Response:
        return Response.html(self.not_found_body(request.path), 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        """The host with its homepage, assets, 404 page, `pages`, and a chrome page for
        every other same-host link any of them prints (a real portal answers them all)."""
        home = self.page(
            self.home_title or self.name, self.home_main or "<h1>Welcome</h1>", raw_title=True
        )
        site = Site(self.host, not_found=self.not_found)
        a = self.assets
        site.add("/", home)
        site.add(
            f"{a}/main.css", Response.data(b"body{margin:0 auto;max-width:70em}\n", "text/css")
        )
        site.add(f"{a}/app.js", Response.data(b"window.portal={};\n", "text/javascript"))
        site.add(f"{a}/logo.png", Response.data(png(8, 8, (120, 30, 60)), "image/png"))
        for path, value in pages.items():
            site.add(path, value)
        self._fill(site)
        return site

    def _fill(self, site: Site) -> None:
        todo = [self.not_found_body("/")]
        todo += [_html_of(v) for v in site.pages.values()]
        while todo:
            body = todo.pop()
            for href in ORIGIN_HREF.findall(body):
                path = href.replace("&amp;", "&")
                if path in site.pages or path.split("?", 1)[0] in site.pages:
                    continue
                label = path.strip("/").split("?")[0].replace("/", " / ") or self.name
                page = self.page(label, f"<h1>{escape(label)}</h1><p>…</p>")
                site.add(path, page)
                todo.append(page)


def _html_of(value: object) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, Response) and "html" in (value.header("Content-Type") or ""):
        return value.body.decode("utf-8", "replace")
    return ""


@dataclass
class Record:
    """Plain values of one record, shared by a portal's page builders."""

    rid: str
    title: str
    authors: Sequence[str]
    year: str
    abstract: str
    files: Sequence[tuple[str, str]] = ()  # (file name, description)
    extra: dict[str, str] = field(default_factory=dict)


def file_body(name: str, text: str) -> PageValue:
    """A small downloadable file whose type follows its name."""
    if name.endswith(".png"):
        return Response.data(png(6, 6), "image/png")
    if name.endswith(".zip"):
        return Response.data(b"PK\x05\x06" + b"\x00" * 18, "application/zip")
    if name.endswith(".csv"):
        return Response.data(text.encode(), "text/csv; charset=utf-8")
    if name.endswith(".json"):
        return Response.data(text.encode(), "application/json")
    if name.endswith(".xml"):
        return Response.data(text.encode(), "application/xml")
    if name.endswith(".pdf"):
        from keepnet.testweb.assets import pdf

        return Response.data(
            pdf(name, [text.encode("ascii", "replace").decode()]), "application/pdf"
        )
    return Response.data(text.encode(), "text/plain; charset=utf-8")


def ul(items: Sequence[tuple[str, str]]) -> str:
    return (
        "<ul>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )
