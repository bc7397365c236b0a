"""The deflate that WARC records are written with: zlib-ng when it imports, else stdlib zlib.

Every gzip member keepnet writes while crawling (keepnet.warc.records: `serialize`,
`deflate_piece`, and through them the extraction worker's pieces) compresses and
checksums through this module, so the library and its level are chosen in one place.
Reading and decompression stay on stdlib zlib: any deflate decoder reads any deflate
stream, and they were not measured to pay.

zlib-ng (python-zlib-ng, the `zlib_ng` module: the same API as `zlib`) deflates the crawl's
records in 40–70% less CPU than zlib 1.2 at a size within 1% (bench/README.md, branch
t14k: `bench/bench_deflate.py`), makes a compressor in ~5 µs where zlib's 256 KB state costs
tens of µs, and its CRC-32 is ~17x faster.  Its level 5 is matched to zlib's 6 by size:
+0.5% bytes on the generated bench pages, +0.6% on python3.11-doc, where zlib's own 5
costs +2.5%.  Another deflate gives other compressed bytes; the records decompress to the
same bytes, so readers see nothing different.

The fallback to stdlib zlib (at its level 6, the one measured before) is there only because
zlib-ng is a compiled extension: on a platform with no wheel of it, or an install that
skipped it, keepnet still writes the same records, at the old cost.
"""

from __future__ import annotations

from types import ModuleType
from typing import Protocol

_lib: ModuleType
try:
    from zlib_ng import zlib_ng as _lib

    LIBRARY = "zlib-ng"
    LEVEL = 5
except ImportError:  # no wheel for this platform, or installed without it: see the docstring
    import zlib as _lib

    LIBRARY = "zlib"
    LEVEL = 6

DEFLATED: int = _lib.DEFLATED
Z_SYNC_FLUSH: int = _lib.Z_SYNC_FLUSH
GZIP_WBITS = 31  # a gzip member: header, deflate stream, CRC-32 and length
RAW_WBITS = -15  # a bare deflate stream, for the pieces joined into one member


class Compressor(Protocol):
    """What `zlib.compressobj` and `zlib_ng.compressobj` both return."""

    def compress(self, data: bytes, /) -> bytes: ...

    def flush(self, mode: int = ..., /) -> bytes: ...


def compressobj(level: int, wbits: int) -> Compressor:
    """A new compressor at `level` (DEFLATED, default memory level and strategy)."""
    comp: Compressor = _lib.compressobj(level, DEFLATED, wbits)
    return comp


def crc32(data: bytes, value: int = 0) -> int:
    """CRC-32 of `data`, continuing `value` (as zlib's)."""
    crc: int = _lib.crc32(data, value)
    return crc
