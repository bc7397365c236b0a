"""Eighth held-out set of mock scholarly portals (hosts end in ``.hx8.example``).

Written independently of keepnet's artifact code and of the other portal sets, to grade
artifact-boundary inference on portals it was not developed on.  Each family module
documents the seed heuristic its cases expect and why their ground truth is what it is.
Host names follow ``<name>.<org>.hx8.example``: with ``hx8.example`` treated as a public
suffix, every organisation, file host and CDN is a registrable domain of its own.

Families (module: portals imitated → expected seed heuristic):

* ``repositories``: InvenioRDM, DSpace 6/7, EPrints 3.3/3.4, institutional Figshare →
  Single Page+ with Ignored URIs;
* ``dataverse``: two Dataverse installations → Significant String from Filtered Title;
* ``forges``: self-hosted GitLab (current and 10.x) → Path-Based; a GitHub-Enterprise-like
  forge with a user-content domain → Path-Based with Externals;
* ``catalogues``: CKAN 2.9/2.10, GBIF IPT, a GBIF-like aggregator → Significant String from URI;
* ``preprints``: OSF-based preprint servers → Significant String from Filtered Title; a
  bioRxiv-like server and a data journal → Single Page+ with Ignored URIs;
* ``webpresence``: a Silk-like project site, a docs host, a slide host → Path-Based; a blog
  post and a PubPeer-like thread → Single Page; a JoVE-like video article → Single Page+
  with Ignored URIs;
* ``datasets``: a Dryad-like repository → Significant String from Title+ with Ignored URIs;
  a Kaggle-like dataset → Path-Based with Externals; a Signposting repository → Signposting;
* ``hubs``: a Hugging-Face-like dataset hub → Path-Based with Externals.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import catalogues, datasets, dataverse, forges, hubs, preprints, repositories, webpresence

CASES: list[Case] = [
    *repositories.CASES,
    *dataverse.CASES,
    *forges.CASES,
    *catalogues.CASES,
    *preprints.CASES,
    *webpresence.CASES,
    *datasets.CASES,
    *hubs.CASES,
]


def heldout8_web(cases: list[Case] | None = None) -> VirtualWeb:
    """A fresh VirtualWeb serving every site of the given cases (default: all)."""
    web = VirtualWeb()
    for case in cases if cases is not None else CASES:
        for site in case.build():
            if site.host not in web:
                web.add(site)
    return web
