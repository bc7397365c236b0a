"""robots.txt obeyed (RFC 9309), Crawl-delay honoured, and the per-host delay kept.

Gaps are measured where politeness matters: at the server, between the arrival times of
requests to one host (Site.log, time.monotonic()).  The only slack is CLOCK_SLACK, for the
granularity of the clocks involved; a crawler that waits less than the delay fails.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import pytest

from integration.crawl_harness import CrawlResult, crawl
from keepnet.fetch import codes
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import LoggedRequest
from sites import robots
from sites.hostile import scope_web
from sites.robots import (
    POLITE_ALLOWED,
    POLITE_DELAY,
    POLITE_DISALLOWED,
    ROBOTS404_ALLOWED,
    ROBOTS404_HOST,
    ROBOTS500_FETCHABLE,
    ROBOTS500_HOST,
    P,
)
from sites.scope import SCOPE_SEED

CLOCK_SLACK = 0.95


def gaps(log: Iterable[LoggedRequest]) -> list[float]:
    times = sorted(r.time for r in log)
    return [b - a for a, b in zip(times, times[1:], strict=False)]


@pytest.fixture(scope="module")
def robots_crawl(tmp_path_factory: pytest.TempPathFactory) -> tuple[VirtualWeb, CrawlResult]:
    web = VirtualWeb([robots.build_polite(), robots.build_robots500(), robots.build_robots404()])
    seeds = [f"{P}/", f"http://{ROBOTS500_HOST}/", f"http://{ROBOTS404_HOST}/"]
    result = crawl(web, seeds, tmp_path_factory.mktemp("robots") / "out", scope="host")
    return web, result


def test_robots_disallowed_urls_are_never_requested(
    robots_crawl: tuple[VirtualWeb, CrawlResult],
) -> None:
    web, result = robots_crawl
    polite = web[robots.POLITE_HOST]
    assert polite.fetched_urls() == POLITE_ALLOWED | {f"{P}/robots.txt"}
    assert not polite.fetched_urls() & POLITE_DISALLOWED
    # Found (linked twice), refused once, and said so in crawl.log.
    for url in POLITE_DISALLOWED:
        lines = result.lines(url)
        assert [ln.status for ln in lines] == [codes.ROBOTS_PRECLUDED]
        assert lines[0].annotations == ("robots.txt",)
    assert result.archived_pages == POLITE_ALLOWED | ROBOTS404_ALLOWED


def test_crawl_delay_is_honoured(robots_crawl: tuple[VirtualWeb, CrawlResult]) -> None:
    web, _ = robots_crawl
    log = web[robots.POLITE_HOST].log
    assert len(log) == len(POLITE_ALLOWED) + 1  # robots.txt is a request to the host too
    # delay=0 in the job: only robots.txt's Crawl-delay spaces these requests.
    assert min(gaps(log)) >= POLITE_DELAY * CLOCK_SLACK, gaps(log)


def test_robots_5xx_means_nothing_is_fetched(robots_crawl: tuple[VirtualWeb, CrawlResult]) -> None:
    web, result = robots_crawl
    site = web[ROBOTS500_HOST]
    assert [r.path for r in site.log] == ["/robots.txt"]
    assert {u for u in site.fetched_urls() if not u.endswith("/robots.txt")} == ROBOTS500_FETCHABLE
    seed = f"http://{ROBOTS500_HOST}/"
    assert result.line(seed).status == codes.ROBOTS_PRECLUDED
    assert seed not in result.archived


def test_robots_404_means_all_allowed(robots_crawl: tuple[VirtualWeb, CrawlResult]) -> None:
    web, result = robots_crawl
    site = web[ROBOTS404_HOST]
    assert site.fetched_urls() == ROBOTS404_ALLOWED | {f"http://{ROBOTS404_HOST}/robots.txt"}
    assert result.archived >= ROBOTS404_ALLOWED


def test_per_host_delay_spaces_every_request_to_a_host(tmp_path: Path) -> None:
    delay = 0.3
    web = scope_web()
    # The resources a page in Chromium asks for itself are owed browser.resource_delay (a
    # quarter of the delay by default; tests/integration/test_browser_politeness.py): set to
    # the delay here, every request to a host, whoever makes it, is a whole delay apart.
    result = crawl(
        web,
        [SCOPE_SEED],
        tmp_path / "out",
        scope="prefix",
        delay=delay,
        browser={"resource_delay": delay},
    )
    busy = web["example.test"]
    assert len(busy.log) >= 6, "the test needs a host with several requests"
    assert busy.hits("/robots.txt") == 1
    for site in web:
        if len(site.log) > 1:
            assert min(gaps(site.log)) >= delay * CLOCK_SLACK, (site.host, gaps(site.log))
    assert result.summary.stop_reason == "finished: frontier empty"
