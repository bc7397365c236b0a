"""heldout82: a BLIND held-out set of mock climate, ocean and atmosphere portal artifacts.

Hosts are ``<name>.<org>.hx82.example``.  Theme: model-output archives with experiment,
variable and version hierarchies; buoy, glider, float and cruise data; THREDDS- and
ERDDAP-like catalogues with several access services per dataset; climate-assessment report
chapters with figures and figure data; reanalysis products with monthly files; and the
blogs, diaries, preprint servers and data repositories around them.

Written blind.  The author read ONLY: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, src/keepnet/testweb/server.py,
src/keepnet/testweb/assets.py, tests/unit/artifacts/test_portal_sets_web.py and the
TEST_SUFFIXES tuple of tests/sites/portals/measure.py (a grep for it also printed ~15 lines
of that file's measuring function, which were not used).  Nothing under
src/keepnet/artifacts/, no knowledge base, no other portal module or held-out set, and no
run of keepnet's artifact discovery on these cases.

Each case's `expected` is the heuristic the seed's reasoning prescribes for the portal's
shape (a comment per case says why) and its truth is the set of URIs that heuristic yields
on a correct reading of the seed: the artifact's own URIs, none of the portal's chrome.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case
from sites.portals_heldout82 import archives, catalogues, reports, repos, stories, titled

CASES: list[Case] = [
    *stories.CASES,
    *catalogues.CASES,
    *archives.CASES,
    *reports.CASES,
    *repos.CASES,
    *titled.CASES,
]


def heldout82_web(cases: list[Case] | None = None) -> VirtualWeb:
    """A virtual web serving the sites of `cases` (default: all); shared hosts added once."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
