"""Reading one archived response out of a WARC, at the offset and length its index line gives.

Safety: an index line names its WARC by a file name; the file is opened only when that name,
resolved, lies inside the collection DIR's archive directory (no "..", no absolute paths, no
symlinks leading out). Reading is bounded to the record's length, so a wrong offset can
never make the reader run through the rest of the file.

Revisit records (WARC 1.1 section 6.7) are served with their own HTTP status and headers
when they carry them, and the payload of the original record they stand for (pywb does the
same). A record that cannot be read is a `LoadError`, never a crash of the server.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from warcio.archiveiterator import ArchiveIterator
from warcio.bufferedreaders import ChunkedDataReader
from warcio.limitreader import LimitReader

from keepnet.replay.collection import Capture

# Bodies larger than this are not loaded into memory (a replay server must stay up).
MAX_BODY = 256 * 1024 * 1024


class LoadError(Exception):
    """The record an index line points at is missing, outside the archive, or malformed."""


class OriginalMissing(LoadError):
    """A revisit whose original record is in none of the collection's crawls (a re-crawl
    replayed without the crawl it refers to)."""


@dataclass
class ArchivedResponse:
    """An archived HTTP response (or resource record) ready to be served."""

    capture: Capture  # the capture asked for (may be a revisit)
    payload_from: Capture  # the capture whose payload this is (the original of a revisit)
    status: int
    reason: str
    headers: list[tuple[str, str]]  # as captured, in order
    body: bytes  # transfer coding (chunked) removed, content coding (gzip...) kept
    target_uri: str

    def header(self, name: str) -> str | None:
        low = name.lower()
        return next((v for k, v in self.headers if k.lower() == low), None)

    @property
    def mime(self) -> str:
        ctype = self.header("content-type") or ""
        return ctype.split(";", 1)[0].strip().lower()

    def decoded_body(self) -> tuple[bytes, bool]:
        """(body without its Content-Encoding, whether it was removed)."""
        coding = (self.header("content-encoding") or "").strip().lower()
        if coding in ("", "identity"):
            return self.body, True
        try:
            if coding in ("gzip", "x-gzip"):
                return _inflate(self.body, 16 + zlib.MAX_WBITS), True
            if coding == "deflate":
                try:
                    return _inflate(self.body, zlib.MAX_WBITS), True
                except zlib.error:  # raw deflate, as some servers send it
                    return _inflate(self.body, -zlib.MAX_WBITS), True
        except zlib.error:
            # a body labelled gzip that is not (some crawlers store it decoded): as is
            return self.body, True
        return self.body, False  # br, zstd...: left encoded, the header kept


def _inflate(data: bytes, wbits: int) -> bytes:
    d = zlib.decompressobj(wbits)
    out = d.decompress(data, MAX_BODY)
    return out + d.flush()


def warc_path(capture: Capture) -> Path:
    """The WARC file of a capture, checked to lie inside its archive dir; LoadError if not."""
    name = capture.record.filename
    if not name or "\x00" in name or name.startswith(("/", "\\")):
        raise LoadError(f"bad WARC file name in index: {name[:100]!r}")
    archive = capture.archive
    path = (archive / name).resolve()
    if not path.is_relative_to(archive) or path == archive:
        raise LoadError(f"WARC file name leaves the archive: {name[:100]!r}")
    if not path.is_file():
        raise LoadError(f"WARC file not found: {name[:100]!r}")
    return path


def read_record(capture: Capture) -> tuple[Any, bytes]:
    """(warcio record, raw payload with transfer coding removed) of a capture."""
    rec = capture.record
    if rec.offset < 0 or rec.length <= 0 or rec.length > MAX_BODY:
        raise LoadError(f"bad offset/length in index: {rec.offset}/{rec.length}")
    path = warc_path(capture)
    try:
        with path.open("rb") as fh:
            fh.seek(rec.offset)
            it = ArchiveIterator(LimitReader(fh, rec.length), no_record_parse=False)
            record = next(iter(it), None)
            if record is None:
                raise LoadError(f"no WARC record at {rec.filename}@{rec.offset}")
            stream: Any = record.raw_stream
            if (
                record.http_headers is not None
                and (record.http_headers.get_header("transfer-encoding") or "").lower() == "chunked"
            ):
                # dechunk only (falls back to the raw bytes if they are not really chunked)
                stream = ChunkedDataReader(stream, decomp_type=None)
            body = stream.read(MAX_BODY)
            return record, body
    except LoadError:
        raise
    except Exception as exc:  # warcio raises many kinds on malformed input
        raise LoadError(
            f"cannot read {rec.filename}@{rec.offset}: {type(exc).__name__}: {exc}"
        ) from exc


def load(capture: Capture, original: Capture | None = None) -> ArchivedResponse:
    """The response of a capture; for a revisit, `original` supplies the payload."""
    record, body = read_record(capture)
    status, reason, headers = _http_part(record)
    payload_from = capture
    if capture.record.is_revisit or record.rec_type == "revisit":
        if original is None:
            raise OriginalMissing(
                f"original of revisit {capture.record.url[:200]} not in the index"
            )
        orig_record, body = read_record(original)
        payload_from = original
        if not headers or status == 304:
            # a revisit without HTTP headers, or a server-not-modified one (its head is the
            # 304 to a conditional request): the page is the original's, headers and all
            status, reason, headers = _http_part(orig_record)
    target = record.rec_headers.get_header("WARC-Target-URI") or capture.record.url
    return ArchivedResponse(capture, payload_from, status, reason, headers, body, target)


def _http_part(record: Any) -> tuple[int, str, list[tuple[str, str]]]:
    """Status, reason and headers; resource records get a 200 with their WARC Content-Type."""
    http = record.http_headers
    if http is not None and http.statusline:
        code, _, reason = http.statusline.partition(" ")
        try:
            status = int(code)
        except ValueError:
            status = 200
        if not 100 <= status <= 599:
            status = 200
        return status, reason, [(str(k), str(v)) for k, v in http.headers]
    if record.rec_type == "revisit":
        return 200, "OK", []
    ctype = record.rec_headers.get_header("Content-Type") or "application/octet-stream"
    return 200, "OK", [("Content-Type", ctype)]
