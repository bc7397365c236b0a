"""Distributed crawling: 1, 2 and 4 workers on one latency-bound web, sharing a Redis frontier.

    .venv/bin/python bench/bench_distributed.py [--hosts 120] [--pages 10] [--latency 0.3]
                                                [--concurrency 8] [--workers 1,2,4]

The web (`python -m keepnet.testweb serve --web many-hosts`, its own process) has HOSTS
hosts of PAGES pages, every answer delayed LATENCY seconds; each worker has the same
`--concurrency`, politeness delay 0.  For each worker count: pages/s, the speed-up over one
worker, whether every page was archived exactly once across all workers' WARCs, and Redis
operations per archived response.  Then Redis memory per queued and per seen (done) URL,
measured on a RedisFrontier filled with synthetic URLs (the figures docs/scaling.md uses).
A redis-server is started on a free loopback port and stopped by its PID.
"""

from __future__ import annotations

import argparse
import contextlib
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from bench_crawl import server  # noqa: E402
from warcio.archiveiterator import ArchiveIterator  # noqa: E402

from keepnet.frontier.redis import RedisFrontier, connect  # noqa: E402
from keepnet.models import CrawlURI  # noqa: E402
from redis_server import RedisServer  # noqa: E402

PY = sys.executable


def web(hosts: int, pages: int, latency: float) -> contextlib.AbstractContextManager[str]:
    """The many-hosts web in its own process (bench_crawl's server); yields its proxy URL."""
    return server(
        "--web",
        "many-hosts",
        "--hosts",
        str(hosts),
        "--pages",
        str(pages),
        "--latency",
        str(latency),
    )


def archived(out: Path) -> Counter[str]:
    seen: Counter[str] = Counter()
    for warc in out.glob("worker-*/archive/*.warc.gz"):
        with open(warc, "rb") as fh:
            for rec in ArchiveIterator(fh):
                if rec.rec_type in ("response", "revisit"):
                    uri = rec.rec_headers.get_header("WARC-Target-URI")
                    if not uri.endswith("/robots.txt"):
                        seen[uri] += 1
    return seen


def commands(server: RedisServer) -> int:
    return int(server.client().info("stats")["total_commands_processed"])


def run(
    proxy: str, server: RedisServer, workers: int, args: argparse.Namespace, tmp: Path
) -> dict[str, float]:
    seeds = [f"http://host-{h:03d}.bench.test/" for h in range(args.hosts)]
    seeds_file = tmp / "seeds.txt"
    seeds_file.write_text("\n".join(seeds) + "\n")
    out = tmp / f"crawl-{workers}"
    before = commands(server)
    t0 = time.monotonic()
    subprocess.run(
        [
            PY,
            "-m",
            "keepnet.cli.main",
            "crawl",
            "--seeds",
            str(seeds_file),
            "--proxy",
            proxy,
            "--scope",
            "host",
            "--delay",
            "0",
            "--browser",
            "never",
            "--concurrency",
            str(args.concurrency),
            "--frontier",
            server.url,
            "--crawl-id",
            f"bench-{workers}-{time.time_ns()}",
            "--workers",
            str(workers),
            "--out",
            str(out),
            "-q",
        ],
        check=True,
    )
    seconds = time.monotonic() - t0
    ops = commands(server) - before
    seen = archived(out)
    expected = args.hosts * (args.pages + 2)  # pages + 2 assets per host
    return {
        "seconds": seconds,
        "responses": sum(seen.values()),
        "distinct": len(seen),
        "once": float(len(seen) == expected and all(n == 1 for n in seen.values())),
        "ops": ops,
    }


def memory_per_url(server: RedisServer, n: int = 100_000) -> tuple[float, float]:
    """Bytes of Redis memory per queued URL, and per URL once done (the seen-set's cost)."""
    client = server.client()
    client.flushall()
    base = int(client.info("memory")["used_memory"])
    f = RedisFrontier(connect(server.url), "memory")
    batch = []
    for i in range(n):
        url = f"http://host-{i % 1000:03d}.example.org/section/{i // 1000}/page-{i}.html"
        batch.append(
            CrawlURI(
                url=url,
                key=url.removeprefix("http://"),
                host=url.split("/")[2],
                seed="http://host-000.example.org/",
                hop_path="LL",
                via="http://host-000.example.org/section/",
            )
        )
        if len(batch) == 1000:
            f.add(batch)
            batch = []
    queued = int(client.info("memory")["used_memory"]) - base
    now = 0.0
    while leased := f.lease(1000, now):
        for u in leased:
            f.complete(u, host_ready_at=now)
    done = int(client.info("memory")["used_memory"]) - base
    f.close()
    client.flushall()
    return queued / n, done / n


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--hosts", type=int, default=120)
    ap.add_argument("--pages", type=int, default=10)
    ap.add_argument("--latency", type=float, default=0.3)
    ap.add_argument("--concurrency", type=int, default=8)
    ap.add_argument("--workers", default="1,2,4")
    ap.add_argument("--memory-urls", type=int, default=100_000)
    args = ap.parse_args()
    counts = [int(w) for w in args.workers.split(",")]
    with tempfile.TemporaryDirectory(prefix="kn-dist-") as tmpdir:
        tmp = Path(tmpdir)
        server = RedisServer(tmp / "redis")
        try:
            rows = {}
            with web(args.hosts, args.pages, args.latency) as proxy:
                for w in counts:
                    rows[w] = run(proxy, server, w, args, tmp)
            print(
                f"{args.hosts} hosts x {args.pages} pages (+2 assets), {args.latency * 1000:.0f} ms "
                f"per answer, --concurrency {args.concurrency} per worker, delay 0"
            )
            print(
                f"{'workers':>7} {'seconds':>8} {'responses':>9} {'pages/s':>8} {'speed-up':>8} "
                f"{'exactly once':>12} {'redis ops/response':>18}"
            )
            base = rows[counts[0]]["responses"] / rows[counts[0]]["seconds"]
            for w, r in rows.items():
                rate = r["responses"] / r["seconds"]
                print(
                    f"{w:>7} {r['seconds']:>8.1f} {r['responses']:>9.0f} {rate:>8.1f} "
                    f"{rate / base:>7.2f}x {'yes' if r['once'] else 'NO':>12} "
                    f"{r['ops'] / max(r['responses'], 1):>18.1f}"
                )
            queued, done = memory_per_url(server, args.memory_urls)
            print(
                f"redis memory: {queued:.0f} bytes per queued URL, {done:.0f} bytes per done "
                f"(seen) URL ({args.memory_urls} synthetic URLs, ~70-byte URLs)"
            )
        finally:
            server.stop()


if __name__ == "__main__":
    main()
