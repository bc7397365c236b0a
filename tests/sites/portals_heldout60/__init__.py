"""Held-out portal set heldout60: aggregators and discovery layers (hosts *.hx60.example).

Records seen through aggregators and discovery portals that point to original repositories,
mirrors and duplicates of the same record, and union catalogues: a cultural-heritage
aggregator, an academic search engine, a union catalogue, a thesis aggregator, a
preservation-network bag mirror (`catalogues`); a research-graph explorer, an
ocean-biodiversity aggregator, a PID-metadata discovery portal with signposting, an
open-access full-text aggregator (`graphs`); a source-code archive, a disciplinary data
aggregator, a harvesting data commons (`archives`); a preprint aggregation hub, a
preprint-archive mirror node and an institutional portal onto a shared data platform
(`mirrors`).  15 portal types, two records each (the second harder), 30 cases.

Written BLIND.  Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, src/keepnet/testweb/server.py,
src/keepnet/testweb/assets.py, tests/unit/artifacts/test_portal_sets_web.py, the
TEST_SUFFIXES tuple of tests/sites/portals/measure.py, /work/wt/RULES.md, scripts/check and the
docstring and import list of tests/sites/portals/__init__.py (seen in passing, no other
portal module opened).  Nothing of keepnet's artifact discovery (src/keepnet/artifacts/, its
knowledge base, docs/artifacts.md, the benches, other held-out sets) was read or run on
these cases.

Each case's expected heuristic is the one the seed's reasoning prescribes for the portal
shape it imitates (a comment above each portal type says why), and its truth is the
artifact's own URIs as that heuristic, read correctly, gathers them: never the chrome.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case
from sites.portals_heldout60 import archives, catalogues, graphs, mirrors

CASES: list[Case] = [*catalogues.CASES, *graphs.CASES, *archives.CASES, *mirrors.CASES]


def heldout60_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The virtual web serving the sites of `cases` (default: all); a host shared by several
    cases (one portal, several records) is added once."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web:
                web.add(site)
    return web
