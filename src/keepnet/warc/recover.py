"""Recovery of WARC files left `.open` by a killed crawl: keep whole records, cut the rest.

keepnet writes every record as one gzip member and flushes it (keepnet.warc.writer), so a
file interrupted at any byte is a run of complete members followed by at most one partial
member.  A member counts as complete when gzip says so (its CRC-32 and length trailer check
out) *and* it decompresses to exactly one whole WARC record (``WARC/`` version line, header
block, Content-Length bytes of block, the closing CRLF CRLF).  The file is truncated after
the last such member and renamed to its final `.warc.gz` name.

A file that holds nothing after its warcinfo record is deleted: it archived nothing, and
keeping it would only add an empty file to every index and package.  (Its serial may then
be reused by the next file; names stay unique through their timestamps.)
"""

from __future__ import annotations

import os
import re
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

_MAX_HEAD = 1 << 20  # a WARC header block larger than this is not one of ours
_CONTENT_LENGTH = re.compile(rb"\r\ncontent-length:[ \t]*(\d+)[ \t]*\r\n", re.IGNORECASE)
_WARC_TYPE = re.compile(rb"\r\nwarc-type:[ \t]*([^\r\n]*?)[ \t]*\r\n", re.IGNORECASE)


class _RecordCheck:
    """Follows one member's decompressed bytes; says whether they are exactly one record."""

    def __init__(self) -> None:
        self.head = b""
        self.head_len = -1  # length up to and including the blank line, once found
        self.total = 0
        self.tail = b""
        self.rec_type = ""
        self.content_length = -1
        self.bad = False

    def feed(self, data: bytes) -> None:
        if not data or self.bad:
            return
        self.total += len(data)
        self.tail = (self.tail + data)[-4:]
        if self.head_len >= 0:
            return
        self.head += data
        end = self.head.find(b"\r\n\r\n")
        if end < 0:
            self.bad = len(self.head) > _MAX_HEAD
            return
        head = self.head[: end + 2]
        self.head_len = end + 4
        self.head = b""
        length = _CONTENT_LENGTH.search(head)
        rtype = _WARC_TYPE.search(head)
        if not head.startswith(b"WARC/") or not length or not rtype:
            self.bad = True
            return
        self.content_length = int(length.group(1))
        self.rec_type = rtype.group(1).decode("utf-8", "replace")

    def complete(self) -> bool:
        return (
            not self.bad
            and self.head_len >= 0
            and self.tail == b"\r\n\r\n"
            and self.total == self.head_len + self.content_length + 4
        )


def complete_members(fh: BinaryIO, chunk_size: int = 1 << 20) -> Iterator[tuple[int, int, str]]:
    """(start, end, WARC-Type) of each leading complete record member; stops at the first
    incomplete, corrupt or non-WARC one."""
    start = base = 0  # member start; file offset of data[0]
    dec, check = zlib.decompressobj(31), _RecordCheck()
    while chunk := fh.read(chunk_size):
        data = chunk
        while data:
            try:
                check.feed(dec.decompress(data))
            except zlib.error:
                return
            if check.bad:
                return
            if not dec.eof:
                base += len(data)
                break
            end = base + len(data) - len(dec.unused_data)
            if not check.complete():
                return
            yield start, end, check.rec_type
            data = dec.unused_data
            start = base = end
            dec, check = zlib.decompressobj(31), _RecordCheck()


def recover_file(path: Path) -> str:
    """Recover one `.open` file in place; returns what was done, for the crawl log."""
    final = path.with_name(path.name.removesuffix(".open"))
    size = path.stat().st_size
    with open(path, "rb") as fh:
        members = list(complete_members(fh))
    good_end = members[-1][1] if members else 0
    content = [t for _, _, t in members if t != "warcinfo"]
    cut = size - good_end
    if not content:
        path.unlink()
        return (
            f"{path.name}: dropped ({len(members)} record(s), nothing beyond warcinfo;"
            f" {cut} trailing byte(s) cut)"
        )
    if final.exists():
        raise FileExistsError(f"cannot recover {path.name}: {final.name} already exists")
    if cut:
        os.truncate(path, good_end)
    os.replace(path, final)
    detail = f"cut {cut} byte(s) of an incomplete record at offset {good_end}" if cut else "intact"
    return f"{path.name}: kept {len(members)} record(s), {detail} -> {final.name}"


def recover_archive(archive_dir: Path) -> list[str]:
    """Recover every ``*.warc.gz.open`` file in `archive_dir` (run at resume, before writing).

    Returns one line per file saying what was kept, cut or dropped.
    """
    if not archive_dir.is_dir():
        return []
    return [recover_file(p) for p in sorted(archive_dir.glob("*.warc.gz.open"))]
