"""Full-text indexing while crawling: page documents go into DIR/indexes/search.sqlite as
they are archived, so update_search need not read the crawl's WARCs again (`LiveSearch`).

Which captures: exactly those update_search takes — keepnet.index.live hands over every
record whose index line passes keepnet.search.capture.is_page, parsed in memory by warcio
as the WARC reader would parse it, and capture.page_exchange gives what update_search would
decode (None: no document, as there); for a page keepnet's writer wrote, the same values
are taken from the record as written (index.live.written_page) and the parse is not made.
The document itself is the title and text the crawl's link extraction already computed
when that extraction had exactly update_search's input — same payload, Content-Type,
Content-Encoding and truncation, an HTML media type — and is otherwise computed from the
record with update_search's own code (capture.exchange_document).  Either way it is the
document update_search would make.

A WARC is registered as indexed (its `sources` row: size, mtime, documents) only once it
is closed under its final name, every one of its pages has its document, and nothing went
wrong on the way; until then, and after a crash, update_search reads it as before
(replace_source first drops whatever documents were added for it here).  Documents are
committed in batches (every `batch_docs` documents, `batch_chars` characters of text or
`batch_seconds`), before any registration and at close.  Each batch is an FTS5 segment that
later batches merge with: fewer, larger batches cost the indexer less CPU a document (~20%
less at ~650 documents than at 100), and the character bound keeps a batch of long
documents small.

The database is written by one thread of its own, in the order the batches and
registrations were made: SQLite does its work (FTS5 tokenizing, B-tree updates) without
Python's GIL, so that work runs on another core beside the crawl.  A registration follows
every batch before it, and is skipped when one of its WARC's batches failed.  At most
`MAX_QUEUED` batches wait; the crawl waits for the oldest beyond that.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from keepnet.extract.text import HTML_MIMES
from keepnet.fetch.content import MAX_DECODED
from keepnet.index.cdxj import CdxjRecord
from keepnet.index.live import written_page
from keepnet.models import Exchange
from keepnet.search.base import SearchDocument, SearchIndex, SourceEntry
from keepnet.search.capture import (
    DECODE_LIMIT,
    MAX_BODY,
    MAX_TEXT,
    exchange_document,
    is_page,
    page_exchange,
    page_of,
)
from keepnet.search.sqlite_fts import open_index

log = logging.getLogger(__name__)

# Link extraction decodes with fetch.content's default limit; its text can stand for
# update_search's only if both stop a decompression bomb at the same size.
_SAME_DECODE_LIMIT = MAX_DECODED == DECODE_LIMIT
PENDING_BYTES = 32 << 20  # payloads held for pages not yet given their document
MAX_QUEUED = 8  # batches handed to the writer thread and not yet written


@dataclass(slots=True)
class _Pending:
    filename: str
    rec: CdxjRecord
    exchange: Exchange  # what update_search would decode


@dataclass(slots=True)
class _File:
    documents: int = 0
    ok: bool = True


def same_input(ours: Exchange, crawled: Exchange) -> bool:
    """Whether link extraction of `crawled` saw exactly what update_search decodes (`ours`):
    then its title and text are update_search's (same decode, parse and text functions)."""
    return (
        _SAME_DECODE_LIMIT
        and crawled.mime in HTML_MIMES  # extraction took its HTML path
        and crawled.url == ours.url
        and (crawled.truncated is None) == (ours.truncated is None)
        and (  # the same header fields (most pages: the fetch and the index read the head
            # alike) have the same two below, without their scans of every field, lower-cased
            crawled.headers == ours.headers
            or (
                crawled.header("content-type") == ours.header("content-type")
                and crawled.header_all("content-encoding") == ours.header_all("content-encoding")
            )
        )
        and crawled.payload == ours.payload
    )


def _written_exchange(record: Any, rec: CdxjRecord) -> Exchange | None | Literal[False]:
    """capture.page_exchange(record, rec) of a page keepnet's writer wrote, from the
    record's values (index.live.written_page) instead of warcio's parse of it; False when
    they are not to be had that way or the body is chunked (page_exchange decides then)."""
    page = written_page(record, MAX_BODY)
    if page is None:
        return False
    status, headers, payload, truncated = page
    for name, value in headers:  # the first, as StatusAndHeaders.get_header finds it
        if name.lower() == "transfer-encoding":
            if value.lower() == "chunked":
                return False
            break
    if status != "200":
        return None
    return page_of(rec.url, list(headers), payload, truncated)


class LiveSearch:
    """Adds a crawl's page documents to its search index as the crawl archives them."""

    def __init__(
        self,
        crawl_dir: Path,
        *,
        batch_docs: int = 1000,
        batch_chars: int = 8_000_000,
        batch_seconds: float = 1.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.archive = crawl_dir / "archive"
        self._crawl_dir = crawl_dir
        self._index: SearchIndex | None = None  # opened on the first document
        self._batch: list[SearchDocument] = []
        self._batch_docs = batch_docs
        self._batch_chars = batch_chars
        self._chars = 0  # text characters in the batch
        self._batch_seconds = batch_seconds
        self._clock = clock
        self._last_commit = clock()
        self._pending: dict[str, _Pending] = {}
        self._pending_bytes = 0
        self._files: dict[str, _File] = {}
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="live-search")
        self._queued: deque[Future[None]] = deque()
        self._failed: set[str] = set()  # WARCs a batch of which was not written (thread)
        self.registered: list[str] = []  # WARCs recorded as indexed (complete after close)
        self.from_extraction = 0  # documents that reused link extraction's title and text
        self.computed = 0  # documents computed here from the record

    # -- fed by keepnet.index.live ---------------------------------------------------

    def on_indexed(self, filename: str, record_id: str, rec: CdxjRecord, record: Any) -> None:
        """An indexed record (keepnet.index.live.IndexListener); pages become documents."""
        if is_page(rec):
            self.on_page(filename, record_id, rec, record)

    def on_page(self, filename: str, record_id: str, rec: CdxjRecord, record: Any) -> None:
        """A record whose index line is_page(); `record` is warcio's parse of it."""
        state = self._file(filename)
        try:
            exchange = _written_exchange(record, rec)
            if exchange is False:
                exchange = page_exchange(record, rec)
        except Exception:  # noqa: BLE001 - update_search would report it: let it
            log.debug("live search: %s@%d unreadable", filename, rec.offset, exc_info=True)
            state.ok = False
            return
        if exchange is None:
            return
        self._pending[record_id] = _Pending(filename, rec, exchange)
        self._pending_bytes += len(exchange.payload)
        while self._pending_bytes > PENDING_BYTES and self._pending:
            self._resolve(next(iter(self._pending)), None, None, None)  # oldest first

    def fail(self, filename: str) -> None:
        """Something about this WARC was not followed: update_search must read it."""
        self._file(filename).ok = False

    def on_close(self, filename: str, ok: bool = True) -> None:
        """WARC `filename` is closed under its final name (ok: every record was seen)."""
        for record_id in [r for r, p in self._pending.items() if p.filename == filename]:
            self._resolve(record_id, None, None, None)
        self._commit()  # documents first: a registered WARC has all of its documents
        state = self._files.pop(filename, None) or _File()  # a WARC without pages: none
        if not (ok and state.ok):
            return
        try:
            st = (self.archive / filename).stat()
        except OSError:  # never break the crawl: update_search reads it
            log.warning("live search: cannot register %s", filename, exc_info=True)
            return
        entry = SourceEntry(st.st_size, st.st_mtime_ns, state.documents, 0)
        self._submit(self._register, filename, entry)

    # -- fed by the crawl engine -----------------------------------------------------

    def add_page(
        self,
        record_id: str,
        ex: Exchange | None = None,
        title: str | None = None,
        text: str | None = None,
    ) -> bool:
        """The page archived as record `record_id` (response id) and what link extraction
        found in it; False when that record is no searchable page (or was done already)."""
        if record_id not in self._pending:
            return False
        self._resolve(record_id, ex, title, text)
        return True

    def close(self) -> None:
        self._pending.clear()
        self._pending_bytes = 0
        try:
            self._commit()
        finally:
            self._thread.submit(self._close_db)
            self._thread.shutdown(wait=True)  # every batch and registration written
            self._queued.clear()

    # -- internals -------------------------------------------------------------------

    def _file(self, filename: str) -> _File:
        state = self._files.get(filename)
        if state is None:
            state = self._files[filename] = _File()
        return state

    def _resolve(
        self, record_id: str, ex: Exchange | None, title: str | None, text: str | None
    ) -> None:
        p = self._pending.pop(record_id)
        self._pending_bytes -= len(p.exchange.payload)
        state = self._file(p.filename)
        try:
            if text is not None and ex is not None and same_input(p.exchange, ex):
                doc = SearchDocument(
                    p.rec.url, p.rec.timestamp, title or "", text[:MAX_TEXT], p.filename
                )
                self.from_extraction += 1
            else:
                doc = exchange_document(p.exchange, p.rec)
                self.computed += 1
        except Exception:  # noqa: BLE001 - update_search would report it: let it
            log.debug("live search: page %s not searchable", p.rec.url, exc_info=True)
            state.ok = False
            return
        self._batch.append(doc)
        self._chars += len(doc.text)
        state.documents += 1
        if (
            len(self._batch) >= self._batch_docs
            or self._chars >= self._batch_chars
            or self._clock() - self._last_commit >= self._batch_seconds
        ):
            self._commit()

    def _commit(self) -> None:
        self._last_commit = self._clock()
        if not self._batch:
            return
        batch, self._batch = self._batch, []
        self._chars = 0
        self._submit(self._write, batch)

    def _submit(self, fn: Callable[..., None], *args: object) -> None:
        queued = self._queued
        while queued and (queued[0].done() or len(queued) >= MAX_QUEUED):
            queued.popleft().result()  # never raises: the thread's work catches its errors
        queued.append(self._thread.submit(fn, *args))

    # -- on the writer thread --------------------------------------------------------

    def _write(self, batch: list[SearchDocument]) -> None:
        try:
            self._db().add(batch)
        except Exception:  # noqa: BLE001 - never break the crawl: update_search reads them
            log.warning("live search: %d documents not written", len(batch), exc_info=True)
            self._failed.update(doc.source for doc in batch)

    def _register(self, filename: str, entry: SourceEntry) -> None:
        if filename in self._failed:
            return
        try:
            self._db().set_source(filename, entry)
            self.registered.append(filename)
        except Exception:  # noqa: BLE001 - never break the crawl: update_search reads it
            log.warning("live search: cannot register %s", filename, exc_info=True)

    def _close_db(self) -> None:
        if self._index is not None:
            self._index.close()
            self._index = None

    def _db(self) -> SearchIndex:
        if self._index is None:
            self._index = open_index(self._crawl_dir)
        return self._index
