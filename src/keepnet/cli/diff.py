"""`keepnet diff OLD NEW`: new, gone, changed and unchanged pages between two crawls."""

from __future__ import annotations

import json
from pathlib import Path

import click


@click.command(name="diff")
@click.argument("old", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.argument("new", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Every URL by kind, as JSON.")
@click.option(
    "--list",
    "list_kind",
    type=click.Choice(["new", "gone", "changed", "unchanged"]),
    help="Print the URLs of one kind.",
)
def command(old: Path, new: Path, as_json: bool, list_kind: str | None) -> None:
    """Compare two crawls of a collection by their indexes (the latest capture of each URL;
    a revisit or an equal payload digest is unchanged)."""
    from rich.console import Console
    from rich.table import Table

    from keepnet.index.changes import diff

    d = diff(old, new)
    if as_json:
        click.echo(
            json.dumps(
                {k: getattr(d, k) for k in ("new", "gone", "changed", "unchanged")}, indent=2
            )
        )
        return
    if list_kind:
        for url in getattr(d, list_kind):
            click.echo(url)
        return
    console = Console()
    console.print(
        f"{len(d.new)} new, {len(d.gone)} gone, {len(d.changed)} changed, "
        f"{len(d.unchanged)} unchanged",
        highlight=False,
    )
    table = Table(title=f"{old} → {new}")
    for col in ("host", "new", "gone", "changed", "unchanged"):
        table.add_column(col, justify="left" if col == "host" else "right")
    for host, counts in sorted(d.by_host().items()):
        table.add_row(host, *(str(counts[k]) for k in ("new", "gone", "changed", "unchanged")))
    console.print(table)
