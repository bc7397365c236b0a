"""heldout56: a blind held-out set of mock government and intergovernmental open-data and
statistics portals (hosts ``*.hx56.example``) for grading keepnet's choice of boundary
heuristic on portals it has never seen.

Written blind.  Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt, its heuristics and table of portals); the
portal kit tests/sites/portals/_portal.py and tests/sites/portals/checks.py; the test web
src/keepnet/testweb/site.py, server.py and assets.py; the well-formedness test
tests/unit/artifacts/test_portal_sets_web.py; the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (the grep that found it also printed the few lines of
measure() that use TEST_SUFFIXES); plus the helper rules, scripts/check, the directory names
under tests/sites/ and the file names of one other set's directory (not their contents), and
the names of the files that mention another set's suffix (to find registries to update).
Not read: anything under src/keepnet/artifacts/, the artifact knowledge base,
docs/artifacts.md, bench/bench_artifacts.py, the held-out integration test, any other
portal set's or portal module's source, or their git history; keepnet's artifact discovery
was never run on these cases.

Portal types (two cases each, the second harder) and the heuristic the seed prescribes:
statistics office blog, release calendar (single_page); bulk download index
(single_page_plus); statistical dataset page, intergovernmental document library
(single_page_plus_ignored); open-data catalogue, microdata library (path_based);
statistical code forge, geodata hub (path_based_externals); statistical table publication
(sig_title); data archive deposit (sig_title_plus_ignored); intergovernmental project
workspace, government dataverse (sig_filtered_title); SDMX data explorer, metadata
catalogue harvester (sig_uri); signposting statistics repository (signposting).

Each case's `expected` heuristic is the one the seed's reasoning prescribes for the shape of
the portal it imitates (a comment at each case says why) and its `truth` is the artifact's
own URIs as that heuristic reads them, never the portal's chrome.  Cases of one portal type
share its sites; `heldout56_web()` serves each host once.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb

from ._kit import Case
from .externals import CASES as _EXTERNALS
from .filtered import CASES as _FILTERED
from .hops import CASES as _HOPS
from .ids import CASES as _IDS
from .pages import CASES as _PAGES
from .paths import CASES as _PATHS
from .titles import CASES as _TITLES

CASES: list[Case] = [*_PAGES, *_HOPS, *_PATHS, *_EXTERNALS, *_TITLES, *_FILTERED, *_IDS]


def heldout56_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default: all), each host added once."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web.sites:
                web.add(site)
    return web
