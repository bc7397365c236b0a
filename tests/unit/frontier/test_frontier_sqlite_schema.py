"""The SQLite frontier's on-disk layout: indexes on the hot path, trigger-kept counters."""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from keepnet.frontier import sqlite as impl
from keepnet.frontier.sqlite_schema import DONE, LEASED, QUEUED, SCHEMA_VERSION, open_db

HOT_PATH = [
    "PROMOTE_SQL",
    "READY_HOSTS_SQL",
    "HOST_QUEUE_SQL",
    "NEXT_HOST_SQL",
    "NEXT_WAITING_SQL",
    "EXPIRED_SQL",
]


@pytest.fixture
def db(tmp_path: Path) -> Iterator[sqlite3.Connection]:
    conn = open_db(str(tmp_path / "f.db"))
    yield conn
    conn.close()


@pytest.mark.parametrize("name", HOT_PATH)
def test_hot_path_queries_use_an_index(db: sqlite3.Connection, name: str) -> None:
    """No full table scan: lease() stays fast however many URLs are done or queued."""
    sql = getattr(impl, name)
    plan = [row[3] for row in db.execute(f"EXPLAIN QUERY PLAN {sql}", (1,) * sql.count("?"))]
    assert plan
    for step in plan:
        assert re.search(
            r"USING (COVERING )?INDEX (urls|hosts)_|USING INDEX sqlite_autoindex", step
        ), f"{name}: {step}"


def test_wal_mode_and_version(db: sqlite3.Connection) -> None:
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("PRAGMA synchronous").fetchone()[0] == 1  # NORMAL
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_newer_schema_version_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "f.db"
    open_db(str(path)).close()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    with pytest.raises(RuntimeError, match="schema version"):
        open_db(str(path))


def test_triggers_keep_counters_whatever_changes_state(db: sqlite3.Connection) -> None:
    ins = "INSERT INTO urls(state, url, key, host, seed, hop_path, priority, attempts)"
    db.executemany(
        f"{ins} VALUES (?, 'u', ?, ?, 's', '', 0, 0)",
        [(QUEUED, f"k{i}", "a.test" if i < 3 else "b.test") for i in range(5)],
    )
    db.execute(f"UPDATE urls SET state = {LEASED} WHERE key IN ('k0', 'k3')")
    db.execute(f"UPDATE urls SET state = {DONE} WHERE key = 'k0'")
    db.execute(f"UPDATE urls SET state = {QUEUED} WHERE key = 'k1'")  # unchanged: no-op
    hosts = db.execute("SELECT host, queued, inflight, total FROM hosts ORDER BY host").fetchall()
    assert hosts == [("a.test", 2, 0, 3), ("b.test", 1, 1, 2)]
    tally = dict(db.execute("SELECT state, n FROM tally").fetchall())
    assert (tally[QUEUED], tally[LEASED], tally[DONE]) == (3, 1, 1)
