"""heldout90: a BLIND held-out set of mock public-health portals (cohort studies, nutrition,
physical activity) for grading keepnet's boundary-heuristic choice; hosts *.hx90.example.

Written blind: its author read only the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py and checks.py,
src/keepnet/testweb/site.py, server.py and assets.py,
tests/unit/artifacts/test_portal_sets_web.py and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (plus, by a grep's overrun, the eight lines of measure.py
around its call to discover()).  Nothing of keepnet's artifact code, knowledge base or docs,
and no other portal set, was read; keepnet's discovery was never run on these cases.

Each case's expected heuristic is the one the seed's table prescribes for the portal shape it
imitates (a comment per case says why); its truth is the URI set that heuristic gives on a
correct reading of the seed, on the portal's own domains, chrome and embedded resources
excluded.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case
from sites.portals_heldout90 import forges, single, strings

CASES: list[Case] = [*single.CASES, *forges.CASES, *strings.CASES]


def heldout90_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
