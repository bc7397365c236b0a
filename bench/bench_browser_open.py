"""What opening a page in Chromium costs, per crawl page, four ways (issue 17).

    .venv/bin/python bench/bench_browser_open.py [--pages 10] [--rounds 4] [--wait 0]

Every page is served by a Playwright route (no network), a small HTML page with a script
whose timer fetches a JSON file and a picture; a page is open, routed, loaded, its content
read and closed, with the fake clock installed as the browser tier does with a horizon
(keepnet.browser.session).  The ways, run alternately (order reversed every other round),
each against the same Chromium (keepnet.browser.launch's flags):

- context: a new browser context and page per crawl page (what the tier does);
- spare: the same, but the next page's context and page are opened while this one loads;
- one-context: one context for all, a new page per crawl page (cookies, storage and the
  fake clock shared between crawl pages: not isolated);
- one-page: one page for all, navigated from crawl page to crawl page (the renderer process
  kept: not isolated either);
- one-page-cleared: one page, left for about:blank after each crawl page, its cookies and
  the origin's storage cleared (the least isolation would take; the fake clock still
  shared: Playwright keeps every clock call of a context as an init script of it).

Prints ms per crawl page for each round and the ratio to "context" of the same round;
`--wait` delays every answer but the page's own (seconds), as the network would.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from keepnet.browser.launch import FLAGS, find_chromium  # noqa: E402

HTML = (
    b"<html><head><script>setTimeout(() => fetch('/x.json'), 10)</script></head>"
    b"<body><p>a page</p><img src='/a.png'></body></html>"
)
OPTIONS: dict[str, Any] = {
    "viewport": {"width": 1280, "height": 800},
    "service_workers": "block",
    "ignore_https_errors": True,
}
WAIT = 0.0


async def _route(route: Any) -> None:
    if route.request.url.endswith("/"):
        await route.fulfill(status=200, headers={"content-type": "text/html"}, body=HTML)
        return
    if WAIT:
        await asyncio.sleep(WAIT)
    await route.fulfill(status=200, headers={"content-type": "application/json"}, body=b"{}")


async def _prepare(context: Any) -> None:
    await context.clock.install()
    await context.add_init_script("window.__keepnetBench = 1")


async def _load(page: Any, i: int) -> None:
    await page.goto(f"http://127.0.0.1:9/{i}/")
    await page.content()


async def per_context(browser: Any, n: int) -> None:
    for i in range(n):
        context = await browser.new_context(**OPTIONS)
        await _prepare(context)
        await context.route("**/*", _route)
        await _load(await context.new_page(), i)
        await context.close()


async def _opened(browser: Any) -> tuple[Any, Any]:
    context = await browser.new_context(**OPTIONS)
    return context, await context.new_page()


async def spare(browser: Any, n: int) -> None:
    ahead = asyncio.create_task(_opened(browser))
    for i in range(n):
        context, page = await ahead
        ahead = asyncio.create_task(_opened(browser))
        await _prepare(context)
        await context.route("**/*", _route)
        await _load(page, i)
        await context.close()
    context, _ = await ahead
    await context.close()


async def one_context(browser: Any, n: int) -> None:
    context = await browser.new_context(**OPTIONS)
    await _prepare(context)
    for i in range(n):
        page = await context.new_page()
        await page.route("**/*", _route)
        await _load(page, i)
        await page.close()
    await context.close()


async def one_page(browser: Any, n: int) -> None:
    context, page = await _opened(browser)
    await _prepare(context)
    await page.route("**/*", _route)
    for i in range(n):
        await _load(page, i)
    await context.close()


async def one_page_cleared(browser: Any, n: int) -> None:
    context, page = await _opened(browser)
    await _prepare(context)
    await page.route("**/*", _route)
    cdp = await context.new_cdp_session(page)
    for i in range(n):
        await _load(page, i)
        # what isolating the next crawl page would take at least (the fake clock aside)
        await page.goto("about:blank")
        await context.clear_cookies()
        await cdp.send(
            "Storage.clearDataForOrigin",
            {"origin": "http://127.0.0.1:9", "storageTypes": "all"},
        )
    await context.close()


WAYS: list[tuple[str, Callable[[Any, int], Awaitable[None]]]] = [
    ("context", per_context),
    ("spare", spare),
    ("one-context", one_context),
    ("one-page", one_page),
    ("one-page-cleared", one_page_cleared),
]


async def bench(pages: int, rounds: int) -> None:
    from playwright.async_api import async_playwright

    path = find_chromium()
    if path is None:
        sys.exit("no Chromium")
    pw = await async_playwright().start()
    browser = await pw.chromium.launch(executable_path=path, args=FLAGS, headless=True)
    try:
        await per_context(browser, 2)  # warm up
        times: dict[str, list[float]] = {name: [] for name, _ in WAYS}
        for r in range(rounds):
            for name, way in WAYS if r % 2 == 0 else WAYS[::-1]:
                t = time.perf_counter()
                await way(browser, pages)
                times[name].append((time.perf_counter() - t) / pages)
        base = times["context"]
        for name, got in times.items():
            ratios = [x / b for x, b in zip(got, base, strict=True)]
            print(
                f"{name:16} ms/page {[round(x * 1000) for x in got]}"
                f"  /context {[round(x, 2) for x in ratios]}"
                f"  median {statistics.median(ratios):.2f}"
            )
        print(f"load average {os.getloadavg()[0]:.1f}")
    finally:
        await browser.close()
        await pw.stop()


def main() -> None:
    global WAIT
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pages", type=int, default=10, help="crawl pages per way and round")
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--wait", type=float, default=0.0, help="seconds before each sub-resource")
    args = ap.parse_args()
    WAIT = args.wait
    asyncio.run(bench(args.pages, args.rounds))


if __name__ == "__main__":
    main()
