"""Which pages work in Chromium at once: a bounded number of slots, handed out by priority.

`browser.pages` bounds the pages that use Chromium (CPU, memory) at the same time.  The
browser tier (keepnet.browser.tier) asks for a slot twice per page: to render s0 — cheap,
and first come first served — then to explore its descendants, at a lower priority that
puts the pages offering the most interactions at s0 first, so that the longest explorations
start early instead of forming the crawl's tail (issue 17).

A page that waits for its host's politeness delay, or for the HTTP tier's fetch of one of
its resources (keepnet.browser.bridge), does nothing in Chromium: while it waits it lends
its slot to the next page (`Ticket.idle`) and takes it back when the wait ends, even if
that briefly puts one page more than the bound at work (making it queue again, at the end
of a wait it did not cause, would only lengthen it).
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

Priority = tuple[float, ...]


class PageSlots:
    """`size` slots; a waiting page with the smallest priority gets the next free one
    (equal priorities: the one that asked first)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.busy = 0
        self._queue: list[tuple[Priority, int, asyncio.Future[None]]] = []
        self._order = itertools.count()

    async def acquire(self, priority: Priority) -> None:
        if self.busy < self.size and not self._queue:
            self.busy += 1
            return
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._queue, (priority, next(self._order), fut))
        try:
            await fut
        except asyncio.CancelledError:
            if fut.done() and not fut.cancelled():
                self.release()  # handed over just as it was cancelled: passed on
            raise

    def take(self) -> None:
        """A slot taken back without waiting (the end of a lent wait)."""
        self.busy += 1

    def release(self) -> None:
        self.busy -= 1
        while self._queue and self.busy < self.size:
            _, _, fut = heapq.heappop(self._queue)
            if not fut.done():
                self.busy += 1
                fut.set_result(None)

    def ticket(self) -> Ticket:
        return Ticket(self)


class Ticket:
    """One page's use of the slots: at most one held at a time, lent while it waits."""

    def __init__(self, slots: PageSlots) -> None:
        self.slots = slots
        self.held = False
        self._idle = 0  # the page's requests waiting on politeness right now

    async def hold(self, priority: Priority) -> None:
        if not self.held:
            await self.slots.acquire(priority)
            self.held = True

    def release(self) -> None:
        if self.held:
            self.held = False
            if self._idle == 0:
                self.slots.release()

    @asynccontextmanager
    async def idle(self) -> AsyncIterator[None]:
        """The page waits for something outside Chromium: its slot is lent meanwhile."""
        self._idle += 1
        if self._idle == 1 and self.held:
            self.slots.release()
        try:
            yield
        finally:
            self._idle -= 1
            if self._idle == 0 and self.held:
                self.slots.take()
