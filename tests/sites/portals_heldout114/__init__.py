"""heldout114: a blind held-out set of open-hardware, robotics and instrumentation portals
(CAD and PCB design repositories, robot datasets and simulation assets, instrument
datasheets and calibration files, maker-lab project pages) (hosts ``*.hx114.example``).

Written blind.  Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), the portal kit
(tests/sites/portals/_portal.py, tests/sites/portals/checks.py), the test web
(src/keepnet/testweb/site.py, the VirtualWeb part of src/keepnet/testweb/server.py,
src/keepnet/testweb/assets.py), the well-formedness test
(tests/unit/artifacts/test_portal_sets_web.py) and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (a grep that also showed a few lines of that file's
measuring function).  No keepnet artifact code, docs, bench or other portal set was read,
and no artifact discovery was run on these cases.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import externals, hops, ids, paths, single, strings

CASES: list[Case] = [
    *single.CASES,
    *hops.CASES,
    *paths.CASES,
    *externals.CASES,
    *strings.CASES,
    *ids.CASES,
]


def heldout114_web(cases: list[Case] | None = None) -> VirtualWeb:
    """One virtual web serving the sites of `cases` (all of heldout114 by default)."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
