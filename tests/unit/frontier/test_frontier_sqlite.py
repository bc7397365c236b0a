"""SqliteFrontier: the Frontier contract, plus persistence, kill -9 safety and scale."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from contract.frontier_contract import FrontierContract, MakeFrontier, keys, uri
from keepnet.frontier import Frontier, FrontierCounts, SqliteFrontier
from keepnet.models import CrawlURI

WORKER = Path(__file__).with_name("frontier_crash_worker.py")
SRC = Path(__file__).resolve().parents[3] / "src"


class TestSqliteFrontierContract(FrontierContract):
    @pytest.fixture
    def make_frontier(self, tmp_path: Path) -> Iterator[MakeFrontier]:
        made: list[SqliteFrontier] = []

        def make(**kwargs: float) -> Frontier:
            f = SqliteFrontier(tmp_path / f"frontier{len(made)}.db", **kwargs)  # type: ignore[arg-type]
            made.append(f)
            return f

        yield make
        for f in made:
            f.close()


class TestSqliteFrontierGroupCommitContract(FrontierContract):
    """The same contract with group commit (the crawl's mode), where the counters wait in
    memory between queries and flushes."""

    @pytest.fixture
    def make_frontier(self, tmp_path: Path) -> Iterator[MakeFrontier]:
        made: list[SqliteFrontier] = []

        def make(**kwargs: float) -> Frontier:
            f = SqliteFrontier(tmp_path / f"frontier{len(made)}.db", group_commit=True, **kwargs)  # type: ignore[arg-type]
            made.append(f)
            return f

        yield make
        for f in made:
            f.close()


# -- persistence --------------------------------------------------------------------------


def test_reopen_keeps_everything(tmp_path: Path) -> None:
    db = tmp_path / "state" / "frontier.db"  # parent directory created on demand
    f = SqliteFrontier(db, host_concurrency=2, lease_seconds=10.0)
    f.add([uri(1), uri(2, priority=3.0), uri(3), uri(4, host="b.test")])
    leased = f.lease(10, 0.0)
    assert keys(leased) == ["k2", "k4", "k1"]
    f.complete(leased[1], host_ready_at=50.0)
    f.reschedule(leased[2], at=20.0)
    f.defer_host("c.test", 99.0)
    before = f.counts()
    f.close()

    g = SqliteFrontier(db, host_concurrency=2, lease_seconds=10.0)
    assert g.counts() == before == FrontierCounts(queued=2, leased=1, done=1, failed=0, seen=4)
    assert g.is_seen("k4") and g.add([uri(4, host="b.test")]) == []
    assert g.host_total("a.test") == 3
    assert g.next_ready_at() == 0.0  # k3 is queued on a.test, which has a free slot
    assert keys(g.lease(10, 0.0)) == ["k3"]  # k1 waits for its retry time
    assert g.recover(now=9.0) == 0 and g.recover(now=10.0) == 2  # k2 and k3
    assert keys(g.lease(10, 20.0)) == ["k2", "k1"]
    assert g.lease(1, 30.0) == []  # both a.test slots taken, b.test has nothing queued
    g.add([uri(5, host="c.test")])
    assert g.lease(1, 98.0) == [] and keys(g.lease(1, 99.0)) == ["k5"]
    g.close()


def test_closed_frontier_refuses_use(tmp_path: Path) -> None:
    f = SqliteFrontier(tmp_path / "f.db")
    f.close()
    f.close()  # idempotent
    with pytest.raises(RuntimeError, match="closed"):
        f.counts()


def test_context_manager_and_bad_arguments(tmp_path: Path) -> None:
    with SqliteFrontier(tmp_path / "f.db") as f:
        f.add([uri(1)])
    with pytest.raises(RuntimeError):
        f.is_seen("k1")
    with pytest.raises(ValueError):
        SqliteFrontier(tmp_path / "g.db", host_concurrency=0)
    with pytest.raises(ValueError):
        SqliteFrontier(tmp_path / "g.db", lease_seconds=0)


def test_two_workers_on_one_file_never_share_a_url(tmp_path: Path) -> None:
    db = tmp_path / "f.db"
    a = SqliteFrontier(db, host_concurrency=3)
    b = SqliteFrontier(db, host_concurrency=3)
    a.add([uri(i, host=f"h{i % 4}.test") for i in range(40)])
    got: list[CrawlURI] = []
    while True:
        batch = a.lease(3, 0.0) + b.lease(3, 0.0)
        if not batch:
            break
        got += batch
        for u in batch:
            (a if len(got) % 2 else b).complete(u, host_ready_at=0.0)
    assert sorted(keys(got)) == sorted(f"k{i}" for i in range(40))
    assert b.counts().done == 40
    a.close()
    b.close()


# -- kill -9 ------------------------------------------------------------------------------


def _run_worker(
    db: Path, log: Path, n: int, die: str = "", kill_after: float = 0.0, group: int = 0
) -> int:
    env = dict(os.environ, PYTHONPATH=f"{SRC}{os.pathsep}{os.environ.get('PYTHONPATH', '')}")
    if group:
        env["GROUP_COMMIT"] = str(group)
    args = [sys.executable, str(WORKER), str(db), str(log), str(n)] + ([die] if die else [])
    proc = subprocess.Popen(args, env=env)
    if kill_after:
        try:
            proc.wait(timeout=kill_after)
        except subprocess.TimeoutExpired:
            proc.send_signal(signal.SIGKILL)
    return proc.wait(timeout=120)


def test_sigkill_at_any_point_loses_nothing(tmp_path: Path) -> None:
    """Kill the worker at exact points and at random instants; resume until done."""
    n = 6000
    db, log = tmp_path / "frontier.db", tmp_path / "worker.log"
    kills = 0
    for die in ("leasing:3", "leased:20", "added:45", "completed:70", "leased:101"):
        assert _run_worker(db, log, n, die=die) == -signal.SIGKILL
        kills += 1
    rng = random.Random(9)
    for _ in range(4):  # asynchronous kills land mid-transaction too
        rc = _run_worker(db, log, n, kill_after=rng.uniform(0.2, 0.45))
        kills += rc == -signal.SIGKILL
    assert _run_worker(db, log, n) == 0
    assert kills >= 5

    with SqliteFrontier(db) as f:
        assert f.counts() == FrontierCounts(queued=0, leased=0, done=n, failed=0, seen=n)
    lines = log.read_text().splitlines()
    assert lines[-1] == "END"
    fetched: Counter[str] = Counter()
    done: Counter[str] = Counter()
    recovered = 0
    for line in lines:
        tag, _, arg = line.partition(" ")
        if tag == "R":
            recovered += int(arg)
            assert int(arg) <= 8  # at most one lease batch in flight at a kill
        elif tag == "F":
            assert not done[arg], f"{arg} fetched again after it was done"
            fetched[arg] += 1
        elif tag == "D":
            done[arg] += 1
    assert set(fetched) == {f"k{i}" for i in range(n)}  # nothing lost
    assert max(done.values()) == 1  # nothing completed twice
    refetched = sum(c - 1 for c in fetched.values())
    assert refetched <= recovered  # re-fetched only what was leased at a kill


def test_sigkill_with_group_commit_loses_only_what_was_not_flushed(tmp_path: Path) -> None:
    """Group commit (the crawl's mode): a kill loses the operations since the last flush,
    whole.  Nothing is lost for good, nothing flushed as done is fetched or done again,
    and every URL fetched again was fetched by a killed run after its last flush."""
    n, group = 3000, 5
    db, log = tmp_path / "frontier.db", tmp_path / "worker.log"
    kills = 0
    for die in ("leasing:3", "leased:20", "added:44", "completed:71", "flushed:9"):
        assert _run_worker(db, log, n, die=die, group=group) == -signal.SIGKILL
        kills += 1
    rng = random.Random(5)
    for _ in range(4):
        rc = _run_worker(db, log, n, kill_after=rng.uniform(0.2, 0.45), group=group)
        kills += rc == -signal.SIGKILL
    assert _run_worker(db, log, n, group=group) == 0
    assert kills >= 5

    with SqliteFrontier(db) as f:
        assert f.counts() == FrontierCounts(queued=0, leased=0, done=n, failed=0, seen=n)
    lines = log.read_text().splitlines()
    assert lines[-1] == "END"
    fetched: Counter[str] = Counter()
    done: Counter[str] = Counter()
    unflushed: set[str] = set()  # fetched by this run since its last flush
    maybe_again: set[str] = set()  # fetched by a killed run after its last flush
    for line in lines:
        tag, _, arg = line.partition(" ")
        if tag == "R":
            maybe_again |= unflushed
            unflushed = set()
        elif tag == "C":
            unflushed = set()
        elif tag == "F":
            assert not done[arg], f"{arg} fetched again after its completion was flushed"
            if fetched[arg]:
                assert arg in maybe_again, (
                    f"{arg} fetched again, not by a killed run after its last flush"
                )
            fetched[arg] += 1
            unflushed.add(arg)
        elif tag == "D":
            done[arg] += 1
    assert set(fetched) == {f"k{i}" for i in range(n)}  # nothing lost
    assert max(done.values()) == 1  # nothing completed twice
    assert sum(c - 1 for c in fetched.values()) > 0  # the kills did lose unflushed work


# -- scale --------------------------------------------------------------------------------


@pytest.mark.slow
def test_hundred_thousand_urls_over_a_thousand_hosts(tmp_path: Path) -> None:
    """Sanity at scale (no timing asserts: bench/bench_frontier_memory.py measures)."""
    f = SqliteFrontier(tmp_path / "f.db")
    hosts = [f"h{i}.test" for i in range(1000)]
    for b in range(100):
        batch = [uri(i, host=hosts[i % 1000]) for i in range(b * 1000, (b + 1) * 1000)]
        assert len(f.add(batch)) == 1000
    assert f.counts().queued == 100_000 and f.host_total("h7.test") == 100
    t0 = time.perf_counter()
    for rnd in range(3):  # each round: one URL from every host, FIFO within a host
        batch = f.lease(2000, float(rnd))
        assert sorted(keys(batch)) == sorted(f"k{rnd * 1000 + i}" for i in range(1000))
        for u in batch:
            f.complete(u, host_ready_at=float(rnd + 1))
    assert f.lease(10, 2.5) == []
    assert f.next_ready_at() == 3.0
    print(f"3,000 lease+complete from a 100,000-URL frontier: {time.perf_counter() - t0:.2f}s")
    assert f.counts() == FrontierCounts(queued=97_000, leased=0, done=3000, failed=0, seen=100_000)
    f.close()


def test_balance_gives_each_ready_host_its_turn(tmp_path: Path) -> None:
    """b_l (host_order "priority"): the best host leads for at most `balance` URLs a round."""

    def order(balance: int | None) -> list[str]:
        f = SqliteFrontier(tmp_path / f"b{balance}.db", host_order="priority", balance=balance)
        # a.test holds the best URLs; b.test and c.test good ones
        f.add([uri(i, host="a.test", priority=0.9) for i in range(6)])
        f.add([uri(i, host="b.test", priority=0.5) for i in range(10, 16)])
        f.add([uri(i, host="c.test", priority=0.4) for i in range(20, 26)])
        hosts = []
        for _ in range(9):  # one URL at a time, each completed at once (delay 0)
            (got,) = f.lease(1, 0.0)
            hosts.append(got.host)
            f.complete(got, 0.0)
        f.close()
        return hosts

    assert order(None) == ["a.test"] * 6 + ["b.test"] * 3  # best-first: a.test until empty
    assert order(2) == ["a.test", "a.test", "b.test", "b.test", "c.test", "c.test"] + [
        "a.test",
        "a.test",
        "b.test",
    ]
    assert order(1)[:6] == ["a.test", "b.test", "c.test"] * 2
    with pytest.raises(ValueError, match="balance"):
        SqliteFrontier(tmp_path / "x.db", host_order="priority", balance=0)


def test_group_commit_adds_one_url_without_a_savepoint_all_or_nothing(tmp_path: Path) -> None:
    """An add of one URL (or none) is one INSERT, atomic by itself: no savepoint pair.  One
    that fails changes nothing, its counters included; an add of more keeps its savepoint
    (a failure half-way undoes the URLs already inserted)."""
    f = SqliteFrontier(tmp_path / "f.db", group_commit=True)
    statements: list[str] = []
    f.db.set_trace_callback(statements.append)
    assert keys(f.add([uri(1)])) == ["k1"]
    assert keys(f.add(iter([uri(2)]))) == ["k2"]
    assert f.add([]) == []
    assert not [s for s in statements if "SAVEPOINT" in s or "RELEASE" in s]
    bad = CrawlURI(url=object(), key="k3", host="a.test", seed="")  # type: ignore[arg-type]
    with pytest.raises(sqlite3.Error):
        f.add([bad])
    with pytest.raises(sqlite3.Error):
        f.add([uri(4), bad])  # k4 inserted, then undone with its savepoint
    assert any("SAVEPOINT" in s for s in statements)
    assert f.state("k3") is None and f.state("k4") is None
    assert f.counts().queued == 2 and f.host_total("a.test") == 2
    f.flush()
    f.close()
    g = SqliteFrontier(tmp_path / "f.db")
    assert g.counts().queued == 2 and g.host_total("a.test") == 2
    assert [g.state(k) for k in ("k1", "k2", "k3", "k4")] == ["queued", "queued", None, None]
    g.close()


def test_group_commit_host_total_within_and_across_transactions(tmp_path: Path) -> None:
    """Inside a group's transaction `host_total` answers from what it read and what `add`
    added since (one query a host, not one a candidate); a failed add counts nothing; after
    a flush it reads again, so another process's adds between two groups count."""
    path = tmp_path / "f.db"
    f = SqliteFrontier(path, group_commit=True)
    f.add([uri(1), uri(2)])
    statements: list[str] = []
    f.db.set_trace_callback(statements.append)
    assert f.host_total("a.test") == 2 and f.host_total("a.test") == 2
    assert sum("FROM hosts WHERE host" in s for s in statements) == 1
    f.add([uri(3), uri(2), uri(4, host="b.test")])  # k2 seen: not counted
    assert f.host_total("a.test") == 3 and f.host_total("b.test") == 1
    bad = CrawlURI(url=object(), key="k9", host="a.test", seed="")  # type: ignore[arg-type]
    with pytest.raises(sqlite3.Error):
        f.add([uri(5), bad])  # undone whole
    assert f.host_total("a.test") == 3
    f.flush()
    g = SqliteFrontier(path)  # another writer between two groups
    g.add([uri(6), uri(7)])
    g.close()
    f.lease(1, 0.0)  # the next group's transaction
    assert f.host_total("a.test") == 5 and f.host_total("b.test") == 1
    f.close()


def test_lease_gives_back_each_field_as_added_with_its_type(tmp_path: Path) -> None:
    """`_row_uri` passes the row as it is: the columns' types must be CrawlURI's (a priority
    added as an int comes back a float, as the REAL column stores it; via None stays None),
    and an empty add writes nothing and opens no transaction."""
    for group in (False, True):
        f = SqliteFrontier(tmp_path / f"types{group}.db", host_concurrency=2, group_commit=group)
        assert f.add([]) == [] and f.add(iter(())) == []
        assert not f.db.in_transaction
        given = [
            CrawlURI("http://a.test/1", "k1", "a.test", "http://a.test/", "LE", None, 3, 0),
            CrawlURI("http://a.test/é", "k2", "a.test", "s", "", "http://a.test/", -1.5, 7),
        ]
        f.add(given)
        leased = sorted(f.lease(5, time.time()), key=lambda u: u.key)
        assert leased == given
        for got, want in zip(leased, given, strict=True):
            assert type(got.priority) is float and type(got.attempts) is int
            assert type(got.via) is type(want.via)
            assert all(type(getattr(got, n)) is str for n in ("url", "key", "host", "seed"))
        f.complete(leased[0], 0.0)
        f.reschedule(leased[1], time.time() + 60)
        f.fail(leased[1])  # waiting: found by its seq
        assert [f.state("k1"), f.state("k2")] == ["done", "failed"]
        assert f.counts() == FrontierCounts(queued=0, leased=0, done=1, failed=1, seen=2)
        f.close()


def test_group_commit_completion_waits_for_the_flush_and_is_seen_by_every_reader(
    tmp_path: Path,
) -> None:
    """A completion of a URL this frontier leased is written with the flush (one UPDATE a
    group), but every method answers as if it were written: state says done, a second
    finisher is a no-op, recover does not queue it again, lease does not give it again;
    another connection sees it done once flushed, and not before."""
    f = SqliteFrontier(tmp_path / "f.db", host_concurrency=4, group_commit=True)
    f.add([uri(i) for i in range(6)])
    f.flush()
    a, b, c, d = f.lease(4, time.time())
    for u in (a, b, c):
        f.complete(u, 0.0)
    assert f._done_due  # written by the next flush (or by whatever reads the rows)
    other = sqlite3.connect(tmp_path / "f.db")
    assert other.execute("SELECT COUNT(*) FROM urls WHERE state = 3").fetchone()[0] == 0
    assert f.state(a.key) == "done" and not f._done_due
    f.complete(d, 0.0)
    f.fail(d)  # a second finisher while the completion is due: done stays done
    assert f.state(d.key) == "done"
    f.complete(a, 0.0)  # again: the row's own answer (no longer leased), a no-op
    e, g = f.lease(4, time.time())
    f.complete(e, 0.0)
    assert f.recover() == 1  # g only: e's completion was due, not its lease
    assert keys(f.lease(4, time.time())) == [g.key]
    assert f.counts() == FrontierCounts(queued=0, leased=1, done=5, failed=0, seen=6)
    f.flush()
    assert other.execute("SELECT COUNT(*) FROM urls WHERE state = 3").fetchone()[0] == 5
    other.close()
    f.close()
