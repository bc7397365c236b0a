"""Crawl statistics: counters from events, continued across runs, saved atomically as JSON."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

import pytest

from keepnet.events import Event, EventBus
from keepnet.stats import CrawlStats

COUNTERS = (
    "fetched",
    "failed",
    "retries",
    "refused",
    "out_of_scope",
    "revisits",
    "pages",
    "bytes_downloaded",
    "warc_bytes",
    "runs",
)


def fed(*events: Event) -> CrawlStats:
    stats = CrawlStats()
    for e in events:
        stats.on_event(e)
    return stats


def test_fresh_stats_are_zero() -> None:
    stats = CrawlStats()
    assert all(getattr(stats, name) == 0 for name in COUNTERS)
    assert stats.status == {}


def test_fetched_events_count_status_bytes_and_out_of_scope() -> None:
    stats = fed(
        Event(
            "fetched",
            "http://a.test/",
            {"status": 200, "bytes": 1000, "warc_bytes": 400, "out_of_scope": 3},
        ),
        Event("fetched", "http://a.test/x", {"status": 200, "bytes": 24}),
        Event("fetched", "http://a.test/y", {"status": 404, "bytes": 10, "warc_bytes": 50}),
    )
    assert stats.fetched == 3
    assert stats.status == {"200": 2, "404": 1}
    assert stats.bytes_downloaded == 1034
    assert stats.warc_bytes == 450
    assert stats.out_of_scope == 3


def test_other_event_kinds_each_count_once() -> None:
    stats = fed(
        Event("failed", "http://a.test/1", {"code": -6, "reason": "dns"}),
        Event("failed", "http://a.test/2", {"code": -6}),
        Event("failed", "http://a.test/3", {"code": -2}),
        Event("retry", "http://a.test/1"),
        Event("refused", "http://a.test/t", {"reason": "trap"}),
        Event("revisit", "http://a.test/dup"),
        Event("page", "http://a.test/"),
        Event("page", "http://a.test/2"),
        Event("warc"),  # kinds stats does not count are ignored
        Event("done"),
    )
    assert (stats.failed, stats.retries, stats.refused, stats.revisits, stats.pages) == (
        3,
        1,
        1,
        1,
        2,
    )
    assert stats.fetched == 0
    assert stats.status == {"-6": 2, "-2": 1}


def test_stats_listen_on_the_bus() -> None:
    stats, bus = CrawlStats(), EventBus()
    bus.subscribe(stats.on_event)
    bus.emit("fetched", "http://a.test/", status=301, bytes=5)
    bus.emit("page", "http://a.test/")
    assert (stats.fetched, stats.pages, stats.status["301"]) == (1, 1, 1)


def test_save_writes_the_snapshot_as_json(tmp_path: Path) -> None:
    stats = fed(Event("fetched", "u", {"status": 200, "bytes": 7}))
    path = tmp_path / "stats.json"
    stats.save(path, frontier={"queued": 4, "done": 1}, final_reason="finished")
    data = json.loads(path.read_text())
    assert data["fetched"] == 1 and data["bytes_downloaded"] == 7
    assert data["status"] == {"200": 1}
    assert data["frontier"] == {"queued": 4, "done": 1}
    assert data["stop_reason"] == "finished"
    assert data["this_run"]["fetched"] == 1
    assert set(data) >= set(COUNTERS)
    assert not list(tmp_path.glob("*.tmp"))  # the temp file was renamed away


def test_snapshot_without_frontier_or_reason_omits_them() -> None:
    data = CrawlStats().snapshot()
    assert "frontier" not in data and "stop_reason" not in data


def test_snapshot_takes_a_dataclass_frontier() -> None:
    @dataclass
    class Counts:
        queued: int
        leased: int

    assert CrawlStats().snapshot(Counts(3, 1))["frontier"] == {"queued": 3, "leased": 1}


def test_snapshot_status_is_sorted() -> None:
    stats = fed(*(Event("fetched", "u", {"status": s}) for s in (404, 200, 301, 200)))
    assert list(stats.snapshot()["status"]) == ["200", "301", "404"]


def test_save_replaces_the_old_file_atomically(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "stats.json"
    first = fed(Event("fetched", "u", {"status": 200}))
    first.save(path)
    before = path.read_text()

    def crash(src: object, dst: object) -> None:
        raise OSError("killed before the rename")

    second = fed(*(Event("fetched", "u", {"status": 200}) for _ in range(5)))
    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        second.save(path)
    assert path.read_text() == before  # the reader never sees a half-written file
    monkeypatch.undo()
    second.save(path)
    assert json.loads(path.read_text())["fetched"] == 5


def test_load_continues_the_counts_of_a_previous_run(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    run1 = fed(
        Event("fetched", "u", {"status": 200, "bytes": 100, "warc_bytes": 60, "out_of_scope": 2}),
        Event("failed", "u", {"code": -2}),
        Event("page", "u"),
    )
    run1.load(tmp_path / "absent.json")  # a first run starts from nothing
    assert run1.runs == 1 and run1.fetched == 0
    run1.on_event(Event("fetched", "u", {"status": 200, "bytes": 100}))
    run1.save(path)

    run2 = CrawlStats()
    run2.load(path)
    assert run2.runs == 2
    assert (run2.fetched, run2.bytes_downloaded, run2.status) == (1, 100, {"200": 1})
    run2.on_event(Event("fetched", "u", {"status": 404, "bytes": 1}))
    run2.on_event(Event("revisit", "u"))
    assert run2.fetched == 2 and run2.revisits == 1
    assert run2.status == {"200": 1, "404": 1}
    snap = run2.snapshot()
    assert snap["this_run"]["fetched"] == 1  # this run's own count starts at zero


def test_load_of_a_corrupt_file_starts_from_zero(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    path.write_text('{"fetched": 12, "fail')
    stats = CrawlStats()
    stats.load(path)
    assert stats.fetched == 0 and stats.runs == 1


def test_rate_counts_this_run_only() -> None:
    stats = CrawlStats()
    stats.fetched = 1_000_000  # loaded from a previous run
    stats._run_started -= 1000.0  # as if this run began 1000 s ago
    assert stats.rate() == 0.0
    stats.on_event(Event("fetched", "u", {"status": 200}))
    assert stats.rate() == pytest.approx(1 / 1000, rel=0.01)
