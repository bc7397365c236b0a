"""heldout43: a blind held-out set of mock life, earth and environmental science data
portals (sequence and structure archives, occurrence, sample and ontology registries,
ecological and climate data repositories, observatory archives with files on object stores
and transfer services, data journals, model forges), every case with the heuristic the
seed's reasoning prescribes for its portal shape and the artifact's own URIs as truth.

Written blind.  Read, and only read: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, src/keepnet/testweb/server.py,
src/keepnet/testweb/assets.py, tests/unit/artifacts/test_portal_sets_web.py and the
TEST_SUFFIXES tuple of tests/sites/portals/measure.py.  Nothing of keepnet's artifact
code, knowledge base, docs or benches, and no other portal set, was read, and keepnet's
artifact discovery was not run on these cases.

Modules: `_kit` (shared chrome and helpers), `bio` (sequence, structure, sample, occurrence,
ontology), `eco` (data repositories and journals), `earth` (observatories, sensors,
model forges, notebook hubs).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import bio, earth, eco

CASES: list[Case] = [*bio.CASES, *eco.CASES, *earth.CASES]


def heldout43_web(cases: list[Case] | None = None) -> VirtualWeb:
    """A virtual web serving the sites of `cases` (default: all); a portal's sites once."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web:
                web.add(site)
    return web
