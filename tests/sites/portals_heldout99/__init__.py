"""heldout99: a blind held-out set of museum and natural-history collection portals.

Written blind, from the seed paper's reasoning only.  Its author read exactly: the helper
rules (/work/wt/RULES.md) and its brief; the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt); the portal kit (tests/sites/portals/_portal.py,
tests/sites/portals/checks.py); the test web (src/keepnet/testweb/site.py, server.py,
assets.py); the well-formedness test (tests/unit/artifacts/test_portal_sets_web.py); the
TEST_SUFFIXES tuple of tests/sites/portals/measure.py; and scripts/check.  It saw, without
opening them, the file names under tests/sites/ and tests/sites/portals/ and the last five
commit subjects of its branch.  Nothing of keepnet's artifact code, knowledge base, docs,
benches or other portal sets was read, and keepnet's discovery was never run on these cases;
the truths were checked with the set's own checks and a throwaway script applying the
author's reading of the seed's heuristics.

Portals: specimen records with images and 3D models, collection databases with loans and
exhibitions, herbarium sheet viewers, audio-visual and sound archives, provenance research
databases.  Each case's `expected` heuristic is the one the seed prescribes for its portal's
shape (a comment per case says why) and its truth is exactly what that heuristic takes on a
correct reading of the seed: the artifact's own URIs, none of the portal's chrome.
Hosts are ``<name>.<org>.hx99.example``.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import _audiovisual, _natural, _objects, _provenance

CASES: list[Case] = [*_natural.CASES, *_objects.CASES, *_audiovisual.CASES, *_provenance.CASES]


def heldout99_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
