"""Looking captures up in a sorted CDXJ file: key ranges by binary search, revisit resolution.

The file is memory-mapped and searched in place (O(log n) line reads per lookup), so a
1,000,000-line index costs no load time and no Python memory. Ranges are half-open over the
byte order of whole lines, the order the file is sorted in (keepnet.index.merge): a line
belongs to [start, end) when start <= line < end. `exact_range(key)` is [key + " ",
key + "!") — the space that ends a key sorts before every other character a line can hold
there — and `prefix_range(p)` is [p, p with its last character incremented), pywb's own
convention for matchType=exact and prefix. `query(url, match_type)` takes its range for a
URL from keepnet.url.surt.search_range (exact, prefix, host, domain).

A CdxjIndex reads the file as it was when opened: update_index replaces the file by rename,
so an open index keeps a consistent snapshot until `refresh()` picks the new file up (call
it between requests, not while a lookup's iterator is still being consumed).
"""

from __future__ import annotations

import logging
import mmap
import os
from collections.abc import Callable, Iterable, Iterator
from datetime import UTC, datetime
from itertools import islice
from pathlib import Path
from types import TracebackType

from keepnet.index.cdxj import CdxjRecord, digest_value, parse_line
from keepnet.url.surt import search_range

log = logging.getLogger(__name__)


def exact_range(key: str) -> tuple[str, str]:
    """The line range holding exactly the captures whose key is `key`."""
    return key + " ", key + "!"


def prefix_range(prefix: str) -> tuple[str, str]:
    """The line range holding every capture whose key starts with `prefix`."""
    if not prefix:
        return "", "\U0010ffff"
    return prefix, prefix[:-1] + chr(ord(prefix[-1]) + 1)


def bisect_lines(buf: mmap.mmap | bytes, target: bytes, lo: int = 0) -> int:
    """Offset of the first line >= target in sorted buf (a map or bytes), searching from
    line start lo.

    Returns a line start, or len(buf) when every line is smaller. Lines are compared
    without their newline.
    """
    size = len(buf)
    hi = size
    # Invariant: lines starting before lo are < target; lines starting at hi or later
    # are >= target. Both lo and hi are always line starts (or the size).
    while lo < hi:
        mid = (lo + hi) // 2
        nl = buf.rfind(b"\n", lo, mid)
        start = nl + 1 if nl >= 0 else lo  # start of the line holding mid
        end = buf.find(b"\n", start)
        if end < 0:
            end = size
        if buf[start:end] < target:
            lo = end + 1
        else:
            hi = start
    return min(lo, size)


class CdxjIndex:
    """Read access to one sorted CDXJ file (keepnet's DIR/indexes/index.cdxj or pywb's)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._stat: os.stat_result | None = None
        self._mm: mmap.mmap | None = None
        self._size = 0
        self._open()

    def _open(self) -> None:
        with self.path.open("rb") as fh:
            st = os.fstat(fh.fileno())
            # mmap cannot map an empty file; an empty index simply has no lines
            self._mm = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) if st.st_size else None
        self._stat = st
        self._size = st.st_size

    def refresh(self) -> bool:
        """Reopen the file if it was replaced or changed since it was opened; True if so."""
        st = self.path.stat()
        old = self._stat
        if old is not None and (st.st_ino, st.st_size, st.st_mtime_ns) == (
            old.st_ino,
            old.st_size,
            old.st_mtime_ns,
        ):
            return False
        self.close()
        self._open()
        return True

    def close(self) -> None:
        if self._mm is not None:
            self._mm.close()
            self._mm = None

    def __enter__(self) -> CdxjIndex:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    # -- raw lines -----------------------------------------------------------------------

    def lines(self, start: str, end: str, limit: int | None = None) -> Iterator[bytes]:
        """Raw lines (without newline) in [start, end), in file order, at most limit of them."""
        mm = self._mm
        if mm is None or (limit is not None and limit <= 0):
            return
        b_start, b_end = start.encode("utf-8"), end.encode("utf-8")
        pos = bisect_lines(mm, b_start)
        count = 0
        while pos < self._size:
            nl = mm.find(b"\n", pos)
            if nl < 0:
                nl = self._size
            line = mm[pos:nl]
            if line >= b_end:
                return
            pos = nl + 1
            if not line or line.startswith(b"!"):  # "!meta" headers of other tools' files
                continue
            yield line
            count += 1
            if limit is not None and count >= limit:
                return

    # -- records -------------------------------------------------------------------------

    def lookup(
        self, key_start: str, key_end: str, limit: int | None = None
    ) -> Iterator[CdxjRecord]:
        """Captures whose line falls in [key_start, key_end), sorted by key then timestamp.

        Lines that do not parse are logged and skipped (an index from another tool may hold
        lines keepnet does not model); they count against no limit.
        """
        return islice(_parse_all(self.lines(key_start, key_end)), limit)

    def query(
        self, url: str, match_type: str = "exact", limit: int | None = None
    ) -> Iterator[CdxjRecord]:
        """Captures of url by pywb's matchType: exact, prefix, host or domain."""
        return self.lookup(*search_range(url, match_type), limit=limit)

    def exact(self, key: str, limit: int | None = None) -> Iterator[CdxjRecord]:
        return self.lookup(*exact_range(key), limit=limit)

    def prefix(self, prefix: str, limit: int | None = None) -> Iterator[CdxjRecord]:
        return self.lookup(*prefix_range(prefix), limit=limit)

    # -- revisits ------------------------------------------------------------------------

    def resolve_revisit(self, record: CdxjRecord) -> CdxjRecord | None:
        """The capture whose payload a revisit record stands for (see `resolve_revisit`)."""
        return resolve_revisit(self.lines, self._scan_digest, record)

    def _scan_digest(self, digest: str) -> Iterator[CdxjRecord]:
        """Non-revisit captures with this digest, found by searching the map for its text."""
        mm = self._mm
        if mm is None:
            return
        needle = digest.encode("utf-8")
        pos = mm.find(needle)
        while pos >= 0:
            start = mm.rfind(b"\n", 0, pos) + 1
            end = mm.find(b"\n", pos)
            if end < 0:
                end = self._size
            for rec in _parse_all([mm[start:end]]):
                if _is_original(rec, digest):
                    yield rec
            pos = mm.find(needle, end)


def resolve_revisit(
    lines: Callable[[str, str], Iterable[bytes]],
    scan_digest: Callable[[str], Iterable[CdxjRecord]],
    record: CdxjRecord,
) -> CdxjRecord | None:
    """The capture whose payload a revisit record stands for; None if absent or no revisit.

    Candidates are non-revisit captures whose digest equals the revisit's (the digest
    compared without its "sha1:" label). Preference: (1) the nearest earlier capture
    with the same key — what an identical-payload-digest revisit normally points at;
    (2) else, over the whole index, the nearest earlier capture with any key (a payload
    first seen under another URL); (3) else the nearest later one, same key first.
    Step 1 reads the key's range (`lines`); steps 2-3 ask `scan_digest` for every
    non-revisit capture with the digest (a CDXJ file searches its map for the text).
    """
    if not record.is_revisit or not record.digest:
        return None
    digest = digest_value(record.digest)
    needle = digest.encode("utf-8")
    # only lines holding the digest text are parsed: a busy URL has many captures
    same_key = [
        r
        for r in _parse_all(x for x in lines(*exact_range(record.key)) if needle in x)
        if _is_original(r, digest)
    ]
    earlier = [r for r in same_key if r.timestamp <= record.timestamp]
    if earlier:
        return max(earlier, key=lambda r: r.timestamp)
    candidates = list(scan_digest(digest))
    if not candidates:
        return None
    when = _seconds(record.timestamp)

    def rank(r: CdxjRecord) -> tuple[bool, bool, float]:
        t = _seconds(r.timestamp)
        return (t > when, r.key != record.key, abs(t - when))

    return min(candidates, key=rank)


def _parse_all(lines: Iterable[bytes]) -> Iterator[CdxjRecord]:
    """Parsed records of lines, those that do not parse skipped (see CdxjIndex.lookup)."""
    for line in lines:
        try:
            yield parse_line(line)
        except ValueError as exc:
            log.warning("skipping bad index line: %s", exc)


def _is_original(record: CdxjRecord, digest: str) -> bool:
    return (
        not record.is_revisit
        and record.digest is not None
        and digest_value(record.digest) == digest
    )


def _seconds(timestamp: str) -> float:
    return datetime.strptime(timestamp, "%Y%m%d%H%M%S").replace(tzinfo=UTC).timestamp()
