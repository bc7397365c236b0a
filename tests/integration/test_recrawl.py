"""Incremental re-crawl: conditional requests, server-not-modified and identical-payload-digest
revisits of the previous crawl, and replay of the new crawl with the old one beside it."""

from __future__ import annotations

import gzip
import json
import shutil
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from integration.crawl_harness import CrawlResult, crawl
from keepnet.browser.launch import find_chromium
from keepnet.export.wacz import export_wacz
from keepnet.qa import QaSettings, qa
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


def test_replay_without_the_previous_crawl_says_the_original_is_missing(crawls: dict) -> None:  # type: ignore[type-arg]
    site, changed = crawls["site"], crawls["changed"]
    unchanged = next(i for i in range(N) if i not in changed)
    with TestClient(create_app([crawls["new"].out])) as alone:
        got = alone.get(f"/web/2100id_/{site.url(unchanged)}", follow_redirects=False)
        assert got.status_code == 404 and "Memento-Datetime" not in got.headers
        assert "Original not in the collection" in got.text
        assert alone.get(f"/web/2100id_/{site.url(min(changed))}").status_code == 200


@pytest.mark.browser
@pytest.mark.skipif(find_chromium() is None, reason="Chromium not installed (scripts/setup)")
def test_qa_resolves_revisits_in_the_previous_crawl_and_counts_lost_ones_missing(
    crawls: dict,  # type: ignore[type-arg]
    tmp_path: Path,
) -> None:
    site, changed = crawls["site"], crawls["changed"]
    old, new = tmp_path / "old", tmp_path / "new"
    shutil.copytree(crawls["old"].out, old)
    shutil.copytree(crawls["new"].out, new)
    job = json.loads((new / "state" / "job.json").read_text())
    job["previous"] = [str(old)]
    (new / "state" / "job.json").write_text(json.dumps(job))
    kinds = {"etag": 1, "none": 11}  # a server-not-modified and an identical-payload revisit
    pages = {site.url(i) for i in kinds.values()} | {site.url(min(changed))}
    assert not set(kinds.values()) & changed
    settings = QaSettings(quiet_load=0.3)

    report = qa(new, settings, only=pages)
    assert report.complete and report.previous == [str(old)]
    assert {p.url for p in report.pages} == pages

    shutil.rmtree(old)  # the previous crawl is gone: its originals are missing
    report = qa(new, settings, only=pages)
    assert report.previous_missing == [str(old)]
    assert set(report.missing_urls) == {site.url(i) for i in kinds.values()}
    assert [p.url for p in report.pages if p.complete] == [site.url(min(changed))]


def test_the_package_with_previous_replays_alone(crawls: dict, tmp_path: Path) -> None:  # type: ignore[type-arg]
    site, new = crawls["site"], crawls["new"].out
    wacz = tmp_path / "new.wacz"
    report = export_wacz(new, wacz, with_previous=True)
    revisits = [r for r in crawls["new"].records if r.type == "revisit"]
    assert report.originals == len(revisits) and report.originals_missing == 0
    check = subprocess.run(
        [str(Path(sys.executable).with_name("wacz")), "validate", "-f", str(wacz)],
        capture_output=True,
        text=True,
    )
    assert check.returncode == 0, check.stdout + check.stderr
    # unpacked, the package is a crawl directory that replays every page by itself
    unpacked = tmp_path / "unpacked"
    with zipfile.ZipFile(wacz) as zf:
        zf.extractall(unpacked)
        names = zf.namelist()
    assert "archive/previous-originals.warc.gz" in names
    with gzip.open(unpacked / "indexes" / "index.cdx.gz") as fh:
        (unpacked / "indexes" / "index.cdxj").write_bytes(fh.read())
    with TestClient(create_app([unpacked])) as alone, TestClient(create_app([new])) as bare:
        for i in range(N):
            got = alone.get(f"/web/2100id_/{site.url(i)}")
            assert got.status_code == 200 and got.content == site.body(i), site.url(i)
        lost = [i for i in range(N) if bare.get(f"/web/2100id_/{site.url(i)}").status_code != 200]
        assert set(lost) == set(range(N)) - crawls["changed"]  # unplayable without them
    # without the flag nothing of OLD is packed
    assert export_wacz(new, tmp_path / "bare.wacz").originals == 0
