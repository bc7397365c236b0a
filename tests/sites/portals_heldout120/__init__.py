"""heldout120: a blind held-out set of anthropology, ethnography and museum-of-cultures
portals — fieldnote archives, ethnographic film and sound collections, kinship and survey
datasets, community-curated object records (hosts ``*.hx120.example``).

Written blind.  Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, the VirtualWeb part of
src/keepnet/testweb/server.py, src/keepnet/testweb/assets.py,
tests/unit/artifacts/test_portal_sets_web.py and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (and /work/wt/RULES.md and the set's brief).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import ids, paths, repos, single, strings

CASES: list[Case] = [
    *single.CASES,
    *repos.CASES,
    *paths.CASES,
    *strings.CASES,
    *ids.CASES,
]


def heldout120_web(cases: list[Case] | None = None) -> VirtualWeb:
    """One VirtualWeb with every site of `cases` (default: all), each host added once."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
