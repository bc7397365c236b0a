"""heldout26: a blind held-out set of mock scholarly-portal artifacts on the theme of life
sciences, biodiversity and bioinformatics, with the heuristic the seed's reasoning assigns
to each portal shape and the artifact an archivist would want as ground truth.

Portals imitated (all invented, under ``<name>.<org>.hx26.example``): a lab news blog, a
clinical-trial registry, a model-organism gene database, a sequence archive's HTTP file
tree, a lab genome-release data portal, a BioStudies-like study database, a BioModels-like
model repository, a GEO-like expression archive, a protocols.io-like protocol exchange, a
Bioconductor-like package repository, a WorkflowHub-like workflow registry, GitLab- and
GitHub-like code forges, single-cell atlas microsites on their own subdomains (the seed's
Silk), a GBIF-like occurrence index, a Biodiversity-Heritage-Library-like book library, a
Dryad-like ecology data repository, a Dataverse-like institutional repository, an
OSF-like project hub and a DSpace-like repository publishing FAIR signposting.  Every
case's comment says which heuristic is expected, why, and what its truth holds.

Written blind.  Read: the seed (/work/shared/seeds/000_79c60b0adc755801.txt), the portal kit
(tests/sites/portals/_portal.py, checks.py), the test web (src/keepnet/testweb/site.py,
server.py, assets.py), tests/unit/artifacts/test_portal_sets_web.py and the TEST_SUFFIXES
tuple of tests/sites/portals/measure.py.  Glimpsed in passing: the directory listing of
tests/sites/ (names of the other portal sets), the first lines of
tests/sites/portals/__init__.py (its docstring and the names of its modules) and the
subjects of the worktree's last three commits.  Nothing under src/keepnet/artifacts/, no
knowledge base, no other held-out set's content, and no keepnet artifact discovery or
bench was read or run on these cases.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case
from sites.portals_heldout26 import biodiversity, community, records, software
from sites.portals_heldout26._kit import web_of

CASES: list[Case] = [*community.CASES, *records.CASES, *biodiversity.CASES, *software.CASES]


def heldout26_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The virtual web serving `cases` (all of heldout26's by default)."""
    return web_of(CASES if cases is None else cases)
