"""The crawl output directory, laid out like an unpacked WACZ so packing it is trivial.

DIR/archive/*.warc.gz       WARC 1.1 files (".open" while being written)
DIR/indexes/index.cdxj      sorted CDXJ index (pywb-compatible)
DIR/pages/pages.jsonl       one JSON object per captured page
DIR/logs/crawl.log          one line per fetch, Heritrix style
DIR/logs/refused.log        one line per URL refused by scope or trap rules
DIR/stats.json              the crawl's counters
DIR/state/                  frontier and other crawl state (resume from here)

A re-crawl names its previous crawls in state/job.json (`previous`); `crawl_chain` follows
those names back through the crawls they were re-crawls of.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class CrawlDir:
    root: Path

    @property
    def archive(self) -> Path:
        return self.root / "archive"

    @property
    def indexes(self) -> Path:
        return self.root / "indexes"

    @property
    def pages(self) -> Path:
        return self.root / "pages" / "pages.jsonl"

    @property
    def logs(self) -> Path:
        return self.root / "logs"

    @property
    def crawl_log(self) -> Path:
        return self.logs / "crawl.log"

    @property
    def refused_log(self) -> Path:
        return self.logs / "refused.log"

    @property
    def stats(self) -> Path:
        return self.root / "stats.json"

    @property
    def state(self) -> Path:
        return self.root / "state"

    def create(self) -> None:
        for d in (self.archive, self.indexes, self.pages.parent, self.logs, self.state):
            d.mkdir(parents=True, exist_ok=True)

    def is_crawl(self) -> bool:
        """Whether a crawl already ran here (so running again resumes it)."""
        return (self.state / "job.json").exists()


def crawl_chain(previous: list[Path]) -> list[Path]:
    """The previous crawls and, through their own `previous` (state/job.json), theirs:
    every crawl of the chain once, the ones named first."""
    out: list[Path] = []
    todo = [p.resolve() for p in previous]
    while todo:
        crawl_dir = todo.pop(0)
        if crawl_dir in out:
            continue
        out.append(crawl_dir)
        try:
            job = json.loads((crawl_dir / "state" / "job.json").read_text())
        except (OSError, ValueError):
            continue  # not a keepnet crawl (WARCs from elsewhere): no chain to follow
        todo.extend(Path(p) for p in job.get("previous") or ())
    return out
