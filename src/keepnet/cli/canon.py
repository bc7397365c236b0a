"""`keepnet canon URL...`: print each URL's canonical (or SURT) form under a profile."""

from __future__ import annotations

from pathlib import Path

import click

from keepnet.url.canon import get_canonicalizer
from keepnet.url.parse import InvalidURL
from keepnet.url.profiles import PROFILES
from keepnet.url.rulesfile import RulesFileError


@click.command(name="canon")
@click.argument("urls", metavar="URL...", nargs=-1, required=True)
@click.option(
    "--profile",
    "-p",
    type=click.Choice(sorted(PROFILES)),
    default="heritrix",
    show_default=True,
    help="Canonicalization profile.",
)
@click.option(
    "--surt",
    "as_surt",
    is_flag=True,
    help="Print the SURT form (for surt-ia: exactly the CDXJ index key).",
)
@click.option(
    "--rules",
    "rules_file",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="YAML rules file extending the profile (see docs/formats.md).",
)
def command(urls: tuple[str, ...], profile: str, as_surt: bool, rules_file: Path | None) -> None:
    """Print one line per URL, in input order: its canonical form under the profile.

    `keepnet canon --profile surt-ia --surt URL` prints the key pywb and cdxj-indexer write.
    An invalid URL is reported on stderr; the others are still printed, and the exit status
    is then 1.
    """
    try:
        canon = get_canonicalizer(profile, rules_file)
    except RulesFileError as exc:
        raise click.UsageError(str(exc)) from exc
    failed = False
    for url in urls:
        try:
            click.echo(canon.surt(url) if as_surt else canon.canonicalize(url))
        except InvalidURL:
            click.echo(f"keepnet canon: invalid URL: {url!r}", err=True)
            failed = True
    if failed:
        raise SystemExit(1)
