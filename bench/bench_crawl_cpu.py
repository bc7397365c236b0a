"""CPU time of the crawl process per URL, A/B between source trees on one server.

    .venv/bin/python bench/bench_crawl_cpu.py [--web generated|many-hosts] [--pairs 5]
        [--rev REV ...] [--src DIR ...]

Wall-clock pages/s swing with the machine's load; the CPU time a crawl spends is steadier.
Each tree (`--rev` a git revision, exported with `git archive`; `--src` a directory holding
the `keepnet` package; none given: this checkout's src) crawls the same
`keepnet.testweb serve` server in turn, round after round, so load drifts hit every tree
alike.  The crawl runs in a child that runs `keepnet crawl` in-process and reports its own
`getrusage` at exit: main = the crawl process (start-up included), worker = its children
(the extraction worker).  Printed: per run, wall / main / worker seconds and URLs; per tree
the medians, and main CPU ms per URL; paired differences against the first tree.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_crawl import server  # noqa: E402

RUNNER = """
import json, resource, runpy, sys, time
sys.argv = ["keepnet", *sys.argv[1:]]
t0 = time.perf_counter()
try:
    runpy.run_module("keepnet.cli.main", run_name="__main__")
except SystemExit:
    pass
me = resource.getrusage(resource.RUSAGE_SELF)
kids = resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps({"wall": time.perf_counter() - t0, "main": me.ru_utime + me.ru_stime,
                  "worker": kids.ru_utime + kids.ru_stime}), file=sys.stderr)
"""

WEBS = {
    "generated": (
        lambda pages: ["--web", "generated", "--pages", str(pages)],
        lambda: ["http://gen.test/"],
        ["--concurrency", "4", "--host-concurrency", "4"],
    ),
    "many-hosts": (
        lambda pages: [
            "--web",
            "many-hosts",
            "--hosts",
            "50",
            "--pages",
            "50",
            "--latency",
            "0.05",
        ],
        lambda: [f"http://host-{i:03d}.bench.test/" for i in range(50)],
        ["--concurrency", "64"],
    ),
}


def export(rev: str, into: Path) -> Path:
    """`git archive REV src` unpacked under `into`; the directory to put on PYTHONPATH."""
    into.mkdir(parents=True)
    archive = subprocess.run(
        ["git", "-C", str(REPO), "archive", rev, "src"], check=True, capture_output=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    return into / "src"


def crawl(src: Path, proxy: str, seeds: list[str], extra: list[str], tmp: Path) -> dict:
    seeds_file = tmp / "seeds.txt"
    seeds_file.write_text("\n".join(seeds) + "\n")
    out = tmp / "out"
    cmd = [sys.executable, "-c", RUNNER, "crawl", "--seeds", str(seeds_file), "--proxy", proxy]
    cmd += ["--delay", "0", "--scope", "host", "--out", str(out), "-q", *extra]
    env = dict(os.environ, PYTHONPATH=str(src))
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, check=False)
    try:
        res = json.loads(proc.stderr.strip().splitlines()[-1])
    except (IndexError, ValueError):
        sys.exit(f"crawl failed: {proc.stderr[-3000:]}")
    stats = json.loads((out / "stats.json").read_text())
    res["urls"] = stats.get("frontier", {}).get("done", 0)
    return res


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--web", choices=sorted(WEBS), default="generated")
    ap.add_argument("--pages", type=int, default=2000)
    ap.add_argument("--pairs", type=int, default=5)
    ap.add_argument("--rev", action="append", default=[], help="a git revision to export")
    ap.add_argument("--src", action="append", default=[], type=Path)
    ap.add_argument("crawl_args", nargs="*", help="more `keepnet crawl` options (after --)")
    args = ap.parse_args()
    server_args, seeds_for, extra = WEBS[args.web]
    with tempfile.TemporaryDirectory(prefix="kn-cpu-") as tmpname:
        tmp = Path(tmpname)
        trees: list[tuple[str, Path]] = [
            (rev, export(rev, tmp / f"rev{i}")) for i, rev in enumerate(args.rev)
        ]
        trees += [(str(s), s.resolve()) for s in args.src]
        if not trees:
            trees = [("src", REPO / "src")]
        runs: dict[str, list[dict]] = {name: [] for name, _ in trees}
        with server(*server_args(args.pages)) as proxy:
            for n in range(args.pairs):
                for i, (name, src) in enumerate(trees):
                    work = tmp / f"run{n}-{i}"
                    work.mkdir()
                    r = crawl(src, proxy, seeds_for(), extra + args.crawl_args, work)
                    runs[name].append(r)
                    print(
                        f"round {n + 1} {name}: wall {r['wall']:.2f}s main {r['main']:.2f}s "
                        f"worker {r['worker']:.2f}s urls {r['urls']}  load {os.getloadavg()[0]:.1f}",
                        flush=True,
                    )
    first = trees[0][0]
    for name, rs in runs.items():
        main_s = statistics.median(r["main"] for r in rs)
        urls = statistics.median(r["urls"] for r in rs)
        line = (
            f"{name}: median wall {statistics.median(r['wall'] for r in rs):.2f}s, "
            f"main CPU {main_s:.2f}s ({1000 * main_s / max(urls, 1):.2f} ms/URL), "
            f"worker {statistics.median(r['worker'] for r in rs):.2f}s, {urls:.0f} URLs"
        )
        if name != first:
            diffs = [b["main"] - a["main"] for a, b in zip(runs[first], rs, strict=True)]
            line += "; main CPU minus " + first + ": " + " ".join(f"{d:+.2f}" for d in diffs)
        print(line)


if __name__ == "__main__":
    main()
