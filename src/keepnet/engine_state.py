"""The engine's own small persistent state: counters and seed redirect aliases.

Kept in DIR/state/engine.db (SQLite, WAL) beside the frontier so a resumed crawl knows how
many pages it admitted and which redirect targets became seeds.  (The directory lock that
guards it is keepnet.lock, taken before anything is opened.)
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections import Counter
from pathlib import Path
from typing import Any, Protocol


class CrawlState(Protocol):
    """Counters and seed aliases of a crawl (embedded: EngineState; shared: RedisEngineState)."""

    def get(self, key: str) -> int: ...

    def incr(self, key: str, by: int = 1) -> None: ...

    def add_alias(self, seed: str, url: str) -> None: ...

    def aliases(self) -> list[tuple[str, str]]: ...

    def flush(self) -> None:
        """Commit the changes grouped since the last flush (a no-op where each commits)."""
        ...

    def close(self) -> None: ...


def open_engine_state(
    state_dir: Path,
    location: str | None = None,
    crawl_id: str = "crawl",
    *,
    group_commit: bool = False,
) -> CrawlState:
    """DIR/state/engine.db, or the crawl's shared state at `location` (redis://...): the
    pages-admitted counter must be one for all workers, or max-pages would multiply.
    `group_commit`: the embedded state's changes wait for `flush()`."""
    if location is None:
        return EngineState(state_dir / "engine.db", group_commit=group_commit)
    from keepnet.frontier.redis import connect, crawl_prefix

    return RedisEngineState(connect(location), crawl_prefix(crawl_id))


class RedisEngineState:
    """The same counters and aliases in Redis, under a crawl's prefix."""

    def __init__(self, client: Any, prefix: str) -> None:
        self.r = client
        self.counters = prefix + "counters"
        self.alias_key = prefix + "aliases"

    def get(self, key: str) -> int:
        return int(self.r.hget(self.counters, key) or 0)

    def incr(self, key: str, by: int = 1) -> None:
        self.r.hincrby(self.counters, key, by)

    def add_alias(self, seed: str, url: str) -> None:
        self.r.sadd(self.alias_key, json.dumps([seed, url]))

    def aliases(self) -> list[tuple[str, str]]:
        return [(str(a), str(b)) for a, b in map(json.loads, self.r.smembers(self.alias_key))]

    def flush(self) -> None:
        """Nothing to do: each change is applied when it returns."""

    def close(self) -> None:
        self.r.close()


class EngineState:
    def __init__(self, path: Path, *, group_commit: bool = False) -> None:
        # Group commit: counter changes add up in memory and `flush()` writes them, and
        # aliases, in one transaction, as the crawl commits its frontier (a statement and a
        # commit per counter change, two a page, cost more than the change); a kill loses
        # the changes since the last flush.
        self._db = sqlite3.connect(path, isolation_level="DEFERRED" if group_commit else None)
        self._group = group_commit
        self._pending: Counter[str] = Counter()
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute("CREATE TABLE IF NOT EXISTS kv (k TEXT PRIMARY KEY, v INTEGER NOT NULL)")
        self._db.execute(
            "CREATE TABLE IF NOT EXISTS aliases (seed TEXT, url TEXT, PRIMARY KEY (seed, url))"
        )

    def get(self, key: str) -> int:
        row = self._db.execute("SELECT v FROM kv WHERE k = ?", (key,)).fetchone()
        return (int(row[0]) if row else 0) + self._pending[key]

    def incr(self, key: str, by: int = 1) -> None:
        if self._group:
            self._pending[key] += by
            return
        self._add(key, by)

    def _add(self, key: str, by: int) -> None:
        self._db.execute(
            "INSERT INTO kv (k, v) VALUES (?, ?) ON CONFLICT(k) DO UPDATE SET v = v + excluded.v",
            (key, by),
        )

    def add_alias(self, seed: str, url: str) -> None:
        self._db.execute("INSERT OR IGNORE INTO aliases (seed, url) VALUES (?, ?)", (seed, url))

    def aliases(self) -> list[tuple[str, str]]:
        return [(r[0], r[1]) for r in self._db.execute("SELECT seed, url FROM aliases")]

    def flush(self) -> None:
        pending, self._pending = self._pending, Counter()
        for key, by in pending.items():
            self._add(key, by)
        self._db.commit()  # nothing to do in autocommit mode

    def close(self) -> None:
        with contextlib.suppress(sqlite3.ProgrammingError):  # closed already
            self.flush()
        self._db.close()
