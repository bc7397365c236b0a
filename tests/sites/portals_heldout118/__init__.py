"""heldout118: a blind held-out set of marine biology and fisheries portals — stock
assessments, research-vessel survey data, animal tagging datasets and aquaculture reports
(hosts ``*.hx118.example``).

Written blind. Its author read only: the brief, /work/wt/RULES.md, the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, the VirtualWeb part of
src/keepnet/testweb/server.py, src/keepnet/testweb/assets.py,
tests/unit/artifacts/test_portal_sets_web.py and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.  No keepnet artifact code, docs, bench or other portal sets.

Families: `single` (WordPress, Omeka Classic, hand-made pages), `repos` (DSpace 6 and 7,
EPrints, OJS, Drupal), `data` (CKAN, Figshare, InvenioRDM), `paths` (GitLab, Apache
autoindex, GitHub), `strings` (Dryad, Dataverse, Islandora), `ids` (ERDDAP, GBIF IPT, OBIS).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import data, ids, paths, repos, single, strings

CASES: list[Case] = [
    *single.CASES,
    *repos.CASES,
    *data.CASES,
    *paths.CASES,
    *strings.CASES,
    *ids.CASES,
]


def heldout118_web(cases: list[Case] | None = None) -> VirtualWeb:
    """One VirtualWeb serving every site the given cases (default: all) build."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
