"""heldout22: a blind held-out set of mock scholarly-portal artifacts (long-tail shapes).

Written blind, to grade keepnet's artifact-boundary inference once on portals it has never
seen.  Its author read only: the seed (/work/shared/seeds/000_79c60b0adc755801.txt, its
table of portals and its boundary heuristics), the portal kit tests/sites/portals/_portal.py
and tests/sites/portals/checks.py, the test web src/keepnet/testweb/ (site.py, server.py,
assets.py), the well-formedness test tests/unit/artifacts/test_portal_sets_web.py, and the
TEST_SUFFIXES tuple of tests/sites/portals/measure.py.  Not keepnet's artifact code, its
docs or bench, nor any other portal set; no inference was run on these cases.

The emphasis is on hard shapes of the long tail across disciplines: files beside (not
below) the landing path, query-string ids only (?p=, ?doc=, ?record=, ?id=,
?persistentId=), a <base href> page, click-through licence pages, a paginated file list,
a mirror with relative links on another host, a PDF report with a sibling HTML abstract,
one volume of a series, a project site per subdomain, an artifact split over a data host
and a code host, a title repeated by unrelated related records, DOI -> handle -> landing
redirects, percent-encoded non-ASCII paths, mixed-case paths, files listed on the landing
only in JSON-LD, an IIIF image item, release assets on a CDN per platform, and a course
whose lecture files sit in a /files/ folder shared by all courses.

Each case's comment names the seed heuristic it expects and why, and its truth: what an
archivist preserving that artifact would want (landing page, files, parts), not chrome and
not other artifacts.  `_kit` holds the hub and case builders.
"""

from __future__ import annotations

from collections.abc import Iterable

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import culture, datasets, papers, software

CASES: list[Case] = [*papers.CASES, *datasets.CASES, *culture.CASES, *software.CASES]


def heldout22_web(cases: Iterable[Case] | None = None) -> VirtualWeb:
    """The virtual web of `cases` (all by default); cases of one portal type share hosts
    and build identical sites, so each host is added once."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web:
                web.add(site)
    return web
