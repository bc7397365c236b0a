"""Well-formedness of the independent portal sets heldout7 to heldout125 (no heuristic, no
scores): one set of checks for every set.

Every entry and truth URI is served (200, or a redirecting entry that lands on a truth
URI), every truth URI is reachable by links from the entry, every HTML entry has a title
(heldout9's also links every other artifact), every expected heuristic is one of the
seed's, the truth is clean, there are enough cases, portal types and heuristics, hosts are unique per portal type, follow the
``<name>.<org>.hxN.example`` shape, and appear in no other portal set.  (The older sets keep
their own test modules: their shapes and extra checks differ.)
"""

from __future__ import annotations

import asyncio
import importlib
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case
from sites.portals.checks import assert_entry_and_truth_served, get, links, unreachable_truth

SITES = Path(__file__).resolve().parents[2] / "sites"
TITLE = re.compile(r"<title>\s*([^<]*\S)\s*</title>", re.I)
HEURISTICS = {
    "single_page",
    "single_page_plus",
    "single_page_plus_ignored",
    "path_based",
    "path_based_externals",
    "sig_title",
    "sig_title_plus_ignored",
    "sig_filtered_title",
    "sig_uri",
    "signposting",
}
# set number -> (at least this many cases, portal types), as each set's brief asked
SETS = {
    7: (24, 12),
    8: (26, 13),
    9: (26, 13),
    10: (30, 15),
    11: (24, 12),
    12: (30, 15),
    13: (30, 15),
    14: (30, 15),
    15: (30, 15),
    16: (30, 15),
    17: (30, 15),
    18: (30, 15),
    19: (30, 15),
    20: (30, 15),
    21: (30, 15),
    22: (30, 15),
    23: (30, 15),
    24: (30, 15),
    25: (30, 15),
    26: (30, 15),
    27: (30, 15),
    28: (30, 15),
    29: (30, 15),
    30: (30, 15),
    31: (30, 15),
    32: (30, 15),
    33: (30, 15),
    34: (30, 15),
    35: (30, 15),
    36: (30, 15),
    37: (30, 15),
    38: (30, 15),
    39: (30, 15),
    40: (30, 15),
    41: (30, 15),
    42: (30, 15),
    43: (30, 15),
    44: (30, 15),
    45: (30, 15),
    46: (30, 15),
    47: (30, 15),
    48: (30, 15),
    49: (30, 15),
    50: (30, 15),
    51: (30, 15),
    52: (30, 15),
    53: (30, 15),
    54: (30, 15),
    55: (30, 15),
    56: (30, 15),
    57: (30, 15),
    58: (30, 15),
    59: (30, 15),
    60: (30, 15),
    61: (30, 15),
    62: (30, 15),
    63: (30, 15),
    64: (30, 15),
    65: (30, 15),
    66: (30, 15),
    67: (30, 15),
    68: (30, 15),
    69: (30, 15),
    70: (30, 15),
    71: (30, 15),
    72: (30, 15),
    73: (30, 15),
    74: (30, 15),
    75: (30, 15),
    76: (30, 15),
    77: (30, 15),
    78: (30, 15),
    79: (30, 15),
    80: (30, 15),
    81: (30, 15),
    82: (30, 15),
    83: (30, 15),
    84: (30, 15),
    85: (30, 15),
    86: (30, 15),
    87: (30, 15),
    88: (30, 15),
    89: (30, 15),
    90: (30, 15),
    91: (30, 15),
    92: (30, 15),
    93: (30, 15),
    94: (30, 15),
    95: (30, 15),
    96: (30, 15),
    97: (30, 15),
    98: (30, 15),
    99: (30, 15),
    100: (30, 15),
    101: (30, 15),
    102: (30, 15),
    103: (30, 15),
    104: (30, 15),
    105: (30, 15),
    106: (30, 15),
    107: (30, 15),
    108: (30, 15),
    109: (30, 15),
    110: (30, 15),
    111: (30, 15),
    112: (30, 15),
    113: (30, 15),
    114: (30, 15),
    115: (30, 15),
    116: (30, 15),
    117: (30, 15),
    118: (30, 15),
    119: (30, 15),
    120: (30, 15),
    121: (30, 15),
    122: (30, 15),
    123: (30, 15),
    124: (30, 15),
    125: (30, 15),
}
# Sets whose authors linked every other artifact from the entry itself (the others reach
# some of theirs from member pages)
ENTRY_LINKS_OTHERS = {9}


def cases_of(n: int) -> list[Case]:
    return list(importlib.import_module(f"sites.portals_heldout{n}").CASES)


def web_of(n: int) -> Callable[..., VirtualWeb]:
    web: Callable[..., VirtualWeb] = getattr(
        importlib.import_module(f"sites.portals_heldout{n}"), f"heldout{n}_web"
    )
    return web


EVERY_CASE = [(n, c) for n in SETS for c in cases_of(n)]
IDS = [f"hx{n}-{c.name}" for n, c in EVERY_CASE]


@pytest.mark.parametrize(("n", "case"), EVERY_CASE, ids=IDS)
def test_entry_and_truth_served(n: int, case: Case) -> None:
    web = web_of(n)([case])
    assert_entry_and_truth_served(web, case)
    for uri in case.others:
        assert asyncio.run(web.fetch(uri)).status == 200, uri


@pytest.mark.parametrize(("n", "case"), EVERY_CASE, ids=IDS)
def test_entry_renders_with_a_title_and_links_the_truth_and_the_others(n: int, case: Case) -> None:
    web = web_of(n)([case])
    url, status, body, ctype = get(web, case.entry)
    assert status == 200 and "html" in ctype
    assert TITLE.search(body.decode("utf-8")), case.entry
    missing = unreachable_truth(web, case)
    assert not missing, missing
    if n in ENTRY_LINKS_OTHERS:
        assert case.others <= links(url, body), case.others - links(url, body)


@pytest.mark.parametrize(("n", "case"), EVERY_CASE, ids=IDS)
def test_expected_is_a_seed_heuristic_and_truth_is_clean(n: int, case: Case) -> None:
    assert case.expected in HEURISTICS
    assert all("#" not in u and u.startswith("http://") for u in case.truth)
    assert (case.landing is None) == (case.entry in case.truth)  # a redirecting entry is not


@pytest.mark.parametrize("n", sorted(SETS))
def test_counts(n: int) -> None:
    cases, (min_cases, min_types) = cases_of(n), SETS[n]
    assert len(cases) >= min_cases
    assert len({c.imitates.split(" (")[0] for c in cases}) >= min_types
    assert len({c.name for c in cases}) == len(cases)
    # The seed's table of portals, not one heuristic, drives the set: several heuristics.
    assert len({c.expected for c in cases}) >= 7


@pytest.mark.parametrize("n", sorted(SETS))
def test_hosts_unique_shaped_and_disjoint_from_other_sets(n: int) -> None:
    owner: dict[str, str] = {}
    for c in cases_of(n):
        for h in c.hosts:
            assert re.fullmatch(rf"[a-z0-9-]+\.[a-z0-9-]+\.hx{n}\.example", h), h
            kind = c.imitates.split(" (")[0]
            assert owner.setdefault(h, kind) == kind, (h, owner[h], kind)
    # Host strings only: the other sets' sources are searched for our host names, not read.
    for path in SITES.rglob("*.py"):
        if f"portals_heldout{n}" in path.parts:
            continue
        text = path.read_text(encoding="utf-8")
        clash = [h for h in owner if h in text]
        assert not clash, (path.name, clash)


@pytest.mark.parametrize("n", sorted(SETS))
def test_whole_set_web_serves_every_case(n: int) -> None:
    """Cases sharing a host build the same full site, so the web of all cases serves all."""
    web = web_of(n)()
    for case in cases_of(n):
        for uri in case.truth | case.others:
            assert asyncio.run(web.fetch(uri)).status == 200, (case.name, uri)
