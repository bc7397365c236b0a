"""When each host was last asked, and how long it is owed before the next request.

One clock per crawl, shared by the loop, the robots.txt prerequisites and the browser
tier's own requests (through the engine's `polite_wait` / `note_request`), so that every
request to a host counts towards its politeness delay, whoever made it.  What is owed
depends on what comes next: a URL of the crawl (a page, an embed the HTTP tier fetches,
robots.txt) is owed the host's delay; a resource that a page in the browser asks for
itself is owed the shorter resource delay (keepnet.fetch.politeness.resource_delay).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from keepnet.fetch.politeness import next_delay, resource_delay


class HostClock:
    """The end time of each host's last request, and its delays (keepnet.fetch.politeness)."""

    def __init__(
        self,
        delay: float,
        cap: float,
        crawl_delay: Callable[[str], float | None],
        resource: float | None = None,
    ):
        self._delay, self._cap, self._crawl_delay = delay, cap, crawl_delay
        self._resource = resource  # None: the default share of `delay`
        self._last: dict[str, float] = {}

    def delay(self, host: str) -> float:
        """Seconds owed to `host` after each request: the job's delay or its robots.txt
        Crawl-delay, capped."""
        return next_delay(self._delay, self._crawl_delay(host), self._cap)

    def resource_delay(self, host: str) -> float:
        """Seconds owed to `host` after each request before a page in the browser may ask
        it for a resource: the resource delay, at most `delay`, at least Crawl-delay."""
        return resource_delay(self._delay, self._resource, self._crawl_delay(host), self._cap)

    def wait(self, host: str, resource: bool = False) -> float:
        """Seconds before `host` may be asked again (negative: it may be asked now);
        `resource`: by a page in the browser, for a resource of its own."""
        owed = self.resource_delay(host) if resource else self.delay(host)
        return self._last.get(host, 0.0) + owed - time.time()

    def note(self, host: str, at: float | None = None) -> float:
        """A request to `host` ended (now, or at `at`); the time noted is returned."""
        when = time.time() if at is None else at
        self._last[host] = when
        return when
