"""A distributed crawl's own records in Redis: its job, control state, and workers' stats.

Under the crawl's prefix P (keepnet.frontier.redis.crawl_prefix):

    P job        the job as JSON (JobSettings.public_dict): workers that join read it here
    P control    "running" | "paused" | "stopping" — every worker checks it about once a second
    P workers    hash worker id -> its latest stats snapshot (JSON), written every ~2 s
    P alive:ID   a key with a short TTL per live worker (its heartbeat)
"""

from __future__ import annotations

import json
import time
from typing import Any

from keepnet.frontier.redis import connect, crawl_prefix
from keepnet.settings.job import JobSettings, build_job

HEARTBEAT_TTL = 10  # seconds a worker counts as alive after its last heartbeat

# stats.json counters that add up across workers
SUMMED = (
    "fetched",
    "failed",
    "retries",
    "refused",
    "out_of_scope",
    "bytes_downloaded",
    "warc_bytes",
    "pages",
    "revisits",
)


def crawl_ids(location: str, limit: int = 100) -> list[str]:
    """The ids of the crawls published on the Redis at location (their `job` keys)."""
    r = connect(location)
    try:
        ids = {str(k).split("{", 1)[1].split("}", 1)[0] for k in r.scan_iter("keepnet:{*}:job")}
    finally:
        r.close()
    return sorted(ids)[:limit]


class SharedCrawl:
    def __init__(self, location: str, crawl_id: str) -> None:
        self.location = location
        self.crawl_id = crawl_id
        self.r = connect(location)
        self.p = crawl_prefix(crawl_id)

    def close(self) -> None:
        self.r.close()

    # -- the job ------------------------------------------------------------------------

    def publish_job(self, job: JobSettings) -> None:
        self.r.set(self.p + "job", json.dumps(job.public_dict(), sort_keys=True))
        self.r.set(self.p + "control", "running")

    def job(self) -> JobSettings:
        raw = self.r.get(self.p + "job")
        if raw is None:
            raise LookupError(
                f"no crawl {self.crawl_id!r} at {self.location}: start it with "
                "`keepnet crawl ... --frontier` first"
            )
        return build_job(json.loads(raw), source=f"{self.location} crawl {self.crawl_id}")

    # -- control ------------------------------------------------------------------------

    def control(self) -> str:
        return str(self.r.get(self.p + "control") or "running")

    def set_control(self, state: str) -> None:
        if state not in ("running", "paused", "stopping"):
            raise ValueError(state)
        self.r.set(self.p + "control", state)

    # -- workers ------------------------------------------------------------------------

    def heartbeat(self, worker: str, stats: dict[str, Any]) -> None:
        pipe = self.r.pipeline()
        pipe.hset(self.p + "workers", worker, json.dumps({**stats, "updated": time.time()}))
        pipe.set(self.p + "alive:" + worker, "1", ex=HEARTBEAT_TTL)
        pipe.execute()

    def workers(self) -> dict[str, dict[str, Any]]:
        """Every worker that ever reported, with its last stats and whether it is alive."""
        out: dict[str, dict[str, Any]] = {}
        for worker, raw in self.r.hgetall(self.p + "workers").items():
            data = json.loads(raw)
            data["alive"] = bool(self.r.exists(f"{self.p}alive:{worker!s}"))
            out[str(worker)] = data
        return out

    def status(self) -> dict[str, Any]:
        """The crawl as a whole: control state, summed counters, frontier counts, workers."""
        from keepnet.frontier.redis import RedisFrontier

        workers = self.workers()
        totals = {k: sum(int(w.get(k) or 0) for w in workers.values()) for k in SUMMED}
        frontier = RedisFrontier(self.r, self.crawl_id).counts()
        return {
            "crawl_id": self.crawl_id,
            "control": self.control(),
            "totals": totals,
            "frontier": {
                "queued": frontier.queued,
                "leased": frontier.leased,
                "done": frontier.done,
                "failed": frontier.failed,
                "seen": frontier.seen,
            },
            "workers": workers,
            "alive": sum(1 for w in workers.values() if w["alive"]),
        }
