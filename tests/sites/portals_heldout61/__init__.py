"""heldout61: a blind held-out set of mock scholarly portals on the theme of persistent
identifiers and what stands between them and the record (hosts ``*.hx61.example``).

DOI-, handle-, ARK-, PURL-, w3id- and short-link resolvers; landing pages reached through
one or two redirects; content negotiation (a resolver answers citation JSON instead of a
redirect when asked); tombstones of withdrawn records; records moved to a successor host
whose old URLs forward; a handle's multiple-resolution page listing mirrors.  Each case's
`expected` is the heuristic the seed's reasoning prescribes for the portal's shape, and its
truth is the URI set that heuristic gives (the artifact's own URIs, no chrome); the reason is
a comment at each case.

Written blind.  Read only: the seed paper (/work/shared/seeds/000_79c60b0adc755801.txt),
tests/sites/portals/_portal.py and tests/sites/portals/checks.py,
src/keepnet/testweb/site.py, server.py and assets.py,
tests/unit/artifacts/test_portal_sets_web.py, and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (a grep's context also showed a dozen lines of its measuring
function: the call to discover() and the precision/recall arithmetic).  Nothing of keepnet's artifact code,
knowledge base, docs or benches, no other portal set or module, and no discovery run on
these cases.

Modules: `_kit` (chrome, resolvers, helpers), `repositories` (a DOI-backed data repository,
a signposting repository, a preprint server), `lifecycle` (tombstones of withdrawn records,
records moved to a successor host), `identifiers` (handle, ARK and w3id portals),
`datasets` (Dataverse-, OSF-, GBIF-like portals, an ontology registry, a forge).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import datasets, identifiers, lifecycle, repositories

CASES: list[Case] = [
    *repositories.CASES,
    *lifecycle.CASES,
    *identifiers.CASES,
    *datasets.CASES,
]


def heldout61_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The virtual web serving the given cases' sites (default: every case).  Cases of one
    portal build the same sites, so a host already present is not added again."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
