"""Round 15: links the entry page shows only in a consent banner or a dialog are chrome.

The seed's ignored-URI list takes the chrome from the homepage and the 404 page; a cookie
banner a site prints on its record pages only (or after the visitor's first click) is not
there, and its policy link was taken as the artifact's own page by the single hop.  Portal
software marks such overlays in its markup: a `<dialog>`, an element whose role is
`dialog` or `alertdialog` or that is `aria-modal`, a block whose class or id names a
cookie or consent notice.  A link every occurrence of which sits inside one is about the
site, never about the record.  Files are never set aside so (a modal "Download" offering
the record's file stays a file), nor the entry's own URLs.
"""

from __future__ import annotations

import re

from selectolax.lexbor import LexborHTMLParser, LexborNode

from keepnet.artifacts.model import Page
from keepnet.artifacts.urls import is_download
from keepnet.extract.collect import resolve

_ROLES = frozenset({"dialog", "alertdialog"})
_NOTICE = re.compile(r"cookie|consent|gdpr", re.I)
_MOST = 8  # links an overlay holds at most (a banner's policy, settings, a modal's few)


def _overlay(node: LexborNode) -> bool:
    """Whether node sits inside a dialog or a cookie/consent notice."""
    p = node.parent
    while p is not None and p.tag not in ("body", "html"):
        attrs = p.attributes or {}
        marked = (
            p.tag == "dialog"
            or (attrs.get("role") or "").strip().lower() in _ROLES
            or (attrs.get("aria-modal") or "").lower() == "true"
            or bool(_NOTICE.search(f"{attrs.get('class') or ''} {attrs.get('id') or ''}"))
        )
        if marked:
            return _small(p)
        p = p.parent
    return False


def _small(element: LexborNode) -> bool:
    """An overlay is small: not the page's content wrapped in a consent state
    (`<div class="cookies-accepted">` around `<main>`), nor its heading, nor a long list."""
    return element.css_first("main, h1, article") is None and len(element.css("a[href]")) <= _MOST


def overlay_links(page: Page) -> frozenset[str]:
    """The page's links that appear only inside dialogs and consent notices (not files,
    not the page itself)."""
    if not (page.is_html and page.body):
        return frozenset()
    text = page.body.decode("utf-8", "replace")
    if not re.search(r"dialog|aria-modal|cookie|consent|gdpr", text, re.I):
        return frozenset()
    inside: dict[str, bool] = {}
    for node in LexborHTMLParser(text).css("a[href]"):
        href = resolve(node.attributes.get("href") or "", page.url)
        if href is None:
            continue
        href = href.split("#", 1)[0]
        inside[href] = inside.get(href, True) and _overlay(node)
    own = set(page.aliases)
    return frozenset(
        u for u, only in inside.items() if only and u not in own and not is_download(u)
    )
