"""heldout100: a blind held-out set of mock geological-survey and subsurface-data portals
(hosts ``*.hx100.example``) for grading keepnet's choice of boundary heuristic.

Theme: geological surveys and subsurface data: borehole logs and well reports, core and
sample repositories, mineral-occurrence databases, seismic-survey data portals, geological
map-series catalogues with sheets and legends, and the blogs, forums, wikis, preprint
servers, data archives and project workspaces around them.  34 cases over 17 portal types,
each type twice (the second record harder: more files, versions, pagination, components,
external or API hosts), all ten heuristics of the seed expected.

Written blind.  What was read, and nothing else: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt: its ten heuristics and its table of portals);
tests/sites/portals/_portal.py and tests/sites/portals/checks.py (the portal kit);
src/keepnet/testweb/site.py, server.py and assets.py (the test web);
tests/unit/artifacts/test_portal_sets_web.py (the well-formedness test); and the
TEST_SUFFIXES tuple of tests/sites/portals/measure.py (the grep for it also showed the few
lines of measure.py that pass TEST_SUFFIXES to discovery).  Nothing under
src/keepnet/artifacts/, no knowledge base, no docs/artifacts.md, no bench, no other portal
set or portal module was read, and keepnet's discovery was never run on these cases.

Each case's expected heuristic is what the seed prescribes for its portal's shape (the
comment above each case says why), and its truth is the URI set that heuristic gives on a
correct reading of the seed: the artifact's own URIs, restricted to the portal's domains
(except the externals that Path-Based with Externals adds), with no chrome.  The truths
were written by hand from the pages, then checked with a throwaway script (not committed)
that applies the writer's own reading of each of the seed's heuristics to the mock web;
no keepnet code or output was involved.  That script also followed every same-host link
from every entry and homepage: all answer 200 (or redirect).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import forge, multihop, records, singles, titles
from ._kit import web

CASES: list[Case] = [
    *singles.CASES,
    *records.CASES,
    *titles.CASES,
    *multihop.CASES,
    *forge.CASES,
]


def heldout100_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The virtual web serving the sites of `cases` (default: every case of the set)."""
    return web(CASES if cases is None else cases)
