"""Building blocks of heldout22: a `Hub` per portal type (chrome portals plus plain hosts).

A hub holds every host one portal type uses — one or more chrome-wrapped `Portal` hosts
(menus, search, login, footer, 404) and plain hosts serving bare files, redirects or a
file-server index — and the pages and files put on them.  Both cases of a portal type read
the same hub, so a web of several cases serves the same full sites whichever case built
them.  `case()` turns an artifact of a hub into a `Case`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, data

__all__ = ["Hub", "case", "csv", "doc", "head", "image", "jsonld", "links", "pdf", "png"]


def head(
    *,
    generator: str = "",
    site_name: str = "",
    citation: Mapping[str, str | Sequence[str]] | None = None,
    extra: str = "",
) -> str:
    """<head> markup real portal software emits: generator, og:site_name, citation_* meta."""
    out = []
    if generator:
        out.append(f'<meta name="generator" content="{escape(generator)}">')
    if site_name:
        out.append(f'<meta property="og:site_name" content="{escape(site_name)}">')
    for k, v in (citation or {}).items():
        for one in [v] if isinstance(v, str) else v:
            out.append(f'<meta name="citation_{k}" content="{escape(one)}">')
    return "".join(out) + extra


def links(items: Iterable[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    inner = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f"<ul{c}>{inner}</ul>"


def jsonld(obj: str) -> str:
    return f'<script type="application/ld+json">{obj}</script>'


def doc(title: str, *lines: str) -> Response:
    return data(pdf(title, [title, *lines]), "application/pdf")


def csv(*rows: str) -> Response:
    return data("\n".join(rows) + "\n", "text/csv")


def image(w: int = 16, h: int = 12, rgb: tuple[int, int, int] = (120, 90, 60)) -> Response:
    return data(png(w, h, rgb), "image/png")


CHROME_PAGES = (
    ("/browse", "Browse"),
    ("/about", "About"),
    ("/help", "Help"),
    ("/privacy", "Privacy policy"),
    ("/terms", "Terms of use"),
    ("/contact", "Contact us"),
    ("/login", "Log in"),
    ("/signup", "Sign up"),
    ("/search", "Search"),
)


@dataclass
class Hub:
    """The hosts of one portal type.  `portals` are chrome hosts; `plain` serve bare values."""

    portals: list[Portal]
    pages: dict[str, dict[str, PageValue]] = field(default_factory=dict)
    plain: dict[str, dict[str, PageValue]] = field(default_factory=dict)

    @property
    def main(self) -> Portal:
        return self.portals[0]

    def _portal(self, host: str | None) -> Portal:
        if host is None:
            return self.main
        return next(p for p in self.portals if p.host == host)

    def page(
        self,
        path: str,
        title: str,
        main: str,
        *,
        host: str | None = None,
        hd: str = "",
        share: bool = True,
        raw_title: bool = False,
        headers: list[tuple[str, str]] | None = None,
    ) -> str:
        """A chrome-wrapped HTML page at `path` (may carry "?query") of a chrome host; its URL."""
        p = self._portal(host)
        url = p.url(path)
        body = p.page(title, main, head=hd, share=url if share else None, raw_title=raw_title)
        self.pages.setdefault(p.host, {})[path] = Response.html(body, headers=headers)
        return url

    def put(self, path: str, value: PageValue, *, host: str | None = None) -> str:
        """A bare value on a chrome host or on a plain host (created on first use)."""
        if host is None or any(p.host == host for p in self.portals):
            p = self._portal(host)
            self.pages.setdefault(p.host, {})[path] = value
            return p.url(path)
        self.plain.setdefault(host, {})[path] = value
        return f"http://{host}{path}"

    def redirect(self, host: str, path: str, to: str, status: int = 302) -> str:
        return self.put(path, Response.redirect(to, status), host=host)

    def sites(self) -> list[Site]:
        """Fresh sites (fresh request logs) for every host of the hub."""
        out = []
        for p in self.portals:
            pages = dict(self.pages.get(p.host, {}))
            for path, title in CHROME_PAGES:  # chrome targets answer, as on a real portal
                pages.setdefault(path, p.page(title, f"<h1>{title}</h1><p>{p.name}.</p>"))
            out.append(p.site(pages))
        out += [Site(h, pages) for h, pages in self.plain.items()]
        return out


def case(
    hub: Hub,
    name: str,
    imitates: str,
    artifact_class: str,
    expected: str,
    entry: str,
    truth: Iterable[str],
    others: Iterable[str] = (),
    landing: str | None = None,
) -> Case:
    return Case(
        name=name,
        imitates=imitates,
        artifact_class=artifact_class,
        expected=expected,
        entry=entry,
        truth=frozenset(truth),
        build=hub.sites,
        others=frozenset(others),
        landing=landing,
    )


def chrome(
    host: str,
    name: str,
    menu: Sequence[tuple[str, str]] = (),
    *,
    title_format: str = "{title} | {name}",
    home_title: str | None = None,
) -> Portal:
    """A chrome portal with the usual menu and footer (about, help, privacy, terms, social)."""
    base = [("/browse", "Browse"), ("/about", "About"), ("/help", "Help")]
    footer = [
        ("/about", "About"),
        ("/privacy", "Privacy"),
        ("/terms", "Terms of use"),
        ("/contact", "Contact"),
        ("/accessibility", "Accessibility"),
        ("http://twitter.test/" + name.split()[0].lower(), "Twitter"),
    ]
    return Portal(
        host=host,
        name=name,
        menu=[*menu, *base],
        footer=footer,
        title_format=title_format,
        home_title=home_title,
    )
