"""The small building kit of the heldout19 portals: one `Hub` per portal type.

A hub owns the portal's chrome host (a `Portal` from the shared kit, so every page carries
menus, search, login, footer and social links) and any number of plain hosts around it —
file stores, CDNs, IIIF servers, PID resolvers, APIs — each served as its own `Site`.  Every
case of one portal type builds the hub's whole web, so cases sharing a host serve the same
pages and the web of all cases serves every case.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, data

SOCIAL = (
    ("http://twitter.test/share", "X / Twitter"),
    ("http://www.facebook.test/share", "Facebook"),
    ("http://mastodon.test/@share", "Mastodon"),
)


def chrome_page(portal: Portal, title: str) -> str:
    """A plain chrome page (about, help, privacy...) so menu links answer like a real site."""
    return portal.page(title, f"<h1>{escape(title)}</h1><p>General information about the site.</p>")


def plain_html(title: str, body: str, head: str = "") -> str:
    """A page without portal chrome (file-store index, disclaimer, API browser...)."""
    return (
        f'<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>{escape(title)}</title>'
        f"{head}</head><body>{body}</body></html>\n"
    )


def link_header(links: Iterable[tuple[str, str, str]]) -> str:
    """A Signposting `Link` header from (target, rel, type) triples ("" type: none)."""
    parts = []
    for target, rel, ctype in links:
        part = f'<{target}> ; rel="{rel}"'
        if ctype:
            part += f' ; type="{ctype}"'
        parts.append(part)
    return " , ".join(parts)


@dataclass
class Hub:
    """One portal type: its chrome portal, its other hosts, and the cases built on them."""

    kind: str
    portal: Portal
    pages: dict[str, PageValue] = field(default_factory=dict)
    hosts: dict[str, dict[str, PageValue]] = field(default_factory=dict)

    def url(self, path: str) -> str:
        return self.portal.url(path)

    def page(
        self,
        path: str,
        title: str,
        main: str,
        *,
        head: str = "",
        link: Sequence[tuple[str, str, str]] = (),
        raw_title: bool = False,
        share: bool = True,
    ) -> str:
        """A chrome-wrapped page of the portal host; its absolute URL."""
        url = self.url(path)
        body = self.portal.page(
            title, main, head=head, share=url if share else None, raw_title=raw_title
        )
        headers = [("Link", link_header(link))] if link else []
        self.pages[path] = Response.html(body, headers=headers)
        return url

    def raw(self, path: str, value: PageValue) -> str:
        """Any answer on the portal host (file, export, redirect); its absolute URL."""
        self.pages[path] = value
        return self.url(path)

    def file(self, host: str, path: str, value: PageValue | bytes, ctype: str = "") -> str:
        """A file (or page, or redirect) on another host of this portal type; its URL."""
        if isinstance(value, bytes) and ctype:
            value = data(value, ctype)
        self.hosts.setdefault(host, {})[path] = value
        return f"http://{host}{path}"

    def sites(self) -> list[Site]:
        chrome: dict[str, PageValue] = {}
        for href, text in [*self.portal.menu, *self.portal.footer]:
            if href.startswith("/") and href != "/" and href not in self.pages:
                chrome[href.split("?", 1)[0]] = chrome_page(self.portal, text)
        for href in ("/login", "/signup"):
            chrome.setdefault(href, chrome_page(self.portal, href[1:].title()))
        out = [self.portal.site({**chrome, **self.pages})]
        for host, pages in self.hosts.items():
            out.append(Site(host, pages))
        return out

    def case(
        self,
        name: str,
        *,
        expected: str,
        artifact_class: str,
        entry: str,
        truth: Iterable[str],
        others: Iterable[str] = (),
        landing: str | None = None,
        imitates: str | None = None,
    ) -> Case:
        return Case(
            name=name,
            imitates=imitates or self.kind,
            artifact_class=artifact_class,
            expected=expected,
            entry=entry,
            truth=frozenset(truth),
            build=self.sites,
            others=frozenset(others),
            landing=landing,
        )


def footer(org: str) -> list[tuple[str, str]]:
    """A typical institutional footer: legal pages, accessibility, contact and social."""
    return [
        ("/about/privacy", "Privacy"),
        ("/about/terms", "Terms of use"),
        ("/about/accessibility", "Accessibility"),
        ("/contact", f"Contact {org}"),
        *SOCIAL,
    ]
