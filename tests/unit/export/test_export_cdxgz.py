"""keepnet.export.cdxgz: gzip blocks of CDXJ lines and their block index."""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import zlib

from keepnet.export.cdxgz import write_compressed


def test_blocks_and_idx_lines() -> None:
    lines = [f"com,example)/{i:03d} 2024010100000{i % 10} {{\"url\": \"u{i}\"}}\n".encode()
             for i in range(7)]  # fmt: skip
    out = io.BytesIO()
    idx = write_compressed(lines, out, block_lines=3).decode().splitlines()
    data = out.getvalue()
    assert gzip.decompress(data) == b"".join(lines)
    assert idx[0] == '!meta 0 {"format": "cdxj-gzip-1.0", "filename": "index.cdx.gz"}'
    assert len(idx) == 1 + 3  # blocks of 3, 3 and 1 lines
    offset = 0
    for n, entry in enumerate(idx[1:]):
        prefix, _, text = entry.partition(" {")
        assert prefix == lines[3 * n].decode().split(" {")[0]
        block = json.loads("{" + text)
        assert block["offset"] == offset
        member = data[offset : offset + block["length"]]
        assert block["digest"] == "sha256:" + hashlib.sha256(member).hexdigest()
        assert zlib.decompress(member, 16 + zlib.MAX_WBITS) == b"".join(lines[3 * n : 3 * n + 3])
        offset += block["length"]
    assert offset == len(data)


def test_empty_index() -> None:
    out = io.BytesIO()
    assert write_compressed([], out).count(b"\n") == 1 and out.getvalue() == b""
