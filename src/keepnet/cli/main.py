"""The `keepnet` console command: a click group whose subcommands live one per module."""

from __future__ import annotations

import importlib

import click

from keepnet import __version__

# Each module in keepnet.cli named here defines a click command called `command`.
# Imported lazily so `keepnet canon` does not pay for the crawl engine's imports.
SUBCOMMANDS = {
    "crawl": "keepnet.cli.crawl",
    "demo": "keepnet.cli.demo",
    "canon": "keepnet.cli.canon",
    "index": "keepnet.cli.index",
    "artifact": "keepnet.cli.artifact",
    "export": "keepnet.cli.export",
    "replay": "keepnet.cli.replay",
    "qa": "keepnet.cli.qa",
    "worker": "keepnet.cli.worker",
    "status": "keepnet.cli.status",
    "diff": "keepnet.cli.diff",
    "report": "keepnet.cli.report",
    "derive": "keepnet.cli.derive",
    "cockpit": "keepnet.cli.cockpit",
}


class LazyGroup(click.Group):
    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(SUBCOMMANDS)

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        module_name = SUBCOMMANDS.get(name)
        if module_name is None:
            return None
        module = importlib.import_module(module_name)
        cmd: click.Command = module.command
        return cmd


@click.group(cls=LazyGroup)
@click.version_option(__version__, prog_name="keepnet")
def main() -> None:
    """keepnet: capture the web for preservation, as standard WARC 1.1."""


if __name__ == "__main__":
    main()
