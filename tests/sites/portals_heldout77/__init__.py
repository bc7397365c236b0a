"""heldout77: a blind held-out set of mock big-science portals (hosts ``*.hx77.example``).

Theme: big-science collaborations — a physics literature database, a preprint server, a
collaboration technical-note server, a public-results wiki, collaboration news, an open-data
portal with signposting, a measurement-tables repository, a survey data-release archive, an
event-display export bundle, an analysis container registry, a detector-software forge, an
analysis-examples code host, detector-simulation release pages, a telescope proposal archive
and a telescope observation archive: 15 portal types, two records each, the second harder.
Each case's expected heuristic is what the seed's reasoning prescribes for the portal shape
(a comment on each case says why) and its truth is that heuristic's correct answer without
the portal's chrome.

Written blind.  Read, and only these: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt); the portal kit tests/sites/portals/_portal.py
and tests/sites/portals/checks.py (and, by accident, the first five docstring lines of
tests/sites/portals/__init__.py); src/keepnet/testweb/site.py, server.py (its first 80 lines)
and assets.py; tests/unit/artifacts/test_portal_sets_web.py; the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.  Nothing under src/keepnet/artifacts/, no other portal set
or portal module, and keepnet's artifact discovery was never run on these cases.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import data, literature, software, telescope

CASES: list[Case] = [*literature.CASES, *data.CASES, *software.CASES, *telescope.CASES]


def heldout77_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default: all); a portal's cases share its sites, added once."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
