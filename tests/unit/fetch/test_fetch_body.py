"""Reading heads and bodies off a connection fed by hand: exact bytes and truncation reasons."""

from __future__ import annotations

import asyncio

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from keepnet.fetch import body as body_module
from keepnet.fetch import codes
from keepnet.fetch.body import Clock, HeadError, read_body, read_head
from keepnet.fetch.stream import Wire
from keepnet.fetch.wire import CHUNKED, CLOSE, LENGTH


class FakeTransport(asyncio.Transport):
    """What a Wire asks of its transport, without a socket."""

    def __init__(self) -> None:
        super().__init__()
        self.reading = True
        self.closing = False

    def pause_reading(self) -> None:
        self.reading = False

    def resume_reading(self) -> None:
        self.reading = True

    def is_closing(self) -> bool:
        return self.closing

    def abort(self) -> None:
        self.closing = True

    def get_extra_info(self, name: str, default: object = None) -> object:
        return default

    def get_write_buffer_size(self) -> int:
        return 0

    def write(self, data: bytes | bytearray | memoryview) -> None:
        pass


def stream(data: bytes, eof: bool = True, limit: int = 1 << 16) -> Wire:
    wire = Wire(asyncio.get_running_loop(), limit)
    wire.connection_made(FakeTransport())
    wire.data_received(data)
    if eof:
        wire.eof_received()
    return wire


def clock(read_timeout: float = 5.0) -> Clock:
    loop = asyncio.get_running_loop()
    return Clock(loop, read_timeout, loop.time() + 10)


async def test_head_skips_leading_blank_lines_and_leaves_body() -> None:
    reader = stream(b"\r\nHTTP/1.1 200 OK\r\nA: b\r\n\r\nBODY")
    head = await read_head(reader, clock())
    assert head.raw == b"HTTP/1.1 200 OK\r\nA: b\r\n\r\n"
    assert head.headers == [("A", "b")]
    assert bytes(reader.buffer) == b"BODY"


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


async def test_buffered_head_after_a_connection_error_is_not_received() -> None:
    reader = stream(b"HTTP/1.1 200 OK\r\n\r\n", eof=False)
    reader.connection_lost(ConnectionResetError("reset"))
    with pytest.raises(HeadError) as info:
        await read_head(reader, clock())
    assert info.value.code == codes.CONNECTION_LOST and not info.value.received


async def test_only_reads_that_wait_are_timed(monkeypatch: pytest.MonkeyPatch) -> None:
    waits: list[float] = []
    real = Wire.wait

    async def counted(self: Wire, deadline: float) -> None:
        waits.append(deadline)
        await real(self, deadline)

    monkeypatch.setattr(Wire, "wait", counted)
    reader = stream(b"HTTP/1.1 200 OK\r\nContent-Length: 3\r\n\r\nabc", eof=False)
    head = await read_head(reader, clock())
    body = await read_body(reader, LENGTH, 3, 100, clock())
    assert head.status == 200 and body.payload == b"abc" and body.complete
    assert not waits  # head and body were buffered: nothing waited, no timer made
    reader = stream(b"HTTP/1.1 200 OK\r\n", eof=False)  # the rest of the head still to come
    loop = asyncio.get_running_loop()
    loop.call_later(0.01, reader.data_received, b"A: b\r\nContent-Length: 1\r\n\r\nx")
    head = await read_head(reader, clock())
    body = await read_body(reader, LENGTH, 1, 100, clock())
    assert head.headers == [("A", "b"), ("Content-Length", "1")] and body.payload == b"x"
    assert len(waits) == 1  # the head's wait; the body came with its end
    body = await read_body(stream(b"ab", eof=False), LENGTH, 3, 100, clock(0.05))
    assert body.truncated == "time" and body.payload == b"ab" and len(waits) == 2


async def test_head_read_timeout_covers_the_whole_head() -> None:
    reader = stream(b"HTTP/1.1 200 OK\r\n", eof=False)
    loop = asyncio.get_running_loop()
    for i in range(1, 6):  # a line every 20 ms: each wait is short, the head is not
        loop.call_later(0.02 * i, reader.data_received, b"A: b\r\n")
    started = loop.time()
    with pytest.raises(TimeoutError):
        await read_head(reader, clock(0.07))
    assert 0.06 < loop.time() - started < 0.1


HEAD_LINES = st.sampled_from(
    [
        b"HTTP/1.1 200 OK\r\n",
        b"HTTP/1.0 404\n",
        b"http/1.1 301 Moved\r\n",
        b"HTTP/HTTP/1.1 200 OK\r\n",
        b"Content-Length: 3\r\n",
        b"X-Obs: caf\xe9 \xff\r\n",
        b" folded continuation\r\n",
        b"\tfolded\n",
        b"junk line without colon\r\n",
        b"Bare: lf\n",
        b"Cr: inside\rvalue\r\n",
        b"Cr-Cr: end\r\r\n",
        b"\r\n",
        b"\n",
        b"Long: " + b"v" * 60 + b"\r\n",
        b"A:1\n",
        b"B: 2\r\n",
    ]
)


@settings(max_examples=300, deadline=None)
@given(lines=st.lists(HEAD_LINES, max_size=8), tail=st.binary(max_size=6))
@example(lines=[b"HTTP/1.0 404\n", *[b"A:1\n"] * 4, b"\n"], tail=b"")  # one line too many
@example(lines=[b"HTTP/1.0 404\n", *[b"A:1\n"] * 3, b"\n"], tail=b"x")  # as many as allowed
def test_head_taken_whole_reads_as_line_by_line(lines: list[bytes], tail: bytes) -> None:
    """A head found whole in the buffer is taken in one piece; the same bytes arriving one
    at a time are read line by line: same head and bytes left, or same error (small limits,
    so that their edges are crossed)."""
    data = b"".join(lines) + tail

    async def read(whole: bool) -> tuple[object, bytes]:
        wire = stream(data if whole else b"", eof=whole, limit=64)

        async def feeder() -> None:
            for i in range(len(data)):
                await asyncio.sleep(0)
                wire.data_received(data[i : i + 1])
            await asyncio.sleep(0)
            wire.eof_received()

        task = None if whole else asyncio.create_task(feeder())
        try:
            h = await read_head(wire, clock())
            got: object = (h.version, h.status, h.reason, h.headers, h.raw)
            ok = True
        except HeadError as e:  # the fetcher closes the connection: what is left is moot
            got, ok = (e.code, e.reason, e.received, e.retryable), False
        if task is not None:
            await task  # the rest of the bytes
        return got, bytes(wire.buffer) if ok else b""

    async def both() -> tuple[object, object]:
        return await read(True), await read(False)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(body_module, "MAX_HEAD_LINES", 4)
        mp.setattr(body_module, "MAX_HEAD_BYTES", 100)
        whole, by_byte = asyncio.run(both())
    assert whole == by_byte
