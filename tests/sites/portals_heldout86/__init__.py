"""heldout86: a blind held-out set of mock archaeology, heritage and architecture portals.

Written blind, to grade keepnet's boundary-heuristic choice on portals it has never seen.
Its author read ONLY: the seed paper (/work/shared/seeds/000_79c60b0adc755801.txt), the
portal kit (tests/sites/portals/_portal.py and tests/sites/portals/checks.py), the test web
(src/keepnet/testweb/site.py, server.py, assets.py), the well-formedness test
tests/unit/artifacts/test_portal_sets_web.py, and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (while locating it, a few lines of that module's measuring
function were also displayed).  Nothing under src/keepnet/artifacts/, no artifact knowledge
base, no other held-out set or portal module, and no heuristic was run on these cases.

Sixteen portal types, two records each (the second harder), in four modules: `writings`
(single-URI blog posts, encyclopedia articles, forum threads, catalogue items), `deposits`
(one-hop listings, repository records, preprints, a signposting report library), `records`
(identifier- and path-bound heritage-list entries, monument GIS records, 3D models, drawing
collections) and `archives` (title-bound excavation archives, conservation projects,
dataverse datasets, rock-art panels).  `_kit` holds the shared chrome.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import archives, deposits, records, writings

CASES: list[Case] = [*writings.CASES, *deposits.CASES, *records.CASES, *archives.CASES]


def heldout86_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default: all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
