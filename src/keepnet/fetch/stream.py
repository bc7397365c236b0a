"""One connection's bytes: an asyncio protocol with one read buffer, read by the fetcher directly.

keepnet's client used asyncio's streams (StreamReaderProtocol, StreamReader, StreamWriter):
three objects a connection, a coroutine per line read (a response head is ~10 of them),
and an `asyncio.timeout_at` context per read.  `Wire` is the protocol itself: bytes go
into one bytearray, the reader takes lines and blocks from it with plain method calls, and
waits (a future and one timer handle) only when the bytes are not there yet.  A read that
needs no wait makes no timer: asyncio's timeouts fire only while the task waits, so that
changes nothing.

Every observable behaviour is StreamReader's and StreamWriter's (CPython 3.11–3.13), as
the fetcher relied on them: a line is cut at LF; a line longer than the limit raises
ValueError; at EOF a read returns what is left (b"" once empty); a connection lost with an
error makes the next read (or `drain`) raise it, even with bytes still buffered, while a
read already waiting when it happens gets the error from its wait; reading pauses above
twice the limit and resumes at the limit; `drain` waits while the transport's writes are
paused.  tests/unit/fetch/test_fetch_stream.py holds the two to the same answers.
"""

from __future__ import annotations

import asyncio
import ssl

STREAM_LIMIT = 1 << 18  # line limit and the buffer's high-water mark (reading pauses at 2x)


def _expire(waiter: asyncio.Future[None]) -> None:
    if not waiter.done():
        waiter.set_exception(TimeoutError())


class Wire(asyncio.Protocol):
    """A client connection's protocol: the transport, its received bytes, EOF and error."""

    __slots__ = (
        "loop",
        "limit",
        "buffer",
        "eof",
        "exc",
        "transport",
        "_waiter",
        "_paused",
        "_over_ssl",
        "_write_paused",
        "_drain_waiter",
        "_lost",
    )

    def __init__(self, loop: asyncio.AbstractEventLoop, limit: int = STREAM_LIMIT):
        self.loop = loop
        self.limit = limit
        self.buffer = bytearray()
        self.eof = False
        self.exc: BaseException | None = None
        self.transport: asyncio.Transport = None  # type: ignore[assignment]  # set when made
        self._waiter: asyncio.Future[None] | None = None
        self._paused = False  # reading paused: the buffer is over twice the limit
        self._over_ssl = False
        self._write_paused = False
        self._drain_waiter: asyncio.Future[None] | None = None
        self._lost = False

    # -- the transport's calls ---------------------------------------------------------

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]
        self._over_ssl = transport.get_extra_info("sslcontext") is not None

    def data_received(self, data: bytes) -> None:
        if not data:
            return
        self.buffer += data
        waiter = self._waiter
        if waiter is not None:
            self._waiter = None
            if not waiter.done():
                waiter.set_result(None)
        if not self._paused and len(self.buffer) > 2 * self.limit:
            self.transport.pause_reading()
            self._paused = True

    def eof_received(self) -> bool:
        self._feed_eof()
        # True keeps a plain socket half-open until the fetcher closes it, as asyncio's
        # streams do; TLS transports ignore it and warn.
        return not self._over_ssl

    def connection_lost(self, exc: Exception | None) -> None:
        if exc is None:
            self._feed_eof()
        else:
            self.exc = exc
            waiter = self._waiter
            if waiter is not None:
                self._waiter = None
                if not waiter.cancelled():
                    waiter.set_exception(exc)
        self._lost = True
        waiter = self._drain_waiter
        if self._write_paused and waiter is not None and not waiter.done():
            if exc is None:
                waiter.set_result(None)
            else:
                waiter.set_exception(exc)

    def pause_writing(self) -> None:
        self._write_paused = True

    def resume_writing(self) -> None:
        self._write_paused = False
        waiter = self._drain_waiter
        if waiter is not None and not waiter.done():
            waiter.set_result(None)

    def _feed_eof(self) -> None:
        self.eof = True
        waiter = self._waiter
        if waiter is not None:
            self._waiter = None
            if not waiter.done():
                waiter.set_result(None)

    # -- the fetcher's calls -----------------------------------------------------------

    def at_eof(self) -> bool:
        """The peer closed and every byte has been read."""
        return self.eof and not self.buffer

    def line(self) -> bytes | None:
        """A line through its LF off the buffer; at EOF what is left (b"" when nothing);
        None when the caller must `wait` for more.  ValueError: a line over the limit."""
        buf = self.buffer
        end = buf.find(b"\n")
        if end >= 0:
            if end > self.limit:
                del buf[: end + 1]
                self._resume()
                raise ValueError("Separator is found, but chunk is longer than limit")
            out = bytes(buf[: end + 1])
            del buf[: end + 1]
            self._resume()
            return out
        if len(buf) > self.limit:
            buf.clear()
            self._resume()
            raise ValueError("Separator is not found, and chunk exceed the limit")
        if self.eof:
            out = bytes(buf)
            buf.clear()
            return out
        return None

    async def readline(self, deadline: float) -> bytes:
        """`StreamReader.readline`, each wait limited to loop time `deadline`."""
        if self.exc is not None:
            raise self.exc
        line = self.line()
        while line is None:
            await self.wait(deadline)
            line = self.line()
        return line

    async def read(self, n: int, read_timeout: float, total_deadline: float) -> bytes:
        """`StreamReader.read(n)`: up to n buffered bytes, waiting once if there are none.

        The wait, and its timer, happen only when nothing is buffered: its limit is the
        read timeout from now or the total deadline, whichever comes first."""
        if self.exc is not None:
            raise self.exc
        buf = self.buffer
        if not buf and not self.eof:
            await self.wait(min(self.loop.time() + read_timeout, total_deadline))
        if len(buf) <= n:
            out = bytes(buf)
            buf.clear()
        else:
            out = bytes(buf[:n])
            del buf[:n]
        self._resume()
        return out

    async def wait(self, deadline: float) -> None:
        """Until bytes, EOF or an error arrive; TimeoutError at loop time `deadline`."""
        if self._waiter is not None:
            raise RuntimeError("two reads waiting on one connection")
        if self._paused:
            self._paused = False
            self.transport.resume_reading()
        loop = self.loop
        waiter = self._waiter = loop.create_future()
        timer = loop.call_at(deadline, _expire, waiter)
        try:
            await waiter
        finally:
            self._waiter = None
            timer.cancel()

    def consumed(self) -> None:
        """The caller took bytes off `buffer` itself: resume reading if it was paused."""
        self._resume()

    def _resume(self) -> None:
        if self._paused and len(self.buffer) <= self.limit:
            self._paused = False
            self.transport.resume_reading()

    def write(self, data: bytes) -> None:
        self.transport.write(data)

    async def drain(self) -> None:
        """`StreamWriter.drain`: the read side's error, a lost connection, or a wait while
        the transport has paused writing."""
        if self.exc is not None:
            raise self.exc
        if self.transport.is_closing():
            await asyncio.sleep(0)  # let connection_lost run, as StreamWriter.drain does
        if self._lost:
            raise ConnectionResetError("Connection lost")
        if not self._write_paused:
            return
        waiter = self._drain_waiter = self.loop.create_future()
        try:
            await waiter
        finally:
            self._drain_waiter = None

    async def start_tls(self, context: ssl.SSLContext, server_hostname: str) -> None:
        """TLS over this connection (a CONNECT tunnel), as `StreamWriter.start_tls`."""
        await self.drain()
        transport = await self.loop.start_tls(
            self.transport, self, context, server_hostname=server_hostname
        )
        assert transport is not None
        self.transport = transport
        self._over_ssl = True

    def close(self) -> None:
        """Close at once, discarding unread data (the response may be unfinished)."""
        self.transport.abort()
