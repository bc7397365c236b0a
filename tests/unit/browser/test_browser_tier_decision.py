"""The browser tier takes the extraction worker's decision only while it still holds."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from keepnet.browser.tier import BrowserTier
from keepnet.cli.crawl import assemble_job
from keepnet.extract.tiering import TierDecision, classify
from keepnet.models import CrawlURI, Exchange, Hop, Outlink
from keepnet.pipeline.links import LinkResult

PAGE = b"<html><body><p>text</p><script src='/app.js'></script></body></html>"


def _tier(tmp_path: Path) -> BrowserTier:
    flags: dict[str, object] = {
        "browser": {"mode": None, "explore": None, "depth": None, "max_states": None}
    }
    job = assemble_job(("http://a.test/",), None, None, tmp_path, flags)
    return BrowserTier(job.browser)


def _exchange() -> Exchange:
    return Exchange(
        url="http://a.test/p",
        started=0.0,
        request_head=b"",
        status=200,
        reason="OK",
        headers=[("Content-Type", "text/html")],
        response_head=b"HTTP/1.1 200 OK\r\n\r\n",
        wire_body=PAGE,
        payload=PAGE,
    )


def _decide(tier: BrowserTier, links: LinkResult) -> TierDecision:
    crawler: Any = None  # read only when the decision is in doubt about scripts it must fetch
    uri = CrawlURI(url="http://a.test/p", key="k", host="a.test", seed="http://a.test/")
    return asyncio.run(tier._decide(crawler, uri, _exchange(), links))


def test_the_workers_decision_is_taken_for_the_same_scripts(tmp_path: Path) -> None:
    tier = _tier(tmp_path)
    uri = CrawlURI(url="http://a.test/p", key="k", host="a.test", seed="http://a.test/")
    assert tier.wants_tier_decision(uri, _exchange())
    script = Outlink("http://a.test/app.js", Hop.EMBED, "script/@src")
    worker = TierDecision("static", "the worker's")  # told apart from classify's own
    links = LinkResult(outlinks=[script], candidates=[], tier=(["http://a.test/app.js"], worker))
    assert _decide(tier, links) is worker
    # an extension changed the page's scripts since: the tier classifies the page itself
    links = LinkResult(outlinks=[], candidates=[], tier=(["http://a.test/app.js"], worker))
    assert _decide(tier, links) == classify(PAGE, []) != worker
    # no decision from the worker (inline extraction): the tier's own
    links = LinkResult(outlinks=[], candidates=[])
    assert _decide(tier, links) == classify(PAGE, [])
