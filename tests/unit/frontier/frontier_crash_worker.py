"""A crawl-shaped loop over a SqliteFrontier, run as a subprocess by the kill -9 tests.

usage: python frontier_crash_worker.py DB LOG N [PHASE:COUNT]

The "site" is a tree of N URLs (node i links to 3i+1..3i+3 and back to its parent) over 7
hosts.  The log gets "R <recovered>" at start, "F <key>" once a URL is leased (the fetch),
"D <key>" once its complete() has committed, and "END" when the frontier is exhausted.
With PHASE:COUNT the worker SIGKILLs itself the COUNT-th time it reaches PHASE (leasing,
leased, added, completed, flushed), to kill it at exact points between transactions.

With GROUP_COMMIT=K in the environment the frontier groups its commits (group_commit=True)
and the worker flushes after every K completions, as the crawl engine does: "D <key>" is
then written once the flush that committed it returned, after a "C" line.
"""

from __future__ import annotations

import os
import signal
import sys
import time
from pathlib import Path

from keepnet.frontier.sqlite import SqliteFrontier
from keepnet.models import CrawlURI

LEASE_BATCH = 8


def node(i: int) -> CrawlURI:
    host = f"h{i % 7}.test"
    return CrawlURI(
        url=f"http://{host}/{i}", key=f"k{i}", host=host, seed="http://h0.test/0", priority=i % 3
    )


def links(i: int, n: int) -> list[CrawlURI]:
    return [node(c) for c in (3 * i + 1, 3 * i + 2, 3 * i + 3, max(i - 1, 0) // 3) if c < n]


def main() -> None:
    db, log, n = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    die_phase, die_count = sys.argv[4].split(":") if len(sys.argv) > 4 else ("", "0")
    reached = 0

    def point(phase: str) -> None:
        nonlocal reached
        if phase == die_phase:
            reached += 1
            if reached == int(die_count):
                os.kill(os.getpid(), signal.SIGKILL)

    group = int(os.environ.get("GROUP_COMMIT", "0"))
    f = SqliteFrontier(db, host_concurrency=2, group_commit=group > 0)
    unflushed: list[str] = []
    out = open(log, "a", buffering=1)  # noqa: SIM115 - line-buffered: each line is one write(2)
    out.write(f"R {f.recover()}\n")  # single process: every lease left is from a dead run
    f.add([node(0)])  # the seed; a no-op on resume
    while True:
        point("leasing")
        batch = f.lease(LEASE_BATCH, time.time())
        if not batch:
            c = f.counts()
            if c.queued or c.leased:
                raise SystemExit(f"stuck: nothing leasable but {c}")
            break
        for u in batch:
            out.write(f"F {u.key}\n")
            point("leased")
            f.add(links(int(u.key[1:]), n))
            point("added")
            f.complete(u, host_ready_at=0.0)
            if not group:
                out.write(f"D {u.key}\n")
            point("completed")
            unflushed.append(u.key)
            if group and len(unflushed) >= group:
                f.flush()
                out.write("C\n" + "".join(f"D {k}\n" for k in unflushed))
                unflushed.clear()
                point("flushed")
    f.flush()
    out.write("".join(f"D {k}\n" for k in unflushed) if group else "")
    out.write("END\n")
    out.close()
    f.close()


if __name__ == "__main__":
    main()
