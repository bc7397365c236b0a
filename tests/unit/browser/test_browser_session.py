"""keepnet.browser.session: answers handed to Chromium."""

from __future__ import annotations

from keepnet.browser.session import browser_headers, without_fragment


def test_fulfilled_headers_drop_framing_and_join_duplicates() -> None:
    got = browser_headers(
        [
            ("Content-Type", "text/html"),
            ("Content-Encoding", "gzip"),
            ("Transfer-Encoding", "chunked"),
            ("Content-Length", "10"),
            ("Set-Cookie", "a=1"),
            ("Set-Cookie", "b=2"),
            ("Vary", "A"),
            ("vary", "B"),
        ]
    )
    assert got == {"content-type": "text/html", "set-cookie": "a=1\nb=2", "vary": "A, B"}


def test_without_fragment() -> None:
    assert without_fragment("http://a.test/p.html#/about") == "http://a.test/p.html"
    assert without_fragment("http://a.test/") == "http://a.test/"
