"""heldout110: a blind held-out set of nursing, dentistry and allied-health research portals
(practice guidelines, clinical-skills video libraries, systematic-review registries,
professional-body repositories, theses and research-data repositories, forges and open
textbooks), one artifact per case with the seed heuristic an archivist would choose and
its exact URI set (hosts ``*.hx110.example``).

Written blind. Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), the portal kit
(tests/sites/portals/_portal.py, tests/sites/portals/checks.py), the test web
(src/keepnet/testweb/site.py, the VirtualWeb part of src/keepnet/testweb/server.py,
src/keepnet/testweb/assets.py), the well-formedness test
(tests/unit/artifacts/test_portal_sets_web.py) and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.  No artifact code, docs, benchmarks, other portal modules
or other held-out sets were read, and no boundary discovery was run on these cases.

Modules by family: `single` (Single Page, Single Page+), `hops` and `pages` (Single Page+
with Ignored URIs), `paths` (Path-Based), `externals` (Path-Based with Externals), `strings` (Significant String
from Title, Title+ with Ignored URIs, Filtered Title), `ids` (Significant String from URI,
Signposting); `_kit` holds the shared file answers and page helpers.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import externals, hops, ids, pages, paths, single, strings

CASES: list[Case] = [
    *single.CASES,
    *hops.CASES,
    *pages.CASES,
    *paths.CASES,
    *externals.CASES,
    *strings.CASES,
    *ids.CASES,
]


def heldout110_web(cases: list[Case] | None = None) -> VirtualWeb:
    """One VirtualWeb serving every case's sites (a host shared by cases is added once)."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
