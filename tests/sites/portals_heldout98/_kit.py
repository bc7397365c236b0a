"""Shared chrome and helpers for heldout98's industry-academia and patent portals.

A `Chrome` wraps the portal kit's `Portal` with what the theme's real portals print around
every record: a cookie banner whose settings link is also in the footer, an analytics tag
from a third-party tracker and a UI library from a public CDN (both embedded scripts, never
links), and a served page for every same-host menu, footer and account link
(a real portal answers every link it prints).  `site()` adds those chrome pages under the
record pages; `web()` assembles the sites of some cases, each host once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape

from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal, data, links

__all__ = ["Chrome", "Case", "data", "links", "web", "bib", "ris", "table", "dl"]

ACCOUNT = ("/search", "/login", "/signup", "/help")


@dataclass
class Chrome:
    """A portal host with its menus, footer and banner; `tracker` names the analytics host."""

    host: str
    name: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]]
    tracker: str = "metrics.tagpulse.test"
    cdn: str = "cdn.jsdeliver-mirror.test"
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = ""
    soft_404: bool = False
    banner: str = "We use cookies to keep you signed in and to count visits."
    chrome_pages: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.portal = Portal(
            self.host,
            self.name,
            self.menu,
            self.footer,
            title_format=self.title_format,
            home_title=self.home_title,
            home_main=self.home_main,
            soft_404=self.soft_404,
        )

    def url(self, path: str) -> str:
        return self.portal.url(path)

    def title(self, title: str) -> str:
        return self.portal.title(title)

    def page(
        self,
        title: str,
        main: str,
        *,
        head: str = "",
        share: str | None = None,
        raw_title: bool = False,
    ) -> str:
        """A page in this portal's chrome: banner, analytics, menus, footer."""
        analytics = (
            f'<script async src="http://{self.tracker}/tag.js?site={escape(self.host)}"></script>'
            f'<script src="http://{self.cdn}/npm/alpinejs@3.13.3/dist/cdn.min.js" defer></script>'
        )
        banner = (
            f'<div class="consent" role="dialog"><p>{escape(self.banner)} '
            '<a href="/privacy/cookies">Cookie settings</a> <button>Accept</button></p></div>'
        )
        return self.portal.page(
            title, banner + main, head=head + analytics, share=share, raw_title=raw_title
        )

    def _chrome(self) -> dict[str, PageValue]:
        """A page for every same-host link the chrome prints (menus, footer, account)."""
        out: dict[str, PageValue] = {}
        paths = [h for h, _ in (*self.menu, *self.footer) if h.startswith("/")]
        for path in [*paths, *ACCOUNT, "/privacy/cookies"]:
            p = path.split("?", 1)[0]
            if p == "/" or p in out:
                continue
            label = next((t for h, t in (*self.menu, *self.footer) if h == path), None)
            label = label or p.strip("/").replace("/", " ").replace("-", " ").title()
            body = self.chrome_pages.get(p, f"<p>{escape(label)} of {escape(self.name)}.</p>")
            out[p] = self.page(label, f"<h1>{escape(label)}</h1>{body}")
        return out

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        return self.portal.site({**self._chrome(), **pages})


def web(cases: Iterable[Case]) -> VirtualWeb:
    """The sites of these cases, each host once (cases of one portal share its sites)."""
    out = VirtualWeb()
    for c in cases:
        for s in c.build():
            if s.host not in out.sites:
                out.add(s)
    return out


def bib(key: str, kind: str, fields: Mapping[str, str]) -> str:
    body = ",\n".join(f"  {k} = {{{v}}}" for k, v in fields.items())
    return f"@{kind}{{{key},\n{body}\n}}\n"


def ris(kind: str, fields: Sequence[tuple[str, str]]) -> str:
    return f"TY  - {kind}\n" + "".join(f"{k}  - {v}\n" for k, v in fields) + "ER  - \n"


def table(rows: Sequence[tuple[str, str]], cls: str = "meta") -> str:
    """A two-column metadata table; values are trusted HTML."""
    return (
        f'<table class="{cls}">'
        + "".join(f"<tr><th>{escape(k)}</th><td>{v}</td></tr>" for k, v in rows)
        + "</table>"
    )


def dl(href: str, label: str, size: str = "") -> str:
    extra = f' <span class="size">({escape(size)})</span>' if size else ""
    return f'<a class="download" href="{escape(href)}">{escape(label)}</a>{extra}'


Builder = Callable[[], list[Site]]
