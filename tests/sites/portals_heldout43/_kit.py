"""Shared chrome of the heldout43 portals: a cookie banner, an analytics tag and a CDN
stylesheet on every page (404 page included), a page for every chrome link, data helpers.

`Chrome` extends the portal kit's `Portal` so its 404 and home pages carry the same
banner as record pages (what a real portal's templates do), and `chrome_pages` answers
every same-host menu, footer, login, sign-up, search and help link a page prints.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from html import escape

from keepnet.testweb.site import PageValue, Response
from sites.portals._portal import Portal, data

SUFFIX = "hx43.example"


@dataclass
class Chrome(Portal):
    """A portal whose every page has a cookie banner, an analytics tag and a CDN stylesheet."""

    analytics: str = "matomo"

    def page(
        self,
        title: str,
        main: str,
        *,
        head: str = "",
        share: str | None = None,
        raw_title: bool = False,
    ) -> str:
        head = (
            '<link rel="stylesheet" href="http://cdn.fontstatic.test/css/inter-4.0.css">'
            f'<script async src="http://stats.{self.analytics}.test/tag.js"></script>' + head
        )
        banner = (
            '<div class="cookie-banner" role="dialog"><p>We use cookies for essential '
            'functions and anonymous statistics. See our <a href="/privacy">privacy '
            'policy</a>.</p><button type="button">Accept</button></div>'
        )
        return super().page(title, banner + main, head=head, share=share, raw_title=raw_title)


def chrome_pages(portal: Portal, extra: Mapping[str, str] | None = None) -> dict[str, PageValue]:
    """A page for every same-host chrome link (menu, footer, login, sign-up, search, help)."""
    items = [*portal.menu, *portal.footer, ("/login", "Log in"), ("/signup", "Sign up")]
    items += [("/search", "Search"), ("/help", "Help"), ("/privacy", "Privacy policy")]
    pages: dict[str, PageValue] = {}
    for href, text in items:
        if href.startswith("/") and href != "/" and href not in pages:
            pages[href] = portal.page(
                text, f"<h1>{escape(text)}</h1><p>{escape(text)} at {escape(portal.name)}.</p>"
            )
    for path, text in (extra or {}).items():
        pages[path] = portal.page(text, f"<h1>{escape(text)}</h1>")
    return pages


def text(body: str) -> Response:
    return data(body, "text/plain; charset=utf-8")


def csv(body: str) -> Response:
    return data(body, "text/csv")


def xml(body: str) -> Response:
    return data(body, "application/xml")


def json(body: str) -> Response:
    return data(body, "application/json")


def binary(name: str, size: int = 256) -> Response:
    """Deterministic opaque bytes standing for a compressed archive or binary data file."""
    seed = name.encode()
    return data((seed * (size // max(1, len(seed)) + 1))[:size], "application/octet-stream")


def row(cells: list[str]) -> str:
    return "<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>"


def a(href: str, label: str) -> str:
    return f'<a href="{escape(href)}">{escape(label)}</a>'
