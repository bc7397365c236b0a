"""Descendant states of one page and their equivalence by embedded-resource sets.

The model is the seed's (001, sections 3-4, after Dincturk et al.'s hypercube): s0 is the
page after load, a descendant s_n is reached from s0 by an interaction script e_1..e_n,
and the states form a tree.  Two states are *equivalent* when the unordered sets of
embedded resources required to build them are equal — the archival notion, not DOM
equality: here that set is RP, every resource requested on the path from s0 to the state.
Identical scripts are never run twice (the explorer keeps them in `StateTree.scripts`).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

from keepnet.browser.events import Interaction


def dom_digest(dom: str) -> str:
    """A short digest of a serialized DOM (whether an interaction changed the page)."""
    return hashlib.sha1(dom.encode("utf-8", "replace")).hexdigest()[:16]


@dataclass(slots=True)
class State:
    """One node of the interaction tree.

    `resources` is R_n (requested during the last interaction only), `path_resources` is
    RP (R0 and every R_i on the path), `new_resources` the part of R_n no earlier state of
    the page had requested (the seed's R_new).  `equivalent_to` names an earlier state
    with the same RP (this one is then not expanded).
    """

    id: str
    depth: int
    script: tuple[Interaction, ...]
    started: float
    resources: frozenset[str] = frozenset()
    path_resources: frozenset[str] = frozenset()
    new_resources: frozenset[str] = frozenset()
    dom: str = ""
    dom_hash: str = ""
    title: str = ""
    interactions: tuple[Interaction, ...] = ()  # the state's map: what can be done from here
    equivalent_to: str | None = None
    parent: str | None = None
    elapsed: float = 0.0
    bytes: int = 0  # bytes of the new resources fetched to build it
    comments: list[str] = field(default_factory=list)


class StateTree:
    """The states of one page, in the order they were reached."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.states: list[State] = []
        self.scripts: set[tuple[Interaction, ...]] = set()
        self.noops = 0  # interactions after which nothing changed (no new state)
        self._by_set: dict[frozenset[str], str] = {}
        self._counts: dict[int, int] = {}
        self.seen: set[str] = set()  # every resource any state of the page requested

    def new_id(self, depth: int) -> str:
        n = self._counts.get(depth, 0)
        self._counts[depth] = n + 1
        return "s0" if depth == 0 else f"s{depth}-{n + 1}"

    def add(self, state: State) -> State:
        """Record a state: its new resources and its equivalence class are filled in."""
        state.new_resources = frozenset(state.resources - self.seen)
        self.seen |= state.resources
        twin = self._by_set.get(state.path_resources)
        if twin is not None and state.depth > 0:
            state.equivalent_to = twin
        else:
            self._by_set.setdefault(state.path_resources, state.id)
        self.states.append(state)
        return state

    @property
    def root(self) -> State:
        return self.states[0]

    def descendants(self) -> list[State]:
        return [s for s in self.states if s.depth > 0]

    def distinct(self) -> list[State]:
        """Descendants not equivalent to an earlier state."""
        return [s for s in self.descendants() if s.equivalent_to is None]

    def paths(self) -> list[State]:
        """States that brought a new resource: the seed's paths P through the tree."""
        return [s for s in self.descendants() if s.new_resources]

    def depth(self) -> int:
        """Length of the longest path that brought new resources (0: nothing below s0)."""
        return max((s.depth for s in self.paths()), default=0)

    def breadth(self) -> int:
        """Most distinct states on one level."""
        levels: dict[int, int] = {}
        for s in self.distinct():
            levels[s.depth] = levels.get(s.depth, 0) + 1
        return max(levels.values(), default=0)

    def resources_to(self, depth: int) -> set[str]:
        """R0 + R1 + ... + R_depth: every resource requested by states up to that level."""
        out: set[str] = set()
        for s in self.states:
            if s.depth <= depth:
                out |= s.resources
        return out
