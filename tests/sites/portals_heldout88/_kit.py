"""Shared chrome for heldout88's portals: header, cookie banner, footer, assets, and a filler
that answers every same-host link a portal prints.

`Chrome.site()` builds one host: the homepage, a chrome-wrapped real 404, local "CDN"
assets and an analytics script, the given pages, and a plain chrome page for every
same-host link those pages print that was not given (login, help, search, tag lists...).
`forbid` names path prefixes that belong to artifacts: a filler page there would be an
unwritten artifact page, so it raises instead of silently serving chrome.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape, unescape
from urllib.parse import urljoin, urlsplit

from keepnet.testweb.assets import png
from keepnet.testweb.site import PageValue, Request, Response, Site

HREF = re.compile(r"""<(?:a|link|area)\b[^>]*?\bhref\s*=\s*["']([^"']+)["']""", re.I)
CSS = b"body{font:15px/1.5 system-ui;margin:0} .wrap{max-width:72em;margin:auto}\n"
JS = b"window.dataLayer=window.dataLayer||[];dataLayer.push({event:'pageview'});\n"


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    """A list of links."""
    lis = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f'<ul class="{cls}">{lis}</ul>'


def csv(title: str, header: str, rows: Sequence[str]) -> Response:
    """A CSV file whose first comment line names the record (as many exporters write)."""
    body = f"# {title}\n{header}\n" + "\n".join(rows) + "\n"
    return Response.data(body.encode(), "text/csv")


def blob(body: str, ctype: str) -> Response:
    return Response.data(body.encode(), ctype)


@dataclass
class Chrome:
    """One portal host and its page furniture."""

    host: str
    name: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]]
    title_fmt: str = "{title} | {name}"
    home_title: str = ""
    home_main: str = ""
    login: str = "/account/login"

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def title(self, title: str) -> str:
        return self.title_fmt.format(title=title, name=self.name)

    def page(
        self,
        title: str,
        main: str,
        *,
        raw_title: bool = False,
        aside: str = "",
        share: str = "",
        head: str = "",
    ) -> str:
        t = title if raw_title else self.title(title)
        shares = ""
        if share:
            shares = (
                '<div class="share">Share: '
                f'<a href="http://x.test/intent/post?url={escape(share)}">X</a> '
                f'<a href="http://www.linkedin.test/shareArticle?url={escape(share)}">LinkedIn</a>'
                "</div>"
            )
        side = f'<aside class="sidebar">{aside}</aside>' if aside else ""
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{escape(t)}</title>
<meta name="viewport" content="width=device-width">
<link rel="stylesheet" href="/_cdn/ui-kit-4.2.min.css">
<link rel="icon" href="/_cdn/favicon.png">
<script async src="/_cdn/tagmanager.js"></script>{head}</head>
<body><div id="cookie-consent" role="dialog">We use cookies to measure traffic.
<a href="/legal/cookies">Cookie settings</a> <button>Accept all</button></div>
<header class="wrap"><a class="logo" href="/"><img src="/_cdn/favicon.png" alt="">
{escape(self.name)}</a><nav>{ul(self.menu, "menu")}</nav>
<form action="/search" method="get" role="search"><input name="q" placeholder="Search">
</form><a class="login" href="{self.login}">Sign in</a></header>
<div class="wrap"><main>{main}</main>{side}</div>{shares}
<footer class="wrap">{ul(self.footer, "foot")}<p>&copy; {escape(self.name)}</p></footer>
</body></html>
"""

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Not found",
            f"<h1>404</h1><p>Nothing lives at {escape(request.path)}. "
            'Try the <a href="/search">search</a>.</p>',
        )
        return Response.html(body, 404)

    def site(self, pages: Mapping[str, PageValue], *, forbid: Sequence[str] = ()) -> Site:
        """The host with `pages`, the chrome around them, and a page for every printed link."""
        home = self.page(
            self.home_title or self.name,
            self.home_main or f"<h1>{escape(self.name)}</h1>",
            raw_title=True,
        )
        all_pages: dict[str, PageValue] = {
            "/": home,
            "/_cdn/ui-kit-4.2.min.css": Response.data(CSS, "text/css"),
            "/_cdn/tagmanager.js": Response.data(JS, "text/javascript"),
            "/_cdn/favicon.png": Response.data(png(16, 16), "image/png"),
            **pages,
        }
        self._fill(all_pages, forbid)
        site = Site(self.host, not_found=self.not_found)
        for path, value in all_pages.items():
            site.add(path, value)
        return site

    def _fill(self, pages: dict[str, PageValue], forbid: Sequence[str]) -> None:
        todo = list(pages.items())
        todo.append(("/404", self.not_found(Request("GET", "/x", "", self.host, "/x", "", []))))
        while todo:
            path, value = todo.pop()
            html = _html_of(value)
            if html is None:
                continue
            for href in HREF.findall(html):
                u = urljoin(self.url(path.split("?")[0]), unescape(href)).split("#", 1)[0]
                s = urlsplit(u)
                if s.hostname != self.host or s.path in pages:
                    continue
                key = s.path + ("?" + s.query if s.query else "")
                if key in pages:
                    continue
                if any(s.path.startswith(p) for p in forbid):
                    raise ValueError(f"artifact page not written: {u}")
                label = s.path.strip("/").replace("/", " / ").replace("-", " ") or "Home"
                page = self.page(
                    label.title(),
                    f"<h1>{escape(label.title())}</h1><p>This section of {escape(self.name)} "
                    'is maintained by the portal team. <a href="/">Back to the start page</a>.</p>',
                )
                pages[s.path] = page
                todo.append((s.path, page))


def _html_of(value: PageValue) -> str | None:
    if isinstance(value, str):
        return value
    if isinstance(value, Response) and "html" in (value.header("Content-Type") or ""):
        return value.body.decode("utf-8", "replace")
    return None
