"""heldout92: a blind held-out set of mock physics and engineering facility portals.

Written blind: its author read the seed paper (/work/shared/seeds/000_79c60b0adc755801.txt),
the portal kit (tests/sites/portals/_portal.py and checks.py), the test web
(src/keepnet/testweb/site.py, server.py, assets.py), the well-formedness test
(tests/unit/artifacts/test_portal_sets_web.py) and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (the grep that showed it also printed some thirty lines of
that module's measuring function, which calls discover); besides those only the helpers'
rules, scripts/check, the heads of tests/conftest.py and tests/sites/__init__.py and the file
names in tests/sites and tests/sites/portals.  Not read: keepnet's artifact code, knowledge
base, artifact docs, benches, any other portal set or module; keepnet's discovery was never
run on these cases (each truth was checked against a throwaway script of the author's own
reading of the seed's heuristics, not committed).

Hosts are ``<name>.<org>.hx92.example``.  Fifteen portal types of the theme (beamtime
proposals and their experiment data, synchrotron and neutron data catalogues, engineering
test-data repositories, materials-testing databases, technical reports of standards bodies
and national laboratories, instrument calibration archives), two records each, the second
harder.  Each case's expected heuristic is the one the seed prescribes for the portal shape
it imitates (the reason is a comment beside each case); its truth is the artifact's own
URIs, none of the portal's chrome.  Modules: `_kit` (chrome and helpers), `facilities`,
`repositories`, `datarepos`, `reports`.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import datarepos, facilities, reports, repositories

CASES: list[Case] = [*facilities.CASES, *repositories.CASES, *datarepos.CASES, *reports.CASES]


def heldout92_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of the given cases (default all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
