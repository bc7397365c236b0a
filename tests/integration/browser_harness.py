"""Browser-tier test harness: crawls with one shared Chromium, state records, the replay check.

`browser_crawl` runs a crawl in the caller's event loop with a `BrowserTier` that uses the
module's Chromium (`BrowserHost`), so a test module starts the browser once.  `states`
reads the JSON metadata records (one per descendant state).  `replay_missing` is the
acceptance's replay check: each recorded state is reached again in Chromium served *only*
from the crawl's WARCs — every other request aborted — and the URLs the page asked for
that the WARCs do not hold are returned.
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from crawl_harness import CrawlResult, read_crawl
from warcio.archiveiterator import ArchiveIterator

from keepnet.browser.events import Interaction
from keepnet.browser.explore import ExploreSettings
from keepnet.browser.interact import perform
from keepnet.browser.launch import BrowserHost
from keepnet.browser.session import BrowserRequest, PageSession, Served, without_fragment
from keepnet.browser.tier import BrowserTier
from keepnet.engine import Crawler
from keepnet.events import Event, EventBus
from keepnet.settings.job import build_job
from keepnet.testweb.server import VirtualWeb, serve_in_thread


async def browser_crawl(
    web: VirtualWeb,
    seeds: list[Any],
    out: Path,
    host: BrowserHost,
    explore: ExploreSettings | None = None,
    pages_at_once: int = 3,
    tier_class: type[BrowserTier] = BrowserTier,
    **settings: Any,
) -> tuple[CrawlResult, BrowserTier]:
    # These tests measure exploration itself: every deferred page is explored (no learning
    # per template; tests/unit/browser/test_browser_templates.py and the learning test of
    # test_browser_tier.py cover that).
    data: dict[str, Any] = {
        "scope": "page",
        "delay": 0.0,
        "host_concurrency": 4,
        "browser": {"mode": "auto", "templates": False},
    }
    data["browser"] = {**data["browser"], **settings.pop("browser", {})}
    data.update(settings)
    with serve_in_thread(web) as server:
        job = build_job({"seeds": seeds, "proxy": server.url, **data})
        events: list[Event] = []
        bus = EventBus()
        bus.subscribe(events.append)
        tier = tier_class(job.browser, explore, host=host, pages_at_once=pages_at_once)
        crawler = Crawler(job, out, bus, extensions=[tier])
        summary = await crawler.run()
    return read_crawl(out, summary, events), tier


def states(result: CrawlResult) -> dict[str, list[dict[str, Any]]]:
    """Page URL -> its state records (Table 6 JSON), in the order written."""
    out: dict[str, list[dict[str, Any]]] = {}
    for warc in result.warcs:
        with open(warc, "rb") as fh:
            for rec in ArchiveIterator(fh):
                if (
                    rec.rec_type == "metadata"
                    and rec.rec_headers.get_header("Content-Type") == "application/json"
                ):
                    data = json.loads(rec.content_stream().read())
                    out.setdefault(data["title"], []).append(data)
    return out


def script_of(state: dict[str, Any]) -> list[Interaction]:
    rows = csv.reader(io.StringIO(state["pageTimings"]))
    return [Interaction(action, target, value, event) for event, action, target, value in rows]


@dataclass
class Archive:
    """What the WARCs hold, by URL: status, headers and decoded payload."""

    by_url: dict[str, Served]

    @classmethod
    def read(cls, warcs: list[Path]) -> Archive:
        bodies: dict[str, Served] = {}
        revisits: list[tuple[str, str]] = []
        for warc in warcs:
            with open(warc, "rb") as fh:
                for rec in ArchiveIterator(fh):
                    uri = rec.rec_headers.get_header("WARC-Target-URI")
                    if rec.rec_type == "response" and rec.http_headers is not None:
                        status = int(rec.http_headers.get_statuscode())
                        headers = [
                            (k, v)
                            for k, v in rec.http_headers.headers
                            if k.lower() not in ("content-encoding", "transfer-encoding")
                        ]
                        bodies[uri] = Served(status, headers, rec.content_stream().read())
                    elif rec.rec_type == "revisit":
                        revisits.append(
                            (uri, rec.rec_headers.get_header("WARC-Refers-To-Target-URI"))
                        )
        for uri, original in revisits:
            if original in bodies:
                bodies.setdefault(uri, bodies[original])
        return cls(bodies)


async def replay_missing(
    host: BrowserHost, archive: Archive, page: str, path: list[dict[str, Any]]
) -> set[str]:
    """Reach the last state of `path` (records from s0 down) from the archive alone.

    Returns the URLs the page asked for that the archive lacks.  Each wait ends shortly
    after the state's recorded resources were all asked for again.
    """
    missing: set[str] = set()

    async def from_archive(req: BrowserRequest) -> Served | str:
        got = archive.by_url.get(without_fragment(req.url))
        if got is None:
            missing.add(without_fragment(req.url))
            return "not in the archive"
        return got

    session = PageSession(await host.context(), page, from_archive)
    try:
        await session.open()
        mark = session.mark()
        await session.load(timeout=20)
        await session.settle(0.5, 10, expect=frozenset(path[0]["resources"]), mark=mark, brief=0.15)
        cdp = await session.context.new_cdp_session(session.page)
        for state in path[1:]:
            mark = session.mark()
            await perform(session.page, cdp, script_of(state)[-1])
            await session.settle(
                0.25, 10, expect=frozenset(state["resources"]), mark=mark, brief=0.15
            )
    finally:
        await session.close()
    return missing


def path_to(recs: list[dict[str, Any]], state: dict[str, Any]) -> list[dict[str, Any]]:
    """The records from s0 down to `state` (by their parent ids)."""
    by_id = {r["id"]: r for r in recs}
    chain = [state]
    while chain[-1]["parent"] is not None:
        chain.append(by_id[chain[-1]["parent"]])
    return chain[::-1]
