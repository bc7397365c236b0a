"""Incremental re-crawl: conditional requests, server-not-modified and identical-payload-digest
revisits of the previous crawl, and replay of the new crawl with the old one beside it."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from integration.crawl_harness import CrawlResult, crawl
from keepnet.replay.app import create_app
from keepnet.testweb.server import VirtualWeb
from keepnet.warc.records import NOT_MODIFIED_PROFILE, REVISIT_PROFILE
from sites.recrawl import ORIGIN, N, RecrawlSite

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def crawls(tmp_path_factory: pytest.TempPathFactory) -> dict:  # type: ignore[type-arg]
    tmp = tmp_path_factory.mktemp("recrawl")
    site = RecrawlSite()
    web = VirtualWeb([site.site])
    old = crawl(web, [f"{ORIGIN}/"], tmp / "old", scope="host")
    changed = site.change(0.2)
    site.site.log.clear()
    time.sleep(1.1)  # captures are told apart by their 14-digit timestamps: a second later
    new = crawl(web, [f"{ORIGIN}/"], tmp / "new", scope="host", previous=[str(tmp / "old")])
    requests = list(site.site.log)
    full = crawl(VirtualWeb([site.site]), [f"{ORIGIN}/"], tmp / "full", scope="host")
    return {
        "site": site,
        "old": old,
        "new": new,
        "full": full,
        "changed": changed,
        "requests": requests,
    }


def record_of(result: CrawlResult, url: str):  # type: ignore[no-untyped-def]
    (rec,) = [r for r in result.records if r.uri == url and r.type in ("response", "revisit")]
    return rec


def test_each_page_is_recorded_as_what_happened(crawls: dict) -> None:  # type: ignore[type-arg]
    site, new, old, changed = crawls["site"], crawls["new"], crawls["old"], crawls["changed"]
    assert len(changed) == round(0.2 * N)
    conditional = {
        r.url
        for r in crawls["requests"]
        if any(k.lower() in ("if-none-match", "if-modified-since") for k, _ in r.headers)
    }
    for i in range(N):
        url = site.url(i)
        rec = record_of(new, url)
        if i in changed:
            assert rec.type == "response", url
        elif site.kind(i) == "none":
            assert rec.type == "revisit" and rec.header("WARC-Profile") == REVISIT_PROFILE
            assert rec.header("WARC-Refers-To") == record_of(old, url).header("WARC-Record-ID")
        else:
            assert url in conditional
            assert rec.type == "revisit", url
            assert rec.header("WARC-Profile") == NOT_MODIFIED_PROFILE
            assert rec.header("WARC-Refers-To") == record_of(old, url).header("WARC-Record-ID")
            assert rec.header("WARC-Refers-To-Target-URI") == url
            assert rec.header("WARC-Refers-To-Date") == record_of(old, url).header("WARC-Date")
    # an unchanged page's links were still followed: every page was reached again
    assert {site.url(i) for i in range(N)} <= new.archived


def test_the_recrawl_downloads_at_most_35_percent(crawls: dict) -> None:  # type: ignore[type-arg]
    first = crawls["old"].stats["bytes_downloaded"]
    second = crawls["new"].stats["bytes_downloaded"]
    print(f"first crawl {first} bytes, re-crawl {second} bytes: {second / first:.1%}")
    assert second <= 0.35 * first


def test_replay_of_new_with_old_beside_it_equals_a_full_crawl(crawls: dict) -> None:  # type: ignore[type-arg]
    new, old, full = crawls["new"].out, crawls["old"].out, crawls["full"].out
    with TestClient(create_app([new, old])) as chained, TestClient(create_app([full])) as ref:
        for i in range(N):
            url = crawls["site"].url(i)
            a, b = chained.get(f"/web/2100id_/{url}"), ref.get(f"/web/2100id_/{url}")
            assert a.status_code == b.status_code == 200, url
            assert a.content == b.content, url


def test_every_warc_passes_warcio_check(crawls: dict) -> None:  # type: ignore[type-arg]
    warcs = [str(p) for key in ("old", "new") for p in crawls[key].warcs]
    check = subprocess.run(
        [str(Path(sys.executable).with_name("warcio")), "check", *warcs],
        capture_output=True,
        text=True,
    )
    assert check.returncode == 0, check.stdout


def test_diff_lists_exactly_the_changed_pages(crawls: dict) -> None:  # type: ignore[type-arg]
    from keepnet.index.changes import diff

    d = diff(crawls["old"].out, crawls["new"].out)
    site = crawls["site"]
    pages = lambda urls: {u for u in urls if "/page/" in u}  # noqa: E731
    assert pages(d.changed) == {site.url(i) for i in crawls["changed"]}
    assert pages(d.unchanged) == {site.url(i) for i in range(N)} - pages(d.changed)
    assert d.new == d.gone == []
