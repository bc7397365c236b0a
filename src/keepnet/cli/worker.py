"""`keepnet worker --frontier redis://... --crawl-id ID --out DIR`: join a distributed crawl."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import click


@click.command(name="worker")
@click.option(
    "--frontier", required=True, help="The crawl's shared frontier: redis://HOST:PORT/DB."
)
@click.option("--crawl-id", required=True, help="The crawl's name on that frontier.")
@click.option(
    "--out",
    required=True,
    type=click.Path(path_type=Path, file_okay=False),
    help="This worker's own directory (WARCs, logs, index; run again to resume).",
)
@click.option(
    "--worker-id", default=None, help="Put in this worker's WARC names (default: DIR's name)."
)
@click.option("-q", "--quiet", is_flag=True, help="No progress display.")
def command(frontier: str, crawl_id: str, out: Path, worker_id: str | None, quiet: bool) -> None:
    """Fetch URLs of crawl ID from the shared frontier until the crawl is done or stopped."""
    from keepnet.cli.crawl import run_with_display
    from keepnet.distributed.shared import SharedCrawl

    logging.basicConfig(level=logging.WARNING, format="keepnet: %(levelname)s: %(message)s")
    try:
        shared = SharedCrawl(frontier, crawl_id)
        job = shared.job()
        shared.close()
    except (LookupError, ValueError, OSError) as exc:
        raise click.ClickException(str(exc)) from None
    except Exception as exc:  # redis.ConnectionError and friends
        raise click.ClickException(f"{frontier}: {exc}") from None
    ok = run_with_display(job, out, quiet, worker_id=worker_id or out.resolve().name)
    sys.exit(0 if ok else 1)
