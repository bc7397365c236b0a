"""Shared helpers of heldout33: portal chrome pages, FAIR Signposting (Link headers, <link>
elements, RFC 9264 linksets), PID resolvers and small realistic files.

The helpers only shape markup and headers; every module decides its own records and truth.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal

# (url, rel, media type or None)
Sign = tuple[str, str, str | None]

SOCIAL = (
    ("http://mastodon.test/@openscience", "Mastodon"),
    ("http://bsky.test/profile/repository", "Bluesky"),
    ("http://www.linkedin.test/company/library", "LinkedIn"),
)

COOKIE = (
    '<div class="cookie-banner" role="dialog"><p>We use cookies to keep you signed in and to '
    'count visits. <a href="/privacy#cookies">Cookie settings</a> '
    '<button type="button">Accept all</button> <button type="button">Reject</button></p></div>'
)


def portal(
    host: str,
    name: str,
    menu: Sequence[tuple[str, str]],
    *,
    footer: Sequence[tuple[str, str]] = (),
    title_format: str = "{title} | {name}",
    home_title: str | None = None,
    home_main: str = "",
) -> Portal:
    """A Portal whose footer ends with the usual policies and social accounts."""
    foot = [
        *footer,
        ("/about", "About"),
        ("/privacy", "Privacy policy"),
        ("/accessibility", "Accessibility"),
        ("/contact", "Contact"),
        *SOCIAL,
    ]
    return Portal(
        host,
        name,
        menu,
        foot,
        title_format=title_format,
        home_title=home_title,
        home_main=home_main or f"<h1>{escape(name)}</h1>{COOKIE}<p>Recent uploads below.</p>",
    )


def chrome_pages(p: Portal) -> dict[str, PageValue]:
    """Answers for the portal's own menu, footer, login, sign-up, search and help links
    (a real portal serves them; they are never part of an artifact)."""
    out: dict[str, PageValue] = {}
    fixed = [("/login", "Log in"), ("/signup", "Sign up"), ("/search", "Search results")]
    for href, text in [*p.menu, *p.footer, *fixed, ("/help", "Help")]:
        if href.startswith("/") and href != "/":
            path = href.split("#", 1)[0]
            out.setdefault(
                path,
                p.page(text, f"<h1>{escape(text)}</h1>{COOKIE}<p>{escape(p.name)}: {text}.</p>"),
            )
    return out


def login_redirect(p: Portal, back: str) -> Response:
    """What a share/edit/request link answers when you are not signed in."""
    return Response.redirect(p.url("/login?next=" + back.replace("/", "%2F")), 302)


def link_header(signs: Sequence[Sign]) -> str:
    """An RFC 8288 Link header value."""
    parts = []
    for url, rel, typ in signs:
        s = f'<{url}> ; rel="{rel}"'
        if typ:
            s += f' ; type="{typ}"'
        parts.append(s)
    return " , ".join(parts)


def link_elements(signs: Sequence[Sign]) -> str:
    """The same signposts as HTML <link> elements for the page head."""
    out = []
    for url, rel, typ in signs:
        t = f' type="{escape(typ)}"' if typ else ""
        out.append(f'<link rel="{escape(rel)}" href="{escape(url)}"{t}>')
    return "\n".join(out)


def signed_html(body: str, signs: Sequence[Sign]) -> Response:
    """An HTML landing page answered with a Link header (empty `signs`: no header)."""
    headers = [("Link", link_header(signs))] if signs else []
    return Response.html(body, headers=headers)


def linkset(anchor: str, signs: Sequence[Sign]) -> Response:
    """An RFC 9264 application/linkset+json document about `anchor`."""
    rels: dict[str, list[dict[str, str]]] = {}
    for url, rel, typ in signs:
        target = {"href": url}
        if typ:
            target["type"] = typ
        rels.setdefault(rel, []).append(target)
    body = json.dumps({"linkset": [{"anchor": anchor, **rels}]}, indent=2)
    return Response.data(body.encode(), "application/linkset+json")


def linkset_text(anchor: str, signs: Sequence[Sign]) -> Response:
    """The same linkset in application/linkset (Link-header syntax) form."""
    body = link_header([(u, r, t) for u, r, t in signs]).replace(" , ", ",\n")
    return Response.data(f"{body}\n".encode(), "application/linkset")


def resolver(host: str, targets: Mapping[str, str], name: str = "PID resolver") -> Site:
    """A DOI/Handle resolver: 302 to the landing page; its own 404 otherwise."""
    site = Site(host)
    site.add(
        "/",
        f"<!doctype html><html><head><title>{escape(name)}</title></head>"
        f"<body><h1>{escape(name)}</h1><form action='/'><input name='q'></form></body></html>",
    )
    for path, target in targets.items():
        site.add(path, Response.redirect(target, 302))
    return site


def csv_bytes(title: str, rows: int = 4, comment: bool = False) -> bytes:
    head = f"# {title}\n" if comment else ""
    body = "site,date,value\n" + "".join(
        f"S{i},2025-0{i % 9 + 1}-1{i % 9},{i * 3.7:.2f}\n" for i in range(rows)
    )
    return (head + body).encode()


def file_response(name: str, title: str, *, with_title: bool = False) -> Response:
    """A small file of the right type; `with_title`: its content names the artifact's title
    (a PDF, a README, a Stata do-file header) as such files really do."""
    ext = name.rsplit(".", 1)[-1].lower()
    if ext == "pdf":
        lines = ["Supplementary document", f"File: {name}"]
        return Response.data(pdf(title if with_title else name, lines), "application/pdf")
    if ext in ("png", "jpg", "tif"):
        return Response.data(png(16, 12, (len(name) * 7 % 255, 120, 80)), "image/png")
    if ext == "csv":
        return Response.data(csv_bytes(title, comment=with_title), "text/csv")
    if ext in ("txt", "md", "do", "r", "py"):
        lead = {"do": "* ", "r": "# ", "py": "# "}.get(ext, "")
        first = f"{lead}{title}\n" if with_title else f"{lead}{name}\n"
        return Response.data(
            (first + f"{lead}see the record page for licence\n").encode(),
            "text/plain; charset=utf-8",
        )
    if ext in ("json", "jsonld"):
        return Response.data(json.dumps({"name": name}).encode(), "application/json")
    return Response.data(b"PK\x03\x04" + name.encode() + b"\x00" * 32, "application/zip")


def export(fmt: str, title: str, ident: str) -> Response:
    """A bibliographic/metadata export naming the record (they always carry the title)."""
    t = escape(title)
    if fmt in ("bibtex", "bib"):
        body = f"@misc{{{ident},\n  title = {{{title}}},\n  year = {{2025}}\n}}\n"
        return Response.data(body.encode(), "application/x-bibtex")
    if fmt in ("ris",):
        return Response.data(
            f"TY  - DATA\nTI  - {title}\nID  - {ident}\nER  -\n".encode(),
            "application/x-research-info-systems",
        )
    if fmt in ("json", "jsonld", "datacite-json", "csl"):
        body = json.dumps({"id": ident, "titles": [{"title": title}], "types": {"x": fmt}})
        return Response.data(body.encode(), "application/json")
    if fmt in ("ttl",):
        return Response.data(
            f'<#{ident}> <http://purl.org/dc/terms/title> "{title}" .\n'.encode(), "text/turtle"
        )
    body = (
        f'<?xml version="1.0"?><record format="{fmt}" id="{escape(ident)}">'
        f"<title>{t}</title></record>\n"
    )
    return Response.data(body.encode(), "application/xml")
