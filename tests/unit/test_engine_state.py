"""The engine's persistent state: counters, seed aliases, and the one-crawl-per-directory lock."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from keepnet.engine_state import CrawlLocked, EngineState


@pytest.fixture
def db(tmp_path: Path) -> Path:
    state = tmp_path / "crawl" / "state"
    state.mkdir(parents=True)
    return state / "engine.db"


@pytest.fixture
def state(db: Path) -> Iterator[EngineState]:
    st = EngineState(db)
    yield st
    st.close()


# -- counters -------------------------------------------------------------------------------


def test_unknown_counter_is_zero(state: EngineState) -> None:
    assert state.get("pages_admitted") == 0


def test_incr_adds_and_accepts_a_step(state: EngineState) -> None:
    state.incr("pages_admitted")
    state.incr("pages_admitted")
    state.incr("pages_admitted", 5)
    state.incr("other", -2)
    assert state.get("pages_admitted") == 7
    assert state.get("other") == -2


def test_counters_persist_across_reopen(db: Path) -> None:
    st = EngineState(db)
    st.incr("pages_admitted", 41)
    st.close()
    st = EngineState(db)
    try:
        st.incr("pages_admitted")
        assert st.get("pages_admitted") == 42
    finally:
        st.close()


# -- aliases --------------------------------------------------------------------------------


def test_aliases_are_unique_pairs(state: EngineState) -> None:
    assert state.aliases() == []
    state.add_alias("http://a.test/", "https://a.test/")
    state.add_alias("http://a.test/", "https://a.test/")
    state.add_alias("http://a.test/", "https://www.a.test/")
    state.add_alias("http://b.test/", "https://a.test/")
    assert sorted(state.aliases()) == [
        ("http://a.test/", "https://a.test/"),
        ("http://a.test/", "https://www.a.test/"),
        ("http://b.test/", "https://a.test/"),
    ]


def test_aliases_persist_across_reopen(db: Path) -> None:
    st = EngineState(db)
    st.add_alias("http://a.test/", "https://a.test/")
    st.close()
    st = EngineState(db)
    try:
        assert st.aliases() == [("http://a.test/", "https://a.test/")]
    finally:
        st.close()


# -- the lock -------------------------------------------------------------------------------


def test_second_opener_is_refused_with_crawl_locked(db: Path, state: EngineState) -> None:
    with pytest.raises(CrawlLocked, match=str(db.parent.parent)):
        EngineState(db)
    # the refused opener left the holder's state alone
    state.incr("n")
    assert state.get("n") == 1


def test_lock_file_names_the_holder(db: Path, state: EngineState) -> None:
    assert (db.parent / "lock").read_text() == f"{os.getpid()}\n"


def test_lock_is_released_on_close(db: Path) -> None:
    first = EngineState(db)
    first.close()
    second = EngineState(db)
    second.close()


def test_refused_opener_does_not_leak_descriptors(db: Path, state: EngineState) -> None:
    fds = set(os.listdir("/proc/self/fd"))
    for _ in range(5):
        with pytest.raises(CrawlLocked):
            EngineState(db)
    assert set(os.listdir("/proc/self/fd")) == fds


def test_crawl_locked_is_a_runtime_error() -> None:
    assert issubclass(CrawlLocked, RuntimeError)


HOLDER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from keepnet.engine_state import EngineState
    st = EngineState(Path(sys.argv[1]))
    st.incr("from_child", 3)
    print("locked", flush=True)
    time.sleep(60)
    """
)


def test_lock_of_a_sigkilled_process_is_released(db: Path) -> None:
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(db)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "locked"
        assert (db.parent / "lock").read_text() == f"{proc.pid}\n"
        with pytest.raises(CrawlLocked):
            EngineState(db)
        proc.send_signal(signal.SIGKILL)
        assert proc.wait(timeout=30) == -signal.SIGKILL
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        if proc.stdout is not None:
            proc.stdout.close()
    st = EngineState(db)  # no stale lock to clean up
    try:
        assert st.get("from_child") == 3  # and what it committed survived the kill
        assert (db.parent / "lock").read_text() == f"{os.getpid()}\n"
    finally:
        st.close()
