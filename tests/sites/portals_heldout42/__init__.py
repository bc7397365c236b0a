"""heldout42: a blind held-out set of mock humanities, cultural-heritage and grey-literature
portals (hosts ``*.hx42.example``), for grading keepnet's boundary-heuristic choice.

Written blind.  Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt: its ten heuristics and its table of
portals), the portal kit (tests/sites/portals/_portal.py, tests/sites/portals/checks.py),
the test web (src/keepnet/testweb/site.py, server.py, assets.py), the well-formedness test
(tests/unit/artifacts/test_portal_sets_web.py) and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.  Nothing of keepnet's artifact code, knowledge base, docs,
bench, held-out integration test or any other portal set was read, and keepnet's artifact
discovery was never run on these cases.

Each case's expected heuristic is the one the seed's reasoning prescribes for its portal's
shape (the comment above each portal says why); its truth is the URI set that heuristic
gives on a correct reading of the seed: the artifact's own URIs, no chrome, no embedded
resources.  Modules: heritage (museum, archive catalogue, digital library, exhibition
microsites), texts (digital edition, theses, signposting repository, working papers,
conference abstracts), grey (government, NGO and think-tank publications), voices
(oral history, sound archive, scholarly blog, society newsletter); _kit holds the chrome.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import grey, heritage, texts, voices

CASES: list[Case] = [*heritage.CASES, *texts.CASES, *grey.CASES, *voices.CASES]


def heldout42_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The virtual web serving the sites of `cases` (default all); cases of one portal build
    the same sites, so a host already in the web is not added again."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web:
                web.add(site)
    return web
