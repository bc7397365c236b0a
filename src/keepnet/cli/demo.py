"""`keepnet demo`: crawl the bundled demo web (local `.test` sites behind keepnet's proxy)."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import click
from rich.console import Console
from rich.table import Table

from keepnet.cli.crawl import run_with_display
from keepnet.layout import CrawlDir
from keepnet.pages import read_pages
from keepnet.settings.job import build_job
from keepnet.testweb.demo import DEMO_SEEDS, demo_web
from keepnet.testweb.server import serve_in_thread


@click.command("demo")
@click.option("--out", type=click.Path(path_type=Path, file_okay=False), default=Path("demo-out"),
              show_default=True, help="Where to write the demo crawl (replaced if it holds one).")
@click.option("-q", "--quiet", is_flag=True, help="No progress display.")
def command(out: Path, quiet: bool) -> None:
    """Serve the demo web on 127.0.0.1, crawl it into OUT and show what was captured."""
    console = Console()
    if CrawlDir(out).is_crawl():
        shutil.rmtree(out)
    with serve_in_thread(demo_web()) as server:
        console.print(f"demo web: {len(DEMO_SEEDS)} seed(s) served through the proxy at {server.url}")
        # The blog's calendar is an endless trap: a hop limit on that seed and a per-host
        # budget bound it, and the refusals show in logs/refused.log.
        seeds: list[object] = [
            {"url": s, "max_hops": 6} if s.startswith("http://blog.") else s for s in DEMO_SEEDS
        ]
        job = build_job(
            {
                "seeds": seeds,
                "scope": "domain",
                "proxy": server.url,
                "delay": 0.05,
                "concurrency": 8,
                "traps": {"max_per_host": 150},
            },
            source="demo",
        )
        ok = run_with_display(job, out, quiet)
    if not ok:
        sys.exit(1)
    show_capture(console, CrawlDir(out))


def show_capture(console: Console, crawl: CrawlDir) -> None:
    """Where the WARCs are and which pages were captured."""
    warcs = sorted(crawl.archive.glob("*.warc.gz"))
    console.print(f"\n[bold]WARC files[/bold] ({crawl.archive}):")
    for w in warcs:
        console.print(f"  {w.name}  {w.stat().st_size:,} bytes")
    console.print(f"[bold]index[/bold]: {crawl.indexes / 'index.cdxj'}")
    pages = read_pages(crawl.pages)
    table = Table(title=f"{len(pages)} pages captured", show_lines=False)
    table.add_column("status", justify="right")
    table.add_column("url")
    table.add_column("title")
    for p in pages[:40]:
        table.add_row(str(p.get("status")), str(p.get("url")), str(p.get("title") or "")[:50])
    if len(pages) > 40:
        table.add_row("", f"... and {len(pages) - 40} more (see {crawl.pages})", "")
    console.print(table)
    console.print(f"crawl log: {crawl.crawl_log}   stats: {crawl.stats}")
