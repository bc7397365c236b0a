"""heldout55: a blind held-out set of mock museum, herbarium and natural-history collection
portals (hosts ``*.hx55.example``) for grading keepnet's choice of boundary heuristic.

Written blind.  Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt: its portal table and the ten heuristics),
the portal kit (tests/sites/portals/_portal.py, tests/sites/portals/checks.py), the test
web (src/keepnet/testweb/site.py, server.py, assets.py), the well-formedness test
(tests/unit/artifacts/test_portal_sets_web.py) and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (a grep for it also showed that file's lines 43-73 and
109-124, the start of its measuring function).  Nothing under src/keepnet/artifacts/, no
knowledge base, no other portal set and no artifact discovery run on these cases.

Each case's `expected` is the heuristic the seed's reasoning prescribes for the portal
shape it imitates (a comment at each case says why), and its truth is the artifact's own
URIs that heuristic gathers on a correct reading of the seed: no chrome, no other records
(those are `others`), no embedded images, styles or scripts.

Modules: `_kit` (chrome and file helpers), `singlehop` (single page and one-hop portals),
`paths` (path-based portals, with and without external hosts), `titles` (significant
string from the title, with one hop and ignored URIs), `filtered` (filtered titles) and
`identifiers` (significant string from the URI, signposting).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import filtered, identifiers, paths, singlehop, titles

CASES: list[Case] = [
    *singlehop.CASES,
    *paths.CASES,
    *titles.CASES,
    *filtered.CASES,
    *identifiers.CASES,
]


def heldout55_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The virtual web serving the sites of `cases` (default: all); cases of one portal
    build the same sites, so a host already in the web is not added again."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web.sites:
                web.add(site)
    return web
