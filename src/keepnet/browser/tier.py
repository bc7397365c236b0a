"""The browser tier as a crawl extension: decides, renders, explores and archives pages.

For each archived HTML page (keepnet.extensions.CrawlExtension.on_response):

1. the tier decision (keepnet.extract.tiering; a doubt resolved by keepnet.browser.doubt) —
   with `--browser auto` only pages likely to be deferred go on; `always` sends every page; `never` does not load this module;
2. learning per template (keepnet.browser.templates) says whether the page is rendered,
   explored, or waits for its template's learning pages (beside the crawl, which goes on);
   a page whose document is that of a page already sent to Chromium, in the same
   directory ("/" and "/index.html"), is not rendered again; a learning page explored
   only for the host's shared scripts (keepnet.browser.templates.SharedScripts) is not
   explored once they were tried on another page of the host and found nothing;
3. Chromium (keepnet.browser.launch; started in a task of its own on the first page that
   needs it: the page's render waits for it, never the crawl) loads the page with every
   request served by the crawl pipeline (keepnet.browser.bridge), and the explorer
   (keepnet.browser.explore) builds its tree of descendant states under the `--explore`
   policy and the per-page budgets; a learning page is explored from the s0 it rendered;
4. one JSON metadata record per state and, when the page earned one, a screenshot of s0
   go to the WARC (keepnet.browser.pagerecord, keepnet.browser.metadata); the statistics
   (keepnet.browser.stats) to stats.json.

Failures stay local to the page: a crashed Chromium is relaunched and the pages it crashed
under are rendered again once (a second crash is recorded), a hung page is cut off at its
time budget, and the page's s0 record says what happened; the crawl goes on.
With `auto`, a missing Chromium is reported once and the crawl continues HTTP-only; with
`always` it is an error.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import json
import logging
import time
from typing import TYPE_CHECKING

from keepnet.browser.bridge import CrawlSource, ExchangeCache
from keepnet.browser.doubt import ScriptJudge
from keepnet.browser.explore_settings import ExploreSettings
from keepnet.browser.launch import BrowserHost, BrowserUnavailable
from keepnet.browser.requeue import PendingRenders, archived_page
from keepnet.browser.slots import PageSlots, Ticket
from keepnet.browser.stats import BrowserStats
from keepnet.browser.templates import (
    NOT_WORTH,
    Plan,
    SharedScripts,
    TemplateLearner,
    document_key,
    template_key,
    worth_exploring,
)
from keepnet.extensions import BaseExtension
from keepnet.extract.tiering import (
    TierDecision,
    classify,
    script_sources,
)
from keepnet.fetch.content import decode_content
from keepnet.models import CrawlURI, Exchange, FetchFailure
from keepnet.settings.job import BrowserSettings, JobSettings

if TYPE_CHECKING:
    from keepnet.browser.explore import Explorer
    from keepnet.browser.session import PageSession
    from keepnet.browser.states import State
    from keepnet.extensions import CrawlContext as Crawler
    from keepnet.pipeline.links import LinkResult

log = logging.getLogger(__name__)

HTML_TYPES = ("text/html", "application/xhtml+xml")
GRACE = 15.0  # seconds past a page's budget before it is cut off from outside
# Pages in the tier beside the crawl at most: rendering or waiting for a Chromium slot.
# Enough for the slots' priorities to choose from (a costly page arriving late still goes
# first); each one that rendered s0 and waits to be explored keeps its Chromium page open.
BACKLOG = 16
# Pages of one template waiting for its learning pages with their exchange at most, and
# those exchanges' bytes, all templates together; past either, a page waits without it
# (fetched again if it is rendered after all): the crawl itself never waits.
WAITING = 500
WAITING_BYTES = 64 << 20
STOP_GRACE = 2.0  # seconds a stopping crawl gives the pages still in Chromium
SHOT_TIME = 10.0  # seconds at most to reach s0 again for a screenshot taken late


class CrashedOnce(Exception):
    """Chromium crashed under a page's first render (BrowserTier._render)."""


def _size(ex: Exchange | None) -> int:
    """The bytes a waiting page's exchange holds in memory."""
    if ex is None:
        return 0
    return len(ex.payload) + (0 if ex.wire_body is ex.payload else len(ex.wire_body))


class BrowserTier(BaseExtension):
    """keepnet's browser tier (see the module docstring)."""

    name = "browser"

    @classmethod
    def from_job(cls, job: JobSettings) -> BrowserTier | None:
        return None if job.browser.mode == "never" else cls(job.browser)

    def __init__(
        self,
        settings: BrowserSettings,
        explore: ExploreSettings | None = None,
        *,
        host: BrowserHost | None = None,
        pages_at_once: int | None = None,
    ) -> None:
        """`host`: a running Chromium to use (and leave running): tests share one;
        `pages_at_once`: pages in Chromium at the same time (default: `settings.pages`)."""
        self.settings = settings
        self.explore = explore or ExploreSettings(
            policy=settings.explore,
            depth=settings.depth,
            max_states=settings.max_states,
            page_time=settings.page_time,
            horizon=settings.horizon,
        )
        self.stats = BrowserStats()
        self.templates = TemplateLearner(settings.learn_pages, settings.resample_every)
        self._shared = SharedScripts()  # the shared scripts whose interactions were tried
        self.cache = ExchangeCache()
        self.host: BrowserHost | None = host
        self._own_host = host is None
        self.disabled = False
        self._gates: dict[str, asyncio.Semaphore] = {}
        self._slots = PageSlots(pages_at_once or settings.pages)
        self._pending: set[asyncio.Task[None]] = set()
        # template -> pages waiting for its learning pages (uri, exchange, links, decision)
        # (the exchange is None past the WAITING bounds: the page is fetched again if needed)
        self._waiting: dict[
            str, list[tuple[CrawlURI, Exchange | None, LinkResult, TierDecision]]
        ] = {}
        self._waiting_bytes = 0
        self._launching: asyncio.Lock | None = None
        self._launch_task: asyncio.Task[BrowserHost | None] | None = None
        self._documents: set[bytes] = set()  # (directory, document) of the pages rendered
        self._http_ended = asyncio.Event()  # the crawl's HTTP part is over (finish began)
        self.pending: PendingRenders | None = None  # pages in Chromium (state/, for resume)
        self._scripts = ScriptJudge()  # the page scripts, judged once per crawl

    # -- the extension protocol ---------------------------------------------------------

    async def start(self, crawler: Crawler) -> None:
        with contextlib.suppress(OSError, json.JSONDecodeError):
            self.stats.load(json.loads(crawler.dir.stats.read_text()).get("browser"))
        crawler.stats.sections["browser"] = lambda: {
            **self.stats.snapshot(),
            "templates": self.templates.report(),
            "metadata_bytes": self.stats.metadata_bytes(),
        }
        self._launching = asyncio.Lock()
        if self.settings.mode == "always":
            await self._browser(crawler)  # --browser always: no Chromium is an error
        self.pending = PendingRenders(crawler.dir.state / "browser-pending.json")
        for uri in self.pending.load():  # renders a stop cut off: done now
            ex = archived_page(crawler.dir.root, uri.url)
            if ex is None:
                log.warning(
                    "browser tier: %s was being rendered at the stop and is not in"
                    " the index: not rendered",
                    uri.url,
                )
                self.pending.done(uri)
                continue
            links = crawler.links.process(uri, ex, lambda _cand: None)
            self.stats.issues["render resumed after a stop"] += 1
            decision = TierDecision("deferred", "its render was cut by a stop: resumed")
            await self._consider(crawler, uri, ex, links, decision, backpressure=False)

    async def on_response(
        self, crawler: Crawler, uri: CrawlURI, ex: Exchange, links: LinkResult
    ) -> None:
        self.cache.put(uri.key, ex)
        if self.disabled or not self._is_page(uri, ex):
            return
        decision = await self._decide(crawler, uri, ex, links)
        self.stats.decisions[decision.verdict] += 1
        if not decision.deferred:
            return
        await self._consider(crawler, uri, ex, links, decision)

    async def _consider(
        self,
        crawler: Crawler,
        uri: CrawlURI,
        ex: Exchange | None,
        links: LinkResult,
        decision: TierDecision,
        backpressure: bool = True,
        key: str = "",
    ) -> None:
        """A deferred page: what its template says, then (maybe) render it beside the crawl.

        `key`: the page's template, when it is planned again after waiting for it (its
        exchange may be None then: see WAITING)."""
        plan = Plan("explore", "")
        if ex is not None and document_key(uri.url, ex.payload) in self._documents:
            # The same document in the same directory as a page sent to Chromium already
            # ("/" and "/index.html"): the same scripts load the same resources.
            self.stats.decisions["same document as a page rendered: not rendered"] += 1
            return
        if self.settings.templates:
            again = bool(key)
            if not key:
                assert ex is not None
                scripts = [o.url for o in links.outlinks if o.context == "script/@src"]
                body, _ = decode_content(ex)
                key = template_key(uri.host, scripts, body)
            plan = self.templates.plan(key, again=again)
            if plan.action == "wait":
                # The template is still learning: the page waits for its verdict beside
                # the crawl, which goes on.  Past the bounds it waits without its document
                # (fetched again if it is rendered after all).
                size = _size(ex)
                if len(self._waiting.get(key, ())) >= WAITING or (
                    self._waiting_bytes + size > WAITING_BYTES
                ):
                    ex, size = None, 0
                self._waiting.setdefault(key, []).append((uri, ex, links, decision))
                self._waiting_bytes += size
                return
            if plan.action == "skip":
                self.templates.record(key, "skip", 0, 0)
                self.stats.decisions["template: not rendered"] += 1
                return
        if ex is not None:
            self._documents.add(document_key(uri.url, ex.payload))
        # Chromium starts beside the crawl (on the first page that needs it): the page's
        # render waits for it, not the crawl task that handed the page over.
        launch = self._launch(crawler)
        # Rendering runs beside the crawl: the page's URL is done (its host free for the next
        # HTTP fetch) while Chromium works on it.  At most BACKLOG pages wait; more, and this
        # page's crawl task waits for one to end (the crawl slows to the browser's pace).
        while backpressure and len(self._pending) >= BACKLOG:
            await asyncio.wait(self._pending, return_when=asyncio.FIRST_COMPLETED)
        if self.pending is not None:
            self.pending.add(uri)
        task = asyncio.create_task(
            self._render_recorded(crawler, launch, uri, ex, links, decision, plan, key)
        )
        self._pending.add(task)
        task.add_done_callback(self._pending.discard)

    async def _render_recorded(
        self,
        crawler: Crawler,
        launch: asyncio.Future[BrowserHost | None],
        uri: CrawlURI,
        ex: Exchange | None,
        links: LinkResult,
        decision: TierDecision,
        plan: Plan,
        key: str,
    ) -> None:
        ticket = self._slots.ticket()
        found = (0, 0, False, False)
        try:
            host = await asyncio.shield(launch)
            if ex is None:  # it waited for its template's verdict without its document
                ex = await self._fetch_again(crawler, uri)
            if host is not None and ex is not None:
                try:
                    found = await self._render(
                        crawler, host, uri, ex, links, decision, plan, key, ticket
                    )
                except CrashedOnce:
                    # Chromium crashed under this page (or under another page beside it):
                    # the page is not to blame for the first crash, so it is rendered
                    # again in the restarted browser; a second crash is recorded as such.
                    self.stats.issues["rendered again after a browser crash"] += 1
                    found = await self._render(
                        crawler, host, uri, ex, links, decision, plan, key, ticket, again=True
                    )
            elif host is not None:
                self.stats.issues["page not fetched again for its render"] += 1
        except Exception:  # one page's failure never stops the crawl
            log.exception("browser tier: %s not rendered", uri.url)
            self.stats.issues["render failed"] += 1
        finally:
            ticket.release()
        # (a render cancelled by a stop raises CancelledError past this: it stays pending)
        if self.pending is not None:
            self.pending.done(uri)
        if key:
            self.templates.record(key, plan.action, *found)
            await self._decide_waiting(crawler, key)

    async def _decide_waiting(self, crawler: Crawler, key: str) -> None:
        """The pages waiting for template `key`: decided if it has learnt — or, while it
        still learns, the first of them is its next learning page and the others wait."""
        for uri, ex, links, decision in self._waiting.pop(key, []):
            self._waiting_bytes -= _size(ex)
            await self._consider(crawler, uri, ex, links, decision, backpressure=False, key=key)

    async def finish(self, crawler: Crawler) -> None:
        self._http_ended.set()  # re-samples that found nothing stop (keepnet.browser.templates)
        while self._pending and not crawler.stop_reason.startswith("signal"):
            # renders may hand out waiting pages; a signal meanwhile cuts the wait short
            await asyncio.wait(
                set(self._pending), timeout=0.25, return_when=asyncio.FIRST_COMPLETED
            )
        stopping = crawler.stop_reason.startswith("signal")
        for waiting in self._waiting.values():
            self.stats.decisions["template: not rendered"] += len(waiting)
            if stopping and self.pending is not None:  # rendered on resume, if it is needed
                for uri, *_ in waiting:
                    self.pending.add(uri)
        self._waiting.clear()
        if self._pending:
            # Pages still in Chromium: finished, unless the crawl is stopping on a signal,
            # then given a few seconds and cut off (counted: their HTTP capture is whole).
            stopping = crawler.stop_reason.startswith("signal")
            done, cut = await asyncio.wait(
                set(self._pending), timeout=STOP_GRACE if stopping else None
            )
            for task in cut:
                task.cancel()
                self.stats.issues["render interrupted by stop"] += 1
            if cut:
                await asyncio.wait(cut, timeout=STOP_GRACE)
        if self._launch_task is not None:
            # (a Chromium still starting is waited for, to be closed: never left running)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(asyncio.shield(self._launch_task), 60)
        if self.host is not None and self._own_host:
            await self.host.close()
        if not self.disabled:
            self.stats.status = "finished"

    # -- deciding -------------------------------------------------------------------------

    @staticmethod
    def _is_page(uri: CrawlURI, ex: Exchange) -> bool:
        last = uri.hop_path[-1:]
        return last not in ("E", "X", "P", "I") and 200 <= ex.status < 300 and ex.mime in HTML_TYPES

    def wants_tier_decision(self, uri: CrawlURI, ex: Exchange) -> bool:
        # the extraction worker classifies the page beside its extraction (links.tier)
        return not self.disabled and self._is_page(uri, ex)

    async def _decide(
        self, crawler: Crawler, uri: CrawlURI, ex: Exchange, links: LinkResult
    ) -> TierDecision:
        scripts = script_sources(links.outlinks)
        if links.tier is not None and links.tier[0] == scripts:  # the worker's, same scripts
            decision = links.tier[1]
        else:
            decision = classify(decode_content(ex)[0], scripts)
        if self.settings.mode == "always":
            # Every page is rendered; whether a learning page is explored still depends on
            # its code, and under --browser always any code may act on interaction.
            return TierDecision(
                "deferred", "--browser always", interactive=decision.verdict != "static"
            )
        if decision.verdict != "doubt":
            return decision
        # In doubt: the page's own scripts are read (keepnet.browser.doubt)
        source = CrawlSource(crawler, uri, ex, self.cache, self.stats.requests, self._gates)
        return await self._scripts.resolve(decision, source, uri.url)

    def _launch(self, crawler: Crawler) -> asyncio.Future[BrowserHost | None]:
        """The running browser, or its start: begun on first use, in a task of its own."""
        if self._launch_task is None:
            self._launch_task = asyncio.create_task(self._browser(crawler))
        return self._launch_task

    async def _fetch_again(self, crawler: Crawler, uri: CrawlURI) -> Exchange | None:
        """A page's document, fetched again for its render (it is archived already and is
        not written again); its host's politeness delay is honoured."""
        self.stats.requests["refetched"] += 1
        gate = self._gates.setdefault(uri.host, asyncio.Semaphore(crawler.job.host_concurrency))
        async with gate:
            wait = crawler.polite_wait(uri.host)
            if wait > 0:
                await asyncio.sleep(wait)
            result = await crawler.client.fetch(uri.url)
            crawler.note_request(uri.host)
        if isinstance(result, FetchFailure) or not self._is_page(uri, result):
            return None
        return result

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

    async def _explore(
        self,
        host: BrowserHost,
        explorer: Explorer,
        ticket: Ticket | None = None,
        further: ExploreSettings | None = None,
    ) -> None:
        """One page's exploration, cut off at its time budget (plus a grace period);
        `further`: its s0 is rendered, its descendants are explored under these settings.

        s0 is rendered in a Chromium slot taken first come first served; its descendants
        in one taken again by priority: the page with the most interactions at s0 first
        (keepnet.browser.slots).  The wait between does not count against the budget.
        """

        async def between(root: State) -> float:
            if ticket is None:
                return 0.0
            t = time.monotonic()
            ticket.release()
            await ticket.hold((1, -len(root.interactions)))
            waited = time.monotonic() - t
            budget.reschedule((budget.when() or 0.0) + waited)
            return waited

        explorer.between = between
        async with asyncio.timeout(self.explore.page_time + GRACE) as budget:
            if further is not None:
                await explorer.descend(further)
                return
            if ticket is not None:
                await ticket.hold((0,))
            await explorer.run()

    async def _render(
        self,
        crawler: Crawler,
        host: BrowserHost,
        uri: CrawlURI,
        ex: Exchange,
        links: LinkResult,
        decision: TierDecision,
        plan: Plan | None = None,
        key: str = "",
        ticket: Ticket | None = None,
        again: bool = False,
    ) -> tuple[int, int, bool, bool]:
        """Render (and explore, as `plan` says) one page of template `key`; (resources the
        browser archived that the crawl did not have, resources its descendant states
        added, whether its descendant states were explored, whether its learning was
        counted early).  Raises CrashedOnce, having written nothing, when Chromium crashed
        under the page's first render (`again`: this is its second)."""
        # the explorer's machinery loads with the first page rendered (keepnet.browser)
        from keepnet.browser.explore import Exploration, Explorer
        from keepnet.browser.pagerecord import record_page
        from keepnet.browser.session import PageSession
        from keepnet.browser.states import StateTree

        t0 = time.monotonic()
        comments = [f"tier: {decision.verdict} ({decision.reason})"]
        if again:
            comments.append("rendered again: Chromium crashed under its first render")
        settings = self.explore
        # a sample stops early when interaction finds nothing, explores on if it does
        sample = dataclasses.replace(self.explore, give_up_after=self.settings.learn_time)
        learn = plan is not None and plan.action == "learn"
        counted = False
        explored = self.explore.max_depth > 0
        if plan is not None and plan.reason:
            comments.append(plan.reason)
            if plan.action in ("s0", "learn"):
                # (no screenshot: written only for a learning page explored, taken then;
                # its map too is found only then)
                settings = dataclasses.replace(
                    self.explore, policy="none", screenshot=False, map_s0=False
                )
                explored = False
            elif plan.sample:
                settings = sample
        source = CrawlSource(crawler, uri, ex, self.cache, self.stats.requests, self._gates)
        source.ticket = ticket
        session: PageSession | None = None
        launch = host.launches  # which Chromium this page runs in (see BrowserHost.lost)
        crashed = False
        explorer: Explorer | None = None
        try:
            if ticket is not None:
                await ticket.hold((0,))
            session = PageSession(await host.context(), uri.url, source, horizon=settings.horizon)
            await session.open()
            host.lower_priority()  # the page's renderer is new
            explorer = Explorer(session, settings)
            if plan is not None and plan.resample:
                explorer.ended = self._http_ended
            await self._explore(host, explorer, ticket)
            if learn and self.explore.max_depth > 0:
                # A learning page: s0 first; its descendants only if s0 brought something
                # new or the page's own code loads on interaction, from that s0.
                why = worth_exploring(decision, len(source.archived))
                if source.archived and key:  # the next learning page need not wait
                    counted = self.templates.s0_found_early(key)
                    await self._decide_waiting(crawler, key)
                if why and not source.archived and decision.sources:
                    if ticket is not None:  # (a wait for another page: its slot is lent)
                        ticket.release()
                    tried = await self._shared.tried(uri.host, decision.sources)
                    if tried:
                        why = ""
                        comments.append(f"not explored: s0 added no resource, and {tried}")
                if why:  # from the s0 just rendered: no second load
                    comments.append(f"explored: {why}")
                    explored = True
                    claimed = self._shared.claim(uri.host, decision.sources, uri.url)
                    whole = False
                    # s0's screenshot is written only if s0 or its states added something
                    # (below): when s0 added nothing, it is taken after the exploration,
                    # only if a state did (most find nothing: the shot, 0.05-0.1 s of
                    # Chromium a page, would be thrown away).
                    late_shot = not source.archived and sample.screenshot
                    further = dataclasses.replace(sample, screenshot=False) if late_shot else sample
                    try:
                        await self._explore(host, explorer, ticket, further=further)
                        whole = True
                    finally:
                        # (cut off or failed: counted as finding something, so that the
                        # other pages of its scripts are explored rather than spared)
                        found = bool(explorer.result.tree.paths()) or not whole
                        self._shared.done(claimed, found)
                    tree = explorer.result.tree
                    added = len(tree.resources_to(2)) > len(tree.resources_to(0))
                    if late_shot and (source.archived or added):  # (as `shoot` below)
                        await explorer.shoot_s0(time.monotonic() + SHOT_TIME)
                elif not comments[-1].startswith("not explored"):
                    comments.append(f"not explored: {NOT_WORTH}")
        except TimeoutError:
            comments.append(f"cut off after {self.explore.page_time + GRACE:g}s")
        except Exception as exc:
            if await host.lost(launch):
                crashed = True
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
            # (unless another page restarted it meanwhile)
            if not host.alive or (crashed and host.launches == launch):
                with contextlib.suppress(BrowserUnavailable):
                    await host.restart()
        if crashed and not again and not crawler.stop_reason.startswith("signal"):
            raise CrashedOnce(uri.url)  # (what it archived stays: found again from capture)
        result = explorer.result if explorer is not None else Exploration(StateTree(uri.url))
        if result.stop_reason != "complete":
            comments.append(f"stopped: {result.stop_reason}")
        summary = record_page(
            crawler.writer,
            uri.url,
            decision,
            result,
            links,
            comments,
            learning=self.settings.templates,
            explored_everything=plan is None or plan.action == "explore",
            explored=explored,
            s0_added=bool(source.archived),
            screenshot=explorer.screenshot if explorer is not None else None,
        )
        states_added = summary.r012 - summary.r0
        self.stats.add(summary, result)
        crawler.bus.emit(
            "browser",
            uri.url,
            descendants=summary.descendants,
            paths=summary.paths,
            new_resources=summary.r012 - summary.r0,
            seconds=round(time.monotonic() - t0, 3),
        )
        # What the browser captured that the crawl did not have: the cost is earned or not.
        return len(source.archived), states_added, explored, counted
