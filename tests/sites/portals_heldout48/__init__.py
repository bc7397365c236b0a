"""heldout48: a blind held-out set of mock scholarly portals (hosts ``*.hx48.example``) on
records with many relations — landing pages crowded with related, cited, citing, "more like
this", same-author, collection, newer-version, supersedes and derived-from links;
multi-version records with a concept DOI; records split across tabs; collections whose
members are separate artifacts; downloads on CDNs, object stores and mirror hosts.

Written blind.  The author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, server.py and assets.py,
tests/unit/artifacts/test_portal_sets_web.py, and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (with a glimpse of the few lines after it).  No keepnet
artifact code, knowledge base, docs or other portal set was read, and no discovery was run.

Each case's `expected` is the heuristic the seed's reasoning prescribes for the portal
shape it imitates, and its truth is the artifact's own URIs that heuristic is meant to
collect (no chrome, no other records: those are `others`).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import datapkg, forges, journals, reading, repos

CASES: list[Case] = [*repos.CASES, *datapkg.CASES, *forges.CASES, *journals.CASES, *reading.CASES]


def heldout48_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default: all); cases of one portal share its sites."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for s in case.build():
            if s.host not in web.sites:
                web.add(s)
    return web
