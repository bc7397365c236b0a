"""CPU time of the crawl process per stage of a page, from one `keepnet crawl` run.

    PYTHONPATH=$PWD/src .venv/bin/python bench/crawl_stages.py crawl URL --proxy P \\
        --delay 0 --scope host --concurrency 4 --host-concurrency 4 --out DIR -q

Runs `keepnet crawl` in this process with the functions below wrapped by `time.thread_time`
accumulators (the calling thread's CPU: `process_time` would add the full-text writer
thread's work done meanwhile on the other core), then prints each stage's CPU ms per completed URL (nested stages are indented
and counted in their parent too; the worker process's CPU is not in any of them; only
synchronous functions are timed; ASYNC_STAGES below are coroutines, timed by the CPU of each step
the event loop runs them for, so a coroutine's figure includes what it awaits and the synchronous
stages it calls, and leaves out the loop's own work between steps).  A
sampling profiler (py-spy) or cProfile says where the time goes inside a stage; this says
how much each stage costs without the profiler's own overhead, which under cProfile is
largest for many small calls and misranks stages.  Under load, read the shares.
"""

from __future__ import annotations

import contextlib
import functools
import importlib
import inspect
import resource
import runpy
import sys
import time
from collections.abc import Callable
from typing import Any

OWN_THREAD = "full-text writer thread (FTS5 inserts, beside the loop; not in the sum)"

STAGES = [
    ("keepnet.pipeline.archive", "Archiver.archive", "WARC response + request records"),
    ("keepnet.warc.records", "serialize", "  gzip members (serialize, 3 records)"),
    ("keepnet.warc.records", "sha1_digest", "  SHA-1 digests (sha1_digest)"),
    ("keepnet.pipeline.live", "LiveOutputs.on_record", "  CDXJ line and full-text hand-off"),
    ("keepnet.index.live", "_written", "    index line from the record's values"),
    ("keepnet.index.live", "parse_written", "    warcio parse of the record"),
    ("keepnet.index.live", "_parse_fields", "    warcio parse of a page (full text)"),
    ("keepnet.index.live", "record_to_cdxj", "    CDXJ fields (record_to_cdxj)"),
    ("keepnet.index.live", "format_line", "    CDXJ line text"),
    ("keepnet.search.live", "LiveSearch.on_indexed", "    full-text hand-off"),
    ("keepnet.pipeline.dedup", "DigestIndex.lookup", "  dedup lookup"),
    ("keepnet.pipeline.dedup", "DigestIndex.add", "  dedup add"),
    ("keepnet.pipeline.archive", "Archiver.metadata", "WARC outlinks metadata record"),
    ("keepnet.pipeline.traps", "TrapFamilyGuard.on_links", "trap families"),
    ("keepnet.scope.families", "TrapFamilies.observe", "  observe (text and outlinks)"),
    ("keepnet.scope.families", "TrapFamilies._learn", "  learn (a learning family's page)"),
    ("keepnet.scope.families", "is_novel", "  is_novel (a full family's page)"),
    ("keepnet.scope.families", "TrapFamilies.check", "  check (the page's candidates)"),
    ("keepnet.pipeline.traps", "TrapFamilyGuard._save", "  state saved (every 50 pages)"),
    ("keepnet.pipeline.offload", "Offload.submit", "worker hand-off: send"),
    ("keepnet.pipeline.offload", "Offload._readable", "worker hand-off: read answers"),
    ("keepnet.frontier.sqlite", "SqliteFrontier.complete", "frontier: complete"),
    ("keepnet.frontier.sqlite", "SqliteFrontier.lease", "frontier: lease"),
    ("keepnet.engine", "Crawler._queue", "frontier: add the page's new links"),
    ("keepnet.frontier.sqlite", "SqliteFrontier.next_ready_at", "frontier: next ready time"),
    ("keepnet.engine", "Crawler._commit", "group commit (state, digests, frontier)"),
    ("keepnet.engine_state", "EngineState.flush", "  engine counters (engine.db)"),
    ("keepnet.pipeline.dedup", "DigestIndex.flush", "  digests (digests.db)"),
    ("keepnet.frontier.sqlite", "SqliteFrontier.flush", "  frontier (frontier.db)"),
    ("keepnet.pipeline.links", "LinkProcessor.process", "link scoping (links.process)"),
    ("keepnet.browser.tier", "classify", "browser-tier decision (classify)"),
    ("keepnet.pipeline.live", "LiveOutputs.add_page", "full-text row"),
    ("keepnet.pages", "PagesWriter.write", "pages.jsonl line"),
    ("keepnet.crawllog", "CrawlLog.fetch", "crawl.log line"),
    ("keepnet.events", "EventBus.emit", "events"),
    ("keepnet.apps.extension", "AppAware.on_links", "application detection"),
    ("keepnet.pipeline.offload", "analyse", "inline extraction (no worker)"),
    # On the full-text index's own thread: beside the loop, not in the sum.
    ("keepnet.search.live", "LiveSearch._write", OWN_THREAD),
]

# Coroutines: each step (a `send` into the coroutine, up to its next suspension) is timed,
# so a figure is the event-loop thread's CPU spent with that coroutine on its stack: what it
# awaits and the synchronous stages it calls included, the loop's own work between steps not.
# "Loop thread outside any URL's task" is the thread's CPU from the first lease to the end of
# the frontier minus every step of `_process` and `_loop`: the event loop itself (epoll,
# callbacks, the transports' reads and writes, the worker's answers read by `add_reader`).
ASYNC_STAGES = [
    ("keepnet.engine", "Crawler._loop", "async: the engine's lease loop (_loop's own steps)"),
    ("keepnet.engine", "Crawler._process", "async: one URL's task (_process, all of it)"),
    ("keepnet.pipeline.prerequisites", "RobotsPrerequisites.permits", "  robots check (permits)"),
    ("keepnet.fetch.http", "HttpClient.fetch", "  fetch (HttpClient.fetch)"),
    ("keepnet.fetch.http", "HttpClient._final_head", "    response head (_final_head)"),
    ("keepnet.fetch.http", "read_body", "    response body (read_body)"),
    ("keepnet.engine", "Crawler._on_response", "  _on_response"),
    ("keepnet.pipeline.offload", "Offload.result", "    wait for the worker (Offload.result)"),
]
LOOP_OUTSIDE = "loop thread outside any URL's task (the event loop itself)"

totals: dict[str, list[float]] = {}
_loop_span = [0.0, 0.0]  # the loop thread's CPU when _loop started and ended


class _Steps:
    """Awaits a coroutine, adding the thread CPU of each of its steps to `acc`."""

    __slots__ = ("coro", "acc")

    def __init__(self, coro: Any, acc: list[float]) -> None:
        self.coro, self.acc = coro, acc

    def __await__(self) -> Any:
        coro, acc, clock = self.coro, self.acc, time.thread_time
        value: Any = None
        error: BaseException | None = None
        acc[1] += 1
        while True:
            t0 = clock()
            try:
                sent = coro.send(value) if error is None else coro.throw(error)
            except StopIteration as stop:
                acc[0] += clock() - t0
                return stop.value
            except BaseException:
                acc[0] += clock() - t0
                raise
            acc[0] += clock() - t0
            try:
                value, error = (yield sent), None
            except GeneratorExit:
                coro.close()
                raise
            except BaseException as exc:  # thrown in by the task (a cancellation)
                value, error = None, exc


def _wrap_async(module: str, qualname: str, label: str) -> None:
    mod = importlib.import_module(module)
    owner_name, _, name = qualname.rpartition(".")
    owner: Any = getattr(mod, owner_name) if owner_name else mod
    fn = getattr(owner, name)
    acc = totals.setdefault(label, [0.0, 0])
    loop_stage = qualname == "Crawler._loop"

    @functools.wraps(fn)
    async def timed(*a: Any, **k: Any) -> Any:
        if loop_stage:
            _loop_span[0] = time.thread_time()
        try:
            return await _Steps(fn(*a, **k), acc)
        finally:
            if loop_stage:
                _loop_span[1] = time.thread_time()

    setattr(owner, name, timed)


def _wrap(module: str, qualname: str, label: str) -> None:
    mod = importlib.import_module(module)
    owner_name, _, name = qualname.rpartition(".")
    owner: Any = getattr(mod, owner_name) if owner_name else mod
    fn = getattr(owner, name)
    clock = time.thread_time  # this thread only: the full-text thread runs beside it
    acc = totals.setdefault(label, [0.0, 0])

    @functools.wraps(fn)
    def timed(*a: Any, **k: Any) -> Any:
        t0 = clock()
        try:
            return fn(*a, **k)
        finally:
            acc[0] += clock() - t0
            acc[1] += 1

    wrapped: Callable[..., Any] = timed
    if owner_name and isinstance(inspect.getattr_static(owner, name), staticmethod):
        wrapped = staticmethod(wrapped)
    setattr(owner, name, wrapped)


def main() -> None:
    for module, qualname, label in STAGES:
        try:
            _wrap(module, qualname, label)
        except (ImportError, AttributeError) as exc:
            print(f"not timed: {qualname} ({exc})", file=sys.stderr)
    for module, qualname, label in ASYNC_STAGES:
        _wrap_async(module, qualname, label)
    links = importlib.import_module("keepnet.pipeline.links")
    links.analyse = importlib.import_module("keepnet.pipeline.offload").analyse  # type: ignore[attr-defined]
    sys.argv = ["keepnet", *sys.argv[1:]]
    with contextlib.suppress(SystemExit):
        runpy.run_module("keepnet.cli.main", run_name="__main__")
    me = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    urls = max(int(totals["frontier: complete"][1]), 1)
    main_s = me.ru_utime + me.ru_stime
    print(
        f"crawl process CPU {main_s:.2f} s ({1000 * main_s / urls:.3f} ms/URL, start-up "
        f"included), worker {kids.ru_utime + kids.ru_stime:.2f} s, {urls} URLs completed"
    )
    staged = 0.0
    for label, (seconds, _calls) in totals.items():
        if not label.startswith((" ", "async:")) and label != OWN_THREAD:
            staged += seconds
        print(f"{1000 * seconds / urls:8.3f} ms/URL  {label}")
    print(f"{1000 * staged / urls:8.3f} ms/URL  sum of the stages above (not indented)")
    thread = time.thread_time()  # this thread ran the event loop
    start, end = _loop_span
    tasks = totals[ASYNC_STAGES[0][2]][0] + totals[ASYNC_STAGES[1][2]][0]
    print(
        f"{1000 * thread / urls:8.3f} ms/URL  event-loop thread CPU: before the loop "
        f"{start:.2f} s, the loop {end - start:.2f} s, after {thread - end:.2f} s"
    )
    print(f"{1000 * (end - start - tasks) / urls:8.3f} ms/URL  {LOOP_OUTSIDE}")


if __name__ == "__main__":
    main()
