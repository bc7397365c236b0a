"""keepnet.search.multi: one query over several crawl directories."""

from __future__ import annotations

from pathlib import Path

import pytest

from keepnet.search.base import SearchDocument
from keepnet.search.multi import search_dirs
from keepnet.search.sqlite_fts import open_index


def make(crawl: Path, docs: list[SearchDocument]) -> Path:
    idx = open_index(crawl)
    idx.add(docs)
    idx.close()
    return crawl


def test_merged_by_score_and_paged_exactly(tmp_path: Path) -> None:
    a = make(
        tmp_path / "a",
        [
            SearchDocument(
                f"http://a.test/{i}", "20240101000000", "t", "apple " * (i + 1) + "pear " * 20
            )
            for i in range(5)
        ],
    )
    b = make(
        tmp_path / "b",
        [
            SearchDocument(f"http://b.test/{i}", "20240101000000", "apple", "apple")
            for i in range(3)
        ],
    )
    everything = search_dirs([a, b, tmp_path / "none"], "apple", limit=100)
    assert everything.total == 8 and len(everything.hits) == 8
    scores = [h.score for h in everything.hits]
    assert scores == sorted(scores, reverse=True)
    pages = [search_dirs([a, b], "apple", limit=3, offset=o).hits for o in (0, 3, 6)]
    assert [h.url for p in pages for h in p] == [h.url for h in everything.hits]


def test_bad_filters_raise_before_anything(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        search_dirs([tmp_path], "x", date_from="never")
    with pytest.raises(ValueError):
        search_dirs([tmp_path], "x", site="[")
