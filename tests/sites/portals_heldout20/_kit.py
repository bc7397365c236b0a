"""heldout20's builder: one `Hub` per portal type, its chrome hosts and its plain file hosts.

A hub owns every host of one portal type (its chrome `Portal`s, e.g. several tenants of one
multi-tenant repository, and the bare file hosts, CDNs, mirrors and DOI resolvers it uses).
Cases of one type share their hub, so any case's `build()` serves the whole portal: the
whole-set web and a single case's web answer the same for every URI.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal

ROOT = "hx20.example"


def host(name: str, org: str) -> str:
    """`<name>.<org>.hx20.example`: each org is its own registrable domain."""
    return f"{name}.{org}.{ROOT}"


def ul(items: Iterable[tuple[str, str]]) -> str:
    return (
        "<ul>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def a(href: str, text: str, extra: str = "") -> str:
    return f'<a href="{escape(href)}"{extra}>{escape(text)}</a>'


def signposting(pairs: Sequence[tuple[str, str, str | None]]) -> tuple[str, str]:
    """A Signposting `Link` header from (target, rel, type-or-None) triples."""
    parts = []
    for target, rel, typ in pairs:
        part = f'<{target}>; rel="{rel}"'
        if typ:
            part += f'; type="{typ}"'
        parts.append(part)
    return ("Link", ", ".join(parts))


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def raw(body: bytes, ctype: str) -> Response:
    return Response.data(body, ctype)


def blob(text: str, ctype: str) -> Response:
    return Response.data(text.encode(), ctype)


def image(seed: int) -> Response:
    return Response.data(png(16, 16, (seed % 255, 80, 120)), "image/png")


@dataclass
class Hub:
    """One portal type: `kind` names it (Case.imitates starts with it)."""

    kind: str
    portals: Sequence[Portal]
    head: str = ""  # generator meta, og:site_name, the software's scripts: on every page
    pages: dict[str, dict[str, PageValue]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for p in self.portals:
            self.pages.setdefault(p.host, {})

    @property
    def main(self) -> Portal:
        return self.portals[0]

    def _portal(self, on: str | None) -> Portal | None:
        h = on or self.main.host
        return next((p for p in self.portals if p.host == h), None)

    def url(self, path: str, on: str | None = None) -> str:
        return f"http://{on or self.main.host}{path}"

    def page(
        self,
        path: str,
        title: str,
        main: str,
        *,
        on: str | None = None,
        head: str = "",
        headers: Sequence[tuple[str, str]] = (),
        share: bool = True,
        status: int = 200,
    ) -> str:
        """A chrome-wrapped HTML page on a portal host; its absolute URL."""
        portal = self._portal(on)
        assert portal is not None, on
        u = self.url(path, portal.host)
        body = portal.page(title, main, head=self.head + head, share=u if share else None)
        self.pages[portal.host][path] = Response.html(body, status, list(headers))
        return u

    def put(self, on: str, path: str, value: PageValue) -> str:
        """Anything at `path` on any of the hub's hosts (a bare file host when not a portal)."""
        self.pages.setdefault(on, {})[path] = value
        return f"http://{on}{path}"

    def bare(self, on: str, path: str, title: str, body: str, head: str = "") -> str:
        """A chrome-less HTML page (CDN index, mirror listing, old static report page)."""
        html = (
            f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>{escape(title)}</title>'
            f"{head}</head><body>{body}</body></html>\n"
        )
        return self.put(on, path, html)

    def redirect(self, on: str, path: str, to: str, status: int = 302) -> str:
        return self.put(on, path, Response.redirect(to, status))

    def sites(self) -> list[Site]:
        out = []
        for h, pages in self.pages.items():
            portal = self._portal(h)
            if portal is not None:
                out.append(portal.site(pages))
            else:
                out.append(Site(h, pages))
        return out

    def case(
        self,
        name: str,
        detail: str,
        artifact_class: str,
        expected: str,
        entry: str,
        truth: Iterable[str],
        others: Iterable[str] = (),
        landing: str | None = None,
    ) -> Case:
        return Case(
            name=name,
            imitates=f"{self.kind} ({detail})",
            artifact_class=artifact_class,
            expected=expected,
            entry=entry,
            truth=frozenset(truth),
            build=self.sites,
            others=frozenset(others),
            landing=landing,
        )


def meta(
    generator: str = "", site_name: str = "", scripts: Sequence[str] = (), extra: str = ""
) -> str:
    """The head a real portal's software prints: generator, og:site_name, its script paths."""
    out = ""
    if generator:
        out += f'<meta name="generator" content="{escape(generator)}">'
    if site_name:
        out += f'<meta property="og:site_name" content="{escape(site_name)}">'
    out += "".join(f'<script src="{escape(s)}"></script>' for s in scripts)
    return out + extra


def citation(fields: Mapping[str, str | Sequence[str]]) -> str:
    """Highwire/bepress-style citation meta tags."""
    out = ""
    for k, v in fields.items():
        for one in [v] if isinstance(v, str) else v:
            out += f'<meta name="{escape(k)}" content="{escape(one)}">'
    return out
