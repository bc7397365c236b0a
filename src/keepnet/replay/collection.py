"""A replay collection: several crawl dirs read as one, their CDXJ indexes merged at query time.

Each DIR contributes its index (DIR/indexes/index.cdxj, or its ZipNum index when built:
keepnet.index.zipnum.open_index) and the WARCs
of DIR/archive. Lines from all indexes are merged in byte order of whole lines (the order
every index file is sorted in), so a merged query reads exactly like one big index. Every
capture remembers which DIR it came from: its WARC is read from that DIR's archive only.
"""

from __future__ import annotations

import heapq
import logging
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import islice
from pathlib import Path
from typing import NamedTuple

from keepnet.index.cdxj import CdxjRecord, parse_line
from keepnet.index.query import exact_range
from keepnet.index.zipnum import CaptureIndex, open_index
from keepnet.layout import CrawlDir

log = logging.getLogger(__name__)


class Capture(NamedTuple):
    """One index line and the archive directory its WARC lives in."""

    record: CdxjRecord
    archive: Path


@dataclass
class _Source:
    archive: Path
    index: CaptureIndex | None  # None while the DIR has no index yet


class Collection:
    """The captures of one or more crawl dirs, queried as one index."""

    def __init__(self, name: str, dirs: Iterable[Path]) -> None:
        self.name = name
        self.sources: list[_Source] = []
        for d in dirs:
            layout = CrawlDir(Path(d))
            index = open_index(layout.root)  # the ZipNum index when there, else index.cdxj
            if index is None:
                log.warning("no index in %s (run `keepnet index %s`)", layout.indexes, d)
            self.sources.append(_Source(layout.archive.resolve(), index))

    def refresh(self) -> None:
        """Pick up index files rewritten by `keepnet index` since they were opened."""
        for src in self.sources:
            if src.index is not None:
                src.index.refresh()

    def close(self) -> None:
        for src in self.sources:
            if src.index is not None:
                src.index.close()

    def lines(self, start: str, end: str) -> Iterator[tuple[bytes, int]]:
        """(raw line, source number) of every index's lines in [start, end), merged."""
        streams = [
            _tagged(src.index.lines(start, end), i)
            for i, src in enumerate(self.sources)
            if src.index is not None
        ]
        if len(streams) == 1:
            return streams[0]
        return heapq.merge(*streams)

    def lookup(self, start: str, end: str, limit: int | None = None) -> Iterator[Capture]:
        """Captures whose line is in [start, end), by key then time; bad lines skipped."""
        return islice(self._parse(self.lines(start, end)), limit)

    def exact(self, key: str, limit: int | None = None) -> Iterator[Capture]:
        return self.lookup(*exact_range(key), limit=limit)

    def _parse(self, lines: Iterable[tuple[bytes, int]]) -> Iterator[Capture]:
        for line, i in lines:
            try:
                yield Capture(parse_line(line), self.sources[i].archive)
            except ValueError as exc:
                log.warning("skipping bad index line: %s", exc)

    def resolve_revisit(self, capture: Capture) -> Capture | None:
        """The original a revisit stands for: in its own DIR first, then in the others."""
        own = [s for s in self.sources if s.archive == capture.archive]
        others = [s for s in self.sources if s.archive != capture.archive]
        for src in own + others:
            if src.index is None:
                continue
            found = src.index.resolve_revisit(capture.record)
            if found is not None:
                return Capture(found, src.archive)
        return None


def _tagged(lines: Iterator[bytes], source: int) -> Iterator[tuple[bytes, int]]:
    for line in lines:
        yield line, source
