"""Round 15: where a page links the entry — as a neighbour in a sequence or a related item,
or as its parent.

A page of the entry's kind can name the entry's title for two reasons.  A part names its
whole: a component's breadcrumb, a notebook day's "Part of experiment …", a fonds in an
archival trail.  Another record names a neighbour: a blog's next post in its
"previous post" link (`rel="prev"`, WordPress's `nav-previous` in a `post-navigation`), a
lesson's "related resources" box in an `<aside>`.  Only the second is a mention; the title
rule must not take it for a part (the whole blog, the other lessons, would follow).  The
markup says which: a link whose `rel` is `prev` or `next`, or that sits in an element
whose class or id names the previous or next item or a post navigation, or in an
`<aside>` (or `role="complementary"`).
"""

from __future__ import annotations

import re
from urllib.parse import urljoin

from selectolax.lexbor import LexborHTMLParser, LexborNode

_SEQUENCE = re.compile(r"\b(?:prev|previous|next)\b|nav-(?:previous|next)|post-nav", re.I)
_RELS = frozenset({"prev", "previous", "next"})


def _mention_link(node: LexborNode) -> bool:
    rels = set((node.attributes.get("rel") or "").lower().split())
    if rels & _RELS:
        return True
    p = node.parent
    while p is not None and p.tag not in ("body", "html"):
        attrs = p.attributes or {}
        if p.tag == "aside" or (attrs.get("role") or "").lower() == "complementary":
            return True
        marks = f"{attrs.get('class') or ''} {attrs.get('id') or ''}".replace("_", "-")
        if _SEQUENCE.search(marks):
            return True
        p = p.parent
    return False


def links_entry_as_neighbour(body: bytes, base: str, entry: frozenset[str]) -> bool:
    """Whether a page links the entry (one of its aliases) and every such link is a
    neighbour's: previous/next in a sequence, or a related item beside the page's own."""
    if not body:
        return False
    seen = False
    for node in LexborHTMLParser(body[:2_000_000].decode("utf-8", "replace")).css("a[href]"):
        href = urljoin(base, (node.attributes.get("href") or "").strip()).split("#", 1)[0]
        if href not in entry:
            continue
        seen = True
        if not _mention_link(node):
            return False
    return seen
