"""heldout113: a blind held-out set of research-information-system and scientometrics portals:
CRIS systems (Elsevier Pure, VIVO, DSpace-CRIS, Cineca IRIS, Esploro, Digital Commons),
funder award databases and funder data (NSF, NIH RePORTER, CORDIS, DFG GEPRIS, 360Giving
GrantNav, a CKAN open-data portal), bibliometric dataset repositories (Figshare, Dryad,
Dataverse, InvenioRDM, DSpace, OSF, Kaggle, a citation-index dump page), research-assessment
submissions (REF2014 and REF2021 impact case studies, an EPrints REF output), bibliometric
services (Altmetric, dblp), the field's software and reports (GitLab, GitHub, Quarto Pub) and
its blogs (hosts ``*.hx113.example``).

Written blind. Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt); the portal kit tests/sites/portals/_portal.py
and tests/sites/portals/checks.py; src/keepnet/testweb/site.py, the VirtualWeb part of
src/keepnet/testweb/server.py and src/keepnet/testweb/assets.py; the well-formedness test
tests/unit/artifacts/test_portal_sets_web.py; and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (a grep for it also showed its use in one function of that
file, lines 164-176, not read further).  No artifact, inference or knowledge-base code, no
docs, no bench, no other portal module or held-out set; `keepnet artifact` was never run on
these cases.

Each case's comment says why the seed prescribes its heuristic and what the truth holds.  The
truth is what that heuristic collects on the portal as an archivist applying the seed would
decide: embedded resources and chrome excluded (the chrome-less Single Page+ pages embed
none), off-portal links (DOIs, ORCID, licences) never in it.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import cris, externals, ids, paths, repos, signposting, single, strings

CASES: list[Case] = [
    *single.CASES,
    *cris.CASES,
    *repos.CASES,
    *paths.CASES,
    *externals.CASES,
    *strings.CASES,
    *ids.CASES,
    *signposting.CASES,
]


def heldout113_web(cases: list[Case] | None = None) -> VirtualWeb:
    """One VirtualWeb with every site of the given cases (all cases by default); cases that
    share a host build the same full site, so each host is added once."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
