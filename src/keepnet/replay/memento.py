"""Memento (RFC 7089): TimeGate negotiation, memento Link headers, TimeMaps in link-format.

URI-R is the archived URL, URI-G `/web/URI-R`, URI-T `/web/timemap/link/URI-R`, URI-M
`/web/TIMESTAMP/URI-R` (URIs are absolute, built on the request's own base URL).
Default negotiation is pattern 2.1 (section 4.2.1: URI-R != URI-G, 302-style): the TimeGate
answers 302 with Location: URI-M, `Vary: accept-datetime` and a Link header naming the
original, the TimeMap and the first/last/prev/next mementos around the chosen one
(memento_client reads those from the TimeGate response). The 200-style variant (pattern 2.2,
section 4.2.2) answers with the memento itself plus Content-Location: URI-M.
Accept-Datetime (section 2.1.1) is an HTTP-date; a malformed one is a 400, an absent one
selects the most recent memento. Mementos carry Memento-Datetime (section 2.1.2) and Link
rel original, timegate, timemap and first/last/prev/next memento (section 2.2).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from keepnet.replay import times
from keepnet.replay.collection import Capture

LINK_FORMAT = "application/link-format"
PREFIX = "/web/"


def link_uri(uri: str) -> str:
    """A URI made safe inside <...> of a Link header (no '<', '>', quotes or controls)."""
    out = []
    for ch in uri:
        if ch in '<>"\\ ' or ord(ch) < 0x20 or ord(ch) == 0x7F or ord(ch) > 0x7E:
            out.append("".join(f"%{b:02X}" for b in ch.encode("utf-8")))
        else:
            out.append(ch)
    return "".join(out)


@dataclass(frozen=True)
class MementoUris:
    """The URIs of one URI-R in one collection, on one server base ("http://host:port")."""

    base: str
    url: str  # URI-R
    prefix: str = PREFIX

    @property
    def original(self) -> str:
        return self.url

    @property
    def timegate(self) -> str:
        return f"{self.base}{self.prefix}{self.url}"

    @property
    def timemap(self) -> str:
        return f"{self.base}{self.prefix}timemap/link/{self.url}"

    def memento(self, timestamp: str, url: str | None = None, mod: str = "") -> str:
        return f"{self.base}{self.prefix}{timestamp}{mod}/{url or self.url}"


def unique_times(captures: Sequence[Capture]) -> list[Capture]:
    """One capture per timestamp (the first), oldest first: a URI-M names a second."""
    seen: set[str] = set()
    out = []
    for c in sorted(captures, key=lambda c: c.record.timestamp):
        if c.record.timestamp not in seen:
            seen.add(c.record.timestamp)
            out.append(c)
    return out


def _entry(uri: str, rels: list[str], timestamp: str | None = None, extra: str = "") -> str:
    text = f'<{link_uri(uri)}>; rel="{" ".join(rels)}"'
    if extra:
        text += extra
    if timestamp is not None:
        text += f'; datetime="{times.http_date(timestamp)}"'
    return text


def neighbour_links(
    uris: MementoUris, captures: Sequence[Capture], chosen: Capture | None, mod: str = ""
) -> list[str]:
    """first/last/prev/next (and the chosen one's own "memento") link entries."""
    mems = unique_times(captures)
    if not mems:
        return []
    by_ts: dict[str, list[str]] = {}
    order: list[str] = []

    def add(c: Capture, rel: str) -> None:
        ts = c.record.timestamp
        if ts not in by_ts:
            by_ts[ts] = []
            order.append(ts)
        if rel not in by_ts[ts]:
            by_ts[ts].append(rel)

    add(mems[0], "first")
    if chosen is not None:
        pos = next(
            (i for i, c in enumerate(mems) if c.record.timestamp == chosen.record.timestamp), None
        )
        if pos is not None:
            if pos > 0:
                add(mems[pos - 1], "prev")
            add(mems[pos], "")
            if pos + 1 < len(mems):
                add(mems[pos + 1], "next")
    add(mems[-1], "last")
    urls = {c.record.timestamp: c.record.url for c in mems}
    out = []
    for ts in order:
        rels = [r for r in by_ts[ts] if r] + ["memento"]
        out.append(_entry(uris.memento(ts, urls[ts], mod), rels, ts))
    return out


def memento_link_header(
    uris: MementoUris, captures: Sequence[Capture], chosen: Capture, mod: str = ""
) -> str:
    """The Link header of a memento (RFC 7089 section 2.2)."""
    head = [
        _entry(uris.original, ["original"]),
        _entry(uris.timegate, ["timegate"]),
        _entry(uris.timemap, ["timemap"], extra=f'; type="{LINK_FORMAT}"'),
    ]
    return ", ".join(head + neighbour_links(uris, captures, chosen, mod))


def timegate_link_header(
    uris: MementoUris, captures: Sequence[Capture], chosen: Capture | None
) -> str:
    """The Link header of a TimeGate response (original, timemap, neighbours of the choice)."""
    head = [
        _entry(uris.original, ["original"]),
        _entry(uris.timemap, ["timemap"], extra=f'; type="{LINK_FORMAT}"'),
    ]
    return ", ".join(head + neighbour_links(uris, captures, chosen))


def timemap(uris: MementoUris, captures: Sequence[Capture]) -> str:
    """A TimeMap in application/link-format (RFC 7089 section 5.1), one entry per line."""
    mems = unique_times(captures)
    self_extra = f'; type="{LINK_FORMAT}"'
    if mems:
        first, last = mems[0].record.timestamp, mems[-1].record.timestamp
        self_extra += f'; from="{times.http_date(first)}"; until="{times.http_date(last)}"'
    lines = [
        _entry(uris.original, ["original"]),
        _entry(uris.timegate, ["timegate"]),
        _entry(uris.timemap, ["self"], extra=self_extra),
    ]
    for i, c in enumerate(mems):
        rels = (["first"] if i == 0 else []) + (["last"] if i == len(mems) - 1 else [])
        ts = c.record.timestamp
        lines.append(_entry(uris.memento(ts, c.record.url), rels + ["memento"], ts))
    return ",\n".join(lines) + "\n"


class BadAcceptDatetime(ValueError):
    """Accept-Datetime present but not an HTTP-date (RFC 7089 section 2.1.1: 400)."""


def requested_timestamp(accept_datetime: str | None) -> str | None:
    """The 14-digit timestamp an Accept-Datetime asks for; None when absent (= latest)."""
    if accept_datetime is None or not accept_datetime.strip():
        return None
    when = times.parse_http_date(accept_datetime)
    if when is None:
        raise BadAcceptDatetime(accept_datetime[:100])
    if when.year < 1 or when.year > 9999:  # pragma: no cover - parsedate bounds this
        raise BadAcceptDatetime(accept_datetime[:100])
    return times.from_datetime(when)
