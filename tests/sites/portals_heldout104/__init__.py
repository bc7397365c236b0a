"""heldout104: a blind held-out set of mock food, nutrition and consumer-research portals.

Written blind.  Read for it, and nothing else: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt: its portal table and the ten heuristics),
the portal kit (tests/sites/portals/_portal.py, tests/sites/portals/checks.py), the test web
(src/keepnet/testweb/site.py, server.py, assets.py), the well-formedness test
(tests/unit/artifacts/test_portal_sets_web.py) and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.  No keepnet artifact code, knowledge base, docs, benches,
other held-out sets or portal modules were read, and no discovery was run on these cases.

Fifteen portal types, two records each (the second harder), ten heuristics expected:
`posts` (blog, magazine: Single Page; lab supplement pages: Single Page+), `hops` (alert
registry, working-paper repository: Single Page+ with Ignored URIs; Signposting
repository), `forges` (code forge, study microsites: Path-Based; recipe data platform,
code host: Path-Based with Externals) and `strings` (nutrient-table archive: Title;
nutrition data repository: Title+ with Ignored URIs; project hub and Dataverse: Filtered
Title; food-composition database: URI).  Hosts are `<name>.<org>.hx104.example`.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import forges, hops, posts, strings

CASES: list[Case] = [*posts.CASES, *hops.CASES, *forges.CASES, *strings.CASES]


def heldout104_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
