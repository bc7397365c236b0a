"""A crawl's start-up and shut-down CPU: source trees alternating, the whole process tree.

    .venv/bin/python bench/bench_startup.py URL --pairs 8 --kind one|site|start TREE [TREE...]

Each TREE is a directory holding `src/keepnet` (the worktree, or `git archive REV src`
unpacked elsewhere; byte-compile it first: `python -m compileall -q TREE/src/keepnet`).
`one`: `keepnet crawl URL/robots.txt --scope page` (one URL: start-up and shut-down);
`site`: `keepnet crawl URL --scope host --concurrency 4 --host-concurrency 4` (e.g. the
2,000 pages of `nginx_site.py 2000 DIR`); `start`: no crawl, only `keepnet.cli.crawl`
imported, a job built and its extensions made (URL unused).  CPU is user + system of the
process and of every child it waited for (the extraction worker), from RUSAGE_CHILDREN;
the trees alternate (ABAB, then BABA) and the load is printed beside each run.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile

START = """
import keepnet.cli.crawl
from keepnet.extensions import enabled_extensions
from keepnet.settings.job import build_job
enabled_extensions(build_job({"seeds": ["http://a.test/"], "scope": "host"}))
"""


def command(kind: str, url: str, out: str) -> list[str]:
    if kind == "start":
        return [sys.executable, "-c", START]
    crawl = [sys.executable, "-m", "keepnet.cli.main", "crawl", "--delay", "0", "--out", out]
    if kind == "one":
        return [*crawl, url.rstrip("/") + "/robots.txt", "--scope", "page", "-q"]
    return [*crawl, url, "--scope", "host", "--concurrency", "4", "--host-concurrency", "4", "-q"]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("url")
    ap.add_argument("trees", nargs="+")
    ap.add_argument("--pairs", type=int, default=8)
    ap.add_argument("--kind", choices=("one", "site", "start"), default="one")
    args = ap.parse_args()
    cpu: dict[str, list[float]] = {t: [] for t in args.trees}
    work = tempfile.mkdtemp(prefix="bench_startup_")
    try:
        for p in range(args.pairs):
            for i, tree in enumerate(args.trees if p % 2 == 0 else args.trees[::-1]):
                out = os.path.join(work, str(i))
                shutil.rmtree(out, ignore_errors=True)
                env = dict(os.environ, PYTHONPATH=os.path.join(tree, "src"))
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                subprocess.run(
                    command(args.kind, args.url, out),
                    env=env,
                    cwd=work,
                    check=True,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                )
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                used = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
                cpu[tree].append(used)
                print(f"pair {p} {tree}: {used:.3f} s  load {os.getloadavg()[0]:.1f}", flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for tree, v in cpu.items():
        runs = " ".join(f"{x:.3f}" for x in v)
        print(f"{tree}: median {statistics.median(v):.3f} min {min(v):.3f} s  ({runs})")


if __name__ == "__main__":
    main()
