"""The visible text of a page, for full-text search: no scripts, no styles, no markup.

Drops script/style/noscript/template (and other non-rendered elements), joins text nodes
with spaces and collapses all whitespace runs to one space.  Deliberately simple and fast;
main-content extraction ("boilerplate removal") is a later, separate concern.
"""

from __future__ import annotations

from selectolax.lexbor import LexborHTMLParser

from keepnet.extract.charset import decode

HIDDEN_TAGS = ["script", "style", "noscript", "template", "head", "svg", "math", "iframe", "object"]
HTML_MIMES = frozenset({"text/html", "application/xhtml+xml"})


def tree_text(tree: LexborHTMLParser) -> str:
    """The visible text of a parsed document.  Removes the hidden elements from `tree`."""
    tree.strip_tags(HIDDEN_TAGS)
    root = tree.body or tree.root
    if root is None:
        return ""
    return " ".join(root.text(deep=True, separator=" ").split())


def visible_text(body: bytes, content_type: str | None) -> str:
    """The visible text of a document: HTML is parsed, other text types are decoded as is."""
    text, _ = decode(body, content_type)
    mime = (content_type or "").split(";", 1)[0].strip().lower()
    if mime in HTML_MIMES or (not mime and text.lstrip()[:1] == "<"):
        return tree_text(LexborHTMLParser(text))
    return " ".join(text.split())
