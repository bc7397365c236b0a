"""Ninth held-out set of mock scholarly portals (hosts end in ``.hx9.example``).

Written blind: independently of keepnet's artifact code, of its knowledge base and of the
other portal sets, to grade artifact-boundary inference on portals it was not developed
on.  It leans on the seed paper's table of portals (figshare, Zenodo, GitHub, GitLab,
Bitbucket, Dataverse, Dryad, OSF, GBIF, Slideshare, bioRxiv, SSRN, Kaggle, Silk, Omeka,
JoVE, blogs, articles, discussions, audio and video stories, Wikipedia) under
unfamiliar names, on portals the table's kinds suggest
(SourceForge, Software Heritage, ResearchGate, YouTube), and on self-hosted software
families (InvenioRDM, Dataverse, GitLab, DSpace, EPrints, CKAN, institutional figshare, OSF
preprints, GBIF IPT, Gitea/Forgejo, Omeka S, Islandora).  Each case module's docstring says
which heuristic each portal expects and why each truth set is what it is.  Host names follow
``<name>.<org>.hx9.example``: with ``hx9.example`` a public suffix in tests, every
organisation, file host and CDN is a registrable domain of its own.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import data, forges, papers, repositories, singles, webpresence

CASES: list[Case] = [
    *repositories.CASES,
    *forges.CASES,
    *data.CASES,
    *papers.CASES,
    *webpresence.CASES,
    *singles.CASES,
]


def heldout9_web(cases: list[Case] | None = None) -> VirtualWeb:
    """A fresh VirtualWeb serving every site of the given cases (default: all)."""
    web = VirtualWeb()
    for case in cases if cases is not None else CASES:
        for site in case.build():
            if site.host not in web:
                web.add(site)
    return web
