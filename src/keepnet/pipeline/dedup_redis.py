"""Payload-digest dedup shared by every worker of a distributed crawl (Redis).

The same contract as keepnet.pipeline.dedup.DigestIndex — the first capture of a payload
wins and every later one becomes a revisit of it — for all workers at once: `add` is one
HSETNX, so two workers archiving the same payload at the same moment agree on which one
is the original.  (Both may have written a full response by then: dedup saves bytes, it
never makes a capture wrong.)
"""

from __future__ import annotations

import json

import redis

from keepnet.warc.writer import Original


class RedisDigestIndex:
    """Payload digest -> first capture, in the hash `P digests` of a crawl's prefix."""

    def __init__(self, client: redis.Redis, prefix: str) -> None:
        self.r = client
        self.key = prefix + "digests"

    def lookup(self, digest: str) -> Original | None:
        raw = self.r.hget(self.key, digest)
        return None if raw is None else Original(digest, *json.loads(raw))

    def add(self, entry: Original) -> bool:
        value = json.dumps(
            [entry.uri, entry.date, entry.record_id, entry.filename, entry.offset, entry.length],
            separators=(",", ":"),
        )
        return bool(self.r.hsetnx(self.key, entry.digest, value))

    def __len__(self) -> int:
        return int(self.r.hlen(self.key))

    def flush(self) -> None:
        """Nothing to do: each add is applied when it returns."""

    def close(self) -> None:
        self.r.close()
