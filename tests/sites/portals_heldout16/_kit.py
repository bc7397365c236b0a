"""Builders for the heldout16 mock portals: one `Hub` per portal type collects the chrome
pages of every artifact on that portal plus its chrome-less file hosts (CDNs, storage
buckets, DOI resolvers), so every case of a portal type builds the same full sites."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from urllib.parse import urlsplit

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, data, links

__all__ = ["Case", "Hub", "Portal", "data", "links", "signposting"]


class Hub:
    """One portal type: its chrome `Portal` and its plain file hosts, filled page by page."""

    def __init__(self, portal: Portal) -> None:
        self.portal = portal
        self.pages: dict[str, PageValue] = {}
        self.files: dict[str, dict[str, PageValue]] = {}

    def url(self, path: str) -> str:
        return self.portal.url(path)

    def page(
        self,
        path: str,
        title: str,
        main: str,
        *,
        head: str = "",
        headers: Sequence[tuple[str, str]] = (),
        share: bool = True,
        raw_title: bool = False,
    ) -> str:
        """A chrome-wrapped HTML page at `path` on the portal host; returns its URL."""
        url = self.url(path)
        body = self.portal.page(
            title, main, head=head, share=url if share else None, raw_title=raw_title
        )
        self.pages[path] = Response.html(body, headers=list(headers))
        return url

    def raw(self, path: str, value: PageValue) -> str:
        self.pages[path] = value
        return self.url(path)

    def file(self, url: str, body: bytes | str, ctype: str) -> str:
        """A plain file at an absolute URL (portal host or a file host); returns the URL."""
        return self.put(url, data(body, ctype))

    def put(self, url: str, value: PageValue) -> str:
        parts = urlsplit(url)
        path = parts.path + (f"?{parts.query}" if parts.query else "")
        if parts.hostname == self.portal.host:
            self.pages[path] = value
        else:
            self.files.setdefault(parts.hostname or "", {})[path] = value
        return url

    def sites(self) -> list[Site]:
        return [self.portal.site(self.pages)] + [
            Site(host, dict(pages)) for host, pages in sorted(self.files.items())
        ]

    def case(
        self,
        name: str,
        imitates: str,
        artifact_class: str,
        expected: str,
        entry: str,
        truth: Iterable[str],
        others: Iterable[str] = (),
        landing: str | None = None,
    ) -> Case:
        build: Callable[[], list[Site]] = self.sites
        return Case(
            name=name,
            imitates=imitates,
            artifact_class=artifact_class,
            expected=expected,
            entry=entry,
            truth=frozenset(truth),
            build=build,
            others=frozenset(others),
            landing=landing,
        )


def signposting(
    cite_as: str, items: Iterable[tuple[str, str]], describedby: str = ""
) -> list[tuple[str, str]]:
    """A Signposting `Link` header: cite-as, one `item` per (URL, type), describedby."""
    parts = [f'<{cite_as}>; rel="cite-as"']
    parts += [f'<{u}>; rel="item"; type="{t}"' for u, t in items]
    if describedby:
        parts.append(f'<{describedby}>; rel="describedby"; type="application/ld+json"')
    return [("Link", ", ".join(parts))]
