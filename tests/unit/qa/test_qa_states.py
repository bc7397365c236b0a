"""keepnet.qa.states: interaction scripts read back from state records; maximal scripts."""

from __future__ import annotations

import pytest

from keepnet.browser.events import Interaction
from keepnet.browser.metadata import script_csv
from keepnet.qa.states import maximal_scripts, parse_script, recorded_scripts

CLICK_A = Interaction("click", "#a", "", "click")
HOVER_M = Interaction("mouseover", "#menu > li:nth-of-type(1)", "", "mouseenter")
PICK = Interaction("select", "#pick", 'red, or "blue"', "change")


def test_parse_script_inverts_the_browser_tiers_csv() -> None:
    script = (HOVER_M, CLICK_A, PICK)
    parsed = parse_script(script_csv(script))
    assert parsed == script
    assert [s.event for s in parsed] == ["mouseenter", "click", "change"]
    assert parsed[2].arg == 'red, or "blue"'


def test_parse_script_refuses_rows_of_the_wrong_width() -> None:
    with pytest.raises(ValueError):
        parse_script("click,click,#a\n")
    assert parse_script("") == ()


def test_recorded_scripts_skip_s0_bad_records_and_duplicates() -> None:
    recs = [
        {"id": "s0", "pageTimings": ""},
        {"id": "s1-1", "pageTimings": script_csv((CLICK_A,))},
        {"id": "s1-2", "pageTimings": script_csv((CLICK_A,))},  # an equivalent twin
        {"id": "s1-3", "pageTimings": "broken,row\n"},
        {"id": "s2-1", "pageTimings": script_csv((CLICK_A, PICK))},
        {"id": "x"},
    ]
    assert recorded_scripts(recs) == [(CLICK_A,), (CLICK_A, PICK)]


def test_maximal_scripts_drop_proper_prefixes() -> None:
    a, ab, abc, c = (CLICK_A,), (CLICK_A, HOVER_M), (CLICK_A, HOVER_M, PICK), (PICK,)
    assert maximal_scripts([a, ab, c, abc, a]) == [c, abc]
    assert maximal_scripts([]) == []
    assert maximal_scripts([ab, (CLICK_A, PICK)]) == [ab, (CLICK_A, PICK)]
