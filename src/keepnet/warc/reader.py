"""Safe iteration over WARC files for tests and tools: records in, problems reported, no raise.

Reading is warcio's (WARCIterator), so what this module sees is what the field's tools see,
plus two checks warcio does not make: a record whose block is shorter than its
Content-Length, and a gzip file whose last member never ends.  Both are what a killed writer
leaves behind, and `warcio check` passes such files silently (verified with warcio 1.8.1),
so tests that must prove a WARC whole use `read_records` as well.  A record warcio cannot
parse ends the iteration with a `ReadProblem` (after a broken record there is no reliable
way to find the next one).
"""

from __future__ import annotations

import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from warcio.archiveiterator import WARCIterator


@dataclass(frozen=True, slots=True)
class RecordInfo:
    """One record as read back: type, target URI, WARC headers, where it is in the file."""

    rec_type: str
    target_uri: str | None
    headers: list[tuple[str, str]]
    offset: int
    length: int
    problems: tuple[str, ...] = ()  # short block; digest failures (with check_digests)

    def header(self, name: str) -> str | None:
        lname = name.lower()
        return next((v for k, v in self.headers if k.lower() == lname), None)


@dataclass(frozen=True, slots=True)
class ReadProblem:
    """Why reading stopped: where the unreadable part starts, and what is wrong with it."""

    offset: int
    message: str


def iter_records(path: Path, *, check_digests: bool = False) -> Iterator[RecordInfo | ReadProblem]:
    """Yield each record of a WARC (gzip or not); a malformed one yields a ReadProblem last."""
    with open(path, "rb") as fh:
        it = WARCIterator(fh, check_digests=check_digests)  # WARC only: no ARC guessing
        offset = 0
        while True:
            try:
                record = next(it)
                offset = it.get_record_offset()
                length = it.get_record_length()  # reads the block: digests get checked
            except StopIteration:
                break
            except Exception as exc:  # warcio raises many kinds; all mean "unreadable here"
                yield ReadProblem(offset, f"{type(exc).__name__}: {exc}".strip())
                return
            problems = list(record.digest_checker.problems) if record.digest_checker else []
            missing = getattr(record.raw_stream, "limit", 0)  # LimitReader: bytes never read
            if missing:
                problems.insert(0, f"block truncated: {missing} byte(s) missing")
            headers = [(str(k), str(v)) for k, v in record.rec_headers.headers]
            yield RecordInfo(
                record.rec_type or "",
                record.rec_headers.get_header("WARC-Target-URI"),
                headers,
                offset,
                length,
                tuple(problems),
            )
            offset = it.offset  # where the next record starts (past any blank lines)
    torn = _unfinished_gzip_member(path)
    if torn is not None:
        yield ReadProblem(torn, "gzip member never ends (file cut mid-record?)")


def _unfinished_gzip_member(path: Path) -> int | None:
    """Offset of a final gzip member that is cut short, or None (also for plain files)."""
    with open(path, "rb") as fh:
        magic = fh.read(2)
        if not magic or not b"\x1f\x8b".startswith(magic):
            return None
        fh.seek(0)
        start = base = 0
        dec = zlib.decompressobj(31)
        while chunk := fh.read(1 << 20):
            data = chunk
            while data:
                try:
                    dec.decompress(data)
                except zlib.error:
                    return start
                if not dec.eof:
                    base += len(data)
                    break
                start = base = base + len(data) - len(dec.unused_data)
                data, dec = dec.unused_data, zlib.decompressobj(31)
        return start if base > start else None


def read_records(
    path: Path, *, check_digests: bool = False
) -> tuple[list[RecordInfo], list[ReadProblem]]:
    """All records and problems of a file, for callers that want lists."""
    records: list[RecordInfo] = []
    problems: list[ReadProblem] = []
    for item in iter_records(path, check_digests=check_digests):
        if isinstance(item, RecordInfo):
            records.append(item)
        else:
            problems.append(item)
    return records, problems
