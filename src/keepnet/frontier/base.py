"""The frontier contract: what every frontier (SQLite, Redis) promises the crawl engine.

A frontier is the crawl's to-do list and memory.  It holds one queue per politeness host
(`CrawlURI.host`), a seen-set keyed by `CrawlURI.key`, and a lease on every URL handed out,
so that a crash never loses work and re-fetches at most what was in flight.  The contract
test suite (tests/contract/frontier_contract.py) runs against every implementation.

Time: every time argument and result is epoch seconds (`time.time()`), never a monotonic
clock, because ready times and leases outlive the process and are shared between machines.
The frontier never reads the clock itself: callers pass `now`, which keeps it deterministic
under test.

URL states::

    add ──> queued ──lease──> leased ──complete──> done      (terminal)
              ^  ^              │  └────fail─────> failed    (terminal)
              │  └──recover─────┤
              │                 └──reschedule──> waiting ──(time `at` passes)──> queued

`waiting` (a retry time not yet reached) counts as queued in `counts()`.  Terminal URLs
stay in the seen-set forever: their key is never queued again.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal, Protocol, runtime_checkable

from keepnet.models import CrawlURI

URLState = Literal["queued", "waiting", "leased", "done", "failed"]

# How a new score of a URL already queued changes its priority (ARCOMEM's update functions,
# seed 003): keep the FIRST, take the LAST, the MAX, the SUM, or the AVG of all its scores
# (the priority it was added with counts as its first score).
UPDATE_FUNCTIONS = ("FIRST", "LAST", "MAX", "SUM", "AVG")


def updated_priority(how: str, current: float, score: float, n: int, total: float) -> float:
    """The priority after `score` joins the `n` scores (summing to `total`) seen so far."""
    if how == "FIRST":
        return current
    if how == "LAST":
        return score
    if how == "MAX":
        return max(current, score)
    if how == "SUM":
        return current + score
    if how == "AVG":
        return (total + score) / (n + 1)
    raise ValueError(f"unknown update function {how!r}; one of {', '.join(UPDATE_FUNCTIONS)}")


@dataclass(frozen=True, slots=True)
class FrontierCounts:
    """How many URLs the frontier holds in each state.

    `queued` includes URLs waiting for a retry time; `seen` is every key ever added
    (queued + leased + done + failed).
    """

    queued: int
    leased: int
    done: int
    failed: int
    seen: int


@dataclass(frozen=True, slots=True)
class HostCounts:
    """One host of the frontier: URLs queued (not counting those waiting for a retry
    time), leased, ever added, and the time it is ready again."""

    host: str
    queued: int
    leased: int
    total: int
    ready_at: float


@runtime_checkable
class Frontier(Protocol):
    """Per-host queues with ready times, a seen-set, priorities and leases.

    Methods are synchronous: one call is one atomic transaction (all of it happens or,
    after a crash, none of it).  Methods that take a `CrawlURI` identify it by `key` only.

    `shared` is True when other processes (workers) use the same frontier at once: then a
    lease may belong to a live worker, so a starting worker recovers only expired leases
    (`recover(now)`), and "nothing to lease here" does not mean the crawl is over.
    """

    shared: bool

    def add(self, uris: Iterable[CrawlURI]) -> list[CrawlURI]:
        """Enqueue every URI whose key was never seen; return those newly added, in order.

        A key already seen (in any state, done and failed included) or repeated within
        `uris` is skipped: only its first occurrence counts.  A URI is stored with its
        `priority` and `attempts` as given.  Its host's ready time is not changed (a new
        host is ready at once unless `defer_host` said otherwise).  `host_total(host)`
        grows by one per added URI.
        """
        ...

    def lease(self, limit: int, now: float) -> list[CrawlURI]:
        """Hand out up to `limit` queued URLs and lease them until `now + lease_seconds`.

        Eligible: a queued URL (or a waiting one whose retry time is <= `now`) whose host
        is ready (host ready time <= `now`) and has fewer than `host_concurrency` URLs
        leased.  Within a host: highest `priority` first, then first-added first (FIFO).
        Across hosts: the host with the earliest ready time first (ties: the host first
        seen first); slots are dealt round-robin, one URL per host per round, so one
        host never takes the whole batch while others are ready.  Returned URIs carry
        the stored `priority` and `attempts`.  A lease is released only by complete,
        reschedule, fail or recover: an expired lease stays until `recover(now)`.
        `limit <= 0` returns [].
        """
        ...

    def complete(self, uri: CrawlURI, host_ready_at: float) -> None:
        """Mark the URL done (terminal) and release its lease.

        The host's ready time becomes max(its ready time, `host_ready_at`): ready times
        only move forward, so a `defer_host` made meanwhile is kept.  The URL may be
        leased, queued or waiting (a lease recovered while its fetch went on: the fetch
        counts).  On a done or failed URL it does nothing (a second worker finishing
        the same URL after a lease expiry).  Raises KeyError for a key never added.
        """
        ...

    def reschedule(self, uri: CrawlURI, at: float, host_ready_at: float | None = None) -> None:
        """Put the URL back to be fetched again at or after `at`; attempts += 1.

        Releases its lease; keeps its priority and FIFO position.  `host_ready_at`, if
        given, moves the host's ready time forward as in `complete`.  No-op on a
        terminal URL; KeyError for a key never added.
        """
        ...

    def fail(self, uri: CrawlURI, host_ready_at: float | None = None) -> None:
        """Mark the URL failed (terminal, distinct from done) and release its lease.

        For URLs given up on (retries exhausted, refused by policy after leasing).
        `host_ready_at` as in `reschedule`.  No-op on a terminal URL; KeyError for a
        key never added.
        """
        ...

    def set_priority(self, key: str, priority: float) -> bool:
        """Change the priority of a queued (or waiting) URL; False if it is not queued.

        Leased, done, failed and unknown keys are left alone and give False.
        """
        ...

    def rescore(self, key: str, score: float, how: str) -> float | None:
        """A new score for a URL found again: its priority becomes `updated_priority(how,
        ...)` over all its scores so far.  Only queued (or waiting) URLs change; returns the
        new priority, or None when the URL is not queued (leased, done, failed, unknown).
        Raises ValueError for an unknown function.
        """
        ...

    def boost_host(self, host: str, delta: float) -> int:
        """Add `delta` to the priority of every queued (or waiting) URL of `host` (an
        operator raising or lowering a host); the number of URLs changed."""
        ...

    def hosts(self, limit: int) -> list[HostCounts]:
        """Up to `limit` hosts, those with the most URLs queued first (ties: by name)."""
        ...

    def defer_host(self, host: str, until: float) -> None:
        """Make `host` not ready before `until` (Retry-After, robots Crawl-delay...).

        The ready time becomes max(its ready time, `until`).  Works for a host with no
        URL yet: the deferral applies to URLs added later.
        """
        ...

    def next_ready_at(self) -> float | None:
        """The earliest time at which `lease` could return a URL with no other call first.

        That is the minimum, over queued URLs whose host has a free lease slot, of
        max(host ready time, the URL's retry time).  It may be in the past (something is
        leasable now).  None when no queued URL can become leasable by time alone:
        nothing is queued, or every queued URL waits on a host whose lease slots are
        all taken (it becomes leasable after a complete/reschedule/fail/recover).
        """
        ...

    def recover(self, now: float | None = None) -> int:
        """Return leased URLs to their queues; the number returned.

        `now=None` returns every lease: for a single process resuming after a crash
        (kill -9), when no lease can belong to a live worker.  With `now`, only leases
        that expired at or before `now`: for many workers, where another worker may
        still hold a valid lease.  A recovered URL keeps its priority, attempts and FIFO
        position; host ready times are unchanged.
        """
        ...

    def counts(self) -> FrontierCounts:
        """URLs per state (see FrontierCounts)."""
        ...

    def host_total(self, host: str) -> int:
        """URLs ever added for `host`, in any state (0 for an unknown host).

        The per-host budget trap defence compares this with its budget.
        """
        ...

    def is_seen(self, key: str) -> bool:
        """Whether `key` was ever added (in any state)."""
        ...

    def state(self, key: str) -> URLState | None:
        """Where `key` is: queued, waiting (retry time not reached), leased, done, failed;
        None for a key never added.  (The browser tier asks this before fetching a URL
        the page requests: one being fetched right now is waited for, not fetched twice.)
        """
        ...

    def flush(self) -> None:
        """Make every operation so far durable.  A frontier that commits each operation
        does nothing; one that groups commits (SqliteFrontier(group_commit=True)) commits:
        a crash loses at most the operations since the last flush, a suffix, whole."""
        ...

    def close(self) -> None:
        """Release resources (flushing first).  Without group commit, state is already
        durable: close is not needed for safety."""
        ...
