"""heldout84: a blind held-out set of mock machine-learning portals (hosts *.hx84.example).

Model hubs with model cards and weights split over files and revisions, dataset hubs with
splits and parquet exports, DOI model archives, release mirrors, model zoos, evaluation
leaderboards, paper pages linking code, models and results, open-review forums, preprint
servers, research-lab blogs, notebook platforms with kernels and input datasets, benchmark
suites with task pages, data repositories and experiment trackers.

Written blind.  Read, and only read: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/{site,server,assets}.py,
tests/unit/artifacts/test_portal_sets_web.py and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (with the few lines after it that a pager showed).  Nothing
of keepnet's artifact code, knowledge base or docs, no other portal set or module, no
discovery run on these cases.

Each case's `expected` is the heuristic the seed's reasoning prescribes for the portal's
shape (a comment per case says why) and its truth is the artifact's own URIs that
heuristic yields on a correct reading, never the portal's chrome.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import data, models, papers

CASES: list[Case] = [*models.CASES, *papers.CASES, *data.CASES]


def heldout84_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
