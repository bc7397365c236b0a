"""Which frontier a crawl job uses, and the crawl's name in shared state.

The engine asks for "the frontier of this job in this directory": the embedded one in
DIR/state, or the shared one the job names (a distributed crawl), ordered best-first across
hosts for a focused crawl.
"""

from __future__ import annotations

import socket
from collections.abc import Callable

from keepnet.frontier import Frontier, open_frontier
from keepnet.layout import CrawlDir
from keepnet.settings.job import JobSettings

FrontierFactory = Callable[[CrawlDir, JobSettings], Frontier]


def default_frontier(crawl_dir: CrawlDir, job: JobSettings) -> Frontier:
    """The embedded frontier in DIR/state, or the shared one the job names (distributed)."""
    dist = job.distributed
    return open_frontier(
        crawl_dir.state,
        job.host_concurrency,
        dist.frontier,
        crawl_id=crawl_id(job, crawl_dir),
        lease_seconds=dist.lease_seconds,
        member=f"{socket.gethostname()}:{crawl_dir.root.resolve()}",
        # a focused crawl is best-first across hosts too (the embedded frontier; a shared
        # one leases hosts by ready time)
        host_order="priority" if job.focus is not None else "ready",
        balance=job.focus.balance if job.focus is not None else None,
        # the engine flushes it every few tens of milliseconds (keepnet.engine)
        group_commit=True,
    )


def crawl_id(job: JobSettings, crawl_dir: CrawlDir) -> str:
    """The crawl's name in shared state: the job's, else the output directory's."""
    return job.distributed.crawl_id or crawl_dir.root.resolve().name
