"""heldout45: a blind held-out set of mock scholarly portals (hosts ``*.hx45.example``).

Theme: a generalist's sample of the scholarly web, one archivist's week of requests —
repositories, data portals, forges, a package registry, a journal, a preprint server,
slides, video, a podcast, a research blog and a data-story site builder: fifteen portal
types, each twice (the second record harder: more files, versions, related records,
pagination or external download hosts), 30 cases.  Each case's expected heuristic is the
one the seed's reasoning prescribes for that portal shape (a comment per case says why),
and its truth is the artifact's own URIs, nothing of the portal's chrome.

Written blind.  The author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt); tests/sites/portals/_portal.py and
tests/sites/portals/checks.py; src/keepnet/testweb/site.py, server.py and assets.py;
tests/unit/artifacts/test_portal_sets_web.py; and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (a few lines after it, the body of one function, were
seen in passing while locating it).  Nothing under src/keepnet/artifacts/, no artifact
knowledge base, docs/artifacts.md, bench/bench_artifacts.py, the held-out integration
test, any other portal set or portal module was read, and keepnet's artifact discovery
was never run on these cases.

Modules: `_kit` (shared chrome), `repositories` (general repository, data repository,
project registry, biodiversity portal, signposting repository), `forges` (code forge,
hosted forge, package registry, data-story sites), `publications` (preprint server,
journal, research blog), `media` (slide decks, lab video, podcast).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import forges, media, publications, repositories

CASES: list[Case] = [*repositories.CASES, *forges.CASES, *publications.CASES, *media.CASES]


def heldout45_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The virtual web serving the sites of `cases` (default: all); cases of one portal
    share its sites, so a site is added only once per host."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web:
                web.add(site)
    return web
