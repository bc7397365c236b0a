"""Benchmark of the CDXJ index: build rate and lookup latency on 1,000,000 synthetic records.

    .venv/bin/python bench/bench_index.py [--records N] [--lookups N] [--dir DIR]

Prints:
  * build rate: records/s through keepnet's write path (format_line -> LineSorter -> merge
    into index.cdxj, fsync'ed and renamed), record generation not counted;
  * incremental merge: time to merge a 10,000-record batch (one more WARC) into the big index;
  * WARC read rate of index_warc on a real WARC (iana.warc.gz from the corpora, if present);
  * lookup latency p50/p99 for random exact lookups (keys present and absent) and for prefix
    lookups (a host's first 100 captures, as one CDX API page), plus revisit resolution.
Synthetic data: 20,000 hosts, half the captures on a Pareto-popular few with large URL pools,
paths of 1-5 segments, some query
strings, timestamps rising over 2020-2024, repeated payloads written as revisits (about a
third of the records), one WARC name per 20,000 records.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from keepnet.index.cdxj import CdxjRecord, format_line
from keepnet.index.indexer import index_warc
from keepnet.index.merge import LineSorter, merge_into
from keepnet.index.query import CdxjIndex

WORDS = ["news", "about", "data", "blog", "en", "wiki", "page", "article", "img", "static"]
WORDS += ["css", "js", "api", "v2", "search", "item"]
TLDS = ["com", "org", "net", "de", "fr", "co,uk", "edu", "gov", "io", "nl"]
MIMES = ["text/html"] * 6 + ["image/jpeg", "image/png", "text/css", "application/javascript"]


def host_key(i: int) -> str:
    rng = random.Random(i)
    tld = TLDS[i % len(TLDS)]
    name = f"{rng.choice(WORDS)}{i}"
    sub = rng.choice(["", "", ",www", ",blog", ",cdn"])
    return f"{tld},{name}{sub}"


def synthetic(n: int, seed: int = 1, hosts: int = 20_000) -> Iterator[CdxjRecord]:
    """n records; each host has a pool of URLs (300, or many more for the popular ones),
    each URL two payload versions, so URLs are captured repeatedly and a capture whose
    payload was seen before is a revisit."""
    rng = random.Random(seed)
    host_keys = [host_key(i) for i in range(hosts)]
    start = 1577836800  # 2020-01-01
    span = 5 * 365 * 86400
    seen: set[str] = set()
    for i in range(n):
        if rng.random() < 0.5:  # half the traffic on a few popular hosts (Pareto)...
            hi = min(int(rng.paretovariate(1.0)) - 1, hosts - 1)
        else:
            hi = rng.randrange(hosts)
        h = host_keys[hi]
        # ...which are also the big sites: host k (k < 100) has 100,000/(k+1) URLs
        page = rng.randrange(300 if hi >= 100 else 100_000 // (hi + 1))
        prng = random.Random(hi * 1_000_003 + page)
        path = "/".join(
            prng.choice(WORDS) + str(prng.randrange(50)) for _ in range(prng.randint(1, 5))
        )
        if prng.random() < 0.2:
            path += f"?id={prng.randrange(10_000)}&page={prng.randrange(20)}"
        key = f"{h})/{path}"
        # the crawl moves forward in time, so a revisit's original is earlier than it
        when = start + i * span // n + rng.randrange(3600)
        ts = time.strftime("%Y%m%d%H%M%S", time.gmtime(when))
        version = rng.randrange(2)
        payload = hashlib.sha1(f"{key}#{version}".encode()).digest()
        digest = "sha1:" + base64.b32encode(payload).decode()
        # a payload already captured under this URL is written as a revisit (as keepnet does)
        revisit = digest in seen
        seen.add(digest)
        host = ".".join(reversed(h.split(",")))
        yield CdxjRecord(
            key=key,
            timestamp=ts,
            url=f"https://{host}/{path}",
            filename=f"crawl-{i // 20_000:05d}.warc.gz",
            offset=(i % 20_000) * 9_000,
            length=rng.randrange(400, 60_000),
            mime="warc/revisit" if revisit else prng.choice(MIMES),
            status="200",
            digest=digest,
        )


def build(index: Path, records: Iterator[CdxjRecord], batch: int = 10_000) -> tuple[int, float]:
    """Push records through the write path; returns (count, seconds spent in keepnet code)."""
    sorter = LineSorter(index.parent)
    spent = 0.0
    count = 0
    chunk: list[CdxjRecord] = []
    for rec in records:
        chunk.append(rec)
        if len(chunk) == batch:
            spent += _add(sorter, chunk)
            count += len(chunk)
            chunk = []
    spent += _add(sorter, chunk)
    count += len(chunk)
    t0 = time.perf_counter()
    merge_into(index, sorter)
    spent += time.perf_counter() - t0
    sorter.discard()
    return count, spent


def _add(sorter: LineSorter, chunk: list[CdxjRecord]) -> float:
    t0 = time.perf_counter()
    for rec in chunk:
        sorter.add(format_line(rec).encode("utf-8") + b"\n")
    return time.perf_counter() - t0


def percentiles(samples_ns: list[int]) -> str:
    qs = statistics.quantiles(samples_ns, n=100, method="inclusive")
    return f"p50 {qs[49] / 1000:8.1f} µs   p99 {qs[98] / 1000:8.1f} µs"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--records", type=int, default=1_000_000)
    ap.add_argument("--lookups", type=int, default=20_000)
    ap.add_argument("--dir", type=Path, default=None, help="work dir (default: a temp dir)")
    args = ap.parse_args()

    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        index = Path(tmp) / "index.cdxj"
        n, spent = build(index, synthetic(args.records))
        size_mb = index.stat().st_size / 1e6
        print(f"records                {n:,} ({size_mb:,.0f} MB index)")
        print(f"build rate             {n / spent:,.0f} records/s  ({spent:.1f} s)")

        m, spent = build(index, synthetic(10_000, seed=2))
        print(f"incremental merge      {m:,} new records into {n:,}: {spent:.2f} s")

        warc = Path(__file__).resolve().parents[1].parent / "shared/corpora/warc/pywb/iana.warc.gz"
        if warc.exists():
            t0, read = time.perf_counter(), 0
            while time.perf_counter() - t0 < 2.0:
                read += sum(1 for _ in index_warc(warc, warc.name))
            print(
                f"WARC read rate         {read / (time.perf_counter() - t0):,.0f} records/s "
                f"(index_warc on {warc.name})"
            )

        rng = random.Random(3)
        sample = list(synthetic(min(200_000, n)))  # same seed: records that are in the index
        with CdxjIndex(index) as idx:
            exact_ns, prefix_ns, revisit_ns = [], [], []
            hits = returned = 0
            for i in range(args.lookups):
                rec = rng.choice(sample)
                key = rec.key if i % 4 else rec.key + "-absent"
                t = time.perf_counter_ns()
                found = list(idx.exact(key))
                exact_ns.append(time.perf_counter_ns() - t)
                hits += bool(found)
                returned += len(found)
                host = rec.key.split(")", 1)[0] + ")/"
                t = time.perf_counter_ns()
                list(idx.prefix(host, limit=100))
                prefix_ns.append(time.perf_counter_ns() - t)
            revisits = [r for r in sample if r.is_revisit][: max(1, args.lookups // 10)]
            resolved = 0
            for rec in revisits:
                t = time.perf_counter_ns()
                resolved += idx.resolve_revisit(rec) is not None
                revisit_ns.append(time.perf_counter_ns() - t)
            # a digest found nowhere: the worst case, a scan of the whole file
            lost = [r._replace(digest="sha1:" + "A" * 32) for r in revisits[:20]]
            scan_ns = []
            for rec in lost:
                t = time.perf_counter_ns()
                idx.resolve_revisit(rec)
                scan_ns.append(time.perf_counter_ns() - t)
        print(
            f"exact lookup           {percentiles(exact_ns)}  ({args.lookups:,} lookups, "
            f"{hits:,} found, {returned / max(hits, 1):.1f} captures each)"
        )
        print(f"prefix lookup (≤100)   {percentiles(prefix_ns)}")
        print(
            f"resolve_revisit        {percentiles(revisit_ns)}  ({len(revisits):,} revisits, "
            f"{resolved:,} resolved)"
        )
        print(
            f"resolve, no original   median {statistics.median(scan_ns) / 1e6:.0f} ms "
            "(whole-file digest scan)"
        )


if __name__ == "__main__":
    sys.exit(main())
