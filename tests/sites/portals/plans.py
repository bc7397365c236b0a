"""A forced plan for tests that run one heuristic on a hand-made web (no inference)."""

from __future__ import annotations

from keepnet.artifacts.model import Plan


def forced_plan(entry: str, heuristic: str, **kw: object) -> Plan:
    """The plan `keepnet artifact --heuristic H` would run from `entry`, with any of
    Plan's other fields (`significant`, `hints`, `params`) given as keywords."""
    return Plan(
        entry=entry,
        requested=entry,
        heuristic=heuristic,
        source="forced",
        aliases=frozenset({entry}),
        portal_domains=frozenset({entry.split("/")[2]}),
        **kw,  # type: ignore[arg-type]
    )
