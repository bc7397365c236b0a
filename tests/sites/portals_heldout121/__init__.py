"""heldout121: a blind held-out set of statistics and survey-methodology portals --
questionnaire banks, microdata catalogues (NADA, DDI-based archives), methodological working
papers and replication packages (hosts ``*.hx121.example``).

Written blind.  Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, src/keepnet/testweb/server.py
(the VirtualWeb part), src/keepnet/testweb/assets.py,
tests/unit/artifacts/test_portal_sets_web.py and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.

Each case names the heuristic an archivist applying the seed would choose for its portal and
the exact URIs that heuristic should collect as the artifact (embedded resources and portal
chrome excluded).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import hops, ids, paths, single, strings

CASES: list[Case] = [
    *single.cases(),
    *hops.cases(),
    *paths.cases(),
    *strings.cases(),
    *ids.cases(),
]


def heldout121_web(cases: list[Case] | None = None) -> VirtualWeb:
    """One VirtualWeb serving the sites of `cases` (default: all), each host once."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
