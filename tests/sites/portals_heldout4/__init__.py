"""Fifth held-out set of mock scholarly portals (hosts end in ``.hx4.example``).

Written independently of keepnet's artifact code and of the other portal sets, to grade
the final version.  Each case module documents the seed heuristic it expects and why its
ground truth is what it is.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import forges, publications, repositories

CASES: list[Case] = [*repositories.CASES, *forges.CASES, *publications.CASES]


def heldout4_web(cases: list[Case] | None = None) -> VirtualWeb:
    """A fresh VirtualWeb serving every site of the given cases (default: all)."""
    web = VirtualWeb()
    for case in cases if cases is not None else CASES:
        for site in case.build():
            if site.host not in web:
                web.add(site)
    return web
