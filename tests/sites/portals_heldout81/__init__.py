"""heldout81: a blind held-out set of mock grey-literature portals of NGOs, think tanks and
international organisations (hosts ``*.hx81.example``): report series in several languages
with annex spreadsheets, a partner library mirroring policy briefs, webinar and podcast
pages, a signposted document repository, data-story microsites, an open-data hub, a code
forge with replication packages, an evaluation database with management responses, a
knowledge hub, an evidence repository, a consortium project space and a microdata library.

Written blind.  What was read to write it, and nothing else of the project: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt); tests/sites/portals/_portal.py and
tests/sites/portals/checks.py; src/keepnet/testweb/site.py, server.py and assets.py;
tests/unit/artifacts/test_portal_sets_web.py; the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.  (The first five lines of another set's package docstring
were glimpsed once by a `head`, nothing of its code.)  Nothing of src/keepnet/artifacts/,
the artifact knowledge base or any other portal module; keepnet's discovery was never run
on these cases.  Each case's expected heuristic is what the seed's table prescribes for the
portal shape it imitates, and its truth is the URI set that heuristic yields on a correct
reading of the seed: the artifact's own URIs, none of the portal's chrome.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import records, reports, stories

CASES: list[Case] = [*reports.CASES, *stories.CASES, *records.CASES]


def heldout81_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The virtual web serving the sites of `cases` (default: all); a portal's cases share
    its sites, added once."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
