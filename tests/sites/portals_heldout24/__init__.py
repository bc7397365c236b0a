"""heldout24: a blind held-out set of mock publisher and scholarly-platform artifacts.

Used once, to grade keepnet's artifact-boundary inference on portals it has never seen.
Written blind: its author read only the seed (/work/shared/seeds/000_79c60b0adc755801.txt:
its heuristics and table of portals), the portal kit tests/sites/portals/_portal.py and
tests/sites/portals/checks.py, the test web src/keepnet/testweb/ (site.py, server.py,
assets.py), the well-formedness test tests/unit/artifacts/test_portal_sets_web.py and the
TEST_SUFFIXES tuple of tests/sites/portals/measure.py (and saw the file names of
tests/sites/portals/ in passing).  Not read: keepnet's artifacts code, its knowledge base,
docs/artifacts.md, the artifact bench, or any other portals_* set; keepnet's inference was
never run on these cases.

Emphasis: publishers and scholarly platforms (ScienceDirect, SpringerLink, Wiley, Taylor &
Francis, Cambridge Core, JSTOR, Project MUSE, SSRN, ResearchGate, Academia, Mendeley Data,
Code Ocean, protocols.io, PLOS, eLife, Frontiers, MDPI, a university press with its
OAPEN-like repository copy, Open Library of Humanities on Janeway).  Every page carries
chrome; files sit on CDNs and file hosts; some entries are DOI-resolver hops; Signposting
`Link` headers appear where such software prints them.  Each case's comment in its module
says which seed heuristic it expects and why, and what its truth is.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case
from sites.portals_heldout24 import datacode, openaccess, platforms, publishers

CASES: list[Case] = [*publishers.CASES, *platforms.CASES, *datacode.CASES, *openaccess.CASES]


def heldout24_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The virtual web of `cases` (default: all); cases sharing a hub share its sites."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web.sites:
                web.add(site)
    return web
