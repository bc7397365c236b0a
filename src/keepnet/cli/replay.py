"""`keepnet replay DIR [DIR...]`: serve crawl dirs as one collection over HTTP (loopback default)."""

from __future__ import annotations

from pathlib import Path

import click


@click.command(name="replay")
@click.argument(
    "dirs",
    metavar="DIR [DIR...]",
    nargs=-1,
    required=True,
    type=click.Path(exists=True, file_okay=False, path_type=Path),
)
@click.option(
    "--port",
    type=click.IntRange(0, 65535),
    default=8080,
    show_default=True,
    help="TCP port to listen on.",
)
@click.option(
    "--host",
    default="127.0.0.1",
    show_default=True,
    help="Address to bind; anything but loopback exposes the archive to the network.",
)
@click.option(
    "--timegate",
    "timegate_style",
    type=click.Choice(["302", "200"]),
    default="302",
    show_default=True,
    help="Memento TimeGate style (RFC 7089 pattern 2.1 or 2.2).",
)
@click.option(
    "--rules",
    "rules_file",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    help="Canonicalization rules file used for lookup fallbacks (no re-index needed).",
)
def command(
    dirs: tuple[Path, ...], port: int, host: str, timegate_style: str, rules_file: Path | None
) -> None:
    """Replay the archives of DIR... as the collection `web`: CDX API, Memento, browsing.

    Open http://HOST:PORT/ for the home page; /web/URL is the Memento TimeGate,
    /web/timemap/link/URL the TimeMap, /cdx?url=URL the CDX server.
    """
    import uvicorn

    from keepnet.replay.app import create_app

    for d in dirs:
        if not (d / "indexes" / "index.cdxj").is_file():
            click.echo(f"warning: {d} has no index yet; run `keepnet index {d}`", err=True)
    app = create_app(list(dirs), timegate_style=timegate_style, rules_file=rules_file)
    click.echo(
        f"replaying {len(dirs)} crawl dir{'s' if len(dirs) != 1 else ''} at http://{host}:{port}/"
    )
    uvicorn.run(app, host=host, port=port, log_level="warning")
