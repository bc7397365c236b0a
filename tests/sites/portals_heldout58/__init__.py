"""heldout58: a blind held-out set of mock biomedical portals (*.hx58.example).

Full-text article archives, publishers' supplementary-material servers, clinical preprint
servers, video methods journals, review forums and blogs (`articles`, `media`); bioimage
archives, structure databases, trial registries (`data`); data depots and a signposted
repository (`repositories`); protocol repositories and pipeline hubs (`projects`); lab
project hubs, Dataverse-like repositories and guideline portals (`titled`): 32 cases over
16 portal types, each type twice, the second record harder.

Written blind.  Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt); the portal kit tests/sites/portals/_portal.py
and tests/sites/portals/checks.py; the test web src/keepnet/testweb/site.py, server.py and
assets.py; tests/unit/artifacts/test_portal_sets_web.py; and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (a grep for it also showed that file's measure() body).
Besides: the helpers' RULES.md, scripts/check, the head of tests/conftest.py and the file
names under tests/sites/ and tests/unit/artifacts/; the first five docstring lines of
portals_heldout54/__init__.py were seen by accident while listing that directory.  Nothing of keepnet's artifact code, knowledge base, docs or
benches, and no other portal module, was read, and keepnet's discovery was never run on
these cases.  Each case's expected heuristic is what the seed prescribes for its shape
(comment per case); its truth is the artifact's own URIs that heuristic yields on a
correct reading of the seed, nothing of the portal's chrome.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import articles, data, media, projects, repositories, titled

CASES: list[Case] = [
    *articles.CASES,
    *media.CASES,
    *data.CASES,
    *repositories.CASES,
    *projects.CASES,
    *titled.CASES,
]


def heldout58_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of the given cases (default all); cases of one portal share its sites."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web.sites:
                web.add(site)
    return web
