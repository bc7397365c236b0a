"""Third, independent held-out set of mock scholarly portals (written without looking at the
heuristic-inference code or at the other two sets' cases).

`CASES` lists the artifacts with their ground truth; each case module's docstring says why
its truth is what it is and which heuristic of the seed ("Pushing Boundaries") it expects.
`heldout2_web(cases)` serves the portals the cases need (each portal host once).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case
from sites.portals_heldout2 import data_portals, forges, repositories, webpubs

MODULES = (repositories, data_portals, forges, webpubs)

CASES: list[Case] = [case for module in MODULES for case in module.CASES]


def heldout2_web(cases: list[Case] | None = None) -> VirtualWeb:
    """A fresh VirtualWeb serving the portals of `cases` (all cases by default)."""
    web = VirtualWeb()
    seen: set = set()
    for case in cases if cases is not None else CASES:
        if case.build in seen:
            continue
        seen.add(case.build)
        for site in case.build():
            web.add(site)
    return web
