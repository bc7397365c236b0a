"""The output directory: index.cdxj agrees with cdxj-indexer, pages.jsonl and crawl.log
describe the crawl (one page object per page, one log line per fetch)."""

from __future__ import annotations

from collections import Counter

import pytest

from integration.crawl_harness import (
    CrawlResult,
    assert_warcio_index_reads_every_record,
    crawl,
    index_pairs,
    requested_urls,
)
from keepnet.fetch import codes
from keepnet.testweb.server import VirtualWeb
from sites import duplicates, linkforms, redirects
from sites.redirects import REDIRECT_CHAIN

PAGE_FIELDS = {"url", "ts", "status", "title", "mime", "hops", "seed"}
SEEDS = [f"{linkforms.L}/", f"{duplicates.D}/", f"{redirects.R}/"]


@pytest.fixture(scope="module")
def mixed_crawl(tmp_path_factory: pytest.TempPathFactory) -> tuple[VirtualWeb, CrawlResult]:
    web = VirtualWeb([*linkforms.build(), duplicates.build(), redirects.build_redirects()])
    out = tmp_path_factory.mktemp("mixed") / "out"
    return web, crawl(web, SEEDS, out, scope="host", warc={"max_size": 20_000})


def test_warcs_rotate_and_start_with_warcinfo(mixed_crawl: tuple[VirtualWeb, CrawlResult]) -> None:
    _, result = mixed_crawl
    assert len(result.warcs) > 1
    for warc in result.warcs:
        first = next(r for r in result.records if r.file == warc.name)
        assert first.type == "warcinfo"


def test_index_matches_cdxj_indexer(mixed_crawl: tuple[VirtualWeb, CrawlResult]) -> None:
    _, result = mixed_crawl
    ours, theirs = index_pairs(result)
    assert ours == theirs
    assert {u for u, _ in ours} == result.archived
    assert {r.type for r in result.captures()} == {"response", "revisit"}


def test_warcio_index_reads_every_record(mixed_crawl: tuple[VirtualWeb, CrawlResult]) -> None:
    _, result = mixed_crawl
    assert_warcio_index_reads_every_record(result)
    types = {r.type for r in result.records}
    assert types == {"warcinfo", "request", "response", "revisit", "metadata"}


def test_index_is_sorted(mixed_crawl: tuple[VirtualWeb, CrawlResult]) -> None:
    _, result = mixed_crawl
    lines = (result.dir.indexes / "index.cdxj").read_text(encoding="utf-8").splitlines()
    keys = [ln.split(" ", 2)[:2] for ln in lines]
    assert keys == sorted(keys)


def test_crawl_log_has_one_line_per_fetch(mixed_crawl: tuple[VirtualWeb, CrawlResult]) -> None:
    web, result = mixed_crawl
    fetched_lines = Counter(ln.url for ln in result.log if ln.status != codes.ROBOTS_PRECLUDED)
    assert fetched_lines == requested_urls(web)
    digests = {r.uri: r.header("WARC-Payload-Digest") for r in result.captures()}
    for ln in result.log:
        assert ln.digest == digests[ln.url], ln
        assert ln.seed in SEEDS
    # robots.txt of an embed's host is logged under the seed of the URL that needed it.
    cdn_robots = result.line(f"{linkforms.CDN}/robots.txt")
    assert cdn_robots.seed == f"{linkforms.L}/"
    assert cdn_robots.via is not None and cdn_robots.via.startswith(f"{linkforms.CDN}/")


def test_pages_jsonl_has_header_and_one_object_per_page(
    mixed_crawl: tuple[VirtualWeb, CrawlResult],
) -> None:
    _, result = mixed_crawl
    assert result.pages_header is not None
    assert result.pages_header["format"] == "json-pages-1.0"
    urls = [p["url"] for p in result.pages]
    assert len(urls) == len(set(urls))
    for p in result.pages:
        assert set(p) == PAGE_FIELDS, p
        assert isinstance(p["status"], int) and isinstance(p["hops"], int)
        assert p["seed"] in SEEDS
    # Pages are the navigation captures that are not redirects; embeds and robots.txt are not.
    expected = {
        ln.url
        for ln in result.log
        if ln.status > 0
        and not 300 <= ln.status < 400
        and ln.hop_path[-1:] not in ("E", "X", "P", "I")
    }
    assert set(urls) == expected
    assert f"{linkforms.L}/img/img-src.png" not in urls
    assert not set(REDIRECT_CHAIN[:-1]) & set(urls)


def test_page_objects_describe_their_capture(mixed_crawl: tuple[VirtualWeb, CrawlResult]) -> None:
    _, result = mixed_crawl
    pages = {p["url"]: p for p in result.pages}
    all_page = pages[linkforms.ALL_PAGE]
    assert all_page == {
        **all_page,
        "status": 200,
        "title": "Every link form",
        "mime": "text/html",
        "hops": 1,
        "seed": f"{linkforms.L}/",
    }
    end = pages[REDIRECT_CHAIN[-1]]
    assert end["hops"] == len(result.line(end["url"]).hop_path) == 6
    assert end["title"] == "End of the chain"
    dates = {r.uri: r.header("WARC-Date") for r in result.captures()}
    for url, p in pages.items():
        # ts is the capture's WARC-Date (pages.jsonl has milliseconds, the WARC may have more).
        assert p["ts"][:19] == (dates[url] or "")[:19], url
