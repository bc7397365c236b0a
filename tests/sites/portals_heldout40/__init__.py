"""heldout40: a blind held-out set of mock research-software portals (hosts *.hx40.example).

Written blind.  Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, server.py and assets.py,
tests/unit/artifacts/test_portal_sets_web.py, and of tests/sites/portals/measure.py only
the TEST_SUFFIXES tuple (lines 43-68) plus the lines a grep for that name printed around
its use (93-105).  Nothing of keepnet's artifact code, knowledge base or docs, no other
portal set (only the names of the tests/sites folders), and keepnet's discovery was never
run on it.  Each truth was checked against the author's own throw-away reading of the ten
heuristics (anchor links only; ignored URIs from the homepage and a 404 page), not keepnet's.

Each case's expected heuristic is the one the seed's reasoning prescribes for the portal
shape it imitates (a comment per case says why), and its truth is the URI set that
heuristic gives on a correct reading of the seed: the artifact's own URIs, no chrome.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import forges, hubs, registries

CASES: list[Case] = [*forges.CASES, *registries.CASES, *hubs.CASES]


def heldout40_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of the given cases (default all); cases of one portal share its sites."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web.sites:
                web.add(site)
    return web
