"""Change over time: what differs between two crawls, and how often a page changes.

`diff(old, new)` compares two crawls of a collection by their indexes: per URL the latest
capture with an HTTP status; a revisit in the new crawl (server-not-modified or identical
payload) or an equal payload digest is *unchanged*, another digest *changed*; URLs only in
one crawl are *new* or *gone*.

`change_rate(intervals)` estimates a page's change rate λ (changes per second, Poisson
changes as in Cho and Garcia-Molina, "Estimating frequency of change", 2003) from an
*incomplete* history: at each visit we only learn whether the page changed at least once
since the previous visit.  For visits `t_i` apart the likelihood is
Π changed (1 - e^(-λ t_i)) · Π unchanged e^(-λ t_i); its maximum is found by bisection.
With regular intervals it is their estimator r = -ln((n - X + 0.5) / (n + 0.5)) / I, bias
corrected by the 0.5 terms, which `change_rate` uses when every interval is the same.
`revisit_priority` turns an estimate into a re-crawl order: the probability that the page
changed since it was last captured, clamped by the minimum and maximum intervals.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from keepnet.index.cdxj import CdxjRecord, digest_value, parse_line


def latest_captures(index: Path) -> dict[str, CdxjRecord]:
    """URL -> its latest capture with an HTTP status (responses and revisits)."""
    out: dict[str, CdxjRecord] = {}
    if not index.is_file():
        return out
    with index.open("rb") as fh:
        for line in fh:
            try:
                rec = parse_line(line)
            except ValueError:
                continue
            if not rec.is_capture or rec.url.startswith("urn:"):
                continue
            prev = out.get(rec.url)
            if prev is None or rec.timestamp >= prev.timestamp:
                out[rec.url] = rec
    return out


@dataclass
class Diff:
    new: list[str] = field(default_factory=list)
    gone: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)

    def by_host(self) -> dict[str, Counter[str]]:
        hosts: dict[str, Counter[str]] = {}
        for kind in ("new", "gone", "changed", "unchanged"):
            for url in getattr(self, kind):
                hosts.setdefault(urlsplit(url).netloc, Counter())[kind] += 1
        return hosts


def diff(old_dir: Path, new_dir: Path) -> Diff:
    old = latest_captures(old_dir / "indexes" / "index.cdxj")
    new = latest_captures(new_dir / "indexes" / "index.cdxj")
    out = Diff()
    for url in sorted(set(old) | set(new)):
        if url not in old:
            out.new.append(url)
        elif url not in new:
            out.gone.append(url)
        else:
            a, b = old[url], new[url]
            same = b.is_revisit or (
                a.digest is not None
                and b.digest is not None
                and digest_value(a.digest) == digest_value(b.digest)
            )
            (out.unchanged if same else out.changed).append(url)
    return out


def change_rate(observations: Iterable[tuple[float, bool]]) -> float:
    """λ (changes per second) from (interval since the previous visit, changed?) pairs."""
    obs = [(t, c) for t, c in observations if t > 0]
    if not obs:
        raise ValueError("no observation")
    n, changes = len(obs), sum(1 for _, c in obs if c)
    intervals = {t for t, _ in obs}
    if len(intervals) == 1:  # regular visits: the bias-corrected estimator
        (interval,) = intervals
        return -math.log((n - changes + 0.5) / (n + 0.5)) / interval
    if changes == 0:
        return 0.0
    unchanged_time = sum(t for t, c in obs if not c)

    def slope(lam: float) -> float:  # d/dλ of the log-likelihood: decreasing in λ
        return (
            sum(t * math.exp(-lam * t) / -math.expm1(-lam * t) for t, c in obs if c)
            - unchanged_time
        )

    if unchanged_time == 0:  # changed at every visit: only a lower bound; cap it
        return 10.0 / min(t for t, _ in obs)
    lo, hi = 1e-12, 1.0
    while slope(hi) > 0:
        hi *= 2
    for _ in range(100):
        mid = (lo + hi) / 2
        if slope(mid) > 0:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def revisit_priority(
    rate: float, since_capture: float, min_interval: float, max_interval: float
) -> float:
    """0..1: how likely the page changed since its capture `since_capture` seconds ago.

    Not yet `min_interval` old: 0 (not worth a visit); older than `max_interval`: 1 (visit
    whatever its history says)."""
    if since_capture < min_interval:
        return 0.0
    if since_capture >= max_interval:
        return 1.0
    return -math.expm1(-rate * since_capture)
