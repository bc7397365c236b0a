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
