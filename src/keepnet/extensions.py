"""Crawl extensions: optional capabilities that plug into the engine at fixed points.

The browser tier (deferred representations) and artifact boundaries hook in here rather
than growing the engine: an extension is started after the crawl state is open, sees every
archived response after its links were scoped and queued (and before the URL is marked
done, so a kill -9 re-runs it), and is finished before the WARC files are closed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from keepnet.models import CrawlURI, Exchange

if TYPE_CHECKING:
    from keepnet.engine import Crawler
    from keepnet.pipeline.links import LinkResult


class CrawlExtension(Protocol):
    name: str

    async def start(self, crawler: Crawler) -> None:
        """Called once the frontier, writer and fetcher are open, before the first fetch."""

    async def on_response(
        self, crawler: Crawler, uri: CrawlURI, ex: Exchange, links: LinkResult
    ) -> None:
        """Called for each archived response, after its links went to the frontier."""

    async def finish(self, crawler: Crawler) -> None:
        """Called when the crawl loop ended, before WARC files are closed and indexed."""
