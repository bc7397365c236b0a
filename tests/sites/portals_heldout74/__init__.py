"""heldout74: a blind held-out set of mock scholarly portals (hosts ``*.hx74.example``).

Theme: one month of requests to a university library's web archivist -- the department's
conference site, a PhD student's thesis data, a lab's code forge, a professor's slides and
talk pages, a faculty's working papers, an institutional repository record, a museum loan
page, and the portals around them (preprints, lecture videos, project workspaces, survey
data, specimen records, a public lab notebook, the department's news blog).

Written blind.  Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, src/keepnet/testweb/server.py,
src/keepnet/testweb/assets.py, tests/unit/artifacts/test_portal_sets_web.py and the
TEST_SUFFIXES tuple of tests/sites/portals/measure.py -- no keepnet artifact code, knowledge
base, docs, benches or other portal set, and keepnet's discovery was never run on these cases.
Each case's expected heuristic is what the seed prescribes for the portal shape it imitates
(a comment at each case says why); its truth is the URI set that heuristic gives on a correct
reading of the seed, which for these portals is exactly the artifact's own URIs.

Modules: `_kit` (chrome and helpers), `publishing`, `events`, `data`, `code`.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import code, data, events, publishing

CASES: list[Case] = [*events.CASES, *publishing.CASES, *data.CASES, *code.CASES]


def heldout74_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default: all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web:
                web.add(site)
    return web
