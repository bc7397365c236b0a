"""heldout88: a BLIND held-out set of mock scholarly portals on transport, energy and urban
research (hosts ``*.hx88.example``), written to grade keepnet's heuristic choice.

Written blind.  Read only: the seed paper (/work/shared/seeds/000_79c60b0adc755801.txt),
tests/sites/portals/_portal.py, tests/sites/portals/checks.py,
src/keepnet/testweb/site.py, server.py (first 80 lines) and assets.py,
tests/unit/artifacts/test_portal_sets_web.py, and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (the grep that found it also printed measure.py lines
140-152, a call to discover()).  Nothing under src/keepnet/artifacts/, no knowledge base,
no docs/artifacts.md, no bench, no other portal set or portal module was read, and
keepnet's artifact discovery was never run on these cases.

Fifteen portal types, two records each (the second harder); each case's comment says why
the seed prescribes its heuristic.  `_kit` holds the shared chrome; `single` the single-URI
and single-hop portals, `paths` the path-bounded ones, `strings` the significant-string
ones.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import paths, single, strings

CASES: list[Case] = [*single.CASES, *paths.CASES, *strings.CASES]


def heldout88_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
