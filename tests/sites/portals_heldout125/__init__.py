"""heldout125: a blind held-out set of tourism, hospitality and leisure-studies portals
(visitor-survey datasets, destination reports, event-studies journals, heritage-tourism
project sites) (hosts ``*.hx125.example``).

Written blind. Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, src/keepnet/testweb/server.py
(the VirtualWeb part), src/keepnet/testweb/assets.py,
tests/unit/artifacts/test_portal_sets_web.py and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (a grep for it also showed the few lines of that file that
name TEST_SUFFIXES).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import ids, paths, single, strings

CASES: list[Case] = [*single.CASES, *paths.CASES, *strings.CASES, *ids.CASES]


def heldout125_web(cases: list[Case] | None = None) -> VirtualWeb:
    """One VirtualWeb serving every site the given cases (default: all) build."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
