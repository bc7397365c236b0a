"""heldout38: a blind held-out set of mock journal and article platforms (hosts *.hx38.example).

Thirty cases over fifteen portal types: an OJS journal, a Janeway press, HighWire-like and
Atypon-like (signposted, DOI-entered) publishers, a society journal with supplements, a
journal's editorial blog, a PKP preprint server, bioRxiv-like and arXiv-like preprint
servers with versions, a HAL-like national archive, SciELO-, J-STAGE- and OpenEdition-like
regional platforms (Portuguese, Spanish, Japanese, French), an anthology-like proceedings
portal with media on other hosts and a hand-written workshop site.  Each case's `expected`
heuristic is what the seed's reasoning prescribes for its portal shape (a comment by every
case says why), and its truth is the artifact's own URIs as that heuristic, read correctly,
would give them: no chrome, no related records, no embedded resources.

Written blind.  Read for it, and nothing else of the project: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, server.py and assets.py,
tests/unit/artifacts/test_portal_sets_web.py and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.  No keepnet artifact code, knowledge base, docs, bench, other
held-out set or other portal module was read, and no discovery was run on these cases.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import journals, preprints, proceedings, regional

CASES: list[Case] = [*journals.CASES, *preprints.CASES, *regional.CASES, *proceedings.CASES]


def heldout38_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The virtual web serving the sites of `cases` (default: all); cases of one portal
    share its sites, each added once."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web:
                web.add(site)
    return web
