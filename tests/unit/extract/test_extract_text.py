"""Visible text for full-text search."""

from __future__ import annotations

from keepnet.extract.text import visible_text


def test_hidden_elements_dropped_and_whitespace_collapsed() -> None:
    html = b"""<html><head><title>Title</title><style>p { color: red }</style>
    <script>var secret = 1;</script></head><body>
    <h1>Heading</h1>\n\n<p>First   paragraph\twith <b>bold</b>.</p>
    <noscript>enable js</noscript><template><p>tpl</p></template>
    <script type="application/ld+json">{"x": 1}</script><p>Last</p></body></html>"""
    assert visible_text(html, "text/html") == "Heading First paragraph with bold . Last"


def test_charset_and_invalid_bytes() -> None:
    html = "<p>Ærø café".encode("cp1252") + b"\x81</p>"
    assert visible_text(html, "text/html; charset=windows-1252") == "Ærø café\ufffd"
    assert visible_text(b"<p>bad \xff utf8</p>", "text/html") == "bad \ufffd utf8"


def test_plain_text_and_missing_type() -> None:
    assert visible_text(b"  line one\n\n line   two ", "text/plain") == "line one line two"
    assert visible_text(b"<p>sniffed <i>html</i></p>", None) == "sniffed html"
    assert visible_text(b"", "text/html") == ""


def test_tree_text_is_the_whole_text_split_and_joined() -> None:
    # tree_text leaves whitespace-only text nodes out and returns a text already collapsed
    # as it is: the same as every text node's text joined by spaces, split and joined
    import random

    from selectolax.lexbor import LexborHTMLParser

    from keepnet.extract.text import HIDDEN_TAGS, tree_text

    def reference(html: str) -> str:
        tree = LexborHTMLParser(html)
        tree.strip_tags(HIDDEN_TAGS)
        root = tree.body or tree.root
        return " ".join(root.text(deep=True, separator=" ").split()) if root else ""

    rng = random.Random(5)
    pieces = [
        "word", "two words", "<p>", "</p>", "<b>", "</b>", "<li>x</li>", "\n", " ", "  ",
        "\t", "\r\n", "\x0c", "&#9;", "&#11;", "&#28;", "&#31;", "&nbsp;", "\xa0", "\u3000",
        "\u2028", "\x85", "&#133;", "<span></span>", "<span> </span>", "<script>a b</script>",
        "é", "x\u200by", "<br>", "<!-- c -->", "<![CDATA[ z ]]>", "&#0;", "·", "\u1680",
        "\u2009", "\u205f", "\U0001f600", "&#x2000;", "&#x3000;", "Ā",
    ]  # fmt: skip
    for _ in range(4000):
        html = "".join(rng.choice(pieces) for _ in range(rng.randrange(0, 14)))
        assert tree_text(LexborHTMLParser(html)) == reference(html), repr(html)
    for html in ["", " ", "<p>a</p>", "<p> a</p>", "<p>a </p>", "a\x1fb", "a\x0bb", "a  b"]:
        assert tree_text(LexborHTMLParser(html)) == reference(html), repr(html)


def test_the_other_whitespace_is_all_of_str_split_s() -> None:
    import sys

    from keepnet.extract.text import _ASCII_SPACES, _SPACES

    every = {chr(c) for c in range(sys.maxunicode + 1) if chr(c).isspace()} - {" "}
    assert set(_SPACES) == every and len(_SPACES) == len(every)
    assert set(_ASCII_SPACES) == {c for c in every if c.isascii()}
