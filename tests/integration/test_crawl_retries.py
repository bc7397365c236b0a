"""Retries: 503 and 429 with Retry-After are fetched again no sooner than asked and succeed;
a URL that always fails is given up after max_retries, and crawl.log says so."""

from __future__ import annotations

import pytest

from integration.crawl_harness import CrawlResult, crawl
from keepnet.testweb.server import VirtualWeb
from sites import redirects
from sites.redirects import ALWAYS_503, RETRY_429, RETRY_503, RETRY_AFTER

MAX_RETRIES = 2
CLOCK_SLACK = 0.02  # seconds: clock granularity, not a tolerance for waiting less


@pytest.fixture(scope="module")
def flaky_crawl(tmp_path_factory: pytest.TempPathFactory) -> tuple[VirtualWeb, CrawlResult]:
    web = VirtualWeb([redirects.build_flaky()])
    out = tmp_path_factory.mktemp("flaky") / "out"
    # A long back-off base proves the wait comes from Retry-After, not from back-off.
    result = crawl(
        web, [f"{redirects.F}/"], out, scope="host", max_retries=MAX_RETRIES, retry_base_delay=60.0
    )
    return web, result


def arrivals(web: VirtualWeb, url: str) -> list[float]:
    return [r.time for r in web.requests() if r.url == url]


@pytest.mark.parametrize(("url", "status"), [(RETRY_503, 503), (RETRY_429, 429)])
def test_retry_after_is_honoured_and_the_retry_succeeds(
    flaky_crawl: tuple[VirtualWeb, CrawlResult], url: str, status: int
) -> None:
    web, result = flaky_crawl
    times = arrivals(web, url)
    assert len(times) == 2
    assert times[1] - times[0] >= RETRY_AFTER - CLOCK_SLACK
    first, second = result.lines(url)
    assert first.status == status
    assert "attempt:1" in first.annotations
    assert any(a.startswith("retry-in:") for a in first.annotations)
    assert second.status == 200
    # Only the successful answer is archived.
    assert [r.http_status for r in result.captures() if r.uri == url] == [200]


def test_always_failing_url_is_given_up_after_max_retries(
    flaky_crawl: tuple[VirtualWeb, CrawlResult],
) -> None:
    web, result = flaky_crawl
    times = arrivals(web, ALWAYS_503)
    assert len(times) == MAX_RETRIES + 1
    assert all(b - a >= RETRY_AFTER - CLOCK_SLACK for a, b in zip(times, times[1:], strict=False))
    lines = result.lines(ALWAYS_503)
    assert [ln.status for ln in lines] == [503] * (MAX_RETRIES + 1)
    assert f"gave-up-after:{MAX_RETRIES + 1}" in lines[-1].annotations
    assert result.summary.stop_reason == "finished: frontier empty"
