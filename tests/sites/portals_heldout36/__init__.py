"""heldout36: a blind held-out set of mock scholarly-portal artifacts (hosts ``*.hx36.example``).

Theme: the seed's own table of portals re-imagined on other hosts with other markup — code
forges with raw files and releases on other hosts, data repositories, slide decks, talk
videos, preprint servers, personal project pages and blog posts — each portal type twice,
with different records, the second one harder (more files, versions, related records): 46
cases over 23 portal types, every one of the seed's ten heuristics expected somewhere.
Modules: `forges` (code forges), `data` (data records), `media` (slides, videos, talk pages,
preprints), `pages` (project sites, blogs, signposting, GBIF-like, supplementary indexes);
`_kit` holds the shared chrome and helpers.

Written blind.  Read: the seed (/work/shared/seeds/000_79c60b0adc755801.txt), the portal kit
(tests/sites/portals/_portal.py, tests/sites/portals/checks.py), the test web
(src/keepnet/testweb/site.py, server.py, assets.py), the well-formedness test
(tests/unit/artifacts/test_portal_sets_web.py) and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.  Glimpsed in passing: a `grep -A12` on that tuple also
showed lines 85-97 of measure.py (it calls `discover(case.entry, ...)` and scores precision
and recall of `report.artifact_uris`); `ls tests/sites/` showed the other sets' directory
names.  Nothing under src/keepnet/artifacts/, the knowledge base, docs/artifacts.md, the
artifact bench, the held-out integration test or any other portal set was read, and keepnet's
artifact discovery was never run on these cases.

Every case says in a comment which heuristic the seed's reasoning prescribes for its portal
shape and what its truth is.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import data, forges, media, pages

CASES: list[Case] = [*forges.CASES, *data.CASES, *media.CASES, *pages.CASES]


def heldout36_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The virtual web serving `cases` (default: all); cases of one portal share its sites."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web:
                web.add(site)
    return web
