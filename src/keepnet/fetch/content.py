"""Undoing Content-Encoding for readers of a payload (link extraction, titles, robots.txt).

The archive keeps the payload exactly as sent (WARC 1.1: content-encoding intact); this
module gives the decoded bytes to those who need to read them.  Codings are undone in
reverse order of application (RFC 9110 §8.4).  Broken input never raises: the caller gets
what could be decoded plus an error message for crawl.log.  Supported: gzip / x-gzip
(multi-member too), deflate (zlib-wrapped or raw, as browsers accept both), br when the
`brotli` or `brotlicffi` module is installed, identity.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from typing import Any

from keepnet.models import Exchange

MAX_DECODED = 64 * 1024 * 1024  # a decompression bomb stops here
_STEP = 1 << 14  # input and output steps: output before a corrupt spot survives


def _brotli() -> Callable[[bytes], bytes] | None:
    for name in ("brotli", "brotlicffi"):
        try:
            module: Any = __import__(name)
        except ImportError:
            continue
        return module.decompress
    return None


_BROTLI = _brotli()


class _Broken(Exception):
    def __init__(self, message: str, partial: bytes):
        super().__init__(message)
        self.partial = partial


def _inflate(data: bytes, wbits: int, limit: int, name: str, truncated: bool) -> bytes:
    """zlib decompression of every member; on damage the output so far is kept."""
    out: list[bytes] = []
    size = 0
    view = memoryview(data)
    while view:
        d = zlib.decompressobj(wbits)
        pos = 0
        try:
            while pos < len(view) and not d.eof:
                pending: bytes | memoryview = view[pos : pos + _STEP]
                pos += _STEP
                while pending and not d.eof:
                    chunk = d.decompress(pending, _STEP)
                    out.append(chunk)
                    size += len(chunk)
                    if size > limit:
                        raise _Broken(
                            f"decoded {name} body exceeds {limit} bytes", b"".join(out)[:limit]
                        )
                    pending = d.unconsumed_tail
        except zlib.error as exc:
            raise _Broken(f"broken {name} data: {exc}", b"".join(out)) from None
        if not d.eof:
            if truncated:
                break  # the body was cut short on purpose: a partial stream is expected
            raise _Broken(f"{name} stream ends early", b"".join(out))
        rest = d.unused_data + bytes(view[pos:]) if pos < len(view) else d.unused_data
        if name != "gzip" or not rest.strip(b"\0"):
            break  # one deflate stream; zero padding after the last gzip member is harmless
        if not rest.startswith(b"\x1f\x8b"):
            break  # junk after a complete member: ignored, as browsers do
        view = memoryview(rest)
    return b"".join(out)


def _decode_one(data: bytes, coding: str, limit: int, truncated: bool) -> bytes:
    if coding in ("gzip", "x-gzip"):
        return _inflate(data, 16 + zlib.MAX_WBITS, limit, "gzip", truncated)
    if coding == "deflate":
        try:
            return _inflate(data, zlib.MAX_WBITS, limit, "deflate", truncated)
        except _Broken as exc:
            if exc.partial:
                raise
            return _inflate(data, -zlib.MAX_WBITS, limit, "deflate", truncated)
    if coding == "br":
        if _BROTLI is None:
            raise _Broken("br content-encoding but no brotli module installed", b"")
        try:
            return _BROTLI(data)
        except Exception as exc:  # brotli raises its own error class
            raise _Broken(f"broken br data: {exc}", b"") from None
    raise _Broken(f"unsupported content-encoding {coding!r}", b"")


def decode_content(exchange: Exchange, limit: int = MAX_DECODED) -> tuple[bytes, str | None]:
    """(decoded payload, error or None).

    On an error the best available bytes are returned: the part decoded before the damage,
    or the payload unchanged when nothing could be decoded at all (servers that label plain
    bytes as gzip are common; the raw bytes are then the likeliest to be readable).
    """
    data = exchange.payload
    codings = [
        c.strip().lower()
        for v in exchange.header_all("content-encoding")
        for c in v.split(",")
        if c.strip()
    ]
    truncated = exchange.truncated is not None
    for coding in reversed(codings):
        if coding == "identity":
            continue
        try:
            data = _decode_one(data, coding, limit, truncated)
        except _Broken as exc:
            return (exc.partial or data), str(exc)
    return data, None
