"""tmp"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import presses, theses

CASES: list[Case] = [*theses.CASES, *presses.CASES]


def heldout54_web(cases: list[Case] | None = None) -> VirtualWeb:
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
