"""The engine's persistent state: counters and seed aliases (the lock: test_lock.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from keepnet.engine_state import EngineState


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


def test_group_commit_counts_at_once_and_keeps_only_what_was_flushed(db: Path) -> None:
    st = EngineState(db, group_commit=True)
    st.incr("pages_admitted", 3)
    st.add_alias("http://a.test/", "http://www.a.test/")
    assert st.get("pages_admitted") == 3  # pending changes count at once
    st.flush()
    st.incr("pages_admitted")
    assert st.get("pages_admitted") == 4
    other = EngineState(db)  # another connection sees what was flushed, not what was not
    assert other.get("pages_admitted") == 3
    assert other.aliases() == [("http://a.test/", "http://www.a.test/")]
    other.close()
    st.close()  # flushes
    again = EngineState(db)
    assert again.get("pages_admitted") == 4
    again.close()
