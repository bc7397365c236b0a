"""The small kit heldout23's portals are built with: a `Hub` per portal type.

A hub holds one chrome `Portal` (menus, search, login, footer on every page) and any number
of plain hosts beside it (file stores, DOI/handle resolvers, API hosts, THREDDS servers).
Every case of a hub builds the hub's *whole* web, so cases sharing a host serve the same
site and the web of all cases serves every case.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal


@dataclass
class Hub:
    """One portal type: its chrome portal, its other hosts, its pages and its cases."""

    kind: str
    portal: Portal
    pages: dict[str, PageValue] = field(default_factory=dict)
    hosts: dict[str, dict[str, PageValue]] = field(default_factory=dict)
    cases: list[Case] = field(default_factory=list)

    def url(self, path: str) -> str:
        return self.portal.url(path)

    def page(
        self,
        path: str,
        title: str,
        main: str,
        *,
        head: str = "",
        link: Sequence[str] = (),
        share: bool = True,
        raw_title: bool = False,
    ) -> str:
        """A chrome-wrapped HTML page on the portal; `link`: Signposting `Link` values."""
        url = self.url(path)
        body = self.portal.page(
            title, main, head=head, share=url if share else None, raw_title=raw_title
        )
        headers = [("Link", ", ".join(link))] if link else []
        self.pages[path] = Response.html(body, headers=headers)
        return url

    def put(self, path: str, value: PageValue) -> str:
        """Any value (a file, a redirect, a Response with headers) on the portal host."""
        self.pages[path] = value
        return self.url(path)

    def host(self, host: str, path: str, value: PageValue) -> str:
        """Any value on another host of this portal type (file store, resolver, API)."""
        self.hosts.setdefault(host, {})[path] = value
        return f"http://{host}{path}"

    def redirect(self, host: str, path: str, to: str, status: int = 302) -> str:
        return self.host(host, path, Response.redirect(to, status))

    def sites(self) -> list[Site]:
        out = [self.portal.site(self.pages)]
        for host, pages in self.hosts.items():
            out.append(Site(host, pages))
        return out

    def case(
        self,
        name: str,
        variant: str,
        artifact_class: str,
        expected: str,
        entry: str,
        truth: Iterable[str],
        others: Iterable[str] = (),
        landing: str | None = None,
    ) -> Case:
        c = Case(
            name=name,
            imitates=f"{self.kind} ({variant})",
            artifact_class=artifact_class,
            expected=expected,
            entry=entry,
            truth=frozenset(truth),
            build=self.sites,
            others=frozenset(others),
            landing=landing,
        )
        self.cases.append(c)
        return c


def a(href: str, text: str, **attrs: str) -> str:
    extra = "".join(f' {k.rstrip("_").replace("_", "-")}="{escape(v)}"' for k, v in attrs.items())
    return f'<a href="{escape(href)}"{extra}>{escape(text)}</a>'


def ul(items: Iterable[tuple[str, str]]) -> str:
    return "<ul>" + "".join(f"<li>{a(h, t)}</li>" for h, t in items) + "</ul>"


def meta(pairs: Iterable[tuple[str, str]], attr: str = "name") -> str:
    return "".join(f'<meta {attr}="{escape(k)}" content="{escape(v)}">' for k, v in pairs)


def sp(url: str, rel: str, ctype: str = "") -> str:
    """One Signposting link value."""
    t = f' ; type="{ctype}"' if ctype else ""
    return f'<{url}> ; rel="{rel}"{t}'


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def png_file(rgb: tuple[int, int, int] = (90, 60, 30)) -> Response:
    return Response.data(png(16, 12, rgb), "image/png")


def blob(text: str, ctype: str) -> Response:
    return Response.data(text.encode("utf-8"), ctype)


def tiff(seed: str) -> Response:
    """A tiny little-endian TIFF header and a payload: enough to be a GeoTIFF-ish binary."""
    return Response.data(b"II*\x00\x08\x00\x00\x00" + seed.encode() * 8, "image/tiff")
