"""What the live monitor shows of one crawl: a snapshot now, and its history since watched.

A snapshot comes from the crawl's control API while it runs (state, counters, per-host
table) and from its files otherwise (stats.json); the log tail and refusals are read from
its logs either way.  Each crawl being watched keeps a history of points (time, fetched,
pages, bytes, queued, done, harvest ratio) for the charts; the ETA is the queue divided by
the fetch rate of the last minute.
"""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from keepnet.cockpit.catalog import ended_state, log_tail, read_json
from keepnet.cockpit.control import ControlError, CrawlClient
from keepnet.layout import CrawlDir

MAX_POINTS = 3600
RATE_WINDOW = 60.0
MIN_INTERVAL = 0.9


@dataclass
class History:
    points: deque[dict[str, Any]] = field(default_factory=lambda: deque(maxlen=MAX_POINTS))

    def add(self, point: dict[str, Any]) -> bool:
        """Append point unless the last one is too recent; whether it was added."""
        if self.points and point["t"] - self.points[-1]["t"] < MIN_INTERVAL:
            return False
        self.points.append(point)
        return True

    def rate(self, key: str) -> float:
        """Per second over the last RATE_WINDOW seconds (0 with fewer than two points)."""
        if len(self.points) < 2:
            return 0.0
        last = self.points[-1]
        first = next((p for p in self.points if last["t"] - p["t"] <= RATE_WINDOW), self.points[0])
        dt = last["t"] - first["t"]
        return (last[key] - first[key]) / dt if dt > 0 else 0.0


def _error_line(line: str) -> bool:
    """A crawl.log line whose status is an error: negative codes, 4xx and 5xx."""
    parts = line.split(None, 3)
    if len(parts) < 2:
        return False
    code = parts[1].lstrip("-")
    return parts[1].startswith("-") or (code.isdigit() and int(code) >= 400)


def snapshot(root: Path, client: CrawlClient | None) -> dict[str, Any]:
    """Everything the monitor shows of the crawl in root, now."""
    cd = CrawlDir(root)
    state: dict[str, Any] = {}
    hosts: list[dict[str, Any]] = []
    api_error = None
    if client is not None:
        try:
            state = client.state()
            hosts = client.hosts().get("hosts", [])
        except ControlError as exc:
            api_error = str(exc)
    stats = state.get("stats") or read_json(cd.stats)
    frontier = stats.get("frontier") or {}
    focus = stats.get("focus") or {}
    tail = log_tail(cd.crawl_log, 30)
    return {
        "t": time.time(),
        "state": state.get("state")
        or (ended_state(str(stats["stop_reason"])) if stats.get("stop_reason") else "idle"),
        "stop_reason": state.get("stop_reason") or stats.get("stop_reason"),
        "live": bool(state),
        "api_error": api_error,
        "fetched": int(stats.get("fetched") or 0),
        "failed": int(stats.get("failed") or 0),
        "pages": int(stats.get("pages") or 0),
        "bytes": int(stats.get("bytes_downloaded") or 0),
        "refused": int(stats.get("refused") or 0),
        "queued": int(frontier.get("queued") or 0),
        "done": int(frontier.get("done") or 0),
        "status": stats.get("status") or {},
        "mime": stats.get("mime") or {},
        "refusals": stats.get("refusals") or {},
        "harvest": focus.get("harvest_ratio"),
        "browser": stats.get("browser") or {},
        "apps": (stats.get("apps") or {}).get("hosts") or {},
        "objects": (stats.get("apps") or {}).get("objects") or {},
        "exclusions": state.get("exclusions") or {},
        "hosts": hosts,
        "log": [{"line": ln, "error": _error_line(ln)} for ln in tail],
        "refused_tail": log_tail(cd.refused_log, 10),
    }


class Monitor:
    """Histories of the crawls being watched, and the snapshot with its chart point."""

    def __init__(self) -> None:
        self.histories: dict[Path, History] = {}

    def sample(self, root: Path, client: CrawlClient | None) -> dict[str, Any]:
        snap = snapshot(root, client)
        history = self.histories.setdefault(root, History())
        point = {
            k: snap[k] for k in ("t", "fetched", "pages", "bytes", "queued", "done", "harvest")
        }
        history.add(point)
        rate = history.rate("fetched")
        snap["pages_per_s"] = round(history.rate("pages"), 2)
        snap["fetches_per_s"] = round(rate, 2)
        snap["bytes_per_s"] = round(history.rate("bytes"), 1)
        snap["eta"] = round(snap["queued"] / rate) if rate > 0 and snap["queued"] else None
        snap["history"] = list(history.points)
        return snap
