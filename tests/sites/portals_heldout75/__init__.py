"""heldout75: a blind held-out set of mock scholarly portals, national and regional
repositories, journal and data portals in Japanese, Chinese, Korean, Russian, Arabic,
Portuguese, Spanish, Polish and Turkish (hosts ``*.hx75.example``).

Written blind.  What was read to write it, and nothing else of the project: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt: its ten heuristics and its table of
portals), tests/sites/portals/_portal.py (`case()`, `Case`), tests/sites/portals/checks.py,
src/keepnet/testweb/site.py, server.py (its VirtualWeb) and assets.py,
tests/unit/artifacts/test_portal_sets_web.py, and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (the grep that showed it also printed that module's lines
125-137, a call of `discover`; nothing else of it was read).  No keepnet artifact code, no
knowledge base, no other portal set was read, and no discovery was run on these cases.

Every case's expected heuristic is the one the seed's reasoning prescribes for its portal's
shape (see the comment on each case); its truth is the URI set that heuristic gives on a
correct reading of the seed: the artifact's own URIs, never the portal's chrome.
`_literal` spells that reading out (no keepnet code) and
tests/unit/artifacts/test_heldout75_literal.py checks every truth against it.  Modules:
`_kit` (chrome, homepage, 404 page, filler), `_east_asia`, `_china`, `_slavic_turkic`,
`_arabic`, `_iberian` (the portals), `_cases` (the cases).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from ._cases import CASES


def heldout75_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default: all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web:
                web.add(site)
    return web


__all__ = ["CASES", "heldout75_web"]
