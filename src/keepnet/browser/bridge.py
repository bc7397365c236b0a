"""The bridge from the browser to the crawl: a page's requests served by keepnet's own pipeline.

For every request the page makes (keepnet.browser.session routes them all here):

1. the page's own document is the exchange the HTTP tier already archived;
2. only GET is fetched (keepnet's fetcher speaks GET); other methods are aborted;
3. scope: the URL is an embed (hop E) of the page and goes through the same
   `LinkProcessor.candidate` decision as an extracted embed — refused ones are aborted
   and counted;
4. already captured in this crawl (the HTTP tier or an earlier page fetched it): served
   from the recent-exchange cache, nothing written again; one the HTTP tier is fetching
   right now (leased in the frontier) is waited for;
5. otherwise robots.txt is honoured and so is the host's politeness, as for a page's
   own requests: at most `host_concurrency` (1) of them at a time per host, each
   `browser.resource_delay` after the host's last request (a quarter of the job's delay
   unless set, robots.txt's Crawl-delay in full; keepnet.fetch.politeness) — keepnet's
   HttpClient fetches it (through the crawl's proxy), and it is marked seen and done in
   the frontier — so the HTTP tier never fetches it again — and goes down the crawl's
   pipeline (`CrawlContext.ingest`: WARC records with payload-digest dedup, link extraction,
   crawl.log, events) exactly once.

A URL already done whose exchange left the cache is fetched again for the browser but
not written again (counted as `refetched`).
"""

from __future__ import annotations

import asyncio
import time
from collections import Counter, OrderedDict
from contextlib import AbstractAsyncContextManager, nullcontext
from typing import TYPE_CHECKING

from keepnet.fetch.content import decode_content
from keepnet.models import CrawlURI, Exchange, FetchFailure, Hop

if TYPE_CHECKING:
    from keepnet.browser.session import BrowserRequest, Served
    from keepnet.browser.slots import Ticket
    from keepnet.extensions import CrawlContext

FORWARDED = ("accept", "referer", "x-requested-with", "accept-language")


def served(ex: Exchange, fetched_bytes: int = 0) -> Served:
    # keepnet.browser.session (and its interaction scripts) loads with the first request
    # served: the tier holds this module from the crawl's start, most crawls never render.
    from keepnet.browser.session import Served

    body, _error = decode_content(ex)
    return Served(ex.status, list(ex.headers), body, fetched_bytes)


class ExchangeCache:
    """Recently archived exchanges by seen-set key, bounded in bytes (LRU)."""

    def __init__(self, max_bytes: int = 64 << 20, max_item: int = 8 << 20) -> None:
        self.max_bytes = max_bytes
        self.max_item = max_item
        self._items: OrderedDict[str, Exchange] = OrderedDict()
        self._size = 0
        self._waiters: dict[str, asyncio.Event] = {}

    @staticmethod
    def _cost(ex: Exchange) -> int:
        return len(ex.wire_body) + len(ex.payload) + len(ex.response_head) + 200

    def put(self, key: str, ex: Exchange) -> None:
        if self._cost(ex) <= self.max_item:
            old = self._items.pop(key, None)
            if old is not None:
                self._size -= self._cost(old)
            self._items[key] = ex
            self._size += self._cost(ex)
            while self._size > self.max_bytes and self._items:
                _, gone = self._items.popitem(last=False)
                self._size -= self._cost(gone)
        event = self._waiters.pop(key, None)
        if event is not None:
            event.set()

    def get(self, key: str) -> Exchange | None:
        ex = self._items.get(key)
        if ex is not None:
            self._items.move_to_end(key)
        return ex

    async def wait(self, key: str, timeout: float) -> Exchange | None:
        """The exchange for `key` once someone puts it (None after `timeout`)."""
        if key not in self._items:
            event = self._waiters.setdefault(key, asyncio.Event())
            try:
                await asyncio.wait_for(event.wait(), timeout)
            except TimeoutError:
                return None
        return self.get(key)


class CrawlSource:
    """Serves one page's browser requests from the crawl (see the module docstring)."""

    LEASE_WAIT = 30.0  # longest wait for the HTTP tier's fetch of a URL it holds

    def __init__(
        self,
        crawler: CrawlContext,
        page: CrawlURI,
        page_ex: Exchange,
        cache: ExchangeCache,
        counters: Counter[str],
        gates: dict[str, asyncio.Semaphore],
    ) -> None:
        self.crawler = crawler
        self.page = page
        self.page_ex = page_ex
        self.cache = cache
        self.counters = counters
        self.gates = gates
        self._inflight: dict[str, asyncio.Future[Served | str]] = {}
        self.archived: list[str] = []  # URLs this page's browser requests added to the WARCs
        # the page's Chromium slot (keepnet.browser.slots), lent while it waits on politeness
        self.ticket: Ticket | None = None

    async def __call__(self, req: BrowserRequest) -> Served | str:
        from keepnet.browser.session import without_fragment

        self.counters["requests"] += 1
        url = without_fragment(req.url)
        if url == without_fragment(self.page.url):
            return served(self.page_ex)
        if req.method not in ("GET", "HEAD"):
            self.counters["aborted_method"] += 1
            return f"method {req.method} not fetched"
        cand = self.crawler.links.candidate(self.page, url, Hop.EMBED)
        if isinstance(cand, str):
            self.counters["aborted_scope"] += 1
            self.crawler.log.refused(url, self.page.url, f"browser: {cand}")
            self.crawler.bus.emit("refused", url, reason=f"browser: {cand}")
            return cand
        cached = self.cache.get(cand.key)
        if cached is not None:
            self.counters["from_capture"] += 1
            return served(cached)
        pending = self._inflight.get(cand.key)
        if pending is not None:
            return await asyncio.shield(pending)
        fut: asyncio.Future[Served | str] = asyncio.get_running_loop().create_future()
        self._inflight[cand.key] = fut
        try:
            answer = await self._capture(cand, req)
            fut.set_result(answer)
            return answer
        except BaseException as exc:
            fut.set_exception(exc)
            fut.exception()  # retrieved: no "never retrieved" warning if nobody waits
            raise
        finally:
            del self._inflight[cand.key]

    async def _capture(self, cand: CrawlURI, req: BrowserRequest) -> Served | str:
        crawler = self.crawler
        state = crawler.frontier.state(cand.key)
        if state == "leased":
            # (the slot is not lent here: the HTTP tier's fetch is short, and lending it
            # let every page's s0 into Chromium at once on the bench)
            ex = await self.cache.wait(cand.key, self.LEASE_WAIT)
            if ex is not None:
                self.counters["from_capture"] += 1
                return served(ex)
        if not await self._robots_allow(cand.url):
            self.counters["aborted_robots"] += 1
            return "robots.txt"
        headers = {k: v for k, v in req.headers.items() if k.lower() in FORWARDED}
        gate = self.gates.setdefault(cand.host, asyncio.Semaphore(crawler.job.host_concurrency))
        async with gate:
            # a resource the page asks for itself: the resource delay since the host's last
            # request (one at a time per host through the gate), not the delay between URLs
            wait = crawler.polite_wait(cand.host, resource=True)
            if wait > 0:
                async with self._idle():
                    await asyncio.sleep(wait)
            result = await crawler.client.fetch(cand.url, headers=headers)
            crawler.note_request(cand.host)
        if isinstance(result, FetchFailure):
            self.counters["failed"] += 1
            crawler.log.fetch(
                cand, result.code, 0, "-", time.time(), 0.0, annotations=["browser", result.reason]
            )
            return f"fetch failed: {result.reason}"
        size = len(result.response_head) + len(result.wire_body)
        # Re-read: the HTTP tier may have taken the URL while we fetched.
        if crawler.frontier.state(cand.key) in (None, "queued", "waiting"):
            crawler.frontier.add([cand])
            crawler.frontier.complete(cand, time.time() + crawler.job.delay)
            self.cache.put(cand.key, result)
            self.archived.append(cand.url)
            self.counters["archived"] += 1
            await crawler.ingest(cand, result)
            return served(result, size)
        self.counters["refetched"] += 1
        return served(result, 0)

    def _idle(self) -> AbstractAsyncContextManager[None]:
        """A wait outside Chromium (politeness, the HTTP tier's fetch): the slot is lent."""
        return nullcontext() if self.ticket is None else self.ticket.idle()

    async def _robots_allow(self, url: str) -> bool:
        crawler = self.crawler
        ignore = crawler.job.ignore_robots
        seed = crawler.scope.seed_scope(self.page.seed)
        if seed is not None and seed.seed.ignore_robots is not None:
            ignore = seed.seed.ignore_robots
        return ignore or await crawler.robots.allowed(url)
