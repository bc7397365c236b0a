"""heldout28: a blind held-out set of mock scholarly portals for computing, machine learning
and engineering artifacts, written to grade keepnet's automatic choice of an artifact-boundary
heuristic on portals it has never seen.

Theme: HuggingFace-like model, dataset and Space repos (ModelQuay), Kaggle-like datasets and
notebooks (Kernelyard), an OpenML-like catalogue (TabML), an Observable-like notebook site
(Cellbook), PyPI-, CRAN- and npm-like package releases (Wheelyard, RPKG, nodebin), a
Docker-Hub-like image registry (Boxwharf), a small project's self-hosted release downloads
(pathrouter), a Software-Heritage-like source archive (Codevault), a Zenodo-like release archive
with Signposting (Relarchive), a Dataverse-like engineering data repository (EngRepo), a
Read-the-Docs-like docs host (Docsbay), an nbviewer-like renderer (NBShow), ACM-DL-, IEEE-Xplore-
and USENIX-like proceedings with artifact badges (CompDL, Xplorex, Sysconf), an artifact-
evaluation results site (AEboard), GitHub-Pages-like benchmark leaderboard sites (Benchpages),
research-lab project sites with demo, code and data, a Mailman-like list archive, an ML blog
and a Q&A site.  Hosts are ``<name>.<org>.hx28.example``, each org its own registrable domain.

Each case's comment says which of the seed's heuristics its portal's shape calls for and
why, and what its truth is: what an archivist would keep as the complete artifact, embedded
resources excluded.  Portals link each other (a paper's badge to its archived artifact, a
blog post to a model) as the real ones do; those are other artifacts.

How it was written (blind): I read only the seed (/work/shared/seeds/000_79c60b0adc755801.txt),
the portal kit (tests/sites/portals/_portal.py, tests/sites/portals/checks.py), the test web
(src/keepnet/testweb/site.py, server.py, assets.py), the well-formedness test
tests/unit/artifacts/test_portal_sets_web.py and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.  Glimpsed in passing: the file names of tests/sites/ and
tests/sites/portals/ (from `ls`), the list of modules in tests/sites/portals_heldout24/, and the
docstring and first imports of tests/sites/portals/__init__.py (the original mock portals' module
names: biodiv, blog, datashare, drydata, dvn, eprints, gitforge, ...), opened by mistake while
looking for the kit; nothing of keepnet's artifact code, knowledge base, docs, benches or other
held-out sets was read, and keepnet's discovery was not run on these cases.
"""

from __future__ import annotations

from collections.abc import Sequence

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case
from sites.portals_heldout28 import archives, community, hubs, packages, proceedings

CASES: list[Case] = [
    *hubs.CASES,
    *packages.CASES,
    *archives.CASES,
    *proceedings.CASES,
    *community.CASES,
]


def heldout28_web(cases: Sequence[Case] | None = None) -> VirtualWeb:
    """The virtual web of `cases` (all by default).  Cases on the same portal build the same
    full site, so each host is added once."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
