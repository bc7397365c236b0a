"""keepnet.browser.stats: the seed's tables in stats.json's "browser" section."""

from __future__ import annotations

from keepnet.browser.events import Interaction
from keepnet.browser.explore import Exploration
from keepnet.browser.states import State, StateTree
from keepnet.browser.stats import BrowserStats, PageSummary


def _exploration(url: str, levels: list[set[str]]) -> Exploration:
    tree = StateTree(url)
    parent = tree.add(State(tree.new_id(0), 0, (), 0.0, frozenset(levels[0]), frozenset(levels[0])))
    for depth, res in enumerate(levels[1:], start=1):
        step = Interaction("click", f"#l{depth}", event="click")
        parent = tree.add(
            State(
                tree.new_id(depth),
                depth,
                parent.script + (step,),
                0.0,
                frozenset(res),
                parent.path_resources | res,
                parent=parent.id,
            )
        )
    ex = Exploration(tree, tried=len(levels) - 1, events={"click": [len(levels) - 1, 3]})
    ex.charge(0, 1.0, 100)
    ex.charge(1, 2.0, 50)
    return ex


def test_tables_aggregate_pages() -> None:
    stats = BrowserStats()
    for url, levels in (
        ("http://a.test/", [{"a", "b"}, {"c"}, {"d", "e"}]),
        ("http://b.test/", [{"a"}]),
    ):
        ex = _exploration(url, levels)
        stats.add(PageSummary.from_exploration(url, "deferred", "test", ex, 1), ex)
    snap = stats.snapshot()
    assert snap["pages_rendered"] == 2 and snap["descendants"] == 2 and snap["paths"] == 2
    assert (
        snap["table4"]["R0"] == 3
        and snap["table4"]["R0+R1"] == 4
        and snap["table4"]["R0+R1+R2"] == 6
    )
    assert snap["table1"]["depth"]["max"] == 2 and snap["table1"]["descendants"]["mean"] == 1.0
    assert snap["table2_descendants"] == {"min": 0, "max": 2, "median": 1.0}
    assert snap["table3_events"] == {"click": [2, 6]}
    assert snap["table4"]["seconds_per_level"] == {"0": 2.0, "1": 4.0}
    assert snap["table7"]["bytes_per_level"] == {"0": 200, "1": 100}


def test_counts_continue_after_a_resume() -> None:
    first = BrowserStats()
    ex = _exploration("http://a.test/", [{"a"}, {"b"}])
    first.add(PageSummary.from_exploration("http://a.test/", "deferred", "t", ex, 0), ex)
    first.decisions["deferred"] += 1
    second = BrowserStats()
    second.load(first.snapshot())
    assert second.snapshot()["pages"] == first.snapshot()["pages"]
    assert second.decisions == first.decisions and second.events == first.events
