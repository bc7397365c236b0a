"""The browser tier's bookkeeping, without Chromium (its start and its renders are stand-ins).

It works beside the HTTP crawl, never in its way: Chromium's start and a template's
learning pages are waited for by the pages that need them, not by the crawl.  The
stand-ins hold on until every page of the site has been handed to the tier (or a time-out,
the sign of a crawl that waited for them: a deadlock otherwise).  And it does no work
twice: the same document in the same directory is rendered once.
"""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path
from typing import Any

import pytest
from browser_harness import browser_crawl

from keepnet.browser import tier as tier_module
from keepnet.browser.tier import BrowserTier
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Site

pytestmark = pytest.mark.asyncio

HOST = "docs.test"
PAGES = 12
HOLD = 20.0  # seconds a stand-in holds on at most (reached only by a crawl that waits)


def site() -> Site:
    """PAGES pages of one template (the same loading inline code), all linked from /."""
    code = "<script>fetch('/data.json').then(r => r.json())</script>"
    pages: dict[str, Any] = {
        "/": "<html><body>"
        + "".join(f"<a href='/p/{i}.html'>{i}</a>" for i in range(PAGES))
        + "</body></html>",
        "/data.json": b"{}",
    }
    for i in range(PAGES):
        # (text of its own: pages adding nothing new would make /p/ a trap family, capped)
        words = " ".join(f"word{i}x{j}" for j in range(30))
        pages[f"/p/{i}.html"] = f"<html>{code}<body><p>page number {i} {words}</p></body></html>"
    return Site(HOST, pages)


class Beside(BrowserTier):
    """Counts the pages handed over; its first render (or its browser's start) holds on
    until all have been."""

    hold_launch = False

    def __init__(self, *a: Any, **kw: Any) -> None:
        super().__init__(*a, **kw)
        self.arrived = 0
        self.all_arrived = asyncio.Event()
        self.seen_by_first: int | None = None
        self.rendered: dict[str, str] = {}  # url -> plan action, for pages whose text was there

    async def on_response(self, crawler: Any, uri: Any, ex: Any, links: Any) -> None:
        if uri.url.endswith(".html"):
            self.arrived += 1
            if self.arrived == PAGES:
                self.all_arrived.set()
        await super().on_response(crawler, uri, ex, links)

    async def _hold(self) -> int:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.all_arrived.wait(), HOLD)
        return self.arrived

    async def _browser(self, crawler: Any) -> Any:
        if self.hold_launch and self.seen_by_first is None:
            self.seen_by_first = await self._hold()
        return object()  # a stand-in: _render below never uses it

    async def _render(
        self, crawler: Any, host: Any, uri: Any, ex: Any, links: Any, *rest: Any
    ) -> Any:
        plan = rest[1]
        if self.seen_by_first is None:
            self.seen_by_first = await self._hold()
        number = uri.url.rsplit("/", 1)[-1].removesuffix(".html")
        if f"page number {number}".encode() in ex.payload:
            self.rendered[uri.url] = plan.action
        return (1, 0, False, False)  # s0 added a resource: the template's pages get s0


class BesideLaunch(Beside):
    hold_launch = True


async def crawl(tier_class: type[Beside], out: Path, templates: bool) -> Beside:
    _, tier = await browser_crawl(
        VirtualWeb([site()]),
        [f"http://{HOST}/"],
        out,
        None,  # type: ignore[arg-type]
        tier_class=tier_class,
        scope="host",
        browser={"templates": templates},
    )
    assert isinstance(tier, Beside)
    return tier


PAGE_URLS = {f"http://{HOST}/p/{i}.html" for i in range(PAGES)}


async def test_the_crawl_does_not_wait_for_a_templates_learning_pages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Two pages wait for the template's verdict with their document; the others wait
    # without it, and are fetched again when they are rendered after all.
    monkeypatch.setattr(tier_module, "WAITING", 2)
    tier = await crawl(Beside, tmp_path, templates=True)
    # every page reached the tier while the first learning page was still in "Chromium"
    assert tier.seen_by_first == PAGES
    # and every page was rendered in the end, each with its own document
    assert set(tier.rendered) == PAGE_URLS
    assert list(tier.rendered.values()).count("learn") == 2
    assert tier.stats.requests["refetched"] >= PAGES - 2 - 2


async def test_the_crawl_does_not_wait_for_chromium_to_start(tmp_path: Path) -> None:
    # Every page is rendered (no learning): each needs the browser as soon as it arrives.
    tier = await crawl(BesideLaunch, tmp_path, templates=False)
    assert tier.seen_by_first == PAGES
    assert set(tier.rendered) == PAGE_URLS


class Recorder(BrowserTier):
    """Renders nothing: records the pages that would go to Chromium."""

    def __init__(self, *a: Any, **kw: Any) -> None:
        super().__init__(*a, **kw)
        self.rendered: list[str] = []

    async def _browser(self, crawler: Any) -> Any:
        return object()

    async def _render(self, crawler: Any, host: Any, uri: Any, *rest: Any) -> Any:
        self.rendered.append(uri.url)
        return (0, 0, False, False)


async def test_the_same_document_in_the_same_directory_is_rendered_once(tmp_path: Path) -> None:
    page = "<html><script>fetch('data.json')</script><a href='/index.html'>home</a>%s</html>"
    links = "<a href='/sub/index.html'>sub</a><a href='/other.html'>other</a>"
    site = Site(
        HOST,
        {
            "/": page % links,
            "/index.html": page % links,  # "/" again
            "/other.html": page % "other",  # another document
            "/sub/index.html": page % links,  # the same document elsewhere: "data.json" differs
        },
    )
    _, tier = await browser_crawl(
        VirtualWeb([site]),
        [f"http://{HOST}/"],
        tmp_path,
        None,  # type: ignore[arg-type]
        tier_class=Recorder,
        scope="host",
        browser={"templates": False},  # every deferred page is rendered...
    )
    assert isinstance(tier, Recorder)
    # ...but "/index.html", the document of "/" in its directory
    assert sorted(tier.rendered) == [
        f"http://{HOST}/",
        f"http://{HOST}/other.html",
        f"http://{HOST}/sub/index.html",
    ]
    assert tier.stats.decisions["same document as a page rendered: not rendered"] == 1
