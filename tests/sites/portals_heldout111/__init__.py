"""heldout111: a blind held-out set of translation, linguistics-pedagogy and area-studies
portals — regional-studies centres, translation archives and journals, language-teaching
resource banks, oral-history collections, language archives and corpus repositories
(hosts ``*.hx111.example``).

Written blind. Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), the portal kit
(tests/sites/portals/_portal.py and tests/sites/portals/checks.py), the test web
(src/keepnet/testweb/site.py, the VirtualWeb part of src/keepnet/testweb/server.py and
src/keepnet/testweb/assets.py), the well-formedness test
(tests/unit/artifacts/test_portal_sets_web.py) and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.  No keepnet artifact code, docs, bench or other portal set
was read, and no artifact discovery was run on these cases.

Each case is one artifact: its entry, the seed heuristic an archivist applying the seed
would choose for it (`expected`) and the exact URIs of the artifact (`truth`); each case's
comment says why.  Modules by portal family: `single` (Single Page), `plus` and `plus2`
(Single Page+ and Single Page+ with Ignored URIs), `paths` and `paths2` (Path-Based),
`externals` (Path-Based with Externals), `strings` (Significant String from Title, Title+
with Ignored URIs and Filtered Title) and `ids` (Significant String from URI and
Signposting); `_kit` holds the shared HTML and file helpers.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case
from sites.portals_heldout111 import externals, ids, paths, paths2, plus, plus2, single, strings

CASES: list[Case] = [
    *single.CASES,
    *plus.CASES,
    *plus2.CASES,
    *paths.CASES,
    *externals.CASES,
    *paths2.CASES,
    *strings.CASES,
    *ids.CASES,
]


def heldout111_web(cases: list[Case] | None = None) -> VirtualWeb:
    """One VirtualWeb serving every site the given cases (all by default) build."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
