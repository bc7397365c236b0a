"""Where a small site's default crawl spends its time in the browser tier: a timeline.

    .venv/bin/python bench/browser_timeline.py [--site python-black-doc] [--rounds 2]

Serves one of bench_browser_real.py's Debian documentation sites with nginx, then runs
`keepnet crawl URL --scope host --delay 0 --allow-private` with the defaults, in a child
process whose browser-tier steps are wrapped with timestamps (seconds since the process
started): the tier's start, Playwright's driver and Chromium (`BrowserHost.start`,
`_launch`), each page's context, open, load, settle and snapshot, the explorer's tries
and resets, the end of the crawl's HTTP part (`finish`) and Chromium's close.  Then the
same crawl with `--browser never`, for the wall time to compare.

It answers what bench_browser_real.py's ratio cannot: on an 11-page site, how much of the
default's extra time is fixed cost (imports, driver, Chromium, the first render) and how
much is exploration.  Nothing here changes what the crawl does; the wrapping costs
microseconds a call.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(REPO / "bench"))

from bench_browser_real import SITES  # noqa: E402

from nginx_server import Nginx  # noqa: E402

STAMP = re.compile(r"^ *\d+\.\d{3} ")

# The child: keepnet's CLI with the browser tier's coroutines wrapped by timestamps.
CHILD = r"""
import functools, sys, time
T0 = time.monotonic()
def stamp(msg):
    print(f"{time.monotonic() - T0:7.3f} {msg}", file=sys.stderr, flush=True)
from keepnet.browser import explore, launch, session, tier
stamp("browser modules imported")
def wrap(cls, name, label):
    f = getattr(cls, name)
    @functools.wraps(f)
    async def timed(self, *a, **k):
        stamp("> " + label)
        try:
            return await f(self, *a, **k)
        finally:
            stamp("< " + label)
    setattr(cls, name, timed)
for cls, names in (
    (tier.BrowserTier, ("start", "finish", "_render", "_explore")),
    (launch.BrowserHost, ("start", "_launch", "context", "close")),
    (session.PageSession, ("open", "load", "settle_timers", "content", "screenshot", "close")),
    (explore.Explorer, ("run", "descend", "_map", "_reach", "_try")),
):
    for name in names:
        wrap(cls, name, f"{cls.__name__}.{name}")
import keepnet.cli.main as cli
sys.argv = ["keepnet", *sys.argv[1:]]
try:
    cli.main()
finally:
    stamp("end")
"""


def crawl(url: str, out: Path, *extra: str, timeline: bool = False) -> tuple[float, list[str]]:
    """Wall seconds of one crawl, and its timeline's lines when asked for."""
    cli = ["-c", CHILD] if timeline else ["-m", "keepnet.cli.main"]
    args = [url, "--scope", "host", "--delay", "0", "--allow-private", "--out", str(out), "-q"]
    t0 = time.monotonic()
    done = subprocess.run(
        [sys.executable, *cli, "crawl", *args, *extra], capture_output=True, text=True, check=False
    )
    wall = time.monotonic() - t0
    return wall, [line for line in done.stderr.splitlines() if STAMP.match(line)]


def summary(lines: list[str]) -> str:
    """The timeline's landmarks: when Chromium was ready, the HTTP part ended, the renders
    ran, Chromium closed and the process ended (seconds since it started)."""
    first: dict[str, float] = {}
    last: dict[str, float] = {}
    for line in lines:
        at, _, what = line.strip().partition(" ")
        first.setdefault(what, float(at))
        last[what] = float(at)

    def get(table: dict[str, float], key: str) -> str:
        return f"{table[key]:.2f}" if key in table else "-"

    return (
        f"first deferred page {get(first, '> BrowserHost.start')}; Chromium ready "
        f"{get(first, '< BrowserHost.start')}; HTTP part over {get(first, '> BrowserTier.finish')}; "
        f"renders {get(first, '> BrowserTier._render')} to {get(last, '< BrowserTier._render')} "
        f"({sum(1 for x in lines if x.endswith('> Explorer._try'))} interactions tried, "
        f"{sum(1 for x in lines if x.endswith('> Explorer._reach'))} resets); Chromium closed "
        f"{get(last, '< BrowserHost.close')}; end {get(last, 'end')}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", choices=sorted(SITES), default="python-black-doc")
    parser.add_argument("--rounds", type=int, default=1)
    args = parser.parse_args()
    root = SITES[args.site]
    if not root.is_dir():
        sys.exit(f"{root} not found: run scripts/setup --test")
    with tempfile.TemporaryDirectory(prefix="keepnet-timeline-") as tmp_name:
        tmp = Path(tmp_name)
        server = Nginx(root, tmp / "nginx")
        try:
            for n in range(args.rounds):
                wall, lines = crawl(server.url, tmp / f"default-{n}", timeline=True)
                never, _ = crawl(server.url, tmp / f"never-{n}", "--browser", "never")
                print(f"# {args.site}, round {n + 1}: default {wall:.2f} s, never {never:.2f} s")
                print("\n".join(lines))
                print(summary(lines))
        finally:
            server.stop()


if __name__ == "__main__":
    main()
