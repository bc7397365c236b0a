"""Well-formedness of the fifth held-out portal set (no heuristic, no scores).

Every entry and truth URI is served (200, or a redirecting entry that lands on a truth
URI), every truth URI is reachable by links from the entry, there are enough cases and
portal types, and host names are unique per portal type and unused by the other sets.
"""

from __future__ import annotations

import pytest

from sites.portals.checks import assert_entry_and_truth_served, unreachable_truth
from sites.portals_heldout4 import CASES, heldout4_web


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_entry_and_truth_served(case) -> None:
    web = heldout4_web([case])
    assert_entry_and_truth_served(web, case)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_truth_reachable_from_entry(case) -> None:
    missing = unreachable_truth(heldout4_web([case]), case)
    assert not missing, missing


def test_counts() -> None:
    assert len(CASES) >= 24
    assert len({c.imitates for c in CASES}) >= 12
    assert len({c.name for c in CASES}) == len(CASES)


def test_hosts_unique_and_disjoint_from_other_sets() -> None:
    from sites import portals, portals_heldout, portals_heldout2, portals_heldout3

    owner: dict[str, str] = {}
    for c in CASES:
        for h in c.hosts:
            assert h.endswith(".hx4.example"), h
            kind = c.imitates.split(" (")[0]
            assert owner.setdefault(h, kind) == kind, (h, owner[h], kind)
    others = set()
    for mod in (portals, portals_heldout, portals_heldout2, portals_heldout3):
        for c in mod.CASES:
            others.update(c.hosts)
    assert not (set(owner) & others)
