"""One host of the local virtual web: its routes, its answers and its request log.

A `Site` maps request paths to *behaviours*: a `Response` (a well-formed HTTP/1.1 answer,
optionally chunked or delayed) or a `Raw` (bytes written verbatim to the socket, for the
hostile cases a well-behaved server never produces: truncated bodies, resets, garbage).
Every request a site receives is appended to `site.log`, which tests read to assert what a
crawler fetched, how often, and how far apart (politeness).
"""

from __future__ import annotations

import asyncio
import inspect
import mimetypes
import re
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field, replace
from http import HTTPStatus
from typing import TypeAlias


@dataclass(slots=True)
class Request:
    """A request as the server parsed it.

    `target` is the request-target exactly as sent (absolute-form through the proxy,
    origin-form when used directly); `url` is always absolute.  `host` is the dispatch key:
    the lowercased host name plus ":port" when the port is not the scheme's default.
    `path` and `query` are raw (still percent-encoded, query without "?").
    """

    method: str
    target: str
    url: str
    host: str
    path: str
    query: str
    headers: list[tuple[str, str]]
    body: bytes = b""
    version: str = "HTTP/1.1"
    match: re.Match[str] | None = None  # set when a regex route matched

    def header(self, name: str, default: str | None = None) -> str | None:
        """The first header of that name (case-insensitive)."""
        lname = name.lower()
        for k, v in self.headers:
            if k.lower() == lname:
                return v
        return default


def _reason(status: int) -> str:
    try:
        return HTTPStatus(status).phrase
    except ValueError:
        return "Unknown"


@dataclass(slots=True)
class Response:
    """A well-formed HTTP/1.1 response.

    Content-Length is added unless the headers already carry one or `chunked` is set (then
    the body goes out in `chunk_size` chunks with Transfer-Encoding: chunked).  `delay`
    seconds pass before anything is sent (a slow server); `close` ends the connection after.
    """

    status: int = 200
    headers: list[tuple[str, str]] = field(default_factory=list)
    body: bytes = b""
    reason: str | None = None
    chunked: bool = False
    chunk_size: int = 4096
    delay: float = 0.0
    close: bool = False

    @classmethod
    def html(
        cls, body: str | bytes, status: int = 200, headers: list[tuple[str, str]] | None = None
    ) -> Response:
        data = body.encode("utf-8") if isinstance(body, str) else body
        return cls(status, [("Content-Type", "text/html; charset=utf-8"), *(headers or [])], data)

    @classmethod
    def text(
        cls, body: str | bytes, status: int = 200, content_type: str = "text/plain; charset=utf-8"
    ) -> Response:
        data = body.encode("utf-8") if isinstance(body, str) else body
        return cls(status, [("Content-Type", content_type)], data)

    @classmethod
    def data(cls, body: bytes, content_type: str = "application/octet-stream") -> Response:
        return cls(200, [("Content-Type", content_type)], body)

    @classmethod
    def redirect(cls, location: str, status: int = 302) -> Response:
        body = f'<html><body>Moved to <a href="{location}">{location}</a></body></html>'
        return cls(
            status,
            [("Location", location), ("Content-Type", "text/html; charset=utf-8")],
            body.encode(),
        )

    @classmethod
    def not_found(cls, url: str = "") -> Response:
        body = f"<!doctype html><title>404 Not Found</title><h1>Not Found</h1><p>{url}</p>\n"
        return cls.html(body, 404)

    def header(self, name: str) -> str | None:
        lname = name.lower()
        return next((v for k, v in self.headers if k.lower() == lname), None)

    def with_(self, **changes: object) -> Response:
        """A copy with some fields changed (e.g. `resp.with_(delay=5)`)."""
        return replace(self, **changes)  # type: ignore[arg-type]

    def head_bytes(self, *, keep_alive: bool = True) -> bytes:
        """Status line and headers, through the blank line, as they go on the wire."""
        headers = list(self.headers)
        names = {k.lower() for k, _ in headers}
        if self.chunked:
            if "transfer-encoding" not in names:
                headers.append(("Transfer-Encoding", "chunked"))
        elif "content-length" not in names:
            headers.append(("Content-Length", str(len(self.body))))
        if not keep_alive and "connection" not in names:
            headers.append(("Connection", "close"))
        lines = [f"HTTP/1.1 {self.status} {self.reason or _reason(self.status)}"]
        lines.extend(f"{k}: {v}" for k, v in headers)
        return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")

    def body_bytes(self) -> bytes:
        """The body as framed on the wire (chunked when asked)."""
        if not self.chunked:
            return self.body
        parts = []
        for i in range(0, len(self.body), max(1, self.chunk_size)):
            chunk = self.body[i : i + self.chunk_size]
            parts.append(b"%x\r\n%s\r\n" % (len(chunk), chunk))
        parts.append(b"0\r\n\r\n")
        return b"".join(parts)

    def encode(self, *, keep_alive: bool = True, head_only: bool = False) -> bytes:
        head = self.head_bytes(keep_alive=keep_alive)
        return head if head_only else head + self.body_bytes()


@dataclass(slots=True)
class Raw:
    """Bytes written verbatim: the server's byte-level hostility.

    In order: wait `delay`; write `data` (all at once, or `chunk` bytes every `interval`
    seconds to trickle); wait `hold` seconds (math.inf: until the server stops); then end the
    connection with a TCP RST if `reset`, a FIN if `close`, or keep serving it otherwise.
    keepnet.testweb.behaviours builds the usual cases.
    """

    data: bytes
    close: bool = True
    delay: float = 0.0
    reset: bool = False
    hold: float = 0.0
    chunk: int = 0
    interval: float = 0.0


Behaviour: TypeAlias = Response | Raw
HandlerResult: TypeAlias = Response | Raw | str | bytes
Handler: TypeAlias = Callable[[Request], HandlerResult | Awaitable[HandlerResult]]
PageValue: TypeAlias = Response | Raw | str | bytes


@dataclass(frozen=True, slots=True)
class LoggedRequest:
    """One line of a site's request log; `time` is time.monotonic() at arrival."""

    method: str
    url: str
    path: str
    time: float
    headers: tuple[tuple[str, str], ...] = ()


def as_behaviour(value: HandlerResult, path: str = "") -> Behaviour:
    """A handler's or page's value as a behaviour: str is HTML, bytes get a type by path."""
    if isinstance(value, Response | Raw):
        return value
    if isinstance(value, str):
        return Response.html(value)
    ctype = mimetypes.guess_type(path)[0] or "application/octet-stream"
    return Response.data(value, ctype)


class Site:
    """The routes of one host ("news.test", or "news.test:8080" for a specific port).

    Static pages are looked up first (by "path?query", then by path), then routes in the
    order they were added; a string route matches the path exactly, a compiled regex must
    fullmatch it.  `latency` seconds pass before every answer.
    """

    def __init__(
        self,
        host: str,
        pages: Mapping[str, PageValue] | None = None,
        *,
        latency: float = 0.0,
        not_found: Handler | None = None,
    ) -> None:
        self.host = host.lower()
        self.pages: dict[str, Behaviour] = {}
        self.latency = latency
        self.log: list[LoggedRequest] = []
        self._routes: list[tuple[str | re.Pattern[str], Handler]] = []
        self._not_found = not_found
        for path, value in (pages or {}).items():
            self.add(path, value)

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str = "/") -> str:
        return self.origin + path

    def add(self, path: str, value: PageValue) -> None:
        """Serve `value` at `path` (may include "?query")."""
        self.pages[path] = as_behaviour(value, path.split("?", 1)[0])

    def route(self, pattern: str | re.Pattern[str]) -> Callable[[Handler], Handler]:
        """Decorator: `@site.route("/x")` or `@site.route(re.compile(r"/p/(\\d+)"))`."""

        def register(handler: Handler) -> Handler:
            self._routes.append((pattern, handler))
            return handler

        return register

    def requests(self, path: str | None = None) -> list[LoggedRequest]:
        """The log, or its entries for one path (query included when `path` has one)."""
        if path is None:
            return list(self.log)
        return [r for r in self.log if r.path == path or r.path.split("?", 1)[0] == path]

    def hits(self, path: str | None = None) -> int:
        return len(self.requests(path))

    def fetched_urls(self) -> set[str]:
        return {r.url for r in self.log}

    async def respond(self, request: Request) -> Behaviour:
        full = request.path + ("?" + request.query if request.query else "")
        self.log.append(
            LoggedRequest(
                request.method, request.url, full, time.monotonic(), tuple(request.headers)
            )
        )
        if self.latency:
            await asyncio.sleep(self.latency)
        page = self.pages.get(full) or self.pages.get(request.path)
        if page is not None:
            return page
        for pattern, handler in self._routes:
            if isinstance(pattern, str):
                if pattern != request.path:
                    continue
            else:
                m = pattern.fullmatch(request.path)
                if m is None:
                    continue
                request.match = m
            return as_behaviour(await _call(handler, request), request.path)
        if self._not_found is not None:
            return as_behaviour(await _call(self._not_found, request), request.path)
        return Response.not_found(request.url)


async def _call(handler: Handler, request: Request) -> HandlerResult:
    result = handler(request)
    if inspect.isawaitable(result):
        return await result
    return result
