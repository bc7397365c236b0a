"""heldout39: a blind held-out set of non-English and multi-script mock scholarly portals
(hosts *.hx39.example), written to grade keepnet's choice of boundary heuristic.

Theme: German, French, Spanish, Portuguese, Italian, Polish, Russian, Japanese, Chinese,
Korean and Arabic (right-to-left) portals -- national and university repositories, data
portals, code forges, a digital library, slide and video portals, data-story subdomains
and a lab blog -- with localized chrome (menus, search, login, cookie banners, footers,
share links, a tracking script on a metrics host) and percent-encoded non-ASCII paths.
Each case's expected heuristic is the one the seed's reasoning prescribes for the shape
of the portal it imitates (a comment per case says why); its truth is the artifact's own
URIs, none of the portal's chrome.

Written blind.  What was read, and nothing else: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, server.py and assets.py,
tests/unit/artifacts/test_portal_sets_web.py, and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.  No keepnet artifact code, knowledge base, docs, bench,
integration test, other portal set or portal module was read, and keepnet's artifact
discovery was never run on these cases.

Modules: `_kit` (localized chrome and the site builder), `_pages` (single page and
single hop), `_forges` (path based, with and without externals), `_data` (URI string,
signposting, title plus one hop), `_titles` (filtered title, title).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import _data, _forges, _pages, _titles

CASES: list[Case] = [*_pages.cases(), *_forges.cases(), *_data.cases(), *_titles.cases()]


def heldout39_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The virtual web serving the sites of `cases` (default: all); cases of one portal
    build the same sites, so a site is added only when its host is not yet served."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web.sites:
                web.add(site)
    return web
