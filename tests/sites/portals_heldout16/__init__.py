"""Held-out portal set 16, written BLIND: its author read the seed, the portal kit, the
test web and the well-formedness test, but none of keepnet's artifact code, knowledge base
or scores, and never ran inference on these cases.  Use it once to grade inference.

Emphasis: computational and natural sciences — model and dataset hubs, a competition
platform, container, PyPI, CRAN, Bioconductor and conda package pages, compute capsules, a
source-code archive, protocols, structure, sequence and materials databases, preprints, an
Overleaf-like template, executable books, a lab project site, leaderboard results, an
observatory data release, a chemistry dataset repository, posters with lightning talks and a
workflow registry with Signposting.  Hosts are ``<name>.<org>.hx16.example`` (each
``<org>.hx16.example`` its own registrable domain), unique per portal type.  Each case's
comment says which heuristic of the seed it expects and why, and what the truth is.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from .data import CASES_DATA
from .landing import CASES_LANDING
from .ml import CASES_ML
from .multihop import CASES_MULTI

CASES: list[Case] = [*CASES_ML, *CASES_LANDING, *CASES_MULTI, *CASES_DATA]


def heldout16_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The virtual web of `cases` (all by default): one site per host."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web:
                web.add(site)
    return web
