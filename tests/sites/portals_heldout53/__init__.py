"""heldout53: a blind held-out set of mock physical-sciences and engineering portals
(hosts ``*.hx53.example``): instrument and observatory archives, run records, simulation
outputs with parameter files, lab and agency report servers, engineering design forges,
materials and crystallography databases, calibration deposits and errata.

Written blind.  Its author read only: /work/wt/RULES.md, the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/{site,assets}.py and the first 80 lines
of src/keepnet/testweb/server.py, tests/unit/artifacts/test_portal_sets_web.py, the head of
tests/conftest.py, the directory listings (names only) of tests/sites and
tests/sites/portals, and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (the grep that showed it also printed about a dozen lines of
that module's measure() function, which call keepnet's discover; nothing else of it).
Nothing of keepnet's artifact code, knowledge base, artifact docs, benches, other portal
modules or other held-out sets; keepnet's discovery was never run on these cases.  (The
author checked each truth against a throwaway reading of the seed's heuristics of their own,
outside the repository.)

Each case's expected heuristic is the one the seed's reasoning prescribes for the portal's
shape (a comment per case says why) and its truth is the artifact's own URIs, nothing of
the portal's chrome.  Where the prescribed heuristic over-collects by the seed's own table
(the "+" heuristics' one hop reaches other versions, related records, and subject, keyword
or community links printed inside a record), the truth leaves those out: other versions
and related records are other artifacts (listed in `others`), the rest is chrome.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import forges, identified, notes, repositories, titled

CASES: list[Case] = [
    *notes.CASES,
    *repositories.CASES,
    *forges.CASES,
    *titled.CASES,
    *identified.CASES,
]


def heldout53_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default all); cases of one portal share its sites."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web.sites:
                web.add(site)
    return web
