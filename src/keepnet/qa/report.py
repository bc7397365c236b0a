"""The replay-completeness report: per page and in total, as JSON and as a rich table.

Per page: the resources it requested (original URLs, the page's own document excluded),
those found in the archive, those missing (no capture), those the replay app could not
serve (errors, with the status), and the attempted live-web leaks (blocked).  Totals add
the pages' counts; `missing_urls` is the collection-wide set a patch crawl would fetch.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rich.console import Console
from rich.table import Table


@dataclass
class PageReport:
    url: str
    timestamp: str  # the capture checked (14 digits)
    replay_url: str
    loaded: bool = True  # the load event fired in time
    status: int | None = None  # the replay app's answer for the page itself
    scripts: int = 0  # recorded interaction scripts re-run (every state on their path reached)
    requested: set[str] = field(default_factory=set)
    found: set[str] = field(default_factory=set)
    missing: set[str] = field(default_factory=set)
    errors: dict[str, int] = field(default_factory=dict)
    leaks: set[str] = field(default_factory=set)
    issues: list[str] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def complete(self) -> bool:
        return self.loaded and not self.missing and not self.errors and not self.leaks

    def to_json(self) -> dict[str, Any]:
        return {
            "url": self.url,
            "timestamp": self.timestamp,
            "replay_url": self.replay_url,
            "loaded": self.loaded,
            "status": self.status,
            "scripts": self.scripts,
            "requested": len(self.requested),
            "found": len(self.found),
            "missing": sorted(self.missing),
            "errors": dict(sorted(self.errors.items())),
            "leaks": sorted(self.leaks),
            "issues": list(self.issues),
            "seconds": round(self.seconds, 3),
        }


@dataclass
class QaReport:
    crawl_dir: str
    pages: list[PageReport] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (url, why)
    seconds: float = 0.0
    previous: list[str] = field(default_factory=list)  # crawls replayed beside a re-crawl
    previous_missing: list[str] = field(default_factory=list)  # named, but not there

    def total(self, name: str) -> int:
        return sum(len(getattr(p, name)) for p in self.pages)

    @property
    def missing_urls(self) -> list[str]:
        return sorted({u for p in self.pages for u in p.missing})

    @property
    def leak_urls(self) -> list[str]:
        return sorted({u for p in self.pages for u in p.leaks})

    @property
    def complete(self) -> bool:
        return all(p.complete for p in self.pages)

    def totals(self) -> dict[str, int]:
        return {
            "pages": len(self.pages),
            "complete": sum(p.complete for p in self.pages),
            "skipped": len(self.skipped),
            "scripts": sum(p.scripts for p in self.pages),
            **{k: self.total(k) for k in ("requested", "found", "missing", "errors", "leaks")},
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "crawl_dir": self.crawl_dir,
            "totals": self.totals(),
            "missing_urls": self.missing_urls,
            "leak_urls": self.leak_urls,
            "seconds": round(self.seconds, 3),
            "seconds_per_page": round(self.seconds / len(self.pages), 3) if self.pages else 0.0,
            "pages": [p.to_json() for p in self.pages],
            "skipped": [{"url": u, "why": why} for u, why in self.skipped],
            "previous": self.previous,
            "previous_missing": self.previous_missing,
        }


def render(report: QaReport, console: Console, details: bool = True) -> None:
    """The human report: one row per page, a totals row, then the missing and leaked URLs."""
    table = Table(title=f"replay check of {report.crawl_dir}", show_footer=True)
    t = report.totals()
    table.add_column(
        "page", footer=f"{t['pages']} pages ({t['complete']} complete)", overflow="fold"
    )
    for name, head in (
        ("scripts", "scripts"),
        ("requested", "req"),
        ("found", "found"),
        ("missing", "miss"),
        ("errors", "err"),
        ("leaks", "leaks"),
    ):
        table.add_column(head, justify="right", footer=str(t[name]))
    for p in report.pages:
        style = "" if p.complete else "red"
        flag = "" if p.loaded else " (load timed out)"
        table.add_row(
            p.url + flag,
            str(p.scripts),
            str(len(p.requested)),
            str(len(p.found)),
            str(len(p.missing)),
            str(len(p.errors)),
            str(len(p.leaks)),
            style=style,
        )
    console.print(table)
    if details:
        for p in report.pages:
            for url in sorted(p.missing):
                console.print(f"[red]missing[/red] {url}  [dim](on {p.url})[/dim]", highlight=False)
            for url, status in sorted(p.errors.items()):
                console.print(
                    f"[red]error {status}[/red] {url}  [dim](on {p.url})[/dim]", highlight=False
                )
            for url in sorted(p.leaks):
                console.print(
                    f"[yellow]leak blocked[/yellow] {url}  [dim](on {p.url})[/dim]", highlight=False
                )
    for url, why in report.skipped:
        console.print(f"[dim]skipped {url}: {why}[/dim]", highlight=False)
    if report.previous:
        console.print(f"revisits resolved in {', '.join(report.previous)}", highlight=False)
    for d in report.previous_missing:
        console.print(
            f"[red]previous crawl not found[/red] {d}: its originals count as missing",
            highlight=False,
        )
    per = report.seconds / len(report.pages) if report.pages else 0.0
    console.print(f"{report.seconds:.1f}s ({per:.2f}s per page)", highlight=False)
