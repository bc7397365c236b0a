"""Indexing while crawling: each record's CDXJ line as the WARC writer writes it
(`LiveIndex`), so the end of a crawl need not read its WARCs again.

Wiring: ``WarcWriter(..., on_record=live.on_record, on_close=live.on_close)``, and
`close()` after the writer is closed, before update_index.  A listener (an
`IndexListener`, e.g. the full-text index built while crawling, keepnet.search.live) is
told of every indexed record and closed file: the index knows nothing of what listens —
keepnet.pipeline.live composes the two for the crawl.

Every record is parsed in memory by warcio exactly as the WARC reader parses it (same loader
settings as index_warc; its WARC header fields are taken as written rather than parsed again
when parsing would give them back unchanged, see parse_written) and goes through the indexer's own `record_to_cdxj`, so a line is
byte for byte the line index_warc reads from the file; only the record's place (offset and
length of its gzip member) comes from the writer.  Lines go to the WARC's sidecar
(keepnet.index.sidecar), buffered; when the writer has closed the WARC under its final name
the sidecar is closed and marked complete.  Anything unexpected (a record the indexer would
skip or report, an I/O error, a file first seen mid-way) leaves that WARC without a marker,
and update_index reads it as before: a crawl is never less correct for indexing live.
"""

from __future__ import annotations

import contextlib
import logging
from dataclasses import dataclass
from io import BytesIO
from pathlib import Path
from typing import IO, Any, Protocol

from warcio.digestverifyingreader import DigestChecker
from warcio.limitreader import LimitReader
from warcio.recordloader import ArcWarcRecord, ArcWarcRecordLoader
from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import BufferWARCWriter

from keepnet.index import sidecar
from keepnet.index.cdxj import CdxjRecord, format_line
from keepnet.index.indexer import INDEXED_TYPES, record_to_cdxj
from keepnet.warc.records import WARC_FIELDS, WARC_VERSION, WarcRecord

log = logging.getLogger(__name__)

# What ArchiveIterator(fh, arc2warc=True) — index_warc's reader — parses records with.
_LOADER = ArcWarcRecordLoader(verify_http=False, arc2warc=True)


def parse_written(record: WarcRecord) -> Any:
    """warcio's parse of `record` as keepnet.warc.records.serialize puts it in a file.

    The WARC header is not parsed again: its fields are the record's own, which the parser
    would give back unchanged as long as no value has surrounding whitespace (stripped), the
    target URI has no angle brackets or spaces (rewritten) and Content-Length is the block's
    length; otherwise the whole record goes through warcio.  The HTTP header, the block's
    stream and the lengths are warcio's own code (`load_http_headers`), as in
    parse_record_stream."""
    head = WARC_VERSION + "\r\n" + "".join(f"{k}: {v}\r\n" for k, v in record.headers) + "\r\n"
    block = record.block
    uri = record.header("WARC-Target-URI")
    if (
        uri is None
        or uri.startswith("<")
        or " " in uri
        or record.header("Content-Length") != str(len(block))
        or any(v != v.strip() for _, v in record.headers)
    ):
        return _parse_stream(head, block)
    rec_headers = StatusAndHeaders(
        "", list(record.headers), protocol=WARC_VERSION, total_len=len(head.encode("utf-8"))
    )
    rec_type = record.rec_type
    length = len(block)
    stream = LimitReader.wrap_stream(BytesIO(block), length)
    http_headers = _LOADER.load_http_headers(rec_type, uri, stream, length)
    payload_length = length - stream.tell() if length and http_headers else -1
    return ArcWarcRecord(
        "warc",
        rec_type,
        rec_headers,
        stream,
        http_headers,
        record.header("Content-Type"),
        length,
        payload_length=payload_length,
        digest_checker=DigestChecker(False),
    )


def _parse_stream(head: str, block: bytes) -> Any:
    """warcio's parse of the record's bytes, WARC header included."""
    return _LOADER.parse_record_stream(BytesIO(head.encode("utf-8") + block), known_format="warc")


def not_indexed(record: WarcRecord) -> bool:
    """Records record_to_cdxj returns None for, decided without parsing them (a shortcut:
    keepnet writes header values without the surrounding spaces warcio would strip)."""
    rec_type = record.rec_type
    return rec_type not in INDEXED_TYPES or (
        rec_type in ("resource", "metadata") and record.header("Content-Type") == WARC_FIELDS
    )


class IndexListener(Protocol):
    """Told of what LiveIndex indexes (each call must not raise into the crawl)."""

    def on_indexed(self, filename: str, record_id: str, rec: CdxjRecord, parsed: Any) -> None:
        """Record `record_id` of `filename` got index line `rec`; `parsed` is warcio's parse."""

    def on_close(self, filename: str, ok: bool = True) -> None:
        """`filename` has its final name; ok: every record of it was followed."""

    def fail(self, filename: str) -> None:
        """Something about `filename` was not followed live."""

    def close(self) -> None: ...


@dataclass(slots=True)
class _Sidecar:
    fh: IO[bytes] | None
    ok: bool
    lines: int = 0


class LiveIndex:
    """CDXJ sidecars of the WARCs being written (and a listener told of each line)."""

    def __init__(self, crawl_dir: Path, *, listener: IndexListener | None = None) -> None:
        self.archive = crawl_dir / "archive"
        self.indexes = crawl_dir / "indexes"
        sidecar.live_dir(self.indexes).mkdir(parents=True, exist_ok=True)
        self.listener = listener
        self._files: dict[str, _Sidecar] = {}
        self._digester = BufferWARCWriter()
        self.lines = 0  # index lines written to sidecars
        self.completed: list[str] = []  # WARCs whose sidecar is marked complete

    def on_record(self, filename: str, offset: int, length: int, record: WarcRecord) -> None:
        """WarcWriter's on_record: one record of `filename` is on disk.  Never raises."""
        side = self._files.get(filename)
        if side is None:
            side = self._files[filename] = self._start(filename, offset)
        if not side.ok or not_indexed(record):
            return
        try:
            parsed = parse_written(record)
            rec = record_to_cdxj(parsed, filename, lambda: (offset, length), self._digester)
            if rec is None:
                return
            assert side.fh is not None
            # Buffered, not flushed line by line: a sidecar is read only once it is marked
            # complete, after on_close closed it (a killed crawl's is never read).
            side.fh.write(format_line(rec).encode("utf-8") + b"\n")
            side.lines += 1
            self.lines += 1
            if self.listener is not None:
                self.listener.on_indexed(filename, record.record_id, rec, parsed)
        except Exception:  # noqa: BLE001 - the crawl goes on; update_index reads this WARC
            log.warning("live index: %s@%d not indexed live", filename, offset, exc_info=True)
            self._fail(filename, side)

    def on_close(self, filename: str) -> None:
        """WarcWriter's on_close: `filename` has its final name.  Never raises."""
        side = self._files.pop(filename, None) or _Sidecar(None, ok=False)
        try:
            if side.fh is not None:
                side.fh.close()
                side.fh = None
            if side.ok:
                st = (self.archive / filename).stat()
                sidecar.mark_done(self.indexes, filename, st, side.lines)
                self.completed.append(filename)
            else:
                sidecar.discard(self.indexes, filename)
        except Exception:  # noqa: BLE001 - no marker: update_index reads this WARC
            log.warning("live index: %s not marked complete", filename, exc_info=True)
            side.ok = False
        if self.listener is not None:
            self.listener.on_close(filename, side.ok)

    def close(self) -> None:
        """After the writer is closed: WARCs still `.open` keep unmarked sidecars."""
        for side in self._files.values():
            if side.fh is not None:
                with contextlib.suppress(OSError):  # unmarked: never read
                    side.fh.close()
                side.fh = None
        self._files.clear()
        if self.listener is not None:
            self.listener.close()

    def _start(self, filename: str, offset: int) -> _Sidecar:
        if offset != 0:  # attached mid-file: the lines before are not ours to vouch for
            return _Sidecar(None, ok=False)
        try:
            sidecar.discard(self.indexes, filename)  # a leftover of the same name, if any
            fh = sidecar.sidecar_path(self.indexes, filename).open("wb")
        except OSError:
            log.warning("live index: no sidecar for %s", filename, exc_info=True)
            return _Sidecar(None, ok=False)
        return _Sidecar(fh, ok=True)

    def _fail(self, filename: str, side: _Sidecar) -> None:
        side.ok = False
        if self.listener is not None:
            self.listener.fail(filename)
