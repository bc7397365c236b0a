"""The private-address policy and the DNS cache."""

from __future__ import annotations

import asyncio
import ipaddress
import socket

import pytest

from keepnet.fetch.addresses import AddressPolicy, Resolver, address_refusal, normalize_host


@pytest.mark.parametrize(
    ("addr", "why"),
    [
        ("127.0.0.1", "loopback"),
        ("10.1.2.3", "private"),
        ("172.16.0.1", "private"),
        ("192.168.1.1", "private"),
        ("169.254.169.254", "link-local"),  # cloud metadata endpoint
        ("0.0.0.0", "unspecified"),
        ("224.0.0.1", "multicast"),
        ("240.0.0.1", "private"),  # reserved; Python files 240/4 under is_private too
        ("100.64.0.1", "non-global"),
        ("::1", "loopback"),
        ("fe80::1", "link-local"),
        ("fd00::1", "private"),
        ("::ffff:127.0.0.1", "loopback"),
        ("::", "unspecified"),
        ("93.184.216.34", None),
        ("2606:2800:220:1:248:1893:25c8:1946", None),
    ],
)
def test_address_refusal(addr: str, why: str | None) -> None:
    assert address_refusal(ipaddress.ip_address(addr)) == why


def test_normalize_host() -> None:
    assert normalize_host("[::1]") == "::1"
    assert normalize_host("Example.COM.") == "example.com"


def test_policy_names_and_literals() -> None:
    strict = AddressPolicy(False)
    assert strict.check_name("127.0.0.1") == "127.0.0.1 is a loopback address"
    assert strict.check_name("[::1]") == "::1 is a loopback address"
    assert strict.check_name("LOCALHOST") == "localhost is a loopback name"
    assert strict.check_name("app.localhost") is not None
    assert strict.check_name("site.test") is None
    assert strict.check_name("8.8.8.8") is None
    assert AddressPolicy(True).check_name("127.0.0.1") is None
    seeded = AddressPolicy(False, frozenset({"LocalHost", "10.0.0.5"}))
    assert seeded.check_name("localhost") is None and seeded.check_name("10.0.0.5") is None
    assert seeded.check_name("10.0.0.6") is not None


def test_policy_filters_resolved_addresses() -> None:
    strict = AddressPolicy(False)
    allowed, why = strict.filter("mixed.example", ["10.0.0.1", "93.184.216.34"])
    assert allowed == ["93.184.216.34"] and why == "mixed.example resolves to 10.0.0.1 (private)"
    assert strict.filter("ok.example", ["93.184.216.34"]) == (["93.184.216.34"], None)
    assert AddressPolicy(True).filter("x", ["127.0.0.1"]) == (["127.0.0.1"], None)


async def test_resolver_caches_and_coalesces(monkeypatch: pytest.MonkeyPatch) -> None:
    loop = asyncio.get_running_loop()
    calls: list[str] = []

    async def fake_getaddrinfo(host: str, port: object, **kw: object) -> list[tuple]:
        calls.append(host)
        await asyncio.sleep(0.01)
        if host == "bad.example":
            raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")
        return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("93.184.216.34", 0))] * 2

    monkeypatch.setattr(loop, "getaddrinfo", fake_getaddrinfo)
    r = Resolver(ttl=60)
    results = await asyncio.gather(*(r.resolve("Site.Example") for _ in range(5)))
    assert results == [["93.184.216.34"]] * 5
    assert await r.resolve("site.example") == ["93.184.216.34"]
    assert calls == ["site.example"]
    assert await r.resolve("[::1]") == ["::1"]  # literals need no lookup
    for _ in range(2):  # failures are not cached
        with pytest.raises(socket.gaierror):
            await r.resolve("bad.example")
    assert calls.count("bad.example") == 2
    r.ttl = 0
    r._cache.clear()
    await r.resolve("site.example")
    await r.resolve("site.example")
    assert calls.count("site.example") == 3
