"""Request building and tolerant response-head parsing (RFC 9112), no I/O."""

from __future__ import annotations

import pytest

from keepnet.fetch.wire import (
    CHUNKED,
    CLOSE,
    LENGTH,
    NONE,
    BadResponse,
    build_request_head,
    keeps_alive,
    parse_chunk_size,
    parse_header_lines,
    parse_response_head,
    parse_status_line,
)


def test_request_head_strips_injected_line_breaks() -> None:
    head = build_request_head("GET", "/", [("Host", "a.test"), ("X-Evil", "v\r\nInjected: 1")])
    assert head == b"GET / HTTP/1.1\r\nHost: a.test\r\nX-Evil: vInjected: 1\r\n\r\n"


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (b"HTTP/1.1 200 OK\r\n", ("HTTP/1.1", 200, "OK")),
        (b"HTTP/1.0 404 Not Found\n", ("HTTP/1.0", 404, "Not Found")),
        (b"HTTP/1.1 200\r\n", ("HTTP/1.1", 200, "")),
        (b"http/1.1 302 Moved  Temporarily\r\n", ("HTTP/1.1", 302, "Moved  Temporarily")),
        (b"HTTP/1.1 200 caf\xe9\r\n", ("HTTP/1.1", 200, "café")),
    ],
)
def test_status_lines(line: bytes, expected: tuple[str, int, str]) -> None:
    assert parse_status_line(line) == expected


@pytest.mark.parametrize(
    "line", [b"<html>\r\n", b"HTTP/1.1 OK\r\n", b"HTTP/1.1 2000 OK\r\n", b"ICY 200 OK\r\n", b"\r\n"]
)
def test_bad_status_lines(line: bytes) -> None:
    with pytest.raises(BadResponse):
        parse_status_line(line)


def test_header_lines_tolerate_junk() -> None:
    lines = [b"A: 1\r\n", b" folded\r\n", b"\tmore\n", b"junk\r\n", b": no name\r\n",
             b"B:2\n", b"B : 3\r\n", b"C: \xff\r\n"]  # fmt: skip
    assert parse_header_lines(lines) == [
        ("A", "1 folded more"),
        ("B", "2"),
        ("B", "3"),
        ("C", "\xff"),
    ]
    assert parse_header_lines([b" fold without a header\r\n"]) == []


def framing(head: bytes) -> tuple[str, int | None]:
    from keepnet.fetch.wire import body_framing

    return body_framing(parse_response_head(head))


@pytest.mark.parametrize(
    ("head", "expected"),
    [
        (b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\n", (LENGTH, 5)),
        (b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Length: 5\r\n\r\n", (LENGTH, 5)),
        (b"HTTP/1.1 200 OK\r\nContent-Length: 5, 5\r\n\r\n", (LENGTH, 5)),
        (b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n", (CLOSE, None)),
        (b"HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n", (CLOSE, None)),
        (
            b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n",
            (CHUNKED, None),
        ),
        (b"HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip, Chunked\r\n\r\n", (CHUNKED, None)),
        (b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked, gzip\r\n\r\n", (CLOSE, None)),
        (b"HTTP/1.0 200 OK\r\n\r\n", (CLOSE, None)),
        (b"HTTP/1.1 204 No Content\r\nContent-Length: 5\r\n\r\n", (NONE, None)),
        (b"HTTP/1.1 304 Not Modified\r\n\r\n", (NONE, None)),
    ],
)
def test_body_framing(head: bytes, expected: tuple[str, int | None]) -> None:
    assert framing(head) == expected


@pytest.mark.parametrize(
    ("head", "expected"),
    [
        (b"HTTP/1.1 200 OK\r\n\r\n", True),
        (b"HTTP/1.1 200 OK\r\nConnection: Close\r\n\r\n", False),
        (b"HTTP/1.0 200 OK\r\n\r\n", False),
        (b"HTTP/1.0 200 OK\r\nConnection: keep-alive\r\n\r\n", True),
    ],
)
def test_keep_alive(head: bytes, expected: bool) -> None:
    assert keeps_alive(parse_response_head(head)) is expected


@pytest.mark.parametrize(("line", "size"), [(b"1a\r\n", 26), (b"1A;name=v\r\n", 26), (b" 0 \n", 0)])
def test_chunk_sizes(line: bytes, size: int) -> None:
    assert parse_chunk_size(line) == size


@pytest.mark.parametrize("line", [b"\r\n", b"zz\r\n", b"-1\r\n", b"1" * 20 + b"\r\n"])
def test_bad_chunk_sizes(line: bytes) -> None:
    with pytest.raises(BadResponse):
        parse_chunk_size(line)
