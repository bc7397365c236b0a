"""ProxyServer and VirtualWeb: dispatch, framing, keep-alive, errors, thread runner."""

from __future__ import annotations

import asyncio
import socket

import aiohttp
import pytest
from testweb_helpers import raw_exchange, read_response, serve

from keepnet.testweb import Request, Response, Site, VirtualWeb, serve_in_thread
from keepnet.testweb.behaviours import sleep_forever


def news() -> Site:
    site = Site("news.test", {"/a": "<p>article a</p>", "/q?x=1": "with query"})

    @site.route("/echo")
    def echo(req: Request) -> Response:
        return Response.text(f"{req.method} {req.url} {req.target} {req.body!r}")

    @site.route("/boom")
    def boom(req: Request) -> Response:
        raise RuntimeError("handler bug")

    return site


async def test_absolute_form_dispatches_on_the_url_host() -> None:
    other = Site("other.test", {"/a": "other a"})
    async with serve(news(), other) as server:
        out = await raw_exchange(
            server.port,
            b"GET http://other.test/a HTTP/1.1\r\nHost: news.test\r\nConnection: close\r\n\r\n",
        )
    assert out.startswith(b"HTTP/1.1 200 OK\r\n")
    assert out.endswith(b"\r\n\r\nother a")
    assert [r.url for r in other.log] == ["http://other.test/a"]


async def test_origin_form_dispatches_on_the_host_header() -> None:
    site = news()
    async with serve(site) as server:
        out = await raw_exchange(
            server.port, b"GET /echo HTTP/1.1\r\nHost: News.Test\r\nConnection: close\r\n\r\n"
        )
    assert out.endswith(b"GET http://news.test/echo /echo b''")
    assert site.hits("/echo") == 1


async def test_port_specific_site_and_fallback_to_portless_host() -> None:
    special = Site("news.test:8080", {"/a": "port 8080"})
    async with serve(news(), special) as server:
        a = await raw_exchange(
            server.port, b"GET http://news.test:8080/a HTTP/1.1\r\nConnection: close\r\n\r\n"
        )
        b = await raw_exchange(
            server.port, b"GET http://news.test:9999/a HTTP/1.1\r\nConnection: close\r\n\r\n"
        )
        c = await raw_exchange(
            server.port, b"GET http://news.test:80/a HTTP/1.1\r\nConnection: close\r\n\r\n"
        )
    assert a.endswith(b"port 8080")
    assert b.endswith(b"<p>article a</p>")
    assert c.endswith(b"<p>article a</p>")


async def test_query_selects_a_static_page() -> None:
    async with serve(news()) as server:
        out = await raw_exchange(
            server.port, b"GET http://news.test/q?x=1 HTTP/1.1\r\nConnection: close\r\n\r\n"
        )
    assert out.endswith(b"with query")


async def test_keep_alive_serves_several_requests_on_one_connection() -> None:
    site = news()
    async with serve(site) as server:
        reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
        for _ in range(3):
            writer.write(b"GET http://news.test/a HTTP/1.1\r\nHost: news.test\r\n\r\n")
            head, body = await read_response(reader)
            assert b"Connection: close" not in head
            assert body == b"<p>article a</p>"
        writer.write(b"GET http://news.test/a HTTP/1.1\r\nConnection: close\r\n\r\n")
        head, body = await read_response(reader)
        assert b"Connection: close" in head
        assert await reader.read() == b""  # the server closed
        writer.close()
    assert site.hits("/a") == 4


async def test_http10_closes_unless_keep_alive_is_asked() -> None:
    async with serve(news()) as server:
        out = await raw_exchange(server.port, b"GET http://news.test/a HTTP/1.0\r\n\r\n")
        assert b"Connection: close" in out
        reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
        writer.write(b"GET http://news.test/a HTTP/1.0\r\nProxy-Connection: keep-alive\r\n\r\n")
        head, _ = await read_response(reader)
        writer.write(b"GET http://news.test/a HTTP/1.0\r\n\r\n")
        head2, _ = await read_response(reader)
        writer.close()
    assert b"Connection: close" not in head
    assert b"Connection: close" in head2


async def test_chunked_framing_on_the_wire() -> None:
    site = Site("c.test", {"/": Response.text(b"abcdefghij").with_(chunked=True, chunk_size=4)})
    async with serve(site) as server:
        out = await raw_exchange(
            server.port, b"GET http://c.test/ HTTP/1.1\r\nConnection: close\r\n\r\n"
        )
    head, body = out.split(b"\r\n\r\n", 1)
    assert b"Transfer-Encoding: chunked" in head
    assert b"Content-Length" not in head
    assert body == b"4\r\nabcd\r\n4\r\nefgh\r\n2\r\nij\r\n0\r\n\r\n"


async def test_head_sends_no_body_but_the_length() -> None:
    async with serve(news()) as server:
        out = await raw_exchange(
            server.port, b"HEAD http://news.test/a HTTP/1.1\r\nConnection: close\r\n\r\n"
        )
    assert out.endswith(b"Content-Length: 16\r\nConnection: close\r\n\r\n")


async def test_request_bodies_are_read() -> None:
    async with serve(news()) as server:
        a = await raw_exchange(
            server.port,
            b"POST http://news.test/echo HTTP/1.1\r\nContent-Length: 3\r\nConnection: close\r\n\r\nabc",
        )
        b = await raw_exchange(
            server.port,
            b"POST http://news.test/echo HTTP/1.1\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n2\r\nxy\r\n1\r\nz\r\n0\r\n\r\n",
        )
    assert a.endswith(b"b'abc'")
    assert b.endswith(b"b'xyz'")


async def test_unknown_host_is_502_with_a_clear_body() -> None:
    web_site = news()
    async with serve(web_site) as server:
        out = await raw_exchange(
            server.port, b"GET http://nowhere.test/ HTTP/1.1\r\nConnection: close\r\n\r\n"
        )
    assert out.startswith(b"HTTP/1.1 502 Bad Gateway\r\n")
    assert b"no site for host 'nowhere.test'" in out and b"news.test" in out


async def test_connect_is_501() -> None:
    async with serve(news()) as server:
        out = await raw_exchange(
            server.port, b"CONNECT news.test:443 HTTP/1.1\r\nHost: news.test:443\r\n\r\n"
        )
    assert out.startswith(b"HTTP/1.1 501 Not Implemented\r\n")
    assert b"no TLS" in out


@pytest.mark.parametrize(
    "bad", [b"NONSENSE\r\n\r\n", b"GET / HTTP/1.1\r\n\r\n", b"GET / HTTP/1.1\r\nNo colon\r\n\r\n"]
)
async def test_bad_requests_are_400(bad: bytes) -> None:
    async with serve(news()) as server:
        out = await raw_exchange(server.port, bad)
    assert out.startswith(b"HTTP/1.1 400 Bad Request\r\n")


async def test_a_failing_handler_is_a_500_with_the_traceback() -> None:
    async with serve(news()) as server:
        out = await raw_exchange(
            server.port, b"GET http://news.test/boom HTTP/1.1\r\nConnection: close\r\n\r\n"
        )
    assert out.startswith(b"HTTP/1.1 500 Internal Server Error\r\n")
    assert b"RuntimeError: handler bug" in out


async def test_stop_cuts_hanging_connections() -> None:
    site = Site("hang.test", {"/": sleep_forever()})
    async with serve(site) as server:
        reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
        writer.write(b"GET http://hang.test/ HTTP/1.1\r\n\r\n")
        await writer.drain()
        while not site.log:
            await asyncio.sleep(0.01)
    assert await asyncio.wait_for(reader.read(), 10) == b""
    writer.close()


async def test_aiohttp_through_the_proxy() -> None:
    site = news()
    async with serve(site) as server, aiohttp.ClientSession() as session:
        for _ in range(2):
            async with session.get("http://news.test/a", proxy=server.url) as resp:
                assert resp.status == 200
                assert await resp.read() == b"<p>article a</p>"
    assert [r.url for r in site.log] == ["http://news.test/a"] * 2


async def test_virtual_web_fetch_without_a_socket() -> None:
    web = VirtualWeb([news()])
    page = await web.fetch("http://news.test/a")
    assert isinstance(page, Response) and page.body == b"<p>article a</p>"
    missing = await web.fetch("http://zzz.test/")
    assert isinstance(missing, Response) and missing.status == 502
    assert [r.url for r in web.unknown] == ["http://zzz.test/"]


def test_two_sites_for_one_host_is_an_error() -> None:
    with pytest.raises(ValueError):
        VirtualWeb([Site("a.test"), Site("A.test")])


def test_serve_in_thread_starts_and_stops() -> None:
    import urllib.request

    site = news()
    with serve_in_thread(VirtualWeb([site])) as server:
        port = server.port
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({"http": server.url}))
        assert opener.open("http://news.test/a", timeout=10).read() == b"<p>article a</p>"
    assert site.hits("/a") == 1
    with pytest.raises(OSError), socket.create_connection(("127.0.0.1", port), timeout=5):
        pass
