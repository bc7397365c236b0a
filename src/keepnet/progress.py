"""Terminal progress for long crawls (rich) and the final summary; listens to crawl events.

On a terminal a live panel shows counters and the fetch rate; elsewhere (CI, pipes) it stays
quiet and only the summary is printed.  It reads events and frontier counts, never the
engine's internals.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.table import Table

from keepnet.events import Event
from keepnet.stats import CrawlStats

if TYPE_CHECKING:
    from rich.live import Live


def _fmt_bytes(n: float) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024 or unit == "GB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} GB"


def stats_table(stats: CrawlStats, title: str = "keepnet crawl") -> Table:
    table = Table(title=title, show_header=False, box=None, pad_edge=False)
    table.add_column(style="bold")
    table.add_column(justify="right")
    table.add_row("fetched", f"{stats.fetched:,}")
    table.add_row("pages", f"{stats.pages:,}")
    table.add_row("revisits (duplicates)", f"{stats.revisits:,}")
    table.add_row("failed", f"{stats.failed:,}")
    table.add_row("retries", f"{stats.retries:,}")
    table.add_row("refused (traps, budgets, robots)", f"{stats.refused:,}")
    table.add_row("out-of-scope links", f"{stats.out_of_scope:,}")
    table.add_row("downloaded", _fmt_bytes(stats.bytes_downloaded))
    table.add_row("rate", f"{stats.rate():.1f} URLs/s")
    return table


class Progress:
    """A live panel while the crawl runs (only on a terminal)."""

    def __init__(self, stats: CrawlStats, console: Console | None = None) -> None:
        self.stats = stats
        self.console = console or Console(stderr=True)
        self._live: Live | None = None
        self._last: str = ""

    def __enter__(self) -> Progress:
        if self.console.is_terminal:
            from rich.live import Live  # a terminal's only (~1 ms to import): not for pipes, -q

            self._live = Live(
                self._render(),
                console=self.console,
                refresh_per_second=4,
                get_renderable=self._render,
            )
            self._live.__enter__()
        return self

    def _render(self) -> Table:
        table = stats_table(self.stats)
        if self._last:
            table.caption = self._last[-100:]
        return table

    def on_event(self, event: Event) -> None:
        if event.kind == "fetched":
            self._last = event.url

    def __exit__(self, *exc: Any) -> None:
        if self._live is not None:
            self._live.__exit__(*exc)


def print_summary(
    console: Console,
    stats: CrawlStats,
    out: str,
    stop_reason: str,
    extra: Callable[[Table], None] | None = None,
) -> None:
    table = stats_table(stats, title="keepnet: crawl summary")
    table.add_row("stopped", stop_reason)
    table.add_row("output", out)
    if extra is not None:
        extra(table)
    console.print(table)
    families = stats.section("trap_families") or {}
    capped = {sig: f for sig, f in families.items() if f.get("capped")}
    if capped:
        traps = Table(title=f"trap families capped: {len(capped)}", box=None, pad_edge=False)
        for name in ("family", "fetched", "refused", "why"):
            traps.add_column(
                name, justify="right" if name in ("fetched", "refused") else "left", overflow="fold"
            )
        for sig, f in sorted(capped.items(), key=lambda kv: -kv[1].get("fetched", 0)):
            traps.add_row(sig, str(f.get("fetched", 0)), str(f.get("refused", 0)), str(f["capped"]))
        console.print(traps)
