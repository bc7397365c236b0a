"""The full-text search interface: documents in, ranked hits out (`SearchIndex` and its values).

One document per capture: the visible text and title of one archived HTML page at one
time (url + 14-digit timestamp, the same pair that names its memento `/web/TIMESTAMP/URL`).
Documents come in groups by `source` (the WARC file they were read from), so an index can be
brought up to date one WARC at a time, as the CDXJ index is: `sources()` says which WARCs
are in and as of which file size/mtime, `replace_source` swaps one WARC's documents
atomically, `drop_source` removes a WARC that is gone.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Protocol

# A highlighted text: (fragment, is_match) pairs, in order.  Kept structured rather than
# as marked-up text so every output (HTML, JSON, terminal) escapes it its own way.
Fragments = tuple[tuple[str, bool], ...]


def plain(fragments: Fragments) -> str:
    """The text of highlighted fragments without their marks."""
    return "".join(text for text, _ in fragments)


@dataclass(frozen=True, slots=True)
class SearchDocument:
    """What is indexed for one capture."""

    url: str
    timestamp: str  # 14 digits, UTC (the capture's WARC-Date)
    title: str
    text: str
    source: str = ""  # the WARC file name the capture was read from


@dataclass(frozen=True, slots=True)
class SourceEntry:
    """Which state of a source (WARC file) the index holds, and what it gave."""

    size: int
    mtime_ns: int
    documents: int = 0
    problems: int = 0


@dataclass(frozen=True, slots=True)
class SearchHit:
    """One result: a capture, its highlighted title and text snippet, and its score."""

    url: str
    timestamp: str
    title: Fragments
    snippet: Fragments
    score: float  # higher is better; comparable within one index only

    @property
    def title_text(self) -> str:
        return plain(self.title)

    @property
    def snippet_text(self) -> str:
        return plain(self.snippet)


@dataclass(frozen=True, slots=True)
class SearchResults:
    """A page of hits, best first, and how many documents matched in all."""

    hits: list[SearchHit]
    total: int
    offset: int
    limit: int
    terms: tuple[str, ...] = ()  # the positive terms understood, for display
    notes: tuple[str, ...] = field(default=())  # what was dropped from the query, and why


class SearchIndex(Protocol):
    """A full-text index of captures (SQLite FTS5 is the embedded default)."""

    def query(
        self,
        q: str,
        site: str | None = None,
        date_from: str | None = None,
        date_to: str | None = None,
        limit: int = 20,
        offset: int = 0,
    ) -> SearchResults:
        """Hits for user query `q`, never raising on its content (see keepnet.search.query).

        `site`: a host or registered domain; its subdomains match too.  `date_from` and
        `date_to`: 4 to 14 timestamp digits, inclusive ("2024" to "2024" is all of 2024).
        Raises ValueError only for a malformed site or date.
        """
        ...

    def add(self, docs: Iterable[SearchDocument]) -> int:
        """Index documents (a capture already indexed is replaced); returns how many."""
        ...

    def sources(self) -> dict[str, SourceEntry]:
        """The sources in the index, by name."""
        ...

    def replace_source(
        self,
        name: str,
        docs: Iterable[SearchDocument],
        entry: Callable[[int], SourceEntry],
    ) -> int:
        """Atomically replace the documents of source `name` with `docs`; returns their count.

        `entry(count)` is called once `docs` is exhausted (their count and any problems met
        reading them are only known then) and recorded with them in the same transaction.
        """
        ...

    def set_source(self, name: str, entry: SourceEntry) -> None:
        """Record that source `name` is fully indexed as of `entry`, its documents already
        added one by one with `add` (the live index does this while a WARC is written)."""
        ...

    def drop_source(self, name: str) -> int:
        """Remove a source and its documents; returns how many documents went."""
        ...

    def count(self) -> int:
        """Documents in the index."""
        ...

    def close(self) -> None: ...
