"""The politeness of the browser tier's own requests (keepnet.browser.bridge, issue 17).

A page in Chromium asks for resources itself (its scripts, at load and on interaction).
Those are owed `browser.resource_delay` since the host's last request — not the job's delay
between two URLs of the crawl — one at a time per host across all pages, and robots.txt's
Crawl-delay in full.  Gaps are measured at the server, between arrivals (Site.log,
time.monotonic()): a request that ends `latency` after it arrives and is followed by a
wait of `d` leaves a gap of at least `latency + d` before the next arrival.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
from browser_harness import browser_crawl

from keepnet.browser.explore import ExploreSettings
from keepnet.browser.launch import BrowserHost, find_chromium
from keepnet.testweb.assets import png
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Response, Site

pytestmark = [
    pytest.mark.browser,
    pytest.mark.asyncio(loop_scope="module"),
    pytest.mark.skipif(find_chromium() is None, reason="Chromium not installed (scripts/setup)"),
]

CLOCK_SLACK = 0.95  # the clocks' granularity, as in test_crawl_politeness.py
LATENCY = 0.05
BUTTONS = 3

# Each button adds a picture of its own: every state of the page is one request to its host.
PAGE = (
    "<html><head><title>%s</title></head><body><div id='pics'></div>"
    + "".join(f"<button id='b{i}'>{i}</button>" for i in range(BUTTONS))
    + "<script>for (const b of document.querySelectorAll('button'))"
    " b.addEventListener('click', () => { const i = document.createElement('img');"
    " i.src = '/pic/%s-' + b.id + '.png'; document.getElementById('pics').appendChild(i); });"
    "</script></body></html>"
)


def site(host: str, pages: list[str], robots: str | None = None) -> Site:
    s = Site(host, latency=LATENCY)
    if robots is not None:
        s.add("/robots.txt", Response.text(robots))
    for name in pages:
        s.add(f"/p/{name}.html", Response.html(PAGE % (name, name)))
        for i in range(BUTTONS):
            s.add(f"/pic/{name}-b{i}.png", Response.data(png(), "image/png"))
    return s


def pictures(s: Site) -> set[str]:
    return {r.url for r in s.log if "/pic/" in r.url}


def gaps(s: Site) -> list[float]:
    times = sorted(r.time for r in s.log)
    return [b - a for a, b in zip(times, times[1:], strict=False)]


def explore(page_time: float = 20.0) -> ExploreSettings:
    return ExploreSettings(policy="max-roi", max_states=10, page_time=page_time)


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def chromium() -> AsyncIterator[BrowserHost]:
    host = BrowserHost()
    await host.start()
    yield host
    await host.close()


async def test_a_pages_own_requests_are_not_held_to_the_delay_between_urls(
    chromium: BrowserHost, tmp_path: Path
) -> None:
    """Under a 30 s delay between URLs, a page whose three states each load a picture
    explores them all within its 20 s budget: its own requests are owed the resource delay
    (0.2 s), not 30 s each (which held the first picture past the page's time)."""
    web = VirtualWeb([site("slowpace.test", ["a"])])
    result, tier = await browser_crawl(
        web,
        ["http://slowpace.test/p/a.html"],
        tmp_path,
        chromium,
        explore(),
        delay=30.0,
        host_concurrency=1,
        ignore_robots=True,
        browser={"mode": "always", "resource_delay": 0.2},
    )
    (page,) = tier.stats.pages
    assert page.descendants == BUTTONS, page
    wanted = {f"http://slowpace.test/pic/a-b{i}.png" for i in range(BUTTONS)}
    assert pictures(web["slowpace.test"]) == wanted and wanted <= result.archived
    assert min(gaps(web["slowpace.test"])) >= (LATENCY + 0.2) * CLOCK_SLACK


async def test_pages_of_one_host_ask_it_one_at_a_time_each_after_the_resource_delay(
    chromium: BrowserHost, tmp_path: Path
) -> None:
    """Two pages of one host explored in Chromium at once: every request to the host (the
    HTTP tier's and both pages' own) starts at least the resource delay after the previous
    one ended — never two at once — and the pages themselves keep the job's delay."""
    web = VirtualWeb([site("shared.test", ["a", "b"])])
    delay, resource = 1.5, 0.3
    result, tier = await browser_crawl(
        web,
        ["http://shared.test/p/a.html", "http://shared.test/p/b.html"],
        tmp_path,
        chromium,
        explore(),
        pages_at_once=2,
        delay=delay,
        host_concurrency=1,
        ignore_robots=True,
        browser={"mode": "always", "resource_delay": resource},
    )
    assert sorted(p.descendants for p in tier.stats.pages) == [BUTTONS, BUTTONS]
    log = web["shared.test"].log
    assert len(pictures(web["shared.test"])) == 2 * BUTTONS
    assert min(gaps(web["shared.test"])) >= (LATENCY + resource) * CLOCK_SLACK
    docs = [r.time for r in log if "/p/" in r.url]
    assert len(docs) == 2 and docs[1] - docs[0] >= (LATENCY + delay) * CLOCK_SLACK
    assert result.summary.stop_reason == "finished: frontier empty"


async def test_robots_crawl_delay_spaces_a_pages_own_requests_in_full(
    chromium: BrowserHost, tmp_path: Path
) -> None:
    """A site that asks for a pace (robots.txt Crawl-delay: 1) gets it from the browser's
    requests too, even with no delay of the job's and no resource delay."""
    web = VirtualWeb([site("paced.test", ["a"], robots="User-agent: *\nCrawl-delay: 1\n")])
    _, tier = await browser_crawl(
        web,
        ["http://paced.test/p/a.html"],
        tmp_path,
        chromium,
        explore(),
        delay=0.0,
        host_concurrency=1,
        browser={"mode": "always", "resource_delay": 0.0},
    )
    (page,) = tier.stats.pages
    assert page.descendants == BUTTONS
    assert len(pictures(web["paced.test"])) == BUTTONS
    assert min(gaps(web["paced.test"])) >= (LATENCY + 1.0) * CLOCK_SLACK
