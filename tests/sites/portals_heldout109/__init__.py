"""heldout109: a blind held-out set of philosophy, religious-studies and classics portals
(critical editions, papyrus and inscription corpora, encyclopedias, manuscript and archival
catalogues, working-paper series and repositories; hosts ``*.hx109.example``).

Written blind. Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), the portal kit
(tests/sites/portals/_portal.py, tests/sites/portals/checks.py), the test web
(src/keepnet/testweb/site.py, the VirtualWeb part of src/keepnet/testweb/server.py,
src/keepnet/testweb/assets.py), the well-formedness test
(tests/unit/artifacts/test_portal_sets_web.py) and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.  No keepnet artifact code, docs, benchmarks, other portal
modules or other held-out sets were read, and `keepnet artifact` was never run on it.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import bare, ids, paths, repos, signpost, single, strings, works

CASES: list[Case] = [
    *single.CASES,
    *bare.CASES,
    *repos.CASES,
    *works.CASES,
    *signpost.CASES,
    *paths.CASES,
    *strings.CASES,
    *ids.CASES,
]


def heldout109_web(cases: list[Case] | None = None) -> VirtualWeb:
    """One virtual web serving the given cases (all by default); cases on one host share
    the same full site, so each host is added once."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
