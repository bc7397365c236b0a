"""The crawl engine: leases URLs from the frontier, runs each through fetch → archive → links.

Data flow for one URL (docs/architecture.md has the full picture):

1. the frontier leases it when its host is ready (politeness) — a kill -9 loses nothing;
2. robots.txt is consulted (fetched once per host and archived as a prerequisite);
3. the fetcher fetches it; failures and 5xx/429 are retried later with back-off,
   honouring Retry-After;
4. the exchange is written to WARC (response or revisit), then links are extracted,
   scoped and queued, a metadata record is written, pages.jsonl and crawl.log get a line;
5. the frontier marks it done and sets the host's next ready time.

The frontier, the digest index and the engine's counters commit in groups: the
loop flushes them once `concurrency` URLs were finished or COMMIT_EVERY seconds passed,
not once per operation.  A kill -9 loses the operations since the last flush
(the embedded frontier's module doc): the URLs finished since are leased or queued again and
fetched again, fewer than one more batch than those in flight; nothing is marked done
before its records were written and flushed to the WARC, since complete() comes after
archiving.

The engine owns no policy itself: scope, politeness, traps and dedup live in their modules.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import signal
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from keepnet.crawllog import CrawlLog
from keepnet.engine_state import open_engine_state
from keepnet.eventloop import run as run_on_loop
from keepnet.events import EventBus
from keepnet.extensions import CrawlExtension, enabled_extensions, implementing, shingles_wanted
from keepnet.fetch import codes
from keepnet.fetch.hostclock import HostClock
from keepnet.fetch.http import FetchSettings, HttpClient
from keepnet.fetch.ipgate import ip_gated_client
from keepnet.fetch.politeness import is_retryable_status, retry_after_seconds, retry_wait
from keepnet.fetch.robots import RobotsCache, open_robots_store
from keepnet.frontier import Frontier
from keepnet.frontier.for_job import FrontierFactory, crawl_id, default_frontier
from keepnet.index.indexer import update_index
from keepnet.inflight import InFlight
from keepnet.layout import CrawlDir
from keepnet.lock import CrawlLock
from keepnet.models import CrawlURI, Exchange, FetchFailure
from keepnet.pages import PagesWriter
from keepnet.pipeline.archive import Archiver
from keepnet.pipeline.budget import AdmissionBudget
from keepnet.pipeline.dedup import open_digest_store
from keepnet.pipeline.history import Previous, last_capture, open_history, previous_exchange
from keepnet.pipeline.links import LinkProcessor
from keepnet.pipeline.live import LiveOutputs
from keepnet.pipeline.offload import Offload, default_workers
from keepnet.pipeline.prerequisites import RobotsPrerequisites
from keepnet.pipeline.revisit import open_schedule
from keepnet.scope.rules import Scope
from keepnet.search.builder import update_search
from keepnet.settings.job import JobSettings
from keepnet.stats import CrawlStats
from keepnet.url.canon import get_canonicalizer
from keepnet.warc.writer import WarcWriter, recover_archive

log = logging.getLogger(__name__)

SEED_PRIORITY = 2.0
# Most seconds between commits of the crawl's stored state (frontier, digests, counters; also
# committed once `concurrency` URLs finished): a commit per page cost more than its statements.
COMMIT_EVERY = 0.05


@dataclass(frozen=True, slots=True)
class CrawlSummary:
    out: Path
    resumed: bool
    stop_reason: str
    stats: dict[str, object]
    recovered: list[str]


class Crawler:
    """Runs one crawl job into one output directory; running it again resumes.

    Parts are injected through the constructor: `extensions` given here run before (and
    instead of same-named) registry extensions (keepnet.extensions), `frontier` builds the
    frontier (default: the embedded one in DIR/state).
    """

    def __init__(
        self,
        job: JobSettings,
        out: Path,
        bus: EventBus | None = None,
        *,
        extensions: Sequence[CrawlExtension] = (),
        frontier: FrontierFactory = default_frontier,
        worker_id: str | None = None,
    ) -> None:
        self.job = job
        self.dir = CrawlDir(out)
        self.bus = bus or EventBus()
        self.extensions: list[CrawlExtension] = list(extensions)
        self._frontier_factory = frontier
        self.worker_id = worker_id  # a distributed crawl's worker: in WARC names and stats
        self.lock = CrawlLock(self.dir.root)
        self.stats = CrawlStats()
        self.bus.subscribe(self.stats.on_event)
        self._stop_reason = ""
        self._paused = False
        self._finished = 0  # URLs finished (frontier) since the last commit

    # -- setup ---------------------------------------------------------------------------

    def _open(self) -> tuple[bool, list[str]]:
        # The lock comes first: a second process on a live directory must be refused before
        # it recovers (truncates) the .open WARC, rewrites job.json or recovers leases.
        self.lock.acquire("crawl")
        try:
            opened = self._open_locked()
        except BaseException:
            self.lock.release()
            raise
        # Started last: it starts up on the other core while the crawl begins.
        workers = self.job.extract_workers
        self.offload = Offload(default_workers() if workers is None else workers)
        self.stats.sections["extract_workers"] = self.offload.report
        return opened

    def _open_locked(self) -> tuple[bool, list[str]]:
        resumed = self.dir.is_crawl()
        self.dir.create()
        recovered = recover_archive(self.dir.archive)
        (self.dir.state / "job.json").write_text(json.dumps(self.job.public_dict(), indent=2))
        job = self.job
        self.seen_canon = get_canonicalizer(job.canon.seen_profile, job.canon.rules_file)
        self.index_canon = get_canonicalizer(job.canon.index_profile, job.canon.rules_file)
        self.frontier: Frontier = self._frontier_factory(self.dir, job)
        # Alone, every lease is ours from a killed run; shared, only expired leases are.
        self.frontier.recover(time.time() if self.frontier.shared else None)
        shared_at, cid = job.distributed.frontier, crawl_id(job, self.dir)
        self.state = open_engine_state(self.dir.state, shared_at, cid, group_commit=True)
        self.budget = AdmissionBudget(job, self.frontier, self.state)
        self.stats.load(self.dir.stats)
        self.scope = Scope(job)
        for seed_url, alias in self.state.aliases():
            self.scope.add_alias(seed_url, alias)
        self.links = LinkProcessor(self.scope, self.seen_canon, job.traps.max_outlinks)
        # Index and full text are built as records are written, so the end of the crawl
        # does not re-read its WARCs (keepnet.index.live; a crashed run falls back to it).
        self.live = LiveOutputs(self.dir.root)
        prefix = (
            job.warc.prefix if self.worker_id is None else f"{job.warc.prefix}-{self.worker_id}"
        )
        self.writer = WarcWriter(
            self.dir.archive,
            prefix,
            job.warcinfo(self.dir.root.resolve().name, self.index_canon.describe()),
            job.warc.max_size,
            canonicalizer=self.seen_canon.describe(),
            on_record=self.live.on_record,
            on_close=self.live.on_close,
        )
        digests = open_digest_store(self.dir.state, shared_at, cid, group_commit=True)
        self.digests = digests
        # a re-crawl: conditional requests and revisits of earlier captures
        self.history = open_history(
            self.dir.state, list(job.previous), self.seen_canon.canonicalize, digests
        )
        self.schedule = open_schedule(job.revisit, self.history)  # revisit: auto
        self.archiver = Archiver(self.writer, digests)
        self.log = CrawlLog(self.dir.logs)
        self.pages = PagesWriter(self.dir.pages)
        settings = FetchSettings.for_job(job)
        # robots.txt is read lazily: its Crawl-delay is asked for once the cache exists
        self.hosts = HostClock(
            job.delay,
            job.crawl_delay_cap,
            lambda host: self.robots.crawl_delay(host),
            resource=job.browser.resource_delay,
        )
        self.client = (
            ip_gated_client(settings, self.hosts.delay, job.total_timeout + 5, shared_at, cid)
            if job.politeness_per_ip
            else HttpClient(settings)
        )
        self.prerequisites = RobotsPrerequisites(
            seeds=[s.url for s in job.seeds],
            canonicalize=self.seen_canon.canonicalize,
            hosts=self.hosts,
            archiver=self.archiver,
            live=self.live,
            log=self.log,
            bus=self.bus,
            frontier=self.frontier,
            links=self.links,
            sitemaps=job.sitemaps,
        )
        self.robots = RobotsCache(
            self.client,
            job.user_agent,
            on_exchange=self.prerequisites.on_exchange,
            shared=open_robots_store(shared_at, cid),
        )
        self.extensions = enabled_extensions(job, given=self.extensions)
        # The per-URL hooks: only the extensions that implement each (keepnet.extensions).
        self._refusers = implementing(self.extensions, "before_fetch")
        self._link_hooks = implementing(self.extensions, "on_links")
        self._response_hooks = implementing(self.extensions, "on_response")
        self._shinglers = implementing(self.extensions, "wants_shingles")
        self._deciders = implementing(self.extensions, "wants_tier_decision")
        return resumed, recovered

    # -- the loop ------------------------------------------------------------------------

    async def run(self) -> CrawlSummary:
        resumed, recovered = self._open()
        for r in recovered:
            log.warning("recovered WARC: %s", r)
        self.frontier.add(self.links.seeds(self.job, SEED_PRIORITY))
        self._started = time.monotonic()
        loop = asyncio.get_running_loop()
        stop_signals = []
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
                loop.add_signal_handler(sig, self._on_signal, f"signal {sig.name}")
                stop_signals.append(sig)
        try:
            for ext in self.extensions:
                await ext.start(self)
            await self._loop()
            for ext in self.extensions:
                await ext.finish(self)
        finally:
            for sig in stop_signals:
                loop.remove_signal_handler(sig)
            await self._close()
        self.bus.emit("done", reason=self._stop_reason)
        return CrawlSummary(
            self.dir.root, resumed, self._stop_reason, self.stats.snapshot(), recovered
        )

    @property
    def stop_reason(self) -> str:
        return self._stop_reason

    def _on_signal(self, reason: str) -> None:
        # A signal after the frontier ran dry (extensions finishing, e.g. pages still in the
        # browser) must still be seen as one: it is what asks them to cut their work short.
        if self._stop_reason.startswith("finished"):
            self._stop_reason = ""
        self.request_stop(reason)

    def pause(self) -> None:
        """Lease nothing more until resume(); fetches in flight finish.  The crawl stays open."""
        if not self._paused:
            self._paused = True
            self.bus.emit("paused", "")

    def resume(self) -> None:
        if self._paused:
            self._paused = False
            self.bus.emit("resumed", "")

    @property
    def paused(self) -> bool:
        return self._paused

    def request_stop(self, reason: str) -> None:
        if not self._stop_reason:
            self._stop_reason = reason
            log.info("stopping: %s", reason)

    def _check_limits(self) -> None:
        job = self.job
        if job.time_limit is not None and time.monotonic() - self._started >= job.time_limit:
            self.request_stop(f"time limit {job.time_limit}s reached")
        if job.max_bytes is not None and self.stats.bytes_downloaded >= job.max_bytes:
            self.request_stop(f"max bytes {job.max_bytes} reached")

    async def _loop(self) -> None:
        inflight = InFlight()
        conc = self.job.concurrency
        last_flush = last_recover = last_commit = time.monotonic()
        shared = self.frontier.shared
        # Shared: take back the URLs of workers that died, a few times per lease length.
        recover_every = max(1.0, min(30.0, self.job.distributed.lease_seconds / 3))
        while True:
            if shared and time.monotonic() - last_recover > recover_every:
                self.frontier.recover(time.time())
                last_recover = time.monotonic()
            self._check_limits()
            if self._finished >= conc or time.monotonic() - last_commit >= COMMIT_EVERY:
                self._commit()
                last_commit = time.monotonic()
            leased: list[CrawlURI] = []
            if self._paused and not self._stop_reason:
                if not inflight:
                    await asyncio.sleep(0.25)  # paused: nothing leased, the crawl stays open
                    continue
            elif not self._stop_reason and len(inflight) < conc:
                want, spent = self.budget.lease_allowance(conc - len(inflight))
                if spent:
                    self.request_stop(spent)
                leased = self.frontier.lease(want, time.time()) if want > 0 else []
                for uri in leased:
                    self.budget.leased(uri)
                    inflight.start(self._process(uri))
            if time.monotonic() - last_flush > 2.0:
                self.stats.save(self.dir.stats, self.frontier.counts())
                last_flush = time.monotonic()
            # (only with a free slot: with none the loop waits for a task, then leases)
            free = len(inflight) < conc
            nxt = None if self._stop_reason or not free else self.frontier.next_ready_at()
            if not inflight:
                if nxt is None:
                    if shared and not self._stop_reason and self._others_busy():
                        await asyncio.sleep(0.5)  # another worker may still queue URLs
                        continue
                    if not self._stop_reason:
                        self._stop_reason = "finished: frontier empty"
                    return
                await asyncio.sleep(min(max(nxt - time.time(), 0.005), 1.0))
                continue
            timeout = 1.0
            if nxt is not None:  # (a slot is free)
                # Nothing leasable right now (hosts busy or cooling down): wake at the next
                # ready time, but never spin faster than every 5 ms.
                timeout = min(max(nxt - time.time(), 0.005 if not leased else 0.0), 1.0)
            for task in await inflight.wait(timeout):
                if not task.cancelled() and task.exception() is not None:
                    log.error("internal error processing a URL", exc_info=task.exception())

    def _commit(self) -> None:
        """Make the crawl's state durable up to now (see COMMIT_EVERY).  The counters and
        digests first: the frontier's completions are what a resume trusts."""
        self.state.flush()
        self.digests.flush()
        self.frontier.flush()
        self._finished = 0

    def _others_busy(self) -> bool:
        """Shared frontier, nothing leasable here: is any URL still queued or leased?"""
        counts = self.frontier.counts()
        return counts.queued > 0 or counts.leased > 0

    async def _close(self) -> None:
        self.offload.close()
        await self.client.close()
        self.archiver.close()
        self.live.close()
        self.log.close()
        self.pages.close()
        self.stats.save(self.dir.stats, self.frontier.counts(), final_reason=self._stop_reason)
        self.frontier.close()
        self.state.close()
        try:
            update_index(self.dir.root)
            update_search(self.dir.root)  # full text of the new captures (keepnet.search)
        finally:
            self.lock.release()

    # -- one URL -------------------------------------------------------------------------

    async def _process(self, uri: CrawlURI) -> None:
        # One coroutine a URL (no wrapper awaiting an inner one): each step resumes one frame.
        try:
            job = self.job
            for ext in self._refusers:  # refused since it was queued (a trap family capped...)
                reason = ext.before_fetch(self, uri)
                if reason is not None:
                    self.log.refused(uri.url, uri.via, reason)
                    self.bus.emit("refused", uri.url, reason=reason)
                    self.frontier.fail(uri, time.time())
                    return
            prev = self.history.get(uri.key) if self.history is not None else None
            if prev is not None and self.schedule is not None and not self.schedule.due(uri.key):
                self._not_due(uri, prev)
                return
            seed_settings = self.scope.seed_scope(uri.seed)
            ignore_robots = job.ignore_robots
            if seed_settings is not None and seed_settings.seed.ignore_robots is not None:
                ignore_robots = seed_settings.seed.ignore_robots
            if not ignore_robots and not await self.prerequisites.permits(uri, self.robots):
                return
            # A prerequisite fetch (robots.txt) just went to this host: keep the delay after it.
            wait = self.hosts.wait(uri.host)
            if wait > 0:
                await asyncio.sleep(wait)
            headers = prev.conditional_headers() if prev is not None else None
            result = await self.client.fetch(uri.url, headers=headers or None)
            now = self.hosts.note(uri.host)
            delay = self.hosts.delay(uri.host)
            if isinstance(result, FetchFailure):
                self._on_failure(uri, result, now, delay)
                return
            ex = result
            after = retry_after_seconds(ex.header("retry-after"), now)
            wait_s = (
                retry_wait(
                    uri.attempts, job.max_retries, job.retry_base_delay, job.retry_max_delay, after
                )
                if is_retryable_status(ex.status)
                else None
            )
            if wait_s is not None:
                retry = [f"retry-in:{wait_s:.1f}s", f"attempt:{uri.attempts + 1}"]
                self.log.exchange(uri, ex, annotations=retry)
                self.bus.emit("retry", uri.url, status=ex.status, wait=wait_s)
                self.frontier.reschedule(
                    uri, now + wait_s, host_ready_at=now + max(delay, wait_s if after else 0)
                )
                return
            await self._on_response(uri, ex, prev)
            self.frontier.complete(uri, now + delay)
            self._finished += 1
        except Exception as exc:  # one bad URL must never stop the crawl
            log.exception("error processing %s", uri.url)
            annotations = [f"error:{exc!r}"[:200]]
            self.log.fetch(
                uri, codes.INTERNAL_ERROR, 0, "-", time.time(), 0.0, annotations=annotations
            )
            self.frontier.fail(uri, time.time() + self.job.delay)

    def _not_due(self, uri: CrawlURI, prev: Previous) -> None:
        """Not due for a revisit: no request; its links come from its last capture."""
        now, ex = time.time(), last_capture(prev)
        if ex is not None:
            self.budget.new_batch()
            links = self.links.process(uri, ex, self.budget)
            self._queue(links.candidates)
        self.log.fetch(uri, codes.BLOCKED_BY_PROCESSOR, 0, "-", now, 0.0, annotations=["not-due"])
        self.bus.emit("not-due", uri.url)
        self.frontier.complete(uri, now)

    def _queue(self, candidates: list[CrawlURI]) -> list[CrawlURI]:
        if self.schedule is not None:  # a re-crawl: the likeliest changes first
            self.schedule.order(candidates)
        added = self.frontier.add(candidates)
        self.links.remember(c.key for c in candidates)
        for c in added:
            if not c.hop_path or c.hop_path[-1] not in "EX":
                self.state.incr("pages_admitted")
        return added

    def _on_failure(self, uri: CrawlURI, fail: FetchFailure, now: float, delay: float) -> None:
        job = self.job
        wait_s = (
            retry_wait(uri.attempts, job.max_retries, job.retry_base_delay, job.retry_max_delay)
            if fail.retryable
            else None
        )
        if wait_s is not None:
            self.log.fetch(
                uri,
                fail.code,
                0,
                "-",
                now,
                0.0,
                annotations=[fail.reason, f"retry-in:{wait_s:.1f}s", f"attempt:{uri.attempts + 1}"],
            )
            self.bus.emit("retry", uri.url, code=fail.code, wait=wait_s)
            self.frontier.reschedule(uri, now + wait_s, host_ready_at=now + delay)
            return
        annotations = [fail.reason]
        if fail.retryable:
            annotations.append(f"gave-up-after:{uri.attempts + 1}")
        self.log.fetch(uri, fail.code, 0, "-", now, 0.0, annotations=annotations)
        self.bus.emit("failed", uri.url, code=fail.code, reason=fail.reason)
        self.frontier.fail(uri, now + delay)

    async def _on_response(self, uri: CrawlURI, ex: Exchange, prev: Previous | None = None) -> None:
        unchanged = None
        if prev is not None and ex.status == 304:
            # Not modified: a server-not-modified revisit of the previous capture, whose
            # payload still gives the page's links (it is the page's content).
            unchanged = previous_exchange(prev, ex)
        # The worker process extracts the page's links and text, and compresses its body
        # for the WARC, while this one goes on with other pages; the records are written
        # once it has answered (or inline, if it could not).
        level = self.writer.compresslevel if unchanged is None else None
        # the text's shingles, and the browser tier's decision, for extensions that will read them
        shingle = 200 <= ex.status < 300 and shingles_wanted(self._shinglers, uri)
        tier = any(e.wants_tier_decision(uri, ex) for e in self._deciders)
        page = (uri.hop_path or "-", uri.via, uri.seed) if uri.url == ex.url else None
        pending = self.offload.submit(
            unchanged or ex, self.links.max_outlinks, level, shingle, tier, page
        )
        prepared = await self.offload.result(pending) if pending is not None else None
        if prev is not None and ex.status == 304:
            archived = self.archiver.not_modified(ex, prev.original())
        elif prepared is not None:
            archived = self.archiver.archive(ex, prepared.body, prepared.digests, prepared.records)
        else:
            archived = self.archiver.archive(ex)
        annotations: list[str] = []
        if archived.revisit_of is not None:
            annotations.append(f"duplicate:digest:{archived.revisit_of}")
            self.bus.emit("revisit", uri.url)
        if ex.truncated:
            annotations.append(f"truncated:{ex.truncated}")
        if is_retryable_status(ex.status):  # retries used up (see _process): say so
            annotations.append(f"gave-up-after:{uri.attempts + 1}")
        self.budget.new_batch()
        analysis = prepared.analysis if prepared is not None else None
        links = self.links.process(uri, unchanged or ex, self.budget, analysis)
        links.record_id = archived.record_id
        links.shingles = prepared.shingles if prepared is not None else None
        links.tier = prepared.tier if prepared is not None else None
        for ext in self._link_hooks:  # may drop candidates or change their priorities
            ext.on_links(self, uri, ex, links)
        self.live.add_page(archived.record_id, ex, links.title, links.text)
        if links.decode_error:
            annotations.append(f"decode-error:{links.decode_error}")
        if links.outlinks_dropped:
            annotations.append(f"outlinks-dropped:{links.outlinks_dropped}")
        if ex.status in (301, 302, 303, 307, 308) and uri.hop_path.replace("R", "") == "":
            for c in links.candidates:
                if c.hop_path.endswith("R"):
                    self.scope.add_alias(uri.seed, c.url)
                    self.state.add_alias(uri.seed, c.url)
        added = self._queue(links.candidates)
        for url, reason in links.refused:
            self.log.refused(url, uri.url, reason)
            self.bus.emit("refused", url, reason=reason)
        lines, meta = prepared.outlink_records(links.outlinks) if prepared else (None, None)
        self.archiver.metadata(uri, archived.record_id, links.outlinks, lines, meta)
        self.log.exchange(uri, ex, archived.digest, annotations)
        self.bus.emit(
            "fetched",
            uri.url,
            status=ex.status,
            mime=ex.mime,
            bytes=len(ex.wire_body) + len(ex.response_head),
            warc_bytes=archived.warc_bytes,
            out_of_scope=links.out_of_scope,
            queued=len(added),
        )
        if self._is_page(uri, unchanged or ex):  # an unchanged page is still a page
            self.pages.write(uri, unchanged or ex, links.title, links.page_fields)
            self.bus.emit("page", uri.url)
        # Extensions run after the synchronous part above (the budget batch must not
        # interleave with another task's), and before the URL is marked done.
        for ext in self._response_hooks:
            await ext.on_response(self, uri, ex, links)

    # -- for extensions: the browser tier fetches what a page requests itself ----------

    async def ingest(self, uri: CrawlURI, ex: Exchange) -> None:
        """An exchange fetched outside the loop goes down the same pipeline (WARC, links, logs)."""
        self.hosts.note(uri.host)
        await self._on_response(uri, ex)

    def polite_wait(self, host: str, resource: bool = False) -> float:
        """Seconds before `host` may be asked again (its politeness delay since the last
        request); `resource`: for a resource a page in the browser asks for itself (the
        shorter resource delay, keepnet.fetch.hostclock)."""
        return self.hosts.wait(host, resource)

    def note_request(self, host: str) -> None:
        """A request to `host` just ended outside the loop (politeness counts it)."""
        self.hosts.note(host)

    @staticmethod
    def _is_page(uri: CrawlURI, ex: Exchange) -> bool:
        last = uri.hop_path[-1:] if uri.hop_path else ""
        return last not in ("E", "X", "P", "I") and not (300 <= ex.status < 400)


def run_crawl(job: JobSettings, out: Path, bus: EventBus | None = None) -> CrawlSummary:
    """Run a crawl to completion (or its limits) from synchronous code (keepnet.eventloop)."""
    return run_on_loop(Crawler(job, out, bus).run(), job.event_loop)
