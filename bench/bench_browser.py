"""The browser tier's cost and yield, printed as the seed's Table 4 (001, section 7.3).

    .venv/bin/python bench/bench_browser.py [--delay 1.0] [--latency 0.05] [--states 25]

On the interactive test web (tests/sites/interactive), each of its 16 pages on a host of its
own — the seed's 440 URI-Rs were on as many sites — every answer delayed by `--latency`
seconds to stand in for the network, and keepnet's default politeness (`--delay` seconds
between two requests to a host; `--resource-delay` seconds, default a quarter of `--delay`,
before a resource a page in Chromium asks for itself; one request at a time per host), four
crawls of the same seeds (scope "page"):

- H-only: `--browser never` (the seed's Heritrix-only run);
- s0: `--browser auto --explore none` (the deferred pages rendered, nothing clicked);
- s1: `--browser auto --explore max-roi`;
- s2: `--browser auto --explore max-coverage` (depth 2).

For each: wall time and frontier size (URIs the crawl's frontier ever held: pages, their
embedded resources, robots.txt), then the increases against H-only, as in Table 4.
A line tells how long the page whose timers fire 3 s after load and after a click took
(page time is run forward by the browser horizon, keepnet.browser.session), and whether
both its late resources were found.  `--pages` sets how many pages are in Chromium at once.
Every deferred page is rendered and explored, as in the seed: keepnet's learning per
template (browser.templates, on by default) is off unless `--templates`.
A fifth run repeats s2 with the reset strategy "always" (reload and replay before every
interaction, as the seed's PhantomJS runs did) instead of "when-changed" (reload only
after an interaction changed the page): same archive, different time.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from keepnet.browser.explore import ExploreSettings  # noqa: E402
from keepnet.browser.tier import BrowserTier  # noqa: E402
from keepnet.engine import Crawler  # noqa: E402
from keepnet.settings.job import build_job  # noqa: E402
from keepnet.testweb.server import VirtualWeb, serve_in_thread  # noqa: E402
from sites import interactive as iw  # noqa: E402

RUNS = [
    ("H-only", "never", "none"),
    ("s0", "auto", "none"),
    ("s1", "auto", "max-roi"),
    ("s2", "auto", "max-coverage"),
]


def per_added_second(uris: float, seconds: float) -> str:
    """New URIs per second the level added, or "-" when it added no time (a noisy
    HTTP-only run can be the slower one: a ratio over it would mean nothing)."""
    return f"{uris / seconds:>10.2f}" if seconds > 0 else f"{'-':>10}"


def run(
    label: str, mode: str, policy: str, args: argparse.Namespace, reset: str = "when-changed"
) -> dict[str, Any]:
    names = [*iw.EXACT, iw.TRAP]
    sites = []
    for name in names:  # one host per page: http://<name>.ui.test/p/<name>.html
        site = iw.build()
        site.host, site.latency = f"{name}.{iw.HOST}", args.latency
        sites.append(site)
    out = Path(tempfile.mkdtemp(prefix=f"bench-browser-{label}-"))
    try:
        with serve_in_thread(VirtualWeb(sites)) as server:
            seeds = [f"http://{n}.{iw.HOST}/p/{n}.html" for n in names]
            job = build_job(
                {
                    "seeds": seeds,
                    "scope": "page",
                    "proxy": server.url,
                    "delay": args.delay,
                    "browser": {
                        "mode": mode,
                        "explore": policy,
                        "pages": args.pages,
                        # the seed explored every deferred page: no learning per template
                        # unless asked (--templates)
                        "templates": args.templates,
                        "resource_delay": args.resource_delay,
                    },
                }
            )
            crawler = Crawler(job, out)
            if mode != "never":
                crawler.extensions.append(
                    BrowserTier(
                        job.browser,
                        ExploreSettings(
                            policy=policy,
                            depth=2,
                            max_states=args.states,
                            page_time=120,
                            reset=reset,
                        ),
                    )
                )
            t = time.monotonic()
            asyncio.run(crawler.run())
            elapsed = time.monotonic() - t
        stats = json.loads((out / "stats.json").read_text())
        b = stats.get("browser", {})
        return {
            "time": elapsed,
            "size": stats["frontier"]["seen"],
            "fetched": stats["fetched"],
            "resets": b.get("resets", 0),
            "reset_seconds": b.get("reset_seconds", 0.0),
            "descendants": b.get("descendants", 0),
            "paths": b.get("paths", 0),
            "levels": b.get("table4", {}).get("seconds_per_level", {}),
            "table4": b.get("table4", {}),
            "late": next(
                (
                    pg
                    for pg in b.get("pages", [])
                    if pg["url"] == f"http://late.{iw.HOST}/p/late.html"
                ),
                None,
            ),
        }
    finally:
        shutil.rmtree(out, ignore_errors=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--latency", type=float, default=0.05, help="seconds before each answer")
    ap.add_argument("--delay", type=float, default=1.0, help="politeness delay per host")
    ap.add_argument(
        "--resource-delay",
        type=float,
        default=None,
        help="politeness delay per host before a resource a page in Chromium asks for "
        "itself (default: keepnet's, a quarter of --delay)",
    )
    ap.add_argument("--states", type=int, default=25, help="descendant budget per page")
    ap.add_argument("--pages", type=int, default=4, help="pages in Chromium at once")
    ap.add_argument(
        "--templates",
        action="store_true",
        help="learn per template (keepnet's default; a learning page is explored when s0 added "
        "a resource or its code listens for events and loads)",
    )
    ap.add_argument("--skip-reset", action="store_true", help="no reset-strategy comparison")
    args = ap.parse_args()
    results = {label: run(label, mode, policy, args) for label, mode, policy in RUNS}
    base = results["H-only"]
    cols = [label for label, _, _ in RUNS]
    print(
        f"\nTable 4 (keepnet, interactive test web: {len(iw.EXACT) + 1} pages on as many hosts, "
        f"latency {args.latency * 1000:.0f} ms, politeness delay {args.delay:g} s, "
        f"resource delay {'default' if args.resource_delay is None else f'{args.resource_delay:g} s'})"
    )
    print(f"{'':38}" + "".join(f"{c:>10}" for c in cols))
    print(f"{'Time (s)':38}" + "".join(f"{results[c]['time']:>10.2f}" for c in cols))
    print(
        f"{'Size (URI-Rs in the frontier)':38}" + "".join(f"{results[c]['size']:>10}" for c in cols)
    )
    print(
        f"{'Time increase':38}{'-':>10}"
        + "".join(f"{results[c]['time'] / base['time']:>9.2f}x" for c in cols[1:])
    )
    print(
        f"{'Size increase':38}{'-':>10}"
        + "".join(f"{results[c]['size'] / base['size']:>9.2f}x" for c in cols[1:])
    )
    print(
        f"{'New URIs per added second':38}{'-':>10}"
        + "".join(
            per_added_second(results[c]["size"] - base["size"], results[c]["time"] - base["time"])
            for c in cols[1:]
        )
    )
    print(
        f"{'Descendants (paths with new URIs)':38}{'-':>10}"
        + "".join(f"{results[c]['descendants']:>5} ({results[c]['paths']:>2})" for c in cols[1:])
    )
    for c in cols[1:]:
        levels = ", ".join(f"s{k} {v:.1f}" for k, v in results[c]["levels"].items())
        print(f"  browser seconds per level in {c}: {levels}")
    late = results["s1"]["late"]
    if late is not None:
        truth = iw.TRUTH["late"]
        tried = max(1, late["tried"])
        print(
            "Late timers (page late: a picture 3 s after load, a request 3 s after a click), in s1:"
            f" s0 {late['seconds'].get('0', 0.0):.2f} s, {late['seconds'].get('1', 0.0) / tried:.2f} s"
            f" per interaction; resources at s0 {late['r0']}/{len(truth.r0)},"
            f" to s1 {late['r01']}/{len(truth.upto(1))}"
        )
    print(
        "seed (Heritrix + PhantomJS, 440 live URI-Rs): time 8.12x / 27.04x / 38.90x, "
        "size 2.81x / 13.40x / 15.60x"
    )
    if not args.skip_reset:
        slow = run("s2-reload", "auto", "max-coverage", args, reset="always")
        fast = results["s2"]
        print("\nReaching a state (max-coverage):")
        for name, r in (("reload only after a change", fast), ("reload before every script", slow)):
            print(
                f"  {name:28} {r['time']:7.2f} s  {r['resets']:4} reloads "
                f"({r['reset_seconds']:.2f} s in them), frontier {r['size']}"
            )


if __name__ == "__main__":
    main()
