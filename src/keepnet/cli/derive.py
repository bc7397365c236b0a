"""`keepnet derive DIR [DIR...] --out D`: captures, links and text datasets for research."""

from __future__ import annotations

from pathlib import Path

import click


@click.command(name="derive")
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
    help="Where to write captures, links, text (.parquet or .jsonl) and text.wet.gz.",
)
@click.option(
    "--format", "fmt", type=click.Choice(["parquet", "jsonl"]), default="parquet", show_default=True
)
@click.option("-q", "--quiet", is_flag=True, help="No progress lines.")
def command(crawls: tuple[Path, ...], out: Path, fmt: str, quiet: bool) -> None:
    """Derive columnar datasets from the WARCs of crawl directories (or WARC folders);
    DuckDB, pandas and Spark read them (docs/research.md)."""
    from keepnet.derive import derive

    report = derive(
        list(crawls),
        out,
        fmt,
        progress=None if quiet else (lambda w: click.echo(f"reading {w}", err=True)),
    )
    counts = ", ".join(f"{n} {name}" for name, n in report.counts.items())
    click.echo(f"{report.warcs} WARC(s): {counts} -> {out}")
    for problem in report.problems[:20]:
        click.echo(f"  problem: {problem}", err=True)
