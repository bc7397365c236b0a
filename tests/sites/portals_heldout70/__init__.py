"""heldout70: a BLIND held-out set of mock scholarly portals of the small and old web of
scholarship (hosts ``*.hx70.example``): personal homepages, pipermail archives, LaTeX2HTML
supplements, table-layout group pages, framed conference mirrors, departmental report lists,
Dienst and CiteSeer-style report servers, an EPrints repository with Signposting, FTP-style
listings, course pages with datasets, a SourceForge-era forge, an old ML dataset archive, a
DSpace-1.x data archive and a MoinMoin lab wiki.

Written blind.  The author read ONLY: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, src/keepnet/testweb/server.py,
src/keepnet/testweb/assets.py, tests/unit/artifacts/test_portal_sets_web.py and the
TEST_SUFFIXES tuple of tests/sites/portals/measure.py (plus /work/wt/RULES.md).  Nothing of
src/keepnet/artifacts/, the knowledge base, the artifact docs and benches, or any other
portal set was read, and keepnet's artifact discovery was never run on these cases.  Each
case's expected heuristic is the one the seed's reasoning prescribes for its portal shape
(a comment per case says why); its truth is the artifact's own URIs.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import data, homepages, reports

CASES: list[Case] = [*homepages.cases(), *reports.cases(), *data.cases()]


def heldout70_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of the given cases (default all); a host shared by cases is added once."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web:
                web.add(site)
    return web
