"""The engine's own per-URL Python work outside the timed stages, measured alone (t14y).

    PYTHONPATH=TREE/src .venv/bin/python bench/bench_engine_overhead.py

Run it with each source tree on PYTHONPATH (base, branch) and compare: thread CPU µs of
each piece, min of 7 repeats.  The pieces: a CrawlURI made from a leased row and by
keywords (as `child` does), the two events a fetched page emits with the crawl's
statistics listening, and the extensions' hook calls a URL for the nginx crawl's three
extensions (browser tier, applications, trap families: stand-ins implementing the same
hooks), dispatched as the engine does (`extensions.implementing` where the tree has it,
every extension otherwise).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from keepnet import extensions as ext_module
from keepnet.events import EventBus
from keepnet.extensions import BaseExtension, shingles_wanted
from keepnet.models import CrawlURI
from keepnet.stats import CrawlStats

ROW = (
    "http://127.0.0.1:1/a/b.html", "http://127.0.0.1:1/a/b.html", "127.0.0.1:1",
    "http://127.0.0.1:1/", "LL", "http://127.0.0.1:1/a", 1.0, 0,
)  # fmt: skip
HOOKS = ("before_fetch", "on_links", "on_response", "wants_shingles", "wants_tier_decision")


class Browser(BaseExtension):
    name = "browser"

    def wants_tier_decision(self, uri: object, ex: object) -> bool:
        return False

    async def on_response(self, ctx: object, uri: object, ex: object, links: object) -> None:
        return None


class Apps(BaseExtension):
    name = "apps"

    def before_fetch(self, ctx: object, uri: object) -> str | None:
        return None

    def on_links(self, ctx: object, uri: object, ex: object, links: object) -> None:
        return None

    async def on_response(self, ctx: object, uri: object, ex: object, links: object) -> None:
        return None


class Traps(BaseExtension):
    name = "traps"

    def wants_shingles(self, uri: object) -> bool:
        return False

    def before_fetch(self, ctx: object, uri: object) -> str | None:
        return None

    def on_links(self, ctx: object, uri: object, ex: object, links: object) -> None:
        return None


def best(run: Callable[[int], object], n: int = 200_000) -> float:
    times = []
    for _ in range(7):
        t = time.thread_time()
        run(n)
        times.append((time.thread_time() - t) / n * 1e6)
    return min(times)


def hooks_per_url(n: int) -> None:
    exts = [Browser(), Apps(), Traps()]
    implementing = getattr(ext_module, "implementing", None)
    lists = [exts if implementing is None else implementing(exts, h) for h in HOOKS]
    refusers, link_hooks, response_hooks, shinglers, deciders = lists

    async def urls() -> None:
        for _ in range(n):
            for e in refusers:
                if e.before_fetch(None, None) is not None:
                    raise AssertionError
            shingles_wanted(shinglers, None)  # type: ignore[arg-type]
            any(e.wants_tier_decision(None, None) for e in deciders)
            for e in link_hooks:
                e.on_links(None, None, None, None)
            for e in response_hooks:
                await e.on_response(None, None, None, None)

    asyncio.run(urls())


def main() -> None:
    bus = EventBus()
    bus.subscribe(CrawlStats().on_event)

    def rows(n: int) -> None:
        for _ in range(n):
            CrawlURI(*ROW)

    def keywords(n: int) -> None:
        for _ in range(n):
            CrawlURI(url="u", key="k", host="h", seed="s", hop_path="LL", via="v", priority=1.0)

    def fetched(n: int) -> None:
        for _ in range(n):
            bus.emit("fetched", "u", status=200, mime="text/html", bytes=100, warc_bytes=10,
                     out_of_scope=0, queued=1)  # fmt: skip

    def page(n: int) -> None:
        for _ in range(n):
            bus.emit("page", "u")

    for label, run in (
        ("CrawlURI(*row)", rows),
        ("CrawlURI(url=..., ...)", keywords),
        ('emit("fetched", ...)', fetched),
        ('emit("page")', page),
        ("extensions' hooks, one URL", hooks_per_url),
    ):
        print(f"{best(run):7.3f} us  {label}")


if __name__ == "__main__":
    main()
