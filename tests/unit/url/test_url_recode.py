"""keepnet.url.recode: percent-encoding normal forms and dot segments."""

from __future__ import annotations

import pytest

from keepnet.url import recode
from keepnet.url.parse import split_url


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("/%2525%2541", "/%25A"),
        ("/a%20b", "/a%20b"),
        ("/%7Euser", "/~user"),
        ("/%3C%3E%22", "/%3C%3E%22"),
        ("/a?b", "/a%3Fb"),
        ("/é", "/%C3%A9"),
        ("/%zz", "/%25zz"),
    ],
)
def test_recode_path(path, expected):
    assert recode.recode(path, recode.PATH_SET) == expected


def test_recode_output_is_a_whatwg_fixpoint():
    for raw in ["/%00%01%20%22%23%25%3C%3E%3F%60%7B%7D%7F%80%FF", "/!$&'()*+,;=:@[]^|~"]:
        path = recode.recode(raw, recode.SPECIAL_PATH_SET)
        assert split_url("http://h" + path).path == path


def test_recode_query_keeps_separators():
    assert recode.recode_query("a%3Db=c%26d&e") == "a%3Db=c%26d&e"
    assert recode.recode_query("q=%7B%22x%22%7D&%61") == "q={%22x%22}&a"


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("/a/./b/../c", "/a/c"),
        ("/..", "/"),
        ("/a/..", "/"),
        ("/a/.", "/a/"),
        ("//", "//"),
        ("/a/b", "/a/b"),
    ],
)
def test_resolve_dots(path, expected):
    assert recode.resolve_dots(path) == expected
    assert recode.resolve_dots(path) == split_url("http://h" + path).path


def test_unescape_and_collapse():
    assert recode.unescape_repeatedly(b"%252541") == b"A"
    assert recode.collapse_slashes("//a///b/") == "/a/b/"


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("a=1&b=2", "a=1&b=2"),  # the fast path: nothing to do
        ("color=ff+title=0", "color=ff+title%3D0"),  # a second "=" is part of the value
        ("a&b=c=d&e", "a&b=c%3Dd&e"),
        ("q=%7E&x", "q=~&x"),
    ],
)
def test_recode_query_keeps_names_and_values_apart(query, expected):
    assert recode.recode_query(query) == expected
