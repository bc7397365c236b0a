"""Connections: the idle pool, TLS, and CONNECT tunnels through a real local proxy."""

from __future__ import annotations

import asyncio
import shutil
import ssl
import subprocess
from pathlib import Path

import pytest
from fetch_servers import RawServer, read_request, response, routes

from keepnet.fetch import codes
from keepnet.fetch.http import FetchSettings, HttpClient
from keepnet.fetch.pool import Connection, Pool
from keepnet.fetch.stream import Wire
from keepnet.models import Exchange, FetchFailure


async def _connection(port: int) -> Connection:
    loop = asyncio.get_running_loop()
    _, wire = await loop.create_connection(lambda: Wire(loop), "127.0.0.1", port)
    return Connection(wire, "127.0.0.1")


async def test_pool_reuses_newest_and_drops_expired_and_closed() -> None:
    async with RawServer(routes({})) as srv:
        pool = Pool(max_idle_per_key=2, idle_timeout=10)
        a, b, c = [await _connection(srv.port) for _ in range(3)]
        pool.give("k", a, now=0)
        pool.give("k", b, now=1)
        pool.give("k", c, now=2)  # over the cap: the oldest (a) is closed
        assert a.wire.transport.is_closing()
        assert pool.take("k", now=3) is c
        assert pool.take("other", now=3) is None
        assert pool.take("k", now=20) is None  # b idled too long
        assert b.wire.transport.is_closing()
        d = await _connection(srv.port)
        pool.give("k", d, now=0)
        d.close()
        assert pool.take("k", now=1) is None
        c.close()
        pool.close_all()


async def test_pool_cap_per_call_keeps_more_idle_for_a_shared_key() -> None:
    # The proxy's key carries every origin: the client gives a cap as large as its concurrency
    async with RawServer(routes({})) as srv:
        pool = Pool(max_idle_per_key=2, idle_timeout=10)
        conns = [await _connection(srv.port) for _ in range(4)]
        for i, conn in enumerate(conns):
            pool.give("proxy", conn, now=i, cap=4)
        assert not any(conn.wire.transport.is_closing() for conn in conns)
        pool.give("proxy", await _connection(srv.port), now=5, cap=4)
        assert conns[0].wire.transport.is_closing()  # over the cap: the oldest goes
        pool.close_all()


# ---- TLS -------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def tls_files(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    if shutil.which("openssl") is None:
        pytest.skip("openssl not installed")
    d = tmp_path_factory.mktemp("tls")
    cert, key = d / "cert.pem", d / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
         "-subj", "/CN=site.test", "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True,
    )  # fmt: skip
    return cert, key


def _server_ctx(tls_files: tuple[Path, Path]) -> ssl.SSLContext:
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.load_cert_chain(*tls_files)
    return ctx


async def test_https_direct(tls_files: tuple[Path, Path]) -> None:
    async with RawServer(routes({"/s": response(b"secret")}), _server_ctx(tls_files)) as origin:
        c = HttpClient(FetchSettings(allow_private=True, read_timeout=2))
        ex = await c.fetch(f"https://127.0.0.1:{origin.port}/s")
        assert isinstance(ex, Exchange) and ex.payload == b"secret"
        strict = HttpClient(FetchSettings(allow_private=True, verify_tls=True, read_timeout=2))
        f = await strict.fetch(f"https://127.0.0.1:{origin.port}/s")
        assert isinstance(f, FetchFailure) and f.code == codes.CONNECT_FAILED and not f.retryable
        await c.close()
        await strict.close()


async def test_https_through_connect_tunnel(tls_files: tuple[Path, Path]) -> None:
    origin = RawServer(routes({"/p?q=1": response(b"tunnelled")}), _server_ctx(tls_files))
    connects: list[bytes] = []

    async def pipe(src: asyncio.StreamReader, dst: asyncio.StreamWriter) -> None:
        while data := await src.read(65536):
            dst.write(data)
            await dst.drain()
        dst.close()

    async def proxy(
        srv: RawServer, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        head = await read_request(reader)
        assert head is not None
        connects.append(head)
        # Every tunnel goes to the local TLS origin, whatever host was asked for.
        up_r, up_w = await asyncio.open_connection("127.0.0.1", origin.port)
        writer.write(b"HTTP/1.1 200 Connection established\r\n\r\n")
        await asyncio.gather(pipe(reader, up_w), pipe(up_r, writer))

    async with origin, RawServer(proxy) as prx:
        c = HttpClient(FetchSettings(proxy=prx.url(""), read_timeout=2))
        first = await c.fetch("https://site.test/p?q=1")
        second = await c.fetch("https://site.test/p?q=1")
        await c.close()
    assert isinstance(first, Exchange) and first.payload == b"tunnelled", first
    assert isinstance(second, Exchange) and second.payload == b"tunnelled"
    assert first.ip is None
    assert connects == [
        b"CONNECT site.test:443 HTTP/1.1\r\nHost: site.test:443\r\nUser-Agent: "
        + c.settings.user_agent.encode()
        + b"\r\n\r\n"
    ]  # one tunnel, reused
    assert origin.requests[0].startswith(b"GET /p?q=1 HTTP/1.1\r\nHost: site.test\r\n")


async def test_proxy_refusing_connect() -> None:
    async with RawServer(routes({"site.test:443": response(b"no", "403 Forbidden")})) as prx:
        c = HttpClient(FetchSettings(proxy=prx.url(""), read_timeout=2))
        f = await c.fetch("https://site.test/")
        await c.close()
    assert isinstance(f, FetchFailure) and f.code == codes.CONNECT_FAILED and "403" in f.reason
