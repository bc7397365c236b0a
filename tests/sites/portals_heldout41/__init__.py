"""heldout41: a blind held-out set of mock scholarly portals (hosts *.hx41.example): the
seed paper's table of portals re-imagined on other hosts, each portal type twice, the
second record harder.

Written blind.  Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, server.py and assets.py,
tests/unit/artifacts/test_portal_sets_web.py, and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (its grep also showed five lines of that module's measure
function).  Nothing under src/keepnet/artifacts/, no knowledge base, no other portal set
(only the first lines of heldout40's package docstring, for its shape) and no artifact
discovery was run on these cases.

Modules: `_kit` (chrome, site builder), `paths` (forges, slides, visualisation subdomains,
competitions),
`repos` (signposting, deposit, preprint, video, biodiversity portals), `titles`
(workspace, dataverse, curated and self-describing archives, blogs, discussions, digital
collections, personal pages).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import paths, repos, titles

CASES: list[Case] = [*paths.CASES, *repos.CASES, *titles.CASES]


def heldout41_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default all); cases of one portal share its sites."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web.sites:
                web.add(site)
    return web
