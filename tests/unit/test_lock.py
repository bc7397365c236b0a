"""The crawl-directory lock: one writer per directory, refused cleanly, released by the kernel."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from keepnet.lock import CrawlLock, CrawlLocked


@pytest.fixture
def crawl(tmp_path: Path) -> Path:
    return tmp_path / "crawl"


@pytest.fixture
def held(crawl: Path) -> Iterator[CrawlLock]:
    lock = CrawlLock(crawl)
    lock.acquire()
    yield lock
    lock.release()


def test_second_locker_is_refused_naming_dir_and_pid(crawl: Path, held: CrawlLock) -> None:
    with pytest.raises(CrawlLocked, match=str(crawl)) as err:
        CrawlLock(crawl).acquire("resume")
    assert f"process {os.getpid()}" in str(err.value)
    assert "resume refused" in str(err.value)
    assert held.held


def test_lock_file_names_the_holder(crawl: Path, held: CrawlLock) -> None:
    assert (crawl / "state" / "lock").read_text() == f"{os.getpid()}\n"
    assert held.holder() == os.getpid()


def test_lock_is_released_on_release_and_context_exit(crawl: Path) -> None:
    first = CrawlLock(crawl)
    first.acquire()
    first.release()
    with CrawlLock(crawl) as second:
        assert second.held
    assert not second.held
    CrawlLock(crawl).acquire()  # free again (released at garbage collection / exit)


def test_refused_locker_does_not_leak_descriptors(crawl: Path, held: CrawlLock) -> None:
    fds = set(os.listdir("/proc/self/fd"))
    for _ in range(5):
        with pytest.raises(CrawlLocked):
            CrawlLock(crawl).acquire()
    assert set(os.listdir("/proc/self/fd")) == fds


def test_crawl_locked_is_a_runtime_error() -> None:
    assert issubclass(CrawlLocked, RuntimeError)


HOLDER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from keepnet.lock import CrawlLock
    CrawlLock(Path(sys.argv[1])).acquire()
    print("locked", flush=True)
    time.sleep(60)
    """
)


def test_lock_of_a_sigkilled_process_is_released(crawl: Path) -> None:
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(crawl)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "locked"
        assert CrawlLock(crawl).holder() == proc.pid
        with pytest.raises(CrawlLocked, match=f"process {proc.pid}"):
            CrawlLock(crawl).acquire()
        proc.send_signal(signal.SIGKILL)
        assert proc.wait(timeout=30) == -signal.SIGKILL
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        if proc.stdout is not None:
            proc.stdout.close()
    lock = CrawlLock(crawl)
    lock.acquire()  # no stale lock to clean up
    try:
        assert lock.holder() == os.getpid()
    finally:
        lock.release()
