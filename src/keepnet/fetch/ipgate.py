"""Politeness per IP address: host names that share one server share its delay (BUbiNG).

Per-host politeness lets a crawler hit one machine as often as it has names (shared hosting,
a CDN edge, `localhost` and `127.0.0.1`).  With `politeness_per_ip` the fetcher waits for the
IP as well as the host: a request to an IP first *claims* it (marked busy until the request
ends, at most `busy_for`), and its end releases it with the next allowed time (end + delay).
The registry is in memory for one process, or in Redis for all workers of a distributed
crawl (keepnet.fetch.ipgate_redis), so the rule holds across machines.

Names the crawler cannot resolve itself (behind a forward proxy, the proxy resolves them)
are not gated by IP: per-host politeness still holds for them.
"""

from __future__ import annotations

import asyncio
import socket
import time
from collections.abc import Callable
from typing import Protocol

from keepnet.fetch.addresses import Resolver
from keepnet.fetch.http import FetchSettings, HttpClient
from keepnet.models import Exchange, FetchFailure
from keepnet.url.parse import host_port, hostname

MAX_WAIT_STEP = 1.0


class IpRegistry(Protocol):
    def claim(self, ip: str, now: float, busy_until: float) -> float:
        """0 when `ip` was free at `now` and is now claimed (busy until `busy_until`);
        otherwise the seconds to wait before trying again."""
        ...

    def release(self, ip: str, ready_at: float) -> None:
        """The request to `ip` ended: free from `ready_at` on."""
        ...


class LocalIpRegistry:
    """The registry of one process."""

    def __init__(self) -> None:
        self._next: dict[str, float] = {}

    def claim(self, ip: str, now: float, busy_until: float) -> float:
        ready = self._next.get(ip, 0.0)
        if now < ready:
            return ready - now
        self._next[ip] = busy_until
        return 0.0

    def release(self, ip: str, ready_at: float) -> None:
        self._next[ip] = ready_at


def first_address(addrs: list[str]) -> str:
    """One IP to stand for the server: the first IPv4 address, else the first."""
    return next((a for a in addrs if "." in a and ":" not in a), addrs[0])


class IpGatedClient(HttpClient):
    """An HttpClient whose every fetch (pages, robots.txt, browser requests) waits its IP's turn."""

    def __init__(
        self,
        settings: FetchSettings,
        registry: IpRegistry,
        delay: Callable[[str], float],
        busy_for: float = 300.0,
    ) -> None:
        super().__init__(settings)
        self.registry = registry
        self.delay = delay  # host -> seconds after a request before the IP is asked again
        self.busy_for = busy_for
        self._ips = Resolver()
        self.waited = 0.0  # seconds spent waiting for an IP's turn (stats)

    async def _ip(self, url: str) -> str | None:
        if self.settings.proxy:
            return None
        try:
            return first_address(await self._ips.resolve(hostname(url)))
        except (OSError, ValueError, socket.gaierror):
            return None  # the fetch reports the failure

    async def fetch(
        self, url: str, headers: dict[str, str] | None = None
    ) -> Exchange | FetchFailure:
        ip = await self._ip(url)
        if ip is None:
            return await super().fetch(url, headers)
        while (wait := self.registry.claim(ip, time.time(), time.time() + self.busy_for)) > 0:
            step = min(wait, MAX_WAIT_STEP)
            self.waited += step
            await asyncio.sleep(step)
        try:
            return await super().fetch(url, headers)
        finally:
            self.registry.release(ip, time.time() + self.delay(host_port(url)))


def ip_gated_client(
    settings: FetchSettings,
    delay: Callable[[str], float],
    busy_for: float,
    location: str | None = None,
    crawl_id: str = "crawl",
) -> IpGatedClient:
    """The crawl's client with per-IP politeness: in memory, or shared by every worker of a
    distributed crawl at `location` (redis://...)."""
    registry: IpRegistry = LocalIpRegistry()
    if location is not None:
        from keepnet.fetch.ipgate_redis import RedisIpRegistry
        from keepnet.frontier.redis import connect, crawl_prefix

        registry = RedisIpRegistry(connect(location), crawl_prefix(crawl_id))
    return IpGatedClient(settings, registry, delay, busy_for=busy_for)
