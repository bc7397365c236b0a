"""The SQLite frontier's on-disk layout: indexes on the hot path, counters that match the
rows, the migration from schema 1."""

from __future__ import annotations

import contextlib
import random
import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from keepnet.frontier import FrontierCounts, SqliteFrontier
from keepnet.frontier import sqlite as impl
from keepnet.frontier.sqlite_schema import (
    DONE,
    FAILED,
    LEASED,
    QUEUED,
    SCHEMA_VERSION,
    WAITING,
    open_db,
)
from keepnet.models import CrawlURI

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


# Schema 1's DDL for what schema 2 dropped: the counters' triggers.
_V1_TRIGGERS = """
CREATE TRIGGER urls_added AFTER INSERT ON urls BEGIN
    INSERT INTO hosts(host, total, queued, inflight)
    VALUES (new.host, 1, new.state = 0, new.state = 1)
    ON CONFLICT(host) DO UPDATE SET total = total + 1,
                                    queued = queued + (new.state = 0),
                                    inflight = inflight + (new.state = 1);
    UPDATE tally SET n = n + 1 WHERE state = new.state;
END;
CREATE TRIGGER urls_moved AFTER UPDATE OF state ON urls
WHEN old.state <> new.state BEGIN
    UPDATE hosts SET queued = queued + (new.state = 0) - (old.state = 0),
                     inflight = inflight + (new.state = 1) - (old.state = 1)
     WHERE host = new.host;
    UPDATE tally SET n = n - 1 WHERE state = old.state;
    UPDATE tally SET n = n + 1 WHERE state = new.state;
END;
"""


def _stored(path: Path) -> tuple[list[tuple[str, int, int, int]], dict[int, int]]:
    """The committed counters, read by another connection."""
    conn = sqlite3.connect(path)
    hosts = conn.execute(
        "SELECT host, queued, inflight, total FROM hosts WHERE total > 0 ORDER BY host"
    ).fetchall()
    tally = {s: n for s, n in conn.execute("SELECT state, n FROM tally") if n}
    conn.close()
    return hosts, tally


def _recounted(path: Path) -> tuple[list[tuple[str, int, int, int]], dict[int, int]]:
    """The same counters counted again from the committed rows."""
    conn = sqlite3.connect(path)
    hosts = conn.execute(
        f"SELECT host, SUM(state = {QUEUED}), SUM(state = {LEASED}), COUNT(*) FROM urls"
        " GROUP BY host ORDER BY host"
    ).fetchall()
    tally = dict(conn.execute("SELECT state, COUNT(*) FROM urls GROUP BY state").fetchall())
    conn.close()
    return hosts, tally


def test_schema_1_file_is_migrated_with_its_counters(tmp_path: Path) -> None:
    """A crawl directory made by a keepnet of schema 1 resumes: the triggers go, the
    counters they kept stay, and the frontier keeps them from there."""
    path = tmp_path / "f.db"
    open_db(str(path)).close()
    conn = sqlite3.connect(path, isolation_level=None)
    conn.executescript(_V1_TRIGGERS + "PRAGMA user_version = 1;")
    ins = "INSERT INTO urls(state, url, key, host, seed, hop_path, priority, attempts)"
    conn.executemany(
        f"{ins} VALUES (?, 'http://a.test/', ?, ?, 's', '', 0, 0)",
        [(QUEUED, f"k{i}", "a.test" if i < 3 else "b.test") for i in range(5)],
    )
    conn.execute(f"UPDATE urls SET state = {LEASED} WHERE key IN ('k0', 'k3')")
    conn.execute(f"UPDATE urls SET state = {DONE} WHERE key = 'k0'")
    conn.close()
    before = _stored(path)
    assert before == _recounted(path)

    f = SqliteFrontier(path)
    names = {r[0] for r in f.db.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")}
    assert names == set()
    assert f.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert f.counts() == FrontierCounts(queued=3, leased=1, done=1, failed=0, seen=5)
    assert f.recover() == 1
    assert [u.key for u in f.lease(5, 0.0)] == ["k1", "k3"]  # one a host, first seen first
    f.close()
    assert _stored(path) == _recounted(path)


@pytest.mark.parametrize("group", [False, True])
@pytest.mark.parametrize("seed", range(6))
def test_counters_match_the_rows_after_any_operations(
    tmp_path: Path, group: bool, seed: int
) -> None:
    """Whatever the operations (failed ones included), the frontier's counters are the
    rows counted again: as it reports them at once, and as committed after a flush."""
    rng = random.Random(seed)
    path = tmp_path / "f.db"
    f = SqliteFrontier(path, host_concurrency=2, group_commit=group)
    hosts = [f"h{i}.test" for i in range(4)]
    leased: list[CrawlURI] = []
    n = 0
    for step in range(400):
        op = rng.random()
        now = float(step)
        if op < 0.3:
            batch = []
            for _ in range(rng.randint(0, 4)):
                n += 1
                k = rng.randint(0, n)  # some keys again
                host = rng.choice(hosts)
                batch.append(CrawlURI(url=f"http://{host}/{k}", key=f"k{k}", host=host, seed="s"))
            if rng.random() < 0.1:  # an operation that fails half-way: undone whole
                bad = CrawlURI(url="u", key="bad", host="h0.test", seed="s")
                object.__setattr__(bad, "priority", object())
                with pytest.raises(sqlite3.Error):
                    f.add([*batch, bad])
            else:
                f.add(batch)
        elif op < 0.55:
            if rng.random() < 0.15:  # a lease whose UPDATE fails: it leases nothing
                f.db.execute(_REFUSE_LEASE)
                with contextlib.suppress(sqlite3.IntegrityError):
                    assert f.lease(rng.randint(1, 3), now) == []  # (nothing was ready)
                f.db.execute("DROP TRIGGER refuse_lease")
            else:
                leased += f.lease(rng.randint(1, 3), now)
        elif op < 0.85 and leased:
            u = leased.pop(rng.randrange(len(leased)))
            rng.choice([f.complete, f.reschedule, f.fail])(u, now + rng.random() * 3)
        elif op < 0.9:
            f.recover(now - 200 if rng.random() < 0.5 else None)
        elif op < 0.95:
            f.defer_host(rng.choice(hosts), now + 1)
        elif op < 0.97:
            with pytest.raises(KeyError):
                f.complete(CrawlURI(url="u", key="never", host="h0.test", seed="s"), now)
        else:
            f.flush()
            assert _stored(path) == _recounted(path)
        rows_hosts, rows_tally = _recounted_in(f)
        c = f.counts()
        assert (c.queued, c.leased, c.done, c.failed, c.seen) == (
            rows_tally.get(QUEUED, 0) + rows_tally.get(WAITING, 0),
            rows_tally.get(LEASED, 0),
            rows_tally.get(DONE, 0),
            rows_tally.get(FAILED, 0),
            sum(rows_tally.values()),
        )
        for host, _queued, _inflight, total in rows_hosts:
            assert f.host_total(host) == total
        if step % 7 == 0:
            got = {(h.host, h.queued, h.leased, h.total) for h in f.hosts(10) if h.total}
            assert got == set(rows_hosts)
    f.close()
    assert _stored(path) == _recounted(path)


# Makes a lease's UPDATE fail (an operation that fails after its first write).
_REFUSE_LEASE = (
    "CREATE TEMP TRIGGER refuse_lease BEFORE UPDATE OF state ON main.urls"
    f" WHEN new.state = {LEASED} BEGIN SELECT RAISE(ABORT, 'refused'); END"
)


def _recounted_in(f: SqliteFrontier) -> tuple[list[tuple[str, int, int, int]], dict[int, int]]:
    """The rows counted through the frontier's own connection (its uncommitted rows too).
    A completion due (group commit: its row's UPDATE waits for the flush) is counted done;
    its row must still be the leased one."""
    due = {seq for (seq,) in f._done_due}
    per_host: dict[str, list[int]] = {}
    tally: dict[int, int] = {}
    for host, state, seq in f.db.execute("SELECT host, state, seq FROM urls"):
        if seq in due:
            assert state == LEASED
            state = DONE
        c = per_host.setdefault(host, [0, 0, 0])
        c[0] += state == QUEUED
        c[1] += state == LEASED
        c[2] += 1
        tally[state] = tally.get(state, 0) + 1
    hosts = [(h, *c) for h, c in sorted(per_host.items())]
    return hosts, tally
