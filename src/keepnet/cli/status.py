"""`keepnet status --frontier redis://... --crawl-id ID [--stop]`: a distributed crawl's state."""

from __future__ import annotations

import json

import click


@click.command(name="status")
@click.option(
    "--frontier", required=True, help="The crawl's shared frontier: redis://HOST:PORT/DB."
)
@click.option("--crawl-id", required=True, help="The crawl's name on that frontier.")
@click.option("--json", "as_json", is_flag=True, help="Print the status as JSON.")
@click.option(
    "--stop", is_flag=True, help="Stop every worker of the crawl (after their in-flight URLs)."
)
@click.option("--pause", is_flag=True, help="Every worker leases nothing until --resume.")
@click.option(
    "--resume", "resume_", is_flag=True, help="Let a paused (or stopped) crawl run again."
)
def command(
    frontier: str, crawl_id: str, as_json: bool, stop: bool, pause: bool, resume_: bool
) -> None:
    """Counters summed over all workers, the shared frontier's counts, and each worker."""
    from keepnet.distributed.shared import SharedCrawl

    try:
        shared = SharedCrawl(frontier, crawl_id)
        shared.job()  # a clear error for an unknown crawl
        if stop:
            shared.set_control("stopping")
        elif pause:
            shared.set_control("paused")
        elif resume_:
            shared.set_control("running")
        status = shared.status()
        shared.close()
    except (LookupError, ValueError) as exc:
        raise click.ClickException(str(exc)) from None
    except Exception as exc:  # redis.ConnectionError and friends
        raise click.ClickException(f"{frontier}: {exc}") from None
    if as_json:
        click.echo(json.dumps(status, indent=2))
        return
    t, f = status["totals"], status["frontier"]
    click.echo(
        f"crawl {crawl_id} ({status['control']}): {t['fetched']} fetched, "
        f"{t['pages']} pages, {t['bytes_downloaded']} bytes; frontier: {f['queued']} queued, "
        f"{f['leased']} leased, {f['done']} done, {f['failed']} failed; "
        f"{status['alive']} of {len(status['workers'])} workers alive"
    )
    for name, w in sorted(status["workers"].items()):
        state = "alive" if w["alive"] else ("finished" if w.get("finished") else "silent")
        click.echo(f"  {name}: {w.get('fetched', 0)} fetched, {w.get('pages', 0)} pages ({state})")
