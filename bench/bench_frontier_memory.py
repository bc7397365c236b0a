"""Frontier memory and throughput: peak RSS stays flat as a SqliteFrontier grows to 100k URLs.

Adds N URLs (default 100,000) over H hosts (default 1,000) in batches, printing peak RSS
(VmHWM) and current RSS at 10k, 50k and 100k queued; then leases and completes them all
(the crawl's hot loop), printing ops/s for add and for lease+complete.  Last, for
contrast, it holds the same URLs as Python CrawlURI objects, as an in-memory frontier
would, and prints what that costs.

    .venv/bin/python bench/bench_frontier_memory.py [--urls 100000] [--hosts 1000]
"""

from __future__ import annotations

import argparse
import resource
import tempfile
import time
from pathlib import Path

from keepnet.frontier import SqliteFrontier
from keepnet.models import CrawlURI


def rss_mib() -> tuple[float, float]:
    """(peak RSS, current RSS) of this process in MiB, from /proc (getrusage as fallback)."""
    try:
        fields = dict(
            line.split(":", 1) for line in Path("/proc/self/status").read_text().splitlines()
        )
        return int(fields["VmHWM"].split()[0]) / 1024, int(fields["VmRSS"].split()[0]) / 1024
    except (OSError, KeyError):
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux
        return peak, peak


def make_uri(i: int, hosts: int) -> CrawlURI:
    host = f"host{i % hosts}.example.test"
    url = f"http://{host}/section/{i // hosts}/page-{i}.html?ref=bench"
    return CrawlURI(url=url, key=url, host=host, seed=f"http://{host}/", hop_path="LL", via=url)


def report(label: str) -> None:
    peak, cur = rss_mib()
    print(f"  {label:<32} peak RSS {peak:7.1f} MiB   RSS {cur:7.1f} MiB")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--urls", type=int, default=100_000)
    ap.add_argument("--hosts", type=int, default=1_000)
    ap.add_argument("--batch", type=int, default=1_000, help="URLs per add() call")
    ap.add_argument("--lease", type=int, default=200, help="URLs per lease() call")
    args = ap.parse_args()
    checkpoints = {n for n in (10_000, 50_000, 100_000, args.urls) if n <= args.urls}

    with tempfile.TemporaryDirectory(prefix="keepnet-bench-") as tmp:
        db = Path(tmp) / "frontier.db"
        f = SqliteFrontier(db)
        print(f"SqliteFrontier: {args.urls:,} URLs over {args.hosts:,} hosts ({db})")
        report("opened")
        t0, added = time.perf_counter(), 0
        while added < args.urls:
            n = min(args.batch, args.urls - added)
            f.add(make_uri(i, args.hosts) for i in range(added, added + n))
            added += n
            if added in checkpoints:
                report(f"{added:,} queued")
        t_add = time.perf_counter() - t0

        t0, done, now = time.perf_counter(), 0, 1.0
        while batch := f.lease(args.lease, now):
            for u in batch:
                f.complete(u, host_ready_at=now)
            done += len(batch)
            now += 1.0  # every host becomes ready again on the next round
            if done % 50_000 < len(batch):
                report(f"{done:,} leased+completed")
        t_run = time.perf_counter() - t0
        assert f.counts().done == args.urls, f.counts()
        report(f"all {done:,} done")
        size = sum(p.stat().st_size for p in Path(tmp).iterdir()) / 2**20
        f.close()

    print(f"  add:             {args.urls / t_add:10,.0f} URLs/s  ({t_add:.2f} s)")
    print(f"  lease+complete:  {done / t_run:10,.0f} URLs/s  ({t_run:.2f} s)")
    print(f"  on disk:         {size:10.1f} MiB")

    before = rss_mib()[1]
    in_memory = [make_uri(i, args.hosts) for i in range(args.urls)]
    after = rss_mib()[1]
    print(
        f"For contrast, the same {len(in_memory):,} URLs as Python objects:"
        f" +{after - before:.1f} MiB RSS (an in-memory frontier grows like this)"
    )


if __name__ == "__main__":
    main()
