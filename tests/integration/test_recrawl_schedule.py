"""`revisit: auto`: a third crawl of a site fetches only what its history says is due.

Three crawls of news.recrawl.test: A, then B (`--previous A`) after a fifth of the pages
changed, then C (`--previous B`, which brings A along through B's job) after the same
pages changed again.  By then each of those pages changed at every visit, the others
never: C fetches the former (their revisit interval has passed), sends no request at all
for the latter (not due within max_interval), and still reaches every page through the
links of their last captures.  Replay of C with B and A beside it serves the site as it is.
"""

from __future__ import annotations

import time
from datetime import datetime
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from integration.crawl_harness import CrawlResult, crawl
from keepnet.fetch import codes
from keepnet.replay.app import create_app
from keepnet.testweb.server import VirtualWeb
from sites.recrawl import ORIGIN, N, RecrawlSite

pytestmark = pytest.mark.slow


def _capture_time(result: CrawlResult, url: str) -> float:
    (rec,) = [r for r in result.records if r.uri == url and r.type in ("response", "revisit")]
    return datetime.fromisoformat(rec.header("WARC-Date").replace("Z", "+00:00")).timestamp()


@pytest.fixture(scope="module")
def crawls(tmp_path_factory: pytest.TempPathFactory) -> dict:  # type: ignore[type-arg]
    tmp = tmp_path_factory.mktemp("schedule")
    site = RecrawlSite()
    web = VirtualWeb([site.site])
    a = crawl(web, [f"{ORIGIN}/"], tmp / "a", scope="host")
    changed = site.change(0.2)
    time.sleep(1.1)  # one second at least between captures: 14-digit timestamps
    b = crawl(web, [f"{ORIGIN}/"], tmp / "b", scope="host", previous=[str(tmp / "a")])
    site.change(0.2)  # the same pages again
    # the changing pages' revisit interval is about the time between their two captures
    probe = site.url(min(changed))
    gap = _capture_time(b, probe) - _capture_time(a, probe)
    time.sleep(max(1.1, 1.2 * gap - (time.time() - _capture_time(b, probe))))
    site.site.log.clear()
    revisit = {"mode": "auto", "min_interval": 0, "max_interval": 3600}
    c = crawl(
        web, [f"{ORIGIN}/"], tmp / "c", scope="host", previous=[str(tmp / "b")], revisit=revisit
    )
    return {"site": site, "a": a, "b": b, "c": c, "changed": changed, "requests": site.site.log}


def test_only_the_pages_that_change_are_fetched(crawls: dict) -> None:  # type: ignore[type-arg]
    site, c, changed = crawls["site"], crawls["c"], crawls["changed"]
    requested = {r.path for r in crawls["requests"]}
    assert requested == {"/robots.txt"} | {f"/page/{i}" for i in changed}
    for i in changed:
        (rec,) = [r for r in c.records if r.uri == site.url(i) and r.type == "response"]
        assert rec.http_status == 200
    not_due = {ln.url for ln in c.log if ln.status == codes.BLOCKED_BY_PROCESSOR}
    expected = {f"{ORIGIN}/"} | {site.url(i) for i in range(N) if i not in changed}
    assert not_due == expected
    assert all("not-due" in ln.annotations for ln in c.log if ln.url in not_due)
    assert c.stats["not_due"] == len(expected)


def test_pages_behind_pages_not_due_are_still_reached(crawls: dict) -> None:  # type: ignore[type-arg]
    # the front page was not fetched: its links came from its capture in A
    reached = {ln.url for ln in crawls["c"].log}
    assert {crawls["site"].url(i) for i in range(N)} <= reached


def test_replay_of_the_chain_serves_the_site_as_it_is(crawls: dict) -> None:  # type: ignore[type-arg]
    site = crawls["site"]
    dirs: list[Path] = [crawls[k].out for k in ("c", "b", "a")]
    with TestClient(create_app(dirs)) as client:
        for i in range(N):
            got = client.get(f"/web/2100id_/{site.url(i)}")
            assert got.status_code == 200, site.url(i)
            assert got.content == site.body(i), site.url(i)
