"""decode_content: content codings undone, damage reported rather than raised."""

from __future__ import annotations

import gzip
import zlib

import pytest

from keepnet.fetch.content import decode_content
from keepnet.models import Exchange

HTML = b"<html><body>" + b"<a href='/page'>link</a>" * 2000 + b"</body></html>"


def exchange(payload: bytes, encoding: str | None, truncated: str | None = None) -> Exchange:
    headers = [("Content-Encoding", encoding)] if encoding else []
    return Exchange(
        "http://a.test/", 0.0, b"", 200, "OK", headers, b"", payload, payload, truncated=truncated
    )


@pytest.mark.parametrize(
    ("payload", "encoding"),
    [
        (HTML, None),
        (HTML, "identity"),
        (gzip.compress(HTML), "gzip"),
        (gzip.compress(HTML), "X-GZIP"),
        (zlib.compress(HTML), "deflate"),
        (zlib.compress(HTML)[2:-4], "deflate"),  # raw deflate, as some servers send
        (gzip.compress(zlib.compress(HTML)), "deflate, gzip"),  # undone in reverse order
        (gzip.compress(HTML[:100]) + gzip.compress(HTML[100:]), "gzip"),  # two members
        (gzip.compress(HTML) + b"\0\0\0", "gzip"),  # zero padding
    ],
)
def test_decodes(payload: bytes, encoding: str | None) -> None:
    assert decode_content(exchange(payload, encoding)) == (HTML, None)


def test_broken_gzip_returns_what_decoded_and_an_error() -> None:
    gz = bytearray(gzip.compress(HTML))
    gz[len(gz) // 2] ^= 0xFF
    data, error = decode_content(exchange(bytes(gz), "gzip"))
    assert error is not None and error.startswith("broken gzip data")
    assert HTML.startswith(data[:100])


def test_mislabelled_plain_body_comes_back_raw() -> None:
    data, error = decode_content(exchange(HTML, "gzip"))
    assert data == HTML and error is not None


def test_short_gzip_is_an_error_unless_truncated_on_purpose() -> None:
    half = gzip.compress(HTML)[: len(gzip.compress(HTML)) // 2]
    data, error = decode_content(exchange(half, "gzip"))
    assert error == "gzip stream ends early" and HTML.startswith(data)
    data, error = decode_content(exchange(half, "gzip", truncated="length"))
    assert error is None and data and HTML.startswith(data)


def test_bomb_stops_at_limit() -> None:
    data, error = decode_content(exchange(gzip.compress(b"\0" * 5_000_000), "gzip"), limit=1000)
    assert len(data) == 1000 and error is not None and "exceeds" in error


def test_unsupported_coding() -> None:
    assert decode_content(exchange(b"x", "zstd")) == (b"x", "unsupported content-encoding 'zstd'")
