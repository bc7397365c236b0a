"""Small builders shared by the ninth held-out set's case modules.

Anchors and lists with escaped hrefs, a served page for every menu, footer, login and help
path of a portal (so the chrome a heuristic over-collects answers 200 as on a real portal),
plain stub pages for the other artifacts and profiles an entry links to, and file bodies.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal

CC_BY = "http://creativecommons.test/licenses/by/4.0/"
CC0 = "http://creativecommons.test/publicdomain/zero/1.0/"
FOOTER: tuple[tuple[str, str], ...] = (
    ("/about", "About"),
    ("/privacy", "Privacy policy"),
    ("/terms", "Terms of use"),
    ("/contact", "Contact"),
    ("http://status.test/", "Status"),
    ("http://mastodon.test/@portal", "Mastodon"),
)


def a(href: str, text: str, attrs: str = "") -> str:
    """An anchor with an escaped href (query strings keep their ``&amp;``)."""
    return f'<a href="{escape(href)}"{attrs}>{escape(text)}</a>'


def ul(items: Iterable[tuple[str, str]], cls: str = "") -> str:
    klass = f' class="{cls}"' if cls else ""
    return f"<ul{klass}>" + "".join(f"<li>{a(h, t)}</li>" for h, t in items) + "</ul>"


def jsonld(obj: Mapping[str, object]) -> str:
    """A schema.org JSON-LD block, as dataset landing pages embed for search engines."""
    body = json.dumps({"@context": "http://schema.org", **obj}, ensure_ascii=False)
    body = body.replace("</", "<\\/")
    return f'<script type="application/ld+json">{body}</script>'


def rows(cells: Sequence[Sequence[str]], head: Sequence[str] = ()) -> str:
    """An HTML table; cells are already HTML."""
    th = "".join(f"<th>{escape(h)}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in cells)
    return f"<table><thead><tr>{th}</tr></thead><tbody>{body}</tbody></table>"


def chrome_pages(portal: Portal) -> dict[str, PageValue]:
    """A plain page for each same-host menu and footer path, plus login, sign-up and help."""
    paths = {h for h, _t in [*portal.menu, *portal.footer] if h.startswith("/") and h != "/"}
    paths |= {"/login", "/signup", "/help", "/search"}
    out: dict[str, PageValue] = {}
    for path in sorted(paths):
        label = path.strip("/").split("/")[-1].replace("-", " ").capitalize() or "Page"
        out[path] = portal.page(label, f"<h1>{escape(label)}</h1><p>{escape(portal.name)}.</p>")
    return out


def site(portal: Portal, pages: Mapping[str, PageValue]) -> Site:
    """The portal's site: home, 404 page, assets, chrome pages and the given pages."""
    return portal.site({**chrome_pages(portal), **pages})


def stub(portal: Portal, title: str, body: str = "") -> str:
    """Another artifact's or a profile's page on the same portal (never followed)."""
    return portal.page(title, f"<h1>{escape(title)}</h1>{body}")


def bare(host: str, pages: Mapping[str, PageValue]) -> Site:
    """A file host or CDN: no chrome, only the files it serves."""
    s = Site(host)
    for path, value in pages.items():
        s.add(path, value)
    return s


def csv(*lines: str) -> Response:
    return Response.data(("\n".join(lines) + "\n").encode(), "text/csv")


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode(), ctype)


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def binary(kind: str, seed: str) -> Response:
    """Opaque bytes of a given content type (archives, images, instrument files)."""
    if kind == "image/png":
        return Response.data(png(16, 12), kind)
    return Response.data(b"PK\x03\x04" + seed.encode() * 8, kind)


def redirect(location: str, status: int = 302) -> Response:
    return Response.redirect(location, status)
