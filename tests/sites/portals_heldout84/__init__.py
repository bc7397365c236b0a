"""heldout84: a blind held-out set of mock machine-learning portals (hosts *.hx84.example).

Model hubs with model cards and weights split over files and revisions, dataset hubs with
splits and parquet exports, DOI model archives, release mirrors, model zoos, evaluation
leaderboards, paper pages linking code, models and results, open-review forums, preprint
servers, research-lab blogs, notebook platforms with kernels and input datasets, benchmark
suites with task pages, data repositories and experiment trackers.

Written blind.  Read, and only read: /work/wt/RULES.md and the brief; the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt); tests/sites/portals/_portal.py and
tests/sites/portals/checks.py; src/keepnet/testweb/site.py, server.py (VirtualWeb) and
assets.py; tests/unit/artifacts/test_portal_sets_web.py; from tests/sites/portals/measure.py
its TEST_SUFFIXES tuple, plus what the searches for it printed besides (its module docstring
and imports, and the dozen lines after a later ``public_suffixes(*TEST_SUFFIXES)`` call);
pyproject's ruff/mypy settings and scripts/check; directory listings of tests/sites and
tests/sites/portals (file names only).  Nothing of keepnet's artifact code, knowledge base
or docs, no other portal set or portal module, no git history, and no discovery run on
these cases (a throw-away script of my own reading of the seed checked the truths).

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
