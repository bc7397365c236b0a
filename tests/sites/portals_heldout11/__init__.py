"""Eleventh held-out set of mock scholarly portals (hosts end in ``.hx11.example``).

Written blind — without reading keepnet's artifact code, its docs, its benchmark output or
the other portal sets' cases — to grade artifact-boundary inference on portals it was not
developed on.  Emphasis: research software and its archives, data repositories,
publication servers and scholarly web presences.  Each case says in a comment which seed
heuristic it expects (or the nearest kind for a portal type not in the seed's table) and
why its ground truth is what it is.  Host names follow ``<name>.<org>.hx11.example``: with
``hx11.example`` a public suffix, every organisation, file host and resolver is a
registrable domain of its own.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import (
    channels,
    data,
    exhibits,
    notebooks,
    preprints,
    publications,
    repositories,
    software,
    webpresence,
)

CASES: list[Case] = [
    *software.CASES,
    *channels.CASES,
    *notebooks.CASES,
    *data.CASES,
    *publications.CASES,
    *preprints.CASES,
    *repositories.CASES,
    *webpresence.CASES,
    *exhibits.CASES,
]


def heldout11_web(cases: list[Case] | None = None) -> VirtualWeb:
    """A fresh VirtualWeb serving every site of the given cases (default: all)."""
    web = VirtualWeb()
    for case in cases if cases is not None else CASES:
        for site in case.build():
            if site.host not in web:
                web.add(site)
    return web
