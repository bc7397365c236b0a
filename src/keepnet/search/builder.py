"""Building the full-text index of a crawl: `update_search(DIR)`, incremental like the CDX index.

Only the WARCs of DIR/archive that are new or changed since the last run are read (the index
remembers each WARC's size and mtime, see SearchIndex.sources); a WARC that is gone has its
documents removed; `.open` files still being written are skipped.  Records are found with
keepnet.index.indexer.index_warc, so search sees exactly the captures the CDX index (and so
replay) sees, and reading damaged WARCs goes on past the damage the same way.  Each WARC is
indexed in one transaction: a crash costs at most the WARC being read, never a duplicate.
"""

from __future__ import annotations

import fcntl
import logging
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from keepnet.index.indexer import WARC_SUFFIXES, IndexProblem, OnProblem, index_warc
from keepnet.search.base import SearchDocument, SearchIndex, SourceEntry
from keepnet.search.capture import is_page, read_document
from keepnet.search.sqlite_fts import open_index

log = logging.getLogger(__name__)


@dataclass(slots=True)
class SearchReport:
    """What one update_search run did."""

    indexed: list[str] = field(default_factory=list)  # WARC files read in this run
    unchanged: int = 0
    removed: list[str] = field(default_factory=list)
    documents: int = 0  # documents added in this run
    total_documents: int = 0  # documents in the index afterwards
    problems: list[IndexProblem] = field(default_factory=list)  # pages that could not be read
    read_problems: int = 0  # damaged WARC regions (also reported by the CDX indexer)

    @property
    def changed(self) -> bool:
        return bool(self.indexed or self.removed or self.problems)

    def summary(self) -> str:
        n = len(self.problems)
        return (
            f"search: indexed {len(self.indexed)} WARC{'s' if len(self.indexed) != 1 else ''} "
            f"({self.unchanged} unchanged, {len(self.removed)} removed): "
            f"{self.documents} pages, {self.total_documents} in search index, "
            f"{n} error{'s' if n != 1 else ''}"
        )


def update_search(
    crawl_dir: Path, on_problem: OnProblem | None = None, index: SearchIndex | None = None
) -> SearchReport:
    """Bring DIR/indexes/search.sqlite (or `index`) up to date with the WARCs in DIR/archive.

    Concurrent runs on one DIR are serialized by DIR/indexes/.search.lock.
    """
    indexes = crawl_dir / "indexes"
    indexes.mkdir(parents=True, exist_ok=True)
    with (indexes / ".search.lock").open("a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        own = index is None
        idx = open_index(crawl_dir) if index is None else index
        try:
            return _update(crawl_dir / "archive", idx, on_problem)
        finally:
            if own:
                idx.close()


def _update(archive: Path, idx: SearchIndex, on_problem: OnProblem | None) -> SearchReport:
    known = idx.sources()
    present = {p.name: p for p in _finished_warcs(archive)}
    report = SearchReport(removed=sorted(set(known) - set(present)))
    for name in report.removed:
        idx.drop_source(name)
    for name, path in sorted(present.items()):
        st = path.stat()
        entry = known.get(name)
        if entry is not None and entry.size == st.st_size and entry.mtime_ns == st.st_mtime_ns:
            report.unchanged += 1
            continue
        problems_before = len(report.problems)

        def make_entry(
            count: int,
            size: int = st.st_size,
            mtime: int = st.st_mtime_ns,
            first: int = problems_before,
        ) -> SourceEntry:
            return SourceEntry(size, mtime, count, len(report.problems) - first)

        docs = _documents(path, name, report, on_problem)
        report.documents += idx.replace_source(name, docs, make_entry)
        report.indexed.append(name)
    report.total_documents = idx.count()
    return report


def _documents(
    path: Path, name: str, report: SearchReport, on_problem: OnProblem | None
) -> Iterator[SearchDocument]:
    def read_problem(p: IndexProblem) -> None:
        report.read_problems += 1
        log.debug("search: %s", p)

    with path.open("rb") as fh:
        for rec in index_warc(path, name, read_problem):
            if not is_page(rec):
                continue
            try:
                doc = read_document(fh, rec)
            except Exception as exc:  # noqa: BLE001 - one unreadable page never stops the rest
                problem = IndexProblem(name, rec.offset, f"page not searchable: {exc}"[:200])
                report.problems.append(problem)
                if on_problem is not None:
                    on_problem(problem)
                continue
            if doc is not None:
                yield doc


def _finished_warcs(archive: Path) -> list[Path]:
    """WARC files in archive/, without those still being written (name ends in .open)."""
    if not archive.is_dir():
        return []
    return [p for p in archive.iterdir() if p.name.endswith(WARC_SUFFIXES) and p.is_file()]
