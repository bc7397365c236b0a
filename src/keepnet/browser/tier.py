"""The browser tier as a crawl extension: decides, renders, explores and archives pages.

For each archived HTML page (keepnet.extensions.CrawlExtension.on_response):

1. the tier decision (keepnet.browser.tiering) — with `--browser auto` only pages likely
   to be deferred go on; `always` sends every page; `never` does not load this module;
2. Chromium (keepnet.browser.launch; started on the first page that needs it) loads the
   page with every request served by the crawl pipeline (keepnet.browser.bridge), and the
   explorer (keepnet.browser.explore) builds its tree of descendant states under the
   `--explore` policy and the per-page budgets;
3. one JSON metadata record per state and a screenshot of s0 go to the WARC
   (keepnet.browser.metadata); the statistics (keepnet.browser.stats) to stats.json.

Failures stay local to the page: a crashed Chromium is relaunched, a hung page is cut off
at its time budget, and the page's s0 record says what happened; the crawl goes on.
With `auto`, a missing Chromium is reported once and the crawl continues HTTP-only; with
`always` it is an error.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from typing import TYPE_CHECKING

from keepnet.browser.bridge import CrawlSource, ExchangeCache
from keepnet.browser.explore import Exploration, Explorer, ExploreSettings
from keepnet.browser.launch import BrowserHost, BrowserUnavailable
from keepnet.browser.metadata import write_screenshot, write_states
from keepnet.browser.session import BrowserRequest, PageSession, Served
from keepnet.browser.states import State, StateTree
from keepnet.browser.stats import BrowserStats, PageSummary
from keepnet.browser.tiering import TierDecision, browser_only, classify, scripts_load
from keepnet.extensions import BaseExtension
from keepnet.fetch.content import decode_content
from keepnet.models import CrawlURI, Exchange
from keepnet.settings.job import BrowserSettings, JobSettings

if TYPE_CHECKING:
    from keepnet.extensions import CrawlContext as Crawler
    from keepnet.pipeline.links import LinkResult

log = logging.getLogger(__name__)

PAGES_AT_ONCE = 2  # pages in Chromium at the same time (2 cores: more only queues)
HTML_TYPES = ("text/html", "application/xhtml+xml")
GRACE = 15.0  # seconds past a page's budget before it is cut off from outside
MAX_DOUBT_SCRIPTS = 8


class BrowserTier(BaseExtension):
    """keepnet's browser tier (see the module docstring)."""

    name = "browser"

    @classmethod
    def from_job(cls, job: JobSettings) -> BrowserTier | None:
        return None if job.browser.mode == "never" else cls(job.browser)

    def __init__(self, settings: BrowserSettings, explore: ExploreSettings | None = None, *,
                 host: BrowserHost | None = None, pages_at_once: int = PAGES_AT_ONCE) -> None:
        """`host`: a running Chromium to use (and leave running): tests share one."""
        self.settings = settings
        self.explore = explore or ExploreSettings(
            policy=settings.explore, depth=settings.depth, max_states=settings.max_states,
            page_time=settings.page_time)
        self.stats = BrowserStats()
        self.cache = ExchangeCache()
        self.host: BrowserHost | None = host
        self._own_host = host is None
        self.disabled = False
        self._gates: dict[str, asyncio.Semaphore] = {}
        self._slots = asyncio.Semaphore(pages_at_once)
        self._launching: asyncio.Lock | None = None

    # -- the extension protocol ---------------------------------------------------------

    async def start(self, crawler: Crawler) -> None:
        with contextlib.suppress(OSError, json.JSONDecodeError):
            self.stats.load(json.loads(crawler.dir.stats.read_text()).get("browser"))
        crawler.stats.sections["browser"] = self.stats.snapshot
        self._launching = asyncio.Lock()
        if self.settings.mode == "always":
            await self._browser(crawler)  # --browser always: no Chromium is an error

    async def on_response(self, crawler: Crawler, uri: CrawlURI, ex: Exchange,
                          links: LinkResult) -> None:
        self.cache.put(uri.key, ex)
        if self.disabled or not self._is_page(uri, ex):
            return
        decision = await self._decide(crawler, uri, ex, links)
        self.stats.decisions[decision.verdict] += 1
        if not decision.deferred:
            return
        host = await self._browser(crawler)
        if host is None:
            return
        async with self._slots:
            await self._render(crawler, host, uri, ex, links, decision)

    async def finish(self, crawler: Crawler) -> None:
        if self.host is not None and self._own_host:
            await self.host.close()
        if not self.disabled:
            self.stats.status = "finished"

    # -- deciding -------------------------------------------------------------------------

    @staticmethod
    def _is_page(uri: CrawlURI, ex: Exchange) -> bool:
        last = uri.hop_path[-1:]
        return last not in ("E", "X", "P", "I") and 200 <= ex.status < 300 and ex.mime in HTML_TYPES

    async def _decide(self, crawler: Crawler, uri: CrawlURI, ex: Exchange,
                      links: LinkResult) -> TierDecision:
        if self.settings.mode == "always":
            return TierDecision("deferred", "--browser always")
        body, _ = decode_content(ex)
        scripts = [o.url for o in links.outlinks if o.context == "script/@src"]
        decision = classify(body.decode("utf-8", "replace"), scripts)
        if decision.verdict != "doubt":
            return decision
        # In doubt: read the page's own scripts, fetched through the pipeline (they are
        # embeds of the page, fetched once either way).
        source = CrawlSource(crawler, uri, ex, self.cache, self.stats.requests, self._gates)
        bodies = []
        for url in decision.scripts[:MAX_DOUBT_SCRIPTS]:
            got = await source(BrowserRequest(url, "GET", {"accept": "*/*", "referer": uri.url},
                                              "script"))
            if isinstance(got, Served) and 200 <= got.status < 300:
                bodies.append(got.body)
        what = scripts_load(bodies)
        if what:
            return TierDecision("deferred", f"page script loads: {what}")
        return TierDecision("static", "the page's scripts load nothing")

    async def _browser(self, crawler: Crawler) -> BrowserHost | None:
        """The running browser, started on first use; None when unavailable under auto."""
        if self.host is not None:
            return self.host
        assert self._launching is not None
        async with self._launching:
            if self.host is not None or self.disabled:
                return self.host
            host = BrowserHost(self.settings.executable, crawler.job.proxy)
            try:
                await host.start()
            except BrowserUnavailable as exc:
                await host.close()
                if self.settings.mode == "always":
                    raise
                self.disabled = True
                self.stats.status = f"unavailable: {exc}"
                log.warning("browser tier off, crawling HTTP-only: %s", exc)
                return None
            self.host = host
            self.stats.status = "running"
            return host

    # -- rendering ------------------------------------------------------------------------

    async def _explore(self, host: BrowserHost, explorer: Explorer) -> None:
        """One page's exploration, cut off at its time budget (plus a grace period)."""
        async with asyncio.timeout(self.explore.page_time + GRACE):
            await explorer.run()

    async def _render(self, crawler: Crawler, host: BrowserHost, uri: CrawlURI, ex: Exchange,
                      links: LinkResult, decision: TierDecision) -> None:
        t0 = time.monotonic()
        comments = [f"tier: {decision.verdict} ({decision.reason})"]
        source = CrawlSource(crawler, uri, ex, self.cache, self.stats.requests, self._gates)
        session: PageSession | None = None
        explorer: Explorer | None = None
        try:
            session = PageSession(await host.context(), uri.url, source)
            await session.open()
            explorer = Explorer(session, self.explore)
            await self._explore(host, explorer)
        except TimeoutError:
            comments.append(f"cut off after {self.explore.page_time + GRACE:g}s")
        except Exception as exc:
            if not host.alive:
                comments.append("browser crashed; Chromium restarted, the crawl went on")
                self.stats.issues["browser crashed"] += 1
            else:
                comments.append(f"browser error: {exc!r}"[:300])
                self.stats.issues["browser error"] += 1
        finally:
            if session is not None:
                try:
                    await asyncio.wait_for(session.close(), 10)
                except TimeoutError:
                    comments.append("page would not close; Chromium restarted")
                    await host.restart()
            if not host.alive:
                with contextlib.suppress(BrowserUnavailable):
                    await host.restart()
        result = explorer.result if explorer is not None else Exploration(StateTree(uri.url))
        if result.stop_reason != "complete":
            comments.append(f"stopped: {result.stop_reason}")
        tree = result.tree
        if not tree.states:  # nothing rendered: s0 still gets a record saying why
            tree.add(State("s0", 0, (), time.time()))
        http_embeds = {o.url for o in links.outlinks if o.hop.is_embed}
        extra = browser_only(set(tree.root.resources), http_embeds)
        summary = PageSummary.from_exploration(uri.url, decision.verdict, decision.reason,
                                               result, len(extra))
        summary.issues = comments[1:] + [c for s in tree.states for c in s.comments]
        summary.metadata_bytes = write_states(crawler.writer, tree, comments)
        if explorer is not None and explorer.screenshot:
            summary.metadata_bytes += write_screenshot(crawler.writer, uri.url, explorer.screenshot)
        self.stats.add(summary, result)
        crawler.bus.emit("browser", uri.url, descendants=summary.descendants,
                         paths=summary.paths, new_resources=summary.r012 - summary.r0,
                         seconds=round(time.monotonic() - t0, 3))
