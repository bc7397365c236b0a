"""Finding the capture for a URL and a time: exact index key first, then canonicalizer fallbacks.

Order (seed 004: replay applies the same canonicalization as the index, and a rule added
later must not need a re-index): the keys of `Canonicalizer.lookup_keys(url, when)` for the
index profile (surt-ia) are tried in turn — the exact key first, then one key per scoped
rule of the rules file that applies to that site and time — and the first key holding any
capture wins. Among its captures the one closest in time to the request is chosen (ties go
to the earlier one). Revisits are mementos in their own right; when loaded, their payload
comes from the original found by CdxjIndex.resolve_revisit (keepnet.replay.load).
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from keepnet.replay import times
from keepnet.replay.collection import Capture, Collection
from keepnet.replay.load import ArchivedResponse, OriginalMissing, load
from keepnet.url.canon import Canonicalizer, get_canonicalizer
from keepnet.url.parse import InvalidURL
from keepnet.url.surt import index_key

INDEX_PROFILE = "surt-ia"
MAX_CAPTURES = 100_000  # per URL: a TimeMap of a busy URL, bounded to keep memory in check


class Resolver:
    """URL + time -> captures of a collection, and loading them."""

    def __init__(self, collection: Collection, rules_file: Path | None = None) -> None:
        self.collection = collection
        self.canon: Canonicalizer = get_canonicalizer(INDEX_PROFILE, rules_file)

    def keys(self, url: str, when: datetime | None = None) -> list[str]:
        """Index keys to try for url, exact key first."""
        try:
            return self.canon.lookup_keys(url, when)
        except (InvalidURL, ValueError):
            return [index_key(url)]

    def captures(
        self, url: str, when: datetime | None = None, *, mementos_only: bool = True
    ) -> list[Capture]:
        """Every capture of url (under the first key that has any), oldest first."""
        for key in self.keys(url, when):
            found = list(self.collection.exact(key, limit=MAX_CAPTURES))
            # Records without an HTTP status (metadata such as the browser tier's state
            # descriptions, resource records) share the page's key but are not mementos of
            # it; they are served only when a URL has nothing else.
            if mementos_only:
                found = [c for c in found if c.record.is_capture] or found
            if found:
                found.sort(key=lambda c: c.record.timestamp)
                return found
        return []

    def closest(self, url: str, timestamp: str | None) -> tuple[Capture, list[Capture]] | None:
        """(best capture for timestamp — the latest when None, all captures); None if none."""
        ranked, caps = self.ranked(url, timestamp)
        return (ranked[0], caps) if ranked else None

    def ranked(self, url: str, timestamp: str | None) -> tuple[list[Capture], list[Capture]]:
        """(captures best first, captures oldest first) of url for a requested time."""
        when = times.to_datetime(timestamp) if timestamp else None
        caps = self.captures(url, when)
        return rank(caps, url, timestamp), caps

    def load(self, capture: Capture) -> ArchivedResponse:
        """The archived response of a capture (revisits resolved); raises LoadError."""
        original = None
        if capture.record.is_revisit:
            original = self.collection.resolve_revisit(capture)
            if original is None:
                raise OriginalMissing(f"original of revisit {capture.record.url[:200]} not found")
        return load(capture, original)


def rank(captures: list[Capture], url: str, timestamp: str | None) -> list[Capture]:
    """Captures best first: nearest in time (the latest when no time is asked for), then
    those archived under exactly the requested URL (a key holds http://iana.org and
    http://www.iana.org/ alike), then the earlier one."""
    latest = captures[-1].record.timestamp if captures else ""
    target = times.seconds(timestamp or latest) if captures else 0.0
    return sorted(
        captures,
        key=lambda c: (
            abs(times.seconds(c.record.timestamp) - target),
            c.record.url != url,
            c.record.timestamp,
        ),
    )
