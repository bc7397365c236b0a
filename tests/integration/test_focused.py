"""Focused crawling mechanics on the labelled topical web: relevance recorded per page, the
frontier reordered by scores, budgets and scope rules still holding.  (How much better it
harvests than breadth-first is measured by bench/bench_focused.py, on two webs.)"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from warcio.archiveiterator import ArchiveIterator

from integration.crawl_harness import crawl
from keepnet.testweb.server import VirtualWeb
from sites import island
from sites.topical import build

pytestmark = pytest.mark.slow
KEYWORDS = ["ebola", "ebola virus", "ebola outbreak", "west africa"]


def test_a_focused_crawl_records_why_and_stays_within_its_budget(
    corpora: Path, tmp_path: Path
) -> None:
    web = build(corpora, 3)
    result = crawl(
        VirtualWeb(web.sites),
        web.seeds,
        tmp_path / "f",
        scope="any",
        max_pages=60,
        concurrency=4,
        browser={"mode": "never"},
        focus={"keywords": KEYWORDS, "update": "SUM"},
    )
    pages = [p for p in result.pages if p.get("status") == 200 and "/p/" in p["url"]]
    assert 0 < len(pages) <= 60  # max_pages counts pages as elsewhere
    assert all(0.0 <= p["relevance"] <= 1.0 for p in pages)
    by_truth = {True: [], False: []}  # type: dict[bool, list[float]]
    for p in pages:
        by_truth[p["url"] in web.relevant].append(p["relevance"])
    assert by_truth[True] and by_truth[False]
    mean = {k: sum(v) / len(v) for k, v in by_truth.items()}
    assert mean[True] > 2 * mean[False]  # the topic model tells the classes apart
    focus = result.stats["focus"]
    assert focus["pages"] == len(pages) and 0 < focus["relevant"] <= len(pages)
    scored = 0
    for warc in result.warcs:
        with warc.open("rb") as fh:
            for rec in ArchiveIterator(fh):
                if rec.rec_type == "metadata":
                    body = rec.content_stream().read().decode()
                    if "keepnet-focus-scores:" in body:
                        line = next(
                            x for x in body.splitlines() if x.startswith("keepnet-focus-scores:")
                        )
                        scored += len(json.loads(line.split(":", 1)[1]))
    assert scored > 0  # the archive says why each URL was queued where it was


def test_the_focused_frontier_fetches_promising_urls_first(corpora: Path, tmp_path: Path) -> None:
    web = build(corpora, 3)
    common = {"scope": "any", "max_pages": 40, "concurrency": 1, "browser": {"mode": "never"}}
    plain = crawl(VirtualWeb(web.sites), web.seeds, tmp_path / "bfs", **common)
    focused = crawl(
        VirtualWeb(web.sites),
        web.seeds,
        tmp_path / "focus",
        focus={"keywords": KEYWORDS, "update": "SUM"},
        **common,
    )

    def relevant(result) -> int:  # type: ignore[no-untyped-def]
        return sum(1 for p in result.pages if p["url"] in web.relevant)

    assert relevant(focused) > relevant(plain)


def test_on_an_island_web_the_learning_focused_crawl_beats_breadth_first(
    corpora: Path, tmp_path: Path
) -> None:
    """The topic a small island (5% of the pages) in a larger web (tests/sites/island.py):
    the focused crawl, its classifiers learning as it goes, harvests more than breadth-first
    with the same seeds and budget; `max_pages` still caps the pages it fetches, though it
    queues more URLs than that to choose from."""
    web = island.build(corpora, 7)  # not one of the bench's webs
    common = {"scope": "any", "max_pages": 80, "concurrency": 2, "browser": {"mode": "never"}}
    plain = crawl(VirtualWeb(web.sites), web.seeds, tmp_path / "bfs", **common)
    focused = crawl(
        VirtualWeb(web.sites),
        web.seeds,
        tmp_path / "focus",
        focus={"keywords": KEYWORDS, "update": "MAX", "learn_every": 10},
        **common,
    )
    fetched = [p for p in focused.pages if p.get("status") == 200]
    assert len(fetched) <= 80  # max_pages counts pages as elsewhere
    assert focused.summary.stop_reason == "max pages 80 reached"  # it had more to choose from
    assert focused.stats["focus"]["classifier_trained"]
    assert focused.stats["focus"]["link_classifier_trained"]
    assert any("classifier" in p for p in fetched)  # the classifier's verdict is on record
    in_warc = 0
    for warc in focused.warcs:
        with warc.open("rb") as fh:
            for rec in ArchiveIterator(fh):
                if rec.rec_type == "metadata":
                    in_warc += "keepnet-focus-classifier:" in rec.content_stream().read().decode()
    assert in_warc > 0

    def relevant(result) -> int:  # type: ignore[no-untyped-def]
        return sum(1 for p in result.pages if p.get("status") == 200 and p["url"] in web.relevant)

    assert relevant(focused) > relevant(plain)
