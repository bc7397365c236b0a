"""`keepnet qa DIR [--json] [--patch]`: the replay-completeness check of a crawl (keepnet.qa)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from keepnet.lock import CrawlLock, CrawlLocked


@click.command(name="qa")
@click.argument(
    "crawl_dir", metavar="DIR", type=click.Path(exists=True, file_okay=False, path_type=Path)
)
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@click.option(
    "--patch",
    "do_patch",
    is_flag=True,
    help="Fetch the missing resources into a new WARC of DIR, re-index, re-check.",
)
@click.option(
    "--proxy",
    default=None,
    help="Proxy for the patch crawl (default: the crawl's own, from DIR/state/job.json).",
)
@click.option(
    "--no-states",
    is_flag=True,
    help="Do not re-run the recorded interaction scripts of descendant states.",
)
@click.option(
    "--pages-at-once",
    type=click.IntRange(1, 32),
    default=2,
    show_default=True,
    help="Pages checked concurrently.",
)
@click.option(
    "--quiet",
    "quiet_load",
    type=click.FloatRange(0.05, 30),
    default=0.4,
    show_default=True,
    help="Seconds without a request before a page counts as loaded.",
)
@click.option("--chromium", default=None, help="Chromium executable (default: found).")
def command(
    crawl_dir: Path,
    as_json: bool,
    do_patch: bool,
    proxy: str | None,
    no_states: bool,
    pages_at_once: int,
    quiet_load: float,
    chromium: str | None,
) -> None:
    """Replay every captured page of DIR in headless Chromium, from the archive alone.

    Reports per page and in total the resources requested, found, missing (with URLs),
    replay errors and attempted live-web leaks (blocked, never sent).  Pages with
    recorded descendant states have their interaction scripts run again.  Exit status 0
    when every page is complete, 1 when some resource is missing or a leak was attempted.
    """
    from rich.console import Console

    from keepnet.qa import QaSettings

    settings = QaSettings(
        quiet_load=quiet_load, states=not no_states, pages_at_once=pages_at_once, chromium=chromium
    )
    console = Console(stderr=as_json)
    lock = CrawlLock(crawl_dir)
    if do_patch:  # a writer: refused at once, before the long check, if DIR is in use
        try:
            lock.acquire("qa --patch")
        except CrawlLocked as exc:
            raise click.ClickException(str(exc)) from None
    try:
        _run(crawl_dir, settings, console, as_json, do_patch, proxy, lock)
    finally:
        lock.release()


def _run(
    crawl_dir: Path,
    settings: Any,
    console: Any,
    as_json: bool,
    do_patch: bool,
    proxy: str | None,
    lock: CrawlLock,
) -> None:
    from keepnet.browser.launch import BrowserUnavailable
    from keepnet.qa import patch, qa
    from keepnet.qa.patch import PatchError
    from keepnet.qa.report import render
    from keepnet.settings.job import JobError

    try:
        report = qa(crawl_dir, settings)
    except BrowserUnavailable as exc:
        raise click.ClickException(str(exc)) from None
    out: dict[str, Any] = report.to_json()
    final = report
    if not as_json:
        render(report, console)
    if do_patch and report.missing_urls:
        try:
            patched = patch(crawl_dir, report.missing_urls, proxy, lock=lock)
        except (PatchError, JobError, CrawlLocked) as exc:
            raise click.ClickException(str(exc)) from None
        incomplete = {p.url for p in report.pages if p.missing}
        final = qa(crawl_dir, settings, only=incomplete)
        out = {"qa": out, "patch": patched.to_json(), "recheck": final.to_json()}
        if not as_json:
            console.print(
                f"patched {len(patched.fetched)} of {len(patched.requested)} missing "
                f"URLs into {', '.join(patched.warcs) or 'no WARC'}",
                highlight=False,
            )
            for url in patched.failed:
                console.print(f"[red]not fetched[/red] {url}", highlight=False)
            render(final, console)
    elif do_patch and not as_json:
        console.print("nothing to patch", highlight=False)
    if as_json:
        sys.stdout.write(json.dumps(out, indent=2) + "\n")
    # after a patch, the pages re-checked decide; leaks are not patchable and still count
    incomplete_now = not final.complete or bool(report.leak_urls)
    sys.exit(1 if incomplete_now else 0)
