"""keepnet.browser.bridge: the recent-capture cache, decoding for the browser, frontier states,
the politeness of a page's own requests."""

from __future__ import annotations

import asyncio
import gzip
from collections import Counter
from types import SimpleNamespace
from typing import Any

from keepnet.browser.bridge import CrawlSource, ExchangeCache, served
from keepnet.browser.session import BrowserRequest
from keepnet.fetch.hostclock import HostClock
from keepnet.models import CrawlURI, Exchange, Hop


def ex(
    url: str, body: bytes = b"x" * 100, headers: list[tuple[str, str]] | None = None
) -> Exchange:
    return Exchange(url, 0.0, b"", 200, "OK", headers or [], b"HTTP/1.1 200 OK\r\n\r\n", body, body)


def test_cache_is_lru_bounded_in_bytes() -> None:
    cache = ExchangeCache(max_bytes=1300, max_item=900)  # items cost ~419 and ~819
    cache.put("a", ex("a"))
    cache.put("b", ex("b"))
    cache.get("a")  # a is now the most recent
    cache.put("c", ex("c", b"y" * 300))
    assert cache.get("b") is None and cache.get("a") is not None and cache.get("c") is not None
    cache.put("big", ex("big", b"z" * 400))  # over max_item: never kept
    assert cache.get("big") is None


async def test_cache_wait_wakes_when_the_exchange_arrives() -> None:
    cache = ExchangeCache()
    waiter = asyncio.ensure_future(cache.wait("k", 5))
    await asyncio.sleep(0)
    cache.put("k", ex("k"))
    assert (await waiter) is not None
    assert await cache.wait("missing", 0.01) is None


def test_served_bodies_are_decoded() -> None:
    body = gzip.compress(b"hello")
    got = served(ex("u", body, [("Content-Encoding", "gzip")]), 42)
    assert got.body == b"hello" and got.status == 200 and got.fetched_bytes == 42


class PoliteCrawl:
    """The parts of a crawl a CrawlSource uses, with the engine's own politeness clock:
    records how long each request to a host was owed and when each fetch ran."""

    def __init__(self, delay: float, resource: float | None, crawl_delay: float | None = None):
        self.hosts = HostClock(delay, 30.0, lambda host: crawl_delay, resource=resource)
        self.job = SimpleNamespace(host_concurrency=1, ignore_robots=True, delay=delay)
        self.scope = SimpleNamespace(seed_scope=lambda seed: None)
        self.frontier = SimpleNamespace(
            state=lambda key: None, add=lambda uris: None, complete=lambda uri, at: None
        )
        self.links = SimpleNamespace(candidate=self._candidate)
        self.client = SimpleNamespace(fetch=self._fetch)
        self.owed: list[float] = []
        self.running = 0
        self.most_at_once = 0

    @staticmethod
    def _candidate(page: CrawlURI, url: str, hop: Hop) -> CrawlURI:
        return page.child(url, url, "a.test", hop)

    async def _fetch(self, url: str, headers: dict[str, str] | None = None) -> Exchange:
        self.running += 1
        self.most_at_once = max(self.most_at_once, self.running)
        await asyncio.sleep(0.01)
        self.running -= 1
        return ex(url)

    def polite_wait(self, host: str, resource: bool = False) -> float:
        wait = self.hosts.wait(host, resource)
        self.owed.append(wait)
        return wait

    def note_request(self, host: str) -> None:
        self.hosts.note(host)

    async def ingest(self, uri: CrawlURI, exchange: Exchange) -> None:
        self.hosts.note(uri.host)


def source(crawl: PoliteCrawl) -> CrawlSource:
    page = CrawlURI("http://a.test/p", "http://a.test/p", "a.test", "http://a.test/p")
    cs: Any = crawl  # a CrawlContext in the parts CrawlSource uses
    return CrawlSource(cs, page, ex(page.url), ExchangeCache(), Counter(), {})


def picture(n: int) -> BrowserRequest:
    return BrowserRequest(f"http://a.test/pic-{n}.png", "GET", {}, "image")


async def test_a_pages_own_requests_are_owed_the_resource_delay_not_the_hosts() -> None:
    """The HTTP tier has just fetched the page; the page's script then asks for a picture:
    it waits the resource delay (0.1 s), not the 30 s between two URLs of the crawl."""
    crawl = PoliteCrawl(delay=30.0, resource=0.1)
    crawl.hosts.note("a.test")  # the page itself, fetched by the HTTP tier
    got = await asyncio.wait_for(source(crawl)(picture(1)), 10)
    assert not isinstance(got, str) and got.status == 200
    assert len(crawl.owed) == 1 and 0.0 < crawl.owed[0] <= 0.1


async def test_a_pages_own_requests_still_go_one_at_a_time_each_owed_its_delay() -> None:
    """Five pictures asked for at once: fetched one after the other, each owed the resource
    delay since the previous one ended — and robots.txt's Crawl-delay in full."""
    crawl = PoliteCrawl(delay=1.0, resource=0.05)
    cs = source(crawl)
    got = await asyncio.wait_for(asyncio.gather(*(cs(picture(n)) for n in range(5))), 10)
    assert all(not isinstance(g, str) for g in got)
    assert crawl.most_at_once == 1
    assert len(crawl.owed) == 5 and all(0.0 < w <= 0.05 for w in crawl.owed[1:])
    slow = PoliteCrawl(delay=0.0, resource=0.0, crawl_delay=0.2)
    cs = source(slow)
    await asyncio.wait_for(asyncio.gather(*(cs(picture(n)) for n in range(3))), 10)
    assert all(0.15 < w <= 0.2 for w in slow.owed[1:])
