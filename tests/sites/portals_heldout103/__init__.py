"""heldout103: a blind held-out set of mock sports-science and kinesiology portals (hosts
*.hx103.example) for grading keepnet's choice of boundary heuristic.

Written blind.  Read only: the seed paper (/work/shared/seeds/000_79c60b0adc755801.txt), the
portal kit (tests/sites/portals/_portal.py, tests/sites/portals/checks.py), the test web
(src/keepnet/testweb/site.py, server.py, assets.py), the well-formedness test
(tests/unit/artifacts/test_portal_sets_web.py) and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.  Nothing of keepnet's artifact discovery, its knowledge base,
its docs or other portal sets was read or run.

Each case's expected heuristic is the one the seed's table prescribes for the portal shape it
imitates, and its truth is the URI set that heuristic gives on a correct reading of the seed
(artifact URIs only, on the portal's own hosts, embedded resources excluded).  Modules:
`repos` (data repositories), `code` (forges, dataset hub, slides, dashboards), `docs`
(guidelines, consensus statements, preprints, videos, blog, discussion), `_kit` (chrome).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import code, docs, repos

CASES: list[Case] = [*repos.CASES, *code.CASES, *docs.CASES]


def heldout103_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of the given cases (default all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
