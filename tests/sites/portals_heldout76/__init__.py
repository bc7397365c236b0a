"""heldout76: a blind held-out set of mock ecology and biodiversity portals (hosts
``*.hx76.example``): IPT-like resource installations, an occurrence aggregator, LTER data
catalogues, static data packages, a signposting repository, camera-trap and acoustic
archives, barcode libraries, species checklists, a Dataverse-like installation, eDNA
deposits, citizen-science project sites, a data-paper journal, a field blog and a station
newsletter.

Written blind: its author read only the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, src/keepnet/testweb/server.py,
src/keepnet/testweb/assets.py, tests/unit/artifacts/test_portal_sets_web.py and the
TEST_SUFFIXES tuple of tests/sites/portals/measure.py; nothing of keepnet's artifact code,
knowledge base, docs or benches, no other portal set, and keepnet's discovery was never
run on these cases.  Each case's expected heuristic is what the seed's reasoning prescribes
for its portal shape (a comment per case says why); its truth is the artifact's own URIs.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import community, datasets, monitoring

CASES: list[Case] = [*datasets.CASES, *monitoring.CASES, *community.CASES]


def heldout76_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of the given cases (default all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
