"""The re-crawl schedule (`revisit: {mode: auto}`): which previously captured URLs are due,
and in what order a continuous crawl visits them.

From the fetch history (keepnet.pipeline.history: every earlier visit of a URL key and
whether it had changed since the visit before), `keepnet.index.changes.change_rate`
estimates the URL's rate of change λ as Cho and Garcia-Molina do for incomplete histories.
Then:

- **due**: a URL is visited again once the time since its last capture reaches its revisit
  interval, 1/λ (the mean time between changes) clamped to [min_interval, max_interval].
  A page that never changed is visited every max_interval; one that changed at every visit,
  every min_interval.  A URL captured once (no interval seen yet) is due after min_interval;
- **order**: a due URL's priority is the probability that it changed since its capture
  (`revisit_priority`), so within a host the likeliest changes are fetched first; a URL
  never captured before gets 1 (new content is certainly new);
- a URL **not due** is not fetched; the engine takes its links from its last capture
  (as after a 304) so what lies behind it is still reached, and counts it as not due.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable
from dataclasses import dataclass

from keepnet.index.changes import change_rate, revisit_priority
from keepnet.models import CrawlURI
from keepnet.pipeline.history import FetchHistory
from keepnet.settings.job import RevisitSettings

NEW_URL_PRIORITY = 1.0  # never captured: first, with the likeliest changes
UNKNOWN_RATE_PRIORITY = 0.5  # captured once: after the URLs known to change often


@dataclass(frozen=True, slots=True)
class Estimate:
    """What the history says of one URL key."""

    last_capture: float  # seconds since the epoch
    rate: float | None  # changes per second; None when no interval was observed yet
    interval: float  # seconds between visits

    def due(self, now: float) -> bool:
        return now - self.last_capture >= self.interval


class RevisitSchedule:
    """Due dates and priorities of previously captured URLs (injected clock for tests)."""

    def __init__(
        self,
        history: FetchHistory,
        settings: RevisitSettings,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.history = history
        self.settings = settings
        self.clock = clock

    def estimate(self, key: str) -> Estimate | None:
        """None for a URL no earlier crawl visited."""
        obs = self.history.observations(key)
        if not obs:
            return None
        intervals = [(b.time - a.time, bool(b.changed)) for a, b in zip(obs, obs[1:], strict=False)]
        intervals = [(t, c) for t, c in intervals if t > 0]
        lo, hi = self.settings.min_interval, self.settings.max_interval
        if not intervals:
            return Estimate(obs[-1].time, None, lo)
        rate = change_rate(intervals)
        interval = hi if rate <= 0 else min(hi, max(lo, 1.0 / rate))
        return Estimate(obs[-1].time, rate, interval)

    def due(self, key: str, now: float | None = None) -> bool:
        est = self.estimate(key)
        return est is None or est.due(self.clock() if now is None else now)

    def priority(self, key: str, now: float | None = None) -> float:
        """0..1: never captured 1; not due 0; else the chance it changed since its capture."""
        est = self.estimate(key)
        if est is None:
            return NEW_URL_PRIORITY
        now = self.clock() if now is None else now
        if not est.due(now):
            return 0.0
        if est.rate is None:
            return UNKNOWN_RATE_PRIORITY
        since = now - est.last_capture
        return max(
            revisit_priority(
                est.rate, since, self.settings.min_interval, self.settings.max_interval
            ),
            1e-6,  # due: above every URL not due
        )

    def order(self, candidates: list[CrawlURI]) -> None:
        """Give each page candidate (not the embeds: they go with their page) its priority."""
        now = self.clock()
        for i, cand in enumerate(candidates):
            if cand.hop_path[-1:] in ("E", "X"):
                continue
            candidates[i] = dataclasses.replace(cand, priority=self.priority(cand.key, now))


def open_schedule(
    settings: RevisitSettings, history: FetchHistory | None
) -> RevisitSchedule | None:
    """The crawl's schedule: only for `mode: auto` with previous crawls."""
    if settings.mode != "auto" or history is None:
        return None
    return RevisitSchedule(history, settings)
