"""heldout97: a blind held-out set of mock digital-edition portals (hosts *.hx97.example).

Theme: digital scholarly editions and correspondence — TEI letter editions with facsimiles
and transcriptions, variorum editions with critical apparatus, IIIF manuscript viewers,
prosopography and place databases, and the repositories, forges and blogs editions live in.
Each case's `expected` is the heuristic the seed paper's reasoning prescribes for the
portal shape it imitates (the reason is a comment at each case) and its truth is the
artifact's own URIs as that heuristic, read correctly, would give them.

Written blind.  Read for it, and nothing else of keepnet's: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt); tests/sites/portals/_portal.py and
tests/sites/portals/checks.py; src/keepnet/testweb/site.py, server.py and assets.py;
tests/unit/artifacts/test_portal_sets_web.py; and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (a grep for the name also showed its few lines that call
discover() with those suffixes).  Nothing under src/keepnet/artifacts/, no knowledge base,
no docs/artifacts.md, no bench, no other portal set or portal module, no git history of
them; keepnet's artifact discovery was never run on these cases (the truths were checked only
against the author's own throwaway reading of the seed's heuristics, not kept here).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import datasets, editions, forges, repositories, viewers

CASES: list[Case] = [
    *editions.cases(),
    *viewers.cases(),
    *repositories.cases(),
    *datasets.cases(),
    *forges.cases(),
]


def heldout97_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
