"""heldout71: a blind held-out set of mock library and special-collections portals (hosts
*.hx71.example) for grading keepnet's boundary-heuristic choice.

Theme: libraries and special collections: digitised books and manuscripts in page-turning
viewers, finding aids with series and files, newspaper archives with issues and pages, map
libraries, catalogue records that link digital surrogates on other hosts.  Fifteen portal
types, two records each (the second harder), the expected heuristic of each case being the
one the seed's reasoning prescribes for its shape (a comment per case says why) and its
truth the URI set that heuristic gives on a correct reading of the seed.

Written blind.  Read only: the seed paper (/work/shared/seeds/000_79c60b0adc755801.txt),
tests/sites/portals/_portal.py, tests/sites/portals/checks.py,
src/keepnet/testweb/{site,server,assets}.py, tests/unit/artifacts/test_portal_sets_web.py
and the TEST_SUFFIXES tuple of tests/sites/portals/measure.py (a grep for it also showed
a few lines of its measuring function); besides, the file names (only) of tests/sites and
tests/sites/portals.  Nothing of keepnet's
artifact code, knowledge base or docs, no other portal module or held-out set, and no
artifact discovery was run on these cases.

Modules: `_kit` (library chrome, a site that answers every link it prints, file helpers),
`single` (one-page and one-hop portals), `paths` (path-shaped portals, with and without
files on other domains), `strings` (significant-string portals), `records` (catalogue
ids and Signposting).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case
from sites.portals_heldout71 import paths, records, single, strings

CASES: list[Case] = [*single.cases(), *paths.cases(), *strings.cases(), *records.cases()]


def heldout71_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default: all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web:
                web.add(site)
    return web
