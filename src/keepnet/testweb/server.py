"""The virtual web's server: an HTTP/1.1 forward proxy on loopback that dispatches by host.

Clients either use it as their proxy (`GET http://news.test/a HTTP/1.1`, as keepnet's
`--proxy` and Chromium's `--proxy-server` do) or talk to it directly with a Host header.
It never connects anywhere: every host is a `Site` of the `VirtualWeb`; an unknown host
gets 502 and CONNECT gets 501 (there is no TLS in the virtual web).  Raw asyncio streams,
not an HTTP framework, so hostile behaviours control every byte and every close.
"""

from __future__ import annotations

import asyncio
import math
import socket
import struct
import threading
import traceback
from collections.abc import Iterable, Iterator
from contextlib import contextmanager

from keepnet.testweb.site import Behaviour, LoggedRequest, Raw, Request, Response, Site
from keepnet.testweb.wire import BadRequest, parse_head, read_body, wants_keep_alive

# Long enough for the very-long-URL trap pages; the head must fit in it.
MAX_HEAD = 1 << 20
MAX_REQUEST_BODY = 16 << 20


class VirtualWeb:
    """The set of sites the server answers for, keyed by host ("h" or "h:port")."""

    def __init__(self, sites: Iterable[Site] = ()) -> None:
        self.sites: dict[str, Site] = {}
        self.unknown: list[LoggedRequest] = []  # requests for hosts no site serves
        for site in sites:
            self.add(site)

    def add(self, site: Site) -> Site:
        if site.host in self.sites:
            raise ValueError(f"two sites for host {site.host}")
        self.sites[site.host] = site
        return site

    def __getitem__(self, host: str) -> Site:
        return self.sites[host.lower()]

    def __contains__(self, host: str) -> bool:
        return self.lookup(host) is not None

    def __iter__(self) -> Iterator[Site]:
        return iter(self.sites.values())

    @property
    def hosts(self) -> list[str]:
        return sorted(self.sites)

    def lookup(self, host: str) -> Site | None:
        """The site for "host:port", falling back to the port-less host."""
        site = self.sites.get(host)
        if site is None and ":" in host and not host.endswith("]"):
            site = self.sites.get(host.rsplit(":", 1)[0])
        return site

    def requests(self) -> list[LoggedRequest]:
        """Every logged request of every site, in arrival order."""
        return sorted((r for s in self.sites.values() for r in s.log), key=lambda r: r.time)

    async def fetch(
        self, url: str, method: str = "GET", headers: Iterable[tuple[str, str]] = ()
    ) -> Behaviour:
        """Answer a request for an absolute URL without a socket (logged like any other)."""
        lines = f"{method} {url} HTTP/1.1\r\n" + "".join(f"{k}: {v}\r\n" for k, v in headers)
        return await self.respond(parse_head((lines + "\r\n").encode("latin-1")))

    async def respond(self, request: Request) -> Behaviour:
        site = self.lookup(request.host)
        if site is None:
            self.unknown.append(LoggedRequest(request.method, request.url, request.path, 0.0))
            body = (
                f"keepnet testweb: no site for host {request.host!r} in this virtual web "
                f"(known: {', '.join(self.hosts) or 'none'})\n"
            )
            return Response.text(body, 502)
        return await site.respond(request)


class ProxyServer:
    """Serves a VirtualWeb on host:port (port 0 picks a free one) until stopped."""

    def __init__(self, web: VirtualWeb, host: str = "127.0.0.1", port: int = 0) -> None:
        self.web = web
        self.host = host
        self._port = port
        self._server: asyncio.base_events.Server | None = None
        self._conns: set[asyncio.Task[None]] = set()
        self.served = 0  # responses started, for benchmarks and tests

    @property
    def port(self) -> int:
        if self._server is None:
            raise RuntimeError("server not started")
        return int(self._server.sockets[0].getsockname()[1])

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    async def start(self) -> None:
        self._server = await asyncio.start_server(
            self._connection, self.host, self._port, limit=MAX_HEAD, backlog=1024
        )

    async def stop(self) -> None:
        """Stop listening and cut every open connection (hanging behaviours included)."""
        if self._server is None:
            return
        self._server.close()
        for task in list(self._conns):
            task.cancel()
        await asyncio.gather(*self._conns, return_exceptions=True)
        await self._server.wait_closed()
        self._server = None

    async def __aenter__(self) -> ProxyServer:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    async def _connection(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._conns.add(task)
        sock = writer.get_extra_info("socket")
        if sock is not None:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        try:
            while await self._exchange(reader, writer):
                pass
        except (ConnectionError, asyncio.IncompleteReadError, asyncio.CancelledError):
            pass
        finally:
            self._conns.discard(task)
            writer.close()

    async def _exchange(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> bool:
        """Serve one request; whether the connection stays open for another."""
        try:
            head = await reader.readuntil(b"\r\n\r\n")
        except asyncio.IncompleteReadError:
            return False  # the client closed between requests
        except asyncio.LimitOverrunError:
            await self._send(writer, Response.text("request head too large\n", 431), False, False)
            return False
        try:
            req = parse_head(head)
            if req.method == "CONNECT":
                msg = "keepnet testweb: CONNECT is not supported (no TLS in the virtual web)\n"
                await self._send(writer, Response.text(msg, 501), False, False)
                return False
            if "100-continue" in (req.header("expect") or "").lower():
                writer.write(b"HTTP/1.1 100 Continue\r\n\r\n")
            req.body = await read_body(req, reader, MAX_REQUEST_BODY)
        except (BadRequest, asyncio.LimitOverrunError) as exc:
            await self._send(writer, Response.text(f"bad request: {exc}\n", 400), False, False)
            return False
        try:
            behaviour = await self.web.respond(req)
        except Exception:
            behaviour = Response.text(traceback.format_exc(), 500)
        self.served += 1
        return await self._send(writer, behaviour, wants_keep_alive(req), req.method == "HEAD")

    async def _send(
        self, writer: asyncio.StreamWriter, b: Behaviour, keep_alive: bool, head_only: bool
    ) -> bool:
        if isinstance(b, Raw):
            return await self._send_raw(writer, b)
        if b.delay:
            await asyncio.sleep(b.delay)
        keep = keep_alive and not b.close
        writer.write(b.encode(keep_alive=keep, head_only=head_only))
        await writer.drain()
        return keep

    async def _send_raw(self, writer: asyncio.StreamWriter, raw: Raw) -> bool:
        if raw.delay:
            await asyncio.sleep(raw.delay)
        if raw.chunk and raw.interval:
            for i in range(0, len(raw.data), raw.chunk):
                writer.write(raw.data[i : i + raw.chunk])
                await writer.drain()
                await asyncio.sleep(raw.interval)
        elif raw.data:
            writer.write(raw.data)
            await writer.drain()
        if raw.reset:
            # Let the bytes reach the client before the RST overtakes them.
            while writer.transport.get_write_buffer_size():
                await asyncio.sleep(0.005)
        if raw.hold == math.inf:
            await asyncio.Event().wait()  # until stop() cancels us
        elif raw.hold:
            await asyncio.sleep(raw.hold)
        if raw.reset:
            sock = writer.get_extra_info("socket")
            if sock is not None:  # SO_LINGER 0: close() sends RST instead of FIN
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            writer.transport.abort()
            return False
        return not raw.close


@contextmanager
def serve_in_thread(
    web: VirtualWeb, host: str = "127.0.0.1", port: int = 0
) -> Iterator[ProxyServer]:
    """Run a ProxyServer on its own event loop in a daemon thread, for synchronous callers.

    >>> with serve_in_thread(VirtualWeb([Site("a.test", {"/": "hi"})])) as server:
    ...     server.url.startswith("http://127.0.0.1:")
    True
    """
    loop = asyncio.new_event_loop()
    server = ProxyServer(web, host, port)
    thread = threading.Thread(target=loop.run_forever, name="keepnet-testweb", daemon=True)
    thread.start()
    try:
        asyncio.run_coroutine_threadsafe(server.start(), loop).result(timeout=30)
        yield server
    finally:
        try:
            asyncio.run_coroutine_threadsafe(server.stop(), loop).result(timeout=30)
        finally:
            loop.call_soon_threadsafe(loop.stop)
            thread.join(timeout=30)
            loop.close()
