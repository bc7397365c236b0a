"""`keepnet artifact`: list the URIs of a scholarly artifact from its entry page (no WARC written).

Prints the chosen heuristic, its evidence, the artifact URIs, the other artifacts it links
and the ignored URIs — a list an archivist can hand to another capture tool.  `--json`
prints one JSON object (keys: heuristic, artifact_uris, evidence, ignored_uris, …).
"""

from __future__ import annotations

import asyncio
import json
import re
import sys

import click

from keepnet.artifacts.discovery import MAX_FETCHES, discover
from keepnet.artifacts.model import ArtifactReport
from keepnet.artifacts.strategies import HEURISTICS, STRATEGIES
from keepnet.fetch.http import FetchSettings, HttpClient
from keepnet.url.parse import InvalidURL, hostname, parse_url


async def _run(
    url: str,
    proxy: str | None,
    heuristic: str,
    allow_private: bool,
    max_fetches: int,
    exclude: tuple[str, ...] = (),
) -> ArtifactReport:
    client = HttpClient(
        FetchSettings(
            proxy=proxy,
            allow_private=allow_private,
            allowed_private_hosts=frozenset({hostname(url)}),
            max_body_bytes=8 * 1024 * 1024,
            total_timeout=60.0,
        )
    )
    try:
        return await discover(
            url, client.fetch, heuristic, max_fetches=max_fetches, exclude=exclude
        )
    finally:
        await client.close()


def _print(report: ArtifactReport) -> None:
    plan = report.plan
    echo = click.echo
    echo(
        f"entry: {plan.entry}"
        + (f"  (requested {plan.requested})" if plan.requested != plan.entry else "")
    )
    echo(
        f"heuristic: {plan.heuristic} ({STRATEGIES[plan.heuristic].name}) — decided by {plan.source}"
    )
    if plan.significant:
        echo(f"significant string: {plan.significant!r}")
    echo("evidence:")
    for line in plan.evidence:
        echo(f"  - {line}")
    for line in plan.warnings:
        echo(f"  ! {line}")
    echo(f"artifact URIs ({len(report.artifact_uris)}):")
    for u in report.artifact_uris:
        echo(f"  {u}")
    echo(f"other artifacts linked ({len(report.other_artifacts)}, not followed):")
    for u in report.other_artifacts:
        echo(f"  {u}")
    echo(f"ignored URIs ({len(plan.ignored)}):")
    for u in sorted(plan.ignored):
        echo(f"  {u}")
    if report.excluded_uris:
        echo(f"excluded by --exclude ({len(report.excluded_uris)}):")
        for u in report.excluded_uris:
            echo(f"  {u}")
    echo(f"embedded resources of the members: {len(report.embedded)} (listed by --json)")
    echo(
        f"fetched {report.fetched} resources"
        + (" (stopped at --max-fetches)" if report.truncated else "")
    )


def _patterns(values: tuple[str, ...]) -> tuple[str, ...]:
    for value in values:
        try:
            re.compile(value)
        except re.error as exc:
            raise click.BadParameter(f"{value!r} is not a regular expression: {exc}") from None
    return values


@click.command("artifact")
@click.argument("entry_url")
@click.option("--proxy", type=str, help="HTTP forward proxy for every request (http://host:port).")
@click.option(
    "--heuristic",
    type=click.Choice(("auto", *HEURISTICS)),
    default="auto",
    show_default=True,
    help="Boundary heuristic; auto decides from signposting, the portal knowledge base or inference.",
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@click.option(
    "--allow-private", is_flag=True, help="Allow private, loopback and link-local addresses."
)
@click.option(
    "--max-fetches",
    type=int,
    default=MAX_FETCHES,
    show_default=True,
    help="Stop discovering after this many fetches.",
)
@click.option(
    "--exclude",
    "exclude",
    multiple=True,
    metavar="REGEX",
    callback=lambda _ctx, _param, value: _patterns(value),
    help="Keep URLs matching this regular expression (searched in the URL) out of the "
    "artifact, whatever the heuristic takes; repeatable.",
)
def command(
    entry_url: str,
    proxy: str | None,
    heuristic: str,
    as_json: bool,
    allow_private: bool,
    max_fetches: int,
    exclude: tuple[str, ...],
) -> None:
    """Find the artifact URIs of the scholarly artifact whose entry page is ENTRY_URL."""
    try:
        url = parse_url(entry_url.strip())
    except InvalidURL as exc:
        raise click.ClickException(f"not a URL: {exc}") from None
    if not url.startswith(("http://", "https://")):
        raise click.ClickException(f"ENTRY_URL must be http(s), got {entry_url!r}")
    if proxy is not None and not proxy.startswith("http://"):
        raise click.ClickException(f"--proxy must be an http:// URL, got {proxy!r}")
    report = asyncio.run(_run(url, proxy, heuristic, allow_private, max_fetches, exclude))
    if as_json:
        click.echo(json.dumps(report.to_json(), indent=2, ensure_ascii=False))
    else:
        _print(report)
    entry = report.plan.entry_page
    sys.exit(0 if entry is not None and entry.ok else 1)
