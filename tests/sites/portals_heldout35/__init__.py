"""heldout35: a blind held-out set of mock scholarly-portal artifacts (host suffix hx35.example).

Theme: data and publication records from a mix of repository platforms as deployed in 2026,
about half sending FAIR Signposting (complete Link headers, <link> elements only, a linkset
document, or partial: only some files as `item`, or only `describedby`/`cite-as`) and half
without; plus journal-article and preprint landing pages from several publishing platforms
(OJS 3, Janeway, a Scholastica-like and an Ubiquity-like platform, PKP Preprint Server),
with galleys, supplementary files and references, and a TEI Publisher digital edition.

Each case's `expected` heuristic is assigned from the seed's definitions and table only
(comments per case say why and what the truth is).  Complete Signposting -> `signposting`;
partial Signposting leaves the decision to the page's shape.

Written blind.  What was read: the seed (/work/shared/seeds/000_79c60b0adc755801.txt),
tests/sites/portals/_portal.py and checks.py, src/keepnet/testweb/ (site.py, server.py,
assets.py; server.py and assets.py only in part), tests/unit/artifacts/test_portal_sets_web.py
and the TEST_SUFFIXES tuple of tests/sites/portals/measure.py.  Glimpsed in passing: a grep
for that tuple also printed ~13 lines of measure.py's measuring function (it calls
`discover(case.entry, ..., heuristic, thresholds=...)` and scores precision/recall against
the truth) - nothing about how a heuristic is chosen; and `ls tests/sites/` showed the
names of the other portal set directories.  Nothing under src/keepnet/artifacts/, no
knowledge base, docs/artifacts.md, bench or other set's files were read, and keepnet's
artifact discovery was not run on these cases.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import journals, plain, signposted

CASES: list[Case] = [*signposted.CASES, *plain.CASES, *journals.CASES]


def heldout35_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The virtual web serving `cases` (all by default); cases sharing a host share a site."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web:
                web.add(site)
    return web
