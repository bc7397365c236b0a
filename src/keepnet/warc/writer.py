"""The WARC file writer: rotated, gzip-per-record `.warc.gz` files that survive kill -9.

Files are named ``{prefix}-{YYYYMMDDhhmmssffffff}-{serial:05d}.warc.gz``; each begins with a
warcinfo record and is rotated once it passes `max_size` (an exchange's records are never
split across files).  Serials continue across resumes: a new writer starts after the highest
serial already in the directory.

Callbacks let a caller index while it writes (keepnet.index.live): `on_record(filename,
offset, length, record)` runs after each record is flushed — every type, every write path,
the warcinfo included — and `on_close(filename)` after a file got its final name.  Both run
inside the writer's lock; an exception they raise reaches the caller of the write.

Crash safety, Heritrix style: a file is written as ``NAME.warc.gz.open`` and renamed when
closed.  Every record is one gzip member, written and flushed before the call returns, so
after a kill the file holds whole records plus at most one partial member, which
`keepnet.warc.recover.recover_archive` cuts away at resume.  Writes are synchronous and
short, which suits an asyncio program (no locks held across awaits, no thread hops).
"""

from __future__ import annotations

import contextlib
import os
import re
import socket
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from types import TracebackType
from typing import BinaryIO

from keepnet.models import Exchange
from keepnet.warc import compression
from keepnet.warc import records as rec
from keepnet.warc.records import FieldsLike, WarcRecord
from keepnet.warc.recover import recover_archive

# (final file name, offset, length of the gzip member, the record): one record now on disk.
OnRecord = Callable[[str, int, int, WarcRecord], None]
OnClose = Callable[[str], None]  # the final name of a file just closed and renamed


def _software() -> str:
    try:
        return f"keepnet/{version('keepnet')} (warcio/{version('warcio')})"
    except PackageNotFoundError:  # running from a source tree without metadata
        return "keepnet"


@dataclass(frozen=True, slots=True)
class WrittenRecord:
    """Where one record landed: enough for a CDXJ line (filename, offset, length)."""

    record_id: str
    filename: str
    offset: int
    length: int


@dataclass(frozen=True, slots=True)
class Original:
    """The capture a revisit refers to: its payload digest, WARC-Target-URI, WARC-Date and
    WARC-Record-ID (and where it lies, when known).  Plain values: which capture a revisit
    names is the crawl's decision (keepnet.pipeline.dedup), not the format's."""

    digest: str
    uri: str
    date: str
    record_id: str
    filename: str | None = None
    offset: int | None = None
    length: int | None = None


@dataclass(frozen=True, slots=True)
class WrittenExchange:
    """What `write_exchange`/`write_revisit` wrote; offset/length are the response's."""

    record_type: str  # "response" or "revisit"
    target_uri: str
    date: str  # WARC-Date of the response/revisit
    record_id: str
    request_id: str
    metadata_id: str | None
    filename: str
    offset: int
    length: int
    payload_digest: str

    def original(self) -> Original:
        """This capture as what a later revisit would refer to."""
        return Original(
            self.payload_digest,
            self.target_uri,
            self.date,
            self.record_id,
            self.filename,
            self.offset,
            self.length,
        )


def warc_name_pattern(prefix: str) -> re.Pattern[str]:
    """Matches this prefix's WARC names (closed or `.open`); group 1 is the serial."""
    return re.compile(re.escape(prefix) + r"-\d{20}-(\d{5,})\.warc\.gz(?:\.open)?$")


def next_serial(archive_dir: Path, prefix: str) -> int:
    """The serial a new file should take: one past the highest in `archive_dir`."""
    pattern = warc_name_pattern(prefix)
    serials = [
        int(m.group(1)) for p in archive_dir.glob(f"{prefix}-*") if (m := pattern.match(p.name))
    ]
    return max(serials, default=-1) + 1


class WarcWriter:
    """Appends records to rotated WARC files in `archive_dir`.

    `id_factory` and `clock` (epoch seconds) are injectable so tests get byte-exact output.
    `fsync=True` also forces each record to stable storage; it is off by default because
    a flushed write is already in the kernel's page cache, which a killed process cannot
    lose — fsync only protects against an OS crash or power cut, at a large cost per record.
    """

    def __init__(
        self,
        archive_dir: Path,
        prefix: str,
        warcinfo_fields: Mapping[str, object],
        max_size: int = 1_000_000_000,
        *,
        canonicalizer: Mapping[str, object] | None = None,
        id_factory: Callable[[], str] = rec.new_record_id,
        clock: Callable[[], float] = time.time,
        fsync: bool = False,
        compresslevel: int = compression.LEVEL,
        hostname: str | None = None,
        software: str | None = None,
        on_record: OnRecord | None = None,
        on_close: OnClose | None = None,
    ) -> None:
        if not prefix or "/" in prefix:
            raise ValueError(f"bad WARC prefix {prefix!r}")
        self.archive_dir = archive_dir
        self.prefix = prefix
        self.max_size = max_size
        self._fields = dict(warcinfo_fields)
        self._canonicalizer = dict(canonicalizer or {})
        self._ids = id_factory
        self._clock = clock
        self._fsync = fsync
        self._level = compresslevel
        self._hostname = hostname if hostname is not None else socket.gethostname()
        self._software = software or _software()
        self._on_record = on_record
        self._on_close = on_close
        archive_dir.mkdir(parents=True, exist_ok=True)
        self.serial = next_serial(archive_dir, prefix)  # serial of the next file to open
        self._fh: BinaryIO | None = None
        # The open file's length, kept here: `fh.tell()` is an lseek each time (five a page)
        # and the file is only ever appended to by `_append`.
        self._pos = 0
        self._name = ""  # final name of the open file
        self._lock = threading.RLock()  # in case a caller offloads writes to threads
        self.closed_files: list[str] = []

    # -- public API -------------------------------------------------------------

    @property
    def current_filename(self) -> str | None:
        """Final name of the file being written (None between files)."""
        return self._name if self._fh else None

    @property
    def compresslevel(self) -> int:
        return self._level

    def write_exchange(
        self,
        ex: Exchange,
        *,
        concurrent_metadata: FieldsLike | None = None,
        deflated_body: bytes | None = None,
        digests: tuple[str, str] | None = None,
        serialized: rec.SerializedPair | None = None,
    ) -> WrittenExchange:
        """Write response + request (+ metadata about the page) for one exchange.

        `deflated_body`: `ex.wire_body` already compressed by `records.deflate_piece` at
        this writer's level (by the extraction worker), put in the response's member as is;
        `digests`: `records.response_digests` of the exchange, computed already;
        `serialized`: the response and request records serialized already
        (`records.serialized_exchange`, under random record ids: taken only when this
        writer's ids are random too, not from an injected factory)."""
        with self._lock:
            self._ensure_open()
            if serialized is not None and self._ids is rec.new_record_id:
                resp, req = rec.exchange_records(ex, serialized, self._level)
                return self._write_pair(ex, resp, concurrent_metadata, req)
            resp = rec.build_response(ex, self._ids(), deflated_body, digests)
            return self._write_pair(ex, resp, concurrent_metadata)

    def write_revisit(
        self,
        ex: Exchange,
        original: Original,
        *,
        concurrent_metadata: FieldsLike | None = None,
        profile: str = rec.REVISIT_PROFILE,
        head: bytes | None = None,
    ) -> WrittenExchange:
        """Write revisit + request (+ metadata) for an exchange whose payload is archived;
        the revisit's block is `head` (default: the exchange's HTTP head)."""
        with self._lock:
            self._ensure_open()
            revisit = rec.build_revisit(
                ex,
                self._ids(),
                refers_to=original.record_id,
                refers_to_uri=original.uri,
                refers_to_date=original.date,
                digest=original.digest,
                profile=profile,
                head=head,
            )
            return self._write_pair(ex, revisit, concurrent_metadata)

    def write_metadata(
        self,
        target_uri: str,
        fields: FieldsLike,
        concurrent_to: str | None = None,
        tail: tuple[bytes, bytes] | None = None,
        serialized: rec.SerializedMetadata | None = None,
        date: str | None = None,
    ) -> WrittenRecord:
        """A warc-fields metadata record (outlinks, hop path, via...).

        `tail`: (lines, deflated): more warc-fields lines encoded already, after `fields`,
        and the same compressed by `records.deflate_piece` at this writer's level.
        `serialized`: the record made already by `records.serialized_metadata` from the same
        values and `tail` (under a random record id: taken only when this writer's ids are
        random too, as write_exchange's `serialized`); `fields` are then not read.
        `date`: its WARC-Date (by default the writer's clock)."""
        if serialized is not None and self._ids is rec.new_record_id:
            with self._lock:
                self._ensure_open()
                lines = b"" if tail is None else tail[0]
                return self._write([rec.metadata_record(serialized, lines, self._level)])[0]
        block = rec.encode_warc_fields(fields)
        deflated = None
        if tail is not None:
            deflated = (len(block), tail[1])
            block += tail[0]
        with self._lock:
            self._ensure_open()
            record = rec.build_metadata(
                target_uri,
                block,
                self._ids(),
                self._date() if date is None else date,
                concurrent_to=concurrent_to,
                deflated_tail=deflated,
            )
            return self._write([record])[0]

    def write_metadata_json(
        self,
        target_uri: str,
        data: bytes,
        concurrent_to: str | None = None,
        refers_to: str | None = None,
    ) -> WrittenRecord:
        """A metadata record whose block is JSON (e.g. a page's interaction states)."""
        with self._lock:
            self._ensure_open()
            record = rec.build_metadata(
                target_uri,
                data,
                self._ids(),
                self._date(),
                concurrent_to=concurrent_to,
                content_type="application/json",
                refers_to=refers_to,
            )
            return self._write([record])[0]

    def write_resource(
        self,
        uri: str,
        content_type: str,
        data: bytes,
        extra_headers: Iterable[tuple[str, str]] = (),
    ) -> WrittenRecord:
        """A resource record: screenshots, DOM snapshots, anything not fetched over HTTP."""
        with self._lock:
            self._ensure_open()
            record = rec.build_resource(
                uri, content_type, data, self._ids(), self._date(), extra_headers
            )
            return self._write([record])[0]

    def close(self) -> None:
        """Close the current file and give it its final name."""
        with self._lock:
            self._close_file()

    def __enter__(self) -> WarcWriter:
        return self

    def __exit__(
        self, et: type[BaseException] | None, ev: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    # -- internals --------------------------------------------------------------

    def _date(self) -> str:
        return rec.warc_date(self._clock())

    def _write_pair(
        self,
        ex: Exchange,
        main: WarcRecord,
        metadata: FieldsLike | None,
        request: WarcRecord | None = None,
    ) -> WrittenExchange:
        # Response first, then request, then metadata: Heritrix's order, and the response
        # (what an index points at) is on disk before anything that refers to it.
        group = [main, request or rec.build_request(ex, self._ids(), main.record_id)]
        if metadata is not None:
            group.append(
                rec.build_metadata(
                    ex.url,
                    rec.encode_warc_fields(metadata),
                    self._ids(),
                    rec.warc_date(ex.started),
                    concurrent_to=main.record_id,
                )
            )
        placed = self._write(group)
        return WrittenExchange(
            record_type=main.rec_type,
            target_uri=ex.url,
            date=main.header("WARC-Date") or "",
            record_id=main.record_id,
            request_id=group[1].record_id,
            metadata_id=group[2].record_id if metadata is not None else None,
            filename=placed[0].filename,
            offset=placed[0].offset,
            length=placed[0].length,
            payload_digest=main.header("WARC-Payload-Digest") or "",
        )

    def _write(self, group: list[WarcRecord]) -> list[WrittenRecord]:
        fh = self._ensure_open()
        placed = [self._append(fh, record) for record in group]
        if self._pos >= self.max_size:
            self._close_file()
        return placed

    def _append(self, fh: BinaryIO, record: WarcRecord) -> WrittenRecord:
        data = rec.serialize(record, self._level)
        offset = self._pos
        try:
            fh.write(data)
            # One flush per record: a record is then wholly in the kernel's hands, so a kill
            # leaves at most the record being written incomplete (cut away by recovery).
            fh.flush()
        except BaseException:
            # e.g. disk full: never leave half a member for the next record to follow
            # (best effort; recovery at resume cuts whatever remains).
            with contextlib.suppress(OSError):
                fh.seek(offset)
                fh.truncate()
            with contextlib.suppress(OSError, ValueError):  # where the file really ends
                self._pos = fh.tell()
            raise
        self._pos = offset + len(data)
        if self._fsync:
            os.fsync(fh.fileno())
        if self._on_record is not None:
            self._on_record(self._name, offset, len(data), record)
        return WrittenRecord(record.record_id, self._name, offset, len(data))

    def _ensure_open(self) -> BinaryIO:
        # Files open lazily, on the first record, so a resumed crawl with nothing left to
        # fetch leaves no warcinfo-only file behind.  Called before a group's records are
        # built, so the warcinfo record takes the first id from the factory.
        if self._fh is not None:
            return self._fh
        now = self._clock()
        stamp = datetime.fromtimestamp(now, UTC).strftime("%Y%m%d%H%M%S%f")
        self._name = f"{self.prefix}-{stamp}-{self.serial:05d}.warc.gz"
        self.serial += 1
        fh = open(self.archive_dir / (self._name + ".open"), "xb")  # noqa: SIM115 (kept open)
        self._fh = fh
        self._pos = 0  # a new file ("xb")
        info = rec.build_warcinfo(
            self._name,
            self._fields,
            self._ids(),
            rec.warc_date(now),
            software=self._software,
            hostname=self._hostname,
            canonicalizer=self._canonicalizer,
        )
        self._append(fh, info)
        return fh

    def _close_file(self) -> None:
        fh, self._fh = self._fh, None
        if fh is None:
            return
        if self._fsync:
            os.fsync(fh.fileno())
        fh.close()
        final = self.archive_dir / self._name
        os.replace(self.archive_dir / (self._name + ".open"), final)
        if self._fsync:  # make the rename itself durable
            dir_fd = os.open(self.archive_dir, os.O_RDONLY)
            try:
                os.fsync(dir_fd)
            finally:
                os.close(dir_fd)
        self.closed_files.append(self._name)
        if self._on_close is not None:
            self._on_close(self._name)


__all__ = [
    "OnClose",
    "OnRecord",
    "WarcWriter",
    "WrittenExchange",
    "WrittenRecord",
    "next_serial",
    "recover_archive",
    "warc_name_pattern",
]
