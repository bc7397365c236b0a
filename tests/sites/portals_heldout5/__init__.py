"""Sixth held-out set of mock scholarly portals (hosts end in ``.hx5.example``).

Written independently of keepnet's artifact code and of the other portal sets' case
modules, to grade artifact-boundary inference on portals it was not developed on.  Portal
software families (InvenioRDM, Dataverse, DSpace 6/7, EPrints, GitLab, GitHub Enterprise,
Figshare for institutions, CKAN, OSF, GBIF IPT) run under unfamiliar host names with their
real page signatures and URL shapes; the seed's other portal types (publisher landing pages
with a separate file host, preprint servers, blogs, wikis, discussions, slides, videos,
notebooks, project sites spanning sub-paths, software documentation) sit on hosts of their
own.  Each case module documents the seed heuristic it expects and why its ground truth is
what it is; `_skin.py` holds the per-family page chrome.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import (
    ckan,
    datahub,
    dataverse,
    dspace,
    eprints,
    figshare_inst,
    ghe,
    gitlab,
    invenio,
    ipt,
    media,
    osf,
    project_sites,
    publishers,
    single_pages,
)

CASES: list[Case] = [
    *invenio.CASES,
    *dataverse.CASES,
    *dspace.CASES,
    *eprints.CASES,
    *gitlab.CASES,
    *ghe.CASES,
    *figshare_inst.CASES,
    *ckan.CASES,
    *ipt.CASES,
    *osf.CASES,
    *publishers.CASES,
    *single_pages.CASES,
    *media.CASES,
    *project_sites.CASES,
    *datahub.CASES,
]


def heldout5_web(cases: list[Case] | None = None) -> VirtualWeb:
    """A fresh VirtualWeb serving every site of the given cases (default: all)."""
    web = VirtualWeb()
    for case in cases if cases is not None else CASES:
        for site in case.build():
            if site.host not in web:
                web.add(site)
    return web
