"""`keepnet report DIR... --out R`: a collection over time as a static HTML page (keepnet.report)."""

from __future__ import annotations

from pathlib import Path

import click


@click.command(name="report")
@click.argument(
    "crawls",
    metavar="DIR...",
    nargs=-1,
    required=True,
    type=click.Path(exists=True, file_okay=False, path_type=Path),
)
@click.option(
    "--out",
    required=True,
    type=click.Path(file_okay=False, path_type=Path),
    help="Write R/index.html, R/timeline.jsonl and R/host_links.jsonl here.",
)
@click.option("--title", help="The page's title.")
def command(crawls: tuple[Path, ...], out: Path, title: str | None) -> None:
    """Summarise crawls of a collection over time: captures, MIME and status mix, top hosts,
    what changed between consecutive crawls, and how the host link graph evolved."""
    from keepnet.report import write_report

    result = write_report(list(crawls), out, title)
    events = ", ".join(f"{n} {e}" for e, n in sorted(result.events.items()))
    click.echo(f"wrote {result.path} ({result.crawls} crawls; {events})")
