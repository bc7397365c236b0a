"""Sorting new index lines and merging them into a sorted CDXJ file, replaced atomically.

Order: plain byte order of whole lines, newline included — what cdxj-indexer's SortingWriter
(Python str sort) and `LC_ALL=C sort` produce, and what pywb's binary search expects.
Identical lines are written once, as cdxj-indexer does when it sorts.
New lines are sorted in memory up to a byte budget and spilled to sorted temporary runs past
it, so indexing a large batch of WARCs stays within bounded memory; the final pass streams
the runs and the in-memory rest through one heap merge, spliced into the existing index (or
merged line by line with it when old lines must be dropped), into a temporary file that is
fsync'ed and renamed over the index: readers see the old or the new file, never a
half-written one.
"""

from __future__ import annotations

import heapq
import mmap
import os
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import ExitStack
from json.decoder import scanstring  # type: ignore[attr-defined]
from pathlib import Path
from typing import BinaryIO

from keepnet.index.query import bisect_lines

_FILENAME_FIELD = b'"filename": "'
_IO_BUFFER = 1 << 20


class LineSorter:
    """Collects index lines (bytes ending in b"\\n") and yields them back in sorted runs."""

    def __init__(self, tmp_dir: Path, budget_bytes: int = 64 << 20) -> None:
        self._tmp_dir = tmp_dir
        self._budget = budget_bytes
        self._lines: list[bytes] = []
        self._size = 0
        self._runs: list[Path] = []
        self.count = 0

    def add(self, line: bytes) -> None:
        self._lines.append(line)
        self._size += len(line)
        self.count += 1
        if self._size >= self._budget:
            self._spill()

    def _spill(self) -> None:
        self._lines.sort()
        fd, name = tempfile.mkstemp(prefix=".cdxj-run-", dir=self._tmp_dir)
        with os.fdopen(fd, "wb", buffering=_IO_BUFFER) as out:
            out.writelines(self._lines)
        self._runs.append(Path(name))
        self._lines = []
        self._size = 0

    def runs(self, stack: ExitStack) -> list[Iterable[bytes]]:
        """The sorted runs; files opened here are closed (and deleted) when stack exits."""
        self._lines.sort()
        runs: list[Iterable[bytes]] = [self._lines]
        for path in self._runs:
            runs.append(stack.enter_context(path.open("rb", buffering=_IO_BUFFER)))
            stack.callback(path.unlink, missing_ok=True)
        return runs

    def discard(self) -> None:
        for path in self._runs:
            path.unlink(missing_ok=True)
        self._runs = []
        self._lines = []


def line_filename(line: bytes) -> str | None:
    """The (JSON-decoded) filename field of an index line, found without parsing all the JSON."""
    start = line.rfind(_FILENAME_FIELD)
    if start < 0:
        return None
    try:
        value, _ = scanstring(line.decode("utf-8"), start + len(_FILENAME_FIELD))
    except (UnicodeDecodeError, ValueError):
        return None
    return str(value)


def merge_into(index: Path, new: LineSorter, drop_filenames: frozenset[str] = frozenset()) -> int:
    """Merge new's lines into the sorted file `index` (created if absent); returns its line count.

    Existing lines whose filename is in drop_filenames are left out (their WARC is being
    re-indexed or is gone). Without any to drop, the existing file is copied in bulk between
    the places where new lines go (found by binary search), so adding one WARC to a large
    index costs a file copy, not a pass of Python over every line.
    """
    with ExitStack() as stack:
        new_lines = heapq.merge(*new.runs(stack))
        fd, tmp_name = tempfile.mkstemp(prefix=".index.cdxj.", dir=index.parent)
        os.fchmod(fd, 0o644)  # mkstemp's 0600 would hide the index from replay tools
        tmp = Path(tmp_name)
        try:
            with os.fdopen(fd, "wb", buffering=_IO_BUFFER) as out:
                old = _map_existing(index, stack)
                if old is not None and not drop_filenames and old[-1:] == b"\n":
                    count = _splice(old, new_lines, out)
                else:
                    sources: list[Iterable[bytes]] = [new_lines]
                    if old is not None:
                        old.seek(0)
                        sources.append(_existing(iter(old.readline, b""), drop_filenames))
                    count = _write_unique(heapq.merge(*sources), out)
                out.flush()
                os.fsync(out.fileno())
            os.replace(tmp, index)
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
    fsync_dir(index.parent)
    return count


def _map_existing(index: Path, stack: ExitStack) -> mmap.mmap | None:
    """The current index, memory-mapped (None when it is missing or empty)."""
    try:
        fh = stack.enter_context(index.open("rb"))
    except FileNotFoundError:
        return None
    if os.fstat(fh.fileno()).st_size == 0:
        return None
    return stack.enter_context(mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ))


def _splice(old: mmap.mmap, new_lines: Iterable[bytes], out: BinaryIO) -> int:
    """Write old (sorted, well-formed) with the sorted new lines inserted; returns line count."""
    view = memoryview(old)
    try:
        count = _count_newlines(old)
        pos = 0
        last = None
        for line in new_lines:
            if line == last:
                continue
            last = line
            bare = line[:-1]
            at = bisect_lines(old, bare, pos)
            out.write(view[pos:at])
            pos = at
            end = old.find(b"\n", at)
            if end >= 0 and old[at:end] == bare:  # already in the index
                continue
            out.write(line)
            count += 1
        out.write(view[pos:])
        return count
    finally:
        view.release()


def _count_newlines(buf: mmap.mmap) -> int:
    count = 0
    for start in range(0, len(buf), 1 << 24):
        count += buf[start : start + (1 << 24)].count(b"\n")
    return count


def _existing(lines: Iterable[bytes], drop: frozenset[str]) -> Iterator[bytes]:
    for line in lines:
        if not line.strip():
            continue
        if not line.endswith(b"\n"):
            line += b"\n"
        if drop and line_filename(line) in drop:
            continue
        yield line


def _write_unique(lines: Iterable[bytes], out: BinaryIO) -> int:
    count = 0
    last = None
    for line in lines:
        if line != last:
            out.write(line)
            count += 1
            last = line
    return count


def fsync_dir(path: Path) -> None:
    """Make a rename in directory `path` durable (POSIX: fsync the directory)."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
