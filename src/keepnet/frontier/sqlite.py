"""The embedded frontier: per-host queues, seen-set and leases in one SQLite (WAL) file.

Everything lives on disk, nothing in Python objects beyond the batch being handed over,
so memory stays flat however large the frontier grows.  Every public method is one
BEGIN IMMEDIATE ... COMMIT transaction: a kill -9 at any instant leaves the state before
or after the operation, never between, and at most the leased URLs are fetched again
(after `recover()`).  Several processes may share one file (SQLite serializes writers;
IMMEDIATE avoids lock-upgrade deadlocks).  The contract is keepnet.frontier.base.Frontier.

Group commit (`group_commit=True`, the crawl engine's choice for its own frontier): the
methods run in one open transaction, each inside a SAVEPOINT (so each is still all or
nothing, and an error undoes only its own operation), and `flush()` commits them all.  A
commit per page cost more than the page's statements themselves.  A kill -9 then leaves
the state after some prefix of the operations: those since the last flush are lost whole,
in order, so a URL whose completion is lost is leased (recovered and fetched again) or, if
its lease is lost too, queued; URLs it added are lost with it and found again when it is.
Nothing is ever marked done unless the caller called complete() after its work, so work
not yet archived is never marked done.  The transaction holds the write lock between
flushes: one process per file (the crawl directory's lock sees to it).

Counters (sqlite_schema's module doc): each operation counts what it changed per host and
per state and writes the sums with it, one statement per host instead of a trigger run per
row.  Under group commit the sums wait in memory until a query reads them (`lease`,
`next_ready_at`, `hosts`; `counts` and `host_total` add them to what is stored) and are
written at the latest by `flush`, inside the transaction it commits: a page's completion,
its new links and the next lease then write their host's counters once.  So is the
completion of a URL this frontier leased (its row's UPDATE): nothing reads a leased or done
row before (see `complete`), and it is committed with the flush, as before.
"""

from __future__ import annotations

import sqlite3
from collections import Counter
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType

from keepnet.frontier.base import (
    UPDATE_FUNCTIONS,
    FrontierCounts,
    HostCounts,
    URLState,
    updated_priority,
)
from keepnet.frontier.sqlite_schema import (
    DONE,
    FAILED,
    LEASED,
    LIVE_STATES,
    QUEUED,
    WAITING,
    open_db,
)
from keepnet.frontier.sqlite_sql import (
    ADD_SQL,
    DONE_SQL,
    EXPIRED_SQL,
    FINISH_SQL,
    HOST_COUNTS_SQL,
    HOST_QUEUE_SQL,
    LEASE_SQL,
    NEXT_HOST_SQL,
    NEXT_WAITING_SQL,
    PROMOTE_SQL,
    READY_HOSTS_BY_PRIORITY_SQL,
    READY_HOSTS_SQL,
    RECOVER_ALL_SQL,
    TALLY_SQL,
    WAITING_SQL,
)
from keepnet.models import CrawlURI

_STATE_NAMES: dict[int, URLState] = {
    QUEUED: "queued",
    WAITING: "waiting",
    LEASED: "leased",
    DONE: "done",
    FAILED: "failed",
}


def _row_uri(row: tuple[object, ...]) -> CrawlURI:
    """The CrawlURI of a row of _COLUMNS (CrawlURI's fields in order, of its types: TEXT,
    `via` TEXT or NULL, REAL, INTEGER), as it is: converting each value cost ~1.6 us."""
    return CrawlURI(*row)  # type: ignore[arg-type]


class SqliteFrontier:
    """A `Frontier` stored in the SQLite database at `path` (created if missing)."""

    def __init__(
        self,
        path: Path,
        *,
        host_concurrency: int = 1,
        lease_seconds: float = 300.0,
        host_order: str = "ready",
        balance: int | None = None,
        group_commit: bool = False,
    ) -> None:
        """`host_order`: "ready" (the contract's: earliest ready host first) or "priority"
        (the host whose best queued URL has the highest priority first: focused crawls,
        where a frontier of many small hosts must still be best-first across them).
        `group_commit`: operations are committed by `flush()` (see the module doc)."""
        if balance is not None and balance < 1:
            raise ValueError(f"balance must be at least 1, not {balance}")
        # ARCOMEM's per-queue balance b_l (host_order "priority"): a host gives at most
        # `balance` URLs per round before the other ready hosts have had theirs.  Kept in
        # memory: a resumed crawl starts a new round.
        self.balance = balance if host_order == "priority" else None
        self._turns: Counter[str] = Counter()
        if host_order not in ("ready", "priority"):
            raise ValueError(f"host_order must be ready or priority, not {host_order!r}")
        self._ready_sql = READY_HOSTS_SQL if host_order == "ready" else READY_HOSTS_BY_PRIORITY_SQL
        if host_concurrency < 1:
            raise ValueError("host_concurrency must be >= 1")
        if lease_seconds <= 0:
            raise ValueError("lease_seconds must be > 0")
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.host_concurrency = host_concurrency
        self.lease_seconds = lease_seconds
        self.shared = False  # one crawl process (the directory lock sees to it)
        self.group_commit = group_commit
        # Counter changes (see the module doc): the current operation's, per host
        # [queued, inflight, total, ready_at] and per state; under group commit, those of the
        # operations done but not yet written ("due").
        self._op_hosts: dict[str, list[float]] = {}
        self._op_tally = [0] * 5
        self._hosts_due: dict[str, list[float]] = {}
        self._tally_due = [0] * 5
        # Group commit, inside its transaction (no other writer then): the stored tally of
        # waiting URLs, read when the transaction began; None outside one.
        self._stored_waiting: int | None = None
        # Group commit: the URLs this frontier leased and has not finished, key -> host; and
        # the completions whose UPDATE waits for the next write of what is due (`complete`).
        # (each leased URL's host and seq: its completion's UPDATE finds the row by rowid,
        # not through the key index)
        self._leased: dict[str, tuple[str, int]] = {}
        self._done_due: list[tuple[int]] = []
        # Group commit, inside its transaction (no other writer then): hosts' totals as
        # `host_total` read them, kept up to date by `add` (nothing else moves a total);
        # dropped when the transaction ends (another process may add between two) or is
        # rolled back.  The budget asks once per new candidate, mostly of one host.
        self._totals: dict[str, int] = {}
        self._db: sqlite3.Connection | None = open_db(str(self.path))

    # -- plumbing ---------------------------------------------------------------------

    @property
    def db(self) -> sqlite3.Connection:
        if self._db is None:
            raise RuntimeError("frontier is closed")
        return self._db

    @contextmanager
    def _tx(self, one_write: bool = False) -> Iterator[sqlite3.Connection]:
        """One operation: its own write transaction, or (group commit) a savepoint in the
        open one; undone if the body raises, its counter changes with it.  `one_write`: the
        body writes with one statement at most, which SQLite makes all or nothing by itself,
        so group commit needs no savepoint (a pair a page saved)."""
        db = self.db
        if self.group_commit:
            if not db.in_transaction:
                db.execute("BEGIN IMMEDIATE")
                self._stored_waiting = db.execute(WAITING_SQL).fetchone()[0]
            if not one_write:
                db.execute("SAVEPOINT op")
            try:
                yield db
            except BaseException:
                self._forget_op()
                if not db.in_transaction:  # SQLite rolled back (e.g. disk full): with it
                    self._hosts_due = {}  # every operation since the last flush
                    self._tally_due = [0] * 5
                    self._stored_waiting = None
                    self._leased = {}  # (some leases undone: the rows will tell)
                    self._done_due = []
                    self._totals = {}
                elif not one_write:
                    db.execute("ROLLBACK TO op")
                    db.execute("RELEASE op")
                raise
            if not one_write:
                db.execute("RELEASE op")
            self._op_done()
            return
        db.execute("BEGIN IMMEDIATE")
        try:
            yield db
            self._write_counts(db, self._op_hosts, self._op_tally)
        except BaseException:
            self._forget_op()
            if db.in_transaction:  # SQLite may already have rolled back (e.g. disk full)
                db.execute("ROLLBACK")
            raise
        self._forget_op()
        db.execute("COMMIT")

    def _count(self, host: str, queued: int, inflight: int, total: int, ready: float) -> None:
        """The current operation moved `host`'s counters (and its ready time, if > 0)."""
        d = self._op_hosts.get(host)
        if d is None:
            self._op_hosts[host] = [queued, inflight, total, ready]
        else:
            d[0] += queued
            d[1] += inflight
            d[2] += total
            if ready > d[3]:
                d[3] = ready

    def _forget_op(self) -> None:
        if self._op_hosts:
            self._op_hosts = {}
        if any(self._op_tally):
            self._op_tally = [0] * 5

    def _op_done(self) -> None:
        """Group commit: the operation is released; its counter changes become due."""
        if self._op_hosts:
            due = self._hosts_due
            for host, d in self._op_hosts.items():
                e = due.get(host)
                if e is None:
                    due[host] = d
                else:
                    e[0] += d[0]
                    e[1] += d[1]
                    e[2] += d[2]
                    if d[3] > e[3]:
                        e[3] = d[3]
            self._op_hosts = {}
        tally = self._op_tally
        if any(tally):
            self._tally_due = [due + n for due, n in zip(self._tally_due, tally, strict=True)]
            self._op_tally = [0] * 5

    @staticmethod
    def _write_counts(
        db: sqlite3.Connection, hosts: dict[str, list[float]], tally: list[int]
    ) -> None:
        if hosts:
            db.executemany(
                HOST_COUNTS_SQL,
                [(h, *d) for h, d in hosts.items() if d[0] or d[1] or d[2] or d[3]],
            )
        if any(tally):
            db.executemany(TALLY_SQL, [(n, state) for state, n in enumerate(tally) if n])

    def _write_due(self, tally: bool = False) -> None:
        """Group commit: write the completions and host counters due (and the tallies) in
        their own savepoint; kept due if that fails."""
        if not self._hosts_due and not self._done_due and not (tally and any(self._tally_due)):
            return
        with self._tx() as db:
            if self._done_due:
                db.executemany(DONE_SQL, self._done_due)
            self._write_counts(db, self._hosts_due, self._tally_due if tally else [0] * 5)
        self._done_due = []
        self._hosts_due = {}
        if tally:
            self._tally_due = [0] * 5

    def flush(self) -> None:
        """Commit the operations made since the last flush (group commit; else a no-op)."""
        db = self._db
        if db is not None and db.in_transaction:
            self._write_due(tally=True)
            self._stored_waiting = None
            self._totals = {}
            db.execute("COMMIT")

    def _may_wait(self) -> bool:
        """Whether a URL may be waiting for a retry time: if not, promoting and the
        waiting URLs' query are skipped (known only inside a group commit's transaction)."""
        stored = self._stored_waiting
        if stored is None or not self.db.in_transaction:
            return True
        return stored + self._tally_due[WAITING] + self._op_tally[WAITING] > 0

    def close(self) -> None:
        if self._db is not None:
            self.flush()
            self._db.close()
            self._db = None

    def __enter__(self) -> SqliteFrontier:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    # -- writing ----------------------------------------------------------------------

    def add(self, uris: Iterable[CrawlURI]) -> list[CrawlURI]:
        added: list[CrawlURI] = []
        todo = uris if isinstance(uris, list) else list(uris)
        if not todo:  # most pages' (their links are known): nothing to write, no transaction
            return added
        # a page's new links are mostly one URL (or none): one INSERT, all or nothing by
        # itself, so group commit needs no savepoint pair around it
        with self._tx(one_write=len(todo) <= 1) as db:
            for u in todo:
                cur = db.execute(
                    ADD_SQL,
                    (u.url, u.key, u.host, u.seed, u.hop_path, u.via, u.priority, u.attempts),
                )
                if cur.rowcount == 1:  # 0: key already seen
                    added.append(u)
            for u in added:
                self._count(u.host, 1, 0, 1, 0.0)
            self._op_tally[QUEUED] += len(added)
        totals = self._totals
        if totals:  # (the add is released: its totals count)
            for u in added:
                if u.host in totals:
                    totals[u.host] += 1
        return added

    def lease(self, limit: int, now: float) -> list[CrawlURI]:
        if limit <= 0:
            return []
        with self._tx() as db:
            # The counters of the operations since the last lease (its queries read them).
            due = self._hosts_due
            if due:
                self._write_counts(db, due, [0] * 5)
                self._hosts_due = {}
            try:
                return self._lease(db, limit, now)
            except BaseException:
                if due:  # undone with the operation: due again
                    self._hosts_due = due
                raise

    def _lease(self, db: sqlite3.Connection, limit: int, now: float) -> list[CrawlURI]:
        if self._may_wait():
            # Retry times that have come: back into their host queue.
            promoted = db.execute(PROMOTE_SQL, (now,)).fetchall()
            if promoted:
                self._write_now(db, Counter(h for (h,) in promoted), WAITING, QUEUED)
        wanted = limit if self.balance is None else max(limit * 8, 64)
        hosts = db.execute(self._ready_sql, (now, self.host_concurrency, wanted)).fetchall()
        if self.balance is not None:
            hosts = self._balanced(hosts)[:limit]
        per_host: list[list[tuple[object, ...]]] = []
        for host, inflight in hosts:
            slots = min(self.host_concurrency - inflight, limit)
            per_host.append(db.execute(HOST_QUEUE_SQL, (host, slots)).fetchall())
        # Deal round-robin: every ready host gets one slot before any gets a second.
        picked: list[tuple[object, ...]] = []
        for rnd in range(max((len(rows) for rows in per_host), default=0)):
            picked.extend(rows[rnd] for rows in per_host if rnd < len(rows))
        picked = picked[:limit]
        until = now + self.lease_seconds
        db.executemany(LEASE_SQL, [(until, row[0]) for row in picked])
        # Only once they are leased (a lease that fails must not leave its URLs known as
        # leased: their completion would wait as due for a row still queued).
        if self.group_commit:  # _COLUMNS: url, key, host...
            self._leased.update({row[2]: (row[3], row[0]) for row in picked})  # type: ignore[misc]
        if self.balance is not None:
            for row in picked:
                self._turns[str(row[3])] += 1  # _COLUMNS: url, key, host...
        for row in picked:  # due: written by the next lease, next_ready_at or flush
            self._count(str(row[3]), -1, 1, 0, 0.0)
        self._op_tally[QUEUED] -= len(picked)
        self._op_tally[LEASED] += len(picked)
        return [_row_uri(row[1:]) for row in picked]

    def _write_now(
        self, db: sqlite3.Connection, per_host: Counter[str], old: int, new: int
    ) -> None:
        """URLs of these hosts moved from state `old` to `new` (live states): their hosts'
        counters written at once, the tallies counted."""
        dq = (new == QUEUED) - (old == QUEUED)
        di = (new == LEASED) - (old == LEASED)
        db.executemany(HOST_COUNTS_SQL, [(h, dq * n, di * n, 0, 0.0) for h, n in per_host.items()])
        moved = per_host.total()
        self._op_tally[old] -= moved
        self._op_tally[new] += moved

    def _balanced(self, hosts: list[tuple[str, int]]) -> list[tuple[str, int]]:
        """Ready hosts, best first, those that used up their turn last; a new round when
        every ready host has."""
        assert self.balance is not None
        spent = [h for h in hosts if self._turns[h[0]] >= self.balance]
        if hosts and len(spent) == len(hosts):
            for host, _ in hosts:
                self._turns[host] = 0
            return hosts
        return [h for h in hosts if self._turns[h[0]] < self.balance] + spent

    def _finish(
        self,
        key: str,
        state: int,
        params: tuple[object, ...],
        host_ready_at: float | None,
    ) -> None:
        """Move a live URL (leased, queued or waiting) to `state`; no-op if terminal."""
        self._leased.pop(key, None)
        self._write_due()  # a completion of this URL may be due: done is terminal
        if_leased, by_seq = FINISH_SQL[state]
        with self._tx(one_write=True) as db:  # one UPDATE, whichever the URL's state
            # The usual case in one statement: the URL is leased.
            row = db.execute(if_leased, (*params, key)).fetchall()
            # (fetchall drains RETURNING so the statement is finished before COMMIT)
            old = LEASED
            if row:
                host = str(row[0][0])
            else:
                found = db.execute("SELECT seq, state, host FROM urls WHERE key = ?", (key,))
                seq_state_host = found.fetchone()
                if seq_state_host is None:
                    raise KeyError(key)
                seq, old, host = seq_state_host
                if old not in LIVE_STATES:
                    return  # already done or failed: a second finisher after lease expiry
                db.execute(by_seq, (*params, seq))
            self._count(
                host,
                (state == QUEUED) - (old == QUEUED),
                -(old == LEASED),
                0,
                0.0 if host_ready_at is None else host_ready_at,
            )
            self._op_tally[old] -= 1
            self._op_tally[state] += 1

    def complete(self, uri: CrawlURI, host_ready_at: float) -> None:
        # Group commit, a URL this frontier leased: its row's UPDATE is due with the counters
        # (an executemany a flush, not an operation a page).  No query reads the row before:
        # lease reads queued rows, add and is_seen keys; state, recover and _finish write
        # what is due first.
        leased = self._leased.pop(uri.key, None)
        if leased is not None and self.db.in_transaction:
            host, seq = leased
            self._done_due.append((seq,))
            self._count(host, 0, -1, 0, host_ready_at)
            self._op_tally[LEASED] -= 1
            self._op_tally[DONE] += 1
            self._op_done()
            return
        self._finish(uri.key, DONE, (), host_ready_at)

    def reschedule(self, uri: CrawlURI, at: float, host_ready_at: float | None = None) -> None:
        self._finish(uri.key, WAITING, (at,), host_ready_at)

    def fail(self, uri: CrawlURI, host_ready_at: float | None = None) -> None:
        self._finish(uri.key, FAILED, (), host_ready_at)

    def set_priority(self, key: str, priority: float) -> bool:
        with self._tx() as db:
            cur = db.execute(
                f"UPDATE urls SET priority = ? WHERE key = ? AND state IN ({QUEUED}, {WAITING})",
                (priority, key),
            )
            return cur.rowcount == 1

    def rescore(self, key: str, score: float, how: str) -> float | None:
        if how not in UPDATE_FUNCTIONS:
            updated_priority(how, 0.0, 0.0, 0, 0.0)  # raises the ValueError
        with self._tx() as db:
            row = db.execute(
                f"SELECT priority FROM urls WHERE key = ? AND state IN ({QUEUED}, {WAITING})",
                (key,),
            ).fetchone()
            if row is None:
                return None
            current = float(row[0])
            seen = db.execute("SELECT n, total FROM scores WHERE key = ?", (key,)).fetchone()
            n, total = (int(seen[0]), float(seen[1])) if seen else (1, current)
            new = updated_priority(how, current, score, n, total)
            db.execute(
                "INSERT OR REPLACE INTO scores(key, n, total) VALUES (?, ?, ?)",
                (key, n + 1, total + score),
            )
            if new != current:
                db.execute("UPDATE urls SET priority = ? WHERE key = ?", (new, key))
            return new

    def defer_host(self, host: str, until: float) -> None:
        with self._tx() as db:
            db.execute(
                "INSERT INTO hosts(host, ready_at) VALUES (?, ?) ON CONFLICT(host)"
                " DO UPDATE SET ready_at = MAX(ready_at, excluded.ready_at)",
                (host, until),
            )

    def recover(self, now: float | None = None) -> int:
        self._write_due()  # the completions due first; a recovered URL is queued again
        self._leased = {}
        with self._tx() as db:
            if now is None:
                rows = db.execute(RECOVER_ALL_SQL).fetchall()
            else:
                rows = db.execute(EXPIRED_SQL, (now,)).fetchall()
            if rows:
                self._write_now(db, Counter(h for (h,) in rows), LEASED, QUEUED)
            return len(rows)

    # -- reading ----------------------------------------------------------------------

    def next_ready_at(self) -> float | None:
        self._write_due()
        db = self.db
        own = not db.in_transaction  # else the open group transaction is the snapshot
        if own:
            db.execute("BEGIN")  # one snapshot for both reads
        try:
            row = db.execute(NEXT_HOST_SQL, (self.host_concurrency,)).fetchone()
            waiting = None
            if self._may_wait():
                waiting = db.execute(NEXT_WAITING_SQL, (self.host_concurrency,)).fetchone()[0]
        finally:
            if own:
                db.execute("COMMIT")
        times = [t for t in (row[0] if row else None, waiting) if t is not None]
        return min(times) if times else None

    def counts(self) -> FrontierCounts:
        n = dict(self.db.execute("SELECT state, n FROM tally").fetchall())
        for state, due in enumerate(self._tally_due):
            n[state] += due
        return FrontierCounts(
            queued=n[QUEUED] + n[WAITING],
            leased=n[LEASED],
            done=n[DONE],
            failed=n[FAILED],
            seen=sum(n.values()),
        )

    def boost_host(self, host: str, delta: float) -> int:
        with self._tx() as db:
            cur = db.execute(
                f"UPDATE urls SET priority = priority + ? WHERE host = ?"
                f" AND state IN ({QUEUED}, {WAITING})",
                (delta, host),
            )
            return cur.rowcount

    def hosts(self, limit: int) -> list[HostCounts]:
        self._write_due()
        rows = self.db.execute(
            "SELECT host, queued, inflight, total, ready_at FROM hosts"
            " ORDER BY queued DESC, host LIMIT ?",
            (max(0, limit),),
        ).fetchall()
        return [HostCounts(h, int(q), int(i), int(t), float(r)) for h, q, i, t, r in rows]

    def host_total(self, host: str) -> int:
        total = self._totals.get(host)
        if total is not None:
            return total
        db = self.db
        row = db.execute("SELECT total FROM hosts WHERE host = ?", (host,)).fetchone()
        due = self._hosts_due.get(host)
        total = (int(row[0]) if row else 0) + (int(due[2]) if due else 0)
        if self.group_commit and db.in_transaction:
            self._totals[host] = total
        return total

    def is_seen(self, key: str) -> bool:
        return self.db.execute("SELECT 1 FROM urls WHERE key = ?", (key,)).fetchone() is not None

    def state(self, key: str) -> URLState | None:
        self._write_due()
        row = self.db.execute("SELECT state FROM urls WHERE key = ?", (key,)).fetchone()
        return None if row is None else _STATE_NAMES[int(row[0])]
