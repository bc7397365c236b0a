"""The crawl frontier: per-host queues, seen-set, priorities and leases (see base.Frontier).

`open_frontier` is how the engine gets one: it names the implementation by a location, so
the engine depends on the `Frontier` Protocol only.
"""

from __future__ import annotations

from pathlib import Path

from keepnet.frontier.base import Frontier, FrontierCounts, URLState
from keepnet.frontier.sqlite import SqliteFrontier

__all__ = ["Frontier", "FrontierCounts", "SqliteFrontier", "URLState", "open_frontier"]


def open_frontier(
    state_dir: Path,
    host_concurrency: int,
    location: str | None = None,
    *,
    crawl_id: str = "crawl",
    lease_seconds: float = 300.0,
    member: str | None = None,
    host_order: str = "ready",
    balance: int | None = None,
    group_commit: bool = False,
) -> Frontier:
    """The crawl's frontier: the embedded one in `state_dir` unless `location` names a
    shared one (redis://HOST:PORT/DB, with the crawl's id on that server).  `group_commit`:
    the embedded one commits on `flush()` (SqliteFrontier's module doc)."""
    if location is None:
        return SqliteFrontier(
            state_dir / "frontier.db",
            host_concurrency=host_concurrency,
            lease_seconds=lease_seconds,
            host_order=host_order,
            balance=balance,
            group_commit=group_commit,
        )
    from keepnet.frontier.redis import RedisFrontier, connect  # only distributed crawls need it

    return RedisFrontier(
        connect(location),
        crawl_id,
        host_concurrency=host_concurrency,
        lease_seconds=lease_seconds,
        member=member,
    )
