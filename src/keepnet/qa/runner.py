"""The replay-completeness check of a crawl: every captured page of DIR, replayed and accounted.

1. The pages are pages/pages.jsonl's (HTML ones: a PDF or an image is not a page a browser
   renders with embeds); each is checked at the capture closest to its `ts` among the
   URL's response/revisit captures (state records share the page's index key).
2. The collection is served by the replay app (keepnet.replay.app.create_app) in-process:
   Chromium's requests are answered by it through a route handler (keepnet.qa.asgi), at
   a loopback origin no socket listens on.  Measured on the test web (tests/sites/qa_web,
   one Chromium, 2 busy cores) a page load takes the same either way — 0.29-0.37 s
   in-process, 0.37-0.41 s through uvicorn with route.continue_() — and in-process needs
   no port, no server thread, and sees every answer whole for classifying it.
3. Pages are checked `pages_at_once` at a time in one Chromium (a context each).
4. A re-crawl (`--previous`) is replayed with the crawls it refers to beside it, as
   `keepnet replay NEW OLD` would; a revisit whose original is in none of them (OLD moved or
   deleted) answers 404 and is counted missing, like any other capture the archive lacks.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from keepnet.browser.launch import BrowserHost
from keepnet.index.indexer import update_index
from keepnet.layout import CrawlDir, crawl_chain
from keepnet.pages import read_pages
from keepnet.qa.asgi import AsgiClient
from keepnet.qa.check import HTML_MIMES, PageTarget, QaSettings, check_page
from keepnet.qa.report import PageReport, QaReport
from keepnet.qa.states import maximal_scripts, recorded_scripts, state_records
from keepnet.replay import times
from keepnet.replay.app import create_app
from keepnet.replay.resolve import Resolver

ORIGIN = "http://127.0.0.1:8089"  # never listened on: every request is routed in-process


def iso_to_timestamp(ts: str) -> str:
    """pages.jsonl's ISO 8601 `ts` ("2024-05-01T12:00:00.123Z") as 14 digits."""
    digits = "".join(ch for ch in ts if ch.isdigit())
    return digits[:14]


def targets(
    crawl_dir: Path, resolver: Resolver, only: set[str] | None = None
) -> tuple[list[PageTarget], list[tuple[str, str]]]:
    """(pages to check, (url, why) of pages skipped), in pages.jsonl order.

    `only`: check just these page URLs (the others are neither checked nor reported).
    """
    out: list[PageTarget] = []
    skipped: list[tuple[str, str]] = []
    seen: set[tuple[str, str]] = set()
    for page in read_pages(CrawlDir(crawl_dir).pages):
        url = str(page.get("url", ""))
        if only is not None and url not in only:
            continue
        mime = str(page.get("mime") or "").split(";", 1)[0].strip().lower()
        if mime and mime not in HTML_MIMES:
            skipped.append((url, f"not an HTML page ({mime})"))
            continue
        wanted = iso_to_timestamp(str(page.get("ts", "")))
        caps = [c for c in resolver.captures(url) if c.record.is_capture]
        if not caps:
            skipped.append((url, "no capture in the index"))
            continue
        target = (
            times.seconds(wanted) if len(wanted) == 14 else times.seconds(caps[-1].record.timestamp)
        )
        best = min(caps, key=lambda c: abs(times.seconds(c.record.timestamp) - target))
        key = (url, best.record.timestamp)
        if key not in seen:
            seen.add(key)
            out.append(PageTarget(url, best.record.timestamp))
    return out, skipped


async def run_qa(
    crawl_dir: Path,
    settings: QaSettings | None = None,
    host: BrowserHost | None = None,
    only: set[str] | None = None,
) -> QaReport:
    """Check every captured page of `crawl_dir` (or those in `only`).

    `host`: a started browser to reuse (its owner closes it); by default one is launched
    (Debian's Chromium through keepnet.browser.launch) and closed at the end.
    """
    settings = settings or QaSettings()
    t0 = time.monotonic()
    update_index(crawl_dir)  # incremental: only WARCs not indexed yet (a patch's, say)
    # a re-crawl's revisits are resolved in the crawls it refers to, when they are there
    chain = crawl_chain([crawl_dir])[1:]
    previous = [d for d in chain if (d / "indexes" / "index.cdxj").is_file()]
    app = create_app([crawl_dir, *previous])
    resolver: Resolver = app.state.resolver
    pages, skipped = targets(crawl_dir, resolver, only)
    report = QaReport(str(crawl_dir), skipped=skipped)
    report.previous = [str(d) for d in previous]
    report.previous_missing = [str(d) for d in chain if d not in previous]
    client = AsgiClient(app, ORIGIN)
    own = host is None
    if host is None:
        host = BrowserHost(settings.chromium)
        await host.start()
    try:
        results: list[PageReport | None] = [None] * len(pages)
        queue: asyncio.Queue[int] = asyncio.Queue()
        for i in range(len(pages)):
            queue.put_nowait(i)

        async def worker() -> None:
            assert host is not None
            while not queue.empty():
                i = queue.get_nowait()
                scripts = []
                if settings.states:
                    scripts = maximal_scripts(
                        recorded_scripts(state_records(resolver, pages[i].url))
                    )
                results[i] = await check_page(host, client, pages[i], scripts, settings)

        await asyncio.gather(*(worker() for _ in range(max(1, settings.pages_at_once))))
        report.pages = [r for r in results if r is not None]
    finally:
        app.state.collection.close()
        if own:
            await host.close()
    report.seconds = time.monotonic() - t0
    return report


def qa(
    crawl_dir: Path, settings: QaSettings | None = None, only: set[str] | None = None
) -> QaReport:
    """run_qa from synchronous code."""
    return asyncio.run(run_qa(crawl_dir, settings, only=only))
