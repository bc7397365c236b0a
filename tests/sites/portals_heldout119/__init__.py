"""heldout119: a blind held-out set of transport, logistics and mobility-research portals
(traffic-count data services, travel-survey archives, railway, aviation and marine safety
reports, mobility-model repositories) (hosts ``*.hx119.example``).

Written blind. Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, src/keepnet/testweb/server.py
(the VirtualWeb part), src/keepnet/testweb/assets.py,
tests/unit/artifacts/test_portal_sets_web.py and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (a grep for it also showed the few lines of that file that
use the tuple).  No keepnet artifact code, docs, bench or other portal set was read, and no
artifact discovery was run on these cases.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import ids, paths, repos, signpost, single, strings

CASES: list[Case] = [
    *single.CASES,
    *repos.CASES,
    *paths.CASES,
    *strings.CASES,
    *ids.CASES,
    *signpost.CASES,
]


def heldout119_web(cases: list[Case] | None = None) -> VirtualWeb:
    """One VirtualWeb with the sites of the given cases (all by default)."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
