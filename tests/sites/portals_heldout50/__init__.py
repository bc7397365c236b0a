"""heldout50: a blind held-out set of mock scholarly portals on conferences and scholarly
communication beyond articles (hosts ``*.hx50.example``).

34 cases over 17 portal types: recorded talks and talk write-ups (`talks`), conference papers
outside journals (`papers`), events and their records (`events`), shown and judged work
(`showcases`); `_kit` holds the shared chrome and helpers.  Each case's expected heuristic
is the one the seed's reasoning prescribes for the portal shape it imitates (a comment above
each case says why); its truth is the artifact's own URIs, none of the portal's chrome.

Written blind.  Its author read only: the seed paper
(shared/seeds/000_79c60b0adc755801.txt); tests/sites/portals/_portal.py and checks.py;
src/keepnet/testweb/site.py, server.py and assets.py; tests/unit/artifacts/
test_portal_sets_web.py; and the TEST_SUFFIXES tuple of tests/sites/portals/measure.py (plus,
by accident of a grep, the ten lines after it, which call the discovery).  Nothing under
src/keepnet/artifacts/, no knowledge base, docs/artifacts.md, bench_artifacts.py, the
held-out integration test, any other portal set or module, and no discovery run on these
cases.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import events, papers, repository, showcases, talks

CASES: list[Case] = [
    *talks.cases(),
    *papers.cases(),
    *repository.cases(),
    *events.cases(),
    *showcases.cases(),
]


def heldout50_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default: all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web:
                web.add(site)
    return web
