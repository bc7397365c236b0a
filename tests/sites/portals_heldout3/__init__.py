"""The fourth held-out portal set: mock scholarly portals nobody on the team has looked at.

`CASES` lists every artifact with its ground truth; `heldout3_web(cases)` serves the sites
those cases need (each case's `build()` makes fresh sites; hosts shared by several cases
of one portal are built once).  The truth reasoning of each case is in its module's
docstring: forges.py (software, models, documentation), repositories.py (datasets and
deposits), publications.py (preprints, articles, posts, media, collection items).
"""

from __future__ import annotations

from collections.abc import Iterable

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import forges, publications, repositories

CASES: list[Case] = [*forges.CASES, *repositories.CASES, *publications.CASES]


def heldout3_web(cases: Iterable[Case] = CASES) -> VirtualWeb:
    """A fresh VirtualWeb serving every site the given cases build (first build of a host wins)."""
    web = VirtualWeb()
    for case in cases:
        for site in case.build():
            if site.host not in web.sites:
                web.add(site)
    return web


__all__ = ["CASES", "heldout3_web"]
