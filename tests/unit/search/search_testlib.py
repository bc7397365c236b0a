"""Helpers for the search tests: WARCs of hand-made HTML pages (encodings and statuses as asked)."""

from __future__ import annotations

import gzip
from collections.abc import Sequence
from dataclasses import dataclass
from io import BytesIO
from pathlib import Path

from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter


@dataclass(frozen=True)
class Page:
    url: str
    date: str  # WARC-Date, ISO 8601
    title: str
    text: str
    status: str = "200 OK"
    content_type: str = "text/html; charset=utf-8"
    gzip: bool = False
    chunked: bool = False

    def body(self) -> bytes:
        html = (
            f"<!DOCTYPE html><html><head><title>{self.title}</title>"
            "<script>var hidden = 'scriptword';</script><style>.x{}</style></head>"
            f"<body><p>{self.text}</p></body></html>"
        )
        return html.encode("utf-8")


def write_pages(path: Path, pages: Sequence[Page]) -> Path:
    """A gzipped WARC with one response record per page (content-encoding and chunking as asked)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as fh:
        writer = WARCWriter(fh, gzip=True)
        for page in pages:
            body = page.body()
            headers = [("Content-Type", page.content_type)]
            if page.gzip:
                body = gzip.compress(body)
                headers.append(("Content-Encoding", "gzip"))
            if page.chunked:
                body = b"%x\r\n%s\r\n0\r\n\r\n" % (len(body), body)
                headers.append(("Transfer-Encoding", "chunked"))
            else:
                headers.append(("Content-Length", str(len(body))))
            http = StatusAndHeaders(page.status, headers, protocol="HTTP/1.1")
            record = writer.create_warc_record(
                page.url,
                "response",
                payload=BytesIO(body),
                http_headers=http,
                warc_headers_dict={"WARC-Date": page.date},
            )
            writer.write_record(record)
    return path
