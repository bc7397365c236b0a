"""The crawls under the cockpit's data directory, as their files describe them.

A crawl directory is any direct child of DATA holding `state/job.json` (or, just started,
`job.yaml` written by the cockpit).  Its state: *running* while the process holding its
lock (keepnet.lock) is alive, else *finished*, *stopped* or *failed* from the reason
stats.json records; a crawl started by the cockpit that has not taken its lock yet is
*starting*.  Nothing here writes.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from keepnet.layout import CrawlDir
from keepnet.lock import CrawlLock
from keepnet.pages import read_pages


@dataclass(frozen=True)
class CrawlSummary:
    name: str
    path: Path
    state: str
    pages: int
    fetched: int
    bytes: int
    rate: float
    started: float | None
    ended: float | None
    disk_bytes: int
    seeds: tuple[str, ...]
    stop_reason: str | None


def read_json(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def running_pid(root: Path) -> int | None:
    """The pid of the live process holding the crawl's lock, if any."""
    pid = CrawlLock(root).holder()
    if pid is None:
        return None
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return None
    except PermissionError:
        return pid
    # The pid in the lock file outlives its process; a live one holds the lock only if
    # the lock file is locked: a zombie or a reused pid does not count.
    status = Path(f"/proc/{pid}/status")
    if status.exists() and "\nState:\tZ" in status.read_text(errors="replace"):
        return None
    return pid


def ended_state(reason: str) -> str:
    """stopped (by a person: a signal, the API) or finished (frontier empty, a limit)."""
    return "stopped" if reason.startswith(("stopped", "interrupted", "signal")) else "finished"


def disk_usage(root: Path) -> int:
    total = 0
    for dirpath, _, files in os.walk(root):
        for f in files:
            with contextlib.suppress(OSError):  # a file gone meanwhile
                total += os.lstat(os.path.join(dirpath, f)).st_size
    return total


def summarize(root: Path, starting: bool = False) -> CrawlSummary:
    cd = CrawlDir(root)
    stats = read_json(cd.stats)
    job = read_json(cd.state / "job.json")
    run = stats.get("this_run") or {}
    reason = stats.get("stop_reason")
    if running_pid(root) is not None:
        state = "running"
    elif starting:
        state = "starting"
    elif reason is None:
        state = "failed" if job else "new"
    else:
        state = ended_state(str(reason))
    started = run.get("started")
    ended = None
    if state in ("finished", "stopped", "failed") and cd.stats.exists():
        ended = cd.stats.stat().st_mtime
    seeds = tuple(str(s.get("url") if isinstance(s, dict) else s) for s in (job.get("seeds") or ()))
    return CrawlSummary(
        name=root.name,
        path=root,
        state=state,
        pages=int(stats.get("pages") or 0),
        fetched=int(stats.get("fetched") or 0),
        bytes=int(stats.get("bytes_downloaded") or 0),
        rate=float(run.get("fetches_per_second") or 0.0),
        started=float(started) if started else None,
        ended=ended,
        disk_bytes=disk_usage(root),
        seeds=seeds,
        stop_reason=str(reason) if reason is not None else None,
    )


def list_crawls(data: Path, starting: set[str] | None = None) -> list[CrawlSummary]:
    """Every crawl directory under data, the most recent first."""
    starting = starting or set()
    out = []
    if data.is_dir():
        for child in data.iterdir():
            if (
                child.is_dir()
                and not child.is_symlink()
                and ((child / "state" / "job.json").exists() or (child / "job.yaml").exists())
            ):
                out.append(summarize(child, child.name in starting))
    return sorted(out, key=lambda c: (c.started or 0.0, c.name), reverse=True)


def pages(root: Path, query: str = "", limit: int = 500) -> list[dict[str, object]]:
    """The crawl's pages whose URL or title contains query (case-insensitive)."""
    q = query.lower().strip()
    out = []
    for p in read_pages(CrawlDir(root).pages):
        if (
            q
            and q not in str(p.get("url", "")).lower()
            and q not in str(p.get("title") or "").lower()
        ):
            continue
        out.append(p)
        if len(out) >= limit:
            break
    return out


def log_tail(path: Path, lines: int = 40, max_bytes: int = 64 << 10) -> list[str]:
    """The last lines of a log file (read from its end, bounded)."""
    try:
        with path.open("rb") as fh:
            fh.seek(0, os.SEEK_END)
            size = fh.tell()
            fh.seek(max(0, size - max_bytes))
            data = fh.read().decode("utf-8", "replace")
    except OSError:
        return []
    rows = data.splitlines()
    if size > max_bytes and rows:
        rows = rows[1:]  # the first may be cut
    return rows[-lines:]
