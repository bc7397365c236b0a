"""Politeness arithmetic: per-host delays, Retry-After, retry back-off (pure functions).

Rules: the delay between two requests to one host is the larger of the configured delay
and the robots.txt Crawl-delay, the latter capped so a hostile robots.txt cannot stall a
crawl (RFC 9309 leaves Crawl-delay undefined; Heritrix and Scrapy honour it with a cap).
The resources a rendered page's own scripts request (the browser tier) are spaced by a
shorter delay of their own, never longer than the host's, never shorter than Crawl-delay
(`resource_delay`; why: docs/settings.md, "Politeness of the browser tier").
Retry-After is delta-seconds or an HTTP-date (RFC 9110 §10.2.3).  Retryable statuses are
408, 429 and 5xx except 501 (RFC 9110 §15.6.2: "not implemented" will not change).
"""

from __future__ import annotations

import datetime as dt
import email.utils
import random


def next_delay(delay: float, crawl_delay: float | None, cap: float) -> float:
    """Seconds to wait before the next request to a host."""
    if crawl_delay is None or crawl_delay <= 0:
        return max(0.0, delay)
    return max(0.0, delay, min(crawl_delay, cap))


# The resource delay when none is set: this share of the host's delay (1 s -> 0.25 s).
RESOURCE_SHARE = 0.25


def resource_delay(
    delay: float, resource: float | None, crawl_delay: float | None, cap: float
) -> float:
    """Seconds to wait before the next request to a host that a page in the browser asks
    for itself: `resource` (None: RESOURCE_SHARE of `delay`), at most the host's `delay`, at
    least its robots.txt Crawl-delay (capped) — a site that asks for a pace gets it from
    every request."""
    own = delay * RESOURCE_SHARE if resource is None else resource
    return next_delay(min(delay, own), crawl_delay, cap)


def retry_after_seconds(value: str | None, now: float) -> float | None:
    """Seconds from `now` (epoch) that a Retry-After value asks to wait; None if unusable."""
    if value is None:
        return None
    text = value.strip()
    if not text:
        return None
    if text.isdigit():
        return float(text)
    try:
        when = email.utils.parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError, OverflowError):
        return None
    if when.tzinfo is None:  # "-0000" and obsolete forms: HTTP dates are in GMT anyway
        when = when.replace(tzinfo=dt.UTC)
    return max(0.0, when.timestamp() - now)


def backoff(
    attempt: int, base: float, cap: float, jitter: float = 0.0, rng: random.Random | None = None
) -> float:
    """Exponential back-off: base * 2**attempt (attempt 0 = first retry), at most `cap`.

    `jitter` in [0, 1] takes off up to that fraction at random, so that many URLs failing
    together do not come back together.
    """
    delay = min(cap, base * (2.0 ** max(0, min(attempt, 62))))
    if jitter > 0:
        delay -= delay * min(jitter, 1.0) * (rng or random).random()
    return max(0.0, delay)


def is_retryable_status(status: int) -> bool:
    """408, 429 and 5xx except 501."""
    return status in (408, 429) or (500 <= status <= 599 and status != 501)


def retry_wait(
    attempts: int, max_retries: int, base: float, cap: float, after: float | None = None
) -> float | None:
    """Seconds before a retryable outcome is tried again, or None once `max_retries` are
    spent: the server's Retry-After (`after`) when it gave one, else the back-off; at most
    `cap` either way."""
    if attempts >= max_retries:
        return None
    return min(after if after is not None else backoff(attempts, base, cap), cap)
