"""Wire (keepnet.fetch.stream) gives asyncio's StreamReader's answers, byte for byte.

The fetcher read responses with StreamReader's `readline` and `read(n)` until t14ab; its
heads, bodies, truncation reasons and failures are written into WARC records, so the same
bytes arriving the same way must read the same: same lines and blocks, same ValueError at
the line limit, same partial line at EOF, same error after a reset (even with bytes still
buffered), same bytes left over.  Both are fed the same pieces, some before the reads
start and some while they wait, and then EOF, a reset or nothing (the reads time out).
"""

from __future__ import annotations

import asyncio

from hypothesis import given, settings
from hypothesis import strategies as st
from test_fetch_body import FakeTransport

from keepnet.fetch.stream import Wire

BYTES = st.binary(max_size=40).map(lambda b: b.replace(b"\x00", b"\n"))  # plenty of LFs
OPS = st.lists(
    st.one_of(st.just(("line", 0)), st.tuples(st.just("read"), st.integers(1, 50))),
    min_size=1,
    max_size=12,
)
TIMEOUT = 0.03


def _outcome(value: object) -> object:
    if isinstance(value, BaseException):
        return (type(value).__name__, str(value) if isinstance(value, OSError) else "")
    return value


async def _run(
    kind: str, pieces, ahead: int, end: str, together: bool, limit: int, ops
) -> tuple[list, bytes]:
    loop = asyncio.get_running_loop()
    if kind == "stream":
        reader = asyncio.StreamReader(limit=limit)
        feed, eof = reader.feed_data, reader.feed_eof
        fail = reader.set_exception
    else:
        wire = Wire(loop, limit)
        wire.connection_made(FakeTransport())
        feed, eof, fail = wire.data_received, wire.eof_received, wire.connection_lost

    def ending() -> None:
        if end == "eof":
            eof()
        elif end == "reset":
            fail(ConnectionResetError("reset"))

    async def feeder() -> None:
        for piece in pieces[ahead:]:
            await asyncio.sleep(0)
            feed(piece)
        if not together:  # else the end comes with the last piece, before the reader runs
            await asyncio.sleep(0)
        ending()

    for piece in pieces[:ahead]:
        feed(piece)
    if ahead >= len(pieces) and end != "none":
        ending()
        task = None
    else:
        task = asyncio.create_task(feeder())
    got: list = []
    for op, n in ops:
        try:
            if kind == "stream":
                async with asyncio.timeout(TIMEOUT):
                    value = await (reader.readline() if op == "line" else reader.read(n))
            elif op == "line":
                value = await wire.readline(loop.time() + TIMEOUT)
            else:
                value = await wire.read(n, TIMEOUT, loop.time() + 10)
        except (ValueError, OSError) as exc:  # TimeoutError is an OSError
            value = exc
        got.append(_outcome(value))
    if task is not None:
        await task
    left = bytes(reader._buffer if kind == "stream" else wire.buffer)
    return got, left


@settings(max_examples=300, deadline=None)
@given(
    pieces=st.lists(BYTES, max_size=6),
    ahead=st.integers(0, 3),
    end=st.sampled_from(["eof", "reset", "none"]),
    together=st.booleans(),
    limit=st.sampled_from([4, 16, 1 << 16]),
    ops=OPS,
)
def test_wire_reads_as_streamreader(pieces, ahead, end, together, limit, ops) -> None:
    async def both() -> tuple:
        return (
            await _run("stream", pieces, ahead, end, together, limit, ops),
            await _run("wire", pieces, ahead, end, together, limit, ops),
        )

    expected, got = asyncio.run(both())
    assert got == expected


async def test_reading_pauses_over_twice_the_limit_and_resumes_at_the_limit() -> None:
    wire = Wire(asyncio.get_running_loop(), 4)
    transport = FakeTransport()
    wire.connection_made(transport)
    wire.data_received(b"abcdefghi")  # 9 > 2 * 4
    assert not transport.reading
    assert await wire.read(3, 1, 1e9) == b"abc" and not transport.reading  # 6 left
    assert await wire.read(2, 1, 1e9) == b"de" and transport.reading  # 4 left


async def test_drain_raises_the_read_sides_error_and_a_lost_connection() -> None:
    wire = Wire(asyncio.get_running_loop())
    transport = FakeTransport()
    wire.connection_made(transport)
    await wire.drain()
    wire.connection_lost(None)
    try:
        await wire.drain()
    except ConnectionResetError as exc:
        assert str(exc) == "Connection lost"
    else:
        raise AssertionError("drain after connection_lost must raise")
    wire = Wire(asyncio.get_running_loop())
    wire.connection_made(FakeTransport())
    wire.connection_lost(BrokenPipeError("gone"))
    try:
        await wire.drain()
    except BrokenPipeError as exc:
        assert str(exc) == "gone"
    else:
        raise AssertionError("drain after a reset must raise it")
