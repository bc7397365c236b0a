"""Payload-digest deduplication (crawl policy): which payloads were archived, and where.

When a later URL (or a re-fetch) returns a payload whose WARC-Payload-Digest is already in
the index, the crawl writes a `revisit` record (WARC 1.1 §6.7.2, identical-payload-digest
profile) pointing at the first capture instead of storing the bytes again.  The key is the
record's WARC-Payload-Digest itself (see keepnet.warc.records for how it is computed), so
the index, the CDXJ ``digest`` field and revisit detection can never disagree.

The index lives in SQLite (WAL) next to the crawl state, so it survives restarts.
Crash ordering: a digest is added only after its response record has been flushed to the
WARC file (`archive_exchange` does this).  A kill between the two merely loses one dedup
opportunity; the reverse order could leave a revisit pointing at a record that recovery cut
away.
"""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path
from types import TracebackType
from typing import Protocol

from keepnet.models import Exchange
from keepnet.warc.records import FieldsLike, SerializedPair, payload_digest
from keepnet.warc.writer import Original, WarcWriter, WrittenExchange

# What a revisit refers to: the WARC layer's plain value, named for what the index keeps.
DigestEntry = Original


class DigestStore(Protocol):
    """Where payloads were first archived (embedded: DigestIndex; shared: RedisDigestIndex)."""

    def lookup(self, digest: str) -> Original | None: ...

    def add(self, entry: Original) -> bool: ...

    def flush(self) -> None:
        """Commit the adds grouped since the last flush (a no-op where each add commits)."""
        ...

    def close(self) -> None: ...


def open_digest_store(
    state_dir: Path,
    location: str | None = None,
    crawl_id: str = "crawl",
    *,
    group_commit: bool = False,
) -> DigestStore:
    """The crawl's digest index: DIR/state/digests.db, or the shared one at `location`
    (`group_commit`: the embedded one's adds wait for `flush()`)."""
    if location is None:
        return DigestIndex(state_dir / "digests.db", group_commit=group_commit)
    from keepnet.frontier.redis import connect, crawl_prefix
    from keepnet.pipeline.dedup_redis import RedisDigestIndex

    return RedisDigestIndex(connect(location), crawl_prefix(crawl_id))


_SCHEMA = """
CREATE TABLE IF NOT EXISTS payload_digest (
    digest TEXT PRIMARY KEY,
    uri TEXT NOT NULL,
    date TEXT NOT NULL,
    record_id TEXT NOT NULL,
    filename TEXT,
    offset INTEGER,
    length INTEGER
) WITHOUT ROWID
"""


class DigestIndex:
    """Payload digest -> first capture, on disk (SQLite, WAL journal)."""

    def __init__(self, path: Path, *, group_commit: bool = False) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        # Autocommit: each add is its own transaction.  WAL + synchronous=NORMAL survives a
        # killed process (committed pages are in the WAL, in the kernel's hands); only an
        # OS crash can lose the last commits, which costs dedup hits, never correctness.
        # Group commit: adds open a transaction that `flush()` commits (a commit per page
        # cost more than the add); a kill loses the adds since, i.e. dedup hits only.
        self._db = sqlite3.connect(path, isolation_level="DEFERRED" if group_commit else None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute(_SCHEMA)

    def lookup(self, digest: str) -> DigestEntry | None:
        row = self._db.execute(
            "SELECT digest, uri, date, record_id, filename, offset, length"
            " FROM payload_digest WHERE digest = ?",
            (digest,),
        ).fetchone()
        return DigestEntry(*row) if row else None

    def add(self, entry: DigestEntry) -> bool:
        """Remember a capture; the first one wins (revisits always name the first copy).

        Returns True when the digest was new.
        """
        cur = self._db.execute(
            "INSERT OR IGNORE INTO payload_digest VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                entry.digest,
                entry.uri,
                entry.date,
                entry.record_id,
                entry.filename,
                entry.offset,
                entry.length,
            ),
        )
        return cur.rowcount == 1

    def __len__(self) -> int:
        return int(self._db.execute("SELECT count(*) FROM payload_digest").fetchone()[0])

    def flush(self) -> None:
        self._db.commit()  # nothing to do in autocommit mode

    def close(self) -> None:
        with contextlib.suppress(sqlite3.ProgrammingError):  # closed already
            self._db.commit()
        self._db.close()

    def __enter__(self) -> DigestIndex:
        return self

    def __exit__(
        self, et: type[BaseException] | None, ev: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()


def is_dedup_candidate(ex: Exchange) -> bool:
    """Only complete, non-empty 2xx payloads are deduplicated.

    Empty bodies (redirects, 204, 304) would all share one digest and turn every redirect
    into a revisit of the first; truncated bodies are not the payload they claim to match;
    error pages are not worth the indirection.
    """
    return 200 <= ex.status < 300 and bool(ex.wire_body) and not ex.truncated


def archive_exchange(
    writer: WarcWriter,
    index: DigestStore,
    ex: Exchange,
    *,
    concurrent_metadata: FieldsLike | None = None,
    deflated_body: bytes | None = None,
    digests: tuple[str, str] | None = None,
    serialized: SerializedPair | None = None,
) -> WrittenExchange:
    """Write `ex` as a revisit when its payload is already archived, else as a response
    (with its body compressed, its digests computed and its records serialized already,
    if given: WarcWriter.write_exchange).

    The digest is added to the index only after the response record is flushed.
    """
    candidate = is_dedup_candidate(ex)
    if candidate:
        digest = payload_digest(ex) if digests is None else digests[0]
        original = index.lookup(digest)
        if original is not None:
            return writer.write_revisit(ex, original, concurrent_metadata=concurrent_metadata)
    if deflated_body is None and digests is None:
        written = writer.write_exchange(ex, concurrent_metadata=concurrent_metadata)
    else:
        written = writer.write_exchange(
            ex,
            concurrent_metadata=concurrent_metadata,
            deflated_body=deflated_body,
            digests=digests,
            serialized=serialized,
        )
    if candidate:
        index.add(written.original())
    return written
