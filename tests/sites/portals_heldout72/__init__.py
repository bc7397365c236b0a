"""heldout72: a blind held-out set of mock open-science-infrastructure portals (hx72.example).

Written blind: its author read only the seed paper (/work/shared/seeds/000_79c60b0adc755801.txt),
tests/sites/portals/_portal.py and checks.py, src/keepnet/testweb/site.py, server.py and
assets.py, tests/unit/artifacts/test_portal_sets_web.py, and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (a grep showed its lines 43-55 and 125-137); nothing of
keepnet's artifact code, knowledge base, docs or any other portal set.  Each case's expected
heuristic is what the seed prescribes for that portal shape, and its truth is the URI set
that heuristic gives on a correct reading of the seed.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import forges, registries, repositories

CASES: list[Case] = [*registries.CASES, *repositories.CASES, *forges.CASES]


def heldout72_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of the given cases (default all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
