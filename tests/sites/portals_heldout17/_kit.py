"""The builder of heldout17's mock portals: one `Hub` per portal type.

A hub holds the chrome `Portal` of its main host (menus, search, login, footer, 404 page)
plus plain hosts for what real portals serve elsewhere (file stores, CDNs, DOI resolvers,
APIs).  `page()` adds a chrome-wrapped page, `put()`/`file()` add any answer on any of the
hub's hosts, `sites()` builds them all, and `case()` makes a `Case` whose `build` is the
hub's whole web, so cases of one portal type share one set of sites.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from urllib.parse import urlsplit

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, data

FOOTER = (
    ("/about", "About"),
    ("/contact", "Contact"),
    ("/accessibility", "Accessibility"),
    ("/privacy", "Privacy notice"),
    ("/terms", "Terms of use"),
    ("http://twitter.test/share", "X / Twitter"),
    ("http://www.linkedin.test/company", "LinkedIn"),
)


class Hub:
    """A portal type's hosts: the chrome portal and the plain hosts beside it."""

    def __init__(
        self,
        kind: str,
        host: str,
        name: str,
        menu: Sequence[tuple[str, str]],
        *,
        head: str = "",
        title_format: str = "{title} | {name}",
        home_title: str | None = None,
        footer: Sequence[tuple[str, str]] = FOOTER,
        scripts: Iterable[str] = (),
    ) -> None:
        self.kind = kind
        self.portal = Portal(
            host,
            name,
            menu,
            footer,
            title_format=title_format,
            home_title=home_title,
            home_main=f"<h1>{name}</h1><p>Search and browse the collection.</p>",
        )
        scripts = list(scripts)
        self.head = head + "".join(f'<script src="{s}" defer></script>' for s in scripts)
        self.hosts: dict[str, dict[str, PageValue]] = {host: {}}
        for s in scripts:
            self.put(self.portal.url(s), data("/* bundle */\n", "text/javascript"))
        # The chrome's own pages answer, as on a real portal (so over-collection is visible
        # as 200 pages, not 404s).
        for path, title in [*menu, *footer, ("/login", "Log in"), ("/signup", "Sign up")]:
            if path.startswith("/") and path not in self.hosts[host]:
                self.page(path, title, f"<h1>{title}</h1><p>{title} of {name}.</p>", share=False)

    @property
    def host(self) -> str:
        return self.portal.host

    def url(self, path: str) -> str:
        return self.portal.url(path)

    def page(
        self,
        path: str,
        title: str,
        main: str,
        *,
        head: str = "",
        links: Sequence[tuple[str, str]] = (),
        share: bool = True,
        raw_title: bool = False,
    ) -> str:
        """A chrome-wrapped HTML page on the portal host; `links` become HTTP Link headers."""
        url = self.url(path)
        body = self.portal.page(
            title, main, head=self.head + head, share=url if share else None, raw_title=raw_title
        )
        if links:
            value: PageValue = Response.html(body, headers=[("Link", link_header(links))])
        else:
            value = body
        return self.put(url, value)

    def put(self, url: str, value: PageValue) -> str:
        """Serve `value` at the absolute `url` (on the portal host or any other hub host)."""
        parts = urlsplit(url)
        assert parts.hostname is not None, url
        key = parts.path + ("?" + parts.query if parts.query else "")
        self.hosts.setdefault(parts.hostname, {})[key] = value
        return url

    def file(self, url: str, body: bytes | str, ctype: str) -> str:
        return self.put(url, data(body, ctype))

    def pdf(self, url: str, title: str, *lines: str) -> str:
        return self.put(url, data(pdf(title, list(lines) or [title]), "application/pdf"))

    def image(self, url: str, rgb: tuple[int, int, int] = (120, 80, 40)) -> str:
        return self.put(url, data(png(16, 12, rgb), "image/png"))

    def redirect(self, url: str, location: str, status: int = 302) -> str:
        return self.put(url, Response.redirect(location, status))

    def sites(self) -> list[Site]:
        out = []
        for host, pages in self.hosts.items():
            if host == self.host:
                out.append(self.portal.site(pages))
            else:
                out.append(Site(host, pages))
        return out

    def case(
        self,
        name: str,
        artifact_class: str,
        expected: str,
        entry: str,
        truth: Iterable[str],
        *,
        others: Iterable[str] = (),
        landing: str | None = None,
        variant: str = "",
    ) -> Case:
        return Case(
            name=name,
            imitates=f"{self.kind} ({variant})" if variant else self.kind,
            artifact_class=artifact_class,
            expected=expected,
            entry=entry,
            truth=frozenset(truth),
            build=self.sites,
            others=frozenset(others),
            landing=landing,
        )


def link_header(links: Sequence[tuple[str, str]]) -> str:
    """An HTTP Link header from (target, params) pairs: `<t>; rel="item"; type="…"`."""
    return ", ".join(f"<{target}>; {params}" for target, params in links)


def a(href: str, text: str) -> str:
    return f'<a href="{href}">{text}</a>'


def ul(items: Iterable[str]) -> str:
    return "<ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def meta(**props: str) -> str:
    """<meta> tags: an "og_" key becomes an Open Graph property ("og_site_name" ->
    og:site_name), any other key a name as given (generator, citation_title, ...)."""
    out = []
    for key, value in props.items():
        if key.startswith("og_"):
            out.append(f'<meta property="og:{key[3:]}" content="{escape(value)}">')
        else:
            out.append(f'<meta name="{key}" content="{escape(value)}">')
    return "".join(out)
