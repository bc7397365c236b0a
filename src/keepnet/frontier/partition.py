"""Which worker crawls which hosts: pay-level domains on a consistent-hashing ring.

Hosts are grouped by pay-level domain (publicsuffixlist: news.example.co.uk and
www.example.co.uk are one group) and the group is hashed into one of `PARTITIONS` fixed
partitions.  Live workers sit on a ring, each at `POINTS` pseudo-random points; a partition
belongs to the first worker point clockwise of its own point (Karger et al.'s consistent
hashing, as UbiCrawler and BUbiNG assign hosts).  When a worker joins or leaves, only the
partitions between its points and its neighbours' change hands: the others keep theirs.

Ownership is a preference, not a lock: a worker leases from its own partitions first and
takes from any other only when its own have nothing ready (keepnet.frontier.redis), so a
crawl never stalls on an unlucky split or a dead worker; politeness and exactly-once do not
depend on it (host in-flight counts and leases live in the frontier).
"""

from __future__ import annotations

import bisect
import hashlib
from functools import lru_cache
from typing import Any

PARTITIONS = 256
POINTS = 64


def _h(text: str) -> int:
    # A well-mixed hash: CRC32 of "w1#0", "w1#1"... clusters, and the ring gets lopsided.
    return int.from_bytes(hashlib.blake2b(text.encode("utf-8"), digest_size=8).digest(), "big")


@lru_cache(maxsize=1)
def _psl() -> Any:
    from publicsuffixlist import PublicSuffixList

    return PublicSuffixList()


@lru_cache(maxsize=65536)
def pay_level_domain(host: str) -> str:
    """The registrable domain of "host[:port]" (the host itself for IPs and bare names)."""
    name = host.rsplit(":", 1)[0] if not host.endswith("]") else host
    name = name.lower().strip("[]")
    if name.replace(".", "").isdigit() or ":" in name:
        return name  # an IP address is its own group
    return str(_psl().privatesuffix(name) or name)


def partition(host: str) -> int:
    return _h(pay_level_domain(host)) % PARTITIONS


def owned(member: str, members: list[str]) -> frozenset[int]:
    """The partitions `member` owns among live `members` (all of them when alone or absent)."""
    live = sorted(set(members) | {member})
    if len(live) == 1:
        return frozenset(range(PARTITIONS))
    ring = sorted((_h(f"{m}#{i}"), m) for m in live for i in range(POINTS))
    points = [p for p, _ in ring]
    mine = set()
    for part in range(PARTITIONS):
        at = bisect.bisect_left(points, _h(f"partition-{part}")) % len(ring)
        if ring[at][1] == member:
            mine.add(part)
    return frozenset(mine)
