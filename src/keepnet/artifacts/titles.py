"""Significant strings from titles: the entry title, filtered of the portal's common part.

The seed's "Significant String from Filtered Title" removes, character by character from
the left, what the entry page title shares with the portal homepage title ("OSF | Role of
UvrD/Mfd…" vs "OSF | Home" → "Role of UvrD/Mfd…"); Dataverse needs the same from the right
("… - Harvard Dataverse" vs "Harvard Dataverse").  Two refinements, both reported: the cut
backs off to a word boundary (so "OSF | Home" vs "OSF | Hox genes" does not eat "Ho"), and
separators left at the cut (" | ", " - ", ": ") are trimmed.  Matching is against the whole
content of a resource (not just its title), after HTML unescaping, case folding and
whitespace collapsing.
"""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser
from typing import TYPE_CHECKING
from urllib.parse import urljoin

if TYPE_CHECKING:
    from keepnet.artifacts.model import Page

SEPARATORS = " \t|-–—:·•»«/\\,;"
_SPLIT = re.compile(r"\s+(?:\||-|–|—|::|·|•|»)\s+")
MIN_SIGNIFICANT = 8  # shorter strings match too much content to bound anything


def normalize(text: str) -> str:
    """Comparable form: entities decoded, case folded, whitespace collapsed."""
    return " ".join(html.unescape(text).casefold().split())


def contains(content: str, significant: str) -> bool:
    """Whether `content` holds the significant string (both normalized)."""
    sig = normalize(significant)
    return bool(sig) and sig in normalize(content)


def _common_prefix_len(a: str, b: str) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def _word_safe(title: str, cut: int) -> int:
    """Move a left cut back so it does not split a word of `title`."""
    if 0 < cut < len(title) and title[cut - 1].isalnum() and title[cut].isalnum():
        while cut > 0 and title[cut - 1].isalnum():
            cut -= 1
    return cut


def remove_left(title: str, home: str) -> tuple[str, str]:
    """(rest, removed): the seed's algorithm from the leftmost character, word-safe."""
    cut = _word_safe(title, _common_prefix_len(title, home))
    return title[cut:].lstrip(SEPARATORS), title[:cut]


def remove_right(title: str, home: str) -> tuple[str, str]:
    """(rest, removed): the same comparison from the rightmost character (Dataverse)."""
    rev, removed = remove_left(title[::-1], home[::-1])
    rest = rev[::-1].rstrip(SEPARATORS)
    return rest, title[len(title) - len(removed) :] if removed else ""


def filtered_title(title: str, home: str, side: str = "auto") -> tuple[str, str]:
    """(significant string, description of what was removed) for side left/right/auto.

    "auto" removes from whichever side shares more with the homepage title (both sides are
    tried: some portals put the site name first, others last).
    """
    title, home = " ".join(title.split()), " ".join(home.split())
    left = remove_left(title, home)
    right = remove_right(title, home)
    if side == "left":
        rest, removed = left
    elif side == "right":
        rest, removed = right
    else:
        rest, removed = left if len(left[1]) >= len(right[1]) else right
    if not removed.strip(SEPARATORS):
        return title, ""
    return rest, removed


def split_site_name(title: str, side: str) -> tuple[str, str]:
    """Fallback without a homepage title: drop the title's first/last separator segment."""
    parts = _SPLIT.split(" ".join(title.split()))
    if len(parts) < 2:
        return title, ""
    if side == "left":
        return title.split(parts[0], 1)[1].lstrip(SEPARATORS), parts[0]
    return title.rsplit(parts[-1], 1)[0].rstrip(SEPARATORS), parts[-1]


def usable(significant: str | None) -> bool:
    return significant is not None and len(normalize(significant)) >= MIN_SIGNIFICANT


class _Anchors(HTMLParser):
    """The text of every <a href> of a page: (href, text)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.anchors: list[tuple[str, str]] = []
        self._open: list[tuple[str, list[str]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "a":
            self._open.append((dict(attrs).get("href") or "", []))

    def handle_data(self, data: str) -> None:
        for _, parts in self._open:
            parts.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "a" and self._open:
            href, parts = self._open.pop()
            self.anchors.append((href, "".join(parts)))


def holds_beyond_links(
    title: str | None, text: str, body: bytes, base: str, targets: frozenset[str], sig: str
) -> bool:
    """Whether a page holds `sig` other than as the text of its links to `targets` (the
    entry): in its own title, or more often in its text than in those links.  A page that
    names the entry only where it links it (a "trending" or "recent posts" box, a related
    publication listing its activities) mentions the artifact; it is not part of it."""
    if title and contains(title, sig):
        return True
    s = normalize(sig)
    if not s:
        return False
    parser = _Anchors()
    try:
        parser.feed(body[:2_000_000].decode("utf-8", "replace"))
    except Exception:  # a page the stdlib parser cannot read: take the plain text's word
        return contains(text, sig)
    in_links = sum(
        normalize(t).count(s) for h, t in parser.anchors if urljoin(base, h.strip()) in targets
    )
    return normalize(text).count(s) > in_links


def titled_after_entry(sub: Page | None, entry_title: str | None, home_title: str | None) -> bool:
    """Whether a fetched page's own title holds the entry's (filtered) title: a record shaped
    like the entry so titled is one of its parts ("<project>: component r4t8n"), one that
    only mentions it in its content is another record (round 22)."""
    title = sub.title if sub is not None else None
    if not title or not entry_title:
        return False
    name = filtered_title(entry_title, home_title)[0] if home_title else entry_title
    return usable(name) and contains(title, name)
