"""Crawl events: listeners in order, and a failing listener never stops the others."""

from __future__ import annotations

import dataclasses
import logging

import pytest

from keepnet.events import Event, EventBus


def test_emit_reaches_every_listener_in_subscription_order() -> None:
    bus, seen = EventBus(), []
    bus.subscribe(lambda e: seen.append(("first", e)))
    bus.subscribe(lambda e: seen.append(("second", e)))
    bus.emit("fetched", "http://a.test/", status=200, bytes=10)
    event = Event("fetched", "http://a.test/", {"status": 200, "bytes": 10})
    assert seen == [("first", event), ("second", event)]


def test_emit_without_listeners_is_harmless() -> None:
    EventBus().emit("done")


def test_event_defaults_and_frozen() -> None:
    e = Event("done")
    assert (e.url, e.data) == ("", {})
    assert Event("page").data is not e.data  # no shared mutable default
    with pytest.raises(dataclasses.FrozenInstanceError):
        e.kind = "x"  # type: ignore[misc]


def test_failing_listener_does_not_stop_the_others(caplog: pytest.LogCaptureFixture) -> None:
    bus, seen = EventBus(), []

    def broken(event: Event) -> None:
        raise RuntimeError("display crashed")

    bus.subscribe(lambda e: seen.append(f"before:{e.kind}"))
    bus.subscribe(broken)
    bus.subscribe(lambda e: seen.append(f"after:{e.kind}"))
    with caplog.at_level(logging.ERROR, logger="keepnet.events"):
        bus.emit("fetched", "http://a.test/")
        bus.emit("page", "http://a.test/")
    assert seen == ["before:fetched", "after:fetched", "before:page", "after:page"]
    failures = [r for r in caplog.records if r.name == "keepnet.events"]
    assert [r.getMessage() for r in failures] == [
        "event listener failed on fetched",
        "event listener failed on page",
    ]
    assert failures[0].exc_info is not None and "display crashed" in str(failures[0].exc_info[1])


def test_a_listener_may_subscribe_the_same_callable_twice() -> None:
    bus, seen = EventBus(), list[Event]()
    bus.subscribe(seen.append)
    bus.subscribe(seen.append)
    bus.emit("retry", "u")
    assert len(seen) == 2
