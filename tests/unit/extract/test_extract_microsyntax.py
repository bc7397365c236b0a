"""srcset and refresh microsyntaxes, per the HTML Standard's parsing algorithms."""

from __future__ import annotations

import pytest

from keepnet.extract.microsyntax import parse_refresh, parse_srcset


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("a.png", ["a.png"]),
        ("a.png 1x, b.png 2x", ["a.png", "b.png"]),
        ("a.png 100w,b.png 200w", ["a.png", "b.png"]),
        ("  a.png  ,  b.png  ", ["a.png", "b.png"]),
        # commas inside a URL are part of it unless they end it
        ("img,1.png 1x, img,2.png 2x", ["img,1.png", "img,2.png"]),
        ("a.png,b.png", ["a.png,b.png"]),
        ("a.png, b.png", ["a.png", "b.png"]),
        ("a.png,, b.png,,, c.png", ["a.png", "b.png", "c.png"]),
        # data: URLs carry commas; the descriptor ends the candidate
        ("data:image/gif;base64,R0lGOD 1x, b.png 2x", ["data:image/gif;base64,R0lGOD", "b.png"]),
        # commas inside descriptor parentheses do not split candidates
        ("a.png (x, y) 1x, b.png 2x", ["a.png", "b.png"]),
        ("a.png 1x (unterminated, b.png", ["a.png"]),
        ("", []),
        (" , , ", []),
        ("https://cdn.test/i.jpg?w=100&h=50 100w", ["https://cdn.test/i.jpg?w=100&h=50"]),
    ],
)
def test_parse_srcset(value: str, expected: list[str]) -> None:
    assert parse_srcset(value) == expected


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("0; url=a.html", "a.html"),
        ("0;URL=a.html", "a.html"),
        ("0; Url = 'a b.html' ignored", "a b.html"),
        ('0; url="a.html"', "a.html"),
        ("0, a.html", "a.html"),
        ("0 a.html", "a.html"),
        ("0; 'quoted.html'", "quoted.html"),
        ("0; urn:x", "urn:x"),  # "u" but not "url=": the whole rest is the URL
        ("0; url a.html", "url a.html"),  # "url" without "=" likewise
        (".5; url=a.html", "a.html"),
        ("0", None),
        ("0;", None),
        ("0; url=", None),
        ("0; url=''", None),
        ("x; url=a.html", None),
        ("0x; url=a.html", None),
        ("", None),
    ],
)
def test_parse_refresh(value: str, expected: str | None) -> None:
    assert parse_refresh(value) == expected
