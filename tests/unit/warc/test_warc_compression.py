"""keepnet.warc.compression: the deflate WARC records are written with, and its fallback."""

from __future__ import annotations

import os
import subprocess
import sys
import zlib
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from keepnet.warc import compression
from keepnet.warc.records import WarcRecord, deflate_piece, serialize

SRC = Path(__file__).resolve().parents[3] / "src"


def _record(block: bytes, tail_from: int | None, level: int) -> WarcRecord:
    headers = (("WARC-Type", "resource"), ("Content-Length", str(len(block))))
    tail = None if tail_from is None else (tail_from, deflate_piece(block[tail_from:], level))
    return WarcRecord("resource", headers, block, tail)


def _plain(block: bytes) -> bytes:
    return (
        b"WARC/1.1\r\nWARC-Type: resource\r\nContent-Length: "
        + str(len(block)).encode()
        + b"\r\n\r\n"
        + block
        + b"\r\n\r\n"
    )


def test_zlib_ng_is_what_a_crawl_uses() -> None:
    """zlib-ng is a dependency: an install that lost it would fall back without a word and
    write at the old cost, so the test environment must have it."""
    assert (compression.LIBRARY, compression.LEVEL) == ("zlib-ng", 5)


@settings(max_examples=60, deadline=None)
@given(
    block=st.one_of(
        st.binary(max_size=3000),
        st.text(alphabet="<a href=x>pq \n", max_size=30_000).map(str.encode),
    ),
    cut=st.floats(0, 1),
    level=st.sampled_from([1, 5, 6, 9]),
)
def test_members_decompress_with_stdlib_zlib_to_the_record(
    block: bytes, cut: float, level: int
) -> None:
    """A member made whole or from a piece deflated elsewhere is one gzip member that stdlib
    zlib (what warcio and every reader use) decompresses to the record's exact bytes."""
    for tail_from in (None, int(len(block) * cut)):
        member = serialize(_record(block, tail_from, level), level)
        dec = zlib.decompressobj(31)
        assert dec.decompress(member) == _plain(block)
        assert dec.eof and dec.unused_data == b""


def test_without_zlib_ng_records_are_the_same_once_decompressed() -> None:
    """With zlib-ng unimportable, the module falls back to stdlib zlib at level 6, and a
    record (whole, and with a piece) decompresses to the same bytes as with zlib-ng."""
    block = b"<p>" + b"some text of a page, " * 400 + bytes(range(256))
    code = (
        "import sys; sys.modules['zlib_ng'] = None\n"
        "from keepnet.warc import compression\n"
        "from keepnet.warc.records import WarcRecord, deflate_piece, serialize\n"
        "block = sys.stdin.buffer.read()\n"
        "h = (('WARC-Type', 'resource'), ('Content-Length', str(len(block))))\n"
        "whole = serialize(WarcRecord('resource', h, block))\n"
        "piece = serialize(WarcRecord('resource', h, block, (7, deflate_piece(block[7:]))))\n"
        "sys.stdout.buffer.write(b'%s %d\\n' % (compression.LIBRARY.encode(), compression.LEVEL))\n"
        "sys.stdout.buffer.write(whole.hex().encode() + b' ' + piece.hex().encode())\n"
    )
    env = dict(os.environ, PYTHONPATH=str(SRC))
    out = subprocess.run(
        [sys.executable, "-c", code], input=block, capture_output=True, check=True, env=env
    ).stdout
    first, members = out.split(b"\n", 1)
    assert first == b"zlib 6"
    for hexed in members.split():
        assert zlib.decompress(bytes.fromhex(hexed.decode()), 31) == _plain(block)
    ours = serialize(_record(block, None, compression.LEVEL))
    assert zlib.decompress(ours, 31) == _plain(block)
