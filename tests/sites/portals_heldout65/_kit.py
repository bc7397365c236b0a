"""Shared chrome for heldout65's education portals: cookie banner, analytics, chrome pages.

`Shell` wraps the portal kit's `Portal` with what every real portal of this theme adds
around a record: a cookie-consent banner linking the cookie policy, a tracking script and a
CDN bundle (script sources, not links, so they stay embedded resources), and a served page
for every same-host link the chrome prints (menu, footer, login, sign-up, help, search), so
no printed link dangles.  `site()` builds the host's `Site` from the record pages.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from urllib.parse import quote

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Portal, data

__all__ = ["Shell", "data", "ul"]

COOKIE = (
    '<div class="cookie-consent" role="dialog"><p>We use cookies to keep you signed in and to '
    'count visits. <a href="/cookies">Cookie policy</a></p><button>Accept</button></div>'
)


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    """A list of links (href, text)."""
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


@dataclass
class Shell:
    """One portal host: its `Portal` chrome plus the pages the chrome links to."""

    host: str
    name: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]]
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = ""
    tracker: str = "stats.pulsemeter.hx65.example"
    chrome_extra: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.portal = Portal(
            self.host,
            self.name,
            self.menu,
            self.footer,
            title_format=self.title_format,
            home_title=self.home_title,
            home_main=self.home_main,
        )

    def url(self, path: str) -> str:
        return self.portal.url(path)

    def page(
        self,
        title: str,
        main: str,
        *,
        share: str | None = None,
        raw_title: bool = False,
        head: str = "",
    ) -> str:
        head = (
            f'<script async src="http://{self.tracker}/collect.js?site={quote(self.host)}"></script>'
            '<script src="http://cdn.bundlejet.hx65.example/ui/4.2/ui.min.js"></script>' + head
        )
        return self.portal.page(title, COOKIE + main, head=head, share=share, raw_title=raw_title)

    def chrome_pages(self) -> dict[str, str]:
        """A plain page for every same-host chrome link (menu, footer, login, help...)."""
        out: dict[str, str] = {}
        items = [*self.menu, *self.footer, ("/login", "Log in"), ("/signup", "Sign up")]
        items += [("/help", "Help"), ("/search", "Search"), ("/cookies", "Cookie policy")]
        items += list(self.chrome_extra.items())
        for href, text in items:
            if not href.startswith("/") or href in out:
                continue
            body = f"<h1>{escape(text)}</h1><p>{escape(self.name)}: {escape(text.lower())}.</p>"
            out[href.split("#", 1)[0]] = self.page(text, body)
        return out

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        home = self.page(
            self.home_title or self.name, self.home_main or "<h1>Welcome</h1>", raw_title=True
        )
        return self.portal.site({**self.chrome_pages(), "/": home, **pages})
