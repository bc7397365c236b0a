"""`keepnet export DIR --wacz FILE`: package a crawl as a WACZ for ReplayWeb.page, pywb and others."""

from __future__ import annotations

from pathlib import Path

import click

from keepnet.export.wacz import export_wacz


@click.command(name="export")
@click.argument(
    "crawl_dir",
    metavar="DIR",
    type=click.Path(exists=True, file_okay=False, path_type=Path),
)
@click.option(
    "--wacz",
    "wacz",
    required=True,
    metavar="FILE",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write a WACZ 1.1.1 package here (replaced if it exists).",
)
@click.option("--title", help="Title of the package (default: the directory's name).")
@click.option("--description", help="Description of the package.")
@click.option(
    "--with-previous",
    is_flag=True,
    help="A re-crawl: also pack the original records of its revisits from the previous"
    " crawls it names, so that the package replays alone.",
)
def command(
    crawl_dir: Path, wacz: Path, title: str | None, description: str | None, with_previous: bool
) -> None:
    """Package the WARCs, index and pages of DIR as one WACZ file.

    The CDX index of DIR is brought up to date first; WARCs still being written (.open)
    are left out.
    """
    try:
        report = export_wacz(
            crawl_dir, wacz, title=title, description=description, with_previous=with_previous
        )
    except ValueError as exc:
        raise click.ClickException(str(exc)) from exc
    n = len(report.warcs)
    click.echo(
        f"wrote {report.path} ({report.size:,} bytes): {n} WARC{'s' if n != 1 else ''}, "
        f"{report.index_lines} index lines, {report.pages} pages"
    )
    if report.originals:
        click.echo(f"  {report.originals} revisit originals copied from the previous crawls")
    if report.originals_missing:
        click.echo(
            f"  {report.originals_missing} revisits whose original no previous crawl holds",
            err=True,
        )
    if report.index_problems:
        click.echo(f"  {report.index_problems} malformed records (see keepnet index DIR)", err=True)
