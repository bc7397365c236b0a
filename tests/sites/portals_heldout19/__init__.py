"""Held-out portal set 19 (blind): social-science data, law and cultural heritage.

Written blind, for grading keepnet's artifact-boundary inference once on portals it has
never seen.  Its author read only: the seed (../shared/seeds/000_79c60b0adc755801.txt, its
portals and boundary heuristics), the portal kit tests/sites/portals/_portal.py and
tests/sites/portals/checks.py, the test web src/keepnet/testweb/ (site.py, server.py,
assets.py), the well-formedness test tests/unit/artifacts/test_portal_sets_web.py and the
TEST_SUFFIXES of tests/sites/portals/measure.py (the grep that found them also printed the
next few lines, measure's call of discover() and its precision/recall arithmetic), and saw
the file names in tests/sites/portals/ when listing it for __init__.py.  No inference code,
knowledge base, artifact docs, bench or other portals_* set was read or listed, and no
inference, `keepnet artifact` or bench was run on these cases.

Each case's comment names the seed heuristic it expects and why, and its truth: what an
archivist preserving that artifact would want (landing page, files, parts), never chrome or
other artifacts.  Hosts are ``<name>.<org>.hx19.example``; `_kit.Hub` builds one portal
type's whole web (chrome portal plus file, API, IIIF and resolver hosts).
"""

from __future__ import annotations

from collections.abc import Sequence

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import collections, heritage, law, social

CASES: list[Case] = [*social.CASES, *law.CASES, *heritage.CASES, *collections.CASES]


def heldout19_web(cases: Sequence[Case] | None = None) -> VirtualWeb:
    """The virtual web serving `cases` (all cases when None); hosts shared by cases of one
    portal type are built once."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web:
                web.add(site)
    return web
