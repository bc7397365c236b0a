"""The small kit heldout18's portals are written with: one `Hub` per portal type.

A hub holds the portal's chrome host (a `Portal` from the shared kit: menus, search, login,
footer, homepage and 404 page around every page) and the plain hosts real portals put beside
it (file stores, DOI and handle resolvers, API and data-service hosts, which answer bare
files and redirects without chrome).  Cases of one portal type share its hub, so every case
builds the same full sites and the set's whole web serves every case.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, data


def link_header(*links: tuple[str, str] | tuple[str, str, str]) -> tuple[str, str]:
    """A Signposting `Link` header: (target, rel) or (target, rel, media type) triples."""
    parts = []
    for link in links:
        target, rel = link[0], link[1]
        typ = f'; type="{link[2]}"' if len(link) == 3 else ""
        parts.append(f'<{target}>; rel="{rel}"{typ}')
    return ("Link", ", ".join(parts))


def a(href: str, text: str, **attrs: str) -> str:
    extra = "".join(f' {k.rstrip("_").replace("_", "-")}="{escape(v)}"' for k, v in attrs.items())
    return f'<a href="{escape(href)}"{extra}>{escape(text)}</a>'


def ul(items: Iterable[str]) -> str:
    return "<ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def meta(generator: str = "", site_name: str = "", **props: str) -> str:
    """Head markup the real software prints: generator, og:* and citation_* meta tags."""
    out = []
    if generator:
        out.append(f'<meta name="generator" content="{escape(generator)}">')
    if site_name:
        out.append(f'<meta property="og:site_name" content="{escape(site_name)}">')
    for k, v in props.items():
        name = k.replace("__", ":")
        attr = "property" if name.startswith("og:") else "name"
        out.append(f'<meta {attr}="{escape(name)}" content="{escape(v)}">')
    return "".join(out)


@dataclass
class LocalPortal(Portal):
    """A portal whose chrome speaks another language: `lang` on <html>, and `words`
    replacing the shared kit's English chrome labels (Log in, Sign up, Search)."""

    lang: str = "en"
    words: Mapping[str, str] = field(default_factory=dict)

    def page(
        self,
        title: str,
        main: str,
        *,
        head: str = "",
        share: str | None = None,
        raw_title: bool = False,
    ) -> str:
        html = super().page(title, main, head=head, share=share, raw_title=raw_title)
        html = html.replace('<html lang="en">', f'<html lang="{self.lang}">', 1)
        for english, local in self.words.items():
            html = html.replace(f">{english}<", f">{local}<")
        return html


GERMAN = {
    "Log in": "Anmelden",
    "Sign up": "Registrieren",
    "Search": "Suchen",
    "Share: ": "Teilen: ",
}
SPANISH = {"Log in": "Acceder", "Sign up": "Registrarse", "Search": "Buscar"}
JAPANESE = {"Log in": "ログイン", "Sign up": "新規登録", "Search": "検索"}
CHINESE = {"Log in": "登录", "Sign up": "注册", "Search": "检索"}


class Hub:
    """One portal type: its chrome host, its plain hosts and every page of both."""

    def __init__(self, kind: str, portal: Portal, plain: Sequence[str] = ()) -> None:
        self.kind = kind
        self.portal = portal
        self.pages: dict[str, PageValue] = {}
        self.plain: dict[str, dict[str, PageValue]] = {h: {} for h in plain}

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
        raw_title: bool = False,
        share: bool = False,
    ) -> str:
        """A chrome-wrapped HTML page on the portal host; its URL."""
        url = self.url(path)
        body = self.portal.page(
            title, main, head=head, share=url if share else None, raw_title=raw_title
        )
        self.pages[path] = Response.html(body, headers=list(headers)) if headers else body
        return url

    def raw(self, path: str, value: PageValue) -> str:
        """Anything served as is on the portal host (bare pages, files, API answers)."""
        self.pages[path] = value
        return self.url(path)

    def file(self, host: str | None, path: str, body: bytes | str, ctype: str) -> str:
        """A file on a plain host (or on the portal host when `host` is None)."""
        if host is None:
            return self.raw(path, data(body, ctype))
        self.plain[host][path] = data(body, ctype)
        return f"http://{host}{path}"

    def pdf(self, host: str | None, path: str, title: str, *lines: str) -> str:
        return self.file(host, path, pdf(title, list(lines)), "application/pdf")

    def png(self, host: str | None, path: str, w: int = 16, h: int = 12) -> str:
        return self.file(host, path, png(w, h, (120, 80, 40)), "image/png")

    def redirect(self, host: str, path: str, to: str, status: int = 302) -> str:
        self.plain[host][path] = Response.redirect(to, status)
        return f"http://{host}{path}"

    def stub(self, path: str, title: str, text: str = "") -> str:
        """Another artifact of the portal: a page that exists, linked but never in a truth."""
        return self.page(path, title, f"<h1>{escape(title)}</h1><p>{escape(text)}</p>")

    def sites(self) -> list[Site]:
        out = [self.portal.site(self.pages)]
        out += [Site(host, pages) for host, pages in self.plain.items()]
        return out

    def case(
        self,
        name: str,
        expected: str,
        entry: str,
        truth: Iterable[str],
        *,
        cls: str,
        detail: str = "",
        others: Iterable[str] = (),
        landing: str | None = None,
    ) -> Case:
        imitates = f"{self.kind} ({detail})" if detail else self.kind
        return Case(
            name=name,
            imitates=imitates,
            artifact_class=cls,
            expected=expected,
            entry=entry,
            truth=frozenset(truth),
            build=self.sites,
            others=frozenset(others),
            landing=landing,
        )
