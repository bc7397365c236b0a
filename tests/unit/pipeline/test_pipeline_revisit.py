"""The re-crawl schedule on synthetic histories: due dates, priorities, the crawl chain."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest

from keepnet.layout import crawl_chain
from keepnet.models import CrawlURI
from keepnet.pipeline.history import FetchHistory
from keepnet.pipeline.revisit import NEW_URL_PRIORITY, UNKNOWN_RATE_PRIORITY, RevisitSchedule
from keepnet.settings.job import JobError, RevisitSettings, build_job

DAY = 86400.0
T0 = 1_700_000_000.0


@pytest.fixture
def history(tmp_path: Path) -> FetchHistory:
    return FetchHistory(tmp_path / "history.db")


def visits(h: FetchHistory, key: str, versions: list[int], every: float = DAY) -> float:
    """One visit per `every` seconds; the page's content version at each. Last visit time."""
    for i, v in enumerate(versions):
        h.observe(key, T0 + i * every, f"sha1:V{v}", 200, revisit=False)
    return T0 + (len(versions) - 1) * every


def schedule(h: FetchHistory, lo: float = 0.0, hi: float = 30 * DAY) -> RevisitSchedule:
    return RevisitSchedule(h, RevisitSettings(mode="auto", min_interval=lo, max_interval=hi))


def test_a_page_that_never_changed_waits_for_max_interval(history: FetchHistory) -> None:
    last = visits(history, "k", [0] * 6)
    s = schedule(history, hi=10 * DAY)
    est = s.estimate("k")
    assert est is not None and est.rate == 0.0 and est.interval == 10 * DAY
    assert not s.due("k", last + 9 * DAY)
    assert s.due("k", last + 10 * DAY)
    assert s.priority("k", last + 9 * DAY) == 0.0
    assert s.priority("k", last + 10 * DAY) == 1.0


def test_a_page_that_changed_at_every_visit_is_due_sooner(history: FetchHistory) -> None:
    last = visits(history, "k", [0, 1, 2, 3, 4])
    est = schedule(history).estimate("k")
    assert est is not None and est.rate is not None
    # Cho and Garcia-Molina's estimator for 4 changes in 4 regular intervals
    assert est.rate == pytest.approx(-math.log(0.5 / 4.5) / DAY)
    assert est.interval == pytest.approx(DAY / 2.197, rel=1e-3)
    assert schedule(history, lo=DAY).estimate("k").interval == DAY  # type: ignore[union-attr]
    assert schedule(history).due("k", last + DAY / 2)


def test_the_likeliest_change_comes_first(history: FetchHistory) -> None:
    rng = random.Random(3)
    for key, per_day in (("fast", 2.0), ("medium", 0.3), ("slow", 0.05)):
        version, versions = 0, []
        for _ in range(60):
            version += rng.random() < -math.expm1(-per_day)  # changed during that day?
            versions.append(version)
        visits(history, key, versions)
    s = schedule(history, hi=1000 * DAY)
    now = T0 + 100 * DAY
    order = sorted(("slow", "fast", "medium"), key=lambda k: -s.priority(k, now))
    assert order == ["fast", "medium", "slow"]
    # the interval follows the rate: about 1/λ days
    fast = s.estimate("fast")
    assert fast is not None and 0.3 * DAY < fast.interval < 0.8 * DAY


def test_new_and_once_captured_urls(history: FetchHistory) -> None:
    history.observe("once", T0, "sha1:A", 200, revisit=False)
    s = schedule(history, lo=DAY)
    assert s.priority("never-seen", T0) == NEW_URL_PRIORITY and s.due("never-seen", T0)
    assert not s.due("once", T0 + DAY / 2)  # one capture: due after min_interval
    assert s.priority("once", T0 + DAY) == UNKNOWN_RATE_PRIORITY


def test_revisits_are_unchanged_and_a_new_status_is_a_change(history: FetchHistory) -> None:
    history.observe("k", T0, "sha1:A", 200, revisit=False)
    history.observe("k", T0 + DAY, "sha1:A", 304, revisit=True)  # server-not-modified
    history.observe("k", T0 + 2 * DAY, "sha1:A", 200, revisit=True)  # identical payload
    history.observe("k", T0 + 3 * DAY, "sha1:A", 200, revisit=False)
    history.observe("k", T0 + 4 * DAY, "sha1:A", 404, revisit=False)
    assert [o.changed for o in history.observations("k")] == [None, False, False, False, True]


def test_order_leaves_embeds_at_their_priority(history: FetchHistory) -> None:
    last = visits(history, "page", [0] * 3)
    s = RevisitSchedule(history, RevisitSettings(mode="auto"), clock=lambda: last + DAY)
    link = CrawlURI("http://h/p", "page", "h", "http://h/", "L", "http://h/", 0.0)
    embed = CrawlURI("http://h/i.png", "img", "h", "http://h/", "E", "http://h/", 1.0)
    new = CrawlURI("http://h/n", "new", "h", "http://h/", "L", "http://h/", 0.0)
    cands = [link, embed, new]
    s.order(cands)
    assert [c.priority for c in cands] == [0.0, 1.0, NEW_URL_PRIORITY]


def test_the_chain_follows_each_crawls_previous(tmp_path: Path) -> None:
    a, b, c = (tmp_path / n for n in "abc")
    for d, prev in ((a, []), (b, [a]), (c, [b, a])):
        (d / "state").mkdir(parents=True)
        (d / "state" / "job.json").write_text(json.dumps({"previous": [str(p) for p in prev]}))
    assert crawl_chain([c]) == [c, b, a]
    assert crawl_chain([b, c]) == [b, c, a]
    warcs_only = tmp_path / "elsewhere"
    warcs_only.mkdir()
    assert crawl_chain([warcs_only]) == [warcs_only]


def test_revisit_settings_take_durations_and_refuse_nonsense() -> None:
    job = build_job(
        {
            "seeds": ["http://h/"],
            "revisit": {"mode": "auto", "min_interval": "2h", "max_interval": "2w"},
        }
    )
    assert (job.revisit.min_interval, job.revisit.max_interval) == (7200, 14 * DAY)
    with pytest.raises(JobError, match="min_interval is longer"):
        build_job({"seeds": ["http://h/"], "revisit": {"min_interval": "2d", "max_interval": "1d"}})
    with pytest.raises(JobError, match="not a duration"):
        build_job({"seeds": ["http://h/"], "revisit": {"min_interval": "soon"}})


def test_a_history_loaded_by_an_earlier_keepnet_is_loaded_again(tmp_path: Path) -> None:
    import sqlite3

    old = sqlite3.connect(tmp_path / "history.db")
    old.executescript(
        "CREATE TABLE history (key TEXT PRIMARY KEY, url TEXT NOT NULL, etag TEXT,"
        " last_modified TEXT, digest TEXT NOT NULL, date TEXT NOT NULL, record_id TEXT NOT NULL,"
        " path TEXT NOT NULL, offset INTEGER NOT NULL, status INTEGER NOT NULL) WITHOUT ROWID;"
        "CREATE TABLE meta (k TEXT PRIMARY KEY, v TEXT) WITHOUT ROWID;"
        "INSERT INTO meta VALUES ('built', '3');"
    )
    old.close()
    h = FetchHistory(tmp_path / "history.db")  # a resume after an upgrade: no crash...
    assert h.get("k") is None
    assert h.build([], lambda u: u) == 0  # ...and the previous crawls are read again
