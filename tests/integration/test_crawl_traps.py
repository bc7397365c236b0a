"""Crawler traps are bounded: the crawl of trap.test ends by itself, no fetched URL breaks a
trap rule, and every refusal is in logs/refused.log with its reason."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest

from integration.crawl_harness import CrawlResult, crawl, requested_urls
from keepnet.scope.traps import repeated_run
from keepnet.settings.job import TrapSettings
from keepnet.testweb.server import VirtualWeb
from sites import traps
from sites.traps import ORIGIN, TRAP_ENTRIES, TRAP_PREFIXES, TRAP_REAL_URLS

PER_HOST = 150
DEFAULTS = TrapSettings()


@pytest.fixture(scope="module")
def trap_crawl(tmp_path_factory: pytest.TempPathFactory) -> tuple[VirtualWeb, CrawlResult]:
    web = VirtualWeb([traps.build()])
    out = tmp_path_factory.mktemp("traps") / "out"
    # The calendar and session-id traps have no URL-shape signature: without the trap-family
    # guard (tests/integration/test_crawl_trap_families.py) only a budget stops them, here
    # the per-host one (Heritrix's queue budget), which this module tests.
    return web, crawl(
        web,
        [f"{ORIGIN}/"],
        out,
        scope="host",
        max_hops=None,
        traps={"max_per_host": PER_HOST, "family_idle": None},
    )


def test_trap_crawl_finishes_within_the_per_host_budget(
    trap_crawl: tuple[VirtualWeb, CrawlResult],
) -> None:
    web, result = trap_crawl
    assert result.summary.stop_reason == "finished: frontier empty"
    requested = requested_urls(web)
    pages = {u for u in requested if not u.endswith("/robots.txt")}
    assert len(pages) == PER_HOST
    assert max(requested.values()) == 1
    assert TRAP_REAL_URLS | set(TRAP_ENTRIES.values()) <= pages
    assert result.refusals(f"trap: per-host budget of {PER_HOST} URLs reached")


def test_no_fetched_url_breaks_a_trap_rule(trap_crawl: tuple[VirtualWeb, CrawlResult]) -> None:
    web, _ = trap_crawl
    for url in requested_urls(web):
        segments = urlsplit(url).path.split("/")[1:]
        assert len(url) <= DEFAULTS.max_url_length, url
        assert len(segments) <= DEFAULTS.max_path_segments, url
        assert repeated_run(segments, DEFAULTS.max_segment_repeats) is None, url


@pytest.mark.parametrize(
    ("trap", "reason"),
    [
        ("repeated-segments", "trap: path segment 'a' repeated more than 2 times"),
        ("too-many-segments", "trap: more than 20 path segments"),
        ("long-url", "trap: URL longer than 2083 characters"),
    ],
)
def test_shape_traps_are_refused_with_their_reason(
    trap_crawl: tuple[VirtualWeb, CrawlResult], trap: str, reason: str
) -> None:
    web, result = trap_crawl
    refused = [r for r in result.refused if r.reason == reason]
    assert refused, f"no refusal for the {trap} trap"
    for r in refused:
        assert r.url.startswith(TRAP_PREFIXES[trap])
        assert r.via is not None and r.via.startswith(TRAP_PREFIXES[trap])
        assert r.url not in requested_urls(web)
    # The trap was followed up to the rule: its deepest fetched URL is the refused one's via.
    assert {r.via for r in refused} <= set(requested_urls(web))


def test_shape_traps_are_bounded_by_rules_alone(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Without budgets, the three shape traps end by their rules (calendar/session bounded by hops)."""
    web = VirtualWeb([traps.build()])
    out = tmp_path_factory.mktemp("traps-hops") / "out"
    result = crawl(web, [f"{ORIGIN}/"], out, scope="host", max_hops=30, traps={"family_idle": None})
    assert result.summary.stop_reason == "finished: frontier empty"
    deep = [u for u in requested_urls(web) if u.startswith(TRAP_PREFIXES["too-many-segments"])]
    # Segments are counted as Heritrix counts slashes: "/deep/1/.../18/" has 20, the limit.
    assert max(urlsplit(u).path.count("/") for u in deep) == DEFAULTS.max_path_segments
    assert len(deep) == DEFAULTS.max_path_segments - 2  # /deep/1/ .. /deep/1/.../18/
    rep = [u for u in requested_urls(web) if u.startswith(TRAP_PREFIXES["repeated-segments"])]
    assert sorted(rep) == [f"{ORIGIN}/a/", f"{ORIGIN}/a/a/"]
    assert result.refusals("max-hops 30 exceeded")
