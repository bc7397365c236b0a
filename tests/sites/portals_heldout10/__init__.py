"""Tenth held-out set of mock scholarly portals (hosts end in ``.hx10.example``).

Written independently of keepnet's artifact code and of the other portal sets, to grade
artifact-boundary inference on portals it was not developed on.  Each case module documents
the seed heuristic it expects and why its ground truth is what it is.  Host names follow
``<name>.<org>.hx10.example``: with ``hx10.example`` treated as a public suffix, every
organisation, file host, CDN and identifier resolver is a registrable domain of its own.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import data, forges, hubs, publications, repositories, webpresence

CASES: list[Case] = [
    *repositories.CASES,
    *data.CASES,
    *forges.CASES,
    *hubs.CASES,
    *publications.CASES,
    *webpresence.CASES,
]


def heldout10_web(cases: list[Case] | None = None) -> VirtualWeb:
    """A fresh VirtualWeb serving every site of the given cases (default: all)."""
    web = VirtualWeb()
    for case in cases if cases is not None else CASES:
        for site in case.build():
            if site.host not in web:
                web.add(site)
    return web
