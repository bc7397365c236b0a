"""The mock scholarly portals: one artifact per heuristic of the seed, with ground truth.

Each module builds the sites of one portal (homepage, 404 page, chrome, the artifact and its
neighbours) and exposes a `Case` (sites.portals._portal.Case): entry URL, the heuristic the
seed's table prescribes for the portal it imitates, the ground-truth artifact URIs and the
other artifacts it links.  `CASES` lists them in the order of the seed's heuristics table.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals import (
    biodiv,
    blog,
    datashare,
    demo_portals,
    drydata,
    dvn,
    eprints,
    gitforge,
    hardcases,
    opendata,
    osframe,
    protocols,
)
from sites.portals._portal import Case

CASES: list[Case] = [
    blog.CASE,
    opendata.CASE,
    datashare.CASE,
    gitforge.CASE,
    demo_portals.SOFTWARE,
    protocols.CASE,
    drydata.CASE,
    osframe.CASE,
    dvn.CASE,
    biodiv.CASE,
    demo_portals.DATASET,
    eprints.CASE,
    *hardcases.CASES,
]


def portal_web(cases: list[Case] | None = None) -> VirtualWeb:
    """A fresh VirtualWeb serving every case's sites."""
    web = VirtualWeb()
    for case in cases if cases is not None else CASES:
        for site in case.build():
            if site.host not in web:
                web.add(site)
    return web
