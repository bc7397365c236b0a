"""A ZipNum index: the sorted CDXJ lines in gzip blocks, found through a small summary.

For collections too large for one CDXJ file (hundreds of millions of captures), the format
pywb reads as a "zipnum" index (pywb.warcserver.index.zipnum; IIPC's and the Internet
Archive's cluster indexes):

    DIR/indexes/zipnum/index-00.cdx.gz   the lines, BLOCK_LINES to a block, each block one
    DIR/indexes/zipnum/index-01.cdx.gz   gzip member; a new shard after SHARD_BYTES
    DIR/indexes/zipnum/index.idx         one line per block, sorted:
                                         "KEY TIMESTAMP<TAB>SHARD<TAB>OFFSET<TAB>LENGTH<TAB>BLOCK"
                                         (the block's first line's key and timestamp, the
                                         shard's name, the block's place in it, its number)
    DIR/indexes/zipnum/index.loc         "SHARD<TAB>PATH" for each shard (paths relative)

A lookup binary-searches the memory-mapped summary (a million blocks for 3 billion lines is
about 100 MB) and decompresses only the blocks that can hold the range — one for an exact
lookup, usually.  `build_zipnum` sorts unsorted lines first in bounded memory (sorted runs
spilled to disk, then one heap merge: keepnet.index.merge.LineSorter); `write_zipnum` takes
lines already sorted (a crawl's index.cdxj: `keepnet index DIR --zipnum`).  Replay and the
CDX API use a crawl's ZipNum index when it is there and not older than its index.cdxj
(`open_index`).
"""

from __future__ import annotations

import heapq
import mmap
import os
import tempfile
import time
import zlib
from bisect import bisect_left
from collections.abc import Iterable, Iterator
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from keepnet.index.cdxj import CdxjRecord, digest_value, parse_line
from keepnet.index.merge import LineSorter
from keepnet.index.query import CdxjIndex, resolve_revisit

BLOCK_LINES = 3000  # pywb's and the Internet Archive's block size
SHARD_BYTES = 2 << 30  # compressed bytes per shard
INFLATE_CHUNK = 64 << 10  # bytes inflated at a time while looking for a range
DIRNAME = "zipnum"
NAME = "index"


class CaptureIndex(Protocol):
    """What replay needs of an index, whatever its format (CdxjIndex, ZipNumIndex)."""

    def lines(self, start: str, end: str, limit: int | None = None) -> Iterator[bytes]: ...

    def resolve_revisit(self, record: CdxjRecord) -> CdxjRecord | None: ...

    def refresh(self) -> bool: ...

    def close(self) -> None: ...


@dataclass
class ZipNumReport:
    lines: int = 0
    blocks: int = 0
    shards: int = 0
    bytes: int = 0  # compressed bytes of the shards
    seconds: float = 0.0


def _gzip(data: bytes) -> bytes:
    comp = zlib.compressobj(6, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    return comp.compress(data) + comp.flush()


def write_zipnum(
    lines: Iterable[bytes],
    out_dir: Path,
    *,
    block_lines: int = BLOCK_LINES,
    shard_bytes: int = SHARD_BYTES,
) -> ZipNumReport:
    """Write sorted CDXJ `lines` as a ZipNum index in `out_dir` (replacing one there).

    Identical consecutive lines are written once.  Files are written under temporary
    names and renamed at the end, the summary last: a reader sees the old index or the new.
    """
    t0 = time.monotonic()
    out_dir.mkdir(parents=True, exist_ok=True)
    report = ZipNumReport()
    tag = f".tmp-{os.getpid()}"
    shards: list[str] = []
    written: list[Path] = []
    idx_tmp = out_dir / f"{NAME}.idx{tag}"
    with idx_tmp.open("wb") as idx:
        shard_fh = None
        offset = 0
        block: list[bytes] = []
        last = b""

        def flush() -> None:
            nonlocal shard_fh, offset
            if shard_fh is None or offset >= shard_bytes:
                if shard_fh is not None:
                    shard_fh.close()
                name = f"{NAME}-{len(shards):02d}"
                shards.append(name)
                path = out_dir / f"{name}.cdx.gz{tag}"
                written.append(path)
                shard_fh = path.open("wb")
                offset = 0
            data = _gzip(b"".join(block))
            shard_fh.write(data)
            prefix = b" ".join(block[0].split(b" ", 2)[:2])
            idx.write(
                b"%s\t%s\t%d\t%d\t%d\n"
                % (prefix, shards[-1].encode(), offset, len(data), report.blocks)
            )
            offset += len(data)
            report.blocks += 1
            report.bytes += len(data)
            block.clear()

        for line in lines:
            if not line.strip() or line == last:
                continue
            last = line
            block.append(line if line.endswith(b"\n") else line + b"\n")
            report.lines += 1
            if len(block) == block_lines:
                flush()
        if block:
            flush()
        if shard_fh is not None:
            shard_fh.close()
    loc_tmp = out_dir / f"{NAME}.loc{tag}"
    loc_tmp.write_text("".join(f"{s}\t{s}.cdx.gz\n" for s in shards))
    for path in written:
        os.replace(path, path.with_name(path.name.removesuffix(tag)))
    for old in out_dir.glob(f"{NAME}-*.cdx.gz"):  # shards of a larger index before
        if old.name.removesuffix(".cdx.gz") not in shards:
            old.unlink()
    os.replace(loc_tmp, out_dir / f"{NAME}.loc")
    os.replace(idx_tmp, out_dir / f"{NAME}.idx")
    report.shards = len(shards)
    report.seconds = time.monotonic() - t0
    return report


def build_zipnum(
    lines: Iterable[bytes],
    out_dir: Path,
    *,
    memory_bytes: int = 256 << 20,
    block_lines: int = BLOCK_LINES,
    shard_bytes: int = SHARD_BYTES,
) -> ZipNumReport:
    """Sort unsorted CDXJ `lines` in bounded memory (runs of `memory_bytes` spilled to
    disk beside `out_dir`, one heap merge) and write them as a ZipNum index."""
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=".zipnum-sort-", dir=out_dir) as tmp:
        sorter = LineSorter(Path(tmp), memory_bytes)
        for line in lines:
            sorter.add(line if line.endswith(b"\n") else line + b"\n")
        with ExitStack() as stack:
            merged = heapq.merge(*sorter.runs(stack))
            return write_zipnum(merged, out_dir, block_lines=block_lines, shard_bytes=shard_bytes)


class ZipNumIndex:
    """Lookups in a ZipNum index (the summary memory-mapped, blocks read on demand)."""

    def __init__(self, idx_path: Path) -> None:
        self.path = idx_path
        self._fh = idx_path.open("rb")
        self._mm: mmap.mmap | None = None
        if idx_path.stat().st_size:
            self._mm = mmap.mmap(self._fh.fileno(), 0, access=mmap.ACCESS_READ)
        self._starts = self._line_starts()
        self._shards: dict[str, Path] = {}
        for line in (idx_path.with_suffix(".loc")).read_text().splitlines():
            name, _, path = line.partition("\t")
            self._shards[name] = idx_path.parent / path.split("\t")[0]
        self._open: dict[str, object] = {}

    def _line_starts(self) -> list[int]:
        """Offsets of the summary's lines (8 bytes each in memory: 1M blocks = 8 MB)."""
        if self._mm is None:
            return []
        starts = [0]
        mm, pos = self._mm, 0
        while True:
            pos = mm.find(b"\n", pos) + 1
            if pos <= 0 or pos >= len(mm):
                break
            starts.append(pos)
        return starts

    def _entry(self, i: int) -> tuple[bytes, str, int, int]:
        assert self._mm is not None
        end = self._mm.find(b"\n", self._starts[i])
        prefix, shard, offset, length, _ = self._mm[self._starts[i] : end].split(b"\t")
        return prefix, shard.decode(), int(offset), int(length)

    def _first_block(self, start: bytes) -> int:
        """The block where lines >= start can begin: the last whose first line is < start."""
        lo, hi = 0, len(self._starts)
        while lo < hi:
            mid = (lo + hi) // 2
            if self._entry(mid)[0] < start:
                lo = mid + 1
            else:
                hi = mid
        return max(0, lo - 1)

    def _data(self, i: int) -> bytes:
        """Block `i`, decompressed: its lines, each ending in a newline."""
        _prefix, shard, offset, length = self._entry(i)
        with self._shards[shard].open("rb") as fh:
            fh.seek(offset)
            data = fh.read(length)
        return zlib.decompress(data, 16 + zlib.MAX_WBITS)

    def _block(self, i: int) -> list[bytes]:
        return self._data(i).splitlines(keepends=True)

    def blocks(self) -> int:
        return len(self._starts)

    def _from(self, i: int, start: bytes) -> Iterator[bytes]:
        """Lines of block `i` that are >= start, inflated a chunk at a time: a chunk whose
        last line is below `start` is skipped unsplit, and the caller stops reading when
        its range ends, so an exact lookup inflates half a block on average."""
        _prefix, shard, offset, length = self._entry(i)
        with self._shards[shard].open("rb") as fh:
            fh.seek(offset)
            data = fh.read(length)
        inflate = zlib.decompressobj(16 + zlib.MAX_WBITS)
        rest = b""
        while data:
            out = inflate.decompress(data, INFLATE_CHUNK)
            data = inflate.unconsumed_tail
            if not out:
                if inflate.eof:
                    break
                continue
            buf = rest + out
            cut = buf.rfind(b"\n")
            if cut < 0:
                rest = buf
                continue
            rest = buf[cut + 1 :]
            if buf[buf.rfind(b"\n", 0, cut) + 1 : cut] < start:
                continue  # the whole chunk is before the range
            lines = buf[:cut].split(b"\n")
            yield from lines[bisect_left(lines, start) :]
        if rest and rest >= start:  # a last line without its newline
            yield rest

    def lines(self, start: str, end: str, limit: int | None = None) -> Iterator[bytes]:
        """Lines in [start, end) (whole-line byte order), read block by block, each block
        inflated only as far as the range goes."""
        if not self._starts:
            return
        lo, hi = start.encode("utf-8"), end.encode("utf-8")
        n = 0
        for i in range(self._first_block(lo), len(self._starts)):
            if self._entry(i)[0] >= hi:
                return
            for line in self._from(i, lo):
                if line >= hi:
                    return
                yield line
                n += 1
                if limit is not None and n >= limit:
                    return

    def page(self, start: str, end: str, page: int, page_blocks: int = 10) -> list[bytes]:
        """Page `page` of a range, `page_blocks` blocks to a page (pywb's paged CDX query):
        a prefix query over a large index is read a few blocks at a time."""
        if not self._starts:
            return []
        lo, hi = start.encode("utf-8"), end.encode("utf-8")
        first = self._first_block(lo) + page * page_blocks
        out: list[bytes] = []
        for i in range(first, min(first + page_blocks, len(self._starts))):
            if self._entry(i)[0] >= hi:
                break
            out += [b for b in (x.rstrip(b"\n") for x in self._block(i)) if lo <= b < hi]
        return out

    def resolve_revisit(self, record: CdxjRecord) -> CdxjRecord | None:
        """As CdxjIndex's; a payload first seen under another key is found by reading
        every block (slow on a large index; a re-crawl's revisits seldom need it)."""
        return resolve_revisit(self.lines, self._scan_digest, record)

    def _scan_digest(self, digest: str) -> Iterator[CdxjRecord]:
        needle = digest.encode("utf-8")
        for i in range(len(self._starts)):
            for line in self._block(i):
                if needle in line:
                    try:
                        rec = parse_line(line)
                    except ValueError:
                        continue
                    if not rec.is_revisit and rec.digest and digest_value(rec.digest) == digest:
                        yield rec

    def refresh(self) -> bool:
        return False  # rebuilt by rename: reopen to see a new one

    def close(self) -> None:
        if self._mm is not None:
            self._mm.close()
            self._mm = None
        self._fh.close()


def zipnum_path(crawl_dir: Path) -> Path:
    return crawl_dir / "indexes" / DIRNAME / f"{NAME}.idx"


def open_index(crawl_dir: Path) -> CaptureIndex | None:
    """A crawl's index for lookups: its ZipNum index when there and not older than its
    index.cdxj, else the CDXJ file; None when it has neither."""
    cdxj = crawl_dir / "indexes" / "index.cdxj"
    zipnum = zipnum_path(crawl_dir)
    if zipnum.is_file() and (not cdxj.is_file() or zipnum.stat().st_mtime >= cdxj.stat().st_mtime):
        return ZipNumIndex(zipnum)
    return CdxjIndex(cdxj) if cdxj.is_file() else None


def zipnum_from_cdxj(crawl_dir: Path) -> ZipNumReport:
    """Build DIR/indexes/zipnum from DIR/indexes/index.cdxj (already sorted)."""
    cdxj = crawl_dir / "indexes" / "index.cdxj"
    with cdxj.open("rb") as fh:
        return write_zipnum(fh, zipnum_path(crawl_dir).parent)
