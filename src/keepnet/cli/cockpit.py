"""`keepnet cockpit`: the web app to define, start, watch, steer and export crawls."""

from __future__ import annotations

import socket
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import click

from keepnet.cockpit.security import LOOPBACK

if TYPE_CHECKING:
    from keepnet.cockpit.app import Cockpit


def serve(
    data: Path,
    host: str,
    port: int,
    frontier: str | None,
    token: str | None,
    on_start: Callable[[Cockpit], None] | None = None,
) -> None:
    """Serve the cockpit until interrupted; children it started are stopped on the way out.
    `on_start` runs once the port is bound (the demo starts its crawl there)."""
    import uvicorn

    from keepnet.cockpit.app import Cockpit, create_app
    from keepnet.cockpit.security import Guard

    data.mkdir(parents=True, exist_ok=True)
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as exc:
        sock.close()
        raise click.ClickException(f"cannot listen on {host}:{port}: {exc.strerror}") from None
    port = sock.getsockname()[1]
    guard = Guard(host, port, token)
    cockpit = Cockpit(data, guard, frontier=frontier)
    app = create_app(cockpit)
    if on_start is not None:
        on_start(cockpit)
    shown = f"[{host}]" if ":" in host else host
    url = f"http://{shown}:{port}/"
    if host not in LOOPBACK:
        url += f"?token={guard.token}"
        click.echo("the cockpit listens beyond loopback: open it with its token", err=True)
    click.echo(f"keepnet cockpit: {url}  (data: {data.resolve()})", err=True)
    config = uvicorn.Config(app, log_level="warning", lifespan="on")
    uvicorn.Server(config).run(sockets=[sock])


@click.command(name="cockpit")
@click.option(
    "--data",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("crawls"),
    show_default=True,
    help="Directory whose subdirectories are crawls (new crawls are created here).",
)
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to bind.")
@click.option("--port", type=click.IntRange(0, 65535), default=8090, show_default=True)
@click.option(
    "--frontier", default=None, help="Also list distributed crawls on redis://HOST:PORT/DB."
)
def command(data: Path, host: str, port: int, frontier: str | None) -> None:
    """Serve the crawler cockpit on HOST:PORT (loopback by default; elsewhere a token is
    needed, printed here).  Crawls started from it run as child processes writing DATA/NAME."""
    import os

    serve(data, host, port, frontier, os.environ.get("KEEPNET_COCKPIT_TOKEN"))
