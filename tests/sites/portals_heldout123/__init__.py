"""heldout123: a blind held-out set of forestry, wood-science and landscape-ecology
portals (forest inventory data services, tree-ring databases, silviculture trial reports,
remote-sensing forest products) (hosts ``*.hx123.example``).

Written blind. Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, the VirtualWeb part of
src/keepnet/testweb/server.py, src/keepnet/testweb/assets.py,
tests/unit/artifacts/test_portal_sets_web.py and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import ids, paths, repos, single, strings

CASES: list[Case] = [*single.CASES, *repos.CASES, *strings.CASES, *ids.CASES, *paths.CASES]


def heldout123_web(cases: list[Case] | None = None) -> VirtualWeb:
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
