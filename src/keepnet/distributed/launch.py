"""`keepnet crawl --frontier redis://... [--workers N]`: publish the job, run local workers.

The job and the seeds go to the shared crawl first (so workers on other machines can join
with `keepnet worker`), then N worker processes start here, each a whole keepnet crawl of
its own directory OUT/worker-NN (its own lock, WARCs named with its id, logs, index) on
the shared frontier.  SIGINT/SIGTERM are passed on to the workers, which stop after what
they have in flight; the crawl stays resumable (run the same command again).
"""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path
from types import FrameType

from keepnet.distributed.shared import SharedCrawl
from keepnet.lock import CrawlLock, CrawlLocked
from keepnet.settings.job import JobSettings


def worker_dir(out: Path, n: int) -> Path:
    return out / f"worker-{n:02d}"


def crawl_name(job: JobSettings, out: Path) -> str:
    return job.distributed.crawl_id or out.resolve().name


def run_distributed(job: JobSettings, out: Path, workers: int, quiet: bool = False) -> int:
    """Run `workers` local worker processes on the shared crawl; the exit status."""
    location = job.distributed.frontier
    assert location is not None
    out.mkdir(parents=True, exist_ok=True)
    lock = CrawlLock(out)
    try:
        lock.acquire("crawl")  # one coordinator per directory; workers lock their own
    except CrawlLocked as exc:
        print(f"keepnet: error: {exc}", file=sys.stderr)
        return 1
    cid = crawl_name(job, out)
    job = job.model_copy(
        update={"distributed": job.distributed.model_copy(update={"crawl_id": cid})}
    )
    shared = SharedCrawl(location, cid)
    shared.publish_job(job)
    procs = []
    for n in range(1, workers + 1):
        cmd = [
            sys.executable,
            "-m",
            "keepnet.cli.main",
            "worker",
            "--frontier",
            location,
            "--crawl-id",
            cid,
            "--out",
            str(worker_dir(out, n)),
            "--worker-id",
            f"w{n:02d}",
            "-q",
        ]
        procs.append(subprocess.Popen(cmd))

    def forward(signum: int, frame: FrameType | None) -> None:
        for p in procs:
            if p.poll() is None:
                p.send_signal(signal.SIGTERM)

    old = {s: signal.signal(s, forward) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        codes = [p.wait() for p in procs]
    finally:
        for s, h in old.items():
            signal.signal(s, h)
        lock.release()
    status = shared.status()
    shared.close()
    if not quiet:
        t = status["totals"]
        print(
            f"crawl {cid}: {t['fetched']} fetched, {t['pages']} pages, "
            f"{status['frontier']['queued']} queued, by {len(procs)} workers in {out}"
        )
    (out / "distributed.json").write_text(json.dumps({**status, "ended": time.time()}, indent=2))
    return 0 if all(c == 0 for c in codes) else 1
