"""heldout117: a blind held-out set of library-science and digital-preservation community
portals — file-format registries, preservation policies, workflow and tool registries,
list archives and the proceedings of the field's conferences (hosts ``*.hx117.example``).

Written blind.  Its author read only: its brief and /work/wt/RULES.md, the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, src/keepnet/testweb/server.py
(VirtualWeb), src/keepnet/testweb/assets.py, tests/unit/artifacts/test_portal_sets_web.py
and the TEST_SUFFIXES tuple of tests/sites/portals/measure.py (a grep of it also showed the
few lines of that file where the tuple is used).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import datasites, hops, ids, paths, signpost, single, strings

CASES: list[Case] = [
    *single.CASES,
    *hops.CASES,
    *signpost.CASES,
    *paths.CASES,
    *datasites.CASES,
    *strings.CASES,
    *ids.CASES,
]


def heldout117_web(cases: list[Case] | None = None) -> VirtualWeb:
    """One VirtualWeb serving the portals of `cases` (all of heldout117's by default)."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
