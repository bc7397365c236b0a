"""The on-disk layout of the SQLite frontier: tables, indexes, pragmas, schema versions.

Counters (per-host queued/inflight/total, per-state tallies) are written by the frontier
(keepnet.frontier.sqlite) in the same transaction as the changes they count, so a kill -9
can never leave them drifted from the rows.  Schema 1 kept them with triggers, one trigger
run per row changed (a host upsert and two tally updates each): in the crawl that was a
third of the frontier's statements.  Schema 2 drops the triggers; `open_db` migrates a
schema 1 file in place (its counters are already right), and a keepnet that reads only
schema 1 refuses a schema 2 file.  Only the frontier's own methods may change the `urls`
rows' states from now on.
"""

from __future__ import annotations

import sqlite3

SCHEMA_VERSION = 2

# URL states (numbers are stored on disk: never renumber).
QUEUED, LEASED, WAITING, DONE, FAILED = 0, 1, 2, 3, 4
LIVE_STATES = (QUEUED, LEASED, WAITING)

_DDL = """
CREATE TABLE IF NOT EXISTS hosts (
    host     TEXT PRIMARY KEY,
    ready_at REAL NOT NULL DEFAULT 0,     -- epoch seconds; no lease before it
    queued   INTEGER NOT NULL DEFAULT 0,  -- URLs in state QUEUED (WAITING not counted)
    inflight INTEGER NOT NULL DEFAULT 0,  -- URLs in state LEASED
    total    INTEGER NOT NULL DEFAULT 0   -- URLs ever added (per-host budget)
);
-- lease(): ready hosts with work, earliest ready first; rowid (first seen) breaks ties.
CREATE INDEX IF NOT EXISTS hosts_ready ON hosts(ready_at) WHERE queued > 0;

CREATE TABLE IF NOT EXISTS urls (
    seq         INTEGER PRIMARY KEY,      -- insertion order: FIFO within a priority
    key         TEXT NOT NULL UNIQUE,     -- the seen-set: rows are never deleted
    host        TEXT NOT NULL,
    state       INTEGER NOT NULL,
    priority    REAL NOT NULL,
    attempts    INTEGER NOT NULL,
    not_before  REAL NOT NULL DEFAULT 0,  -- retry time while WAITING
    lease_until REAL NOT NULL DEFAULT 0,  -- lease expiry while LEASED
    url         TEXT NOT NULL,
    seed        TEXT NOT NULL,
    hop_path    TEXT NOT NULL,
    via         TEXT
);
-- The per-host queue.  Partial: done URLs leave the index, so it stays as small as the
-- queue itself however long the crawl has run.
CREATE INDEX IF NOT EXISTS urls_queue ON urls(host, priority DESC, seq) WHERE state = 0;
CREATE INDEX IF NOT EXISTS urls_waiting ON urls(not_before) WHERE state = 2;
CREATE INDEX IF NOT EXISTS urls_leased ON urls(lease_until) WHERE state = 1;

-- Scores of URLs found again (Frontier.rescore): their count and sum, for AVG.
CREATE TABLE IF NOT EXISTS scores (key TEXT PRIMARY KEY, n INTEGER NOT NULL,
                                   total REAL NOT NULL) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS tally (state INTEGER PRIMARY KEY, n INTEGER NOT NULL);
INSERT OR IGNORE INTO tally(state, n) VALUES (0, 0), (1, 0), (2, 0), (3, 0), (4, 0);
"""

# Schema 1 -> 2: the counters move from triggers to the frontier's code; the tables, indexes
# and counts are the same.
_MIGRATE_1 = """
DROP TRIGGER IF EXISTS urls_added;
DROP TRIGGER IF EXISTS urls_moved;
"""


def open_db(path: str) -> sqlite3.Connection:
    """Open (creating if needed) a frontier database, in autocommit mode.

    Autocommit (isolation_level=None) because the frontier opens its own explicit
    transactions: one BEGIN IMMEDIATE ... COMMIT per operation.
    """
    db = sqlite3.connect(path, isolation_level=None, timeout=30.0)
    try:
        # WAL: readers never block the writer; a commit is one append to the -wal file.
        db.execute("PRAGMA journal_mode=WAL")
        # synchronous=NORMAL in WAL mode: a commit is written to the -wal file (write(2),
        # so it is in the OS page cache) before COMMIT returns, but not fsynced each time.
        # A process crash (kill -9, OOM kill, segfault) cannot lose it: the kernel still
        # holds the pages and writes them out.  Only an OS crash or power cut can drop
        # the last few commits, and even then the database stays consistent (WAL frames
        # are checksummed, a torn tail is ignored): the frontier goes back a few
        # operations in time, which at worst re-fetches a few URLs.  FULL would fsync on
        # every commit for no gain against the failure we design for.
        db.execute("PRAGMA synchronous=NORMAL")
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version not in (0, 1, SCHEMA_VERSION):
            raise RuntimeError(
                f"{path}: frontier schema version {version}, this keepnet reads "
                f"1 and {SCHEMA_VERSION}"
            )
        # One transaction, so a kill -9 during creation or migration leaves no half-made
        # schema (the migration is idempotent: another process may have made it meanwhile).
        migrate = _MIGRATE_1 if version == 1 else ""
        db.executescript(
            f"BEGIN IMMEDIATE;\n{migrate}\n{_DDL}\nPRAGMA user_version = {SCHEMA_VERSION};\nCOMMIT;"
        )
    except BaseException:
        db.close()
        raise
    return db
