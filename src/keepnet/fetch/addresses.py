"""Which network addresses keepnet may connect to, and the DNS cache that finds them.

Rule order for a host (`AddressPolicy`):
1. `allow_private` (the `--allow-private` flag) or the host is listed in
   `allowed_private_hosts` (a seed that is itself private): anything goes.
2. An IP literal is refused when it is not a global unicast address: private (RFC 1918,
   RFC 4193), loopback, link-local, shared (RFC 6598), reserved, multicast or unspecified;
   an IPv4-mapped IPv6 address is judged by its IPv4 address.
3. `localhost` and names under `.localhost` are refused without any lookup (RFC 6761 §6.3
   says they are loopback), as are the loopback aliases of Debian's /etc/hosts.
4. Without a proxy, other names are resolved once (cached for `ttl` seconds) and only the
   addresses that pass rule 2 are connected to: the fetcher connects to the very address it
   checked, so a DNS answer that changes between check and connect (DNS rebinding) cannot
   slip a private address through.
5. With a proxy, other names are not resolved locally: the proxy resolves them and connects,
   and our resolver may not even know them (the local test web uses `.test` names only the
   proxy serves).  A local lookup would cost a round trip per host and prove nothing about
   the address the proxy will use; guarding the proxy's own network is the proxy's job.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address

LOOPBACK_NAMES = frozenset({"localhost", "localhost.localdomain", "ip6-localhost", "ip6-loopback"})


def normalize_host(host: str) -> str:
    """Lowercase, without IPv6 brackets or a trailing dot: the form policies compare."""
    host = host.strip().lower()
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    return host.rstrip(".")


def ip_literal(host: str) -> IPAddress | None:
    """The address if `host` is an IP literal (brackets allowed), else None."""
    try:
        return ipaddress.ip_address(normalize_host(host))
    except ValueError:
        return None


def address_refusal(addr: IPAddress) -> str | None:
    """Why an address is not a public one ("loopback", "private", ...), or None if it is."""
    if isinstance(addr, ipaddress.IPv6Address) and addr.ipv4_mapped is not None:
        addr = addr.ipv4_mapped
    for label, hit in (
        ("unspecified", addr.is_unspecified),
        ("loopback", addr.is_loopback),
        ("link-local", addr.is_link_local),
        ("multicast", addr.is_multicast),
        ("private", addr.is_private),
        ("reserved", addr.is_reserved),
    ):
        if hit:
            return label
    if not addr.is_global:
        return "non-global"  # e.g. 100.64.0.0/10 shared address space
    return None


class AddressPolicy:
    """Applies the rules above; see the module docstring."""

    def __init__(self, allow_private: bool, allowed_private_hosts: frozenset[str] = frozenset()):
        self.allow_private = allow_private
        self.allowed_hosts = frozenset(normalize_host(h) for h in allowed_private_hosts)

    def exempt(self, host: str) -> bool:
        return self.allow_private or normalize_host(host) in self.allowed_hosts

    def check_name(self, host: str) -> str | None:
        """Rules 1-3, without DNS: a refusal reason, or None to go on."""
        if self.exempt(host):
            return None
        name = normalize_host(host)
        addr = ip_literal(name)
        if addr is not None:
            why = address_refusal(addr)
            return f"{name} is a {why} address" if why else None
        if name in LOOPBACK_NAMES or name.endswith(".localhost"):
            return f"{name} is a loopback name"
        return None

    def filter(self, host: str, addresses: list[str]) -> tuple[list[str], str | None]:
        """Rule 4: the addresses that may be connected to, and why the others were refused."""
        if self.exempt(host):
            return addresses, None
        allowed: list[str] = []
        refused: list[str] = []
        for a in addresses:
            why = address_refusal(ipaddress.ip_address(a))
            if why is None:
                allowed.append(a)
            else:
                refused.append(f"{a} ({why})")
        reason = f"{normalize_host(host)} resolves to " + ", ".join(refused) if refused else None
        return allowed, reason


class Resolver:
    """getaddrinfo with a per-host cache and one lookup in flight per host.

    getaddrinfo does not report TTLs, so entries live for a fixed `ttl`; failures are not
    cached (the engine's retry back-off spaces the next attempt).
    """

    def __init__(self, ttl: float = 300.0):
        self.ttl = ttl
        self._cache: dict[str, tuple[float, list[str]]] = {}
        self._pending: dict[str, asyncio.Future[list[str]]] = {}

    async def resolve(self, host: str) -> list[str]:
        """IP addresses of `host` in resolver order; raises OSError (socket.gaierror)."""
        name = normalize_host(host)
        if ip_literal(name) is not None:
            return [name]
        loop = asyncio.get_running_loop()
        hit = self._cache.get(name)
        if hit is not None and hit[0] > loop.time():
            return hit[1]
        pending = self._pending.get(name)
        if pending is not None:
            return await asyncio.shield(pending)
        fut: asyncio.Future[list[str]] = loop.create_future()
        self._pending[name] = fut
        try:
            infos = await loop.getaddrinfo(name, None, type=socket.SOCK_STREAM)
            addrs = list(dict.fromkeys(str(info[4][0]) for info in infos))
            if not addrs:
                raise socket.gaierror(socket.EAI_NONAME, "no addresses")
            self._cache[name] = (loop.time() + self.ttl, addrs)
            fut.set_result(addrs)
            return addrs
        except asyncio.CancelledError:
            # Our caller was cancelled, not the lookup of the others waiting on it.
            fut.set_exception(OSError(f"lookup of {name} was cancelled"))
            fut.exception()  # mark retrieved: waiters re-raise it, nobody must log it
            raise
        except Exception as exc:
            fut.set_exception(exc)
            fut.exception()
            raise
        finally:
            del self._pending[name]
