"""Well-formedness of the eleventh held-out portal set (no heuristic, no scores).

Every entry and truth URI is served (200, or a redirecting entry that lands on a truth
URI), every truth URI is reachable by links from the entry, every HTML entry has a title,
there are enough cases and portal types, hosts are unique per portal type, follow the
``<name>.<org>.hx11.example`` shape, and appear in no other portal set.
"""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest

from sites.portals.checks import assert_entry_and_truth_served, get, unreachable_truth
from sites.portals_heldout11 import CASES, heldout11_web

TITLE = re.compile(r"<title>\s*([^<]*\S)\s*</title>", re.I)
SITES = Path(__file__).resolve().parents[2] / "sites"


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_entry_and_truth_served(case) -> None:
    web = heldout11_web([case])
    assert_entry_and_truth_served(web, case)
    for uri in case.others:
        assert asyncio.run(web.fetch(uri)).status == 200, uri


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_entry_renders_with_a_title(case) -> None:
    _u, status, body, ctype = get(heldout11_web([case]), case.entry)
    assert status == 200 and "html" in ctype
    assert TITLE.search(body.decode("utf-8")), case.entry


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_truth_reachable_from_entry(case) -> None:
    missing = unreachable_truth(heldout11_web([case]), case)
    assert not missing, missing


def test_counts() -> None:
    assert len(CASES) >= 24
    assert len({c.imitates.split(" (")[0] for c in CASES}) >= 12
    assert len({c.name for c in CASES}) == len(CASES)


def test_hosts_unique_shaped_and_disjoint_from_other_sets() -> None:
    owner: dict[str, str] = {}
    for c in CASES:
        for h in c.hosts:
            assert re.fullmatch(r"[a-z0-9-]+\.[a-z0-9-]+\.hx11\.example", h), h
            kind = c.imitates.split(" (")[0]
            assert owner.setdefault(h, kind) == kind, (h, owner[h], kind)
    # Host strings only: the other sets' sources are searched for our host names, not read.
    for path in SITES.rglob("*.py"):
        if "portals_heldout11" in path.parts:
            continue
        text = path.read_text(encoding="utf-8")
        clash = [h for h in owner if h in text]
        assert not clash, (path.name, clash)


def test_whole_set_web_serves_every_case() -> None:
    """Cases sharing a host build the same full site, so the web of all cases serves all."""
    web = heldout11_web()
    for case in CASES:
        for uri in case.truth | case.others:
            assert asyncio.run(web.fetch(uri)).status == 200, (case.name, uri)
