"""update_search: a crawl's HTML captures into the full-text index, incrementally."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from search_testlib import Page, write_pages

from keepnet.pages import read_pages
from keepnet.search.builder import update_search
from keepnet.search.sqlite_fts import open_index


def test_demo_crawl_is_searchable(demo_copy: Path) -> None:
    report = update_search(demo_copy)
    assert report.indexed and not report.problems and report.read_problems == 0
    html_pages = {
        p["url"] for p in read_pages(demo_copy / "pages" / "pages.jsonl")
        if p["status"] == 200 and p["mime"] == "text/html"
    }  # fmt: skip
    idx = open_index(demo_copy, create=False)
    indexed = {h.url for h in idx.query("demo OR example OR field OR gazette", limit=100).hits}
    # one document per HTML capture; the demo serves one page at two URLs, and the second
    # is archived as a revisit of the first, which has no text of its own
    assert html_pages - indexed == {"http://blog.example.test/archive/2024/05/hello-world.html"}
    assert indexed <= html_pages and report.total_documents == len(indexed)
    hit = idx.query('"harbour bridge reopens"').hits[0]
    assert hit.url == "http://news.example.test/articles/harbour-bridge-reopens.html"
    assert hit.title_text.startswith("Harbour bridge reopens")
    assert {h.url for h in idx.query('"spring walk"', site="example.test").hits} == {
        "http://blog.example.test/posts/spring-walk.html", "http://blog.example.test/",
    }  # fmt: skip
    assert idx.query('"spring walk"', site="news.example.test").total == 0
    assert idx.query("scriptword").total == 0  # script text is not page text


def test_incremental_update(tmp_path: Path) -> None:
    crawl = tmp_path / "crawl"
    write_pages(
        crawl / "archive" / "one.warc.gz",
        [Page("http://a.test/", "2024-01-01T00:00:00Z", "First", "alpha words")],
    )
    first = update_search(crawl)
    assert first.indexed == ["one.warc.gz"] and first.documents == 1 and first.changed

    again = update_search(crawl)
    assert again.indexed == [] and again.unchanged == 1 and again.total_documents == 1
    assert not again.changed

    write_pages(
        crawl / "archive" / "two.warc.gz",
        [Page("http://b.test/", "2024-02-01T00:00:00Z", "Second", "beta words")],
    )
    (crawl / "archive" / "three.warc.gz.open").write_bytes(b"being written")
    added = update_search(crawl)
    assert added.indexed == ["two.warc.gz"] and added.unchanged == 1
    assert added.total_documents == 2

    write_pages(
        crawl / "archive" / "one.warc.gz",
        [Page("http://a.test/", "2024-03-01T00:00:00Z", "First again", "gamma words")],
    )
    os.utime(crawl / "archive" / "one.warc.gz", ns=(1, 1))  # a changed file, whatever its size
    changed = update_search(crawl)
    assert changed.indexed == ["one.warc.gz"]
    idx = open_index(crawl)
    assert idx.query("alpha").total == 0 and idx.query("gamma").total == 1
    idx.close()

    (crawl / "archive" / "two.warc.gz").unlink()
    removed = update_search(crawl)
    assert removed.removed == ["two.warc.gz"] and removed.total_documents == 1


def test_only_html_200_responses(tmp_path: Path) -> None:
    crawl = tmp_path / "crawl"
    write_pages(crawl / "archive" / "mixed.warc.gz", [
        Page("http://a.test/ok", "2024-01-01T00:00:00Z", "ok", "keepme"),
        Page("http://a.test/gone", "2024-01-01T00:00:00Z", "gone", "keepme", status="404 Not Found"),
        Page("http://a.test/moved", "2024-01-01T00:00:00Z", "moved", "keepme", status="301 Moved"),
        Page("http://a.test/x.txt", "2024-01-01T00:00:00Z", "txt", "keepme", content_type="text/plain"),
        Page("http://a.test/x.xhtml", "2024-01-01T00:00:00Z", "xhtml", "keepme",
             content_type="application/xhtml+xml"),
    ])  # fmt: skip
    update_search(crawl)
    hits = open_index(crawl).query("keepme").hits
    assert sorted(h.url for h in hits) == ["http://a.test/ok", "http://a.test/x.xhtml"]


def test_encoded_bodies_are_decoded(tmp_path: Path) -> None:
    crawl = tmp_path / "crawl"
    write_pages(crawl / "archive" / "enc.warc.gz", [
        Page("http://a.test/gz", "2024-01-01T00:00:00Z", "Zipped", "gzipword", gzip=True),
        Page("http://a.test/ch", "2024-01-01T00:00:00Z", "Chunked", "chunkword", chunked=True),
        Page("http://a.test/both", "2024-01-01T00:00:00Z", "Both", "bothword", gzip=True,
             chunked=True),
        Page("http://a.test/latin", "2024-01-01T00:00:00Z", "Caf\xe9", "na\xefve",
             content_type="text/html; charset=utf-8"),
    ])  # fmt: skip
    update_search(crawl)
    idx = open_index(crawl)
    for word, url in [("gzipword", "/gz"), ("chunkword", "/ch"), ("bothword", "/both")]:
        assert [h.url for h in idx.query(word).hits] == [f"http://a.test{url}"]
    assert idx.query("naive").hits[0].title_text == "Caf\xe9"


def test_corpus_warcs_and_malformed_ones(tmp_path: Path, corpora: Path) -> None:
    archive = tmp_path / "crawl" / "archive"
    archive.mkdir(parents=True)
    warc = corpora / "warc"
    shutil.copy(warc / "pywb" / "iana.warc.gz", archive)  # chunked bodies
    shutil.copy(warc / "webarchive-discovery" / "flashfrozen-jwat-recompressed.warc.gz", archive)
    shutil.copy(warc / "warcio" / "standard-torture-validate-record.warc", archive / "bad.warc")
    report = update_search(tmp_path / "crawl")
    assert len(report.indexed) == 3
    assert report.read_problems > 0  # the torture file, reported, not fatal
    idx = open_index(tmp_path / "crawl")
    assert idx.query("Mona Lisa", site="wikipedia.org").hits[0].url == (
        "http://en.wikipedia.org/wiki/Mona_Lisa"
    )
    assert idx.query("Leonardo").total >= 1
    top = idx.query("time zone database", site="iana.org").hits[0]
    assert top.url == "http://www.iana.org/time-zones"
