"""What Chromium costs before it finds anything: start the Playwright driver, launch, render
a few pages, close; the headless shell against the full browser in headless mode, and the
driver with and without Node's compile cache (keepnet.browser.launch.node_compile_cache,
warm: filled by an untimed start first).

Each round runs every executable once, in a fresh process (so CPU includes Chromium's and
the driver's processes, read as the child's children), ways alternating; the median of the
rounds is printed with the ratio to the first way.  Usage:

    .venv/bin/python bench/bench_browser_launch.py [--rounds 5] [--pages 5]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

WAYS = {  # name: (executable, the driver started with keepnet's compile cache)
    "full browser (--headless)": ("/usr/lib/chromium/chromium", False),
    "headless shell": ("/usr/bin/chromium-headless-shell", False),
    "headless shell, cached driver": ("/usr/bin/chromium-headless-shell", True),
}
PAGE = "<html><body><p>x</p><script>document.body.append(String(Date.now()))</script></body></html>"


async def one(executable: str, pages: int, cached: bool) -> dict[str, float]:
    """One launch of `executable` rendering `pages` pages; wall seconds per phase."""
    from playwright.async_api import async_playwright

    from keepnet.browser.launch import FLAGS, node_compile_cache

    t0 = time.perf_counter()
    with node_compile_cache() if cached else contextlib.nullcontext():
        pw = await async_playwright().start()
    try:
        t1 = time.perf_counter()
        browser = await pw.chromium.launch(executable_path=executable, args=FLAGS, headless=True)
        t2 = time.perf_counter()
        for _ in range(pages):
            context = await browser.new_context()
            page = await context.new_page()
            await page.set_content(PAGE)
            await context.close()
        t3 = time.perf_counter()
        await browser.close()
    finally:
        await pw.stop()
    t4 = time.perf_counter()
    return {
        "driver": t1 - t0,
        "launch": t2 - t1,
        "pages": t3 - t2,
        "close": t4 - t3,
        "wall": t4 - t0,
    }


def child(executable: str, pages: int, cached: bool) -> None:
    phases = asyncio.run(one(executable, pages, cached))
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    phases["cpu"] = own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime
    print(json.dumps(phases))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--pages", type=int, default=5)
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--cached", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.pages, args.cached)
        return
    ways = {name: way for name, way in WAYS.items() if Path(way[0]).exists()}
    warm = [sys.executable, __file__, "--child", ways[next(iter(ways))][0], "--pages", "1"]
    subprocess.run([*warm, "--cached"], check=True, capture_output=True)  # fill the cache
    runs: dict[str, list[dict[str, float]]] = {name: [] for name in ways}
    for n in range(args.rounds):
        order = list(ways) if n % 2 == 0 else list(reversed(ways))
        for name in order:
            exe, cached = ways[name]
            command = [sys.executable, __file__, "--child", exe, "--pages", str(args.pages)]
            out = subprocess.run(
                [*command, "--cached"] if cached else command,
                check=True,
                capture_output=True,
                text=True,
            ).stdout
            runs[name].append(json.loads(out.strip().splitlines()[-1]))
    first = next(iter(ways))
    base = statistics.median(r["cpu"] for r in runs[first])
    print(f"launch, {args.pages} pages, close; median of {args.rounds} rounds (seconds)")
    print(
        f"{'way':28} {'driver':>7} {'launch':>7} {'pages':>7} {'close':>7} {'wall':>7} {'CPU':>7} ratio"
    )
    for name in ways:
        med = {k: statistics.median(r[k] for r in runs[name]) for k in runs[name][0]}
        print(
            f"{name:28} {med['driver']:7.2f} {med['launch']:7.2f} {med['pages']:7.2f} "
            f"{med['close']:7.2f} {med['wall']:7.2f} {med['cpu']:7.2f} {med['cpu'] / base:.2f}x"
        )


if __name__ == "__main__":
    main()
