"""The shared frontier: per-host queues, seen-set and leases in Redis, for many workers.

Each `Frontier` method is one Lua script (keepnet.frontier.redis_scripts), so one atomic
step however many workers call at once — the SQLite frontier's one-transaction-per-call
promise, across machines.  Several crawls share one Redis under their own key prefix
(``keepnet:{CRAWL}:``; the braces keep a crawl's keys in one Redis Cluster slot).

Leases are what make a dead worker harmless: a worker's in-flight URLs carry a lease end,
and any live worker's periodic `recover(now)` returns expired leases to their queues, so a
killed worker's share is fetched by the others after `lease_seconds`, not at the end of the
crawl.  Host ready times and in-flight counts live here too, so politeness (one request per
host at a time by default, the delay after each) holds across all workers.

The client is redis-py's synchronous one: the engine calls the frontier synchronously (the
Protocol is synchronous so that the SQLite frontier stays one transaction per call), and a
script round trip on loopback costs about as much as a SQLite transaction.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterable
from typing import Any
from urllib.parse import urlsplit

import redis

from keepnet.frontier import redis_scripts as lua
from keepnet.frontier.base import UPDATE_FUNCTIONS, FrontierCounts, HostCounts, URLState
from keepnet.frontier.partition import PARTITIONS, owned, partition
from keepnet.models import CrawlURI

_STATES: dict[int, URLState] = {0: "queued", 1: "leased", 2: "waiting", 3: "done", 4: "failed"}
QUEUED, LEASED, WAITING, DONE, FAILED = 0, 1, 2, 3, 4


def crawl_prefix(crawl_id: str) -> str:
    if not crawl_id or any(c in crawl_id for c in "{}: \t\n"):
        raise ValueError(f"crawl id {crawl_id!r}: use letters, digits, '-', '_' or '.'")
    return f"keepnet:{{{crawl_id}}}:"


def connect(url: str) -> redis.Redis:
    """A client for a redis://HOST:PORT/DB location (clear error when it is not one)."""
    parts = urlsplit(url)
    if parts.scheme not in ("redis", "rediss", "unix"):
        raise ValueError(f"frontier location {url!r}: expected redis://HOST:PORT/DB")
    return redis.Redis.from_url(
        url,
        decode_responses=True,
        socket_timeout=30,
        socket_connect_timeout=10,
        health_check_interval=30,
    )


MEMBER_TTL = 15.0  # seconds without a heartbeat before a worker leaves the ring
RING_REFRESH = 1.0  # seconds between two reads of the ring


class RedisFrontier:
    """A `Frontier` kept in Redis under `crawl_id`'s prefix (shared by every worker).

    With a `member` name the frontier is one worker's view: it joins the crawl's ring
    (keepnet.frontier.partition), leases from the partitions it owns first and from the
    others only when its own have nothing ready.  Without one it leases from everything.
    """

    def __init__(
        self,
        client: redis.Redis,
        crawl_id: str,
        *,
        host_concurrency: int = 1,
        lease_seconds: float = 300.0,
        member: str | None = None,
    ) -> None:
        if host_concurrency < 1:
            raise ValueError("host_concurrency must be >= 1")
        if lease_seconds <= 0:
            raise ValueError("lease_seconds must be > 0")
        self.r = client
        self.crawl_id = crawl_id
        self.prefix = crawl_prefix(crawl_id)
        self.host_concurrency = host_concurrency
        self.lease_seconds = lease_seconds
        self.shared = True  # leases may belong to other live workers: recover(now) only
        self.member = member
        self._owned: frozenset[int] | None = None
        self._ring_read = 0.0
        self.stolen = 0  # URLs leased from partitions other workers own
        self._add = client.register_script(lua.ADD)
        self._lease = client.register_script(lua.LEASE)
        self._finish = client.register_script(lua.FINISH)
        self._set_priority = client.register_script(lua.SET_PRIORITY)
        self._defer = client.register_script(lua.DEFER_HOST)
        self._boost = client.register_script(lua.BOOST_HOST)
        self._rescore = client.register_script(lua.RESCORE)
        self._recover = client.register_script(lua.RECOVER)
        self._next = client.register_script(lua.NEXT_READY)

    def _call(self, script: Any, *args: object) -> Any:
        return script(keys=[self.prefix], args=[self.host_concurrency, *args])

    # -- writing ----------------------------------------------------------------------

    def add(self, uris: Iterable[CrawlURI]) -> list[CrawlURI]:
        batch = list(uris)
        if not batch:
            return []
        args: list[object] = []
        for u in batch:
            data = json.dumps([u.url, u.host, u.seed, u.hop_path, u.via], separators=(",", ":"))
            args += [u.key, u.host, data, repr(float(u.priority)), u.attempts, partition(u.host)]
        added = self._call(self._add, *args)
        return [batch[int(i)] for i in added]

    # -- the ring -----------------------------------------------------------------------

    def heartbeat(self) -> None:
        """Say this worker is alive (it stays on the ring MEMBER_TTL seconds)."""
        if self.member is not None:
            self.r.zadd(self.prefix + "members", {self.member: time.time()})

    def leave(self) -> None:
        """Leave the ring now (a clean stop): the others take its partitions at once."""
        if self.member is not None:
            self.r.zrem(self.prefix + "members", self.member)

    def owned(self) -> frozenset[int] | None:
        """The partitions this worker owns now; None without a member name (all)."""
        if self.member is None:
            return None
        clock = time.monotonic()
        if self._owned is None or clock - self._ring_read > RING_REFRESH:
            self.heartbeat()
            live = self.r.zrangebyscore(self.prefix + "members", time.time() - MEMBER_TTL, "+inf")
            self._owned = owned(self.member, [str(m) for m in live])
            self._ring_read = clock
        return self._owned

    def _parts(self) -> list[object]:
        mine = self.owned()
        if mine is None or len(mine) == PARTITIONS:
            return ["*"]
        return list(sorted(mine)) or ["-1"]  # owning nothing: lease only by taking over

    # -- leasing ------------------------------------------------------------------------

    def lease(self, limit: int, now: float) -> list[CrawlURI]:
        if limit <= 0:
            return []
        parts = self._parts()
        got = self._lease_from(limit, now, parts)
        if parts != ["*"] and len(got) < limit:
            # Own partitions have nothing ready: help the others rather than idle.
            more = self._lease_from(limit - len(got), now, ["*"])
            self.stolen += len(more)
            got += more
        return got

    def _lease_from(self, limit: int, now: float, parts: list[object]) -> list[CrawlURI]:
        flat = self._call(self._lease, limit, repr(now), repr(self.lease_seconds), *parts)
        out = []
        for j in range(0, len(flat), 4):
            url, host, seed, hop_path, via = json.loads(flat[j])
            out.append(
                CrawlURI(
                    url=url,
                    key=flat[j + 3],
                    host=host,
                    seed=seed,
                    hop_path=hop_path,
                    via=via,
                    priority=float(flat[j + 1]),
                    attempts=int(flat[j + 2]),
                )
            )
        return out

    def _end(self, key: str, state: int, host_ready_at: float | None, at: float = 0.0) -> None:
        hra = "" if host_ready_at is None else repr(host_ready_at)
        try:
            self._call(self._finish, key, state, hra, repr(at))
        except redis.ResponseError as exc:
            if "unknown key" in str(exc):
                raise KeyError(key) from None
            raise

    def complete(self, uri: CrawlURI, host_ready_at: float) -> None:
        self._end(uri.key, DONE, host_ready_at)

    def reschedule(self, uri: CrawlURI, at: float, host_ready_at: float | None = None) -> None:
        self._end(uri.key, WAITING, host_ready_at, at)

    def fail(self, uri: CrawlURI, host_ready_at: float | None = None) -> None:
        self._end(uri.key, FAILED, host_ready_at)

    def set_priority(self, key: str, priority: float) -> bool:
        return bool(self._call(self._set_priority, key, repr(float(priority))))

    def rescore(self, key: str, score: float, how: str) -> float | None:
        if how not in UPDATE_FUNCTIONS:
            raise ValueError(f"unknown update function {how!r}")
        got = self._call(self._rescore, key, repr(float(score)), how)
        return None if got is None else float(got)

    def defer_host(self, host: str, until: float) -> None:
        self._call(self._defer, host, repr(until), partition(host))

    def boost_host(self, host: str, delta: float) -> int:
        return int(self._call(self._boost, host, repr(float(delta))))

    def hosts(self, limit: int) -> list[HostCounts]:
        names = [
            str(k)[len(self.prefix) + 2 :]
            for k in self.r.scan_iter(self.prefix + "h:*", count=1000)
        ]
        pipe = self.r.pipeline()
        for host in names:
            pipe.hmget(f"{self.prefix}h:{host}", "q", "i", "t", "r")
        rows = [
            HostCounts(host, int(q or 0), int(i or 0), int(t or 0), float(r or 0))
            for host, (q, i, t, r) in zip(names, pipe.execute(), strict=True)
        ]
        rows.sort(key=lambda h: (-h.queued, h.host))
        return rows[: max(0, limit)]

    def recover(self, now: float | None = None) -> int:
        return int(self._call(self._recover, "" if now is None else repr(now)))

    # -- reading ----------------------------------------------------------------------

    def next_ready_at(self) -> float | None:
        # Every partition: a worker with nothing of its own takes from the others (lease).
        got = self._call(self._next, "*")
        return None if got is None else float(got)

    def counts(self) -> FrontierCounts:
        n = {int(k[1:]): int(v) for k, v in self.r.hgetall(self.prefix + "tally").items()}
        queued = n.get(QUEUED, 0) + n.get(WAITING, 0)
        leased, done, failed = n.get(LEASED, 0), n.get(DONE, 0), n.get(FAILED, 0)
        return FrontierCounts(
            queued=queued,
            leased=leased,
            done=done,
            failed=failed,
            seen=queued + leased + done + failed,
        )

    def host_total(self, host: str) -> int:
        return int(self.r.hget(f"{self.prefix}h:{host}", "t") or 0)

    def is_seen(self, key: str) -> bool:
        return bool(self.r.exists(f"{self.prefix}u:{key}"))

    def state(self, key: str) -> URLState | None:
        s = self.r.hget(f"{self.prefix}u:{key}", "s")
        return None if s is None else _STATES[int(s)]

    def flush(self) -> None:
        """Nothing to do: each operation is one script, applied when it returns."""

    def close(self) -> None:
        self.leave()
        self.r.close()
