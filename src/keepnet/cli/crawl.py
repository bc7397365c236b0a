"""`keepnet crawl`: run (or resume) a crawl job into an output directory."""

from __future__ import annotations

import json
import logging
import os
import re
import sys
from pathlib import Path
from typing import Any

import click
from rich.console import Console

from keepnet import eventloop
from keepnet.browser.launch import BrowserUnavailable
from keepnet.engine import Crawler
from keepnet.events import EventBus
from keepnet.extensions import ExtensionError
from keepnet.layout import CrawlDir
from keepnet.lock import CrawlLocked
from keepnet.progress import Progress, print_summary
from keepnet.settings.job import (
    SCOPES,
    JobError,
    JobSettings,
    build_job,
    load_job_file,
    read_seeds_file,
)
from keepnet.settings.job import parse_duration as settings_duration

_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([kmgt]?)i?b?\s*$", re.I)


def parse_size(text: str) -> int:
    """'500', '10K', '2.5MB', '1GiB' -> bytes (powers of 1024)."""
    m = _SIZE.match(text)
    if not m:
        raise click.BadParameter(f"not a size: {text!r} (try 500M or 2G)")
    return int(float(m.group(1)) * 1024 ** " kmgt".index((m.group(2) or " ").lower()))


def parse_duration(text: str) -> float:
    """'90', '90s', '15m', '2h', '1d', '2w' -> seconds."""
    try:
        return settings_duration(text)
    except ValueError:
        raise click.BadParameter(f"not a duration: {text!r} (try 90s, 15m or 2h)") from None


def assemble_job(
    seeds: tuple[str, ...],
    seeds_file: Path | None,
    job_file: Path | None,
    out: Path,
    flags: dict[str, Any],
) -> JobSettings:
    """Job file, then seeds and flags on top; with neither, the job stored in DIR (resume)."""
    data: dict[str, Any] = {}
    stored = CrawlDir(out).state / "job.json"
    if job_file is not None:
        data = load_job_file(job_file)
    elif not seeds and seeds_file is None and stored.exists():
        data = json.loads(stored.read_text())
    all_seeds = list(seeds) + (read_seeds_file(seeds_file) if seeds_file else [])
    if all_seeds:
        data["seeds"] = all_seeds + [s for s in data.get("seeds", []) if s not in all_seeds]
    for key, value in flags.items():
        if isinstance(value, dict):  # a settings group (browser): flags override its fields
            given = {k: v for k, v in value.items() if v is not None}
            if given:
                data[key] = {**data.get(key, {}), **given}
        elif value is not None and value is not False:
            data[key] = value
    if not data.get("seeds"):
        raise JobError("no seeds: give seed URLs, --seeds FILE or a --job file with seeds")
    return build_job(data, source=str(job_file) if job_file else "crawl")


@click.command("crawl")
@click.argument("seeds", nargs=-1)
@click.option(
    "--seeds",
    "seeds_file",
    type=click.Path(path_type=Path, dir_okay=False),
    help="File of seed URLs, one per line.",
)
@click.option(
    "--job",
    "job_file",
    type=click.Path(path_type=Path, dir_okay=False),
    help="YAML job file (flags override it).",
)
@click.option(
    "--out",
    required=True,
    type=click.Path(path_type=Path, file_okay=False),
    help="Output directory (run again to resume).",
)
@click.option(
    "--scope",
    type=click.Choice(SCOPES),
    help="Seed type: page, page+, prefix, prefix+, host, domain, artifact, any (focused crawls).",
)
@click.option("--max-pages", type=int, help="Stop admitting new pages after this many.")
@click.option("--max-hops", type=int, help="Maximum link hops from a seed.")
@click.option("--max-bytes", type=str, help="Stop after downloading this much (e.g. 500M).")
@click.option("--time-limit", type=str, help="Stop after this long (e.g. 90s, 15m, 2h).")
@click.option("--proxy", type=str, help="HTTP forward proxy for every request (http://host:port).")
@click.option("--concurrency", type=int, help="Global number of fetches at once.")
@click.option("--host-concurrency", type=int, help="Fetches at once to one host (default 1).")
@click.option("--delay", type=float, help="Seconds between two requests to one host.")
@click.option(
    "--politeness-per-ip", is_flag=True, help="Host names on one IP address share its --delay."
)
@click.option("--ignore-robots", is_flag=True, help="Do not obey robots.txt.")
@click.option(
    "--allow-private", is_flag=True, help="Allow private, loopback and link-local addresses."
)
@click.option(
    "--browser",
    type=click.Choice(["never", "auto", "always"]),
    help="Browser tier: auto (default) renders pages classified as deferred.",
)
@click.option(
    "--explore",
    type=click.Choice(["none", "max-roi", "max-coverage"]),
    help="Descendant states: max-roi (default) stops at s1, max-coverage goes to --explore-depth.",
)
@click.option("--explore-depth", type=int, help="Depth limit of max-coverage (default 2).")
@click.option(
    "--explore-states", type=int, help="Most descendant states explored per page (default 60)."
)
@click.option(
    "--explore-time", type=str, help="Most time spent in the browser per page (e.g. 60s)."
)
@click.option(
    "--browser-resource-delay",
    type=float,
    help="Seconds between two requests to a host for resources that pages in the browser "
    "ask for themselves (default: a quarter of --delay, at most --delay).",
)
@click.option(
    "--frontier", type=str, help="Shared frontier for many workers: redis://HOST:PORT/DB."
)
@click.option(
    "--crawl-id", type=str, help="The crawl's name on the shared frontier (default: OUT's name)."
)
@click.option(
    "--workers",
    type=click.IntRange(1, 256),
    help="With --frontier: run N local worker processes (into OUT/worker-NN).",
)
@click.option(
    "--previous",
    "previous",
    multiple=True,
    type=click.Path(path_type=Path, file_okay=False, exists=True),
    help="A previous crawl of the same collection (repeatable): conditional requests, revisits of what did not change.",
)
@click.option(
    "--revisit",
    type=click.Choice(["all", "auto"]),
    help="With --previous: fetch every known URL again (all, the default), or only those due"
    " by their change history, likeliest changes first (auto).",
)
@click.option(
    "--revisit-min",
    "revisit_min",
    metavar="DURATION",
    help="revisit auto: never revisit a URL sooner than this (default 1h).",
)
@click.option(
    "--revisit-max",
    "revisit_max",
    metavar="DURATION",
    help="revisit auto: revisit every URL at least this often (default 30d).",
)
@click.option(
    "--api",
    "api",
    metavar="HOST:PORT",
    help="Serve the control API (state, scored URLs, exclusions, pause/resume/stop) on"
    " HOST:PORT (HOST defaults to 127.0.0.1); the token goes to OUT/state/api-token.",
)
@click.option(
    "--apps",
    type=click.Choice(["auto", "off"]),
    default=None,
    help="Application-aware crawling: recognise forums, wikis and blogs and crawl only their"
    " content views, extracting their posts (auto, the default); off: crawl generically.",
)
@click.option(
    "--event-loop",
    type=click.Choice(["auto", "asyncio"]),
    help="The crawl's event loop: auto (default) runs on uvloop when it is installed,"
    " asyncio on the standard library's loop.",
)
@click.option("-q", "--quiet", is_flag=True, help="No progress display.")
def command(
    seeds: tuple[str, ...],
    seeds_file: Path | None,
    job_file: Path | None,
    out: Path,
    scope: str | None,
    max_pages: int | None,
    max_hops: int | None,
    max_bytes: str | None,
    time_limit: str | None,
    proxy: str | None,
    concurrency: int | None,
    host_concurrency: int | None,
    delay: float | None,
    politeness_per_ip: bool,
    ignore_robots: bool,
    allow_private: bool,
    browser: str | None,
    explore: str | None,
    explore_depth: int | None,
    explore_states: int | None,
    explore_time: str | None,
    browser_resource_delay: float | None,
    frontier: str | None,
    crawl_id: str | None,
    workers: int | None,
    previous: tuple[Path, ...],
    revisit: str | None,
    revisit_min: str | None,
    revisit_max: str | None,
    api: str | None,
    apps: str | None,
    event_loop: str | None,
    quiet: bool,
) -> None:
    """Crawl SEEDS into OUT as WARC 1.1; run the same command again to resume."""
    flags = {
        "scope": scope,
        "max_pages": max_pages,
        "max_hops": max_hops,
        "max_bytes": parse_size(max_bytes) if max_bytes else None,
        "time_limit": parse_duration(time_limit) if time_limit else None,
        "proxy": proxy,
        "concurrency": concurrency,
        "host_concurrency": host_concurrency,
        "delay": delay,
        "ignore_robots": ignore_robots,
        "allow_private": allow_private,
        "politeness_per_ip": politeness_per_ip,
        "browser": {
            "mode": browser,
            "explore": explore,
            "depth": explore_depth,
            "max_states": explore_states,
            "page_time": parse_duration(explore_time) if explore_time else None,
            "resource_delay": browser_resource_delay,
        },
        "distributed": {"frontier": frontier, "crawl_id": crawl_id},
        "previous": [str(p.resolve()) for p in previous] or None,
        "api": {"listen": api, "token": os.environ.get("KEEPNET_API_TOKEN") if api else None},
        "apps": {"mode": apps},
        "event_loop": event_loop,
        "revisit": {
            "mode": revisit,
            "min_interval": parse_duration(revisit_min) if revisit_min else None,
            "max_interval": parse_duration(revisit_max) if revisit_max else None,
        },
    }
    if workers is not None and frontier is None:
        raise click.UsageError("--workers needs --frontier redis://HOST:PORT/DB")
    try:
        job = assemble_job(seeds, seeds_file, job_file, out, flags)
    except JobError as exc:
        raise click.ClickException(str(exc)) from None
    if job.distributed.frontier is not None:
        from keepnet.distributed.launch import run_distributed

        sys.exit(run_distributed(job, out, workers or 1, quiet))
    summary = run_with_display(job, out, quiet)
    sys.exit(0 if summary else 1)


def run_with_display(
    job: JobSettings, out: Path, quiet: bool = False, worker_id: str | None = None
) -> bool:
    """Run a crawl with the progress display and print its summary; False on failure."""
    logging.basicConfig(level=logging.WARNING, format="keepnet: %(levelname)s: %(message)s")
    console = Console(stderr=True)
    bus = EventBus()
    crawler = Crawler(job, out, bus, worker_id=worker_id)
    progress = Progress(crawler.stats, console)
    bus.subscribe(progress.on_event)
    try:
        if quiet:
            summary = eventloop.run(crawler.run(), job.event_loop)
        else:
            with progress:
                summary = eventloop.run(crawler.run(), job.event_loop)
    except (CrawlLocked, BrowserUnavailable, ExtensionError) as exc:
        console.print(f"[red]error:[/red] {exc}")
        return False
    if summary.resumed:
        console.print(f"resumed the crawl in {out}")
    for r in summary.recovered:
        console.print(f"[yellow]recovered[/yellow] {r}")
    print_summary(console, crawler.stats, str(out), summary.stop_reason)
    return True
