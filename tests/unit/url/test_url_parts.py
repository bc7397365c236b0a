"""keepnet.url.parts: the URL record and its WHATWG-shaped serializer."""

from __future__ import annotations

import pytest

from keepnet.url.parse import parse_url, split_url
from keepnet.url.parts import URLParts, whatwg_serialize


@pytest.mark.parametrize(
    "url",
    [
        "http://u:p@example.com:8080/a/b?q=1#f",
        "http://example.com/?",
        "http://example.com/?#",
        "mailto:a@b.c",
        "sc:/.//x",
        "file:///C:/x",
        "http://[::1]/",
        "foo://h/p?#",
        "data:,x",
        "https://:pw@example.com/",
    ],
)
def test_split_then_serialize_round_trips(url):
    assert whatwg_serialize(split_url(url)) == parse_url(url)


def test_fields_and_copy():
    p = split_url("http://example.com/a?")
    assert (p.scheme, p.host, p.path, p.query, p.fragment, p.port) == (
        "http",
        "example.com",
        "/a",
        "",
        None,
        "",
    )
    q = p.copy()
    assert q == p and q is not p
    q.query = None
    assert q != p and p.special
    assert not split_url("mailto:x").special and split_url("mailto:x").host is None


def test_hostless_double_slash_path_gets_dot():
    assert whatwg_serialize(URLParts("sc", None, "//x")) == "sc:/.//x"
