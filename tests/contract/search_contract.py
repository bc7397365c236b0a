"""The contract of a full-text search index (keepnet.search.base.SearchIndex).

Any implementation runs this suite: subclass `SearchContract` and give a `make_index`
fixture returning an empty index.  The SQLite FTS5 index runs it in
tests/unit/search/test_search_sqlite_fts.py.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from keepnet.search.base import SearchDocument, SearchIndex, SourceEntry

MakeIndex = Callable[[], SearchIndex]

DOCS = [
    SearchDocument(
        "http://news.example.org/bridge",
        "20240512093000",
        "Harbour bridge reopens",
        "The old bridge over the harbour reopened today.",
        "a.warc.gz",
    ),
    SearchDocument(
        "http://blog.example.org/walk",
        "20230301120000",
        "A spring walk",
        "We walked past the harbour bridge and saw herons.",
        "a.warc.gz",
    ),
    SearchDocument(
        "http://www.other.org/maps",
        "20240601000000",
        "Maps",
        "A page about maps of the harbour and walking tours.",
        "b.warc.gz",
    ),
]


def hit_urls(index: SearchIndex, q: str, **kw: object) -> set[str]:
    return {h.url for h in index.query(q, **kw).hits}  # type: ignore[arg-type]


class SearchContract:
    @pytest.fixture
    def index(self, make_index: MakeIndex) -> Iterator[SearchIndex]:
        idx = make_index()
        yield idx
        idx.close()

    def test_add_counts_and_finds_words(self, index: SearchIndex) -> None:
        assert index.add(DOCS) == 3 and index.count() == 3
        assert hit_urls(index, "herons") == {"http://blog.example.org/walk"}
        assert hit_urls(index, "harbour") == {d.url for d in DOCS}
        assert hit_urls(index, "nowhere") == set()

    def test_the_same_capture_added_twice_is_one_document(self, index: SearchIndex) -> None:
        index.add(DOCS)
        newer = SearchDocument(DOCS[0].url, DOCS[0].timestamp, "Renamed", "kingfisher", "c.warc.gz")
        index.add([newer])
        assert index.count() == 3
        assert hit_urls(index, "kingfisher") == {DOCS[0].url}
        assert hit_urls(index, "reopened") == set()

    def test_site_filter_takes_subdomains(self, index: SearchIndex) -> None:
        index.add(DOCS)
        assert hit_urls(index, "harbour", site="example.org") == {DOCS[0].url, DOCS[1].url}
        assert hit_urls(index, "harbour", site="news.example.org") == {DOCS[0].url}
        with pytest.raises(ValueError):
            index.query("harbour", site="not a host/")

    def test_date_filters_are_inclusive_prefixes(self, index: SearchIndex) -> None:
        index.add(DOCS)
        assert hit_urls(index, "harbour", date_from="2024", date_to="2024") == {
            DOCS[0].url,
            DOCS[2].url,
        }
        assert hit_urls(index, "harbour", date_to="202303") == {DOCS[1].url}
        with pytest.raises(ValueError):
            index.query("harbour", date_from="20x4")

    def test_pagination_totals(self, index: SearchIndex) -> None:
        index.add(DOCS)
        first, second = index.query("harbour", limit=2), index.query("harbour", limit=2, offset=2)
        assert first.total == second.total == 3
        assert len(first.hits) == 2 and len(second.hits) == 1
        assert {h.url for h in first.hits + second.hits} == {d.url for d in DOCS}

    @pytest.mark.parametrize("q", ['"', "(", "NEAR(", "*", "\x00", "a" * 5000, "x:y:z", "-"])
    def test_hostile_queries_never_raise(self, index: SearchIndex, q: str) -> None:
        index.add(DOCS)
        results = index.query(q)
        assert len(results.hits) == min(results.total, 20) and results.total <= 3

    def test_replace_source_is_whole_and_records_its_entry(self, index: SearchIndex) -> None:
        index.add(DOCS)
        seen: list[int] = []

        def entry(n: int) -> SourceEntry:
            seen.append(n)
            return SourceEntry(100, 7, n, 0)

        only = [SearchDocument("http://a.test/", "20200101000000", "A", "egret", "ignored")]
        assert index.replace_source("a.warc.gz", only, entry) == 1
        assert seen == [1]
        assert index.sources()["a.warc.gz"] == SourceEntry(100, 7, 1, 0)
        assert hit_urls(index, "herons") == set()  # a.warc.gz's old documents are gone
        assert hit_urls(index, "egret") == {"http://a.test/"}
        assert index.count() == 2

    def test_a_failing_replacement_leaves_the_old_source(self, index: SearchIndex) -> None:
        index.replace_source("a.warc.gz", DOCS[:2], lambda n: SourceEntry(1, 1, n, 0))

        def broken() -> Iterator[SearchDocument]:
            yield DOCS[2]
            raise OSError("the WARC went away")

        with pytest.raises(OSError):
            index.replace_source("a.warc.gz", broken(), lambda n: SourceEntry(2, 2, n, 0))
        assert index.sources()["a.warc.gz"] == SourceEntry(1, 1, 2, 0)
        assert hit_urls(index, "herons") == {DOCS[1].url}

    def test_set_and_drop_source(self, index: SearchIndex) -> None:
        index.add(DOCS)
        index.set_source("a.warc.gz", SourceEntry(10, 20, 2, 0))
        assert index.sources() == {"a.warc.gz": SourceEntry(10, 20, 2, 0)}
        assert index.drop_source("a.warc.gz") == 2
        assert index.sources() == {} and index.count() == 1
