"""SqliteSearchIndex: ranking, highlighting, filters, sources, hostile queries."""

from __future__ import annotations

from pathlib import Path

import pytest

from contract.search_contract import MakeIndex, SearchContract
from keepnet.search.base import SearchDocument, SourceEntry
from keepnet.search.sqlite_fts import SqliteSearchIndex

DOCS = [
    SearchDocument("http://news.example.org/bridge", "20240512093000",
                   "Harbour bridge reopens", "The old bridge over the harbour reopened today.", "a.warc.gz"),
    SearchDocument("http://blog.example.org/walk", "20230301120000",
                   "A spring walk", "We walked past the harbour bridge and saw herons.", "a.warc.gz"),
    SearchDocument("http://www.examples.org/other", "20240601000000",
                   "Unrelated", "A page about maps of the harbour, walking tours, café culture.", "b.warc.gz"),
    SearchDocument("http://example.org/", "20220101000000",
                   "Example home", "Welcome. Nothing about bridges here except this word: bridge.", "b.warc.gz"),
]  # fmt: skip


@pytest.fixture
def index(tmp_path: Path) -> SqliteSearchIndex:
    idx = SqliteSearchIndex(tmp_path / "search.sqlite")
    idx.add(DOCS)
    yield idx
    idx.close()


def urls(idx: SqliteSearchIndex, q: str, **kw: object) -> list[str]:
    return [h.url for h in idx.query(q, **kw).hits]  # type: ignore[arg-type]


def test_words_and_phrases(index: SqliteSearchIndex) -> None:
    assert set(urls(index, "harbour bridge")) == {
        "http://news.example.org/bridge", "http://blog.example.org/walk",
    }  # fmt: skip
    assert urls(index, '"bridge over the harbour"') == ["http://news.example.org/bridge"]
    assert urls(index, '"harbour over bridge"') == []
    assert urls(index, "herons") == ["http://blog.example.org/walk"]


def test_title_weighs_more_than_text(index: SqliteSearchIndex) -> None:
    # "bridge" is in both texts, but only in the title of the news page
    ranked = urls(index, "bridge")
    assert ranked[0] == "http://news.example.org/bridge"
    results = index.query("bridge")
    assert [h.score for h in results.hits] == sorted((h.score for h in results.hits), reverse=True)


def test_stemming_diacritics_prefix_exclusion(index: SqliteSearchIndex) -> None:
    assert "http://www.examples.org/other" in urls(index, "walk")  # walking -> walk
    assert urls(index, "cafe") == ["http://www.examples.org/other"]
    assert set(urls(index, "brid*")) == {d.url for d in DOCS if "bridge" in d.text}
    assert urls(index, "harbour -bridge") == ["http://www.examples.org/other"]


def test_url_words_are_searchable(index: SqliteSearchIndex) -> None:
    assert urls(index, "url:walk") == ["http://blog.example.org/walk"]


def test_site_filter_host_and_registered_domain(index: SqliteSearchIndex) -> None:
    assert urls(index, "harbour", site="news.example.org") == ["http://news.example.org/bridge"]
    assert set(urls(index, "harbour", site="example.org")) == {
        "http://news.example.org/bridge", "http://blog.example.org/walk",
    }  # fmt: skip
    assert urls(index, "harbour", site="examples.org") == ["http://www.examples.org/other"]
    assert urls(index, "harbour site:blog.example.org") == ["http://blog.example.org/walk"]
    with pytest.raises(ValueError):
        index.query("harbour", site="::")


def test_date_filters(index: SqliteSearchIndex) -> None:
    assert set(urls(index, "harbour", date_from="2024")) == {
        "http://news.example.org/bridge", "http://www.examples.org/other",
    }  # fmt: skip
    assert urls(index, "harbour", date_to="2023") == ["http://blog.example.org/walk"]
    assert urls(index, "harbour", date_from="20240512", date_to="2024-05-12") == [
        "http://news.example.org/bridge"
    ]
    with pytest.raises(ValueError):
        index.query("harbour", date_from="yesterday")


def test_highlights_and_snippets(index: SqliteSearchIndex) -> None:
    hit = index.query("herons").hits[0]
    assert ("herons", True) in hit.snippet
    assert "herons" in hit.snippet_text and "harbour bridge" in hit.snippet_text
    assert hit.title == (("A spring walk", False),)
    title_hit = index.query("spring").hits[0]
    assert ("spring", True) in title_hit.title


def test_pagination_and_total(index: SqliteSearchIndex) -> None:
    everything = urls(index, "harbour OR bridge")
    first = index.query("harbour OR bridge", limit=2)
    second = index.query("harbour OR bridge", limit=2, offset=2)
    assert first.total == second.total == len(everything) == 4
    assert [h.url for h in first.hits + second.hits] == everything


@pytest.mark.parametrize(
    "q", ['"', "(", "NEAR(", "*", "-", "\x00", "\ud800", "AND OR NOT", "a" * 10_000,
          '"' * 10_001, "title:", "🙂 日本", "x:y:z", "'; DROP TABLE docs; --"]
)  # fmt: skip
def test_hostile_queries_never_raise(index: SqliteSearchIndex, q: str) -> None:
    results = index.query(q)
    assert len(results.hits) == min(results.total, 20)  # the page holds what the total says
    assert results.total <= len(DOCS)
    assert index.count() == len(DOCS)


def test_control_characters_in_pages_cannot_fake_highlights(tmp_path: Path) -> None:
    idx = SqliteSearchIndex(tmp_path / "s.sqlite")
    idx.add([SearchDocument("http://x.test/", "20240101000000", "t\x02fake\x03", "word \x02x\x03")])
    hit = idx.query("word").hits[0]
    assert [text for text, marked in hit.snippet if marked] == ["word"]
    assert not any(marked for _, marked in hit.title)


def test_same_capture_twice_is_one_document(index: SqliteSearchIndex) -> None:
    doc = DOCS[0]
    index.add([SearchDocument(doc.url, doc.timestamp, "New title", "replaced text", "c.warc.gz")])
    assert index.count() == len(DOCS)
    assert urls(index, "replaced") == [doc.url]
    assert urls(index, '"bridge over the harbour"') == []


def test_sources_replace_and_drop(tmp_path: Path) -> None:
    idx = SqliteSearchIndex(tmp_path / "s.sqlite")
    n = idx.replace_source("a.warc.gz", iter(DOCS[:2]), lambda c: SourceEntry(10, 20, c, 1))
    assert n == 2
    assert idx.sources() == {"a.warc.gz": SourceEntry(10, 20, 2, 1)}
    idx.replace_source("a.warc.gz", iter(DOCS[2:3]), lambda c: SourceEntry(11, 21, c, 0))
    assert idx.count() == 1 and urls(idx, "herons") == []
    assert idx.drop_source("a.warc.gz") == 1
    assert idx.sources() == {} and idx.count() == 0


def test_failed_replace_keeps_the_old_documents(tmp_path: Path) -> None:
    idx = SqliteSearchIndex(tmp_path / "s.sqlite")
    idx.replace_source("a.warc.gz", iter(DOCS[:2]), lambda c: SourceEntry(1, 1, c))

    def broken() -> object:
        yield DOCS[2]
        raise OSError("disk gone")

    with pytest.raises(OSError):
        idx.replace_source("a.warc.gz", broken(), lambda c: SourceEntry(2, 2, c))  # type: ignore[arg-type]
    assert idx.count() == 2 and idx.sources()["a.warc.gz"].size == 1


def test_reader_never_creates_an_index(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        SqliteSearchIndex(tmp_path / "missing.sqlite", create=False)
    assert not (tmp_path / "missing.sqlite").exists()
    SqliteSearchIndex(tmp_path / "s.sqlite").add(DOCS)
    reader = SqliteSearchIndex(tmp_path / "s.sqlite", create=False)
    assert reader.query("herons").total == 1


class TestSqliteSearchContract(SearchContract):
    @pytest.fixture
    def make_index(self, tmp_path: Path) -> MakeIndex:
        return lambda: SqliteSearchIndex(tmp_path / "contract.sqlite")
