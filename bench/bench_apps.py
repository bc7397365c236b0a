"""Application-aware crawling against generic crawling and wget, on the application sites.

    .venv/bin/python bench/bench_apps.py [--set dev|heldout|all] [--limit SECONDS] [--markdown]

For each application instance (tests' imitations of phpBB, vBulletin, MediaWiki, WordPress,
Drupal, Discourse, plain and re-themed), served on loopback through keepnet's test proxy, in
one run: keepnet with `--apps off` (generic), keepnet with `--apps auto` (the default), and
`wget --recursive`.  Per run: requests the site received, the share that were waste (not a
content view, a page requisite, robots.txt or a sitemap), the content views archived, the
objects extracted right (author, date, text), and the time.  A run is stopped after
`--limit` seconds (phpBB gives every cookieless request a new session id: a generic crawler
never ends); a stopped run says so.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from keepnet.engine import Crawler
from keepnet.settings.job import build_job
from keepnet.testweb.server import VirtualWeb, serve_in_thread
from keepnet.testweb.sites.apps import AppSite, app_sites
from keepnet.testweb.sites.apps.measure import AppCrawl, measure_crawl

HEAD = ["instance", "crawler", "requests", "waste", "views archived", "objects right", "time"]


def keepnet_run(app: AppSite, proxy: str, out: Path, mode: str, limit: float) -> float:
    job = build_job(
        {
            "seeds": app.seeds,
            "scope": "host",
            "proxy": proxy,
            "delay": 0,
            "concurrency": 4,
            "browser": {"mode": "never"},
            "apps": {"mode": mode},
            "time_limit": limit,
            "crawl_delay_cap": 0.2,  # local imitations: Drupal 7 asks for 10 s
        }
    )
    t0 = time.perf_counter()
    asyncio.run(Crawler(job, out).run())
    return time.perf_counter() - t0


def wget_run(app: AppSite, proxy: str, out: Path, limit: float) -> tuple[float, Path]:
    """wget's run; its log rewritten as a crawl.log the measure reads (status, URL)."""
    out.mkdir(parents=True)
    cmd = [
        "wget", "--recursive", "--level=inf", "--no-parent", "--delete-after",
        "--no-verbose", "-e", "robots=on", "-e", "use_proxy=on",
        "-e", f"http_proxy={proxy}", "-P", str(out / "files"), "-o", str(out / "wget.log"),
        *app.seeds,
    ]  # fmt: skip
    t0 = time.perf_counter()
    with contextlib.suppress(subprocess.TimeoutExpired):  # run() killed it by its PID
        subprocess.run(cmd, check=False, timeout=limit)
    elapsed = time.perf_counter() - t0
    lines = []
    for line in (out / "wget.log").read_text(errors="replace").splitlines():
        # "2026-11-25 17:00:00 URL:http://host/path [1234/1234] -> "file" [1]"
        if " URL:" in line:
            url = line.split(" URL:", 1)[1].split(" ", 1)[0]
            lines.append(f"- 200 0 {url} L")
    log = out / "crawl.log"
    log.write_text("\n".join(lines) + "\n")
    return elapsed, log


def row(app: AppSite, who: str, m: AppCrawl, seconds: float, limit: float) -> list[str]:
    stopped = " (stopped)" if seconds >= limit * 0.98 else ""
    return [
        f"{app.app}{' (re-themed)' if app.themed else ''} {app.host}",
        who,
        str(m.requests),
        f"{m.waste_share:.0%}",
        f"{m.covered}/{m.views}",
        f"{m.objects_right}/{m.objects_true}",
        f"{seconds:.1f}s{stopped}",
    ]


def render(table: list[list[str]], markdown: bool) -> str:
    if markdown:
        return "\n".join(
            ["| " + " | ".join(HEAD) + " |", "|" + "---|" * len(HEAD)]
            + ["| " + " | ".join(r) + " |" for r in table]
        )
    widths = [max(len(h), *(len(r[i]) for r in table)) for i, h in enumerate(HEAD)]
    fmt = "  ".join(f"{{:{w}}}" for w in widths)
    return "\n".join([fmt.format(*HEAD), *(fmt.format(*r) for r in table)])


def instances(which: str) -> list[AppSite]:
    out: list[AppSite] = []
    if which in ("dev", "all"):
        out += app_sites()
    if which in ("heldout", "all"):
        try:
            from keepnet.testweb.sites.apps_heldout import heldout_app_sites
        except ImportError:
            print("(no held-out application sites in this checkout)", file=sys.stderr)
        else:
            out += heldout_app_sites()
    if which in ("heldout2", "all"):
        try:
            from keepnet.testweb.sites.apps_heldout2 import heldout2_app_sites
        except ImportError:
            print("(no second held-out application set in this checkout)", file=sys.stderr)
        else:
            out += heldout2_app_sites()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", choices=["dev", "heldout", "heldout2", "all"], default="all")
    parser.add_argument("--limit", type=float, default=60.0, help="seconds per run at most")
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args()
    table = []
    for app in instances(args.set):
        for who in ("keepnet --apps off", "keepnet --apps auto", "wget -r"):
            fresh = next(a for a in instances(args.set) if a.host == app.host)  # fresh request logs
            with (
                tempfile.TemporaryDirectory() as tmp,
                serve_in_thread(VirtualWeb(fresh.sites)) as server,
            ):
                out = Path(tmp) / "crawl"
                if who.startswith("wget"):
                    seconds, log = wget_run(fresh, server.url, out, args.limit)
                    m = measure_crawl(fresh, out, log)
                else:
                    mode = who.rsplit(" ", 1)[-1]
                    seconds = keepnet_run(fresh, server.url, out, mode, args.limit)
                    m = measure_crawl(fresh, out)
                shutil.rmtree(out, ignore_errors=True)
            table.append(row(app, who, m, seconds, args.limit))
            print(render(table[-1:], False).splitlines()[-1], flush=True)
    print()
    print(render(table, args.markdown))


if __name__ == "__main__":
    main()
