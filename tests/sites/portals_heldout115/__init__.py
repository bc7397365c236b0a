"""heldout115: a blind held-out set of pharmacology and drug-discovery portals — compound
and screening data repositories, bioassay and bioactivity databases, pharmacovigilance
reports and open data, preclinical study registries and preregistrations, pharmacology
journals, theses, blogs, wikis and drug-discovery software forges (hosts
``*.hx115.example``).

Written blind. Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt); the portal kit
(tests/sites/portals/_portal.py, tests/sites/portals/checks.py); the test web
(src/keepnet/testweb/site.py, the VirtualWeb part of src/keepnet/testweb/server.py,
src/keepnet/testweb/assets.py); the well-formedness test
(tests/unit/artifacts/test_portal_sets_web.py); and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (a grep with context also showed the ~15 lines of that
file's measuring function that call ``discover``; nothing else of it was read).  No
artifact code, docs, benchmarks, other portal modules or other held-out sets.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import hops, ids, paths, signpost, single, strings

CASES: list[Case] = [
    *single.CASES,
    *hops.CASES,
    *signpost.CASES,
    *paths.CASES,
    *strings.CASES,
    *ids.CASES,
]


def heldout115_web(cases: list[Case] | None = None) -> VirtualWeb:
    """One VirtualWeb with the sites of `cases` (all of heldout115 by default)."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
