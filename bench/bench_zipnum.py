"""A ZipNum index of many synthetic captures: build in bounded memory, then look up.

    .venv/bin/python bench/bench_zipnum.py [--captures 100000000] [--memory-mb 256] [--dir D]
        [--keep]                      keep the index, to measure lookups again later with
        [--index D/zipnum/index.idx]  lookups only, on a kept index

Captures are generated in random order and streamed into keepnet.index.zipnum.build_zipnum
(sorted runs of --memory-mb spilled to disk, one heap merge, gzip blocks of 3000 lines):
nothing holds the collection in memory.  Printed: build time, index size, peak RSS (of this
process, generation included), then the latency of 10,000 random exact lookups (p50, p99,
each one decompressing the block it needs) and of a paged prefix query (one page of 10
blocks).  The keys: 200,000 hosts with ~10 paths each and several captures a path, CDXJ
lines of the size a crawl writes (~210 bytes).
"""

from __future__ import annotations

import argparse
import random
import resource
import shutil
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))

from keepnet.index.query import exact_range, prefix_range  # noqa: E402
from keepnet.index.zipnum import ZipNumIndex, build_zipnum  # noqa: E402

HOSTS = 200_000
PATHS = 10


def host(h: int) -> str:
    return f"com,site{h:06d}," + ("www" if h % 3 else "blog")


def capture(rng: random.Random) -> tuple[str, bytes]:
    h, p = rng.randrange(HOSTS), rng.randrange(PATHS)
    key = f"{host(h)})/article/{p * 7919 % 100003}"
    ts = (
        f"20{rng.randrange(10, 26)}{rng.randrange(1, 13):02d}{rng.randrange(1, 29):02d}"
        f"{rng.randrange(24):02d}{rng.randrange(60):02d}{rng.randrange(60):02d}"
    )
    digest = f"{rng.getrandbits(128):032X}"
    line = (
        f'{key} {ts} {{"url": "https://{h}.example/article/{p}", "mime": "text/html", '
        f'"status": "200", "digest": "sha1:{digest[:32]}", "length": "{rng.randrange(500, 90000)}", '
        f'"offset": "{rng.randrange(10**9)}", "filename": "crawl-{rng.randrange(5000):05d}.warc.gz"}}\n'
    )
    return key, line.encode()


def captures(n: int, seed: int) -> Iterator[bytes]:
    rng = random.Random(seed)
    for _ in range(n):
        yield capture(rng)[1]


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--captures", type=int, default=100_000_000)
    ap.add_argument("--memory-mb", type=int, default=256)
    ap.add_argument("--dir", type=Path, default=None, help="work directory (default: a temp dir)")
    ap.add_argument("--lookups", type=int, default=10_000)
    ap.add_argument("--keep", action="store_true", help="keep the index (its path is printed)")
    ap.add_argument(
        "--index",
        type=Path,
        default=None,
        help="only look up in this index.idx (built with --keep)",
    )
    args = ap.parse_args()
    work = Path(tempfile.mkdtemp(prefix="kn-zipnum-", dir=args.dir))
    try:
        idx = args.index
        if idx is None:
            t0 = time.monotonic()
            report = build_zipnum(
                captures(args.captures, 1), work / "zipnum", memory_bytes=args.memory_mb << 20
            )
            build = time.monotonic() - t0
            print(
                f"built {report.lines:,} lines: {report.blocks:,} blocks, {report.shards} "
                f"shard(s), {report.bytes / 1e9:.2f} GB compressed, in {build:.0f} s "
                f"({report.lines / build:,.0f} lines/s); peak RSS {peak_rss_mb():,.0f} MB "
                f"(sort budget {args.memory_mb} MB)"
            )
            idx = work / "zipnum" / "index.idx"
            if args.keep:
                print(f"kept: {idx}")
        index = ZipNumIndex(idx)
        rng = random.Random(1)  # the stream the index was built from: keys that exist...
        keys = [capture(rng)[0] for _ in range(min(args.lookups, args.captures))]
        random.Random(2).shuffle(keys)  # ...looked up in another order
        times, found = [], 0
        for key in keys:
            t = time.perf_counter()
            found += bool(list(index.lines(*exact_range(key))))
            times.append(time.perf_counter() - t)
        times.sort()
        p50, p99 = times[len(times) // 2] * 1000, times[int(len(times) * 0.99)] * 1000
        print(
            f"{args.lookups:,} exact lookups ({found:,} found): p50 {p50:.2f} ms, p99 {p99:.2f} ms"
        )
        start, end = prefix_range("com,site0001")
        t = time.perf_counter()
        page = index.page(start, end, 0, page_blocks=10)
        print(
            f"prefix query com,site0001*: first page of 10 blocks, {len(page):,} lines in "
            f"{(time.perf_counter() - t) * 1000:.1f} ms"
        )
        index.close()
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
