"""heldout47: a blind held-out set of teaching, talk and media-heavy scholarly portals.

Fifteen portal types, two records each (the second harder): open courseware, MOOC
catalogue, course-materials forge, OER repository, open-textbook library (courses.py);
lecture capture, talk-video platform, research podcast, video methods journal, static talk
page (media.py); slide sharing, poster repository, virtual poster hall, conference-talk
archive (slides.py); learning-object repository with signposting (repos.py).  Hosts are
``<name>.<org>.hx47.example``; `_kit.py` holds the shared chrome and `serve()`, which
answers every same-host link a portal prints.

Written blind.  Read for it, and nothing else of keepnet's artifact code or other portal
sets: the seed paper /work/shared/seeds/000_79c60b0adc755801.txt; the portal kit
tests/sites/portals/_portal.py and tests/sites/portals/checks.py; the test web
src/keepnet/testweb/site.py, assets.py and server.py (lines 1-86 and its list of
definitions); the well-formedness test tests/unit/artifacts/test_portal_sets_web.py; in
tests/sites/portals/measure.py the TEST_SUFFIXES tuple (the grep that found it also showed
lines 97-109, the scoring in `measure`); the first five lines of
tests/sites/portals/__init__.py (its docstring); and directory listings of tests/sites/ and
tests/sites/portals/.  No keepnet artifact discovery was run on these cases; the truths
were checked only against an independent reading of the seed's heuristics (a throwaway
script outside the repository).  Each case's expected heuristic is the one the seed's reasoning prescribes for
its portal shape; the reason is in a comment next to it.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case
from sites.portals_heldout47 import courses, media, repos, slides

CASES: list[Case] = [
    *courses.ocw_cases(),
    *courses.mooc_cases(),
    *courses.forge_cases(),
    *courses.oer_cases(),
    *repos.book_cases(),
    *media.cap_cases(),
    *media.talk_cases(),
    *media.pod_cases(),
    *media.jvm_cases(),
    *media.kit_cases(),
    *slides.deck_cases(),
    *slides.poster_cases(),
    *slides.hall_cases(),
    *slides.conf_cases(),
    *repos.lor_cases(),
]


def heldout47_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The virtual web serving the sites of `cases` (default: all); cases of one portal
    share its sites, so a host is added once."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web:
                web.add(site)
    return web
