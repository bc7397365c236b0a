"""keepnet's HTTP/1.1 client: one GET, kept exactly as it went over the wire.

WARC 1.1 wants the response block exactly as received, chunked framing included, which
aiohttp cannot give (it de-chunks), so keepnet speaks HTTP/1.1 itself, on one asyncio
protocol object a connection (`keepnet.fetch.stream.Wire`): pooled keep-alive connections
per origin (or per proxy), an HTTP forward proxy (absolute-form requests for http, CONNECT
tunnels for https), connect/read/total timeouts, a body size cap, and the private-address
policy of `keepnet.fetch.addresses`.

One call is one attempt: retries and their back-off are the engine's (see
`keepnet.fetch.politeness`).  The only retry here is transparent: a reused keep-alive
connection that the server had already closed is replaced by a fresh one, once.
Interim 1xx responses (100, 103) are read and dropped; the Exchange holds the final one.
"""

from __future__ import annotations

import asyncio
import ssl
import time
from collections.abc import Hashable
from dataclasses import dataclass

import ada_url

from keepnet import SOFTWARE
from keepnet.fetch import codes
from keepnet.fetch.addresses import AddressPolicy, Resolver, normalize_host
from keepnet.fetch.body import Clock, HeadError, read_body, read_head
from keepnet.fetch.pool import (
    ConnectError,
    Connection,
    Pool,
    make_ssl_context,
    open_tcp,
    open_tunnel,
)
from keepnet.fetch.target import InvalidTarget, Target, parse_target
from keepnet.fetch.wire import CLOSE, ResponseHead, body_framing, build_request_head, keeps_alive
from keepnet.models import Exchange, FetchFailure
from keepnet.settings.job import JobSettings
from keepnet.url.parse import hostname

DEFAULT_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"


@dataclass(frozen=True)
class FetchSettings:
    """Everything the client needs to know, fixed for a crawl.

    `proxy` is an HTTP forward proxy "http://host:port".  `verify_tls` is off by default,
    as in Heritrix ("open" trust): an archive records what the server sent, and a bad
    certificate is no reason to lose the capture.  `headers` are extra default request
    headers, sent after the standard ones.
    """

    user_agent: str = f"{SOFTWARE} (+https://github.com/keepnet)"
    proxy: str | None = None
    connect_timeout: float = 10.0
    read_timeout: float = 30.0
    total_timeout: float = 120.0
    max_body_bytes: int = 64 * 1024 * 1024
    allow_private: bool = False
    allowed_private_hosts: frozenset[str] = frozenset()
    headers: tuple[tuple[str, str], ...] = ()
    accept: str = DEFAULT_ACCEPT
    accept_encoding: str = "gzip, deflate"
    verify_tls: bool = False
    max_idle_per_origin: int = 8
    # Plain-HTTP requests through the proxy share one pool key whatever their origin: keep
    # as many idle connections as requests run at once, or every request past the eighth
    # opens a new connection (a crawl of 64 at a time through a proxy churned ~2 in 3).
    max_idle_via_proxy: int = 8
    idle_timeout: float = 30.0
    dns_ttl: float = 300.0

    @classmethod
    def for_job(cls, job: JobSettings) -> FetchSettings:
        """A crawl job's settings; the seeds' own hosts may be private addresses."""
        return cls(
            user_agent=job.user_agent,
            proxy=job.proxy,
            connect_timeout=job.connect_timeout,
            read_timeout=job.read_timeout,
            total_timeout=job.total_timeout,
            max_body_bytes=job.max_body_bytes,
            allow_private=job.allow_private,
            allowed_private_hosts=frozenset(hostname(s.url) for s in job.seeds),
            max_idle_via_proxy=max(8, job.concurrency),
        )


_VIA_PROXY = ("proxy",)  # the pool key of plain-HTTP requests through the proxy


class _Fail(Exception):
    def __init__(self, code: int, reason: str, retryable: bool = True):
        super().__init__(reason)
        self.code, self.reason, self.retryable = code, reason, retryable


def _parse_target(url: str) -> Target:
    try:
        return parse_target(url)
    except InvalidTarget as exc:
        raise _Fail(codes.INVALID_URL, str(exc), False) from None


class HttpClient:
    """Fetches URLs with GET; see the module docstring.  Not thread-safe; one event loop."""

    def __init__(self, settings: FetchSettings | None = None):
        self.settings = s = settings or FetchSettings()
        self.policy = AddressPolicy(s.allow_private, s.allowed_private_hosts)
        self.resolver = Resolver(s.dns_ttl)
        self._pool = Pool(s.max_idle_per_origin, s.idle_timeout)
        # Made on the first https URL: loading the CA store costs ~17 ms, which a crawl of
        # http URLs only (a local mirror, a test web) need not pay at start-up.
        self._tls: ssl.SSLContext | None = None
        self._proxy: tuple[str, int] | None = None
        if s.proxy:
            p = ada_url.URL(s.proxy)
            if p.protocol != "http:" or not p.hostname:
                raise ValueError(f"proxy must be http://host:port, not {s.proxy!r}")
            self._proxy = (normalize_host(p.hostname), int(p.port or 80))
        self._default_headers: list[tuple[str, str]] = [
            ("User-Agent", s.user_agent),
            ("Accept", s.accept),
            ("Accept-Encoding", s.accept_encoding),
            ("Connection", "keep-alive"),
            *s.headers,
        ]
        self._default_block = build_request_head("GET", "/", self._default_headers).split(
            b"\r\n", 1
        )[1]

    async def close(self) -> None:
        """Close every idle connection."""
        self._pool.close_all()

    def request_head(self, url: str, headers: dict[str, str] | None = None) -> bytes:
        """The request head `fetch` would send for `url` (raises ValueError if invalid)."""
        try:
            return self._request_head(_parse_target(url), headers)
        except _Fail as f:
            raise ValueError(f.reason) from None

    async def fetch(
        self, url: str, headers: dict[str, str] | None = None
    ) -> Exchange | FetchFailure:
        """GET `url`.  `headers` override the defaults by name; an empty value removes one."""
        loop = asyncio.get_running_loop()
        t0 = loop.time()
        clock = Clock(loop, self.settings.read_timeout, t0 + self.settings.total_timeout)
        try:
            target = _parse_target(url)
            if self._proxy is not None:
                refusal = self.policy.check_name(target.host)
                if refusal:
                    raise _Fail(codes.PRIVATE_ADDRESS, f"refused: {refusal}", False)
            head = self._request_head(target, headers)
            return await self._exchange(url, target, head, clock, t0)
        except _Fail as f:
            return FetchFailure(url, f.code, f.reason, f.retryable)

    def _request_head(self, target: Target, extra: dict[str, str] | None) -> bytes:
        fields = [("Host", target.authority), *self._default_headers]
        if extra:
            for name, value in extra.items():
                lname = name.lower()
                fields = [(k, v) for k, v in fields if k.lower() != lname]
                if value:
                    fields.append((name, value))
        proxied = self._proxy is not None and target.scheme == "http"
        request_target = target.url if proxied else target.origin_form
        if not extra:
            # The common case: the default headers are sanitized and encoded once.
            first = f"GET {request_target} HTTP/1.1\r\nHost: {target.authority}\r\n"
            return first.encode("latin-1", "replace") + self._default_block
        return build_request_head("GET", request_target, fields)

    def _key(self, target: Target) -> Hashable:
        if self._proxy is None:
            return (target.scheme, target.host, target.port)
        if target.scheme == "http":
            return _VIA_PROXY
        return ("tunnel", target.host, target.port)

    async def _exchange(
        self, url: str, target: Target, request: bytes, clock: Clock, t0: float
    ) -> Exchange:
        key = self._key(target)
        loop = clock.loop
        for attempt in range(2):
            conn = self._pool.take(key, loop.time()) if attempt == 0 else None
            reused = conn is not None
            if conn is None:
                conn = await self._connect(target, clock)
            started = time.time()
            try:
                conn.wire.write(request)
                head = await self._final_head(conn, clock)
            except TimeoutError:
                conn.close()
                what = "total timeout" if clock.total_expired() else "read timeout"
                raise _Fail(codes.TIMEOUT, f"{what} waiting for the response head") from None
            except HeadError as e:
                conn.close()
                if reused and not e.received:
                    continue  # the server had closed the idle connection: retry fresh
                raise _Fail(e.code, e.reason, e.retryable) from None
            except OSError as exc:  # the write side found the connection gone
                conn.close()
                if reused:
                    continue
                raise _Fail(
                    codes.CONNECTION_LOST, f"connection lost sending request: {exc!r}"
                ) from None
            framing, length = body_framing(head)
            body = await read_body(conn.wire, framing, length, self.settings.max_body_bytes, clock)
            if body.complete and framing != CLOSE and head.status != 101 and keeps_alive(head):
                cap = self.settings.max_idle_via_proxy if key == _VIA_PROXY else None
                self._pool.give(key, conn, loop.time(), cap)
            else:
                conn.close()
            return Exchange(
                url=url,
                started=started,
                request_head=request,
                status=head.status,
                reason=head.reason,
                headers=head.headers,
                response_head=head.raw,
                wire_body=body.wire,
                payload=body.payload,
                ip=conn.ip,
                truncated=body.truncated,
                elapsed=loop.time() - t0,
            )
        raise _Fail(codes.CONNECTION_LOST, "connection closed before any response")

    async def _final_head(self, conn: Connection, clock: Clock) -> ResponseHead:
        wire = conn.wire
        if wire.transport.get_write_buffer_size():
            async with asyncio.timeout_at(clock.read_by()):
                await wire.drain()
        else:  # all sent already (a request head almost always is): drain cannot wait
            await wire.drain()
        for _ in range(10):
            head = await read_head(wire, clock)
            # Interim responses (100 Continue, 103 Early Hints) precede the real one.
            if not 100 <= head.status < 200 or head.status == 101:
                return head
        raise HeadError(codes.PROTOCOL_ERROR, "too many interim 1xx responses", True, False)

    async def _connect(self, target: Target, clock: Clock) -> Connection:
        s = self.settings
        tls = None
        if target.scheme == "https":
            if self._tls is None:
                self._tls = make_ssl_context(s.verify_tls)
            tls = self._tls
        try:
            if self._proxy is None:
                addrs = await self._addresses(target, clock)
                return await open_tcp(
                    addrs, target.port, clock, s.connect_timeout, tls, target.host
                )
            if tls is None:
                conn = await open_tcp([self._proxy[0]], self._proxy[1], clock, s.connect_timeout)
                conn.ip = None  # the origin's address is known only to the proxy
                return conn
            host = f"[{target.host}]" if ":" in target.host else target.host
            authority = f"{host}:{target.port}"
            return await open_tunnel(
                *self._proxy, authority, s.user_agent, clock, s.connect_timeout, tls, target.host
            )
        except ConnectError as e:
            code = codes.TIMEOUT if e.timeout else codes.CONNECT_FAILED
            raise _Fail(code, e.reason, e.retryable) from None

    async def _addresses(self, target: Target, clock: Clock) -> list[str]:
        """Resolve (cached) and keep only the addresses the policy allows."""
        refusal = self.policy.check_name(target.host)  # literals and localhost: no lookup
        if refusal:
            raise _Fail(codes.PRIVATE_ADDRESS, f"refused: {refusal}", False)
        try:
            async with asyncio.timeout_at(clock.cap(self.settings.connect_timeout)):
                found = await self.resolver.resolve(target.host)
        except TimeoutError:
            raise _Fail(codes.DNS_FAILED, f"DNS lookup of {target.host} timed out") from None
        except OSError as exc:
            raise _Fail(codes.DNS_FAILED, f"DNS lookup of {target.host} failed: {exc}") from None
        allowed, refusal = self.policy.filter(target.host, found)
        if not allowed:
            raise _Fail(codes.PRIVATE_ADDRESS, f"refused: {refusal}", False)
        return allowed
