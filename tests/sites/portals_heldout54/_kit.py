"""Shared chrome and helpers of heldout54's long-form scholarship portals.

What every heldout54 portal page carries around a record (cookie banner, analytics and CDN
tags, breadcrumbs, a "related" sidebar, citation exports), the site builder that answers
every same-host link a portal prints (a chrome page for each menu, footer, profile or
subject link that no record defines), small file makers (PDF, EPUB, citations) and the
`case()` builder.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from html import escape, unescape
from urllib.parse import urljoin, urlsplit

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Request, Response, Site
from sites.portals._portal import Portal
from sites.portals._portal import case as case  # (re-exported for the modules)

# Links a portal prints: anchors, <link>, image-map areas and form actions.
_HREF = re.compile(
    r"""<(?:a|link|area|form)\b[^>]*?\b(?:href|action)\s*=\s*["']([^"']+)["']""", re.I
)

FOOTER = (
    ("/about", "About"),
    ("/accessibility", "Accessibility"),
    ("/privacy", "Privacy notice"),
    ("/cookies", "Cookie settings"),
    ("/terms", "Terms of use"),
    ("/contact", "Contact"),
    ("/help", "Help"),
)


def portal(
    host: str,
    name: str,
    menu: Sequence[tuple[str, str]],
    *,
    title_format: str = "{title} | {name}",
    home_title: str | None = None,
    home_main: str = "",
) -> Portal:
    """A portal with the usual footer (about, accessibility, privacy, cookies, terms...)."""
    return Portal(
        host=host,
        name=name,
        menu=menu,
        footer=FOOTER,
        title_format=title_format,
        home_title=home_title,
        home_main=home_main or f"<h1>{escape(name)}</h1><p>Browse, search and deposit.</p>",
    )


def tags(site_id: str) -> str:
    """The analytics and CDN tags real portals put in <head> (external, never served)."""
    return (
        f'<script async src="http://www.tagmetrics.test/gtag/js?id={site_id}"></script>'
        '<link rel="stylesheet" href="http://cdn.fontfoundry.test/css2?family=Source+Serif">'
        '<script src="http://cdn.libhost.test/jquery/3.7.1/jquery.min.js"></script>'
    )


COOKIES = (
    '<div class="cookie-consent" role="dialog"><p>We use cookies to remember your '
    'preferences and to count visits. <a href="/cookies">Manage cookies</a></p>'
    "<button>Accept all</button> <button>Only necessary</button></div>"
)


def frame(
    p: Portal,
    title: str,
    body: str,
    *,
    crumbs: Sequence[tuple[str, str]] = (),
    aside: str = "",
    share: str | None = None,
    raw_title: bool = False,
    head: str = "",
) -> str:
    """A full portal page: breadcrumbs, the record body, a sidebar and the cookie banner."""
    trail = " › ".join(
        [f'<a href="{escape(h)}">{escape(t)}</a>' for h, t in crumbs[:-1]]
        + [escape(t) for _h, t in crumbs[-1:]]
    )
    main = (
        (f'<nav class="breadcrumb">{trail}</nav>' if crumbs else "")
        + f'<div class="layout"><article>{body}</article>'
        + (f'<aside class="sidebar">{aside}</aside>' if aside else "")
        + f"</div>{COOKIES}"
    )
    return p.page(
        title, main, head=tags(p.host.split(".")[1]) + head, share=share, raw_title=raw_title
    )


def ul(items: Iterable[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def chrome_page(p: Portal, path: str) -> str:
    """The page a portal serves at a menu, footer, profile or browse link."""
    label = path.rstrip("/").rsplit("/", 1)[-1].replace("-", " ").replace("_", " ") or "Home"
    label = label.split(".")[0].capitalize()
    return frame(
        p,
        label,
        f"<h1>{escape(label)}</h1><p>This part of {escape(p.name)} lists what you asked "
        "for; use the filters on the left to narrow it.</p>"
        '<form action="/search" method="get"><input name="q"><button>Go</button></form>',
        crumbs=(("/", "Home"), (path, label)),
    )


def build_site(p: Portal, pages: Mapping[str, PageValue]) -> Site:
    """The portal's site with `pages`, plus a chrome page for every same-host link any
    HTML page prints that no page defines (a real portal answers the links it prints)."""
    site = p.site(pages)
    todo = [(path, site.pages[path]) for path in list(site.pages)]
    missing = Request("GET", "/missing", p.url("/missing"), p.host, "/missing", "", [])
    todo.append(("/missing", p.not_found_page(missing)))
    while todo:
        path, value = todo.pop()
        if not isinstance(value, Response) or "html" not in (value.header("Content-Type") or ""):
            continue
        base = p.url(path.split("?", 1)[0])
        for href in _HREF.findall(value.body.decode("utf-8", "replace")):
            u = urlsplit(urljoin(base, unescape(href)))
            if u.hostname != p.host or u.path in site.pages:
                continue
            site.add(u.path, chrome_page(p, u.path))
            todo.append((u.path, site.pages[u.path]))
    return site


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines) or ["Full text."]), "application/pdf")


def epub_file(slug: str) -> Response:
    """EPUB bytes (a ZIP with the mimetype entry first); carries no title text."""
    body = b"PK\x03\x04\x14\x00\x00\x00\x00\x00mimetypeapplication/epub+zip" + slug.encode()
    return Response.data(body + b"\x00" * 64, "application/epub+zip")


def binary(kind: str, seed: str, ctype: str) -> Response:
    """Opaque bytes of a binary format (zip, mp3, mp4, docx): no readable title inside."""
    magic = {"zip": b"PK\x03\x04", "mp3": b"ID3\x03", "mp4": b"\x00\x00\x00\x18ftypmp42"}
    return Response.data(magic.get(kind, b"\x00\x01") + seed.encode()[::-1] + b"\x00" * 96, ctype)


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def bibtex(key: str, kind: str, title: str, author: str, year: int, **more: str) -> Response:
    fields = {"title": "{" + title + "}", "author": "{" + author + "}", "year": str(year)}
    fields |= {k: "{" + v + "}" for k, v in more.items()}
    body = f"@{kind}{{{key},\n" + ",\n".join(f"  {k} = {v}" for k, v in fields.items()) + "\n}\n"
    return text(body, "application/x-bibtex; charset=utf-8")


def ris(kind: str, title: str, author: str, year: int, **more: str) -> Response:
    lines = [f"TY  - {kind}", f"TI  - {title}", f"AU  - {author}", f"PY  - {year}"]
    lines += [f"{k.upper()}  - {v}" for k, v in more.items()]
    return text("\n".join([*lines, "ER  - "]) + "\n", "application/x-research-info-systems")


def signposted(body: str, links: Sequence[tuple[str, str, str]]) -> Response:
    """An HTML answer with a FAIR-signposting Link header: (target, rel, type) triples."""
    value = ", ".join(
        f'<{t}>; rel="{rel}"' + (f'; type="{ty}"' if ty else "") for t, rel, ty in links
    )
    return Response.html(body, headers=[("Link", value)])


def with_link(resp: Response, target: str, rel: str) -> Response:
    """A copy of a file answer that points back at its landing page (rel=collection)."""
    return resp.with_(headers=[*resp.headers, ("Link", f'<{target}>; rel="{rel}"')])
