"""heldout101: a blind held-out set of mock scholarly portals (hosts ``*.hx101.example``).

Theme: regional and non-English scholarly portals of Europe and Latin America.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import france, iberia, latam_data, latam_journals

CASES: list[Case] = [*france.cases(), *iberia.cases(), *latam_journals.cases(), *latam_data.cases()]


def heldout101_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default: all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web:
                web.add(site)
    return web
