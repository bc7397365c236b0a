"""Held-out mock scholarly portals: an independent set to measure how boundary inference
generalises.  Not to be read by whoever tunes the inference rules.

Each module imitates one portal family on host names no real portal (and no case of
tests/sites/portals) uses, with its own chrome, and exposes `CASES` (sites.portals._portal.Case):
entry URL, the heuristic the seed's table prescribes for the imitated portal / artifact class,
and the ground truth an archivist would give (the entry page — the landing page when the
entry is a redirecting identifier — plus every artifact URI; embedded resources excluded).
The truth reasoning of every case is in its module's docstring.

Modules: invenio (InvenioRDM), dataverse, gitlab (self-hosted), ghe (GitHub Enterprise with
raw / LFS hosts), dspace (7 and 6 JSPUI), eprints, ckan, figshare (institutional), osf
(project and branded preprint), ipt (GBIF IPT), wordpress (blog network), magazine
(academic news), projectsite (project micro-sites), dataforge (Kaggle-like), datadock
(classic-Dryad-like), singles (video portal, Omeka Classic, lab-notebook wiki), slides
(SlideShare-like).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case
from sites.portals_heldout import (
    ckan,
    datadock,
    dataforge,
    dataverse,
    dspace,
    eprints,
    figshare,
    ghe,
    gitlab,
    invenio,
    ipt,
    magazine,
    osf,
    projectsite,
    singles,
    slides,
    wordpress,
)

MODULES = [
    invenio,
    dataverse,
    gitlab,
    ghe,
    dspace,
    eprints,
    ckan,
    dataforge,
    datadock,
    figshare,
    osf,
    projectsite,
    singles,
    slides,
    ipt,
    wordpress,
    magazine,
]

CASES: list[Case] = [case for module in MODULES for case in module.CASES]


def heldout_web(cases: list[Case] | None = None) -> VirtualWeb:
    """A fresh VirtualWeb serving every case's sites."""
    web = VirtualWeb()
    for case in cases if cases is not None else CASES:
        for site in case.build():
            if site.host not in web:
                web.add(site)
    return web
