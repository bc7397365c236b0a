"""heldout30: a blind held-out set of mock research-data infrastructures and data journals.

Used once to grade keepnet's automatic choice of an artifact-boundary heuristic on portals
it has never seen.  Theme: research-data infrastructures and data journals — a
PANGAEA-like data publisher with Signposting, ICPSR-like and UK-Data-Service-like social
science archives (restricted files behind request forms), 4TU.ResearchData-, DANS-Data-
Station-, B2SHARE-, Mendeley-Data-, Zenodo-community-, Harvard-Dataverse-variant-,
Materials-Cloud-, NOMAD-, OpenNeuro-, ESS-DIVE- and NERC-EDS-like repositories, a
DataCite-Commons-like metadata page, Scientific-Data-like and ESSD-like data papers linked
to their datasets, a data-infrastructure blog, static lab data pages, per-dataset explorer
sites and a GIN-like (git-annex) data forge.  Multi-file and multi-version datasets, DOI
resolver hops, and landing pages linking an API and a file browser on other hosts.

Every case says (in a comment where it is built) which of the seed's heuristics the seed's
reasoning assigns to that portal shape, and why, and what its truth is: the URIs an
archivist would want as the complete artifact (embedded CSS/JS/images excluded).

Written blind.  Read: the seed (/work/shared/seeds/000_79c60b0adc755801.txt: its heuristics
and table of portals), tests/sites/portals/_portal.py, tests/sites/portals/checks.py,
src/keepnet/testweb/ (site.py, server.py, the first lines of assets.py),
tests/unit/artifacts/test_portal_sets_web.py and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.  Glimpsed: the directory listing of tests/sites/ (the
names of the other portal-set packages, not their contents) and the first 40 lines of
tests/sites/portals/__init__.py (its docstring and the module names it imports).  Not
read: anything under src/keepnet/artifacts/, the knowledge base, docs/artifacts.md,
bench/bench_artifacts.py, the held-out integration test or any other portal set; keepnet's
artifact discovery was never run on these cases.

Hosts are `<name>.<org>.hx30.example`, each org its own registrable domain and used by one
portal type only.
"""

from __future__ import annotations

from collections.abc import Sequence

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case
from sites.portals_heldout30 import dataverse, earth, journals, repositories, social, static
from sites.portals_heldout30._kit import web_of

CASES: list[Case] = [
    *repositories.CASES,
    *dataverse.CASES,
    *social.CASES,
    *journals.CASES,
    *earth.CASES,
    *static.CASES,
]


def heldout30_web(cases: Sequence[Case] | None = None) -> VirtualWeb:
    """The virtual web serving `cases` (all of heldout30 by default)."""
    return web_of(CASES if cases is None else cases)
