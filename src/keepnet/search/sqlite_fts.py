"""The embedded search index: SQLite FTS5 in DIR/indexes/search.sqlite (`SqliteSearchIndex`).

Tables: `docs` (one row per capture: url, 14-digit timestamp, host key for the site filter,
source WARC; unique on url + timestamp), `docs_fts` (FTS5 over title, text and url, rowid =
docs.id) and `sources` (which WARCs are indexed, as of which size and mtime).
Tokenizer: porter over unicode61 with diacritics removed, so "walks" finds "walking" and
"cafe" finds "café"; prefix indexes of 2 and 3 characters make "arch*" cheap.
Ranking: FTS5's bm25() with column weights title 10, text 1, url 3 (SQLite returns
lower-is-better values; `SearchHit.score` is its negation).  The site filter is a range over
reversed host names (see keepnet.search.query.site_range), the date filter a range over
timestamps; both are plain indexed columns next to the full-text table.
Highlights use the control characters STX and ETX as marks: they are stripped
from indexed text, so they can never come from a page.
Reference: https://sqlite.org/fts5.html (bm25, highlight, snippet).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable
from pathlib import Path

from keepnet.search.base import (
    Fragments,
    SearchDocument,
    SearchHit,
    SearchIndex,
    SearchResults,
    SourceEntry,
)
from keepnet.search.query import clean_text, date_bound, parse_query, site_key, site_range
from keepnet.url.parse import InvalidURL, hostname

SCHEMA_VERSION = 1
WEIGHTS = (10.0, 1.0, 3.0)  # title, text, url
SNIPPET_TOKENS = 32
MAX_LIMIT = 100  # hits per page a client may ask for
MAX_OFFSET = 10_000  # deep pages cost a sort of every match; nobody reads page 500
_START, _END = "\x02", "\x03"
WRITER_CACHE_KIB = 64 * 1024  # a writer's page cache (an upper bound: filled as pages are read)
WRITER_CHECKPOINT_PAGES = 10_000  # WAL pages (40 MB) before a writer checkpoints into the file

_SCHEMA = f"""
CREATE TABLE IF NOT EXISTS docs (
    id INTEGER PRIMARY KEY,
    url TEXT NOT NULL,
    timestamp TEXT NOT NULL,
    host_key TEXT NOT NULL,
    source TEXT NOT NULL,
    UNIQUE (url, timestamp)
);
CREATE INDEX IF NOT EXISTS docs_host ON docs (host_key);
CREATE INDEX IF NOT EXISTS docs_time ON docs (timestamp);
CREATE INDEX IF NOT EXISTS docs_source ON docs (source);
CREATE VIRTUAL TABLE IF NOT EXISTS docs_fts USING fts5(
    title, text, url,
    tokenize = 'porter unicode61 remove_diacritics 2',
    prefix = '2 3'
);
CREATE TABLE IF NOT EXISTS sources (
    name TEXT PRIMARY KEY,
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    documents INTEGER NOT NULL,
    problems INTEGER NOT NULL
);
PRAGMA user_version = {SCHEMA_VERSION};
"""


def _host_key(url: str) -> str:
    try:
        host = hostname(url)
    except InvalidURL:
        host = ""
    return site_key(host) if host else ","


def _fragments(marked: str | None) -> Fragments:
    """Split FTS5 highlight()/snippet() output at the STX/ETX marks."""
    out: list[tuple[str, bool]] = []
    for i, part in enumerate((marked or "").split(_START)):
        if i == 0:
            if part:
                out.append((part, False))
            continue
        hit, _, rest = part.partition(_END)
        if hit:
            out.append((hit, True))
        if rest:
            out.append((rest, False))
    return tuple(out)


class SqliteSearchIndex:
    """A SearchIndex in one SQLite file.  Not thread-safe: one instance per thread."""

    def __init__(self, path: Path, *, create: bool = True) -> None:
        """Open (and with create=True make) the index at `path`.

        create=False opens an existing file only (FileNotFoundError otherwise), which is
        what readers such as the replay server want: a reader never makes an empty index.
        """
        self.path = path
        if create:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(path, timeout=30)
        else:
            if not path.is_file():
                raise FileNotFoundError(path)
            self._db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=rw", uri=True, timeout=30)
        self._db.execute("PRAGMA journal_mode = WAL")  # readers never wait for the indexer
        self._db.execute("PRAGMA synchronous = NORMAL")
        if create:
            # A writer's batch makes a new FTS5 segment and merges older ones: with SQLite's
            # default 2 MB page cache every merge read the segments back from the WAL and the
            # file (~25 reads and ~40 writes a document on a crawl); a larger cache and rarer
            # checkpoints cut the indexer's CPU by ~15% (bench/README, "The full-text writer").
            self._db.execute(f"PRAGMA cache_size = -{WRITER_CACHE_KIB}")
            self._db.execute(f"PRAGMA wal_autocheckpoint = {WRITER_CHECKPOINT_PAGES}")
            version = self._db.execute("PRAGMA user_version").fetchone()[0]
            if version not in (0, SCHEMA_VERSION):
                raise RuntimeError(
                    f"{path}: search index schema {version}, expected {SCHEMA_VERSION}; "
                    "delete the file and index again"
                )
            self._db.executescript(_SCHEMA)

    # -- writing ---------------------------------------------------------------------

    def _insert(self, doc: SearchDocument, source: str) -> None:
        db = self._db
        old = db.execute(
            "SELECT id FROM docs WHERE url = ? AND timestamp = ?", (doc.url, doc.timestamp)
        ).fetchone()
        if old is not None:  # the same capture again (a copied WARC): the newest read wins
            db.execute("DELETE FROM docs_fts WHERE rowid = ?", old)
            db.execute("DELETE FROM docs WHERE id = ?", old)
        cur = db.execute(
            "INSERT INTO docs (url, timestamp, host_key, source) VALUES (?, ?, ?, ?)",
            (clean_text(doc.url), doc.timestamp, _host_key(doc.url), source),
        )
        db.execute(
            "INSERT INTO docs_fts (rowid, title, text, url) VALUES (?, ?, ?, ?)",
            (cur.lastrowid, clean_text(doc.title), clean_text(doc.text), clean_text(doc.url)),
        )

    def _delete_source(self, name: str) -> int:
        db = self._db
        db.execute(
            "DELETE FROM docs_fts WHERE rowid IN (SELECT id FROM docs WHERE source = ?)", (name,)
        )
        return db.execute("DELETE FROM docs WHERE source = ?", (name,)).rowcount

    def add(self, docs: Iterable[SearchDocument]) -> int:
        n = 0
        with self._db:
            for doc in docs:
                self._insert(doc, doc.source)
                n += 1
        return n

    def sources(self) -> dict[str, SourceEntry]:
        rows = self._db.execute(
            "SELECT name, size, mtime_ns, documents, problems FROM sources"
        ).fetchall()
        return {name: SourceEntry(*rest) for name, *rest in rows}

    def replace_source(
        self,
        name: str,
        docs: Iterable[SearchDocument],
        entry: Callable[[int], SourceEntry],
    ) -> int:
        n = 0
        with self._db:  # one transaction: a crash leaves the old state of this source
            self._delete_source(name)
            for doc in docs:
                self._insert(doc, name)  # the source named here, whatever doc.source says
                n += 1
            e = entry(n)
            self._db.execute(
                "INSERT OR REPLACE INTO sources VALUES (?, ?, ?, ?, ?)",
                (name, e.size, e.mtime_ns, e.documents, e.problems),
            )
        return n

    def set_source(self, name: str, entry: SourceEntry) -> None:
        """Record that source `name` is fully indexed as of `entry`, its documents already
        added (keepnet.search.live adds them one by one while the WARC is written)."""
        with self._db:
            self._db.execute(
                "INSERT OR REPLACE INTO sources VALUES (?, ?, ?, ?, ?)",
                (name, entry.size, entry.mtime_ns, entry.documents, entry.problems),
            )

    def drop_source(self, name: str) -> int:
        with self._db:
            n = self._delete_source(name)
            self._db.execute("DELETE FROM sources WHERE name = ?", (name,))
        return n

    def count(self) -> int:
        return int(self._db.execute("SELECT count(*) FROM docs").fetchone()[0])

    def close(self) -> None:
        self._db.close()

    # -- reading ---------------------------------------------------------------------

    def query(
        self,
        q: str,
        site: str | None = None,
        date_from: str | None = None,
        date_to: str | None = None,
        limit: int = 20,
        offset: int = 0,
    ) -> SearchResults:
        # limit may reach MAX_OFFSET + MAX_LIMIT: keepnet.search.multi merges whole heads
        limit = max(1, min(limit, MAX_OFFSET + MAX_LIMIT))
        offset = max(0, min(offset, MAX_OFFSET))
        parsed = parse_query(q)
        where = ["docs_fts MATCH ?"]
        params: list[object] = [parsed.match]
        site = site or parsed.site
        if site:
            low, high = site_range(site)
            where.append("d.host_key >= ? AND d.host_key < ?")
            params += [low, high]
        if date_from:
            where.append("d.timestamp >= ?")
            params.append(date_bound(date_from))
        if date_to:
            where.append("d.timestamp <= ?")
            params.append(date_bound(date_to, end=True))
        if parsed.match is None:
            return SearchResults([], 0, offset, limit, parsed.terms, parsed.notes)
        joined = "FROM docs_fts JOIN docs d ON d.id = docs_fts.rowid WHERE " + " AND ".join(where)
        total = self._db.execute(f"SELECT count(*) {joined}", params).fetchone()[0]
        w_title, w_text, w_url = WEIGHTS
        rows = self._db.execute(
            f"""SELECT d.url, d.timestamp,
                       highlight(docs_fts, 0, '{_START}', '{_END}'),
                       snippet(docs_fts, 1, '{_START}', '{_END}', '…', {SNIPPET_TOKENS}),
                       bm25(docs_fts, {w_title}, {w_text}, {w_url}) AS rank
                {joined} ORDER BY rank, d.timestamp DESC, d.id LIMIT ? OFFSET ?""",
            [*params, limit, offset],
        ).fetchall()
        hits = [
            SearchHit(url, ts, _fragments(title), _fragments(snip), -rank)
            for url, ts, title, snip, rank in rows
        ]
        return SearchResults(hits, int(total), offset, limit, parsed.terms, parsed.notes)


def open_index(crawl_dir: Path, *, create: bool = True) -> SearchIndex:
    """The search index of a crawl directory: DIR/indexes/search.sqlite."""
    return SqliteSearchIndex(search_path(crawl_dir), create=create)


def search_path(crawl_dir: Path) -> Path:
    return crawl_dir / "indexes" / "search.sqlite"
