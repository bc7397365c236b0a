"""Politeness arithmetic: delays, Retry-After (RFC 9110 §10.2.3), back-off, retryable statuses."""

from __future__ import annotations

import random

import pytest

from keepnet.fetch.politeness import backoff, is_retryable_status, next_delay, retry_after_seconds

NOW = 1445412480.0  # Wed, 21 Oct 2015 07:28:00 GMT


def test_next_delay() -> None:
    assert next_delay(1.0, None, 30) == 1.0
    assert next_delay(1.0, 10, 30) == 10
    assert next_delay(1.0, 300, 30) == 30  # capped
    assert next_delay(5.0, 2, 30) == 5.0
    assert next_delay(0.0, 0, 30) == 0.0


@pytest.mark.parametrize(
    ("value", "seconds"),
    [
        ("120", 120.0),
        (" 0 ", 0.0),
        ("Wed, 21 Oct 2015 07:28:30 GMT", 30.0),  # IMF-fixdate
        ("Wednesday, 21-Oct-15 07:28:30 GMT", 30.0),  # obsolete RFC 850
        ("Wed Oct 21 07:28:30 2015", 30.0),  # obsolete asctime
        ("Wed, 21 Oct 2015 07:00:00 GMT", 0.0),  # in the past: no wait
        ("-5", None),
        ("1.5", None),
        ("soon", None),
        ("", None),
        (None, None),
    ],
)
def test_retry_after(value: str | None, seconds: float | None) -> None:
    assert retry_after_seconds(value, NOW) == seconds


def test_backoff() -> None:
    assert [backoff(a, 1.0, 10.0) for a in range(5)] == [1.0, 2.0, 4.0, 8.0, 10.0]
    assert backoff(10_000, 1.0, 60.0) == 60.0
    rng = random.Random(1)
    values = [backoff(3, 1.0, 100.0, jitter=0.5, rng=rng) for _ in range(50)]
    assert all(4.0 <= v <= 8.0 for v in values) and len(set(values)) > 1


@pytest.mark.parametrize(
    ("status", "retry"),
    [
        (500, True),
        (502, True),
        (503, True),
        (599, True),
        (501, False),
        (429, True),
        (408, True),
        (404, False),
        (200, False),
        (301, False),
        (403, False),
    ],  # fmt: skip
)
def test_retryable_statuses(status: int, retry: bool) -> None:
    assert is_retryable_status(status) is retry


def test_retry_wait_prefers_retry_after_caps_it_and_stops_after_max_retries() -> None:
    from keepnet.fetch.politeness import retry_wait

    assert retry_wait(0, 3, 1.0, 60.0) == 1.0  # back-off of the first retry
    assert retry_wait(2, 3, 1.0, 60.0) == 4.0
    assert retry_wait(1, 3, 1.0, 60.0, after=30.0) == 30.0  # the server's Retry-After
    assert retry_wait(1, 3, 1.0, 60.0, after=3600.0) == 60.0  # capped
    assert retry_wait(3, 3, 1.0, 60.0) is None  # retries spent


def test_host_clock_owes_each_host_its_delay_since_its_last_request() -> None:
    from keepnet.fetch.hostclock import HostClock

    crawl_delays = {"slow.test": 5.0}
    clock = HostClock(1.0, 30.0, crawl_delays.get)
    assert clock.delay("fast.test") == 1.0 and clock.delay("slow.test") == 5.0
    assert clock.wait("fast.test") < 0  # never asked
    at = clock.note("slow.test")
    assert 4.0 < clock.wait("slow.test") <= 5.0
    clock.note("fast.test", at - 10)
    assert clock.wait("fast.test") < 0


def test_resource_delay_is_shorter_than_the_hosts_but_keeps_crawl_delay() -> None:
    from keepnet.fetch.politeness import resource_delay

    assert resource_delay(1.0, None, None, 30) == 0.25  # default: a quarter of the delay
    assert resource_delay(4.0, None, None, 30) == 1.0  # a slower crawl, slower resources
    assert resource_delay(1.0, 0.1, None, 30) == 0.1
    assert resource_delay(1.0, 5.0, None, 30) == 1.0  # never more than the host's delay
    assert resource_delay(0.0, None, None, 30) == 0.0  # --delay 0: none either
    assert resource_delay(1.0, 0.1, 3.0, 30) == 3.0  # robots.txt's Crawl-delay in full
    assert resource_delay(1.0, 0.1, 300.0, 30) == 30  # ... capped as for any request


def test_host_clock_owes_a_pages_own_requests_the_resource_delay() -> None:
    from keepnet.fetch.hostclock import HostClock

    crawl_delays = {"slow.test": 5.0}
    clock = HostClock(2.0, 30.0, crawl_delays.get, resource=0.5)
    assert clock.resource_delay("a.test") == 0.5 and clock.resource_delay("slow.test") == 5.0
    clock.note("a.test")
    assert 1.5 < clock.wait("a.test") <= 2.0  # the next URL of the crawl
    assert 0.0 < clock.wait("a.test", resource=True) <= 0.5  # a page's own request
    clock.note("slow.test")
    assert 4.0 < clock.wait("slow.test", resource=True) <= 5.0
    assert HostClock(2.0, 30.0, crawl_delays.get).resource_delay("a.test") == 0.5  # default
