"""heldout63: a blind held-out set of mock language-resource and linguistics portals.

Written blind, reading only: the seed paper (/work/shared/seeds/000_79c60b0adc755801.txt),
tests/sites/portals/_portal.py, tests/sites/portals/checks.py, src/keepnet/testweb/site.py,
src/keepnet/testweb/server.py, src/keepnet/testweb/assets.py,
tests/unit/artifacts/test_portal_sets_web.py and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (whose grep output also showed its lines 113-125, the call
of `discover` in `measure`).  Nothing under src/keepnet/artifacts/, no knowledge base, no
other portal set or portal module, and no run of keepnet's artifact discovery on these cases.

Sixteen portal types, two records each (the second harder), hosts ``*.hx63.example``:
CLARIN-style DSpace repository, FAIR signposting repository, preprint server
(`repositories`); treebank forge, institute GitLab, shared-task platform (`forges`); corpus
micro-sites, talk-sharing portal (`sites`); audio-visual corpus repository,
language-documentation archive, Dataverse lexicon repository (`archives`); lexicon hub,
tool registry (`registries`); linguistics blog, mailing-list archive, corpus distribution
server (`pages`).  Each case's comment says why the seed prescribes its heuristic; its truth
is that heuristic's URI set on a correct reading of the seed: the artifact's own URIs,
never the portal's chrome; other records it links are `others`.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import archives, forges, pages, registries, repositories, sites

CASES: list[Case] = [
    *repositories.cases(),
    *forges.cases(),
    *sites.cases(),
    *archives.cases(),
    *registries.cases(),
    *pages.cases(),
]


def heldout63_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The virtual web serving the sites of `cases` (default: all); cases of one portal
    share its sites, so a host is added once."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
