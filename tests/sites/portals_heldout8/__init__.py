"""Eighth held-out set of mock scholarly portals (hosts end in ``.hx8.example``).

Written independently of keepnet's artifact code and of the other portal sets, to grade
artifact-boundary inference on portals it was not developed on.  Each family module
documents the seed heuristic its cases expect and why their ground truth is what it is.
Host names follow ``<name>.<org>.hx8.example``: with ``hx8.example`` treated as a public
suffix, every organisation, file host and CDN is a registrable domain of its own.
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
