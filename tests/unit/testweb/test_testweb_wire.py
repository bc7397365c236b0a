"""Request-head parsing: absolute-form, origin-form, hosts and ports, keep-alive rules."""

from __future__ import annotations

import pytest

from keepnet.testweb.wire import BadRequest, host_key, parse_head, wants_keep_alive


def parse(text: str):  # noqa: ANN201
    return parse_head(text.encode("latin-1"))


def test_absolute_form() -> None:
    r = parse("GET http://News.Test:80/a/b?x=1&y HTTP/1.1\r\nHost: ignored.test\r\n\r\n")
    assert (r.method, r.host, r.path, r.query) == ("GET", "news.test", "/a/b", "x=1&y")
    assert r.url == "http://news.test/a/b?x=1&y"
    assert r.target == "http://News.Test:80/a/b?x=1&y"


def test_absolute_form_without_path_and_with_port() -> None:
    r = parse("GET http://a.test:8080 HTTP/1.1\r\n\r\n")
    assert (r.host, r.path, r.url) == ("a.test:8080", "/", "http://a.test:8080/")


def test_origin_form_uses_the_host_header() -> None:
    r = parse("POST /p%20q?z HTTP/1.1\r\nHOST: b.test:8081\r\nX-A:  v  \r\n\r\n")
    assert (r.host, r.path, r.query, r.url) == (
        "b.test:8081",
        "/p%20q",
        "z",
        "http://b.test:8081/p%20q?z",
    )
    assert r.header("x-a") == "v"


def test_ipv6_host_header() -> None:
    assert parse("GET / HTTP/1.1\r\nHost: [::1]:8000\r\n\r\n").host == "[::1]:8000"


@pytest.mark.parametrize(
    "text",
    [
        "GET /\r\n\r\n",
        "GET / HTTP/1.1\r\n\r\n",  # no Host
        "GET / HTTP/1.1\r\nbad header\r\n\r\n",
        "GET http://a.test:99999999/ HTTP/1.1\r\n\r\n",
    ],
)
def test_bad_requests(text: str) -> None:
    with pytest.raises(BadRequest):
        parse(text)


def test_keep_alive_rules() -> None:
    assert wants_keep_alive(parse("GET http://a.test/ HTTP/1.1\r\n\r\n"))
    assert not wants_keep_alive(parse("GET http://a.test/ HTTP/1.1\r\nConnection: close\r\n\r\n"))
    assert not wants_keep_alive(parse("GET http://a.test/ HTTP/1.0\r\n\r\n"))
    assert wants_keep_alive(
        parse("GET http://a.test/ HTTP/1.0\r\nProxy-Connection: Keep-Alive\r\n\r\n")
    )


def test_host_key() -> None:
    assert host_key("A.Test.", 443, "https") == "a.test"
    assert host_key("a.test", 443, "http") == "a.test:443"
