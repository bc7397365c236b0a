"""Crawl events: components announce what they did; displays, stats and logs listen.

No component calls the user interface: the engine emits events, and the progress display,
statistics and (later) the cockpit subscribe.  Listeners are plain synchronous callables and
must be fast; an exception in one listener is reported, never propagated into the crawl.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Event:
    """kind: "fetched", "failed", "refused", "retry", "revisit", "page", "warc", "done"."""

    kind: str
    url: str = ""
    data: dict[str, Any] = field(default_factory=dict)


Listener = Callable[[Event], None]


class EventBus:
    def __init__(self) -> None:
        self._listeners: list[Listener] = []

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def emit(self, kind: str, url: str = "", **data: Any) -> None:
        event = Event(kind, url, data)
        for listener in self._listeners:
            try:
                listener(event)
            except Exception:  # a broken display must not stop a crawl
                log.exception("event listener failed on %s", kind)
