"""When each host was last asked, and how long it is owed before the next request.

One clock per crawl, shared by the loop, the robots.txt prerequisites and the browser
tier's own requests (through the engine's `polite_wait` / `note_request`), so that every
request to a host counts towards its politeness delay, whoever made it.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from keepnet.fetch.politeness import next_delay


class HostClock:
    """The end time of each host's last request, and its delay (keepnet.fetch.politeness)."""

    def __init__(self, delay: float, cap: float, crawl_delay: Callable[[str], float | None]):
        self._delay, self._cap, self._crawl_delay = delay, cap, crawl_delay
        self._last: dict[str, float] = {}

    def delay(self, host: str) -> float:
        """Seconds owed to `host` after each request: the job's delay or its robots.txt
        Crawl-delay, capped."""
        return next_delay(self._delay, self._crawl_delay(host), self._cap)

    def wait(self, host: str) -> float:
        """Seconds before `host` may be asked again (negative: it may be asked now)."""
        return self._last.get(host, 0.0) + self.delay(host) - time.time()

    def note(self, host: str, at: float | None = None) -> float:
        """A request to `host` ended (now, or at `at`); the time noted is returned."""
        when = time.time() if at is None else at
        self._last[host] = when
        return when
