"""heldout87: a blind held-out set of mock journals on small platforms (hosts *.hx87.example).

Thirty artifacts on fifteen portal types: society journals on PKP-style and other
software, a journal that moved platforms leaving redirects, a signposted small press, a
static proceedings site, a journal data archive, a multi-journal hosting service, a journal
dataverse, a regional aggregator, an open peer review history site, a university-press
platform with versions and errata, special-issue microsites, an article code forge, a
society newsletter blog, a video-abstract channel and an XML-first journal platform.
Each case's `expected` is the heuristic the seed's reasoning prescribes for its portal's
shape, and its truth is the artifact's own URIs as that heuristic, read correctly, gives them.

Written blind.  The author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, src/keepnet/testweb/server.py,
src/keepnet/testweb/assets.py, tests/unit/artifacts/test_portal_sets_web.py and the
TEST_SUFFIXES tuple of tests/sites/portals/measure.py; nothing under src/keepnet/artifacts/,
no knowledge base, no artifact docs or benches, no other portal set, and keepnet's artifact
discovery was never run on these cases.

Modules: `_kit` (chrome and small real files), `journals` (single-hop landing pages),
`data` (title- and id-marked artifacts), `histories` (path-shaped artifacts), `pages`
(single pages and a bare-titled journal).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import data, histories, journals, pages

CASES: list[Case] = [*journals.cases(), *data.cases(), *histories.cases(), *pages.cases()]


def heldout87_web(cases: list[Case] | None = None) -> VirtualWeb:
    """A virtual web serving the sites of `cases` (default: all); cases of one portal share
    its sites, each host added once."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
