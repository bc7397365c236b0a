"""The compressed CDXJ index of a WACZ: indexes/index.cdx.gz and its block index indexes/index.idx.

index.cdx.gz is the sorted CDXJ lines in blocks of BLOCK_LINES, each block one gzip member
(a plain gzip reader sees one stream; a replayer fetches only the blocks it needs).
index.idx has a first line `!meta 0 {"format": "cdxj-gzip-1.0", "filename": "index.cdx.gz"}`
and then one line per block: the "KEY TIMESTAMP" of its first line and a JSON object with the
block's offset and length in index.cdx.gz and the sha256 of its compressed bytes.
This is what cdxj-indexer's compressed mode and py-wacz write (300 lines a block), what
ReplayWeb.page reads, and the form pywb's `wb-manager add --unpack-wacz` imports (it looks
for *.cdx / *.cdx.gz index files).  Reference: WACZ 1.1.1, "indexes/".
"""

from __future__ import annotations

import hashlib
import json
import zlib
from collections.abc import Iterable
from typing import Protocol

BLOCK_LINES = 300
CDX_NAME = "index.cdx.gz"


class Writable(Protocol):
    def write(self, data: bytes, /) -> int: ...


def _gzip_member(data: bytes) -> bytes:
    comp = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    return comp.compress(data) + comp.flush()


def write_compressed(
    lines: Iterable[bytes], out: Writable, block_lines: int = BLOCK_LINES
) -> bytes:
    """Write sorted CDXJ `lines` (each ending in b"\\n") as gzip blocks to `out`.

    Returns the content of index.idx (built in memory: one line per block is small).
    """
    idx = [
        b"!meta 0 " + json.dumps({"format": "cdxj-gzip-1.0", "filename": CDX_NAME}).encode() + b"\n"
    ]
    offset = 0
    block: list[bytes] = []

    def flush() -> None:
        nonlocal offset
        data = _gzip_member(b"".join(block))
        out.write(data)
        prefix = block[0].split(b" {", 1)[0].strip()
        entry = {
            "offset": offset,
            "length": len(data),
            "digest": "sha256:" + hashlib.sha256(data).hexdigest(),
        }
        idx.append(prefix + b" " + json.dumps(entry).encode() + b"\n")
        offset += len(data)
        block.clear()

    for line in lines:
        if not line.strip():
            continue
        block.append(line if line.endswith(b"\n") else line + b"\n")
        if len(block) == block_lines:
            flush()
    if block:
        flush()
    return b"".join(idx)
