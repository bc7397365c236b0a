"""Ready-made hostile behaviours: the ways real servers break a crawler, byte for byte.

Each function returns a `Raw` (or a modified `Response`) for a site to serve.  They exist
so that the crawler's tests say *what* goes wrong ("reset after 1,000 body bytes") rather
than how to produce it on a socket.
"""

from __future__ import annotations

import gzip
import math

from keepnet.testweb.site import Raw, Response


def gzipped(resp: Response) -> Response:
    """The same response with its body gzip-encoded (Content-Encoding: gzip)."""
    headers = [(k, v) for k, v in resp.headers if k.lower() != "content-length"]
    headers.append(("Content-Encoding", "gzip"))
    # mtime=0 keeps the bytes (and so the payload digest) the same on every run
    return resp.with_(headers=headers, body=gzip.compress(resp.body, mtime=0))


def slow(resp: Response, seconds: float) -> Response:
    """Answer normally, but only after `seconds` (a server slower than a read timeout)."""
    return resp.with_(delay=seconds)


def truncated(resp: Response, keep: int) -> Raw:
    """Promise the full Content-Length, send `keep` body bytes, then close (FIN)."""
    return Raw(resp.head_bytes(keep_alive=False) + resp.body[:keep], close=True)


def reset_mid_body(resp: Response, after: int, pause: float = 0.05) -> Raw:
    """Send the head and `after` body bytes, pause, then abort the connection with a RST."""
    return Raw(resp.head_bytes(keep_alive=False) + resp.body[:after], reset=True, hold=pause)


def stall(resp: Response | None = None, after: int = 0, seconds: float = math.inf) -> Raw:
    """Send the head (if any) and `after` body bytes, then go silent for `seconds`."""
    data = b"" if resp is None else resp.head_bytes(keep_alive=False) + resp.body[:after]
    return Raw(data, hold=seconds)


def sleep_forever() -> Raw:
    """Read the request and never answer (until the server stops)."""
    return Raw(b"", hold=math.inf)


def close_without_response() -> Raw:
    """Read the request and close the connection: an empty reply."""
    return Raw(b"", close=True)


def trickle(resp: Response, chunk: int = 64, interval: float = 0.2) -> Raw:
    """A well-formed response sent `chunk` bytes every `interval` s (defeats read timeouts)."""
    return Raw(resp.encode(keep_alive=False), chunk=chunk, interval=interval)


def garbage_status(junk: bytes = b"HTTP/1.1 OK-ish banana\r\n") -> Raw:
    """A status line no parser accepts, then some header-like junk and a body."""
    return Raw(junk + b"X-Junk: \x00\xff\r\n\r\n<html>garbage</html>", close=True)


def not_http() -> Raw:
    """Bytes that are not HTTP at all (a different protocol on the port)."""
    return Raw(b"SSH-2.0-OpenSSH_9.6\r\n\x00\x01\x02binary", close=True)
