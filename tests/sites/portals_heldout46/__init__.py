"""heldout46: a blind held-out set of mock portals of agency, industry and standards-body
science (statistical offices, met and geological surveys, trial and study registries,
specifications, patents, national-lab reports, open-data catalogues); hosts *.hx46.example.

Written blind.  Read only: the seed paper (/work/shared/seeds/000_79c60b0adc755801.txt),
tests/sites/portals/_portal.py and checks.py, src/keepnet/testweb/site.py, server.py and
assets.py, tests/unit/artifacts/test_portal_sets_web.py, and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (a grep for it also showed a few lines of its measure
function).  Nothing of keepnet's artifact code, knowledge base, docs or benches, no other
portal set, and no artifact discovery was run on these cases.

Each case's expected heuristic is what the seed prescribes for its portal's shape (a
comment per case says why) and its truth is the URI set that heuristic gives on a correct
reading of the seed, without the portal's chrome.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import registries, standards, stats, surveys
from ._kit import web_of

CASES: list[Case] = [*stats.CASES, *surveys.CASES, *registries.CASES, *standards.CASES]


def heldout46_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of the given cases (default: all), each host once."""
    return web_of(CASES if cases is None else cases)
