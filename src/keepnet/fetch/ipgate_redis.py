"""The per-IP politeness registry shared by the workers of a distributed crawl (Redis)."""

from __future__ import annotations

import time

import redis

# KEYS[1] the IP's key; ARGV: now, busy_until.  0 = claimed, else seconds to wait (string).
_CLAIM = r"""
local ready = tonumber(redis.call('GET', KEYS[1]) or '0')
local now, busy = tonumber(ARGV[1]), tonumber(ARGV[2])
if now < ready then return tostring(ready - now) end
redis.call('SET', KEYS[1], ARGV[2], 'EX', math.max(1, math.ceil(busy - now) + 60))
return '0'
"""


class RedisIpRegistry:
    def __init__(self, client: redis.Redis, prefix: str) -> None:
        self.r = client
        self.prefix = prefix + "ip:"
        self._claim = client.register_script(_CLAIM)

    def claim(self, ip: str, now: float, busy_until: float) -> float:
        return float(self._claim(keys=[self.prefix + ip], args=[repr(now), repr(busy_until)]))

    def release(self, ip: str, ready_at: float) -> None:
        ttl = max(1, int(ready_at - time.time()) + 60)
        self.r.set(self.prefix + ip, repr(ready_at), ex=ttl)
