"""heldout54: a blind held-out set of mock long-form scholarship portals (*.hx54.example).

Theses and dissertations (ETDs with embargoes and supplementary files), university presses
and open-textbook platforms with chapters as separate records, book series, edited
volumes, open monographs in several formats and reading-room viewers: 30 cases over 15
portal types, two records per type (the second harder), each case's expected heuristic the
one the seed's reasoning prescribes for that portal shape and its truth the artifact's own
URIs under that heuristic (no chrome).

Written blind.  Read, and only these: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt); the portal kit tests/sites/portals/_portal.py
and tests/sites/portals/checks.py; the test web src/keepnet/testweb/site.py, server.py and
assets.py; the well-formedness test tests/unit/artifacts/test_portal_sets_web.py; and the
TEST_SUFFIXES tuple of tests/sites/portals/measure.py.  Nothing under src/keepnet/artifacts/,
no knowledge base, docs/artifacts.md, bench, held-out integration test, other held-out set
or other portal module was read, and keepnet's artifact discovery was never run on these
cases.

Modules: `_kit` (shared chrome, site builder, file makers), `theses` (ETD repository,
signposted thesis archive, thesis commons, thesis data archive), `presses` (OA monograph
catalogue, book-series portal, edited-volume platform, signposted open-book library),
`textbooks` (open textbook platform, open-monograph web edition, open textbook library,
special-collections reading room) and `reading` (reading-room viewer, press blog, review
journal).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import presses, reading, textbooks, theses

CASES: list[Case] = [*theses.CASES, *presses.CASES, *textbooks.CASES, *reading.CASES]


def heldout54_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default: all); cases of one portal share its sites, so a site
    is added only when its host is not in the web yet."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web:
                web.add(site)
    return web
