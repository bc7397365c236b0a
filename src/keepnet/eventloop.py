"""The event loop a crawl runs on: uvloop where it is installed and supported, asyncio's own
otherwise or when asked (`event_loop: asyncio` in the job, `keepnet crawl --event-loop asyncio`).

A crawl of one fast host spends a fixed share of its event-loop thread in the loop itself
(selector, callbacks, transports: bench/README.md, branch t14h); uvloop does that work in C.
Everything the crawl uses of the loop is the public asyncio API (streams, `add_reader`,
signal handlers, subprocesses for Playwright's driver, `getaddrinfo`), which uvloop provides.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable, Coroutine
from typing import Any, Literal, TypeVar

T = TypeVar("T")

#: `auto`: uvloop when importable on a platform it supports; `asyncio`: the standard loop.
EventLoopChoice = Literal["auto", "asyncio"]


def loop_factory(choice: str = "auto") -> Callable[[], asyncio.AbstractEventLoop] | None:
    """What makes the crawl's loop; None: asyncio's default (what `asyncio.run` makes)."""
    if choice == "asyncio" or sys.platform == "win32":  # uvloop has no Windows build
        return None
    try:
        import uvloop
    except ImportError:
        return None
    return uvloop.new_event_loop


def run(main: Coroutine[Any, Any, T], choice: str = "auto") -> T:
    """`asyncio.run(main)` on the loop `choice` names (see `loop_factory`)."""
    with asyncio.Runner(loop_factory=loop_factory(choice)) as runner:
        return runner.run(main)
