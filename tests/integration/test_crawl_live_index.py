"""Indexing while crawling (keepnet.index.live), wired into a real in-process crawl: the
CDXJ index and the search index come out exactly as re-reading the WARCs makes them, and
the end of the crawl reads no WARC again.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from integration.crawl_harness import CrawlResult, crawl
from keepnet.index.indexer import update_index
from keepnet.search.builder import update_search
from keepnet.search.sqlite_fts import search_path
from keepnet.testweb.generated import GeneratedSite
from keepnet.testweb.server import VirtualWeb
from sites import duplicates, linkforms


def _dump_search(crawl_dir: Path) -> tuple[list[tuple[object, ...]], list[tuple[object, ...]]]:
    db = sqlite3.connect(search_path(crawl_dir))
    try:
        docs = sorted(
            db.execute(
                "SELECT d.url, d.timestamp, d.source, f.title, f.text FROM docs d "
                "JOIN docs_fts f ON f.rowid = d.id"
            )
        )
        sources = sorted(db.execute("SELECT name, size, documents, problems FROM sources"))
    finally:
        db.close()
    return docs, sources


@pytest.fixture(scope="module")
def live_crawl(
    tmp_path_factory: pytest.TempPathFactory,
) -> tuple[CrawlResult, list[Any], Path]:
    site = GeneratedSite("gen.test", 60, 8, seed=7)
    web = VirtualWeb([site, duplicates.build(), *linkforms.build()])
    out = tmp_path_factory.mktemp("live") / "out"
    reports: list[Any] = []
    real_index, real_search = update_index, update_search

    def spy_index(d: Path) -> Any:
        reports.append(real_index(d))
        return reports[-1]

    def spy_search(d: Path) -> Any:
        reports.append(real_search(d))
        return reports[-1]

    mp = pytest.MonkeyPatch()
    mp.setattr("keepnet.engine.update_index", spy_index)
    mp.setattr("keepnet.engine.update_search", spy_search)
    try:
        result = crawl(
            web,
            [site.seed, f"{duplicates.D}/", f"{linkforms.L}/"],
            out,
            scope="host",
            warc={"max_size": 60_000},
        )
    finally:
        mp.undo()
    reread = out.parent / "reread"
    shutil.copytree(out / "archive", reread / "archive")
    update_index(reread)
    update_search(reread)
    return result, reports, reread


def test_the_end_of_a_crawl_reads_no_warc(
    live_crawl: tuple[CrawlResult, list[Any], Path],
) -> None:
    result, (index_report, search_report), _ = live_crawl
    names = [p.name for p in result.warcs]
    assert len(names) > 3
    assert index_report.from_sidecars == names and index_report.records_read == 0
    assert index_report.problems == [] and index_report.records_from_sidecars > 100
    assert search_report.indexed == [] and search_report.unchanged == len(names)
    assert search_report.total_documents > 60


def test_live_indexes_equal_reread_indexes(
    live_crawl: tuple[CrawlResult, list[Any], Path],
) -> None:
    result, _, reread = live_crawl
    cdxj = (result.out / "indexes" / "index.cdxj").read_bytes()
    assert cdxj == (reread / "indexes" / "index.cdxj").read_bytes()
    assert b'"mime": "warc/revisit"' in cdxj  # the duplicates site made revisits
    assert _dump_search(result.out) == _dump_search(reread)
    assert not list((result.out / "indexes" / "live").iterdir())  # sidecars cleaned up
