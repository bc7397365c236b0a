"""The crawl's budgets on queued URLs: pages admitted (`max_pages`) and URLs per host
(`traps.max_per_host`), whose counts live in the frontier and the engine state.

All candidates of a page are checked before any is queued, so the new URLs this page
already admitted (the current batch) count against the budgets too; URLs already seen
spend nothing (the frontier drops them).  `new_batch()` starts the next page.  A focused
crawl admits up to FOCUS_CHOICE times `max_pages` (its priorities choose which are fetched;
`lease_allowance` stops it after `max_pages` pages were leased).
"""

from __future__ import annotations

from collections import Counter

from keepnet.engine_state import CrawlState
from keepnet.frontier.base import Frontier
from keepnet.models import CrawlURI
from keepnet.settings.job import JobSettings

FOCUS_CHOICE = 50


class AdmissionBudget:
    def __init__(self, job: JobSettings, frontier: Frontier, state: CrawlState) -> None:
        self.job = job
        self.frontier = frontier
        self.state = state
        self.new_batch()

    def lease_allowance(self, want: int) -> tuple[int, str | None]:
        """How many URLs to lease now, and a stop reason once the pages are spent.  A
        focused crawl queues more URLs than its budget so that its priorities choose among
        them: there `max_pages` caps the pages taken from the frontier instead."""
        job = self.job
        if job.focus is None or job.max_pages is None:
            return want, None
        left = job.max_pages - self.state.get("pages_leased")
        if left <= 0:
            return 0, f"max pages {job.max_pages} reached"
        return min(want, left), None

    def leased(self, uri: CrawlURI) -> None:
        """Count a page taken from the frontier (not a retry, not an embed)."""
        if uri.attempts == 0 and uri.hop_path[-1:] not in ("E", "X"):
            self.state.incr("pages_leased")

    def new_batch(self) -> None:
        """Forget the budget spent by the previous page's outlinks (they are queued now)."""
        self._batch: set[str] = set()  # keys of new URLs admitted from the page in hand
        self._batch_hosts: Counter[str] = Counter()
        self._batch_pages = 0

    def __call__(self, cand: CrawlURI) -> str | None:
        """A refusal reason when `cand` would exceed a budget, else None (and it is counted)."""
        job = self.job
        if job.traps.max_per_host is None and job.max_pages is None:
            return None
        if cand.key in self._batch or self.frontier.is_seen(cand.key):
            return None
        is_nav = cand.hop_path[-1] not in "EX"
        if job.traps.max_per_host is not None:
            queued = self.frontier.host_total(cand.host) + self._batch_hosts[cand.host]
            if queued >= job.traps.max_per_host:
                return f"trap: per-host budget of {job.traps.max_per_host} URLs reached"
        if is_nav and job.max_pages is not None:
            admitted = self.state.get("pages_admitted") + len(job.seeds) + self._batch_pages
            # A focused crawl chooses among more URLs than it will fetch (the engine caps the
            # pages it takes); FOCUS_CHOICE times the budget bounds the frontier.
            cap = job.max_pages * (FOCUS_CHOICE if job.focus is not None else 1)
            if admitted >= cap:
                return f"budget: max-pages {job.max_pages} reached"
        self._batch.add(cand.key)
        self._batch_hosts[cand.host] += 1
        self._batch_pages += is_nav
        return None
