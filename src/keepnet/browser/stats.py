"""Browser-tier statistics, as the seed reports them: stats.json's "browser" section.

- Table 1: depth, breadth and descendants per page (mean and standard deviation);
- Table 2: the range of descendants per page (min, max, median);
- Table 3: per event type, interactions run and new embedded resources they brought;
- Table 4: |R0|, |R0+R1|, |R0+R1+R2| (the frontier growth) and seconds per level;
- Table 7: bytes per level and the bytes of the JSON state metadata;
plus the tier decisions, how browser requests were served and what went wrong (crashes,
dialogs, popups, blocked navigations, budgets).  Counts continue across resumed runs.
"""

from __future__ import annotations

import statistics
from collections import Counter
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from keepnet.browser.explore import Exploration


@dataclass
class PageSummary:
    url: str
    verdict: str
    reason: str
    descendants: int = 0
    distinct: int = 0
    paths: int = 0
    depth: int = 0
    breadth: int = 0
    r0: int = 0
    r01: int = 0
    r012: int = 0
    browser_only_r0: int = 0
    noops: int = 0
    tried: int = 0
    resets: int = 0
    reset_seconds: float = 0.0
    seconds: dict[str, float] = field(default_factory=dict)
    bytes: dict[str, int] = field(default_factory=dict)
    metadata_bytes: int = 0
    stop_reason: str = ""
    issues: list[str] = field(default_factory=list)

    @classmethod
    def from_exploration(
        cls, url: str, verdict: str, reason: str, ex: Exploration, browser_only: int
    ) -> PageSummary:
        tree = ex.tree
        return cls(
            url=url,
            verdict=verdict,
            reason=reason,
            descendants=len(tree.descendants()),
            distinct=len(tree.distinct()),
            paths=len(tree.paths()),
            depth=tree.depth(),
            breadth=tree.breadth(),
            r0=len(tree.resources_to(0)),
            r01=len(tree.resources_to(1)),
            r012=len(tree.resources_to(2)),
            browser_only_r0=browser_only,
            noops=tree.noops,
            tried=ex.tried,
            resets=ex.resets,
            reset_seconds=round(ex.reset_seconds, 3),
            seconds={str(k): round(v, 3) for k, v in sorted(ex.level_seconds.items())},
            bytes={str(k): v for k, v in sorted(ex.level_bytes.items())},
            stop_reason=ex.stop_reason,
        )


def _describe(values: list[float]) -> dict[str, float]:
    if not values:
        return {"mean": 0.0, "sd": 0.0, "min": 0.0, "max": 0.0, "median": 0.0}
    return {
        "mean": round(statistics.fmean(values), 3),
        "sd": round(statistics.stdev(values), 3) if len(values) > 1 else 0.0,
        "min": min(values),
        "max": max(values),
        "median": statistics.median(values),
    }


class BrowserStats:
    def __init__(self) -> None:
        self.decisions: Counter[str] = Counter()  # verdict -> pages
        self.requests: Counter[str] = Counter()  # how browser requests were served
        self.issues: Counter[str] = Counter()
        self.events: dict[str, list[int]] = {}  # event -> [tried, new resources]
        self.pages: list[PageSummary] = []
        self.status = "idle"

    def load(self, data: dict[str, Any] | None) -> None:
        """Continue the counts of a previous run (stats.json's "browser" section)."""
        if not data:
            return
        self.decisions.update(data.get("decisions", {}))
        self.requests.update(data.get("requests", {}))
        self.issues.update(data.get("issues", {}))
        self.events = {k: list(v) for k, v in data.get("table3_events", {}).items()}
        self.pages = [PageSummary(**p) for p in data.get("pages", [])]

    def add(self, page: PageSummary, ex: Exploration | None) -> None:
        self.pages.append(page)
        if ex is not None:
            for event, (tried, new) in ex.events.items():
                acc = self.events.setdefault(event, [0, 0])
                acc[0] += tried
                acc[1] += new
        for issue in page.issues:
            self.issues[issue.split(":", 1)[0]] += 1

    def metadata_bytes(self) -> int:
        """WARC bytes of state records and screenshots written for rendered pages."""
        return sum(p.metadata_bytes for p in self.pages)

    def snapshot(self) -> dict[str, Any]:
        pages = self.pages
        levels = sorted({k for p in pages for k in p.seconds} | {k for p in pages for k in p.bytes})
        return {
            "status": self.status,
            "decisions": dict(self.decisions),
            "pages_rendered": len(pages),
            "requests": dict(self.requests),
            "issues": dict(self.issues),
            "table1": {
                "depth": _describe([p.depth for p in pages]),
                "breadth": _describe([p.breadth for p in pages]),
                "descendants": _describe([p.descendants for p in pages]),
            },
            "table2_descendants": {
                k: v
                for k, v in _describe([p.descendants for p in pages]).items()
                if k in ("min", "max", "median")
            },
            "paths": sum(p.paths for p in pages),
            "descendants": sum(p.descendants for p in pages),
            "distinct_descendants": sum(p.distinct for p in pages),
            "table3_events": self.events,
            "table4": {
                "R0": sum(p.r0 for p in pages),
                "R0+R1": sum(p.r01 for p in pages),
                "R0+R1+R2": sum(p.r012 for p in pages),
                "seconds_per_level": {
                    lv: round(sum(p.seconds.get(lv, 0.0) for p in pages), 3) for lv in levels
                },
            },
            "table7": {
                "bytes_per_level": {lv: sum(p.bytes.get(lv, 0) for p in pages) for lv in levels},
                "metadata_bytes": sum(p.metadata_bytes for p in pages),
            },
            "resets": sum(p.resets for p in pages),
            "reset_seconds": round(sum(p.reset_seconds for p in pages), 3),
            "pages": [asdict(p) for p in pages],
        }
