"""Trap families with the default settings: a host crawl of families.test ends on its own.

families.test (tests/sites/trapfamilies.py) wraps a small real site in six endless trap
families (calendars in query and path form, empty pagination, a date archive, sort/filter
combinations, session ids) and has 240 pages of real pagination over 720 items.  With no
limit set: the crawl ends by itself, each trap family is fetched at most 100 times, every
real page is archived, nothing is fetched twice, every family is named in stats.json, in
the end-of-crawl summary and in logs/refused.log.
"""

from __future__ import annotations

from collections import Counter

import pytest
from rich.console import Console

from integration.crawl_harness import CrawlResult, crawl, requested_urls
from keepnet.progress import print_summary
from keepnet.scope.families import shape
from keepnet.stats import CrawlStats
from keepnet.testweb.server import VirtualWeb
from sites import trapfamilies as tf

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def result(tmp_path_factory: pytest.TempPathFactory) -> tuple[VirtualWeb, CrawlResult]:
    web = VirtualWeb([tf.build()])
    out = tmp_path_factory.mktemp("families") / "out"
    return web, crawl(web, [f"{tf.ORIGIN}/"], out, scope="host", concurrency=4)


def test_the_crawl_ends_by_itself_with_every_real_page(
    result: tuple[VirtualWeb, CrawlResult],
) -> None:
    web, res = result
    assert res.summary.stop_reason == "finished: frontier empty"
    fetched = requested_urls(web)
    assert max(fetched.values()) == 1
    missing = tf.REAL_PAGES - res.archived
    assert missing == set(), sorted(missing)[:10]


def test_each_trap_family_is_fetched_at_most_100_times_and_capped(
    result: tuple[VirtualWeb, CrawlResult],
) -> None:
    web, res = result
    per_family = Counter(shape(u) for u in requested_urls(web))
    for family in tf.TRAP_FAMILIES:
        assert 0 < per_family[family] <= 100, (family, per_family[family])
    families = res.stats["trap_families"]
    for family in tf.TRAP_FAMILIES:
        assert families[family]["capped"], family
    # the real pagination and the items kept adding content: never capped
    assert not families[f"{tf.HOST}/items?page=*"]["capped"]
    assert not families[f"{tf.HOST}/item/{{n}}"]["capped"]


def test_refusals_name_their_family(result: tuple[VirtualWeb, CrawlResult]) -> None:
    _, res = result
    reasons = {r.reason for r in res.refused}
    for family in tf.TRAP_FAMILIES:
        assert any(f"trap: family {family} capped" in r for r in reasons), family
    for r in res.refused:
        if r.reason.startswith("trap: family"):
            assert shape(r.url) in tf.TRAP_FAMILIES, r.url


def test_the_summary_names_every_family(result: tuple[VirtualWeb, CrawlResult]) -> None:
    _, res = result
    stats = CrawlStats()
    stats.load(res.dir.stats)
    console = Console(record=True, width=200)
    print_summary(console, stats, str(res.out), res.summary.stop_reason)
    text = console.export_text()
    for family in tf.TRAP_FAMILIES:
        assert family in text, family
