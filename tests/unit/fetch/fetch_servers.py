"""Tiny raw asyncio servers on 127.0.0.1 for the fetcher tests: exact bytes out, requests recorded."""

from __future__ import annotations

import asyncio
import ssl
from collections.abc import Awaitable, Callable, Mapping

Handler = Callable[["RawServer", asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]
Route = bytes | Callable[[bytes], Awaitable[bytes | None]]


class RawServer:
    """Runs `handler` for each connection; counts connections and keeps request heads."""

    def __init__(self, handler: Handler, tls: ssl.SSLContext | None = None):
        self.handler = handler
        self.tls = tls
        self.connections = 0
        self.requests: list[bytes] = []
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self.port = 0

    async def __aenter__(self) -> RawServer:
        self._server = await asyncio.start_server(self._conn, "127.0.0.1", 0, ssl=self.tls)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def __aexit__(self, *exc: object) -> None:
        assert self._server is not None
        self._server.close()
        # Handlers may sleep or dribble on purpose: stop them rather than wait for them.
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    @property
    def authority(self) -> str:
        return f"127.0.0.1:{self.port}"

    def url(self, path: str = "/") -> str:
        return f"http://127.0.0.1:{self.port}{path}"

    async def _conn(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)
        try:
            await self.handler(self, reader, writer)
        except (ConnectionError, asyncio.CancelledError):
            pass
        finally:
            self._tasks.discard(task)
            writer.close()


async def read_request(reader: asyncio.StreamReader) -> bytes | None:
    """One request head (through the blank line), or None when the client closed."""
    lines = []
    while True:
        line = await reader.readline()
        if not line:
            return None
        lines.append(line)
        if line in (b"\r\n", b"\n"):
            return b"".join(lines)


def request_target(head: bytes) -> str:
    return head.split(b"\r\n", 1)[0].split(b" ")[1].decode()


def routes(table: Mapping[str, Route]) -> Handler:
    """A keep-alive handler answering each request target with fixed bytes (or a function).

    A route function gets the request head and returns the bytes to send, or None after it
    has dealt with the connection itself.  Absolute-form targets are looked up as given.
    """

    async def handler(
        server: RawServer, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        while True:
            head = await read_request(reader)
            if head is None:
                return
            server.requests.append(head)
            route = table.get(request_target(head), NOT_FOUND)
            out = route if isinstance(route, bytes) else await route(head)
            if out is None:
                return
            writer.write(out)
            await writer.drain()
            if b"connection: close" in out.split(b"\r\n\r\n", 1)[0].lower():
                return

    return handler


def response(body: bytes = b"hello", status: str = "200 OK", headers: str = "") -> bytes:
    """A Content-Length response; `headers` are extra CRLF-terminated lines."""
    return (
        f"HTTP/1.1 {status}\r\nContent-Type: text/html\r\nContent-Length: {len(body)}\r\n{headers}\r\n".encode()
        + body
    )


NOT_FOUND = response(b"not found", "404 Not Found")


async def sleep_forever(head: bytes) -> bytes | None:
    await asyncio.sleep(3600)
    return None
