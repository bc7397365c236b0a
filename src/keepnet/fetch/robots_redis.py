"""robots.txt rules shared by the workers of a distributed crawl (Redis, with the rules' TTL).

One worker fetches (and archives) an origin's robots.txt; the others read the rules here.
Under host_concurrency 1 the fetch happens while that worker holds the host's only lease,
so no two workers fetch the same robots.txt at once.
"""

from __future__ import annotations

import json
from typing import Any

import redis


class RedisRobotsStore:
    def __init__(self, client: redis.Redis, prefix: str) -> None:
        self.r = client
        self.prefix = prefix + "robots:"

    def get(self, origin: str) -> dict[str, Any] | None:
        raw = self.r.get(self.prefix + origin)
        return None if raw is None else dict(json.loads(raw))

    def put(self, origin: str, data: dict[str, Any], ttl: float) -> None:
        self.r.set(self.prefix + origin, json.dumps(data), ex=max(1, int(ttl)))
