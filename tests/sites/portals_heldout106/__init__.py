"""heldout106: a blind held-out set of mock architecture, urban-planning and design-research
portals (hosts ``*.hx106.example``) for grading keepnet's choice of boundary heuristic.

Written blind.  Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt: its heuristics and its table of portals);
the portal kit, tests/sites/portals/_portal.py and tests/sites/portals/checks.py; the test
web, src/keepnet/testweb/site.py, server.py (the VirtualWeb part) and assets.py; the
well-formedness test tests/unit/artifacts/test_portal_sets_web.py; and the TEST_SUFFIXES
tuple of tests/sites/portals/measure.py (a grep for that name also showed the few lines
around its one other use).  Nothing of keepnet's artifact code, knowledge base, docs,
benches, other portal modules or other held-out sets was read, and keepnet's artifact
discovery was never run on these cases.

Modules by portal family: `single` (Single Page, Single Page+, Single Page+ with Ignored
URIs), `paths` (Path-Based, Path-Based with Externals), `strings` (the significant-string
family) and `ids` (Significant String from URI, Signposting); `_kit` holds the shared
chrome.  Each case's comment says why the seed prescribes its heuristic.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import ids, paths, single, strings

CASES: list[Case] = [*single.cases(), *paths.cases(), *strings.cases(), *ids.cases()]


def heldout106_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default: all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
