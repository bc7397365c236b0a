"""keepnet.browser.metadata: the seed's Table 6 state records and the s0 screenshot in WARC."""

from __future__ import annotations

import json
from pathlib import Path

from warcio.archiveiterator import ArchiveIterator

from keepnet.browser.events import Interaction
from keepnet.browser.metadata import (
    screenshot_uri,
    script_csv,
    state_json,
    write_screenshot,
    write_states,
)
from keepnet.browser.states import State, StateTree
from keepnet.warc.writer import WarcWriter

URL = "http://a.test/p.html"


def _tree() -> StateTree:
    tree = StateTree(URL)
    s0 = tree.add(
        State(
            tree.new_id(0),
            0,
            (),
            1_700_000_000.0,
            frozenset({"c"}),
            frozenset({"c"}),
            dom="<html>s0</html>",
            interactions=(Interaction("click", "#a", event="click"),),
        )
    )
    step = Interaction("select", "#s", "red, green", event="change")
    tree.add(
        State(
            tree.new_id(1),
            1,
            (step,),
            1_700_000_001.5,
            frozenset({"x"}),
            frozenset({"c", "x"}),
            dom="<html>s1</html>",
            parent=s0.id,
        )
    )
    tree.add(
        State(
            tree.new_id(1),
            1,
            (Interaction("click", "#b"),),
            1_700_000_002.0,
            frozenset({"x"}),
            frozenset({"c", "x"}),
            parent=s0.id,
            comments=["dialog dismissed: alert: hi"],
        )
    )
    return tree


def test_script_is_csv_one_step_a_line() -> None:
    steps = (
        Interaction("mouseover", "#m > li:nth-of-type(1)", event="mouseenter"),
        Interaction("select", "#s", "a,b", event="change"),
    )
    assert (
        script_csv(steps)
        == 'mouseenter,mouseover,#m > li:nth-of-type(1),\nchange,select,#s,"a,b"\n'
    )
    assert script_csv(()) == ""


def test_state_json_has_table6_fields() -> None:
    tree = _tree()
    s1, s1b = tree.states[1], tree.states[2]
    d = state_json(tree, s1)
    assert d["startedDateTime"] == "2023-11-14T22:13:21.500Z"
    assert (d["id"], d["title"], d["depth"], d["parent"]) == ("s1-1", URL, 1, "s0")
    assert d["pageTimings"] == 'change,select,#s,"red, green"\n'
    assert d["renderedContent"] == "<html>s1</html>" and d["renderedElements"] == ["c", "x"]
    assert d["newResources"] == ["x"] and d["map"] == [] and d["comment"] == ""
    e = state_json(tree, s1b)
    assert e["equivalentTo"] == "s1-1"
    assert (
        e["comment"] == "equivalent to s1-1 (same embedded resources); dialog dismissed: alert: hi"
    )
    assert state_json(tree, tree.root)["map"] == [
        {"event": "click", "action": "click", "target": "#a", "value": ""}
    ]


def test_records_are_written_as_warc_metadata_and_resource(tmp_path: Path) -> None:
    tree = _tree()
    with WarcWriter(tmp_path, "t", {}) as writer:
        n = write_states(writer, tree, ["tier: deferred (test)"])
        n += write_screenshot(writer, URL, b"\x89PNG fake")
    assert n > 0
    (warc,) = tmp_path.glob("*.warc.gz")
    got = []
    with open(warc, "rb") as fh:
        for rec in ArchiveIterator(fh):
            got.append(
                (
                    rec.rec_type,
                    rec.rec_headers.get_header("WARC-Target-URI"),
                    rec.rec_headers.get_header("Content-Type"),
                    rec.content_stream().read(),
                )
            )
    meta = [json.loads(body) for t, _, ct, body in got if t == "metadata"]
    assert [m["id"] for m in meta] == ["s0", "s1-1", "s1-2"]
    assert meta[0]["comment"] == "tier: deferred (test)"
    assert {u for t, u, _, _ in got if t == "metadata"} == {URL}
    shot = [g for g in got if g[0] == "resource"]
    assert shot == [("resource", screenshot_uri(URL), "image/png", b"\x89PNG fake")]
    assert screenshot_uri(URL) == "urn:view:" + URL
