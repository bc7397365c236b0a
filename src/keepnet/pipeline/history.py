"""Fetch history of previous crawls: what a re-crawl asks conditionally and writes as revisits.

`keepnet crawl --previous OLD [--previous OLDER...] --out NEW` loads, per URL key (the
crawl's seen-set canonicalizer), the latest 2xx capture of the previous crawls: its
validators (ETag, Last-Modified), payload digest, WARC-Date, WARC-Record-ID and where it
lies (directory, file, offset).  Kept in NEW/state/history.db (SQLite), built once.

What the crawl does with it (the rules Heritrix follows with its fetch history):

1. a URL with validators is fetched with If-None-Match / If-Modified-Since;
2. a 304 is written as a `revisit` record, profile server-not-modified, referring to the
   previous capture (WARC-Refers-To, -Target-URI, -Date, and its payload digest); the
   previous payload is read back so the page's links are still extracted and followed;
3. a 200 whose payload digest equals a previous capture's becomes an identical-payload-digest
   revisit of that record (the previous digests seed the crawl's digest index).

Replaying NEW needs OLD beside it (`keepnet replay NEW OLD`): revisits are resolved there.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import astuple, dataclass, replace
from datetime import datetime
from pathlib import Path

from warcio.archiveiterator import ArchiveIterator

from keepnet.index.indexer import WARC_SUFFIXES
from keepnet.layout import crawl_chain
from keepnet.models import Exchange
from keepnet.pipeline.dedup import DigestStore
from keepnet.warc.writer import Original

log = logging.getLogger(__name__)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS history (
    key TEXT PRIMARY KEY, url TEXT NOT NULL, etag TEXT, last_modified TEXT,
    digest TEXT NOT NULL, date TEXT NOT NULL, record_id TEXT NOT NULL,
    path TEXT NOT NULL, offset INTEGER NOT NULL, status INTEGER NOT NULL, time REAL NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS observations (
    key TEXT NOT NULL, time REAL NOT NULL, digest TEXT, status INTEGER NOT NULL,
    revisit INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS observations_key ON observations(key, time);
CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v TEXT) WITHOUT ROWID;
"""
_UPSERT = (
    "INSERT INTO history VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(key) DO UPDATE SET"
    " url = excluded.url, etag = excluded.etag, last_modified = excluded.last_modified,"
    " digest = excluded.digest, date = excluded.date, record_id = excluded.record_id,"
    " path = excluded.path, offset = excluded.offset, status = excluded.status,"
    " time = excluded.time WHERE excluded.time >= history.time"
)


@dataclass(frozen=True, slots=True)
class Previous:
    """The latest earlier capture of one URL key."""

    url: str
    etag: str | None
    last_modified: str | None
    digest: str
    date: str
    record_id: str
    path: str  # the WARC file (absolute)
    offset: int
    status: int
    time: float  # the WARC-Date as seconds since the epoch

    def original(self) -> Original:
        return Original(self.digest, self.url, self.date, self.record_id)

    def conditional_headers(self) -> dict[str, str]:
        headers = {}
        if self.etag:
            headers["If-None-Match"] = self.etag
        if self.last_modified:
            headers["If-Modified-Since"] = self.last_modified
        return headers


@dataclass(frozen=True, slots=True)
class Observation:
    """One visit of a URL in an earlier crawl: when, and whether it had changed since the
    visit before (None for the first visit known)."""

    time: float
    changed: bool | None


def _epoch(warc_date: str) -> float:
    return datetime.fromisoformat(warc_date.replace("Z", "+00:00")).timestamp()


def _records(crawl_dir: Path) -> Iterator[tuple[str, Previous, bool]]:
    """(url, capture, is_revisit) of every response with an HTTP status and every revisit in a
    crawl directory's WARCs, in file order."""
    archive = crawl_dir / "archive"
    for warc in sorted(archive.iterdir() if archive.is_dir() else []):
        if not warc.name.endswith(WARC_SUFFIXES):
            continue
        with warc.open("rb") as fh:
            it = ArchiveIterator(fh)
            for record in it:
                if record.rec_type not in ("response", "revisit"):
                    continue
                if record.http_headers is None and record.rec_type == "response":
                    continue
                h = record.http_headers
                try:  # a revisit with an empty block (server-not-modified) has no status
                    status = int(h.get_statuscode()) if h is not None else 0
                    date = record.rec_headers.get_header("WARC-Date")
                    when = _epoch(date)
                except (TypeError, ValueError, AttributeError):
                    continue
                yield (
                    record.rec_headers.get_header("WARC-Target-URI"),
                    Previous(
                        record.rec_headers.get_header("WARC-Target-URI"),
                        h.get_header("ETag") if h is not None else None,
                        h.get_header("Last-Modified") if h is not None else None,
                        record.rec_headers.get_header("WARC-Payload-Digest") or "",
                        date,
                        record.rec_headers.get_header("WARC-Record-ID"),
                        str(warc.resolve()),
                        it.get_record_offset(),
                        status,
                        when,
                    ),
                    record.rec_type == "revisit",
                )


class FetchHistory:
    """Previous captures by URL key, and every earlier visit of it, on disk (state/history.db)."""

    def __init__(self, path: Path) -> None:
        self._db = sqlite3.connect(path, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.executescript(_SCHEMA)
        columns = {row[1] for row in self._db.execute("PRAGMA table_info(history)")}
        if "time" not in columns:  # loaded by an earlier keepnet: load it again
            self._db.executescript(
                "DROP TABLE history; DELETE FROM meta; DELETE FROM observations;"
            )
            self._db.executescript(_SCHEMA)

    def build(self, previous: list[Path], key: Callable[[str], str]) -> int:
        """Load the previous crawls and the crawls they were re-crawls of (once: a resume
        keeps what was loaded); the number of captures loaded.  The latest 2xx response
        of a URL, whichever crawl holds it, is its previous capture."""
        done = self._db.execute("SELECT v FROM meta WHERE k = 'built'").fetchone()
        if done is not None:
            return int(done[0])
        n = 0
        self._db.execute("BEGIN")
        for crawl_dir in crawl_chain(previous):
            for url, cap, revisit in _records(crawl_dir):
                k = key(url)
                self.observe(k, cap.time, cap.digest or None, cap.status, revisit=revisit)
                if revisit or not 200 <= cap.status < 300 or not cap.digest:
                    continue
                self._db.execute(_UPSERT, (k, *astuple(cap)))
                n += 1
        self._db.execute("INSERT OR REPLACE INTO meta VALUES ('built', ?)", (str(n),))
        self._db.execute("COMMIT")
        return n

    def observe(
        self, key: str, when: float, digest: str | None, status: int, *, revisit: bool
    ) -> None:
        """Record one visit of `key` (a response, or a revisit when `revisit`)."""
        self._db.execute(
            "INSERT INTO observations VALUES (?, ?, ?, ?, ?)",
            (key, when, digest, status, int(revisit)),
        )

    def get(self, key: str) -> Previous | None:
        row = self._db.execute(
            "SELECT url, etag, last_modified, digest, date, record_id, path, offset, status, time"
            " FROM history WHERE key = ?",
            (key,),
        ).fetchone()
        return None if row is None else Previous(*row)

    def observations(self, key: str) -> list[Observation]:
        """The earlier visits of `key`, oldest first.  A revisit (not modified, or the same
        payload) is unchanged; a response is changed when its payload digest or its status
        differs from the visit before."""
        out: list[Observation] = []
        last_digest: str | None = None
        last_status: int | None = None  # unknown after a revisit (a 304's status is its own)
        for i, (when, digest, status, revisit) in enumerate(
            self._db.execute(
                "SELECT time, digest, status, revisit FROM observations WHERE key = ?"
                " ORDER BY time",
                (key,),
            )
        ):
            if i == 0:
                out.append(Observation(when, None))
            elif revisit:
                out.append(Observation(when, False))
            else:
                changed = digest != last_digest or (
                    last_status is not None and status != last_status
                )
                out.append(Observation(when, changed))
            if not revisit:
                last_digest, last_status = digest, status
            elif i == 0:
                last_digest = digest
        return out

    def originals(self) -> Iterator[Original]:
        for row in self._db.execute("SELECT digest, url, date, record_id FROM history"):
            yield Original(*row)

    def close(self) -> None:
        self._db.close()


def previous_exchange(prev: Previous, now: Exchange) -> Exchange | None:
    """The previous capture as an exchange (its payload, headers and status) for link
    extraction after a 304 — the request facts (url, time) of the 304 exchange `now`."""
    try:
        with open(prev.path, "rb") as fh:
            fh.seek(prev.offset)
            record = next(iter(ArchiveIterator(fh)))
            if record.http_headers is None:
                return None
            head = record.http_headers.to_bytes()
            body = record.content_stream().read()  # de-chunked and decoded by warcio
    except (OSError, StopIteration, ValueError):
        return None
    # the body is decoded: the headers must not say it still is encoded
    headers = [
        (str(k), str(v))
        for k, v in record.http_headers.headers
        if str(k).lower() not in ("content-encoding", "transfer-encoding")
    ]
    return replace(
        now,
        status=prev.status,
        response_head=head,
        headers=headers,
        wire_body=body,
        payload=body,
        truncated=None,
    )


def open_history(
    state_dir: Path, previous: list[Path], key: Callable[[str], str], digests: DigestStore
) -> FetchHistory | None:
    """The crawl's fetch history (None without previous crawls), loaded once; the previous
    payload digests seed the digest index, so the first capture of a payload is theirs."""
    if not previous:
        return None
    history = FetchHistory(state_dir / "history.db")
    loaded = history.build(previous, key)
    log.info("fetch history: %d captures of %d previous crawl(s)", loaded, len(previous))
    for original in history.originals():
        digests.add(original)
    return history


def last_capture(prev: Previous) -> Exchange | None:
    """The previous capture as an exchange of its own time, for a URL not fetched again
    (not due for a revisit): what its links are taken from."""
    empty = Exchange(prev.url, prev.time, b"", prev.status, "", [], b"", b"", b"")
    return previous_exchange(prev, empty)
