"""Fixtures for the index tests: small WARCs written with warcio, and the corpus WARC paths."""

from __future__ import annotations

import zlib
from collections.abc import Callable, Sequence
from io import BytesIO
from pathlib import Path

import pytest
from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

# (url, WARC-Date, body); the same body twice gives two equal payload digests.
Capture = tuple[str, str, bytes]
MakeWarc = Callable[..., Path]  # (path, captures, append=False) -> path


def write_warc(path: Path, captures: Sequence[Capture], append: bool = False) -> Path:
    """A gzipped WARC of request+response pairs, one per capture, with fixed record ids."""
    with path.open("ab" if append else "wb") as fh:
        writer = WARCWriter(fh, gzip=path.name.endswith(".gz"))
        for n, (url, date, body) in enumerate(captures):
            http = StatusAndHeaders(
                "200 OK",
                [("Content-Type", "text/html; charset=utf-8"), ("Content-Length", str(len(body)))],
                protocol="HTTP/1.1",
            )
            seed = zlib.crc32(f"{path.name} {url} {date} {n}".encode())
            rid = f"<urn:uuid:00000000-0000-0000-0001-{seed:012d}>"
            req_id = f"<urn:uuid:00000000-0000-0000-0002-{seed:012d}>"
            resp = writer.create_warc_record(
                url,
                "response",
                payload=BytesIO(body),
                http_headers=http,
                warc_headers_dict={"WARC-Date": date, "WARC-Record-ID": rid},
            )
            req = writer.create_warc_record(
                url,
                "request",
                payload=BytesIO(b""),
                http_headers=StatusAndHeaders("GET / HTTP/1.1", [], is_http_request=True),
                warc_headers_dict={
                    "WARC-Date": date,
                    "WARC-Record-ID": req_id,
                    "WARC-Concurrent-To": rid,
                },
            )
            writer.write_record(resp)
            writer.write_record(req)
    return path


@pytest.fixture
def make_warc() -> MakeWarc:
    return write_warc
