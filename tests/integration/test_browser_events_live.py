"""Event discovery in a real Chromium: which "#..." links are offered as interactions.

A same-document link is an app's view only where the page routes on the hash; elsewhere
(documentation's footnotes and section links, skip links) following it only scrolls, and
exploring it costs an interaction for nothing.  Sphinx pages carry dozens of such links.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from keepnet.browser.events import discover
from keepnet.browser.launch import BrowserHost, find_chromium

pytestmark = [
    pytest.mark.browser,
    pytest.mark.asyncio(loop_scope="module"),
    pytest.mark.skipif(find_chromium() is None, reason="Chromium not installed (scripts/setup)"),
]

LINKS = """<p><a href="#id1">[1]</a> <a href="#sec">Section</a> <a href="#top">Top</a>
<a href="#/about">About</a> <a name="n1" href="#n1">here</a></p>
<h2 id="sec">Section</h2><p style="height: 2000px">text</p>"""
ROUTER = "<script>window.addEventListener('hashchange', () => {});</script>"
OLD_ROUTER = "<script>window.onhashchange = function () {};</script>"


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def chromium() -> AsyncIterator[BrowserHost]:
    host = BrowserHost()
    await host.start()
    yield host
    await host.close()


async def clicked_hrefs(host: BrowserHost, body: str) -> set[str]:
    """The hrefs of the links discovery offers to click on a page of `body`."""
    context = await host.context()
    try:
        page = await context.new_page()
        await page.set_content(f"<!doctype html><html><body>{body}</body></html>")
        cdp = await context.new_cdp_session(page)
        found = await discover(cdp)
        out = set()
        for step in found.interactions:
            if step.action == "click":
                href = await page.eval_on_selector(step.selector, "e => e.getAttribute('href')")
                out.add(href)
        return out
    finally:
        await context.close()


async def test_fragment_links_without_a_router_are_not_interactions(
    chromium: BrowserHost,
) -> None:
    assert await clicked_hrefs(chromium, LINKS) == set()


@pytest.mark.parametrize("router", [ROUTER, OLD_ROUTER], ids=["listener", "property"])
async def test_a_hash_router_makes_links_to_no_element_interactions(
    chromium: BrowserHost, router: str
) -> None:
    # "#sec", "#top" and "#n1" name the page's own places (an id, the top, an a[name]):
    # they scroll even in a routed app.
    assert await clicked_hrefs(chromium, LINKS + router) == {"#id1", "#/about"}
