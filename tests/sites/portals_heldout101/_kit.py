"""Shared chrome and file makers for heldout101's regional European and Latin-American portals.

`Chrome` extends the portal kit's `Portal` with what these portals print on *every* page
(so also on the homepage and the 404 page): the page language, a cookie banner linking the
cookie policy, an analytics tag and a CDN stylesheet.  `Chrome.site` answers every chrome
link the portal prints (menu, footer, login, sign-up, search, help, cookies) with a small
chrome page, so no printed same-host link is dead.  The file makers build small, valid
bodies (PDF, CSV, BibTeX, RIS, XML, ZIP) whose text is under the case's control: the
significant-string cases need to know exactly which files carry the record's title.
"""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Mapping
from dataclasses import dataclass
from html import escape, unescape
from urllib.parse import urljoin, urlsplit

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal, data

__all__ = [
    "Chrome",
    "bib",
    "csv",
    "pdf_file",
    "ris",
    "text",
    "xml",
    "zip_file",
]


@dataclass
class Chrome(Portal):
    """A portal whose every page carries a cookie banner, an analytics tag and CDN assets."""

    lang: str = "fr"
    cookie_text: str = "Ce site utilise des cookies de mesure d'audience."
    cookie_label: str = "Gestion des cookies"
    analytics: str = "http://www.tagmanager-stats.test/gtag.js?id=G-HX101"
    cdn_css: str = "http://cdn.static-assets.test/bootstrap/5.3/bootstrap.min.css"

    def page(
        self,
        title: str,
        main: str,
        *,
        head: str = "",
        share: str | None = None,
        raw_title: bool = False,
    ) -> str:
        extra = (
            f'<link rel="stylesheet" href="{self.cdn_css}">'
            f'<script async src="{self.analytics}"></script>'
            "<script>window.dataLayer=window.dataLayer||[];</script>"
        )
        banner = (
            '<div class="cookie-banner" role="dialog"><p>'
            f'{escape(self.cookie_text)} <a href="/cookies">{escape(self.cookie_label)}</a>'
            "</p><button type=button>OK</button></div>"
        )
        html = super().page(
            title, banner + main, head=head + extra, share=share, raw_title=raw_title
        )
        return html.replace('<html lang="en">', f'<html lang="{self.lang}">', 1)

    def chrome_paths(self) -> list[tuple[str, str]]:
        """(path, label) of every same-host chrome link the portal prints on each page."""
        fixed = [
            ("/login", "Login"),
            ("/signup", "Sign up"),
            ("/search", "Search"),
            ("/help", "Help"),
            ("/cookies", self.cookie_label),
        ]
        return [(h, t) for h, t in [*self.menu, *self.footer, *fixed] if h.startswith("/")]

    def stub(self, label: str) -> str:
        """A chrome page (browse, profile, policy...): the portal's frame and a heading."""
        return self.page(label, f"<h1>{escape(label)}</h1><p>{escape(self.name)}</p>")

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        """The portal: its pages, a chrome page for every printed chrome link, and a stub
        page for any other same-host path its pages link that no page serves (browse,
        profile and facet pages: real portals answer them, the cases do not need them)."""
        served: dict[str, PageValue] = dict(pages)
        for path, label in self.chrome_paths():
            if path.split("?", 1)[0] not in served and path not in served:
                served[path] = self.stub(label)
        for path, value in list(served.items()):
            html = value if isinstance(value, str) else None
            if isinstance(value, Response) and "html" in (value.header("Content-Type") or ""):
                html = value.body.decode("utf-8")
            if html is not None:
                for target in same_host_paths(self.host, self.url(path), html):
                    if target not in served and target.split("?", 1)[0] not in served:
                        served[target.split("?", 1)[0]] = self.stub(target.strip("/") or "/")
        return super().site(served)


HREF = re.compile(r"""<(?:a|area)\b[^>]*?\bhref\s*=\s*["']([^"']+)["']""", re.I)


def same_host_paths(host: str, base: str, html: str) -> list[str]:
    """The paths (with query) of the links of `html` that stay on `host`."""
    out = []
    for href in HREF.findall(html):
        parts = urlsplit(urljoin(base, unescape(href)))
        if parts.scheme == "http" and parts.hostname == host:
            out.append(parts.path + ("?" + parts.query if parts.query else ""))
    return out


def pdf_file(title: str, *lines: str) -> Response:
    """A one-page PDF (its text is latin-1 in the content stream)."""
    return data(pdf(title, list(lines)), "application/pdf")


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return data(body, ctype)


def csv(rows: list[list[str]]) -> Response:
    return data("\n".join(",".join(r) for r in rows) + "\n", "text/csv; charset=utf-8")


def xml(body: str, ctype: str = "application/xml; charset=utf-8") -> Response:
    return data('<?xml version="1.0" encoding="UTF-8"?>\n' + body + "\n", ctype)


def bib(key: str, title: str, author: str, year: str, extra: str = "") -> Response:
    body = (
        f"@article{{{key},\n  title = {{{title}}},\n  author = {{{author}}},\n"
        f"  year = {{{year}}},{extra}\n}}\n"
    )
    return data(body, "application/x-bibtex; charset=utf-8")


def ris(title: str, author: str, year: str, kind: str = "JOUR") -> Response:
    body = f"TY  - {kind}\nTI  - {title}\nAU  - {author}\nPY  - {year}\nER  - \n"
    return data(body, "application/x-research-info-systems; charset=utf-8")


def zip_file(members: Mapping[str, str]) -> Response:
    """A deflated ZIP archive of text members."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, body in members.items():
            z.writestr(zipfile.ZipInfo(name, (2024, 1, 1, 0, 0, 0)), body)  # fixed date: same bytes
    return data(buf.getvalue(), "application/zip")
