"""Reading heads and bodies off a stream fed by hand: exact bytes and truncation reasons."""

from __future__ import annotations

import asyncio

import pytest

from keepnet.fetch import body as body_module
from keepnet.fetch import codes
from keepnet.fetch.body import Clock, HeadError, read_body, read_head
from keepnet.fetch.wire import CHUNKED, CLOSE, LENGTH


def stream(data: bytes, eof: bool = True) -> asyncio.StreamReader:
    reader = asyncio.StreamReader(limit=1 << 16)
    reader.feed_data(data)
    if eof:
        reader.feed_eof()
    return reader


def clock(read_timeout: float = 5.0) -> Clock:
    loop = asyncio.get_running_loop()
    return Clock(loop, read_timeout, loop.time() + 10)


async def test_head_skips_leading_blank_lines_and_leaves_body() -> None:
    reader = stream(b"\r\nHTTP/1.1 200 OK\r\nA: b\r\n\r\nBODY")
    head = await read_head(reader, clock())
    assert head.raw == b"HTTP/1.1 200 OK\r\nA: b\r\n\r\n"
    assert head.headers == [("A", "b")]
    assert await reader.read() == b"BODY"


async def test_head_cut_by_close_after_status_line_is_accepted() -> None:
    head = await read_head(stream(b"HTTP/1.0 200 OK\r\nA: b\r\n"), clock())
    assert head.status == 200 and head.raw == b"HTTP/1.0 200 OK\r\nA: b\r\n"


@pytest.mark.parametrize(
    ("data", "code", "received", "retryable"),
    [
        (b"", codes.EMPTY_RESPONSE, False, True),
        (b"HTTP/1.1 2", codes.CONNECTION_LOST, True, True),  # cut off: worth a retry
        (b"<html>hello</html>\r\n", codes.PROTOCOL_ERROR, True, False),  # HTTP/0.9-style
        (b"HTTP/1.1 200 OK\r\nX: " + b"a" * 70000 + b"\r\n\r\n", codes.PROTOCOL_ERROR, True, False),
    ],
)
async def test_head_errors(data: bytes, code: int, received: bool, retryable: bool) -> None:
    with pytest.raises(HeadError) as info:
        await read_head(stream(data), clock())
    assert (info.value.code, info.value.received, info.value.retryable) == (
        code,
        received,
        retryable,
    )


async def test_chunked_with_bare_lf_and_trailers() -> None:
    wire = b"3\nabc\n2;x\r\nde\r\n0\nT: 1\n\n"
    body = await read_body(stream(wire + b"NEXT"), CHUNKED, None, 1000, clock())
    assert (body.wire, body.payload, body.truncated, body.complete) == (wire, b"abcde", None, True)


@pytest.mark.parametrize(
    ("wire", "truncated", "payload", "consumed"),
    [
        (b"5\r\nab", "disconnect", b"ab", 6),  # closed inside a chunk
        (b"2\r\nab\r\n", "disconnect", b"ab", 7),  # closed before the last chunk
        (b"zz\r\nab\r\n", "unspecified", b"", 4),  # not a chunk size
        (b"2\r\nabc\r\n0\r\n\r\n", "unspecified", b"ab", 8),  # chunk longer than announced
    ],
)
async def test_chunked_damage(wire: bytes, truncated: str, payload: bytes, consumed: int) -> None:
    body = await read_body(stream(wire), CHUNKED, None, 1000, clock())
    assert body.truncated == truncated and body.payload == payload and not body.complete
    # Reading stops at the damage: wire holds the bytes consumed, through the bad line.
    assert body.wire == wire[:consumed]


async def test_chunked_trailers_cut_by_close_keep_payload() -> None:
    body = await read_body(stream(b"1\r\na\r\n0\r\n"), CHUNKED, None, 1000, clock())
    assert body.payload == b"a" and body.truncated is None and not body.complete


async def test_length_limits() -> None:
    body = await read_body(stream(b"0123456789"), LENGTH, 10, 4, clock())
    assert body.payload == b"0123" and body.truncated == "length"
    body = await read_body(stream(b"0123456789"), LENGTH, 10, 10, clock())
    assert body.truncated is None and body.complete
    body = await read_body(stream(b"01"), LENGTH, 10, 100, clock())
    assert body.truncated == "disconnect" and body.payload == b"01"


async def test_close_delimited_limits() -> None:
    body = await read_body(stream(b"abc"), CLOSE, None, 100, clock())
    assert body.payload == b"abc" and body.truncated is None and not body.complete
    body = await read_body(stream(b"abcdef", eof=False), CLOSE, None, 4, clock())
    assert body.payload == b"abcd" and body.truncated == "length"


async def test_read_timeout_keeps_what_arrived() -> None:
    body = await read_body(stream(b"abc", eof=False), LENGTH, 10, 100, clock(0.05))
    assert body.payload == b"abc" and body.truncated == "time"
    body = await read_body(stream(b"3\r\nabc\r\n", eof=False), CHUNKED, None, 100, clock(0.05))
    assert body.payload == b"abc" and body.truncated == "time"


async def test_streamreader_buffer_is_visible() -> None:
    """read_body skips its timer when the bytes are buffered already, which it learns from
    CPython's StreamReader._buffer: if it went away every read would be timed again (still
    correct, only slower), so say so here."""
    reader = asyncio.StreamReader()
    reader.feed_data(b"HTTP/1.1 200 OK\r\n\r\n")
    assert bytes(body_module._buffered(reader)) == b"HTTP/1.1 200 OK\r\n\r\n"


async def test_buffered_head_after_a_connection_error_is_not_received() -> None:
    reader = stream(b"HTTP/1.1 200 OK\r\n\r\n", eof=False)
    reader.set_exception(ConnectionResetError("reset"))
    with pytest.raises(HeadError) as info:
        await read_head(reader, clock())
    assert info.value.code == codes.CONNECTION_LOST and not info.value.received


async def test_buffered_body_reads_are_not_timed(monkeypatch: pytest.MonkeyPatch) -> None:
    timers: list[float] = []
    real = asyncio.timeout_at

    def counted(when: float | None) -> asyncio.Timeout:
        timers.append(when or 0.0)
        return real(when)

    monkeypatch.setattr(body_module.asyncio, "timeout_at", counted)
    reader = stream(b"HTTP/1.1 200 OK\r\nContent-Length: 3\r\n\r\nabc", eof=False)
    head = await read_head(reader, clock())
    body = await read_body(reader, LENGTH, 3, 100, clock())
    assert head.status == 200 and body.payload == b"abc" and body.complete
    assert len(timers) == 1  # the head's: the body was buffered with it
    reader = stream(b"HTTP/1.1 200 OK\r\n", eof=False)  # the rest of the head still to come
    loop = asyncio.get_running_loop()
    loop.call_later(0.01, reader.feed_data, b"A: b\r\nContent-Length: 1\r\n\r\nx")
    head = await read_head(reader, clock())
    body = await read_body(reader, LENGTH, 1, 100, clock())
    assert head.headers == [("A", "b"), ("Content-Length", "1")] and body.payload == b"x"
    assert len(timers) == 2  # the head's wait; the body came with its end
    body = await read_body(stream(b"ab", eof=False), LENGTH, 3, 100, clock(0.05))
    assert body.truncated == "time" and body.payload == b"ab" and len(timers) == 3
