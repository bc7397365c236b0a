"""The engine's own small persistent state: counters, seed redirect aliases, the run lock.

Kept in DIR/state/engine.db (SQLite, WAL) beside the frontier so a resumed crawl knows how
many pages it admitted and which redirect targets became seeds.  The lock (an flock on
DIR/state/lock) stops two crawls writing one directory; the kernel drops it when the
process dies, even by kill -9, so a resume never has to clean up a stale lock.
"""

from __future__ import annotations

import fcntl
import os
import sqlite3
from pathlib import Path


class CrawlLocked(RuntimeError):
    """Another keepnet process is crawling into this directory."""


class EngineState:
    def __init__(self, path: Path) -> None:
        self._lock_fd = os.open(path.parent / "lock", os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(self._lock_fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(self._lock_fd)
            raise CrawlLocked(f"another keepnet crawl is running in {path.parent.parent}") from None
        try:
            os.ftruncate(self._lock_fd, 0)
            os.write(self._lock_fd, f"{os.getpid()}\n".encode())
            self._db = sqlite3.connect(path, isolation_level=None)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute("CREATE TABLE IF NOT EXISTS kv (k TEXT PRIMARY KEY, v INTEGER NOT NULL)")
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS aliases (seed TEXT, url TEXT, PRIMARY KEY (seed, url))"
            )
        except BaseException:
            fcntl.flock(self._lock_fd, fcntl.LOCK_UN)  # a failed open must not keep the lock
            os.close(self._lock_fd)
            raise

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
        fcntl.flock(self._lock_fd, fcntl.LOCK_UN)
        os.close(self._lock_fd)
