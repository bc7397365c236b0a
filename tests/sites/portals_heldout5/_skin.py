"""Page chrome for the sixth held-out portal set: one `Skin` per portal software family.

Written without reading keepnet's artifact code or the other sets' case modules.  Each
family has its own shell markup (JSF panels for Dataverse, custom elements for DSpace 7,
tables for EPrints, React roots for Invenio, ...) carrying the signatures real installations
show: meta generator, og:site_name, characteristic script and stylesheet paths.  Every page
of a host, the homepage and the (real-status) 404 page included, carries the host's menus,
search, login and footer, so the seed's ignored-URIs list (404 page + homepage links) can
be built, and a heuristic that takes "everything one hop away" visibly over-collects.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from urllib.parse import quote

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

Links = Sequence[tuple[str, str]]


def a(href: str, text: str, **attrs: str) -> str:
    extra = "".join(f' {k.rstrip("_").replace("_", "-")}="{escape(v)}"' for k, v in attrs.items())
    return f'<a href="{escape(href)}"{extra}>{escape(text)}</a>'


def ul(items: Links, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{a(h, t)}</li>" for h, t in items) + "</ul>"


def share(url: str) -> str:
    """Social share links: on every entry page, never part of an artifact."""
    u = quote(url, safe="")
    return (
        '<div class="share-buttons">'
        + a(f"http://twitter.test/intent/tweet?url={u}", "Post")
        + a(f"http://www.linkedin.test/sharing/share-offsite/?url={u}", "LinkedIn")
        + a(f"http://bsky.test/intent/compose?text={u}", "Bluesky")
        + a(f"mailto:?subject=Shared%20item&body={u}", "E-mail")
        + "</div>"
    )


def blob(kind: str, label: str) -> Response:
    """A downloadable file of a given kind (its bytes carry no page title)."""
    if kind == "pdf":
        return Response.data(pdf(label, [label]), "application/pdf")
    if kind == "png":
        return Response.data(png(16, 16), "image/png")
    types = {
        "csv": "text/csv",
        "zip": "application/zip",
        "gz": "application/gzip",
        "json": "application/json",
        "xml": "application/xml",
        "bib": "application/x-bibtex",
        "ris": "application/x-research-info-systems",
        "txt": "text/plain",
        "mp4": "video/mp4",
        "rtf": "application/rtf",
        "ipynb": "application/x-ipynb+json",
        "vtt": "text/vtt",
    }
    body = {
        "csv": "station,time,value\nA1,2019-01-01T00:00,3.2\nA2,2019-01-01T00:00,2.9\n",
        "zip": "PK\x03\x04" + "\x00" * 26,
        "gz": "\x1f\x8b\x08\x00" + "\x00" * 16,
    }.get(kind, f"{kind} payload, {len(label)} bytes of label\n")
    return Response.data(body.encode("latin-1"), types.get(kind, "application/octet-stream"))


def text_file(body: str, ctype: str) -> Response:
    return Response.data(body.encode(), ctype)


@dataclass
class Skin:
    """One host of a portal family.

    `shell` is the family's page template with the fields {lang} {title} {head} {nav}
    {main} {footer} {name} {search}; `title_fmt` places the page title and the site name
    (with {t} and {n}); `assets` are the embedded stylesheet/script paths the shell and
    `head` reference (served so nothing embedded is missing).
    """

    host: str
    name: str
    shell: str
    head: str
    nav: Links
    footer: Links
    assets: Sequence[str]
    title_fmt: str = "{t} | {n}"
    home_title: str | None = None
    home_main: str = ""
    search: str = "/search"
    extra: Mapping[str, PageValue] = field(default_factory=dict)

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def page(self, title: str, main: str, *, head: str = "", raw_title: bool = False) -> str:
        t = title if raw_title else self.title_fmt.format(t=title, n=self.name)
        return self.shell.format(
            lang="en",
            title=escape(t),
            head=self.head + head,
            nav=ul(self.nav, "nav-menu"),
            main=main,
            footer=" ".join(a(h, x) for h, x in self.footer),
            name=escape(self.name),
            search=escape(self.search),
        )

    def _not_found(self, request: Request) -> Response:
        main = f"<h1>404</h1><p>The page {escape(request.path)} does not exist.</p>"
        return Response.html(self.page("Not found", main), 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        site = Site(self.host, not_found=self._not_found)
        home = self.home_title or self.name
        site.add(
            "/", self.page(home, self.home_main or f"<h1>{escape(self.name)}</h1>", raw_title=True)
        )
        for path in self.assets:
            bare = path.split("?")[0]
            if bare.endswith((".png", ".svg", ".ico")):
                site.add(path, Response.data(png(8, 8), "image/png"))
                continue
            kind = "text/css" if ".css" in bare else "text/javascript"
            site.add(path, Response.data(b"/* asset */\n", kind))
        for path, value in {**self.extra, **pages}.items():
            site.add(path, value)
        return site


def file_host(host: str, files: Mapping[str, PageValue]) -> Site:
    """A bare download host (no chrome; 404 for anything else)."""
    return Site(host, files)


def export(fmt: str, title: str, ident: str) -> Response:
    """A metadata or citation export: like the real ones, it carries the title."""
    if fmt == "bibtex":
        return text_file(f"@misc{{{ident},\n  title = {{{title}}},\n}}\n", "application/x-bibtex")
    if fmt == "ris":
        return text_file(
            f"TY  - DATA\nTI  - {title}\nID  - {ident}\nER  - \n",
            "application/x-research-info-systems",
        )
    if fmt in ("xml", "ddi", "datacite-xml", "dublincore", "eml", "marcxml", "endnote"):
        body = f'<?xml version="1.0"?>\n<record id="{escape(ident)}"><title>{escape(title)}</title></record>\n'
        return text_file(body, "application/xml")
    safe = title.replace('"', "'")
    body = f'{{"id": "{ident}", "metadata": {{"title": "{safe}"}}}}\n'
    return text_file(body, "application/json")
