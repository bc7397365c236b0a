"""heldout44: a blind held-out set of mock scholarly artifacts on the small, hand-made web.

Personal academic homepages, research blogs, reading groups, bare supplement directories,
talk-slide sites, course sites, lecture-video pages, departmental technical-report series,
thesis repositories, project pages on static hosting with code elsewhere, single-dataset
microsites, Sphinx documentation, Quarto manuscripts, research-project wikis, conference
and workshop sites (hosts ``*.hx44.example``).

Written blind.  Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, server.py and assets.py,
tests/unit/artifacts/test_portal_sets_web.py and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py -- nothing under src/keepnet/artifacts/, no knowledge base,
no other portal set or portal module, and no run of keepnet's discovery on these cases.
The expected heuristic of each case follows the seed's reasoning for that portal shape
(a comment at each case builder says why); the truth is the URI set that heuristic gives
on a correct reading of the seed, without the site's chrome.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import events, personal, projects, teaching

CASES: list[Case] = [*personal.CASES, *teaching.CASES, *projects.CASES, *events.CASES]


def heldout44_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The web serving the sites of `cases` (default: all); cases of one portal share sites."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web:
                web.add(site)
    return web
