"""Indexing while crawling: each record's CDXJ line as the WARC writer writes it
(`LiveIndex`), so the end of a crawl need not read its WARCs again.

Wiring: ``WarcWriter(..., on_record=live.on_record, on_close=live.on_close)``, and
`close()` after the writer is closed, before update_index.  A listener (an
`IndexListener`, e.g. the full-text index built while crawling, keepnet.search.live) is
told of every indexed record and closed file: the index knows nothing of what listens —
keepnet.pipeline.live composes the two for the crawl.

A line is byte for byte the line index_warc reads from the file; only the record's place
(offset and length of its gzip member) comes from the writer.  A response or revisit as
keepnet writes it (`written_line`) is not parsed: its line is made from the values the
record holds — URL, WARC-Date, payload digest — and its HTTP head's status and
Content-Type, read by `http_head`, warcio's header parser reproduced for heads of ASCII
bytes (keepnet.index.written's `written_values`; for a page's response record the
extraction worker computed them already, and the record carries them:
`WarcRecord.indexed`).  Any other record, and any whose values warcio would read
differently, is parsed in memory by warcio exactly as the WARC reader parses it (same
loader settings as index_warc; its WARC header fields taken as written, see parse_written)
and goes through the indexer's own `record_to_cdxj`.  The listener gets warcio's parse of
the record either way, made only when it reads it (the full-text listener reads it only
for a chunked page's body: `written_page` gives it a page's status, HTTP fields and body
from the record as written).  Lines go to the WARC's sidecar (keepnet.index.sidecar),
buffered; when the writer has closed the WARC under its final name the sidecar is closed
and marked complete.  Anything unexpected (a record the indexer would skip or report, an
I/O error, a file first seen mid-way) leaves that WARC without a marker, and update_index
reads it as before: a crawl is never less correct for indexing live.
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
from keepnet.index.written import (
    HTTP_SCHEMES,
    HTTP_TYPES,
    HttpHead,
    http_head,
    written_fields,
    written_values,
)
from keepnet.warc.records import WARC_FIELDS, WARC_VERSION, WarcRecord

log = logging.getLogger(__name__)

# What ArchiveIterator(fh, arc2warc=True) — index_warc's reader — parses records with.
_LOADER = ArcWarcRecordLoader(verify_http=False, arc2warc=True)


def written_line(record: WarcRecord, filename: str, offset: int, length: int) -> CdxjRecord | None:
    """The index line of a response or revisit made from its values, without parsing it:
    what record_to_cdxj gives for warcio's parse of it (None: parse it)."""
    written = _written(record, filename, offset, length)
    return None if written is None else written[0]


def _written(
    record: WarcRecord, filename: str, offset: int, length: int
) -> tuple[CdxjRecord, _Parsed] | None:
    """written_line, and warcio's parse of the record to be made if it is read (None: see
    written_values).  The values are the record's `indexed` when the process that
    serialized it computed them already."""
    values = record.indexed
    if values is None:
        values = written_values(record)
        if values is None:
            return None
    key, timestamp, uri, mime, status, digest, head, truncated = values
    line = CdxjRecord(key, timestamp, uri, filename, offset, length, mime, status, digest)
    return line, _Parsed(record, head, truncated)


def parse_written(record: WarcRecord) -> Any:
    """warcio's parse of `record` as keepnet.warc.records.serialize puts it in a file.

    The WARC header is not parsed again: its fields are the record's own, which the parser
    would give back unchanged (see written_fields); otherwise the whole record goes
    through warcio."""
    fields = written_fields(record.headers, len(record.block))
    if fields is None:
        head = WARC_VERSION + "\r\n" + "".join(f"{k}: {v}\r\n" for k, v in record.headers)
        return _parse_stream(head + "\r\n", record.block)
    return _parse_fields(record, fields, None)


def _parse_fields(record: WarcRecord, fields: dict[str, str], head: HttpHead | None) -> Any:
    """parse_written of a record warcio reads back as written.  The HTTP head is `head`
    (http_head's, if read already), or http_head's if it reads it, else warcio's own
    `load_http_headers`, as in parse_record_stream; the block's stream and the lengths
    are as warcio leaves them."""
    text = WARC_VERSION + "\r\n" + "".join(f"{k}: {v}\r\n" for k, v in record.headers) + "\r\n"
    rec_headers = StatusAndHeaders(
        "", list(record.headers), protocol=WARC_VERSION, total_len=len(text.encode("utf-8"))
    )
    rec_type = record.rec_type
    block = record.block
    length = len(block)
    uri = fields["warc-target-uri"]
    stream = LimitReader.wrap_stream(BytesIO(block), length)
    if head is None and length and rec_type in HTTP_TYPES and uri.startswith(HTTP_SCHEMES):
        head = http_head(block)
    if head is None:
        http_headers = _LOADER.load_http_headers(rec_type, uri, stream, length)
    else:  # where warcio's parse leaves the stream: after the head's blank line
        protocol, statusline, http_fields, read = head
        http_headers = StatusAndHeaders(statusline, http_fields, protocol, read)
        stream.stream.seek(read)
        stream.limit -= read
    payload_length = length - stream.tell() if length and http_headers else -1
    return ArcWarcRecord(
        "warc",
        rec_type,
        rec_headers,
        stream,
        http_headers,
        fields.get("content-type"),
        length,
        payload_length=payload_length,
        digest_checker=DigestChecker(False),
    )


class _Parsed(ArcWarcRecord):
    """parse_written(record), made when first read: a listener that wants warcio's parse
    of only some records (the full text: pages) costs nothing for the others.  The first
    attribute read fills in the parse's own attributes, so the later ones are plain."""

    def __init__(self, record: WarcRecord, head: HttpHead | None, truncated: str | None) -> None:
        # ArcWarcRecord's attributes come on first read
        self._source = (record, head, truncated)

    def __getattr__(self, name: str) -> Any:
        source = self.__dict__.pop("_source", None)
        if source is None:
            raise AttributeError(name)
        record, head, _ = source
        # not None: written_values read the header as written
        fields = written_fields(record.headers, len(record.block))
        assert fields is not None
        self.__dict__.update(vars(_parse_fields(record, fields, head)))
        return getattr(self, name)


def written_page(
    parsed: Any, limit: int
) -> tuple[str, list[tuple[str, str]], bytes, str | None] | None:
    """What warcio's parse of a response gives a reader of its page — the status code
    (``http_headers.get_statuscode()``), the HTTP header fields (``http_headers.headers``),
    the first `limit` bytes after the HTTP head (``raw_stream.read(limit)``) and the
    WARC-Truncated field (``rec_headers.get_header``) — taken from the record as written,
    without making that parse.  For the `parsed` a listener got for a response whose line
    _written made; None for any other (read the parse then).  The full-text listener's
    pages: the parse cost ~6 µs a page only to give these values back (t14z)."""
    if type(parsed) is not _Parsed:
        return None
    source = parsed.__dict__.get("_source")
    if source is None:  # parsed already: its attributes are the answer
        return None
    record, head, truncated = source
    if head is None or record.rec_type != "response":
        return None
    _, statusline, headers, read = head
    return (
        statusline.split(" ", 1)[0],
        headers,
        record.block[read : read + limit],
        truncated,
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
        """Record `record_id` of `filename` got index line `rec`; `parsed` is warcio's parse
        (its attributes: it may be made only when first read)."""

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
            written = _written(record, filename, offset, length)
            parsed: Any
            if written is None:
                parsed = parse_written(record)
                rec = record_to_cdxj(parsed, filename, lambda: (offset, length), self._digester)
                if rec is None:
                    return
            else:
                rec, parsed = written
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
