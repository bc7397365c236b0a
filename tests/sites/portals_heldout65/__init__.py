"""heldout65: a blind held-out set of mock education and open-courseware portals.

Written blind.  Its author read exactly: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt); the portal kit tests/sites/portals/_portal.py
and tests/sites/portals/checks.py; the test web src/keepnet/testweb/site.py, server.py and
assets.py; the well-formedness test tests/unit/artifacts/test_portal_sets_web.py; the
TEST_SUFFIXES tuple of tests/sites/portals/measure.py (the grep that showed it also printed
a dozen lines of its measuring function); besides these only the helper rules, scripts/check,
pyproject's mypy section and the file names (not contents) of tests/sites/ and
tests/sites/portals/.  Nothing of keepnet's artifact code, knowledge base, artifact docs,
benches, held-out integration test or other portal sets, and no artifact discovery was run
on these cases.  Each case's expected heuristic is what the seed prescribes for its
portal's shape, and its truth the URI set that heuristic gives on a correct reading of the
seed, without the portal's chrome or other artifacts.

Modules by portal family: `repositories` (single-hop records, signposting, a bare mirror),
`courseware` (path-based course sites, textbooks, decks), `forges` (path-based with
externals), `datasets` (title- and URI-string portals), `media` (single pages); `_kit`
holds the shared chrome.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import courseware, datasets, forges, media, repositories

CASES: list[Case] = [
    *repositories.CASES,
    *courseware.CASES,
    *forges.CASES,
    *datasets.CASES,
    *media.CASES,
]


def heldout65_web(cases: list[Case] | None = None) -> VirtualWeb:
    """A virtual web serving the sites of `cases` (default all); shared hosts added once."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
