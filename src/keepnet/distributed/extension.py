"""The worker side of a distributed crawl, as a crawl extension.

Enabled when the job names a shared frontier.  About once a second it writes the worker's
heartbeat and stats snapshot to Redis (keepnet status sums them) and reads the crawl's
control state: "stopping" (set by `keepnet status --stop` or any worker's operator) stops
this worker after the URLs it has in flight, so stopping one crawl stops all its workers;
"paused" makes every worker lease nothing until the crawl is "running" again.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
from typing import TYPE_CHECKING

from keepnet.extensions import BaseExtension, CrawlContext
from keepnet.settings.job import JobSettings

if TYPE_CHECKING:
    from keepnet.distributed.shared import SharedCrawl

log = logging.getLogger(__name__)

INTERVAL = 1.0


class DistributedWorker(BaseExtension):
    name = "distributed"

    def __init__(self, location: str, crawl_id: str | None) -> None:
        self.location = location
        self.crawl_id = crawl_id
        self._task: asyncio.Task[None] | None = None
        self.shared: SharedCrawl | None = None
        self.worker = ""

    @classmethod
    def from_job(cls, job: JobSettings) -> DistributedWorker | None:
        dist = job.distributed
        return None if dist.frontier is None else cls(dist.frontier, dist.crawl_id)

    async def start(self, ctx: CrawlContext) -> None:
        # Imported here: the extension is loaded by every crawl (to ask from_job), and the
        # Redis client costs ~60 ms of start-up that only a distributed crawl needs.
        from keepnet.distributed.shared import SharedCrawl

        crawl_id = self.crawl_id or ctx.dir.root.resolve().name
        self.shared = SharedCrawl(self.location, crawl_id)
        self.worker = f"{socket.gethostname()}:{ctx.dir.root.resolve()}"
        self._beat(ctx)
        self._task = asyncio.create_task(self._run(ctx))

    async def _run(self, ctx: CrawlContext) -> None:
        while True:
            await asyncio.sleep(INTERVAL)
            try:
                self._beat(ctx)
            except Exception:  # noqa: BLE001 - Redis gone for a moment: the crawl goes on
                log.warning("distributed: heartbeat failed", exc_info=True)

    def _beat(self, ctx: CrawlContext) -> None:
        assert self.shared is not None
        self.shared.heartbeat(self.worker, ctx.stats.snapshot())
        ring = getattr(ctx.frontier, "heartbeat", None)  # stay on the partition ring even
        if ring is not None:  # while every fetch slot is busy and nothing is leased
            ring()
        control = self.shared.control()
        if control == "stopping":
            ctx.request_stop(f"crawl {self.shared.crawl_id} stopped")
        elif control == "paused":
            ctx.pause()
        else:
            ctx.resume()

    async def finish(self, ctx: CrawlContext) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        if self.shared is not None:
            with contextlib.suppress(Exception):
                self.shared.heartbeat(self.worker, {**ctx.stats.snapshot(), "finished": True})
            self.shared.close()
