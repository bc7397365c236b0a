"""Building blocks of the heldout24 portals: one `Hub` per portal type.

A hub owns the portal's chrome host (a `Portal` from sites.portals._portal: menus, search,
login, footer, 404 page) and any plain hosts the portal uses (file CDNs, DOI resolvers,
export APIs, neighbouring services).  Cases add their pages and files to the hub; every case
of a hub builds the hub's *whole* set of sites, so the web of all cases serves every case.
Also here: citation/Highwire meta, Signposting `Link` headers and small file bodies.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal

SUFFIX = "hx24.example"
# An empty ZIP archive (end-of-central-directory record only): valid for zip, xlsx, docx.
EMPTY_ZIP = b"PK\x05\x06" + b"\x00" * 18


def host(sub: str, org: str) -> str:
    return f"{sub}.{org}.{SUFFIX}"


@dataclass
class Hub:
    """One portal type: its chrome host `sub.org.hx24.example` and its plain hosts."""

    kind: str
    sub: str
    org: str
    name: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]] = ()
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    generator: str = ""
    pages: dict[str, PageValue] = field(default_factory=dict)
    plain: dict[str, dict[str, PageValue]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.portal = Portal(
            host(self.sub, self.org),
            self.name,
            self.menu,
            self.footer,
            title_format=self.title_format,
            home_title=self.home_title,
        )
        # Menu and footer targets answer like real pages (about, help, journals...).
        for path, label in [*self.menu, *self.footer]:
            if path.startswith("/") and path != "/":
                self.pages.setdefault(
                    path, self.portal.page(label, f"<h1>{escape(label)}</h1><p>{label} page.</p>")
                )

    @property
    def origin(self) -> str:
        return self.portal.origin

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
    ) -> str:
        """A chrome-wrapped page on the portal host; returns its URL."""
        if self.generator:
            head = f'<meta name="generator" content="{escape(self.generator)}">' + head
        body = self.portal.page(title, main, head=head, share=self.url(path) if share else None)
        self.pages[path] = Response.html(body, headers=list(headers))
        return self.url(path)

    def serve(
        self,
        where: str,
        path: str,
        value: PageValue,
        ctype: str | None = None,
        headers: Sequence[tuple[str, str]] = (),
    ) -> str:
        """Serve `value` at `path` on host `where` (a full host name, or the portal's)."""
        if isinstance(value, str | bytes) and ctype is not None:
            raw = value.encode() if isinstance(value, str) else value
            value = Response(200, [("Content-Type", ctype), *headers], raw)
        elif isinstance(value, str) and headers:
            value = Response.html(value, headers=list(headers))
        if where == self.portal.host:
            self.pages[path] = value
        else:
            self.plain.setdefault(where, {})[path] = value
        return f"http://{where}{path}"

    def redirect(self, where: str, path: str, location: str, status: int = 302) -> str:
        return self.serve(where, path, Response.redirect(location, status))

    def sites(self) -> list[Site]:
        out = [self.portal.site(self.pages)]
        for h, pages in sorted(self.plain.items()):
            out.append(Site(h, pages))
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
        return Case(
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


def meta(pairs: Sequence[tuple[str, str]]) -> str:
    """<meta> tags: names with ':' (og:, twitter:) as property=, the rest as name=."""
    out = []
    for k, v in pairs:
        attr = "property" if k.startswith("og:") else "name"
        out.append(f'<meta {attr}="{escape(k)}" content="{escape(v)}">')
    return "".join(out)


def signposting(
    cite_as: str,
    items: Sequence[tuple[str, str]] = (),
    describedby: Sequence[tuple[str, str]] = (),
    authors: Sequence[str] = (),
    license_: str = "",
    type_: str = "https://schema.org/ScholarlyArticle",
) -> tuple[str, str]:
    """A Signposting `Link` header (cite-as, type, author, item, describedby, license)."""
    parts = [f'<{cite_as}> ; rel="cite-as"', f'<{type_}> ; rel="type"']
    parts += [f'<{a}> ; rel="author"' for a in authors]
    parts += [f'<{u}> ; rel="item" ; type="{t}"' for u, t in items]
    parts += [f'<{u}> ; rel="describedby" ; type="{t}"' for u, t in describedby]
    if license_:
        parts.append(f'<{license_}> ; rel="license"')
    return ("Link", " , ".join(parts))


def a(href: str, text: str, **attrs: str) -> str:
    extra = "".join(f' {k.rstrip("_").replace("_", "-")}="{escape(v)}"' for k, v in attrs.items())
    return f'<a href="{escape(href)}"{extra}>{escape(text)}</a>'


def ul(items: Sequence[str], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def doc(title: str, *lines: str) -> bytes:
    return pdf(title, list(lines))


def ris(title: str, doi: str, journal: str = "") -> str:
    return (
        f"TY  - JOUR\nTI  - {title}\nJO  - {journal}\nDO  - {doi}\n"
        f"UR  - https://doi.org/{doi}\nER  - \n"
    )


def bib(title: str, doi: str) -> str:
    key = doi.rsplit("/", 1)[-1].replace(".", "")
    return f"@article{{{key},\n  title = {{{title}}},\n  doi = {{{doi}}}\n}}\n"


def figure(seed: int) -> bytes:
    return png(16, 12, (seed * 37 % 256, seed * 91 % 256, 120))


def csv(title: str, rows: int = 3) -> str:
    return f"# {title}\nsite,value\n" + "".join(f"s{i},{i * 1.5}\n" for i in range(rows))
