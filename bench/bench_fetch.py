"""CPU per fetch of keepnet's HTTP client against a local server, source trees alternating (t14ab).

    .venv/bin/python bench/bench_fetch.py URL ROOT --src A/src --src B/src [--rounds 5]

URL is a site served from the directory ROOT (e.g. `bench/nginx_site.py 10000 DIR`: URL is
what it prints, ROOT is DIR/root); its files are fetched as `URL + path`, `--concurrency`
at a time on uvloop over keep-alive connections, as a crawl of one fast host does.  Each
round runs every tree once, in fresh child processes (alternating), and what is measured
is the child's own CPU (getrusage, user + sys) over the fetches divided by their number:
the client's work and the event loop's (socket reads and writes, timers, callbacks), with
the kernel's send and receive paths.  `--profile` runs one tree under cProfile instead.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys

CHILD = r"""
import asyncio, json, resource, sys
from keepnet import eventloop
from keepnet.fetch.http import FetchSettings, HttpClient

base, n, conc, profile = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "1"
paths = json.load(sys.stdin)

def cpu():
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime

async def main():
    client = HttpClient(FetchSettings(allow_private=True))
    urls = [base + paths[i % len(paths)] for i in range(n)]
    async def one(part):
        for u in part:
            ex = await client.fetch(u)
            assert getattr(ex, "status", None) == 200, ex
    await asyncio.gather(*(one(urls[: n // 4][k::conc]) for k in range(conc)))  # warm
    if profile:
        import cProfile, pstats
        prof = cProfile.Profile()
        prof.enable()
    c0 = cpu()
    await asyncio.gather(*(one(urls[k::conc]) for k in range(conc)))
    us = (cpu() - c0) / n * 1e6
    if profile:
        prof.disable()
        pstats.Stats(prof, stream=sys.stderr).sort_stats("tottime").print_stats(30)
    await client.close()
    return us

print(json.dumps(eventloop.run(main())))
"""


def run(src: str, base: str, paths: list[str], n: int, conc: int, profile: bool) -> float:
    env = dict(os.environ, PYTHONPATH=src)
    out = subprocess.run(
        [sys.executable, "-c", CHILD, base, str(n), str(conc), "1" if profile else "0"],
        input=json.dumps(paths),
        env=env,
        stdout=subprocess.PIPE,
        text=True,
        check=True,
    )
    return json.loads(out.stdout)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("url")
    ap.add_argument("root")
    ap.add_argument("--src", action="append", required=True)
    ap.add_argument("--fetches", type=int, default=10000)
    ap.add_argument("--concurrency", type=int, default=4)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--profile", action="store_true")
    a = ap.parse_args()
    paths = sorted(
        os.path.relpath(os.path.join(d, f), a.root)
        for d, _, files in os.walk(a.root)
        for f in files
        if f.endswith(".html")
    )
    base = a.url.rstrip("/") + "/"
    if a.profile:
        run(a.src[0], base, paths, a.fetches, a.concurrency, True)
        return
    got: dict[str, list[float]] = {s: [] for s in a.src}
    for r in range(a.rounds):
        order = a.src if r % 2 == 0 else a.src[::-1]
        for s in order:
            got[s].append(run(s, base, paths, a.fetches, a.concurrency, False))
        load = os.getloadavg()[0]
        print(f"round {r + 1} (load {load:.2f}): " + "  ".join(f"{got[s][-1]:.1f}" for s in a.src))
    for s in a.src:
        v = got[s]
        print(f"{s}: min {min(v):.1f}  median {statistics.median(v):.1f} us a fetch")


if __name__ == "__main__":
    main()
