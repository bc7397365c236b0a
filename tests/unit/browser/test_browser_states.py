"""keepnet.browser.states: the interaction tree and equivalence by embedded-resource sets."""

from __future__ import annotations

from keepnet.browser.events import Interaction
from keepnet.browser.states import State, StateTree, dom_digest


def _state(tree: StateTree, depth: int, parent: State | None, step: str, res: set[str]) -> State:
    script = (parent.script if parent else ()) + ((Interaction("click", step),) if step else ())
    path = (parent.path_resources if parent else frozenset()) | frozenset(res)
    return tree.add(
        State(
            tree.new_id(depth),
            depth,
            script,
            0.0,
            frozenset(res),
            path,
            parent=parent.id if parent else None,
        )
    )


def test_ids_levels_and_new_resources() -> None:
    tree = StateTree("http://a.test/")
    s0 = _state(tree, 0, None, "", {"css", "js"})
    a = _state(tree, 1, s0, "#a", {"a.json", "a.png"})
    b = _state(tree, 1, s0, "#b", {"a.json"})  # requests again what a brought: nothing new
    c = _state(tree, 2, a, "#c", {"c.png"})
    assert [s.id for s in tree.states] == ["s0", "s1-1", "s1-2", "s2-1"]
    assert a.new_resources == {"a.json", "a.png"} and b.new_resources == frozenset()
    assert c.new_resources == {"c.png"} and c.path_resources == {
        "css",
        "js",
        "a.json",
        "a.png",
        "c.png",
    }
    assert tree.resources_to(0) == {"css", "js"}
    assert len(tree.resources_to(1)) == 4 and len(tree.resources_to(2)) == 5
    assert [s.id for s in tree.paths()] == ["s1-1", "s2-1"] and tree.depth() == 2


def test_equal_resource_sets_are_equivalent_states() -> None:
    tree = StateTree("http://a.test/")
    s0 = _state(tree, 0, None, "", {"css"})
    a = _state(tree, 1, s0, "#a", {"x.json"})
    b = _state(tree, 1, s0, "#b", {"x.json"})
    toggle = _state(tree, 1, s0, "#t", set())  # a class toggle: new DOM, no resource
    again = _state(tree, 2, a, "#a", set())  # the seed's Va ~ Vc: nothing added on the path
    assert a.equivalent_to is None and b.equivalent_to == "s1-1"
    assert toggle.equivalent_to == "s0" and again.equivalent_to == "s1-1"
    assert [s.id for s in tree.distinct()] == ["s1-1"] and tree.breadth() == 1
    assert len(tree.descendants()) == 4


def test_dom_digest_is_stable_and_sensitive() -> None:
    assert dom_digest("<p>a</p>") == dom_digest("<p>a</p>") != dom_digest("<p>b</p>")
