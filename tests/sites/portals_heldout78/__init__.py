"""heldout78: a BLIND held-out set of mock institutional repositories of small colleges and
research institutes on older or unusual software (EPrints 3, DSpace 5 JSPUI, DSpace 6
XMLUI, DSpace 7 Angular, Islandora 7, Samvera Hyrax and Hyku, Avalon, bare Fedora 3,
a Digital-Commons-like repository, Omeka Classic, Omeka S, Greenstone 2), hosts
``*.hx78.example``.

Written blind.  Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, server.py and assets.py,
tests/unit/artifacts/test_portal_sets_web.py and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (a grep for it also showed measure.py lines 140-152, the
call to discover()).  Nothing under src/keepnet/artifacts/, no knowledge base, no other
portal module or held-out set, and keepnet's artifact discovery was never run on these
cases.

Each case's expected heuristic is the one the seed's reasoning prescribes for the shape
of its portal (a comment per case says why) and its truth is the artifact's own URIs
(landing page, files, exports, metadata, sections...), never the portal's chrome, other
records or share links.  Cases of one portal share its sites, built whole by one builder.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import collections, dspace, eprints, samvera

CASES: list[Case] = [*eprints.CASES, *dspace.CASES, *samvera.CASES, *collections.CASES]


def heldout78_web(cases: list[Case] | None = None) -> VirtualWeb:
    """A virtual web serving the sites of `cases` (default: every case of the set)."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
