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
from dataclasses import dataclass, replace
from pathlib import Path

from warcio.archiveiterator import ArchiveIterator

from keepnet.index.indexer import WARC_SUFFIXES
from keepnet.models import Exchange
from keepnet.pipeline.dedup import DigestStore
from keepnet.warc.writer import Original

log = logging.getLogger(__name__)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS history (
    key TEXT PRIMARY KEY, url TEXT NOT NULL, etag TEXT, last_modified TEXT,
    digest TEXT NOT NULL, date TEXT NOT NULL, record_id TEXT NOT NULL,
    path TEXT NOT NULL, offset INTEGER NOT NULL, status INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v TEXT) WITHOUT ROWID;
"""


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

    def original(self) -> Original:
        return Original(self.digest, self.url, self.date, self.record_id)

    def conditional_headers(self) -> dict[str, str]:
        headers = {}
        if self.etag:
            headers["If-None-Match"] = self.etag
        if self.last_modified:
            headers["If-Modified-Since"] = self.last_modified
        return headers


def _captures(crawl_dir: Path) -> Iterator[tuple[str, Previous]]:
    """(url, capture) of every 2xx response of a crawl directory's WARCs, in file order."""
    archive = crawl_dir / "archive"
    for warc in sorted(archive.iterdir() if archive.is_dir() else []):
        if not warc.name.endswith(WARC_SUFFIXES):
            continue
        with warc.open("rb") as fh:
            it = ArchiveIterator(fh)
            for record in it:
                if record.rec_type != "response" or record.http_headers is None:
                    continue
                try:
                    status = int(record.http_headers.get_statuscode())
                except (TypeError, ValueError):
                    continue
                digest = record.rec_headers.get_header("WARC-Payload-Digest")
                if not 200 <= status < 300 or not digest:
                    continue
                url = record.rec_headers.get_header("WARC-Target-URI")
                h = record.http_headers
                yield (
                    url,
                    Previous(
                        url,
                        h.get_header("ETag"),
                        h.get_header("Last-Modified"),
                        digest,
                        record.rec_headers.get_header("WARC-Date"),
                        record.rec_headers.get_header("WARC-Record-ID"),
                        str(warc.resolve()),
                        it.get_record_offset(),
                        status,
                    ),
                )


class FetchHistory:
    """Previous captures by URL key, on disk (state/history.db)."""

    def __init__(self, path: Path) -> None:
        self._db = sqlite3.connect(path, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.executescript(_SCHEMA)

    def build(self, previous: list[Path], key: Callable[[str], str]) -> int:
        """Load the previous crawls (once: a resume keeps what was loaded); captures loaded."""
        done = self._db.execute("SELECT v FROM meta WHERE k = 'built'").fetchone()
        if done is not None:
            return int(done[0])
        n = 0
        self._db.execute("BEGIN")
        for crawl_dir in previous:  # later crawls and later captures win
            for url, cap in _captures(crawl_dir):
                self._db.execute(
                    "INSERT OR REPLACE INTO history VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        key(url),
                        cap.url,
                        cap.etag,
                        cap.last_modified,
                        cap.digest,
                        cap.date,
                        cap.record_id,
                        cap.path,
                        cap.offset,
                        cap.status,
                    ),
                )
                n += 1
        self._db.execute("INSERT OR REPLACE INTO meta VALUES ('built', ?)", (str(n),))
        self._db.execute("COMMIT")
        return n

    def get(self, key: str) -> Previous | None:
        row = self._db.execute(
            "SELECT url, etag, last_modified, digest, date, record_id, path, offset, status"
            " FROM history WHERE key = ?",
            (key,),
        ).fetchone()
        return None if row is None else Previous(*row)

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
