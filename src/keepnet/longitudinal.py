"""Longitudinal views of a collection: several crawls of it, in time order.

- `crawl_facts(dir)`: what one crawl holds (captures, pages, bytes, MIME and status mix, hosts,
  first and last capture time), from its index;
- `timeline(dirs)`: per URL and crawl, the capture and its change event: `new` (first seen),
  `changed` (another payload digest), `status` (another HTTP status), `unchanged` (a revisit,
  or the same digest and status), `gone` (captured in the crawl before, not in this one),
  `back` (seen before, gone, captured again); from each crawl's latest capture of the URL;
- `host_links(dirs)`: the host link graph of each crawl (page links, hop L, from the crawl's
  outlink metadata records) and, between consecutive crawls, the edges `added` and `removed`.

Crawls are ordered by their first capture.  `--previous` chains and independent crawls of
the same site work alike: only the indexes and WARCs are read.  A crawl's latest captures
are held in memory while it is compared with the next (a dict of its URLs), so this is for
collections of crawls of up to millions of URLs; the derived datasets (keepnet.derive) hold
the same rows for DuckDB.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from keepnet.derive import outlinks, warc_files
from keepnet.index.cdxj import CdxjRecord, digest_value, parse_line
from keepnet.index.changes import latest_captures

EVENTS = ("new", "changed", "status", "unchanged", "gone", "back")


def host_of(url: str) -> str:
    return (urlsplit(url).hostname or "").lower()


@dataclass
class CrawlFacts:
    name: str
    path: Path
    first: str = ""  # 14-digit timestamps
    last: str = ""
    captures: int = 0  # index lines with an HTTP capture (responses and revisits)
    pages: int = 0  # HTML captures with status 200 or revisits of HTML
    bytes: int = 0  # record bytes in the WARCs (compressed)
    mimes: Counter[str] = field(default_factory=Counter)
    statuses: Counter[str] = field(default_factory=Counter)
    hosts: Counter[str] = field(default_factory=Counter)


def crawl_facts(crawl: Path) -> CrawlFacts:
    facts = CrawlFacts(crawl.resolve().name, crawl)
    index = crawl / "indexes" / "index.cdxj"
    if not index.is_file():
        return facts
    with index.open("rb") as fh:
        for line in fh:
            try:
                rec = parse_line(line)
            except ValueError:
                continue
            if not rec.is_capture or rec.url.startswith("urn:"):
                continue
            facts.captures += 1
            facts.bytes += rec.length
            facts.first = min(facts.first or rec.timestamp, rec.timestamp)
            facts.last = max(facts.last, rec.timestamp)
            mime = "revisit" if rec.is_revisit else (rec.mime or "-").split(";")[0]
            facts.mimes[mime] += 1
            facts.statuses[rec.status or "revisit"] += 1
            facts.hosts[host_of(rec.url)] += 1
            if rec.is_revisit or (
                rec.status == "200" and mime in ("text/html", "application/xhtml+xml")
            ):
                facts.pages += 1
    return facts


def ordered(crawls: list[Path]) -> list[CrawlFacts]:
    """The crawls' facts, oldest first (by first capture)."""
    facts = [crawl_facts(c) for c in crawls]
    return sorted(facts, key=lambda f: (f.first or "99999999999999", f.name))


@dataclass(frozen=True, slots=True)
class Observation:
    url: str
    host: str
    crawl: str
    time: str | None
    status: str | None
    digest: str | None
    event: str


def _event(prev: CdxjRecord, cur: CdxjRecord) -> str:
    if cur.is_revisit:
        return "unchanged"
    if prev.status is not None and cur.status is not None and prev.status != cur.status:
        return "status"
    if prev.digest and cur.digest and digest_value(prev.digest) != digest_value(cur.digest):
        return "changed"
    return "unchanged"


def timeline(facts: list[CrawlFacts]) -> Iterator[Observation]:
    """Per crawl (oldest first) and URL, the capture and its change event."""
    seen: set[str] = set()
    prev: dict[str, CdxjRecord] = {}
    for f in facts:
        cur = latest_captures(f.path / "indexes" / "index.cdxj")
        for url in sorted(set(cur) | set(prev)):
            rec = cur.get(url)
            if rec is None:
                yield Observation(url, host_of(url), f.name, None, None, None, "gone")
                continue
            event = _event(prev[url], rec) if url in prev else ("back" if url in seen else "new")
            seen.add(url)
            status = rec.status or (prev[url].status if url in prev else None)
            yield Observation(url, host_of(url), f.name, rec.timestamp, status, rec.digest, event)
        # a revisit carries no status of its own: the previous one holds
        prev = {
            u: (r if r.status or u not in prev else r._replace(status=prev[u].status))
            for u, r in cur.items()
        }


@dataclass
class LinkStep:
    old: str
    new: str
    added: Counter[tuple[str, str]]
    removed: Counter[tuple[str, str]]


def host_graph(crawl: Path) -> Counter[tuple[str, str]]:
    """(source host, target host) -> page links, from a crawl's outlink metadata (hop L)."""
    edges: Counter[tuple[str, str]] = Counter()
    for warc in warc_files(crawl):
        for source, target, hop, _context, _date in outlinks(warc):
            if hop == "L":
                edges[(host_of(source), host_of(target))] += 1
    return edges


def host_links(
    facts: list[CrawlFacts],
) -> tuple[dict[str, Counter[tuple[str, str]]], list[LinkStep]]:
    """Each crawl's host graph, and the edges added and removed from one crawl to the next."""
    graphs = {f.name: host_graph(f.path) for f in facts}
    steps = []
    for a, b in zip(facts, facts[1:], strict=False):
        ga, gb = graphs[a.name], graphs[b.name]
        steps.append(
            LinkStep(
                a.name,
                b.name,
                Counter({e: n for e, n in gb.items() if e not in ga}),
                Counter({e: n for e, n in ga.items() if e not in gb}),
            )
        )
    return graphs, steps
