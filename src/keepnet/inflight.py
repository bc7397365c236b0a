"""The crawl loop's tasks in flight, and the wait until one of them is done.

The engine waited with `asyncio.wait(tasks, return_when=FIRST_COMPLETED)` once per URL,
which copies the set, adds a done-callback to every task and removes them all again at
each call (~4 us of the event loop's thread a URL with 4 tasks: bench/README.md, branch
t14p).  Here each task gets one callback for its life, which wakes the waiting loop; what a
wait returns is what asyncio.wait returned: every task done by the time the loop resumes.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any


def _release(wake: asyncio.Future[None]) -> None:
    if not wake.done():
        wake.set_result(None)


class InFlight:
    """Tasks started and not yet returned by `wait`."""

    __slots__ = ("_tasks", "_wake")

    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[None]] = set()
        self._wake: asyncio.Future[None] | None = None

    def __len__(self) -> int:
        return len(self._tasks)

    def start(self, coro: Coroutine[Any, Any, None]) -> None:
        task = asyncio.create_task(coro)
        task.add_done_callback(self._done)
        self._tasks.add(task)

    def _done(self, _task: asyncio.Task[None]) -> None:
        if self._wake is not None:
            _release(self._wake)

    async def wait(self, timeout: float) -> list[asyncio.Task[None]]:
        """The tasks done once one is, or after `timeout` seconds (then maybe none), as
        `asyncio.wait(..., return_when=FIRST_COMPLETED)` gives them; they leave the set."""
        if not any(task.done() for task in self._tasks):
            loop = asyncio.get_running_loop()
            wake = self._wake = loop.create_future()
            timer = loop.call_later(timeout, _release, wake)
            try:
                await wake
            finally:
                timer.cancel()
                self._wake = None
        done = [task for task in self._tasks if task.done()]
        self._tasks.difference_update(done)
        return done
