"""heldout59: a blind held-out set of mock digital-humanities portals (hosts *.hx59.example).

Fifteen portal types, two records each (the second harder: more files, versions, pages,
related records or external download hosts): scholarly editions with witnesses and
transcriptions, a TEI source forge, exhibition subdomains, a letters database, text-corpus
repositories and release mirrors, a map library, an oral-history collection, a project
blog, a linked-data entity browser, a gazetteer, a Dryad-like data archive, an OSF-like
workspace, a Dataverse and a repository with FAIR Signposting.  Each case's `expected`
heuristic is what the seed's reasoning prescribes for its portal's shape, and its truth is
the artifact's own URIs, no chrome.

Written blind.  Read, and nothing else of keepnet's artifact code or other portal sets:
the seed paper (shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, server.py and assets.py,
tests/unit/artifacts/test_portal_sets_web.py, and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.  No artifact discovery was run on these cases.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import corpora, editions, records

CASES: list[Case] = [*editions.CASES, *corpora.CASES, *records.CASES]


def heldout59_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default: all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
