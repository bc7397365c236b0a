"""The small kit heldout21's portals are built with: a `Hub` per portal type.

A hub holds one chrome `Portal` (menus, search, login, footer, 404 page — from the shared
portal kit) and any number of plain hosts (file CDNs, raw hosts, API hosts, DOI
resolvers) that serve bare files and redirects.  Helpers add pages and files and return
their absolute URLs, so a case's truth is written from the same values the pages link.
`Hub.sites()` builds fresh `Site`s every call (each web gets clean request logs), and
every case of a hub builds the same full set of sites.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from urllib.parse import urlsplit

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal

ORG = "hx21.example"


def host(name: str, org: str) -> str:
    """`<name>.<org>.hx21.example`: every org is its own registrable domain."""
    return f"{name}.{org}.{ORG}"


def a(href: str, text: str, **attrs: str) -> str:
    extra = "".join(f' {k.rstrip("_").replace("_", "-")}="{escape(v)}"' for k, v in attrs.items())
    return f'<a href="{escape(href)}"{extra}>{escape(text)}</a>'


def ul(items: Iterable[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{a(h, t)}</li>" for h, t in items) + "</ul>"


def meta(**props: str | Sequence[str]) -> str:
    """<meta> tags: citation_* and generator by name, og_* as og: properties."""
    out = []
    for key, value in props.items():
        values = [value] if isinstance(value, str) else list(value)
        for v in values:
            if key.startswith("og_") or key.startswith("article_"):
                prop = key.replace("_", ":", 1)
                out.append(f'<meta property="{prop}" content="{escape(v)}">')
            else:
                out.append(f'<meta name="{key.replace("__", ":")}" content="{escape(v)}">')
    return "".join(out)


def linkset(*links: tuple[str, str] | tuple[str, str, str]) -> str:
    """An HTTP Link header value (RFC 8288) as Signposting portals send it."""
    parts = []
    for link in links:
        url, rel = link[0], link[1]
        p = f'<{url}> ; rel="{rel}"'
        if len(link) == 3:
            p += f' ; type="{link[2]}"'  # type: ignore[misc]
        parts.append(p)
    return " , ".join(parts)


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def blob(body: str | bytes, ctype: str) -> Response:
    return Response.data(body.encode() if isinstance(body, str) else body, ctype)


class Hub:
    """One portal type: a chrome portal plus plain hosts, and the cases built on them."""

    def __init__(self, portal: Portal, imitates: str) -> None:
        self.portal = portal
        self.imitates = imitates
        self.pages: dict[str, PageValue] = {}
        self.plain: dict[str, dict[str, PageValue]] = {}
        self.also: list[Hub] = []  # further chrome portals of the same portal type
        self.root: Hub = self  # the hub whose sites() builds the whole portal type

    def join(self, other: Hub) -> Hub:
        """Serve `other` (another chrome portal of the same type) with this hub's sites."""
        self.also.append(other)
        other.root = self
        return other

    def url(self, path: str) -> str:
        return self.portal.url(path)

    def page(
        self,
        path: str,
        title: str,
        main: str,
        *,
        head: str = "",
        link: str | None = None,
        share: bool = True,
        raw_title: bool = False,
        status: int = 200,
    ) -> str:
        """A chrome-wrapped page on the portal host; `link` is an HTTP Link header."""
        url = self.url(path)
        body = self.portal.page(
            title, main, head=head, share=url if share else None, raw_title=raw_title
        )
        headers = [("Link", link)] if link else []
        self.pages[path] = Response.html(body, status, headers)
        return url

    def raw(self, url: str, value: PageValue) -> str:
        """Serve `value` at an absolute URL, on the portal or on a plain host."""
        parts = urlsplit(url)
        path = parts.path + (f"?{parts.query}" if parts.query else "")
        if parts.hostname == self.portal.host:
            self.pages[path] = value
        else:
            assert parts.hostname
            self.plain.setdefault(parts.hostname, {})[path] = value
        return url

    def redirect(self, url: str, target: str, status: int = 302) -> str:
        return self.raw(url, Response.redirect(target, status))

    def sites(self) -> list[Site]:
        out = [self.portal.site(self.pages)]
        out += [Site(h, dict(pages)) for h, pages in sorted(self.plain.items())]
        for hub in self.also:
            out += hub.sites()
        return out

    def case(
        self,
        name: str,
        kind: str,
        artifact_class: str,
        expected: str,
        entry: str,
        truth: Iterable[str],
        *,
        others: Iterable[str] = (),
        landing: str | None = None,
    ) -> Case:
        return Case(
            name=name,
            imitates=f"{self.imitates} ({kind})",
            artifact_class=artifact_class,
            expected=expected,
            entry=entry,
            truth=frozenset(truth),
            build=self.root.sites,
            others=frozenset(others),
            landing=landing,
        )


def stub(hub: Hub, path: str, title: str, text: str = "") -> str:
    """Another artifact or a chrome page on the portal: a plain chrome-wrapped page."""
    return hub.page(path, title, f"<h1>{escape(title)}</h1><p>{escape(text or title)}</p>")
