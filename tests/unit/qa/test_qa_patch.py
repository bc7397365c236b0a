"""keepnet.qa.patch: the patch job, and a patch crawl into an existing crawl dir."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from keepnet.engine import run_crawl
from keepnet.index.query import CdxjIndex
from keepnet.layout import CrawlDir
from keepnet.qa.patch import PatchError, patch, patch_job
from keepnet.settings.job import build_job
from keepnet.testweb.server import VirtualWeb, serve_in_thread
from keepnet.url.surt import index_key
from sites import qa_web

MISSING = [f"{qa_web.CDN}/img/a.png", f"{qa_web.CDN}/js/app.js"]


def write_job(out: Path, **settings: object) -> None:
    job = build_job(
        {
            "seeds": [qa_web.PAGES[0]],
            "proxy": "http://127.0.0.1:9999",
            "max_pages": 3,
            "time_limit": 60,
            "delay": 0.5,
            "user_agent": "qa-test/1",
            **settings,
        }
    )
    CrawlDir(out).create()
    (CrawlDir(out).state / "job.json").write_text(json.dumps(job.public_dict()))


def test_patch_job_keeps_the_crawls_settings_and_lifts_its_budgets(tmp_path: Path) -> None:
    write_job(tmp_path, browser={"mode": "always"})
    job = patch_job(tmp_path, MISSING)
    assert [(s.url, s.scope) for s in job.seeds] == [(u, "page") for u in MISSING]
    assert job.proxy == "http://127.0.0.1:9999" and job.user_agent == "qa-test/1"
    assert job.delay == 0.5
    assert job.max_pages is None and job.time_limit is None and job.max_bytes is None
    assert job.browser.mode == "never"
    assert (
        patch_job(tmp_path, MISSING, proxy="http://127.0.0.1:1234").proxy == "http://127.0.0.1:1234"
    )


def test_patch_needs_a_crawl_dir(tmp_path: Path) -> None:
    with pytest.raises(PatchError):
        patch_job(tmp_path, MISSING)
    assert patch(tmp_path, []).requested == []  # nothing to do: no job needed


def test_patch_crawl_adds_a_warc_log_lines_and_index_entries(tmp_path: Path) -> None:
    with serve_in_thread(VirtualWeb(qa_web.build(cdn_down=True))) as server:
        job = build_job(
            {
                "seeds": [qa_web.PAGES[0]],
                "proxy": server.url,
                "delay": 0,
                "max_retries": 0,
                "scope": "page",
                "browser": {"mode": "never"},
            }
        )
        run_crawl(job, tmp_path)
    layout = CrawlDir(tmp_path)
    warcs = set(layout.archive.glob("*.warc.gz"))
    log_lines = layout.crawl_log.read_text().splitlines()
    with serve_in_thread(VirtualWeb(qa_web.build())) as server:
        report = patch(tmp_path, [*MISSING, f"{qa_web.CDN}/nowhere.png"], proxy=server.url)
    # what the web answered is archived, a 404 too: replay then serves it as captured
    assert report.fetched == sorted([*MISSING, f"{qa_web.CDN}/nowhere.png"])
    assert report.statuses == {MISSING[0]: 200, MISSING[1]: 200, f"{qa_web.CDN}/nowhere.png": 404}
    assert report.failed == []
    new = set(layout.archive.glob("*.warc.gz")) - warcs
    assert {p.name for p in new} == set(report.warcs) and len(new) == 1
    assert Path(report.workdir).parent == layout.state
    assert len(layout.crawl_log.read_text().splitlines()) > len(log_lines)
    with CdxjIndex(layout.indexes / "index.cdxj") as index:
        for url in MISSING:
            assert [r.status for r in index.exact(index_key(url))] == ["200"], url


def test_what_cannot_be_fetched_is_reported_failed(tmp_path: Path) -> None:
    with serve_in_thread(VirtualWeb(qa_web.build(cdn_down=True))) as server:
        job = build_job(
            {
                "seeds": [qa_web.PAGES[1]],
                "proxy": server.url,
                "delay": 0,
                "max_retries": 0,
                "scope": "page",
                "browser": {"mode": "never"},
            }
        )
        run_crawl(job, tmp_path)
        report = patch(tmp_path, MISSING)  # the crawl's own proxy; the host is still down
    assert report.fetched == [] and report.failed == MISSING
