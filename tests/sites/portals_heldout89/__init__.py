"""heldout89: a BLIND held-out set of mock space-science and planetary-data portals
(hosts *.hx89.example) for grading keepnet's boundary-heuristic choice.

Theme: mission data archives of bundles, collections and products; image catalogues with
derived products; mission document libraries; meteorite and returned-sample databases;
instrument calibration releases.  30 cases over 15 portal types, each type twice (the second
record harder), all ten of the seed's heuristics expected.

Written blind.  The author read ONLY: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, src/keepnet/testweb/server.py,
src/keepnet/testweb/assets.py, tests/unit/artifacts/test_portal_sets_web.py and the
TEST_SUFFIXES tuple of tests/sites/portals/measure.py (plus tests/conftest.py's opening
lines and the names of the files in tests/sites/ and tests/sites/portals/).  Nothing under
src/keepnet/artifacts/, no other portal set or portal module, no artifact docs or benches;
keepnet's artifact discovery was never run on these cases.

Modules: `_kit` (chrome helpers), `archives` (path-shaped archives), `catalogues` (one-hop,
title-string and signposted catalogues), `samples` (identifier, filtered-title and title
databases), `pages` (single-page artifacts).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import archives, catalogues, pages, samples

CASES: list[Case] = [*archives.CASES, *catalogues.CASES, *samples.CASES, *pages.CASES]


def heldout89_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default: all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for s in c.build():
            if s.host not in web.sites:
                web.add(s)
    return web
