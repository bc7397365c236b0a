"""`keepnet index DIR`: bring a crawl's CDXJ index up to date and say what was done."""

from __future__ import annotations

from pathlib import Path

import click

from keepnet.index.indexer import IndexReport, update_index
from keepnet.index.zipnum import zipnum_from_cdxj
from keepnet.lock import CrawlLock, CrawlLocked
from keepnet.search.builder import update_search


def summary(report: IndexReport) -> str:
    """The one-line summary the command prints."""
    n = len(report.problems)
    return (
        f"indexed {len(report.indexed)} WARC{'s' if len(report.indexed) != 1 else ''} "
        f"({report.unchanged} unchanged, {len(report.removed)} removed): "
        f"{report.records} records, {report.total_lines} lines in index, "
        f"{n} error{'s' if n != 1 else ''}"
    )


@click.command(name="index")
@click.argument(
    "crawl_dirs",
    metavar="DIR...",
    nargs=-1,
    required=True,
    type=click.Path(exists=True, file_okay=False, path_type=Path),
)
@click.option(
    "--zipnum",
    is_flag=True,
    help="Also write DIR/indexes/zipnum/ (gzip blocks + summary, pywb's ZipNum format),"
    " which replay then uses: for indexes too large for one CDXJ file.",
)
def command(crawl_dirs: tuple[Path, ...], zipnum: bool) -> None:
    """Index the WARCs in DIR/archive into DIR/indexes/index.cdxj (only new or changed ones),
    and their HTML pages into the full-text index DIR/indexes/search.sqlite.

    Malformed records are listed as errors; they never stop the indexing.  The full-text
    index says what it did only when it changed (its read errors are the CDX index's).  Several
    DIRs (the workers' directories of a distributed crawl) are indexed one after the other.
    """
    for crawl_dir in crawl_dirs:
        if len(crawl_dirs) > 1:
            click.echo(f"{crawl_dir}:")
        _index_one(crawl_dir, zipnum)


def _index_one(crawl_dir: Path, zipnum: bool = False) -> None:
    lock = CrawlLock(crawl_dir)
    try:
        lock.acquire("index")  # the index files are rewritten: no crawl may be writing DIR
    except CrawlLocked as exc:
        raise click.ClickException(
            f"{exc}; a crawl indexes its WARCs itself when it ends"
        ) from None
    try:
        report = update_index(crawl_dir)
        search = update_search(crawl_dir)
        built = zipnum_from_cdxj(crawl_dir) if zipnum else None
    finally:
        lock.release()
    click.echo(summary(report))
    if built is not None:
        click.echo(
            f"zipnum: {built.lines} lines in {built.blocks} blocks, {built.shards} shard(s),"
            f" {built.bytes:,} bytes"
        )
    for problem in report.problems:
        click.echo(f"  error: {problem}", err=True)
    if search.changed:
        click.echo(search.summary())
    for problem in search.problems:
        click.echo(f"  error: {problem}", err=True)
