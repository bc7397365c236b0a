"""Shared chrome and helpers of heldout85's mock mathematics and computer-science portals.

What every portal here has in common: a cookie banner, an analytics script and CDN assets
in the head, a "cite / export" widget, and a rule that a portal answers every link it
prints: `finish()` scans every HTML page of a site and serves a chrome page (with the
portal's menus) for each same-host link no record page claims, so over-collecting
heuristics find real pages rather than 404s.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from html import escape
from urllib.parse import urljoin, urlsplit

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal

HREF = re.compile(r"""<(?:a|link|area)\b[^>]*?\bhref\s*=\s*["']([^"']+)["']""", re.I)


def head(tracker: str, cdn: str) -> str:
    """Embedded third-party assets a real portal loads: a tag manager and a CDN font sheet."""
    return (
        f'<script async src="http://{tracker}/collect.js?site=1"></script>'
        f"<style>@import url(http://{cdn}/fonts/stix-two.css);</style>"
    )


def cookie_banner(privacy: str = "/privacy") -> str:
    return (
        '<div class="cookie-consent" role="dialog"><p>We use cookies to measure usage. '
        f'<a href="{privacy}">Privacy policy</a> <button>Accept</button>'
        "<button>Reject</button></p></div>"
    )


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    """A list of links."""
    lis = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f'<ul class="{cls}">{lis}</ul>' if cls else f"<ul>{lis}</ul>"


def a(href: str, text: str, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f'<a href="{escape(href)}"{c}>{escape(text)}</a>'


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def text_file(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def bibtex(key: str, kind: str, **fields: str) -> Response:
    inner = ",\n".join(f"  {k} = {{{v}}}" for k, v in fields.items())
    return text_file(f"@{kind}{{{key},\n{inner}\n}}\n", "application/x-bibtex; charset=utf-8")


def _chrome_page(portal: Portal, path: str) -> str:
    label = path.strip("/").split("?")[0].replace("-", " ").replace("/", " › ") or "home"
    return portal.page(
        label.capitalize(),
        f"<h1>{escape(label.capitalize())}</h1><p>This section of {escape(portal.name)} "
        "lists content from the whole service.</p>" + cookie_banner(),
    )


def finish(portal: Portal, pages: Mapping[str, PageValue]) -> Site:
    """The portal's site: its record pages, plus a chrome page for every same-host link
    printed by any page (menus, footers, login, profiles, search, related records)."""
    site = portal.site(pages)
    base = portal.origin + "/"
    for _ in range(2):  # chrome pages print links too (menus, footer, /help in the 404)
        wanted: set[str] = {"/help", "/login", "/signup", "/search"}
        for value in list(site.pages.values()):
            if not isinstance(value, Response) or "html" not in (
                value.header("Content-Type") or ""
            ):
                continue
            for href in HREF.findall(value.body.decode("utf-8", "replace")):
                u = urlsplit(urljoin(base, href.replace("&amp;", "&")))
                if u.hostname != portal.host or u.scheme != "http":
                    continue
                wanted.add(u.path or "/")
        for path in sorted(wanted):
            if path not in site.pages:
                site.add(path, _chrome_page(portal, path))
    return site


TGZ = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03" + bytes(22)


def tarball() -> Response:
    """A release tarball: gzip magic, no text a title heuristic could find."""
    return Response.data(TGZ, "application/gzip")
