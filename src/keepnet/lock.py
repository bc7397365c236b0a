"""The crawl-directory lock: the first thing any process that writes a crawl directory takes.

A crawl, a resume, `keepnet qa --patch` and `keepnet index` all change files another writer
relies on (the `.open` WARC, the frontier, the index).  They take an exclusive flock on
DIR/state/lock *before touching anything else*, so a second process started by mistake on a
live directory is refused with the holder's pid and has changed nothing.  The kernel drops
the lock when its process dies, even by kill -9: a resume never cleans up a stale lock.
"""

from __future__ import annotations

import fcntl
import os
from pathlib import Path
from types import TracebackType


class CrawlLocked(RuntimeError):
    """Another keepnet process holds this crawl directory."""


class CrawlLock:
    """An exclusive, non-blocking lock on DIR/state/lock; a context manager."""

    def __init__(self, crawl_dir: Path) -> None:
        self.path = crawl_dir / "state" / "lock"
        self._fd: int | None = None

    def holder(self) -> int | None:
        """The pid written by the process holding (or last holding) the lock."""
        try:
            return int(self.path.read_text().split()[0])
        except (OSError, ValueError, IndexError):
            return None

    def acquire(self, what: str = "keepnet") -> None:
        if self._fd is not None:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            pid = self.holder()
            who = f"process {pid}" if pid is not None else "another process"
            raise CrawlLocked(
                f"{self.path.parent.parent} is in use by keepnet {who}; {what} refused "
                "(nothing was changed)"
            ) from None
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        self._fd = fd

    def release(self) -> None:
        if self._fd is None:
            return
        fcntl.flock(self._fd, fcntl.LOCK_UN)
        os.close(self._fd)
        self._fd = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def __enter__(self) -> CrawlLock:
        self.acquire()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.release()
