"""`keepnet qa` on crawls of the test web: exact found/missing sets, leaks blocked, patching.

One Chromium serves the module.  Its proxy is a *sentinel* web server: any request that
escaped the check's route handler would reach it and be logged, so every check also
asserts that nothing left the browser.  Ground truth is tests/sites/qa_web (what the
browser requests per page) and, for descendant states, the interactive web's TRUTH.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from browser_harness import browser_crawl

from keepnet.browser.explore import ExploreSettings
from keepnet.browser.launch import BrowserHost, find_chromium
from keepnet.engine import Crawler
from keepnet.extensions import BaseExtension, CrawlContext
from keepnet.layout import CrawlDir
from keepnet.models import CrawlURI, Exchange
from keepnet.qa import QaReport, QaSettings, run_patch, run_qa
from keepnet.settings.job import build_job
from keepnet.testweb.server import ProxyServer, VirtualWeb, serve_in_thread
from keepnet.warc.reader import read_records
from sites import interactive as iw
from sites import qa_web

pytestmark = [
    pytest.mark.browser,
    pytest.mark.asyncio(loop_scope="module"),
    pytest.mark.skipif(find_chromium() is None, reason="Chromium not installed (scripts/setup)"),
]

SETTINGS = QaSettings(quiet_load=0.3, quiet_step=0.25)
HTTP_ONLY: dict[str, Any] = {"scope": "prefix", "delay": 0.0, "browser": {"mode": "never"}}


@pytest.fixture(scope="module")
def sentinel() -> Iterator[tuple[VirtualWeb, ProxyServer]]:
    web = VirtualWeb(qa_web.build())
    with serve_in_thread(web) as server:
        yield web, server


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def chromium(sentinel: tuple[VirtualWeb, ProxyServer]) -> AsyncIterator[BrowserHost]:
    host = BrowserHost(proxy=sentinel[1].url)
    await host.start()
    yield host
    await host.close()


def requests_seen(web: VirtualWeb) -> int:
    return len(web.unknown) + sum(len(site.log) for site in web)


async def check(
    host: BrowserHost,
    out: Path,
    sentinel: tuple[VirtualWeb, ProxyServer],
    settings: QaSettings = SETTINGS,
) -> QaReport:
    before = requests_seen(sentinel[0])
    report = await run_qa(out, settings, host=host)
    assert requests_seen(sentinel[0]) == before, "a request escaped the replay check"
    return report


async def crawl(
    web: VirtualWeb, seeds: list[str], out: Path, stop_after: int | None = None, **settings: Any
) -> set[str]:
    """Crawl into `out` (optionally stopped after `stop_after` responses); URLs archived."""
    with serve_in_thread(web) as server:
        job = build_job({"seeds": seeds, "proxy": server.url, **HTTP_ONLY, **settings})
        crawler = Crawler(job, out, extensions=[StopAfter(stop_after)] if stop_after else [])
        await crawler.run()
    return archived(out)


def archived(out: Path) -> set[str]:
    urls: set[str] = set()
    for warc in CrawlDir(out).archive.glob("*.warc.gz"):
        infos, _ = read_records(warc)
        urls |= {
            i.target_uri for i in infos if i.rec_type in ("response", "revisit") and i.target_uri
        }
    return urls


class StopAfter(BaseExtension):
    """A crawl extension that stops the crawl once it archived `n` responses."""

    name = "stop-after"

    def __init__(self, n: int) -> None:
        self.n = n
        self.seen = 0

    async def on_response(
        self, ctx: CrawlContext, uri: CrawlURI, ex: Exchange, links: object
    ) -> None:
        self.seen += 1
        if self.seen >= self.n:
            ctx.request_stop(f"test: stopped after {self.n} responses")


def by_url(report: QaReport) -> dict[str, Any]:
    return {p.url: p for p in report.pages}


# -- a full crawl: nothing missing --------------------------------------------------------


async def test_full_crawl_replays_complete(
    chromium: BrowserHost, sentinel: Any, tmp_path: Path
) -> None:
    await crawl(VirtualWeb(qa_web.build()), [qa_web.PAGES[0]], tmp_path)
    report = await check(chromium, tmp_path, sentinel)
    pages = by_url(report)
    assert set(pages) == set(qa_web.PAGES)
    for url in qa_web.PAGES:
        page = pages[url]
        assert page.loaded and page.status == 200, url
        assert page.requested == qa_web.needed(url), url
        assert page.found == page.requested, url
        assert page.missing == set() and page.errors == {} and page.leaks == set(), url
    assert report.complete and report.missing_urls == []
    assert report.totals()["missing"] == 0


# -- crawls stopped early: exactly what is missing ----------------------------------------


async def test_unreachable_embed_host_gives_the_exact_missing_set(
    chromium: BrowserHost, sentinel: Any, tmp_path: Path
) -> None:
    have = await crawl(
        VirtualWeb(qa_web.build(cdn_down=True)), [qa_web.PAGES[0]], tmp_path, max_retries=0
    )
    report = await check(chromium, tmp_path, sentinel)
    pages = by_url(report)
    assert set(pages) == set(qa_web.PAGES)
    for url in qa_web.PAGES:
        wanted = qa_web.needed(url, have)
        assert pages[url].requested == wanted, url
        assert pages[url].missing == wanted - have, url
        assert pages[url].found == wanted & have, url
    assert report.missing_urls == sorted(
        f"{qa_web.CDN}{p}"
        for p in ("/fonts/serif.woff2", "/img/a.png", "/img/bg.png", "/img/f.png", "/js/app.js")
    )
    assert not report.complete

    # --patch: the missing resources fetched into a new WARC of the same crawl, re-indexed
    warcs_before = set(CrawlDir(tmp_path).archive.glob("*.warc.gz"))
    with serve_in_thread(VirtualWeb(qa_web.build())) as server:
        patched = await run_patch(tmp_path, report.missing_urls, proxy=server.url)
    assert patched.fetched == report.missing_urls and patched.failed == []
    new = set(CrawlDir(tmp_path).archive.glob("*.warc.gz")) - warcs_before
    assert {p.name for p in new} == set(patched.warcs) and new
    after = await check(chromium, tmp_path, sentinel)
    assert after.complete and after.missing_urls == []
    for url in qa_web.PAGES:
        assert by_url(after)[url].found == qa_web.needed(url), url


async def test_crawl_stopped_after_the_first_page(
    chromium: BrowserHost, sentinel: Any, tmp_path: Path
) -> None:
    # robots.txt is archived through its own path (not an extension call): the first
    # response the extension sees is the seed page itself.
    have = await crawl(VirtualWeb(qa_web.build()), [qa_web.PAGES[0]], tmp_path, stop_after=1)
    report = await check(chromium, tmp_path, sentinel)
    index = qa_web.PAGES[0]
    assert [p.url for p in report.pages] == [index]
    page = report.pages[0]
    assert page.missing == qa_web.needed(index, have) - have
    # site.css never came, so neither did the font and background it would have loaded
    assert page.missing == {
        f"{qa_web.WWW}/css/site.css",
        f"{qa_web.WWW}/img/logo.png",
        f"{qa_web.CDN}/js/app.js",
    }
    assert page.found == set()


# -- leaks ----------------------------------------------------------------------------------


async def test_live_web_requests_are_blocked_and_counted(
    chromium: BrowserHost, sentinel: Any, tmp_path: Path
) -> None:
    await crawl(VirtualWeb(qa_web.build()), [qa_web.LEAK_PAGE], tmp_path, scope="page")
    report = await check(chromium, tmp_path, sentinel)
    page = by_url(report)[qa_web.LEAK_PAGE]
    assert page.leaks == qa_web.LEAKS
    assert report.leak_urls == sorted(qa_web.LEAKS)
    assert not page.complete
    assert not any("live.qa.test" in u for u in page.requested)


# -- descendant states: their scripts run again --------------------------------------------

STATE_PAGES = ["tabs", "select", "plain"]


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def interactive(chromium: BrowserHost, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("states")
    await browser_crawl(
        VirtualWeb([iw.build()]),
        [iw.page_url(n) for n in STATE_PAGES],
        out,
        chromium,
        ExploreSettings(policy="max-roi", max_states=25, page_time=60),
        browser={"mode": "always"},
    )
    return out


async def test_recorded_states_are_replayed(
    chromium: BrowserHost, sentinel: Any, interactive: Path
) -> None:
    report = await check(chromium, interactive, sentinel)
    pages = by_url(report)
    for name in STATE_PAGES:
        page = pages[iw.page_url(name)]
        truth = iw.TRUTH[name]
        assert page.requested == {iw.ORIGIN + p for p in truth.upto(1)}, name
        assert page.missing == set() and page.leaks == set(), name
        assert (page.scripts > 0) == bool(truth.r1), name
    assert report.complete


async def test_without_states_only_s0_is_checked(
    chromium: BrowserHost, sentinel: Any, interactive: Path
) -> None:
    settings = QaSettings(quiet_load=0.3, states=False)
    report = await check(chromium, interactive, sentinel, settings)
    for name in STATE_PAGES:
        page = by_url(report)[iw.page_url(name)]
        assert page.requested == {iw.ORIGIN + p for p in iw.TRUTH[name].r0}, name
        assert page.scripts == 0
