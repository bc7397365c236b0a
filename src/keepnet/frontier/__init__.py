"""The crawl frontier: per-host queues, seen-set, priorities and leases (see base.Frontier).

`open_frontier` is how the engine gets one: it names the implementation by a location, so
the engine depends on the `Frontier` Protocol only.
"""

from __future__ import annotations

from pathlib import Path

from keepnet.frontier.base import Frontier, FrontierCounts, URLState
from keepnet.frontier.sqlite import SqliteFrontier

__all__ = ["Frontier", "FrontierCounts", "SqliteFrontier", "URLState", "open_frontier"]


def open_frontier(state_dir: Path, host_concurrency: int, location: str | None = None) -> Frontier:
    """The crawl's frontier: the embedded one in `state_dir` unless `location` names another."""
    if location is None:
        return SqliteFrontier(state_dir / "frontier.db", host_concurrency=host_concurrency)
    raise ValueError(f"unknown frontier location {location!r}")
