"""heldout66: a blind held-out set of mock law, policy and parliamentary portals
(hosts ``*.hx66.example``): case-law databases with judgments and their versions,
legislation portals with original and point-in-time texts, a bill tracker, parliamentary
debates and committee evidence, think-tank policy briefs, court opinions and dockets, an
international court, an official journal that signposts, a resolutions document system, a
law-as-code forge and two data repositories.

Written blind.  Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt: its ten heuristics and its table of
portals), the portal kit tests/sites/portals/_portal.py and tests/sites/portals/checks.py,
the test web src/keepnet/testweb/site.py, server.py and assets.py, the well-formedness test
tests/unit/artifacts/test_portal_sets_web.py and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.  Nothing of keepnet's artifact discovery, its knowledge
base, its docs or benches, nor any other portal set was read, and no discovery was run on
these cases.  Each case's expected heuristic is the one the seed's reasoning prescribes
for the portal shape it imitates (a comment per case says why); its truth is the
artifact's own URIs, none of the portal's chrome.

Modules: `_kit` (shared chrome and helpers), `courts`, `legislation`, `commentary` and
`evidence` (the portals, by family).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import commentary, courts, evidence, legislation

CASES: list[Case] = [*commentary.CASES, *courts.CASES, *legislation.CASES, *evidence.CASES]


def heldout66_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default: every case); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
