"""heldout65: a blind held-out set of mock education and open-courseware portals.

Written blind: its author read only the seed paper (/work/shared/seeds/000_79c60b0adc755801.txt),
the portal kit (tests/sites/portals/_portal.py, tests/sites/portals/checks.py), the test web
(src/keepnet/testweb/site.py, server.py, assets.py), the well-formedness test
(tests/unit/artifacts/test_portal_sets_web.py) and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (with a few lines after it shown by the same command), and
nothing of keepnet's artifact code, knowledge base, benches or other portal sets.  Each
case's expected heuristic is what the seed prescribes for its portal's shape, and its truth
the URI set that heuristic gives on a correct reading of the seed, without the chrome.

Modules by portal family: `repositories` (single-hop records and signposting), `courseware`
(path-based course sites, forges, textbooks, decks), `datasets` (title- and URI-string
portals), `media` (single pages); `_kit` holds the shared chrome.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import courseware, datasets, media, repositories

CASES: list[Case] = [*repositories.CASES, *courseware.CASES, *datasets.CASES, *media.CASES]


def heldout65_web(cases: list[Case] | None = None) -> VirtualWeb:
    """A virtual web serving the sites of `cases` (default all); shared hosts added once."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
