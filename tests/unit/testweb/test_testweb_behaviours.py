"""Hostile behaviours do on the wire exactly what they say."""

from __future__ import annotations

import asyncio
import gzip
import time

import pytest
from testweb_helpers import raw_exchange, serve

from keepnet.testweb import Raw, Response, Site
from keepnet.testweb import behaviours as hb

BODY = Response.text(b"0123456789" * 100)  # 1,000 bytes
GET = b"GET http://h.test/ HTTP/1.1\r\nHost: h.test\r\n\r\n"


def site(behaviour: Response | Raw) -> Site:
    return Site("h.test", {"/": behaviour})


async def test_truncated_promises_more_than_it_sends() -> None:
    async with serve(site(hb.truncated(BODY, keep=300))) as server:
        out = await raw_exchange(server.port, GET)
    head, body = out.split(b"\r\n\r\n", 1)
    assert b"Content-Length: 1000" in head
    assert body == BODY.body[:300]


async def test_reset_mid_body_delivers_some_bytes_then_a_reset() -> None:
    async with serve(site(hb.reset_mid_body(BODY, after=200))) as server:
        reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
        writer.write(GET)
        received = b""
        with pytest.raises(ConnectionResetError):
            while True:
                chunk = await asyncio.wait_for(reader.read(65536), 10)
                if not chunk:
                    break  # a FIN would end here without the expected error
                received += chunk
        writer.close()
    assert received == BODY.head_bytes(keep_alive=False) + BODY.body[:200]


async def test_garbage_status_line_is_sent_verbatim() -> None:
    async with serve(site(hb.garbage_status())) as server:
        out = await raw_exchange(server.port, GET)
    assert out.startswith(b"HTTP/1.1 OK-ish banana\r\n")
    assert out == b"HTTP/1.1 OK-ish banana\r\nX-Junk: \x00\xff\r\n\r\n<html>garbage</html>"


async def test_close_without_response_sends_nothing() -> None:
    async with serve(site(hb.close_without_response())) as server:
        assert await raw_exchange(server.port, GET) == b""


async def test_stall_sends_the_head_and_some_body_then_nothing() -> None:
    async with serve(site(hb.stall(BODY, after=10))) as server:
        reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
        writer.write(GET)
        expected = BODY.head_bytes(keep_alive=False) + BODY.body[:10]
        got = await asyncio.wait_for(reader.readexactly(len(expected)), 10)
        assert got == expected
        with pytest.raises(asyncio.TimeoutError):
            await asyncio.wait_for(reader.read(1), 0.3)
        writer.close()


async def test_sleep_forever_never_answers() -> None:
    s = site(hb.sleep_forever())
    async with serve(s) as server:
        reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
        writer.write(GET)
        with pytest.raises(asyncio.TimeoutError):
            await asyncio.wait_for(reader.read(1), 0.3)
        writer.close()
    assert s.hits("/") == 1  # the request was read, just never answered


async def test_slow_waits_at_least_its_delay() -> None:
    async with serve(site(hb.slow(BODY, 0.2))) as server:
        t0 = time.monotonic()
        out = await raw_exchange(
            server.port, GET.replace(b"\r\n\r\n", b"\r\nConnection: close\r\n\r\n")
        )
        assert time.monotonic() - t0 >= 0.2
    assert out.endswith(BODY.body)


async def test_trickle_sends_the_whole_response_in_small_pieces() -> None:
    raw = hb.trickle(Response.text(b"x" * 50), chunk=40, interval=0.01)
    assert raw.chunk == 40 and raw.interval == 0.01
    async with serve(site(raw)) as server:
        out = await raw_exchange(server.port, GET)
    assert out == Response.text(b"x" * 50).encode(keep_alive=False)


async def test_raw_without_close_keeps_the_connection() -> None:
    raw = Raw(Response.text(b"ok").encode(), close=False)
    async with serve(site(raw)) as server:
        reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
        for _ in range(2):
            writer.write(GET)
            assert await asyncio.wait_for(reader.readuntil(b"ok"), 10)
        writer.close()


def test_gzipped_body_decodes_to_the_original_and_is_stable() -> None:
    z = hb.gzipped(BODY)
    assert z.header("Content-Encoding") == "gzip"
    assert gzip.decompress(z.body) == BODY.body
    assert hb.gzipped(BODY).body == z.body  # mtime=0: same bytes every run


def test_not_http_is_not_http() -> None:
    assert not hb.not_http().data.startswith(b"HTTP/")
