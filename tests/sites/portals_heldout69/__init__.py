"""heldout69: a blind held-out set of mock psychology, cognitive-science and neuroscience
portals (preregistrations and registered reports, experiment-material repositories,
neuroimaging archives with subjects and sessions, lab wikis, multi-site replication
projects), hosts ``*.hx69.example``.

Written blind.  Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt: its heuristics and table of portals),
tests/sites/portals/_portal.py, tests/sites/portals/checks.py, src/keepnet/testweb/site.py,
src/keepnet/testweb/server.py, src/keepnet/testweb/assets.py,
tests/unit/artifacts/test_portal_sets_web.py and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py; no keepnet artifact code, knowledge base, other portal set
or discovery run.  Each case's expected heuristic is what the seed prescribes for the
portal shape it imitates (a comment per case says why); its truth is the artifact's own
URIs as that heuristic, read correctly, would give them.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import archives, code, publications, registries

CASES: list[Case] = [*registries.CASES, *code.CASES, *publications.CASES, *archives.CASES]


def heldout69_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for s in c.build():
            if s.host not in web:
                web.add(s)
    return web
