"""heldout102: a blind held-out set of mock clinical-trial and regulatory portals.

PLACEHOLDER DOCSTRING
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import agencies, community, registries, repositories

CASES: list[Case] = [*agencies.CASES, *registries.CASES, *repositories.CASES, *community.CASES]


def heldout102_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default: all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
