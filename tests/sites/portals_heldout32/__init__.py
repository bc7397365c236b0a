"""heldout32: a blind held-out set of mock scholarly-portal artifacts from the small,
hand-made scholarly web (hosts ``<name>.<org>.hx32.example``).

Theme: personal academic homepages (a department's ~user paper directory, a Hugo-Academic
personal site, bare hand-written supplementary and poster pages, hand-made project pages),
a Jekyll research-group blog, lab wikis (MediaWiki, DokuWiki with nice URLs), Notion-like
public workspace pages, Google-Sites-like project sites, a hand-made open lab notebook,
course pages with lecture materials, a workshop website's paper pages (poster, talk video),
GitHub-Pages-like project sites (one with files on a raw-content domain), a department's
technical-report series, a journal's supplementary-material pages (Signposting, one entered
through a PID resolver), an OSF-preprints-like server with two communities, a small society
journal on OJS, a research group's Hugo data catalogue, a FAIR data catalogue sending
Signposting headers, museum (WordPress) and library (Ghost) blog posts presenting
digitised collections, and an Apache directory listing of a dataset.

Each case's `expected` is the heuristic the seed's reasoning assigns to that portal shape
(a comment at each case says why, and what the truth is); `truth` is what an archivist
would keep as the complete artifact, embedded resources excluded; `others` are other
artifacts the entry links to.

Written blind.  What its author read: the seed (/work/shared/seeds/000_79c60b0adc755801.txt,
all of it); tests/sites/portals/_portal.py and checks.py; src/keepnet/testweb/site.py,
assets.py and the first ~140 lines of server.py; tests/unit/artifacts/
test_portal_sets_web.py; and the TEST_SUFFIXES tuple of tests/sites/portals/measure.py.
Glimpsed in passing: the lines right after that tuple in measure.py (a function calling
``discover(...)`` under ``public_suffixes(*TEST_SUFFIXES)`` and computing precision/recall
from ``report.artifact_uris`` and ``report.plan.heuristic``), and, from ``ls``, the file
names of tests/sites/ (other portal-set directories, e.g. portals_heldout7..30) and of
tests/sites/portals/ (biodiv.py, blog.py, datashare.py, drydata.py, dvn.py, eprints.py,
gitforge.py, hardcases.py, osframe.py, ...).  Nothing under src/keepnet/artifacts/, the
knowledge base, docs/artifacts.md, the artifact benches, the held-out integration test or
any other portal set's contents was read, and keepnet's discovery/inference was never run
on these cases.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import collections, homepages, publishing, teaching_events, wikis
from ._kit import web_of

CASES: list[Case] = [
    *homepages.cases(),
    *wikis.cases(),
    *teaching_events.cases(),
    *publishing.cases(),
    *collections.cases(),
]


def heldout32_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The virtual web serving `cases` (all of heldout32 by default)."""
    return web_of(CASES if cases is None else cases)
