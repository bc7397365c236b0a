"""keepnet.browser.events: which interactions a listener type on an element stands for, and
discovery over a stand-in for the DevTools protocol."""

from __future__ import annotations

import asyncio
from typing import Any

from keepnet.browser.events import (
    DOCUMENT_KEYS,
    Interaction,
    _actions_for,
    _navigates,
    discover,
)


def info(**kw: object) -> dict[str, object]:
    return {"sel": "#x", "tag": "div", "visible": True, **kw}


def test_mouse_events_map_to_actions() -> None:
    assert _actions_for("click", info()) == [Interaction("click", "#x")]
    assert _actions_for("mouseenter", info())[0].action == "mouseover"
    assert _actions_for("pointerdown", info())[0].action == "mousedown"
    assert _actions_for("mouseleave", info())[0].action == "mouseout"
    assert _actions_for("load", info()) == [] and _actions_for("click", info(visible=False)) == []


def test_change_tries_every_option_of_a_select() -> None:
    got = _actions_for("change", info(tag="select", options=["", "red", "blue"]))
    assert [(i.action, i.arg) for i in got] == [
        ("select", ""),
        ("select", "red"),
        ("select", "blue"),
    ]
    assert _actions_for("change", info(tag="input", type="checkbox"))[0].action == "click"
    assert _actions_for("input", info(tag="input", type="text"))[0] == Interaction(
        "fill", "#x", "keepnet"
    )


def test_keys_on_fields_and_on_the_document() -> None:
    assert {i.arg for i in _actions_for("keydown", info(tag="input"))} == {"Enter", "ArrowDown"}
    doc = _actions_for("keydown", {"sel": "document", "visible": True, "root": True})
    assert [i.arg for i in doc] == list(DOCUMENT_KEYS) and {i.selector for i in doc} == {"body"}


def test_submit_scroll_and_navigation() -> None:
    assert _actions_for("submit", info(tag="form"))[0].action == "submit"
    assert _actions_for("submit", info(tag="div")) == []
    assert _actions_for("wheel", info())[0] == Interaction("scroll", "window")
    assert _navigates({"tag": "a", "href": "/next.html"})
    assert not _navigates({"tag": "a", "href": "#/about"}) and not _navigates({"tag": "span"})


def test_interactions_compare_without_their_event_type() -> None:
    a, b = (
        Interaction("mouseover", "#m", event="mouseover"),
        Interaction("mouseover", "#m", event="mouseenter"),
    )
    assert a == b and len({a, b}) == 1
    assert Interaction("select", "#s", "red").label() == "select #s [red]"
    assert a.to_json() == {"event": "mouseover", "action": "mouseover", "target": "#m", "value": ""}


class _Cdp:
    """DevTools for a page of three buttons with a click listener each; counts the calls in
    flight at once."""

    def __init__(self) -> None:
        self.in_flight = 0
        self.most = 0

    async def send(self, method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
        self.in_flight += 1
        self.most = max(self.most, self.in_flight)
        try:
            await asyncio.sleep(0.001)  # a round trip to Chromium
            return self._answer(method, params or {})
        finally:
            self.in_flight -= 1

    @staticmethod
    def _answer(method: str, params: dict[str, Any]) -> dict[str, Any]:
        if method == "Runtime.evaluate":
            return {"result": {"objectId": params["expression"]}}
        if method == "DOMDebugger.getEventListeners":
            if params["objectId"] == "window":
                return {"listeners": []}
            return {"listeners": [{"type": "click", "backendNodeId": n} for n in (1, 2, 3)]}
        if method == "DOM.resolveNode":
            return {"object": {"objectId": f"node{params['backendNodeId']}"}}
        if method == "Runtime.callFunctionOn":
            if params["objectId"] == "document":  # the scan for elements that look interactive
                return {"result": {"value": []}}
            n = params["objectId"].removeprefix("node")
            return {"result": {"value": info(sel=f"#b{n}", tag="button", kids=0)}}
        return {}


async def test_discovery_sends_its_calls_for_every_node_at_once() -> None:
    """On a busy machine each DevTools round trip waits for Chromium to be scheduled: the
    nodes' calls go together (one wait for all), and the map keeps document order."""
    cdp = _Cdp()
    found = await discover(cdp)
    assert [i.label() for i in found.interactions] == ["click #b1", "click #b2", "click #b3"]
    assert found.listeners == 3
    assert cdp.most >= 3
