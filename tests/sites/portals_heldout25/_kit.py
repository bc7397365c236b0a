"""Shared helpers of heldout25: a skinnable portal chrome, bare file hosts, small files.

`Skin` is a `Portal` whose pages, homepage and 404 page all carry the same software-family
chrome (header, menu, search, login, cookie banner, footer, social links), so the ignored
URIs a crawler can learn from the homepage and a 404 page are exactly that chrome, as on
a real installation.  The menu and footer pages of the host are served too (200, chrome).
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Request, Response, Site
from sites.portals._portal import Portal

# hrefs of the chrome's social links: hosts outside the virtual web, never fetched
SOCIAL_DEFAULT = (
    ("https://bsky.app.test/profile/", "Bluesky"),
    ("https://www.linkedin.test/school/", "LinkedIn"),
)


@dataclass
class Skin(Portal):
    """A portal host with its software family's chrome.

    `header` is the HTML placed before the menu (brand, language switch ...), `menu_class`
    and `body_class` mimic the family's markup, `login` is the login href, `cookie` the
    cookie banner's text (its privacy link is `privacy`), `social` the footer's social
    links, `search` the search form's action and field name, `not_found` the 404 text.
    """

    lang: str = "en"
    header: str = ""
    body_class: str = ""
    login: str = "/login"
    login_text: str = "Log in"
    cookie: str = "This site uses cookies to improve your experience."
    privacy: str = "/privacy"
    social: Sequence[tuple[str, str]] = SOCIAL_DEFAULT
    search: tuple[str, str] = ("/search", "q")
    search_text: str = "Search"
    not_found: str = "The page you requested could not be found."
    generator: str = ""

    def page(
        self,
        title: str,
        main: str,
        *,
        head: str = "",
        share: str | None = None,
        raw_title: bool = False,
    ) -> str:
        menu = "".join(
            f'<li class="nav-item"><a class="nav-link" href="{escape(h)}">{escape(t)}</a></li>'
            for h, t in self.menu
        )
        foot = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in self.footer)
        social = "".join(
            f'<a class="social" rel="noopener" href="{escape(h)}">{escape(t)}</a> '
            for h, t in self.social
        )
        t = title if raw_title else self.title(title)
        gen = (
            f'<meta name="generator" content="{escape(self.generator)}">' if self.generator else ""
        )
        action, field_name = self.search
        return f"""<!DOCTYPE html>
<html lang="{self.lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">{gen}
<title>{escape(t)}</title>
<link rel="stylesheet" href="/static/site.css"><script src="/static/site.js" defer></script>
<link rel="icon" href="/static/logo.png">{head}</head>
<body class="{self.body_class}">
<div id="cookie-consent" class="cookie-banner" role="dialog"><p>{escape(self.cookie)}
<a href="{escape(self.privacy)}">{escape(self._privacy_text())}</a></p>
<button type="button" class="btn">OK</button></div>
<header class="site-header"><a class="navbar-brand" href="/"><img src="/static/logo.png"
 alt="">{escape(self.name)}</a>{self.header}
<nav class="navbar" aria-label="main"><ul class="navbar-nav">{menu}</ul></nav>
<form class="search" role="search" action="{escape(action)}" method="get">
<input type="search" name="{escape(field_name)}" aria-label="{escape(self.search_text)}">
<button type="submit">{escape(self.search_text)}</button></form>
<a class="login" href="{escape(self.login)}">{escape(self.login_text)}</a></header>
<main id="main-content">{main}</main>
<footer class="site-footer"><ul class="footer-links">{foot}</ul>
<p class="social">{social}</p></footer></body></html>
"""

    def _privacy_text(self) -> str:
        return {"de": "Datenschutz", "es": "Privacidad", "fr": "Confidentialité"}.get(
            self.lang, "Privacy"
        )

    def not_found_page(self, request: Request) -> Response:
        body = self.page(
            "404",
            f"<h1>404</h1><p>{escape(self.not_found)}</p>"
            f'<p><code>{escape(request.path)}</code></p><p><a href="/">{escape(self.name)}</a></p>',
        )
        return Response.html(body, 200 if self.soft_404 else 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        """The homepage, 404, assets, chrome pages (menu, footer, login, privacy), `pages`."""
        chrome = [*self.menu, *self.footer, (self.login, self.login_text), (self.privacy, "")]
        filler: dict[str, PageValue] = {}
        for href, text in chrome:
            path = href.split("#", 1)[0]
            if path.startswith("/") and path != "/" and path not in pages:
                filler[path] = self.page(text or "Privacy", f"<h1>{escape(text)}</h1>")
        site = super().site({**filler, **pages})
        return site


def signposted(body: str, links: Sequence[tuple[str, str, str]]) -> Response:
    """An HTML page whose response carries Signposting links: (href, rel, type or "")."""
    parts = []
    for href, rel, ctype in links:
        part = f'<{href}> ; rel="{rel}"'
        if ctype:
            part += f' ; type="{ctype}"'
        parts.append(part)
    return Response.html(body, headers=[("Link", " , ".join(parts))])


def files_site(host: str, files: Mapping[str, Response], *, root: PageValue | None = None) -> Site:
    """A bare file host (object store, CDN): files by path, an XML error elsewhere."""

    def missing(request: Request) -> Response:
        xml = (
            '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchKey</Code>'
            f"<Message>The specified key does not exist.</Message><Key>{escape(request.path)}"
            "</Key></Error>\n"
        )
        return Response(404, [("Content-Type", "application/xml")], xml.encode())

    site = Site(host, not_found=missing)
    denied = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code>'
        "<Message>Access Denied</Message></Error>\n"
    )
    site.add("/", root or Response(403, [("Content-Type", "application/xml")], denied.encode()))
    for path, value in files.items():
        site.add(path, value)
    return site


def blob(body: bytes | str, ctype: str, filename: str | None = None) -> Response:
    """A file download; with `filename`, sent as an attachment as repositories do."""
    data = body.encode() if isinstance(body, str) else body
    headers = [("Content-Type", ctype)]
    if filename:
        headers.append(("Content-Disposition", f'attachment; filename="{filename}"'))
    return Response(200, headers, data)


def pdf_file(title: str, *lines: str, filename: str | None = None) -> Response:
    """A one-page PDF whose text starts with `title` (as a paper's first page does)."""
    return blob(pdf(title, list(lines) or ["Preprint."]), "application/pdf", filename)


def zip_file(members: Mapping[str, str], filename: str | None = None) -> Response:
    """A small, deterministic ZIP archive."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in members.items():
            z.writestr(zipfile.ZipInfo(name, date_time=(2025, 6, 1, 12, 0, 0)), text)
    return blob(out.getvalue(), "application/zip", filename)


def csv_file(header: str, rows: int, filename: str | None = None, seed: int = 7) -> Response:
    """A CSV with `rows` deterministic rows under `header` (no title: data files rarely have)."""
    cols = header.count(",") + 1
    lines = [header]
    for i in range(rows):
        lines.append(",".join(str((i * 37 + j * 11 + seed) % 997 / 10) for j in range(cols)))
    return blob("\n".join(lines) + "\n", "text/csv; charset=utf-8", filename)


def text_file(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response(200, [("Content-Type", ctype)], body.encode())


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    """A list of links."""
    li = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f'<ul class="{cls}">{li}</ul>' if cls else f"<ul>{li}</ul>"


def a(href: str, text: str, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f'<a{c} href="{escape(href)}">{escape(text)}</a>'
