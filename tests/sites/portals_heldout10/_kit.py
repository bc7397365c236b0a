"""Small builders the tenth held-out portal set shares: chrome pages, files, metadata, cases.

`site()` wraps `sites.portals._portal.Portal.site` so every on-host menu, footer, search,
login, sign-up and help link answers with a real chrome page (not a 404), as on a live
portal.  `files_host()` is a bare download host (a CDN or file store of another registrable
domain).  The rest make file bodies (PDF, CSV, ZIP, XML), citation meta tags and JSON-LD.
"""

from __future__ import annotations

import io
import json
import zipfile
from collections.abc import Iterable, Mapping
from html import escape

from keepnet.testweb.assets import pdf as _pdf
from keepnet.testweb.assets import png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal, case, data

# the portal kit's builder under the name this set's modules use
make_case = case

SUFFIX = "hx10.example"


def host(name: str, org: str) -> str:
    """`<name>.<org>.hx10.example`: every org its own registrable domain."""
    return f"{name}.{org}.{SUFFIX}"


def site(portal: Portal, pages: Mapping[str, PageValue]) -> Site:
    """The portal's site with its artifact pages and a real page behind every chrome link."""
    chrome: dict[str, PageValue] = {}
    targets = [h for h, _t in (*portal.menu, *portal.footer)]
    targets += ["/search", "/login", "/signup", "/help"]
    for href in targets:
        if href.startswith("/") and href != "/":
            label = href.strip("/").replace("-", " ").title() or "Home"
            chrome[href.split("#", 1)[0]] = portal.page(
                label, f"<h1>{escape(label)}</h1><p>{escape(portal.name)}: {escape(label)}.</p>"
            )
    return portal.site({**chrome, **pages})


def files_host(name: str, pages: Mapping[str, PageValue]) -> Site:
    """A download host: files only, a plain 404 elsewhere (no chrome, no homepage)."""
    return Site(name, pages)


def pdf(title: str, *lines: str) -> Response:
    return Response.data(_pdf(title, list(lines) or ["Full text."]), "application/pdf")


def csv(*rows: str) -> Response:
    return data("\n".join(rows) + "\n", "text/csv")


def zipped(files: Mapping[str, str]) -> Response:
    """A real ZIP archive (fixed timestamps, so deterministic)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, text in files.items():
            z.writestr(zipfile.ZipInfo(name, (2024, 1, 1, 0, 0, 0)), text)
    return Response.data(buf.getvalue(), "application/zip")


def tgz(label: str) -> Response:
    """A small gzip body standing in for a source tarball."""
    import gzip

    return Response.data(gzip.compress(label.encode(), mtime=0), "application/gzip")


def xml(body: str) -> Response:
    return data('<?xml version="1.0" encoding="UTF-8"?>\n' + body, "application/xml")


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return data(body, ctype)


def image(ctype: str = "image/png") -> Response:
    return Response.data(png(16, 12, (120, 80, 40)), ctype)


def jsonld(obj: object) -> str:
    return f'<script type="application/ld+json">{json.dumps(obj)}</script>'


def citation_meta(
    title: str,
    authors: Iterable[str],
    date: str,
    *,
    pdf_url: str | None = None,
    doi: str | None = None,
    extra: Mapping[str, str] | None = None,
) -> str:
    tags = [("citation_title", title)]
    tags += [("citation_author", a) for a in authors]
    tags.append(("citation_publication_date", date))
    if doi:
        tags.append(("citation_doi", doi))
    if pdf_url:
        tags.append(("citation_pdf_url", pdf_url))
    tags += list((extra or {}).items())
    return "".join(f'<meta name="{k}" content="{escape(v)}">' for k, v in tags)


def generator(name: str) -> str:
    return f'<meta name="generator" content="{escape(name)}">'


def a(href: str, label: str, **attrs: str) -> str:
    extra = "".join(f' {k.rstrip("_")}="{escape(v)}"' for k, v in attrs.items())
    return f'<a href="{escape(href)}"{extra}>{escape(label)}</a>'


def ul(items: Iterable[str]) -> str:
    return "<ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def redirector(name: str, routes: Mapping[str, str], status: int = 302) -> Site:
    """A resolver host (DOI, handle, PURL): each path redirects to its landing page."""
    return Site(name, {p: Response.redirect(to, status) for p, to in routes.items()})


# Links every scholarly page carries that are never the artifact: other hosts, not served.
LICENCE_BY = "http://creativecommons.test/licenses/by/4.0/"
LICENCE_CC0 = "http://creativecommons.test/publicdomain/zero/1.0/"


def orcid(i: str) -> str:
    return f"http://orcid.test/0000-0002-{i}"


def social(url: str) -> str:
    from urllib.parse import quote

    u = quote(url, safe="")
    return (
        '<p class="share">'
        + a(f"http://twitter.test/intent/tweet?url={u}", "Post")
        + " "
        + a(f"http://www.linkedin.test/shareArticle?url={u}", "LinkedIn")
        + " "
        + a(f"http://mastodon.test/share?text={u}", "Mastodon")
        + "</p>"
    )
