"""heldout68: a blind held-out set of mock chemistry and materials portals (hosts *.hx68.example).

Written blind: its author read only the seed paper (/work/shared/seeds/000_79c60b0adc755801.txt),
tests/sites/portals/_portal.py, tests/sites/portals/checks.py, src/keepnet/testweb/site.py,
server.py and assets.py, tests/unit/artifacts/test_portal_sets_web.py and the TEST_SUFFIXES
tuple of tests/sites/portals/measure.py; no keepnet artifact code, knowledge base, docs,
benches or other portal set, and no artifact discovery was run on these cases.  Each
case's expected heuristic is what the seed's table prescribes for the portal shape it
imitates (the reason is commented at each case).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import _multi, _records, _single

CASES: list[Case] = [*_single.CASES, *_multi.CASES, *_records.CASES]


def heldout68_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web:
                web.add(site)
    return web
