"""RobotsCache against a local server serving real robots.txt files (RFC 9309 behaviour)."""

from __future__ import annotations

import asyncio
import gzip
import socket
from pathlib import Path

import pytest
from fetch_servers import RawServer, response, routes

from keepnet.fetch.http import FetchSettings, HttpClient
from keepnet.fetch.robots import RobotsCache
from keepnet.models import Exchange

UA = "keepnet/0.1 (+https://example.org/bot)"


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def real(corpora: Path):
    def read(name: str) -> bytes:
        return (corpora / "robots" / "protego" / "test_data" / name).read_bytes()

    return read


@pytest.fixture
async def http():
    c = HttpClient(FetchSettings(allow_private=True, read_timeout=2, total_timeout=5))
    yield c
    await c.close()


async def test_real_file_rules_delay_and_sitemaps(real, http: HttpClient) -> None:
    async with RawServer(routes({"/robots.txt": response(real("citeseerx.ist.psu.edu"))})) as srv:
        seen: list[Exchange] = []
        robots = RobotsCache(http, UA, seen.append)
        assert await robots.allowed(srv.url("/viewdoc/summary?doi=1"))
        assert not await robots.allowed(srv.url("/myciteseer/login"))
        assert not await robots.allowed(srv.url("/viewdoc/similar?doi=1"))
        assert robots.crawl_delay(srv.authority) == 10.0  # the "*" group's Crawl-delay
        assert robots.crawl_delay(srv.url("/any")) == 10.0
        assert robots.sitemaps(srv.authority) == ["http://citeseerx.ist.psu.edu/sitemap_index.xml"]
        assert robots.crawl_delay("unknown.test") is None and robots.sitemaps("unknown.test") == []
    assert len(srv.requests) == 1 and [e.status for e in seen] == [200]


async def test_real_file_specific_agent_group(real, http: HttpClient) -> None:
    body = real("citeseerx.ist.psu.edu")
    async with RawServer(routes({"/robots.txt": response(body)})) as srv:
        baidu = RobotsCache(http, "Baiduspider/2.0")
        assert not await baidu.allowed(srv.url("/viewdoc/summary"))
        msn = RobotsCache(http, "msnbot/2.0b")
        assert await msn.allowed(srv.url("/viewdoc/summary"))
        assert msn.crawl_delay(srv.authority) == 40.0


async def test_relative_sitemap_is_resolved(real, http: HttpClient) -> None:
    async with RawServer(routes({"/robots.txt": response(real("ballotpedia.org"))})) as srv:
        robots = RobotsCache(http, UA)
        assert not await robots.allowed(srv.url("/wiki/index.php/User:Someone"))
        assert await robots.allowed(srv.url("/wiki/Main_Page"))
        assert robots.sitemaps(srv.authority) == [
            srv.url("/wiki/sitemap/sitemap-index-ballotpedia.xml")
        ]
        assert robots.crawl_delay(srv.authority) is None  # commented out in that file


async def test_gzip_encoded_robots(real, http: HttpClient) -> None:
    gz = gzip.compress(real("archiveofourown.org"))
    async with RawServer(
        routes({"/robots.txt": response(gz, headers="Content-Encoding: gzip\r\n")})
    ) as srv:
        robots = RobotsCache(http, UA)
        assert not await robots.allowed(srv.url("/works?page=2"))
        assert await robots.allowed(srv.url("/tags/x"))


async def test_one_fetch_for_concurrent_callers(http: HttpClient) -> None:
    async def slow_robots(head: bytes) -> bytes:
        await asyncio.sleep(0.05)
        return response(b"User-agent: *\nDisallow: /private/\n")

    async with RawServer(routes({"/robots.txt": slow_robots})) as srv:
        robots = RobotsCache(http, UA)
        urls = [srv.url(f"/private/{i}") for i in range(5)] + [srv.url("/public")]
        verdicts = await asyncio.gather(*(robots.allowed(u) for u in urls))
    assert verdicts == [False] * 5 + [True]
    assert len(srv.requests) == 1


async def test_404_allows_everything(http: HttpClient) -> None:
    async with RawServer(routes({})) as srv:
        robots = RobotsCache(http, UA)
        assert await robots.check(srv.url("/anything")) == (True, "404: allow all")


async def test_5xx_disallows_then_retries_later(http: HttpClient) -> None:
    answers = [
        response(b"oops", "503 Service Unavailable"),
        response(b"User-agent: *\nDisallow: /x\n"),
    ]

    async def flaky(head: bytes) -> bytes:
        return answers.pop(0)

    clock = FakeClock()
    async with RawServer(routes({"/robots.txt": flaky})) as srv:
        robots = RobotsCache(http, UA, clock=clock, error_ttl=60)
        allowed, why = await robots.check(srv.url("/page"))
        assert not allowed and why == "unreachable: HTTP 503"
        clock.now += 30
        assert not await robots.allowed(srv.url("/page"))  # still within error_ttl: no refetch
        assert len(srv.requests) == 1
        clock.now += 31
        assert await robots.allowed(srv.url("/page"))
        assert not await robots.allowed(srv.url("/x"))
    assert len(srv.requests) == 2


async def test_unreachable_server_disallows(http: HttpClient) -> None:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    robots = RobotsCache(http, UA)
    allowed, why = await robots.check(f"http://127.0.0.1:{port}/")
    assert not allowed and why.startswith("unreachable:")


async def test_cached_copy_used_while_unreachable(http: HttpClient) -> None:
    answers = [
        response(b"User-agent: *\nDisallow: /x\n"),
        response(b"", "500 Internal Server Error"),
    ]

    async def then_broken(head: bytes) -> bytes:
        return answers.pop(0)

    clock = FakeClock()
    async with RawServer(routes({"/robots.txt": then_broken})) as srv:
        robots = RobotsCache(http, UA, clock=clock, ttl=100)
        assert await robots.allowed(srv.url("/page"))
        clock.now += 101  # expired: refetched, server now fails
        allowed, why = await robots.check(srv.url("/page"))
        assert allowed and "cached copy" in why
        assert not await robots.allowed(srv.url("/x"))
    assert len(srv.requests) == 2


async def test_redirects_followed_and_archived(http: HttpClient) -> None:
    table = {
        "/robots.txt": response(b"", "301 Moved Permanently", "Location: /r1\r\n"),
        "/r1": response(b"", "302 Found", "Location: /r2.txt\r\n"),
        "/r2.txt": response(b"User-agent: *\nDisallow: /secret\n"),
    }
    async with RawServer(routes(table)) as srv:
        seen: list[Exchange] = []

        async def archive(ex: Exchange) -> None:
            seen.append(ex)

        robots = RobotsCache(http, UA, archive)
        assert not await robots.allowed(srv.url("/secret/a"))
        assert await robots.allowed(srv.url("/open"))
    assert [(e.url, e.status) for e in seen] == [
        (srv.url("/robots.txt"), 301),
        (srv.url("/r1"), 302),
        (srv.url("/r2.txt"), 200),
    ]


async def test_too_many_redirects_means_unavailable(http: HttpClient) -> None:
    table = {f"/r{i}": response(b"", "302 Found", f"Location: /r{i + 1}\r\n") for i in range(10)}
    table["/robots.txt"] = response(b"", "302 Found", "Location: /r0\r\n")
    async with RawServer(routes(table)) as srv:
        seen: list[Exchange] = []
        robots = RobotsCache(http, UA, seen.append)
        allowed, why = await robots.check(srv.url("/page"))
    assert allowed and why == "unavailable: more than 5 redirects"
    assert len(seen) == 6  # the first fetch and five redirect hops


async def test_robots_txt_itself_is_always_allowed(http: HttpClient) -> None:
    robots = RobotsCache(http, UA)
    assert await robots.allowed("http://never-fetched.test/robots.txt")


class DictStore:
    """A RobotsStore in memory (the Redis one is exercised by the distributed e2e tests)."""

    def __init__(self) -> None:
        self.data: dict[str, dict[str, object]] = {}
        self.ttls: dict[str, float] = {}

    def get(self, origin: str) -> dict[str, object] | None:
        return self.data.get(origin)

    def put(self, origin: str, data: dict[str, object], ttl: float) -> None:
        self.data[origin] = data
        self.ttls[origin] = ttl


async def test_a_shared_store_spares_the_other_workers_the_fetch(http: HttpClient) -> None:
    archived: list[Exchange] = []
    store = DictStore()
    body = b"User-agent: *\nDisallow: /private/\nCrawl-delay: 3\nSitemap: /s.xml\n"
    async with RawServer(routes({"/robots.txt": response(body)})) as srv:
        first = RobotsCache(http, UA, on_exchange=archived.append, shared=store)
        second = RobotsCache(http, UA, on_exchange=archived.append, shared=store)
        assert not await first.allowed(srv.url("/private/a"))
        assert not await second.allowed(srv.url("/private/b"))
        assert await second.allowed(srv.url("/public"))
        host = srv.url("/").split("/")[2]
        assert second.crawl_delay(host) == 3.0
        assert second.sitemaps(host) == [srv.url("/s.xml")]
    assert len(srv.requests) == 1 and len(archived) == 1  # fetched and archived once
    assert list(store.ttls.values()) == [86400.0]
