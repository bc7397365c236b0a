"""Open connections and keep idle ones for reuse (HTTP/1.1 persistent connections, RFC 9112 §9).

A pool key names what a connection can carry: `("http", host, port)` for a direct origin,
`("proxy",)` for plain-HTTP requests through the forward proxy (any origin can share
those), `("tunnel", host, port)` for a CONNECT tunnel to one https origin.  Idle
connections are reused newest first, so the oldest (likeliest stale) ones age out.
"""

from __future__ import annotations

import asyncio
import ssl
from collections.abc import Hashable

from keepnet.fetch.body import Clock, read_head
from keepnet.fetch.stream import STREAM_LIMIT, Wire
from keepnet.fetch.wire import build_connect_head


class ConnectError(Exception):
    """A connection could not be opened; `timeout` marks a timeout rather than a refusal."""

    def __init__(self, reason: str, timeout: bool = False, retryable: bool = True):
        super().__init__(reason)
        self.reason = reason
        self.timeout = timeout
        self.retryable = retryable


class Connection:
    __slots__ = ("wire", "ip", "idle_since")

    def __init__(self, wire: Wire, ip: str | None):
        self.wire = wire
        self.ip = ip
        self.idle_since = 0.0

    def usable(self) -> bool:
        return not self.wire.transport.is_closing() and not self.wire.at_eof()

    def close(self) -> None:
        """Close at once, discarding unread data (the response may be unfinished)."""
        self.wire.close()


class Pool:
    """Idle connections per key, capped and aged."""

    def __init__(self, max_idle_per_key: int = 8, idle_timeout: float = 30.0):
        self.max_idle = max_idle_per_key
        self.idle_timeout = idle_timeout
        self._idle: dict[Hashable, list[Connection]] = {}

    def take(self, key: Hashable, now: float) -> Connection | None:
        """An idle live connection for `key`, or None."""
        idle = self._idle.get(key)
        while idle:
            conn = idle.pop()
            if conn.usable() and now - conn.idle_since < self.idle_timeout:
                return conn
            conn.close()
        return None

    def give(self, key: Hashable, conn: Connection, now: float, cap: int | None = None) -> None:
        """Keep `conn` idle for `key`, at most `cap` (default max_idle_per_key) of them."""
        idle = self._idle.setdefault(key, [])
        if len(idle) >= (self.max_idle if cap is None else cap):
            idle.pop(0).close()
        conn.idle_since = now
        idle.append(conn)

    def close_all(self) -> None:
        for idle in self._idle.values():
            for conn in idle:
                conn.close()
        self._idle.clear()


def make_ssl_context(verify: bool) -> ssl.SSLContext:
    """TLS settings; without `verify` any certificate is accepted (see FetchSettings)."""
    ctx = ssl.create_default_context()
    if not verify:
        ctx.check_hostname = False
        ctx.verify_mode = ssl.CERT_NONE
    ctx.set_alpn_protocols(["http/1.1"])  # keepnet speaks HTTP/1.1 only
    return ctx


async def open_tcp(
    hosts: list[str],
    port: int,
    clock: Clock,
    timeout: float,
    tls: ssl.SSLContext | None = None,
    server_hostname: str | None = None,
) -> Connection:
    """Connect to the first of `hosts` that answers (TLS on top when `tls` is given)."""
    last = "no address to connect to"
    loop = clock.loop
    for host in hosts:
        try:
            async with asyncio.timeout_at(clock.cap(timeout)):
                transport, wire = await loop.create_connection(
                    lambda: Wire(loop, STREAM_LIMIT),
                    host,
                    port,
                    ssl=tls,
                    server_hostname=server_hostname if tls else None,
                )
        except TimeoutError:
            raise ConnectError(
                _timeout_reason(clock, f"connect timeout to {host}:{port}"), True
            ) from None
        except ssl.SSLError as exc:
            raise ConnectError(
                f"TLS handshake with {host}:{port} failed: {exc}", retryable=False
            ) from None
        except OSError as exc:
            last = f"connect to {host}:{port} failed: {exc.strerror or exc!r}"
            continue
        peer = transport.get_extra_info("peername")
        return Connection(wire, str(peer[0]) if peer else host)
    raise ConnectError(last)


async def open_tunnel(
    proxy_host: str,
    proxy_port: int,
    authority: str,
    user_agent: str,
    clock: Clock,
    timeout: float,
    tls: ssl.SSLContext,
    server_hostname: str,
) -> Connection:
    """A TLS connection to `authority` through a CONNECT tunnel of the forward proxy."""
    conn = await open_tcp([proxy_host], proxy_port, clock, timeout)
    conn.ip = None  # the origin's address is known only to the proxy
    try:
        conn.wire.write(build_connect_head(authority, user_agent))
        async with asyncio.timeout_at(clock.cap(timeout)):
            await conn.wire.drain()
            head = await read_head(conn.wire, clock)
        if not 200 <= head.status < 300:
            raise ConnectError(f"proxy refused CONNECT {authority}: {head.status} {head.reason}")
        async with asyncio.timeout_at(clock.cap(timeout)):
            await conn.wire.start_tls(tls, server_hostname)
    except ConnectError:
        conn.close()
        raise
    except TimeoutError:
        conn.close()
        raise ConnectError(_timeout_reason(clock, f"CONNECT {authority} timed out"), True) from None
    except ssl.SSLError as exc:
        conn.close()
        raise ConnectError(
            f"TLS handshake with {authority} failed: {exc}", retryable=False
        ) from None
    except Exception as exc:  # HeadError, OSError: the proxy broke the tunnel
        conn.close()
        raise ConnectError(f"CONNECT {authority} failed: {exc}") from None
    return conn


def _timeout_reason(clock: Clock, what: str) -> str:
    return "total timeout while connecting" if clock.total_expired() else what
