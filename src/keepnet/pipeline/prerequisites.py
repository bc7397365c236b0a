"""robots.txt fetches as prerequisites: archived, indexed and logged like any fetch.

The robots cache (keepnet.fetch.robots) fetches a host's robots.txt when a URL of that host
is first checked, and calls back with the exchange without knowing who asked: the URL whose
check is running is kept in a task-local variable (each URL is processed in its own task),
so the fetch is logged with that URL's seed and as its via.
"""

from __future__ import annotations

import contextvars
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from keepnet.crawllog import CrawlLog
from keepnet.events import EventBus
from keepnet.fetch import codes
from keepnet.fetch.hostclock import HostClock
from keepnet.frontier import Frontier
from keepnet.models import CrawlURI, Exchange, Hop
from keepnet.pipeline.archive import Archiver
from keepnet.pipeline.links import LinkProcessor
from keepnet.pipeline.live import LiveOutputs
from keepnet.url.parse import host_port

if TYPE_CHECKING:
    from keepnet.fetch.robots import RobotsCache

_ASKING: contextvars.ContextVar[CrawlURI | None] = contextvars.ContextVar(
    "robots_for", default=None
)


class RobotsPrerequisites:
    """The robots cache's `on_exchange`: each robots.txt fetch down the crawl's outputs."""

    def __init__(
        self,
        *,
        seeds: Sequence[str],
        canonicalize: Callable[[str], str],
        hosts: HostClock,
        archiver: Archiver,
        live: LiveOutputs,
        log: CrawlLog,
        bus: EventBus,
        frontier: Frontier,
        links: LinkProcessor,
        sitemaps: bool,
    ) -> None:
        self._seeds, self._canonicalize, self._hosts = list(seeds), canonicalize, hosts
        self._archiver, self._live, self._log, self._bus = archiver, live, log, bus
        self._frontier, self._links, self._sitemaps = frontier, links, sitemaps

    async def permits(self, uri: CrawlURI, robots: RobotsCache) -> bool:
        """Whether robots.txt lets `uri` be fetched (its robots.txt fetched first if need
        be, logged with it); a precluded URL is logged, announced and failed here."""
        _ASKING.set(uri)  # a robots.txt fetched for this check is logged with uri
        if await robots.allowed(uri.url):
            return True
        self._log.fetch(
            uri, codes.ROBOTS_PRECLUDED, 0, "-", time.time(), 0.0, annotations=["robots.txt"]
        )
        self._bus.emit("refused", uri.url, reason="robots.txt")
        self._frontier.fail(uri, time.time())
        return False

    async def on_exchange(self, ex: Exchange) -> None:
        host = host_port(ex.url)
        self._hosts.note(host)  # politeness counts the prerequisite
        parent = _ASKING.get()
        if parent is not None:
            seed, via = parent.seed, parent.url
        else:
            seed, via = next((s for s in self._seeds if host_port(s) == host), ex.url), None
        uri = CrawlURI(
            url=ex.url,
            key=self._canonicalize(ex.url),
            host=host,
            seed=seed,
            hop_path=Hop.PREREQUISITE.value,
            via=via,
        )
        archived = self._archiver.archive(ex)
        self._live.add_page(archived.record_id, ex)
        self._log.exchange(uri, ex, archived.digest)
        self._bus.emit(
            "fetched",
            ex.url,
            status=ex.status,
            mime=ex.mime,
            bytes=len(ex.wire_body) + len(ex.response_head),
            warc_bytes=archived.warc_bytes,
            out_of_scope=0,
            queued=0,
        )
        if self._sitemaps and 200 <= ex.status < 300:
            self._frontier.add(self._links.sitemap_candidates(uri, ex))
