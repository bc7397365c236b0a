"""Breadcrumb trails: the pages a page names as its ancestors in its portal's hierarchy.

Portal software prints the trail from the site down to the page it shows (AtoM's
`<section class="breadcrumb">`, DSpace's and OSF's `breadcrumb` lists, schema.org's
`BreadcrumbList`).  A page whose trail passes through the artifact's entry says, in the
portal's own words, that it lies below the entry: a series of a fonds, a file of a project.
The boundary uses that to tell a part from a listing (round 7).  Round 21 (the boundary's
content check only): a trail marked by nothing but its form, a `<nav>` whose links are
joined by a path separator (`<nav><a href="/x3d5v/">Project</a> / Component</nav>`), is
one too; a menu's links are listed or spaced, not joined by `/`, `›`, `»` or `>`.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from urllib.parse import urljoin

_CRUMB = re.compile(r"crumb", re.I)
_SEPARATOR = re.compile(r"^\s*[/›»>→]\s*$|\s[/›»>→]\s")
_VOID = frozenset(
    {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"}
)


class _Trail(HTMLParser):
    """The hrefs of <a> elements inside an element marked as a breadcrumb trail."""

    def __init__(self, bare_nav: bool = False) -> None:
        super().__init__(convert_charrefs=True)
        self.bare_nav = bare_nav
        self.hrefs: list[str] = []
        self._open: list[tuple[str, bool]] = []  # (tag, opens a trail)
        self._nav: list[tuple[list[str], list[str]]] = []  # unmarked <nav>s: hrefs, text
        self._in_a = 0

    def _inside(self) -> bool:
        return any(trail for _, trail in self._open)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if tag == "a" and self._inside() and values.get("href"):
            self.hrefs.append(values["href"] or "")
        elif tag == "a" and self._nav and values.get("href"):
            self._nav[-1][0].append(values["href"] or "")
        self._in_a += tag == "a"
        if tag in _VOID:
            return
        if tag == "nav" and self.bare_nav:
            self._nav.append(([], []))
        marks = " ".join(
            values.get(k) or "" for k in ("class", "id", "aria-label", "itemtype", "role")
        )
        self._open.append((tag, bool(_CRUMB.search(marks))))

    def handle_data(self, data: str) -> None:
        if self._nav and not self._in_a:
            self._nav[-1][1].append(data)

    def handle_endtag(self, tag: str) -> None:
        self._in_a -= tag == "a" and self._in_a > 0
        if tag == "nav" and self._nav:
            hrefs, text = self._nav.pop()
            if hrefs and any(_SEPARATOR.search(t) for t in text):
                self.hrefs.extend(hrefs)
        # close up to the matching open tag (HTML left unclosed closes with its parent)
        for i in range(len(self._open) - 1, -1, -1):
            if self._open[i][0] == tag:
                del self._open[i:]
                return


def breadcrumb_links(body: bytes, base: str, bare_nav: bool = False) -> frozenset[str]:
    """The absolute URLs a page's breadcrumb trails link (empty when it shows none);
    `bare_nav`: also an unmarked `<nav>` trail (round 21, the boundary's content check on
    a portal not known by host name; inference's probes read marked trails only)."""
    low = body.lower()
    if b"crumb" not in low and not (bare_nav and b"<nav" in low):
        return frozenset()
    parser = _Trail(bare_nav)
    try:
        parser.feed(body[:2_000_000].decode("utf-8", "replace"))
    except Exception:  # a page the stdlib parser cannot read: no trail to trust
        return frozenset()
    return frozenset(urljoin(base, h.strip()).split("#", 1)[0] for h in parser.hrefs)
