"""Checking one captured page: open its memento in Chromium, re-run its recorded states, account.

The page is a keepnet.browser.session.PageSession (which dismisses dialogs, closes popups
and keeps the main frame on the page) whose requests are served by a
keepnet.qa.source.ReplaySource — the replay app, in-process.  Before the session's own
route handler, a `block_live` handler of the context sees every request first: anything
not for the replay server (subresources, frames, popups, navigations alike) is counted as
an attempted leak and aborted, so nothing ever reaches the network.

Then: load s0 and let it settle (no request in flight for `quiet_load` seconds); for each
maximal recorded script (keepnet.qa.states), reload s0 — the first script starts from the
first load — and perform its steps with keepnet.browser.interact.perform, settling after
each one, so every recorded state is reached again and what it requests is counted.
"""

from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass
from typing import Any

from keepnet.browser.interact import perform
from keepnet.browser.launch import BrowserHost
from keepnet.browser.session import PageSession
from keepnet.qa.asgi import AsgiClient
from keepnet.qa.report import PageReport
from keepnet.qa.source import ReplaySource
from keepnet.qa.states import Script

HTML_MIMES = ("text/html", "application/xhtml+xml")


@dataclass(frozen=True, slots=True)
class QaSettings:
    quiet_load: float = 0.4  # seconds without a request before a load counts as settled
    quiet_step: float = 0.25  # ... after an interaction (timers, debounces)
    load_timeout: float = 20.0  # seconds for the load event
    settle_cap: float = 10.0  # longest wait for a load's or a step's requests
    states: bool = True  # re-run recorded interaction scripts
    pages_at_once: int = 2  # pages checked concurrently (one browser context each)
    chromium: str | None = None  # the browser (default: keepnet.browser.launch's search)


@dataclass(frozen=True, slots=True)
class PageTarget:
    url: str  # the original URL
    timestamp: str  # the capture to check, 14 digits


async def check_page(
    host: BrowserHost,
    client: AsgiClient,
    target: PageTarget,
    scripts: list[Script],
    settings: QaSettings,
) -> PageReport:
    """Replay one page (and its recorded states) from the archive; what it asked for."""
    t0 = time.monotonic()
    replay_url = f"{client.origin}/web/{target.timestamp}/{target.url}"
    report = PageReport(target.url, target.timestamp, replay_url)
    source = ReplaySource(client, replay_url, target.url)
    session = PageSession(await host.context(), replay_url, source)
    try:
        await session.open()
        await _block_live(session.context, client, source)
        report.loaded = await _load(session, settings)
        cdp = await session.context.new_cdp_session(session.page)
        for i, script in enumerate(scripts):
            if i > 0 and not await _load(session, settings):
                report.issues.append(f"reload before script {i + 1} did not finish")
                continue
            report.scripts += 1
            for n, step in enumerate(script, 1):
                error = await perform(session.page, cdp, step)
                if error is not None:
                    report.issues.append(f"script {i + 1} step {n} ({step.label()}): {error}")
                    break
                await session.settle(settings.quiet_step, settings.settle_cap)
    finally:
        await session.close()
    report.issues.extend(session.issues)
    report.status = source.document.status if source.document is not None else None
    doc = source.document
    page_missing = doc is not None and doc.status == 404 and not doc.header("memento-datetime")
    if page_missing:  # the page's payload is in no crawl of the collection (see runner)
        report.issues.append("the page itself is missing from the archive")
    elif doc is None or not doc.header("memento-datetime"):
        report.issues.append("the page itself was not served from the archive")
        report.errors[target.url] = doc.status if doc is not None else 0
    elif _mime(doc.header("content-type")) not in HTML_MIMES:
        # replay chose another record of the page's URL at this time (a state record, say)
        report.issues.append(f"replay served {_mime(doc.header('content-type'))} for the page")
        report.errors[target.url] = doc.status
    _account(report, source)
    if page_missing:
        report.missing.add(target.url)
    report.seconds = time.monotonic() - t0
    return report


async def _load(session: PageSession, settings: QaSettings) -> bool:
    loaded = await session.load(settings.load_timeout)
    await session.settle(settings.quiet_load, settings.settle_cap)
    return loaded


async def _block_live(context: Any, client: AsgiClient, source: ReplaySource) -> None:
    """Route every request first; abort (and count) those not for the replay server.

    Playwright runs the most recently added matching handler first, so this one, added
    after the session's, decides before it; replay-server requests fall back to it.
    """

    async def handler(route: Any) -> None:
        req = route.request
        if client.owns(req.url):
            await route.fallback()
            return
        source.leak(req.url, req.resource_type)
        with contextlib.suppress(Exception):  # the page may be gone by now
            await route.abort("blockedbyclient")

    await context.route("**/*", handler)


def _mime(content_type: str | None) -> str:
    return (content_type or "").split(";", 1)[0].strip().lower()


def _account(report: PageReport, source: ReplaySource) -> None:
    report.found = source.urls("found")
    report.missing = source.urls("missing") - report.found
    report.leaks = source.urls("leak")
    report.errors.update(
        {
            o.url: o.status
            for o in source.outcomes
            if o.kind == "error" and o.url not in report.found
        }
    )
    report.requested = report.found | report.missing | (set(report.errors) - {report.url})
