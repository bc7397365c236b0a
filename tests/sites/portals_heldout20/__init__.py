"""heldout20: placeholder"""

from __future__ import annotations

from collections.abc import Iterable

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import repositories

CASES: list[Case] = [*repositories.cases()]


def heldout20_web(cases: Iterable[Case] | None = None) -> VirtualWeb:
    """The virtual web serving `cases` (all of heldout20 by default)."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web:
                web.add(site)
    return web
