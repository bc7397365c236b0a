"""keepnet.browser.bridge: the recent-capture cache, decoding for the browser, frontier states."""

from __future__ import annotations

import asyncio
import gzip

from keepnet.browser.bridge import ExchangeCache, served
from keepnet.models import Exchange


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
