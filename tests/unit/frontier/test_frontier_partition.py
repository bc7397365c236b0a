"""Consistent hashing of pay-level domains onto workers: balanced, stable under churn."""

from __future__ import annotations

from keepnet.frontier.partition import PARTITIONS, owned, partition, pay_level_domain


def test_hosts_of_one_pay_level_domain_share_a_partition() -> None:
    assert pay_level_domain("news.example.co.uk") == pay_level_domain("www.example.co.uk:8080")
    assert partition("news.example.co.uk") == partition("www.EXAMPLE.co.uk")
    assert pay_level_domain("127.0.0.1:8080") == "127.0.0.1"
    assert pay_level_domain("[::1]:80") == "::1"


def test_every_partition_has_exactly_one_owner() -> None:
    members = [f"w{i}" for i in range(5)]
    shares = [owned(m, members) for m in members]
    assert sum(len(s) for s in shares) == PARTITIONS
    assert frozenset().union(*shares) == frozenset(range(PARTITIONS))
    assert all(len(s) > PARTITIONS / 5 / 2 for s in shares)  # no worker starved


def test_alone_a_worker_owns_everything() -> None:
    assert owned("w1", []) == owned("w1", ["w1"]) == frozenset(range(PARTITIONS))


def test_a_leaving_worker_moves_only_its_own_share() -> None:
    members = [f"w{i}" for i in range(4)]
    before = {m: owned(m, members) for m in members}
    after = {m: owned(m, members[:-1]) for m in members[:-1]}
    for m in members[:-1]:
        assert before[m] <= after[m]  # nobody lost a partition
    gained = frozenset().union(*(after[m] - before[m] for m in after))
    assert gained == before["w3"]  # what moved is exactly the leaver's share


def test_a_joining_worker_takes_only_from_others_not_reshuffles() -> None:
    members = [f"w{i}" for i in range(3)]
    before = {m: owned(m, members) for m in members}
    new = owned("w3", [*members, "w3"])
    for m in members:
        now = owned(m, [*members, "w3"])
        assert now <= before[m] and before[m] - now <= new
