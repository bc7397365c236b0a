"""HttpClient against real raw servers on 127.0.0.1: exact bytes, framing, reuse, proxy, limits."""

from __future__ import annotations

import asyncio
import gzip
import socket
import time

import pytest
from fetch_servers import RawServer, read_request, response, routes, sleep_forever

from keepnet.fetch import codes
from keepnet.fetch.content import decode_content
from keepnet.fetch.http import FetchSettings, HttpClient
from keepnet.models import Exchange, FetchFailure

LOCAL = FetchSettings(allow_private=True, connect_timeout=2, read_timeout=2, total_timeout=5)


def client(**changes: object) -> HttpClient:
    fields = {**LOCAL.__dict__, **changes}
    return HttpClient(FetchSettings(**fields))


async def fetch_one(
    server_routes: dict, path: str = "/", **changes: object
) -> Exchange | FetchFailure:
    async with RawServer(routes(server_routes)) as srv:
        c = client(**changes)
        try:
            return await c.fetch(srv.url(path))
        finally:
            await c.close()


def ok(result: Exchange | FetchFailure) -> Exchange:
    assert isinstance(result, Exchange), result
    return result


def failed(result: Exchange | FetchFailure) -> FetchFailure:
    assert isinstance(result, FetchFailure), result
    return result


async def test_content_length_exact_bytes() -> None:
    raw = response(b"<p>hi</p>", headers="X-A: 1\r\n")
    async with RawServer(routes({"/p?q=1": raw})) as srv:
        c = client()
        before = time.time()
        ex = ok(await c.fetch(srv.url("/p?q=1#frag")))
        await c.close()
    assert ex.status == 200 and ex.reason == "OK"
    assert ex.response_head + ex.wire_body == raw
    assert ex.payload == ex.wire_body == b"<p>hi</p>"
    assert ex.header("x-a") == "1" and ex.mime == "text/html"
    assert ex.truncated is None and ex.ip == "127.0.0.1"
    assert ex.started >= before - 1
    assert ex.request_head == srv.requests[0]
    lines = ex.request_head.decode().split("\r\n")
    assert lines[0] == "GET /p?q=1 HTTP/1.1"
    assert lines[1] == f"Host: {srv.authority}"
    assert "Accept-Encoding: gzip, deflate" in lines and "Connection: keep-alive" in lines
    assert any(line.startswith("User-Agent: keepnet/") for line in lines)
    assert ex.request_head.endswith(b"\r\n\r\n")


async def test_chunked_keeps_framing_and_dechunks_payload() -> None:
    body = b"7;ext=1\r\n<html>\n\r\n1A\r\n" + b"x" * 26 + b"\r\n0\r\nX-Trailer: t\r\n\r\n"
    raw = b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + body
    ex = ok(await fetch_one({"/": raw}))
    assert ex.wire_body == body
    assert ex.payload == b"<html>\n" + b"x" * 26
    assert ex.response_head + ex.wire_body == raw


async def test_close_delimited_body_and_no_reuse() -> None:
    async def handler(
        srv: RawServer, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        srv.requests.append(await read_request(reader) or b"")
        writer.write(b"HTTP/1.0 200 OK\r\nContent-Type: text/plain\r\n\r\nuntil the end")
        await writer.drain()

    async with RawServer(handler) as srv:
        c = client()
        first = ok(await c.fetch(srv.url()))
        second = ok(await c.fetch(srv.url()))
        await c.close()
    assert first.payload == second.payload == b"until the end"
    assert first.truncated is None
    assert srv.connections == 2


async def test_gzip_payload_is_passed_through() -> None:
    html = b"<html><a href='/x'>x</a></html>" * 50
    gz = gzip.compress(html)
    ex = ok(await fetch_one({"/": response(gz, headers="Content-Encoding: gzip\r\n")}))
    assert ex.payload == gz
    assert decode_content(ex) == (html, None)


async def test_keep_alive_reuses_one_connection() -> None:
    table = {"/a": response(b"a"), "/b": response(b"bb"), "/n": response(b"", "204 No Content")}
    async with RawServer(routes(table)) as srv:
        c = client()
        bodies = [ok(await c.fetch(srv.url(p))).payload for p in ("/a", "/b", "/n", "/a")]
        await c.close()
    assert bodies == [b"a", b"bb", b"", b"a"]
    assert srv.connections == 1
    assert len(srv.requests) == 4


async def test_stale_keep_alive_connection_is_replaced() -> None:
    async def handler(
        srv: RawServer, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        srv.requests.append(await read_request(reader) or b"")
        writer.write(response(b"once"))  # keep-alive announced, then closed anyway
        await writer.drain()

    async with RawServer(handler) as srv:
        c = client()
        first = ok(await c.fetch(srv.url()))
        await asyncio.sleep(0.05)  # let the close arrive
        second = ok(await c.fetch(srv.url()))
        await c.close()
    assert first.payload == second.payload == b"once"
    assert srv.connections == 2


async def test_connection_close_header_prevents_reuse() -> None:
    table = {"/": response(b"x", headers="Connection: close\r\n")}
    async with RawServer(routes(table)) as srv:
        c = client()
        for _ in range(2):
            ok(await c.fetch(srv.url()))
        await c.close()
    assert srv.connections == 2


async def test_interim_1xx_is_dropped() -> None:
    raw = b"HTTP/1.1 103 Early Hints\r\nLink: </s.css>; rel=preload\r\n\r\n" + response(b"final")
    ex = ok(await fetch_one({"/": raw}))
    assert ex.status == 200 and ex.payload == b"final"
    assert ex.response_head.startswith(b"HTTP/1.1 200 OK\r\n")


async def test_tolerant_header_parsing_keeps_raw_head() -> None:
    head = (
        b"HTTP/1.1 200\n"
        b"Content-Type: text/html\n"
        b"X-Fold: first\r\n  second\r\n"
        b"this line is junk\r\n"
        b"Set-Cookie: a=1\r\nSet-Cookie: b=2\r\n"
        b"X-Latin: caf\xe9\r\n"
        b"Content-Length: 2\r\n\n"
    )
    ex = ok(await fetch_one({"/": head + b"ok"}))
    assert ex.response_head == head and ex.payload == b"ok"
    assert ex.reason == ""
    assert ex.header("x-fold") == "first second"
    assert ex.header_all("set-cookie") == ["a=1", "b=2"]
    assert ex.header("x-latin") == "café"


async def test_header_overrides() -> None:
    async with RawServer(routes({"/": response()})) as srv:
        c = client(headers=(("X-Job", "j1"),))
        ok(await c.fetch(srv.url(), {"user-agent": "other/1", "Accept-Encoding": "", "X-New": "n"}))
        await c.close()
    sent = srv.requests[0].decode()
    assert "user-agent: other/1\r\n" in sent and "keepnet" not in sent
    assert "Accept-Encoding" not in sent
    assert "X-Job: j1\r\n" in sent and "X-New: n\r\n" in sent


# ---- proxy -------------------------------------------------------------------------------


async def test_forward_proxy_absolute_form_and_shared_connection() -> None:
    async def by_host(head: bytes) -> bytes:
        host = [ln for ln in head.decode().split("\r\n") if ln.lower().startswith("host:")][0]
        return response(host.split(":", 1)[1].strip().encode())

    async with RawServer(
        routes({"http://site.test/a?x=1": by_host, "http://other.test/": by_host})
    ) as proxy:
        # No allow_private: the proxy resolves names, keepnet must not refuse or look them up.
        c = HttpClient(FetchSettings(proxy=proxy.url(""), read_timeout=2))
        a = ok(await c.fetch("http://site.test/a?x=1"))
        b = ok(await c.fetch("http://other.test/"))
        await c.close()
    assert proxy.requests[0].startswith(
        b"GET http://site.test/a?x=1 HTTP/1.1\r\nHost: site.test\r\n"
    )
    assert a.payload == b"site.test" and b.payload == b"other.test"
    assert a.ip is None
    assert proxy.connections == 1


async def test_proxy_refuses_private_literals_and_localhost_names() -> None:
    c = HttpClient(FetchSettings(proxy="http://127.0.0.1:9"))
    for url in (
        "http://127.0.0.1/",
        "http://[::1]:8080/",
        "http://localhost/",
        "http://a.localhost/",
    ):
        f = failed(await c.fetch(url))
        assert f.code == codes.PRIVATE_ADDRESS and not f.retryable, url
    await c.close()


def test_https_through_proxy_request_building() -> None:
    from keepnet.fetch.wire import build_connect_head

    c = HttpClient(FetchSettings(proxy="http://127.0.0.1:3128"))
    # Inside a CONNECT tunnel the request is origin-form, as to the origin itself.
    assert c.request_head("https://site.test/p?q").startswith(
        b"GET /p?q HTTP/1.1\r\nHost: site.test\r\n"
    )
    assert c.request_head("http://site.test/p").startswith(b"GET http://site.test/p HTTP/1.1\r\n")
    assert build_connect_head("site.test:443", "ua") == (
        b"CONNECT site.test:443 HTTP/1.1\r\nHost: site.test:443\r\nUser-Agent: ua\r\n\r\n"
    )


# ---- limits and failures ------------------------------------------------------------------


async def test_body_over_max_size_is_truncated_and_connection_closed() -> None:
    table = {
        "/big": response(b"x" * 5000),
        "/chunked": b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
        + b"400\r\n"
        + b"y" * 1024
        + b"\r\n"
        + b"400\r\n"
        + b"y" * 1024
        + b"\r\n0\r\n\r\n",
    }
    async with RawServer(routes(table)) as srv:
        c = client(max_body_bytes=1000)
        big = ok(await c.fetch(srv.url("/big")))
        chunked = ok(await c.fetch(srv.url("/chunked")))
        await c.close()
    assert big.truncated == "length" and big.payload == b"x" * 1000
    assert chunked.truncated == "length" and len(chunked.wire_body) == 1000
    assert chunked.wire_body.startswith(b"400\r\nyyy") and set(chunked.payload) == {ord("y")}
    assert srv.connections == 2  # a truncated response leaves its connection unusable


async def test_connection_reset_mid_body() -> None:
    async def reset(
        srv: RawServer, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        await read_request(reader)
        writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n" + b"z" * 100)
        await writer.drain()
        await asyncio.sleep(0.05)
        sock = writer.get_extra_info("socket")
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
        writer.transport.abort()  # RST, not FIN

    async with RawServer(reset) as srv:
        c = client()
        ex = ok(await c.fetch(srv.url()))
        await c.close()
    assert ex.truncated == "disconnect" and ex.payload == b"z" * 100


async def test_short_content_length_close_is_disconnect() -> None:
    raw = b"HTTP/1.1 200 OK\r\nContent-Length: 10\r\nConnection: close\r\n\r\nabc"
    ex = ok(await fetch_one({"/": raw}))
    assert ex.truncated == "disconnect" and ex.payload == b"abc"


async def test_garbage_status_line() -> None:
    f = failed(await fetch_one({"/": b"SSH-2.0-OpenSSH_9.2\r\n\r\n"}))
    assert f.code == codes.PROTOCOL_ERROR and not f.retryable
    assert "status line" in f.reason


async def test_empty_response() -> None:
    async def hang_up(head: bytes) -> bytes | None:
        return None

    f = failed(await fetch_one({"/": hang_up}))
    assert f.code == codes.EMPTY_RESPONSE and f.retryable


async def test_read_timeout_before_head() -> None:
    f = failed(await fetch_one({"/": sleep_forever}, read_timeout=0.2))
    assert f.code == codes.TIMEOUT and f.reason.startswith("read timeout")


async def test_read_timeout_mid_body_truncates_time() -> None:
    async def stall(head: bytes) -> bytes | None:
        return b"HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\npartial"

    ex = ok(await fetch_one({"/": stall}, read_timeout=0.2))
    assert ex.truncated == "time" and ex.payload == b"partial"


async def test_total_timeout_with_body_truncates_time() -> None:
    async def dribble(
        srv: RawServer, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        await read_request(reader)
        writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\n")
        while True:  # each piece well within the read timeout, never finishing
            writer.write(b"d")
            await writer.drain()
            await asyncio.sleep(0.05)

    async with RawServer(dribble) as srv:
        c = client(read_timeout=1, total_timeout=0.3)
        ex = ok(await c.fetch(srv.url()))
        await c.close()
    assert ex.truncated == "time" and ex.payload and set(ex.payload) == {ord("d")}


async def test_total_timeout_before_head_is_failure() -> None:
    async def dribble_head(
        srv: RawServer, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        await read_request(reader)
        writer.write(b"HTTP/1.1 200 OK\r\n")
        while True:
            writer.write(b"X-Slow: 1\r\n")
            await writer.drain()
            await asyncio.sleep(0.05)

    async with RawServer(dribble_head) as srv:
        c = client(read_timeout=0.2, total_timeout=0.3)
        f = failed(await c.fetch(srv.url()))
        await c.close()
    assert f.code == codes.TIMEOUT and f.retryable


async def test_connect_timeout() -> None:
    # A listener that never accepts, with its backlog full: the SYN goes unanswered.
    lst = socket.socket()
    lst.bind(("127.0.0.1", 0))
    lst.listen(0)
    port = lst.getsockname()[1]
    filler = socket.create_connection(("127.0.0.1", port))
    try:
        c = client(connect_timeout=0.2)
        f = failed(await c.fetch(f"http://127.0.0.1:{port}/"))
        await c.close()
    finally:
        filler.close()
        lst.close()
    assert f.code == codes.TIMEOUT and "connect timeout" in f.reason


async def test_connection_refused() -> None:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    f = failed(await client().fetch(f"http://127.0.0.1:{port}/"))
    assert f.code == codes.CONNECT_FAILED and f.retryable


async def test_dns_failure() -> None:
    f = failed(await client().fetch("http://no-such-host.invalid/"))
    assert f.code == codes.DNS_FAILED and f.retryable


@pytest.mark.parametrize("url", ["ftp://example.com/", "not a url", "mailto:a@b.c", "data:,x"])
async def test_invalid_url_or_scheme(url: str) -> None:
    f = failed(await client().fetch(url))
    assert f.code == codes.INVALID_URL and not f.retryable


async def test_private_address_refused_unless_allowed() -> None:
    async with RawServer(routes({"/": response(b"local")})) as srv:
        strict = HttpClient(FetchSettings())
        f = failed(await strict.fetch(srv.url()))
        assert f.code == codes.PRIVATE_ADDRESS and not f.retryable and "loopback" in f.reason
        f = failed(await strict.fetch(f"http://localhost:{srv.port}/"))
        assert f.code == codes.PRIVATE_ADDRESS
        seeded = HttpClient(FetchSettings(allowed_private_hosts=frozenset({"127.0.0.1"})))
        assert ok(await seeded.fetch(srv.url())).payload == b"local"
        loose = client()
        assert ok(await loose.fetch(srv.url())).payload == b"local"
        await seeded.close()
        await loose.close()
    assert srv.connections == 2  # the refused fetches never connected


def _trickled(raw: bytes, step: int):
    """A handler sending `raw` `step` bytes at a time, a loop turn apart, then closing."""

    async def handler(
        srv: RawServer, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        await read_request(reader)
        for i in range(0, len(raw), step):
            writer.write(raw[i : i + step])
            await writer.drain()
            await asyncio.sleep(0.001)
        writer.close()

    return handler


TRICKLE_HEAD = (
    b"HTTP/1.1 200 OK\r\nX-Fold: a\r\n\tb\r\nX-Obs: \xe9\xff\r\njunk\r\nBare: lf\n"
    b"Transfer-Encoding: chunked\r\n\r\n"
)
TRICKLE_BODY = b"3;x=1\r\nabc\r\n2\nde\n0\r\nTrailer-A: 1\r\nTrailer-B: 2\r\n\r\n"


@pytest.mark.parametrize("step", [1, 7, 64, 4096])
async def test_response_read_the_same_whatever_its_segments(step: int) -> None:
    async with RawServer(_trickled(TRICKLE_HEAD + TRICKLE_BODY, step)) as srv:
        c = client()
        ex = ok(await c.fetch(srv.url()))
        await c.close()
    assert ex.response_head == TRICKLE_HEAD and ex.wire_body == TRICKLE_BODY
    assert ex.payload == b"abcde" and ex.truncated is None
    assert ex.headers == [
        ("X-Fold", "a b"),
        ("X-Obs", "\xe9\xff"),
        ("Bare", "lf"),
        ("Transfer-Encoding", "chunked"),
    ]


@pytest.mark.parametrize(
    ("head", "reason"),
    [
        # with Content-Length: 1000 header lines (too many), 999 (as many as allowed)
        (b"HTTP/1.1 200 OK\r\n" + b"A: b\r\n" * 999 + b"\r\n", "response head too large"),
        (b"HTTP/1.1 200 OK\r\n" + b"A: b\r\n" * 998 + b"\r\n", None),
        (b"HTTP/1.1 200 OK\r\n" + (b"A: " + b"b" * 997 + b"\r\n") * 263 + b"\r\n", "too large"),
        (b"HTTP/1.1 200 OK\r\nA: " + b"b" * (1 << 18) + b"\r\n\r\n", "header line too long"),
    ],
)
async def test_huge_heads(head: bytes, reason: str | None) -> None:
    result = await fetch_one({"/": head.replace(b"\r\n\r\n", b"\r\nContent-Length: 2\r\n\r\nok")})
    if reason is None:
        assert ok(result).payload == b"ok" and len(ok(result).headers) == 999
    else:
        f = failed(result)
        assert f.code == codes.PROTOCOL_ERROR and reason in f.reason and not f.retryable
