"""heldout124: a blind held-out set of history-of-science and science-museum portals —
scientific-instrument catalogues, correspondence editions of scientists, laboratory
notebook archives, oral histories of science and the repositories and forges around
them (hosts ``*.hx124.example``).

Written blind. Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, src/keepnet/testweb/server.py
(the VirtualWeb part), src/keepnet/testweb/assets.py,
tests/unit/artifacts/test_portal_sets_web.py and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (plus /work/wt/RULES.md and the set's brief).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import hops, paths, single, strings

CASES: list[Case] = [*single.CASES, *hops.CASES, *strings.CASES, *paths.CASES]


def heldout124_web(cases: list[Case] | None = None) -> VirtualWeb:
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
