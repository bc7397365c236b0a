"""Searching several crawl directories as one collection (what `keepnet replay DIR DIR...` serves).

Each directory keeps its own index; a query runs on each and the hits are merged by score.
bm25 scores of different indexes are not strictly comparable (each has its own document
frequencies), but for the collections of one archive they are close enough to interleave,
which is what federated search engines do too.  A directory without a search index yet is
skipped, never given an empty one.
"""

from __future__ import annotations

from pathlib import Path

from keepnet.search.base import SearchIndex, SearchResults
from keepnet.search.query import date_bound, parse_query, site_range
from keepnet.search.sqlite_fts import MAX_LIMIT, MAX_OFFSET, SqliteSearchIndex, search_path


def search_dirs(
    crawl_dirs: list[Path],
    q: str,
    site: str | None = None,
    date_from: str | None = None,
    date_to: str | None = None,
    limit: int = 20,
    offset: int = 0,
) -> SearchResults:
    """One page of hits over the search indexes of `crawl_dirs`, best first.

    Raises ValueError for a malformed site or date (before opening any index), never for `q`.
    """
    if site:
        site_range(site)
    if date_from:
        date_bound(date_from)
    if date_to:
        date_bound(date_to, end=True)
    limit = max(1, min(limit, MAX_LIMIT))
    offset = max(0, min(offset, MAX_OFFSET))
    indexes = [search_path(d) for d in crawl_dirs if search_path(d).is_file()]
    if not indexes:
        parsed = parse_query(q)
        note = "this collection has no search index yet (keepnet index DIR makes it)"
        return SearchResults([], 0, offset, limit, parsed.terms, (*parsed.notes, note))
    if len(indexes) == 1:
        return _query(indexes[0], q, site, date_from, date_to, limit, offset)
    # every index's best offset+limit hits, so that the merged page is exact
    results = [_query(p, q, site, date_from, date_to, offset + limit, 0) for p in indexes]
    # stable: equal scores keep each index's own order, so pages never overlap
    hits = sorted((h for r in results for h in r.hits), key=lambda h: -h.score)
    first = results[0]
    return SearchResults(
        hits[offset : offset + limit],
        sum(r.total for r in results),
        offset,
        limit,
        first.terms,
        first.notes,
    )


def _query(
    path: Path,
    q: str,
    site: str | None,
    date_from: str | None,
    date_to: str | None,
    limit: int,
    offset: int,
) -> SearchResults:
    index: SearchIndex = SqliteSearchIndex(path, create=False)
    try:
        return index.query(q, site, date_from, date_to, limit, offset)
    finally:
        index.close()
