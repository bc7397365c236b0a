"""The embedded frontier's work in a crawl, recorded and replayed alone.

    PYTHONPATH=$PWD/src .venv/bin/python bench/frontier_replay.py record CALLS.pkl \\
        crawl URL --delay 0 --scope host --concurrency 4 --host-concurrency 4 --out DIR -q
    PYTHONPATH=TREE/src .venv/bin/python bench/frontier_replay.py time CALLS.pkl [--rounds 5]
        [--rows ROWS.pkl]

`record` runs `keepnet crawl ARGS` in this process and pickles every public call the crawl
made on its SqliteFrontier, in order, with its arguments and result.  `time` replays them
on a fresh group-commit frontier (host concurrency 4, as recorded) and prints the thread
CPU of each method per completed URL (min over the rounds), after checking every result
against the recording (`counts` aside: its tallies wait in memory either way); `--rows`
pickles the final urls, hosts and tally rows, to compare two source trees byte for byte.
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import pickle
import runpy
import shutil
import sqlite3
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

PUBLIC = ["add", "lease", "complete", "reschedule", "fail", "flush", "next_ready_at", "counts",
          "host_total", "is_seen", "recover", "state", "hosts", "set_priority", "rescore",
          "defer_host", "boost_host"]  # fmt: skip


def record(out: Path, args: list[str]) -> None:
    from keepnet.frontier import sqlite as impl

    calls: list[tuple[str, tuple[Any, ...], dict[str, Any], Any]] = []
    depth = [0]  # calls a method makes on its own frontier are not the crawl's

    def wrap(name: str) -> None:
        method = getattr(impl.SqliteFrontier, name)

        def recorded(self: Any, *a: Any, **k: Any) -> Any:
            if depth[0]:
                return method(self, *a, **k)
            if name == "add":
                a = (list(a[0]), *a[1:])
            depth[0] += 1
            try:
                result = method(self, *a, **k)
            finally:
                depth[0] -= 1
            calls.append((name, a, k, result))
            return result

        setattr(impl.SqliteFrontier, name, recorded)

    for name in PUBLIC:
        wrap(name)
    sys.argv = ["keepnet", *args]
    with contextlib.suppress(SystemExit):
        runpy.run_module("keepnet.cli.main", run_name="__main__")
    out.write_bytes(pickle.dumps(calls))
    print(f"recorded {len(calls)} calls", collections.Counter(c[0] for c in calls))


def replay(path: Path, rounds: int, rows_out: Path | None) -> None:
    from keepnet.frontier.sqlite import SqliteFrontier

    calls = pickle.loads(path.read_bytes())
    urls = sum(1 for c in calls if c[0] == "complete")
    best: dict[str, float] = collections.defaultdict(lambda: float("inf"))
    for _ in range(rounds):
        tmp = Path(tempfile.mkdtemp(prefix="frontier_replay"))
        f = SqliteFrontier(tmp / "frontier.db", host_concurrency=4, group_commit=True)
        spent: collections.Counter[str] = collections.Counter()
        wrong = 0
        clock = time.thread_time
        for name, a, k, result in calls:
            method = getattr(f, name)
            t = clock()
            got = method(*a, **k)
            spent[name] += clock() - t
            wrong += name != "counts" and got != result
        f.close()
        db = sqlite3.connect(tmp / "frontier.db")
        rows = [
            db.execute(f"SELECT * FROM {t} ORDER BY 1").fetchall()
            for t in ("urls", "hosts", "tally")
        ]
        db.close()
        shutil.rmtree(tmp)
        for name, s in spent.items():
            best[name] = min(best[name], s)
        if wrong:
            raise SystemExit(f"{wrong} results differ from the recording")
    per = {n: round(s / urls * 1e6, 2) for n, s in sorted(best.items(), key=lambda x: -x[1])}
    print(f"{len(calls)} calls, {urls} URLs, every result as recorded; us a URL (min of {rounds}):")
    print(per, "all", round(sum(best.values()) / urls * 1e6, 2))
    if rows_out is not None:
        rows_out.write_bytes(pickle.dumps(rows))


def main() -> None:
    if len(sys.argv) > 2 and sys.argv[1] == "record":
        record(Path(sys.argv[2]), sys.argv[3:])
        return
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("mode", choices=["time"])
    p.add_argument("calls", type=Path)
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--rows", type=Path)
    a = p.parse_args()
    replay(a.calls, a.rounds, a.rows)


if __name__ == "__main__":
    main()
