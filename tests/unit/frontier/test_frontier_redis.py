"""RedisFrontier: the Frontier contract against a real redis-server, plus sharing between
clients (workers) and crawls."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest

from contract.frontier_contract import FrontierContract, MakeFrontier, keys, uri
from keepnet.frontier import Frontier
from keepnet.frontier.redis import RedisFrontier, connect, crawl_prefix
from redis_server import RedisServer

pytestmark = pytest.mark.redis
_ids = itertools.count()


class TestRedisFrontierContract(FrontierContract):
    @pytest.fixture
    def make_frontier(self, redis_server: RedisServer) -> Iterator[MakeFrontier]:
        made: list[RedisFrontier] = []

        def make(**kwargs: float) -> Frontier:
            f = RedisFrontier(connect(redis_server.url), f"contract-{next(_ids)}", **kwargs)  # type: ignore[arg-type]
            made.append(f)
            return f

        yield make
        for f in made:
            f.close()


def test_two_workers_share_queues_leases_and_politeness(redis_server: RedisServer) -> None:
    crawl = f"shared-{next(_ids)}"
    w1 = RedisFrontier(connect(redis_server.url), crawl)
    w2 = RedisFrontier(connect(redis_server.url), crawl)
    w1.add([uri(1), uri(2), uri(3, host="b.test")])
    assert w2.add([uri(1), uri(4)]) == [uri(4)]  # one seen-set
    got1 = w1.lease(5, 0.0)
    assert keys(got1) == ["k1", "k3"]  # one URL per host at a time, across workers
    assert w2.lease(5, 0.0) == []
    w1.complete(got1[0], host_ready_at=10.0)
    assert w2.lease(5, 9.9) == []  # a.test's delay holds for the other worker too
    assert keys(w2.lease(5, 10.0)) == ["k2"]
    assert w1.state("k2") == "leased"


def test_crawls_on_one_redis_are_separate(redis_server: RedisServer) -> None:
    a = RedisFrontier(connect(redis_server.url), f"a-{next(_ids)}")
    b = RedisFrontier(connect(redis_server.url), f"b-{next(_ids)}")
    a.add([uri(1)])
    assert b.add([uri(1)]) == [uri(1)]
    assert a.counts().seen == b.counts().seen == 1


def test_a_dead_workers_lease_returns_after_expiry(redis_server: RedisServer) -> None:
    crawl = f"dead-{next(_ids)}"
    dead = RedisFrontier(connect(redis_server.url), crawl, lease_seconds=30.0)
    live = RedisFrontier(connect(redis_server.url), crawl, lease_seconds=30.0)
    dead.add([uri(1)])
    assert keys(dead.lease(1, 100.0)) == ["k1"]  # ...and the worker is killed
    assert live.recover(now=129.0) == 0 and live.lease(1, 129.0) == []
    assert live.recover(now=130.0) == 1
    (u,) = live.lease(1, 130.0)
    live.complete(u, host_ready_at=130.0)
    dead.complete(u, host_ready_at=131.0)  # the dead worker's late answer is a no-op
    assert live.counts().done == 1


@pytest.mark.parametrize("bad", ["", "a b", "x{y}", "a:b"])
def test_crawl_ids_that_would_break_the_key_layout_are_refused(bad: str) -> None:
    with pytest.raises(ValueError, match="crawl id"):
        crawl_prefix(bad)


def test_non_redis_locations_are_refused() -> None:
    with pytest.raises(ValueError, match="expected redis://"):
        connect("http://127.0.0.1:6379/0")
