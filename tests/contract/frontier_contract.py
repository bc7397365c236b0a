"""The Frontier contract suite: one set of tests every frontier implementation must pass.

Use it by subclassing in a test module and overriding the `make_frontier` fixture, which
returns a factory `make(host_concurrency=1, lease_seconds=300.0) -> Frontier` for a fresh,
empty frontier (see tests/unit/frontier/test_frontier_sqlite.py).  Times are plain
numbers: the frontier never reads the clock, so no test here sleeps.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    rule,
    run_state_machine_as_test,
)

from keepnet.frontier.base import Frontier, FrontierCounts
from keepnet.models import CrawlURI

MakeFrontier = Callable[..., Frontier]


def uri(n: int | str, host: str = "a.test", priority: float = 0.0, attempts: int = 0) -> CrawlURI:
    """A CrawlURI whose key is "k<n>" on `host`."""
    return CrawlURI(
        url=f"http://{host}/{n}",
        key=f"k{n}",
        host=host,
        seed="http://a.test/",
        hop_path="L" * (len(str(n)) % 3),
        via="http://a.test/",
        priority=priority,
        attempts=attempts,
    )


def keys(uris: list[CrawlURI]) -> list[str]:
    return [u.key for u in uris]


def drain(f: Frontier, now: float) -> list[str]:
    """Lease and complete one URL at a time until nothing is leasable at `now`."""
    out: list[str] = []
    while batch := f.lease(1, now):
        out.append(batch[0].key)
        f.complete(batch[0], host_ready_at=now)
    return out


class FrontierContract:
    """Subclass as `Test<Impl>Contract` and override `make_frontier`."""

    @pytest.fixture
    def make_frontier(self) -> MakeFrontier:
        raise NotImplementedError("override make_frontier in the implementation's test module")

    @pytest.fixture
    def f(self, make_frontier: MakeFrontier) -> Frontier:
        return make_frontier()

    # -- add and the seen-set ---------------------------------------------------------

    def test_is_a_frontier(self, f: Frontier) -> None:
        assert isinstance(f, Frontier)

    def test_add_returns_only_new_keys(self, f: Frontier) -> None:
        assert keys(f.add([uri(1), uri(2)])) == ["k1", "k2"]
        assert keys(f.add([uri(2), uri(3), uri(3), uri(1)])) == ["k3"]
        assert f.counts() == FrontierCounts(queued=3, leased=0, done=0, failed=0, seen=3)
        assert f.is_seen("k3") and not f.is_seen("k4")

    def test_seen_key_with_other_url_is_skipped(self, f: Frontier) -> None:
        f.add([uri(1)])
        other = CrawlURI(url="http://a.test/1?utm=x", key="k1", host="a.test", seed="s")
        assert f.add([other]) == []

    def test_done_and_failed_keys_never_requeued(self, f: Frontier) -> None:
        f.add([uri(1), uri(2)])
        (a,) = f.lease(1, 0.0)
        f.complete(a, host_ready_at=0.0)
        (b,) = f.lease(1, 0.0)
        f.fail(b)
        assert f.add([uri(1), uri(2)]) == []
        assert f.lease(10, 100.0) == []
        assert f.counts() == FrontierCounts(queued=0, leased=0, done=1, failed=1, seen=2)

    def test_lease_returns_stored_fields(self, f: Frontier) -> None:
        u = uri(7, priority=2.5, attempts=1)
        f.add([u])
        assert f.lease(1, 0.0) == [u]

    def test_host_total_counts_every_added_url(self, f: Frontier) -> None:
        f.add([uri(1), uri(2), uri(3, host="b.test"), uri(1)])
        drain(f, 0.0)
        f.add([uri(4)])
        assert f.host_total("a.test") == 3
        assert f.host_total("b.test") == 1
        assert f.host_total("nowhere.test") == 0

    # -- lease order ------------------------------------------------------------------

    def test_lease_within_host_priority_then_fifo(self, f: Frontier) -> None:
        f.add([uri(1), uri(2, priority=1.0), uri(3), uri(4, priority=1.0), uri(5, priority=-1)])
        assert drain(f, 0.0) == ["k2", "k4", "k1", "k3", "k5"]

    def test_lease_limit_zero_or_negative(self, f: Frontier) -> None:
        f.add([uri(1)])
        assert f.lease(0, 0.0) == [] and f.lease(-1, 0.0) == []
        assert f.counts().leased == 0

    def test_one_lease_per_host_by_default(self, f: Frontier) -> None:
        f.add([uri(i) for i in range(5)])
        assert keys(f.lease(10, 0.0)) == ["k0"]
        assert f.lease(10, 0.0) == []
        assert f.counts().leased == 1

    def test_host_concurrency_limits_leases(self, make_frontier: MakeFrontier) -> None:
        f = make_frontier(host_concurrency=3)
        f.add([uri(i) for i in range(5)])
        first = f.lease(10, 0.0)
        assert keys(first) == ["k0", "k1", "k2"]
        assert f.lease(10, 0.0) == []
        f.complete(first[1], host_ready_at=0.0)
        assert keys(f.lease(10, 0.0)) == ["k3"]

    def test_hosts_served_round_robin(self, make_frontier: MakeFrontier) -> None:
        f = make_frontier(host_concurrency=3)
        f.add([uri(f"a{i}", host="a.test") for i in range(3)])
        f.add([uri(f"b{i}", host="b.test") for i in range(3)])
        assert keys(f.lease(4, 0.0)) == ["ka0", "kb0", "ka1", "kb1"]

    def test_earliest_ready_host_first_ties_by_first_seen(self, f: Frontier) -> None:
        for h in ("c.test", "a.test", "b.test"):
            f.add([uri(h, host=h)])
        assert keys(f.lease(2, 0.0)) == ["kc.test", "ka.test"]
        f.add([uri(f"{h}2", host=h) for h in ("a.test", "b.test", "c.test")])
        f.complete(uri("c.test", host="c.test"), host_ready_at=5.0)
        f.complete(uri("a.test", host="a.test"), host_ready_at=3.0)
        # at 10 all are ready: b (ready since 0), then a (3), then c (5)
        assert keys(f.lease(10, 10.0)) == ["kb.test", "ka.test2", "kc.test2"]

    # -- host ready times -------------------------------------------------------------

    def test_complete_sets_host_ready_time(self, f: Frontier) -> None:
        f.add([uri(1), uri(2), uri(3, host="b.test")])
        (a,) = f.lease(1, 0.0)
        f.complete(a, host_ready_at=10.0)
        assert keys(f.lease(10, 9.9)) == ["k3"]
        assert keys(f.lease(10, 10.0)) == ["k2"]

    def test_ready_time_only_moves_forward(self, f: Frontier) -> None:
        f.add([uri(1), uri(2)])
        (a,) = f.lease(1, 0.0)
        f.defer_host("a.test", 100.0)  # e.g. a Retry-After seen while the fetch ran
        f.complete(a, host_ready_at=10.0)
        assert f.lease(1, 50.0) == []
        assert f.next_ready_at() == 100.0
        f.defer_host("a.test", 20.0)
        assert f.next_ready_at() == 100.0

    def test_defer_host_before_any_url(self, f: Frontier) -> None:
        f.defer_host("a.test", 30.0)
        f.add([uri(1), uri(2, host="b.test")])
        assert keys(f.lease(10, 0.0)) == ["k2"]
        assert keys(f.lease(10, 30.0)) == ["k1"]
        assert f.host_total("a.test") == 1

    # -- reschedule, fail, complete edge cases ----------------------------------------

    def test_reschedule_waits_and_counts_attempts(self, f: Frontier) -> None:
        f.add([uri(1, priority=4.0)])
        (a,) = f.lease(1, 0.0)
        f.reschedule(a, at=60.0, host_ready_at=5.0)
        assert f.counts() == FrontierCounts(queued=1, leased=0, done=0, failed=0, seen=1)
        assert f.next_ready_at() == 60.0
        assert f.lease(1, 59.0) == []
        (again,) = f.lease(1, 60.0)
        assert (again.key, again.attempts, again.priority) == ("k1", 1, 4.0)
        f.reschedule(again, at=0.0)
        assert f.lease(1, 60.0)[0].attempts == 2

    def test_rescheduled_url_keeps_fifo_place(self, f: Frontier) -> None:
        f.add([uri(1), uri(2), uri(3)])
        (a,) = f.lease(1, 0.0)
        f.reschedule(a, at=1.0)
        assert drain(f, 0.0) == ["k2", "k3"]
        f.add([uri(4)])
        assert drain(f, 1.0) == ["k1", "k4"]

    def test_waiting_url_needs_its_host_ready_too(self, f: Frontier) -> None:
        f.add([uri(1)])
        (a,) = f.lease(1, 0.0)
        f.reschedule(a, at=10.0, host_ready_at=25.0)
        assert f.next_ready_at() == 25.0
        assert f.lease(1, 10.0) == []
        assert keys(f.lease(1, 25.0)) == ["k1"]

    def test_fail_is_terminal_and_sets_ready_time(self, f: Frontier) -> None:
        f.add([uri(1), uri(2)])
        (a,) = f.lease(1, 0.0)
        f.fail(a, host_ready_at=7.0)
        assert f.counts().failed == 1
        assert f.lease(1, 6.0) == []
        assert keys(f.lease(1, 7.0)) == ["k2"]

    def test_finishing_a_terminal_url_is_a_no_op(self, f: Frontier) -> None:
        f.add([uri(1), uri(2)])
        (a,) = f.lease(1, 0.0)
        f.complete(a, host_ready_at=1.0)
        f.complete(a, host_ready_at=99.0)
        f.reschedule(a, at=5.0, host_ready_at=99.0)
        f.fail(a, host_ready_at=99.0)
        assert f.counts() == FrontierCounts(queued=1, leased=0, done=1, failed=0, seen=2)
        assert keys(f.lease(1, 1.0)) == ["k2"]  # host ready time untouched by the no-ops

    def test_complete_after_lease_was_recovered(self, f: Frontier) -> None:
        f.add([uri(1)])
        (a,) = f.lease(1, 0.0)
        assert f.recover() == 1
        f.complete(a, host_ready_at=0.0)  # the slow worker finished after all
        assert f.counts() == FrontierCounts(queued=0, leased=0, done=1, failed=0, seen=1)
        assert f.lease(1, 0.0) == []

    def test_state_follows_every_transition(self, f: Frontier) -> None:
        assert f.state("k1") is None
        f.add([uri(1, host="a.test"), uri(2, host="b.test"), uri(3, host="c.test")])
        assert [f.state(f"k{i}") for i in (1, 2, 3)] == ["queued"] * 3
        a, b, c = sorted(f.lease(3, 0.0), key=lambda u: u.key)
        assert [f.state(u.key) for u in (a, b, c)] == ["leased"] * 3
        f.complete(a, host_ready_at=0.0)
        f.reschedule(b, at=50.0)
        f.fail(c)
        assert [f.state(u.key) for u in (a, b, c)] == ["done", "waiting", "failed"]
        assert keys(f.lease(1, 50.0)) == ["k2"]
        assert f.state("k2") == "leased"
        assert f.state("never-added") is None

    @pytest.mark.parametrize(
        ("how", "after"),
        [
            ("FIRST", 0.2),
            ("LAST", 0.5),
            ("MAX", 0.8),
            ("SUM", 1.5),
            ("AVG", 0.5),
        ],
    )
    def test_rescore_update_functions(self, f: Frontier, how: str, after: float) -> None:
        f.add([uri(1, priority=0.2), uri(2, priority=0.6)])
        f.rescore("k1", 0.8, how)
        assert f.rescore("k1", 0.5, how) == pytest.approx(after)  # scores 0.2, 0.8, 0.5
        expected_first = "k1" if after > 0.6 else "k2"
        assert keys(f.lease(1, 0.0)) == [expected_first]  # the queue order follows

    def test_rescore_only_queued_urls_and_known_functions(self, f: Frontier) -> None:
        f.add([uri(1, priority=0.1), uri(2, priority=0.1)])
        (a,) = f.lease(1, 0.0)
        assert f.rescore(a.key, 0.9, "MAX") is None  # leased
        f.complete(a, host_ready_at=0.0)
        assert f.rescore(a.key, 0.9, "MAX") is None  # done
        assert f.rescore("never-added", 0.9, "MAX") is None
        with pytest.raises(ValueError):
            f.rescore("k2", 0.9, "MEDIAN")
        f.reschedule(f.lease(1, 0.0)[0], at=50.0)
        assert f.rescore("k2", 0.9, "MAX") == pytest.approx(0.9)  # waiting: changes
        (b,) = f.lease(1, 50.0)
        assert b.priority == pytest.approx(0.9)

    def test_unknown_key_raises(self, f: Frontier) -> None:
        with pytest.raises(KeyError):
            f.complete(uri(1), host_ready_at=0.0)
        with pytest.raises(KeyError):
            f.reschedule(uri(1), at=0.0)
        with pytest.raises(KeyError):
            f.fail(uri(1))

    # -- priorities -------------------------------------------------------------------

    def test_set_priority_reorders_queue(self, f: Frontier) -> None:
        f.add([uri(1), uri(2), uri(3)])
        assert f.set_priority("k3", 9.0) is True
        assert f.set_priority("k1", -1.0) is True
        leased = f.lease(1, 0.0)
        assert keys(leased) == ["k3"] and leased[0].priority == 9.0
        f.complete(leased[0], host_ready_at=0.0)
        assert drain(f, 0.0) == ["k2", "k1"]

    def test_set_priority_only_on_queued(self, f: Frontier) -> None:
        f.add([uri(1), uri(2), uri(3)])
        (a,) = f.lease(1, 0.0)
        assert f.set_priority("k1", 5.0) is False  # leased
        f.complete(a, host_ready_at=0.0)
        assert f.set_priority("k1", 5.0) is False  # done
        assert f.set_priority("nope", 5.0) is False
        (b,) = f.lease(1, 0.0)
        f.reschedule(b, at=0.0)
        assert f.set_priority("k2", -5.0) is True  # waiting counts as queued
        assert drain(f, 0.0) == ["k3", "k2"]

    # -- next_ready_at ----------------------------------------------------------------

    def test_next_ready_at(self, f: Frontier) -> None:
        assert f.next_ready_at() is None
        f.add([uri(1), uri(2), uri(3, host="b.test")])
        assert f.next_ready_at() == 0.0
        f.defer_host("a.test", 40.0)
        f.defer_host("b.test", 20.0)
        assert f.next_ready_at() == 20.0
        (b,) = f.lease(5, 20.0)
        f.complete(b, host_ready_at=21.0)
        assert f.next_ready_at() == 40.0
        drain(f, 40.0)
        assert f.next_ready_at() is None

    def test_next_ready_at_ignores_saturated_hosts(self, f: Frontier) -> None:
        f.add([uri(1), uri(2)])
        (a,) = f.lease(1, 0.0)
        assert f.next_ready_at() is None  # k2 waits for a.test's only slot
        f.complete(a, host_ready_at=3.0)
        assert f.next_ready_at() == 3.0

    def test_next_ready_at_waiting_url_on_saturated_host(self, f: Frontier) -> None:
        f.add([uri(1), uri(2)])
        (a,) = f.lease(1, 0.0)
        f.reschedule(a, at=5.0)
        (b,) = f.lease(1, 0.0)
        assert f.next_ready_at() is None  # k1's retry time is no use while k2 holds the slot
        f.complete(b, host_ready_at=1.0)
        assert f.next_ready_at() == 5.0

    # -- leases and recovery ----------------------------------------------------------

    def test_boost_host_reorders_its_queue_and_counts_changed_urls(self, f: Frontier) -> None:
        f.add([uri(1, "a.test", 0.5), uri(2, "b.test", 0.9), uri(3, "b.test", 0.1)])
        assert f.boost_host("a.test", 1.0) == 1
        assert f.boost_host("nobody.test", 1.0) == 0
        leased = f.lease(1, now=1.0)
        assert keys(leased) == ["k1"] and leased[0].priority == pytest.approx(1.5)
        f.complete(leased[0], host_ready_at=1.0)
        assert f.boost_host("a.test", 1.0) == 0  # done URLs are left alone
        assert f.boost_host("b.test", -1.0) == 2
        assert drain(f, now=2.0) == ["k2", "k3"]  # within a host, the order is kept

    def test_hosts_lists_the_busiest_first(self, f: Frontier) -> None:
        f.add([uri(1, "a.test"), uri(2, "b.test"), uri(3, "b.test")])
        f.defer_host("b.test", 50.0)
        leased = f.lease(1, now=1.0)
        assert keys(leased) == ["k1"]
        rows = f.hosts(10)
        assert [(h.host, h.queued, h.leased, h.total) for h in rows] == [
            ("b.test", 2, 0, 2),
            ("a.test", 0, 1, 1),
        ]
        assert rows[0].ready_at == 50.0
        assert [h.host for h in f.hosts(1)] == ["b.test"]

    def test_recover_all_leases(self, make_frontier: MakeFrontier) -> None:
        f = make_frontier(host_concurrency=2)
        f.add([uri(1), uri(2), uri(3, priority=1.0)])
        assert keys(f.lease(2, 0.0)) == ["k3", "k1"]
        assert f.recover() == 2
        assert f.counts() == FrontierCounts(queued=3, leased=0, done=0, failed=0, seen=3)
        assert f.recover() == 0
        assert keys(f.lease(3, 0.0)) == ["k3", "k1"]  # same order: FIFO place kept

    def test_recover_only_expired_leases(self, make_frontier: MakeFrontier) -> None:
        f = make_frontier(host_concurrency=5, lease_seconds=10.0)
        f.add([uri(1), uri(2)])
        f.lease(1, 0.0)
        f.lease(1, 5.0)
        assert f.recover(now=9.0) == 0
        assert f.recover(now=10.0) == 1
        assert f.counts().leased == 1
        assert keys(f.lease(5, 10.0)) == ["k1"]

    def test_expired_lease_holds_until_recovered(self, make_frontier: MakeFrontier) -> None:
        f = make_frontier(lease_seconds=10.0)
        f.add([uri(1), uri(2)])
        f.lease(1, 0.0)
        assert f.lease(1, 1000.0) == []
        assert f.recover(now=1000.0) == 1
        assert keys(f.lease(1, 1000.0)) == ["k1"]

    # -- model-based: invariants under random operation sequences ---------------------

    def test_random_operations_keep_invariants(self, make_frontier: MakeFrontier) -> None:
        run_state_machine_as_test(
            lambda: _FrontierMachine(make_frontier),  # type: ignore[arg-type]  # a factory works
            settings=settings(
                max_examples=25,
                stateful_step_count=30,
                deadline=None,
                suppress_health_check=list(HealthCheck),
            ),
        )


HOSTS = ["a.test", "b.test", "c.test"]


class _FrontierMachine(RuleBasedStateMachine):
    """Random add/lease/complete/reschedule/fail/recover; checked against a small model."""

    def __init__(self, make_frontier: MakeFrontier) -> None:
        super().__init__()
        self.make_frontier = make_frontier
        self.now = 0.0
        self.state: dict[str, str] = {}  # key -> queued|leased|done|failed
        self.leased: dict[str, CrawlURI] = {}
        self.ready: dict[str, float] = dict.fromkeys(HOSTS, 0.0)
        self.not_before: dict[str, float] = {}  # retry times
        self.f: Any = None

    @initialize(conc=st.integers(1, 3))
    def setup(self, conc: int) -> None:
        self.conc = conc
        self.f = self.make_frontier(host_concurrency=conc)

    @rule(ns=st.lists(st.integers(0, 40), max_size=6))
    def add(self, ns: list[int]) -> None:
        batch = [uri(n, host=HOSTS[n % 3], priority=n % 4) for n in ns]
        added = self.f.add(batch)
        expect = list(dict.fromkeys(u.key for u in batch if u.key not in self.state))
        assert keys(added) == expect
        for k in expect:
            self.state[k] = "queued"

    @rule(limit=st.integers(0, 5), dt=st.sampled_from([0.0, 0.5, 2.0]))
    def lease(self, limit: int, dt: float) -> None:
        self.now += dt
        self._lease(limit)

    def _lease(self, limit: int) -> list[CrawlURI]:
        got: list[CrawlURI] = self.f.lease(limit, self.now)
        assert len(got) == min(max(limit, 0), self._leasable()), "lease fills what it can"
        for u in got:
            assert self.state[u.key] == "queued", "only queued URLs are leased"
            assert self.ready[u.host] <= self.now, "host not ready"
            assert self.not_before.get(u.key, 0.0) <= self.now, "retry time not reached"
            self.state[u.key] = "leased"
            self.leased[u.key] = u
        for h in HOSTS:
            assert sum(1 for u in self.leased.values() if u.host == h) <= self.conc
        return got

    def _leasable(self) -> int:
        """How many URLs the model says one unlimited lease could hand out now."""
        total = 0
        for h in HOSTS:
            if self.ready[h] > self.now:
                continue
            eligible = sum(
                1
                for k, s in self.state.items()
                if s == "queued"
                and HOSTS[int(k[1:]) % 3] == h
                and self.not_before.get(k, 0.0) <= self.now
            )
            inflight = sum(1 for u in self.leased.values() if u.host == h)
            total += min(self.conc - inflight, eligible)
        return total

    @rule()
    def lease_at_next_ready(self) -> None:
        t = self.f.next_ready_at()
        if t is None:
            assert self.f.lease(1, self.now + 1e9) == [], "next_ready_at said nothing leasable"
            # A frontier's clock only moves forward (a crawl asks at time.time()): having
            # been asked at that time, it may have let waiting URLs' retry times pass (a
            # reschedule's `at`), so the model moves there too rather than going back.
            self.now += 1e9
            return
        self.now = max(self.now, t)
        assert self.f.lease(0, self.now) == []
        assert self._lease(1), "next_ready_at promised a leasable URL"

    @rule(data=st.data(), how=st.sampled_from(["complete", "reschedule", "fail"]))
    def finish(self, data: st.DataObject, how: str) -> None:
        if not self.leased:
            return
        k = data.draw(st.sampled_from(sorted(self.leased)))
        u = self.leased.pop(k)
        ready = self.now + data.draw(st.sampled_from([0.0, 1.0]))
        self.ready[u.host] = max(self.ready[u.host], ready)
        if how == "complete":
            self.f.complete(u, host_ready_at=ready)
            self.state[k] = "done"
        elif how == "fail":
            self.f.fail(u, host_ready_at=ready)
            self.state[k] = "failed"
        else:
            self.f.reschedule(u, at=self.now + 1.0, host_ready_at=ready)
            self.state[k] = "queued"
            self.not_before[k] = self.now + 1.0

    @rule()
    def recover(self) -> None:
        assert self.f.recover() == len(self.leased)
        for k in self.leased:
            self.state[k] = "queued"
        self.leased.clear()

    @invariant()
    def counts_match(self) -> None:
        if self.f is None:
            return
        c = self.f.counts()
        n = {s: list(self.state.values()).count(s) for s in ("queued", "leased", "done", "failed")}
        assert c == FrontierCounts(
            queued=n["queued"],
            leased=n["leased"],
            done=n["done"],
            failed=n["failed"],
            seen=len(self.state),
        )

    def teardown(self) -> None:
        if self.f is not None:
            self.f.close()
