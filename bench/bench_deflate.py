"""Deflate alone, replayed on a crawl's own records: stdlib zlib against zlib-ng and ISA-L.

    .venv/bin/python bench/bench_deflate.py WARC_OR_DIR [...] [--repeat 5]

Every gzip member of the given `.warc.gz` files (a directory: all of them under it) is
decompressed back to its record's bytes; each record is then compressed again as one gzip
member (`compressobj(level, DEFLATED, 31)`, compress, flush: what `keepnet.warc.records`
does per record) by each library and level that imports: stdlib `zlib` 6 (keepnet's level
before zlib-ng) and 1, `zlib_ng` (python-zlib-ng) 1-9, `isal.isal_zlib` (python-isal) 0-3.
Printed per library and level: CPU µs a record and a MB (`time.process_time`, min of
`--repeat`), total compressed bytes and their ratio to stdlib zlib 6, and whether every
member decompresses (stdlib zlib) to the same record.
"""

from __future__ import annotations

import argparse
import importlib
import time
import zlib
from collections.abc import Callable
from pathlib import Path
from types import ModuleType


def members(path: Path) -> list[bytes]:
    """The decompressed bytes of each gzip member of `path`."""
    data, out = path.read_bytes(), []
    while data:
        dec = zlib.decompressobj(31)
        out.append(dec.decompress(data) + dec.flush())
        data = dec.unused_data
    return out


def gzip_member(lib: ModuleType, level: int) -> Callable[[bytes], bytes]:
    def one(data: bytes) -> bytes:
        comp = lib.compressobj(level, lib.DEFLATED, 31)
        return bytes(comp.compress(data) + comp.flush())

    return one


def candidates() -> list[tuple[str, ModuleType, int]]:
    found: list[tuple[str, ModuleType, int]] = [("zlib", zlib, 6), ("zlib", zlib, 1)]
    for name, levels in (("zlib_ng.zlib_ng", range(1, 10)), ("isal.isal_zlib", range(4))):
        try:
            lib = importlib.import_module(name)
        except ImportError:
            print(f"{name}: not importable, skipped")
            continue
        found += [(name.split(".")[-1], lib, level) for level in levels]
    return found


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+", type=Path)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    files = [f for p in args.paths for f in (sorted(p.rglob("*.warc.gz")) if p.is_dir() else [p])]
    records = [m for f in files for m in members(f)]
    mb = sum(map(len, records)) / 1e6
    print(f"{len(records)} records, {mb:.1f} MB, from {len(files)} file(s)")
    base_bytes = 0
    for name, lib, level in candidates():
        fn = gzip_member(lib, level)
        best = float("inf")
        for _ in range(args.repeat):
            t0 = time.process_time()
            out = [fn(r) for r in records]
            best = min(best, time.process_time() - t0)
        size = sum(map(len, out))
        base_bytes = base_bytes or size
        same = all(zlib.decompress(o, 31) == r for o, r in zip(out, records, strict=True))
        print(
            f"{name:8} {level}: {1e6 * best / len(records):7.1f} µs/record "
            f"{1e3 * best / mb:6.2f} ms/MB  {size:>11,} bytes {size / base_bytes:6.3f}x"
            f"  {'identical' if same else 'DIFFERENT'}"
        )


if __name__ == "__main__":
    main()
