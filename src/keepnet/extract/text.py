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


# str.split()'s whitespace (str.isspace()), the space aside: the ASCII ones, then all
_ASCII_SPACES = "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f"
_SPACES = _ASCII_SPACES + (
    "\x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a"
    "\u2028\u2029\u202f\u205f\u3000"
)


def _collapsed(raw: str) -> str:
    """`" ".join(raw.split())`: `raw` itself when it already is that, a text whose only
    whitespace is single spaces between words.  No list of words is split and joined then
    (~60 us for a generated page's 1,350 words), against ~15 us of checks: a find for
    each other whitespace character (memchr for most; those wider than the text's widest
    character are answered at once), then one for "  "."""
    if (
        raw[:1] != " "
        and raw[-1:] != " "
        and not any(c in raw for c in (_ASCII_SPACES if raw.isascii() else _SPACES))
        and "  " not in raw
    ):
        return raw
    return " ".join(raw.split())


def tree_text(tree: LexborHTMLParser) -> str:
    """The visible text of a parsed document.  Removes the hidden elements from `tree`."""
    tree.strip_tags(HIDDEN_TAGS)
    root = tree.body or tree.root
    if root is None:
        return ""
    # skip_empty: text nodes of HTML's ASCII whitespace alone (space, tab, LF, FF, CR: all
    # str.split() whitespace) are left out; they hold no word, so the words and the
    # collapsed text are the same, and between elements on lines of their own they are
    # what would keep a page's text from being collapsed already
    return _collapsed(root.text(deep=True, separator=" ", skip_empty=True))


def visible_text(body: bytes, content_type: str | None) -> str:
    """The visible text of a document: HTML is parsed, other text types are decoded as is."""
    text, _ = decode(body, content_type)
    mime = (content_type or "").split(";", 1)[0].strip().lower()
    if mime in HTML_MIMES or (not mime and text.lstrip()[:1] == "<"):
        return tree_text(LexborHTMLParser(text))
    return " ".join(text.split())
