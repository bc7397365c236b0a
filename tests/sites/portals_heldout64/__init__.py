"""heldout64: a blind held-out set of mock agriculture, food and veterinary research portals
(hosts ``*.hx64.example``): field-trial databases, genebank accessions, soil-survey data,
extension publications, breeding-programme releases and veterinary case reports.

Written blind.  Its author read only: the seed paper (shared/seeds/000_79c60b0adc755801.txt);
tests/sites/portals/_portal.py and tests/sites/portals/checks.py; src/keepnet/testweb/site.py,
server.py and assets.py; tests/unit/artifacts/test_portal_sets_web.py; and the TEST_SUFFIXES
tuple of tests/sites/portals/measure.py (the grep that showed it also printed that file's
lines 117-132, where measure() calls discover).  Besides: the helper rules, scripts/check, the
head of tests/conftest.py, and directory listings (file names only) of tests/sites/,
tests/sites/portals/ and tests/sites/portals_heldout63/.  Nothing of keepnet's artifact code,
knowledge base, docs, benches or other portal modules was read, and no artifact discovery was
run on these cases.

Each case's `expected` heuristic is the one the seed's reasoning prescribes for the portal
shape it imitates (a comment above each case says why); its truth is the artifact's own URIs,
which that heuristic collects on a correct reading of the seed, and none of the chrome.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import ids, paths, single_hop, titles

CASES: list[Case] = [*single_hop.CASES, *paths.CASES, *titles.CASES, *ids.CASES]


def heldout64_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of the given cases (default all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
