"""heldout57: a blind held-out set of mock portals of computational and reproducible
scholarship (notebook books, executable papers, reproducibility capsules, leaderboards,
shared tasks, model cards and evaluation reports), hosts ``*.hx57.example``.

Written blind.  Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, server.py and assets.py,
tests/unit/artifacts/test_portal_sets_web.py, the TEST_SUFFIXES tuple (and, in passing, the
measure() lines right after it) of tests/sites/portals/measure.py, and the first twenty lines
(the package docstring and imports) of tests/sites/portals/__init__.py.  Nothing of keepnet's
artifact code, knowledge base, docs or bench, no other held-out set, and no run of keepnet's
artifact discovery on these cases.

Each case's `expected` heuristic is the one the seed's reasoning prescribes for the shape of
the portal it imitates (a comment per case says why), and its truth is the artifact's own URIs
as that heuristic, read correctly, gives them: never the portal's chrome.  Cases of one portal
share its sites, so `heldout57_web` adds a site only once.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case
from sites.portals_heldout57 import books, filtered, hubs, keyed, landing, titled

CASES: list[Case] = [
    *books.CASES,
    *hubs.CASES,
    *landing.CASES,
    *keyed.CASES,
    *titled.CASES,
    *filtered.CASES,
]


def heldout57_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The virtual web serving the sites of `cases` (default: every case of the set)."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web.sites:
                web.add(site)
    return web
