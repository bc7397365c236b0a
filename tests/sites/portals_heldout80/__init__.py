"""heldout80: a blind held-out set of mock data-journal and publisher portals (hosts
``*.hx80.example``) for grading keepnet's choice of boundary heuristic.

Theme: data papers describing datasets deposited elsewhere, supplementary-material hosts,
figure and table viewers embedded from another host, versions of record beside accepted
manuscripts, corrections and retraction notices, article-level metrics pages, and peer-review
reports published beside the article.  Each case's expected heuristic is the one the seed's
reasoning prescribes for that portal shape (a comment per case says why), and its truth is the
artifact's own URIs that heuristic yields on a correct reading of the seed, no chrome.

Written blind.  Read: the seed paper (shared/seeds/000_79c60b0adc755801.txt), the portal kit
(tests/sites/portals/_portal.py, tests/sites/portals/checks.py), the test web
(src/keepnet/testweb/site.py, server.py, assets.py), the well-formedness test
tests/unit/artifacts/test_portal_sets_web.py, and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.  Not read: keepnet's artifact code or knowledge base,
docs/artifacts.md, the artifact benches, the held-out integration test, or any other portal
set or portal module; keepnet's artifact discovery was never run on these cases.

Modules: `_kit` (chrome, file makers), `journals` (data journal, notices, editorial blog,
manuscript server, signposting publisher), `data` (Dryad-, GBIF-, Dataverse- and EPrints-like
repositories), `supplements` (embed viewer, supplement host, code forge, interactive
articles), `reviews` (article metrics, open peer review).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import data, journals, reviews, supplements

CASES: list[Case] = [*journals.CASES, *data.CASES, *supplements.CASES, *reviews.CASES]


def heldout80_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of the given cases (default: all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
