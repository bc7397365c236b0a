"""The engine's own small persistent state: counters and seed redirect aliases.

Kept in DIR/state/engine.db (SQLite, WAL) beside the frontier so a resumed crawl knows how
many pages it admitted and which redirect targets became seeds.  (The directory lock that
guards it is keepnet.lock, taken before anything is opened.)
"""

from __future__ import annotations

import sqlite3
from pathlib import Path


class EngineState:
    def __init__(self, path: Path) -> None:
        self._db = sqlite3.connect(path, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute("CREATE TABLE IF NOT EXISTS kv (k TEXT PRIMARY KEY, v INTEGER NOT NULL)")
        self._db.execute(
            "CREATE TABLE IF NOT EXISTS aliases (seed TEXT, url TEXT, PRIMARY KEY (seed, url))"
        )

    def get(self, key: str) -> int:
        row = self._db.execute("SELECT v FROM kv WHERE k = ?", (key,)).fetchone()
        return int(row[0]) if row else 0

    def incr(self, key: str, by: int = 1) -> None:
        self._db.execute(
            "INSERT INTO kv (k, v) VALUES (?, ?) ON CONFLICT(k) DO UPDATE SET v = v + excluded.v",
            (key, by),
        )

    def add_alias(self, seed: str, url: str) -> None:
        self._db.execute("INSERT OR IGNORE INTO aliases (seed, url) VALUES (?, ?)", (seed, url))

    def aliases(self) -> list[tuple[str, str]]:
        return [(r[0], r[1]) for r in self._db.execute("SELECT seed, url FROM aliases")]

    def close(self) -> None:
        self._db.close()
