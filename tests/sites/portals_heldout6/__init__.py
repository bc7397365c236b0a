"""Seventh held-out set of mock scholarly portals (hosts end in ``.hx6.example``).

Written independently of keepnet's artifact code and of the other portal sets, to grade
artifact-boundary inference on the long tail an archivist meets: lab and personal sites,
proceedings with a media host, Hyrax, Islandora, Omeka S, DSpace 7, Dataverse, CKAN,
Figshare and InvenioRDM instances, self-hosted forges, a package index, a notebook host, a
model hub, a versioned documentation site, preprint servers, a slide host, a blog and a
discussion thread.  Each case's docstring says which seed heuristic it expects and why its
ground truth is what it is; _chrome.py holds the (deliberately different) page chrome.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import communication, datasets, forges, papers, repositories, software, webpresence

CASES: list[Case] = [
    *webpresence.CASES,
    *papers.CASES,
    *repositories.CASES,
    *datasets.CASES,
    *forges.CASES,
    *software.CASES,
    *communication.CASES,
]


def heldout6_web(cases: list[Case] | None = None) -> VirtualWeb:
    """A fresh VirtualWeb serving every site of the given cases (default: all)."""
    web = VirtualWeb()
    for case in cases if cases is not None else CASES:
        for site in case.build():
            if site.host not in web:
                web.add(site)
    return web
