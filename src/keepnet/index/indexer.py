"""Indexing WARCs: their CDXJ records, exactly as cdxj-indexer 1.5.0 writes them by default,
and the incremental update of a crawl's DIR/indexes/index.cdxj.

Which records: response, revisit, resource and metadata — but not resource/metadata records
whose Content-Type is application/warc-fields (cdxj-indexer's DEFAULT_RECORDS and its
filter_record); request, warcinfo and conversion records are not indexed.
Per record, in this order (the order matters: a missing payload digest is computed by
reading the payload, which must happen before the record is read to its end for its length):
url = WARC-Target-URI; mime = "warc/revisit" for revisits, the HTTP Content-Type for
responses, the WARC Content-Type otherwise, cut at the first ';' or space; status = the HTTP
status code of responses and revisits that carry HTTP headers; digest = WARC-Payload-Digest,
else computed (sha1, base32) as warcio's writer does; offset and length of the record in the
file (of its gzip member for .warc.gz). Key: index_key(url), or the URL itself when the key
cannot be computed (cdxj-indexer falls back the same way). Timestamp: WARC-Date as 14 digits.

Malformed input is reported, never fatal: a record without WARC-Target-URI or a usable
WARC-Date is skipped with an `IndexProblem` (cdxj-indexer crashes on those); a stream error
(bad gzip, unparseable headers, a file cut short) is reported and reading resumes at the next
gzip member or next line starting with "WARC/" after the broken record.

update_index(DIR) reads only the WARCs of DIR/archive that are new or changed since the last
run (DIR/indexes/indexed.json, see keepnet.index.ledger), skipping `.open` files still being
written, and merges their lines into the sorted index (keepnet.index.merge).  A WARC that the
crawl indexed as it wrote it (keepnet.index.live) has a complete sidecar of its lines
(keepnet.index.sidecar): those lines are taken instead of reading the WARC again, and the
sidecar is removed once the ledger names the WARC.
Standard: ISO 28500 (WARC 1.1); index conventions of pywb/cdxj-indexer.
"""

from __future__ import annotations

import fcntl
import logging
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from warcio.archiveiterator import ArchiveIterator
from warcio.warcwriter import BufferWARCWriter

from keepnet.index import ledger, sidecar
from keepnet.index.cdxj import REVISIT_MIME, CdxjRecord, format_line
from keepnet.index.merge import LineSorter, merge_into
from keepnet.index.written import cdxj_key, cdxj_mime, warc_timestamp

log = logging.getLogger(__name__)

INDEXED_TYPES = frozenset({"response", "revisit", "resource", "metadata"})
_GZIP_MAGIC = b"\x1f\x8b\x08"
_WARC_MAGIC = b"\nWARC/"
_SCAN_BLOCK = 1 << 20


@dataclass(frozen=True, slots=True)
class IndexProblem:
    """A malformed record or stream region met while indexing; indexing went on past it."""

    filename: str
    offset: int
    message: str

    def __str__(self) -> str:
        return f"{self.filename}@{self.offset}: {self.message}"


OnProblem = Callable[[IndexProblem], None]


def index_warc(
    path: Path, filename: str, on_problem: OnProblem | None = None
) -> Iterator[CdxjRecord]:
    """The CDXJ records of one WARC (or ARC) file, in file order; problems go to on_problem.

    `filename` is what the lines name as their file (cdxj-indexer: the base name).
    Without on_problem, problems are logged as warnings.
    """
    report = on_problem or _log_problem
    digester = BufferWARCWriter()
    with path.open("rb") as fh:
        gzipped = fh.read(2) == _GZIP_MAGIC[:2]
        start: int | None = 0
        while start is not None:
            fh.seek(start)
            it = ArchiveIterator(fh, no_record_parse=False, arc2warc=True)
            try:
                for record in it:
                    offset = it.offset
                    warnings = it.err_count
                    try:
                        rec = record_to_cdxj(record, filename, _locator(it), digester)
                    except SkipRecord as skip:
                        report(IndexProblem(filename, offset, str(skip)))
                        continue
                    it.read_to_end()  # also for records not indexed, to check them whole
                    missing = _missing_bytes(record, it)
                    if missing:
                        report(IndexProblem(filename, offset, f"record truncated: {missing}"))
                    if it.err_count > warnings:
                        report(
                            IndexProblem(
                                filename,
                                offset,
                                "record not followed by a blank line "
                                "(its Content-Length may be wrong)",
                            )
                        )
                    if rec is not None:
                        yield rec
                start = None
                _check_tail(fh, filename, it.offset, report)
            except Exception as exc:  # noqa: BLE001 - any decoding failure is a damaged region
                failed_at = it.offset
                report(IndexProblem(filename, failed_at, _describe(exc)))
                start = _next_record_start(fh, failed_at + 1, gzipped)
            finally:
                it.close()


@dataclass(slots=True)
class IndexReport:
    """What one update_index run did."""

    indexed: list[str] = field(default_factory=list)  # WARC files indexed in this run
    from_sidecars: list[str] = field(default_factory=list)  # ...of which by their sidecar
    unchanged: int = 0  # WARC files already in the index as they are
    removed: list[str] = field(default_factory=list)  # WARC files gone, their lines dropped
    records: int = 0  # lines produced by the WARCs indexed in this run
    records_from_sidecars: int = 0  # ...of which taken from sidecars
    records_read: int = 0  # ...of which read from the WARCs themselves
    total_lines: int = 0  # lines in index.cdxj afterwards
    problems: list[IndexProblem] = field(default_factory=list)


WARC_SUFFIXES = (".warc.gz", ".warc")


def update_index(crawl_dir: Path, on_problem: OnProblem | None = None) -> IndexReport:
    """Bring DIR/indexes/index.cdxj up to date with the finished WARCs in DIR/archive.

    Problems are collected in the report (and passed to on_problem as they are found).
    Concurrent runs on one DIR are serialized by a lock file in DIR/indexes.
    """
    indexes = crawl_dir / "indexes"
    indexes.mkdir(parents=True, exist_ok=True)
    with (indexes / ".lock").open("a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        return _update_locked(crawl_dir / "archive", indexes, on_problem)


def _update_locked(archive: Path, indexes: Path, on_problem: OnProblem | None) -> IndexReport:
    index_path = indexes / "index.cdxj"
    ledger_path = indexes / "indexed.json"
    # without its index file the ledger means nothing: everything is read again
    known = ledger.load(ledger_path) if index_path.exists() else {}
    present = {p.name: p for p in _finished_warcs(archive)}
    report = IndexReport(removed=sorted(set(known) - set(present)))

    def problem(p: IndexProblem) -> None:
        report.problems.append(p)
        if on_problem is not None:
            on_problem(p)

    todo: list[tuple[str, Path, os.stat_result]] = []
    for name, path in sorted(present.items()):
        st = path.stat()
        entry = known.get(name)
        if entry is not None and entry.same_file(st):
            report.unchanged += 1
        else:
            todo.append((name, path, st))
    if not todo and not report.removed and index_path.exists():  # nothing to do
        report.total_lines = _count_lines(index_path)
        _drop_sidecars(indexes, archive, set(known))
        return report

    entries = {n: e for n, e in known.items() if n in present}
    sorter = LineSorter(indexes)
    try:
        for name, path, st in todo:
            before_records, before_problems = sorter.count, len(report.problems)
            lines = sidecar.take(indexes, name, st)
            if lines is not None:
                for line in lines:
                    sorter.add(line)
                report.from_sidecars.append(name)
                report.records_from_sidecars += len(lines)
            else:
                for rec in index_warc(path, name, problem):
                    sorter.add(format_line(rec).encode("utf-8") + b"\n")
                report.records_read += sorter.count - before_records
            entries[name] = ledger.WarcEntry(
                size=st.st_size,
                mtime_ns=st.st_mtime_ns,
                records=sorter.count - before_records,
                problems=len(report.problems) - before_problems,
            )
            report.indexed.append(name)
        report.records = sorter.count
        drop = frozenset(name for name, _, _ in todo) | frozenset(report.removed)
        report.total_lines = merge_into(index_path, sorter, drop)
    finally:
        sorter.discard()
    ledger.save(ledger_path, entries)
    _drop_sidecars(indexes, archive, set(entries))
    return report


def _drop_sidecars(indexes: Path, archive: Path, indexed: set[str]) -> None:
    """Remove the sidecars of WARCs now in the ledger (only after it is saved: a crash
    before costs a second use of the sidecar, never a missing line) and of WARCs gone."""
    for name in sidecar.stale(indexes, archive, indexed):
        sidecar.discard(indexes, name)


def _finished_warcs(archive: Path) -> list[Path]:
    """WARC files in archive/, without those still being written (name ends in .open)."""
    if not archive.is_dir():
        return []
    return [p for p in archive.iterdir() if p.name.endswith(WARC_SUFFIXES) and p.is_file()]


def _count_lines(path: Path) -> int:
    count = 0
    with path.open("rb") as fh:
        while block := fh.read(1 << 20):
            count += block.count(b"\n")
    return count


class SkipRecord(Exception):
    """A record that cannot make an index line (the reason is the message)."""


def record_to_cdxj(
    record: Any,
    filename: str,
    locate: Callable[[], tuple[int, int]],
    digester: BufferWARCWriter | None = None,
) -> CdxjRecord | None:
    """The index line of a warcio record, or None for a record type that is not indexed.

    `locate()` gives (offset, length) of the record in its file; it is called after any
    payload digest was computed (reading a WARC, it reads the record to its end).  Shared
    by index_warc and keepnet.index.live, which parses records in memory as they are
    written, so both derive every field with the same code.  Raises SkipRecord.
    """
    rec_type = record.rec_type
    if rec_type not in INDEXED_TYPES:
        return None
    headers = record.rec_headers
    if (
        rec_type in ("resource", "metadata")
        and headers.get_header("Content-Type") == "application/warc-fields"
    ):
        return None
    url = headers.get_header("WARC-Target-URI")
    if url is None:
        raise SkipRecord(f"{rec_type} record without WARC-Target-URI")
    date = headers.get_header("WARC-Date")
    if date is None:
        raise SkipRecord(f"{rec_type} record without WARC-Date")
    try:
        timestamp = warc_timestamp(date)
    except (TypeError, ValueError) as exc:
        raise SkipRecord(f"{rec_type} record with bad WARC-Date {date!r}") from exc
    http = record.http_headers
    if rec_type == "revisit":
        mime: str | None = REVISIT_MIME
    else:
        if rec_type == "response":
            mime = http.get_header("content-type") if http else None
        else:
            mime = headers.get_header("content-type")
        mime = cdxj_mime(mime)
    status = http.get_statuscode() if http and rec_type in ("response", "revisit") else None
    digest = headers.get_header("WARC-Payload-Digest")
    if not digest:
        # Reads the payload: must come before locate() reads to the record's end.
        (digester or BufferWARCWriter()).ensure_digest(record, block=False, payload=True)
        digest = headers.get_header("WARC-Payload-Digest")
    offset, length = locate()
    return CdxjRecord(
        key=cdxj_key(url),
        timestamp=timestamp,
        url=url,
        filename=filename,
        offset=offset,
        length=length,
        mime=mime,
        status=status,
        digest=digest,
    )


def _locator(it: ArchiveIterator) -> Callable[[], tuple[int, int]]:
    def locate() -> tuple[int, int]:
        length = it.get_record_length()  # reads to the record's end: before the offset
        return it.get_record_offset(), length

    return locate


def _next_record_start(fh: BinaryIO, pos: int, gzipped: bool) -> int | None:
    """Offset of the next plausible record start at or after pos, or None at end of file."""
    magic = _GZIP_MAGIC if gzipped else _WARC_MAGIC
    skip = 0 if gzipped else 1  # a WARC header starts after the newline that ends the last one
    fh.seek(pos)
    carry = b""
    base = pos
    while True:
        block = fh.read(_SCAN_BLOCK)
        if not block:
            return None
        data = carry + block
        found = data.find(magic)
        if found >= 0:
            return base + found + skip
        keep = len(magic) - 1
        carry = data[-keep:]
        base += len(data) - len(carry)


def _check_tail(fh: BinaryIO, filename: str, end: int, report: OnProblem) -> None:
    """Report bytes left after the last record: the start of a record cut short."""
    size = os.fstat(fh.fileno()).st_size
    if size > end:
        report(IndexProblem(filename, end, f"{size - end} bytes after the last complete record"))


def _missing_bytes(record: Any, it: ArchiveIterator) -> str | None:
    """Why a record read to its end is incomplete (a file cut short), or None if it is whole.

    Checked after the record was read to its end: its block reader still expects bytes
    (fewer than Content-Length were there), or its gzip member never reached its end.
    """
    left = getattr(record.raw_stream, "limit", 0)
    if left > 0:
        return f"{left} bytes of its block missing"
    decompressor = it.reader.decompressor if it.reader else None
    if decompressor is not None and not decompressor.eof:
        return "its gzip member ends early"
    return None


def _describe(exc: BaseException) -> str:
    """One line for an exception (warcio's gzip message spans a dozen lines)."""
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
    text = lines[0] if lines else ""
    return f"{type(exc).__name__}: {text[:160]}"


def _log_problem(problem: IndexProblem) -> None:
    log.warning("index: %s", problem)
