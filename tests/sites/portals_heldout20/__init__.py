"""heldout20: a blind held-out set of mock scholarly-portal artifacts (hx20 hosts).

Used once, to grade keepnet's artifact-boundary inference on portals it has never seen.
Emphasis: hosted repository platforms and research-information systems a university
subscribes to, and software and teaching artifacts — a bepress-Digital-Commons-like IR,
Esploro-like and Worktribe-like research portals, Symplectic-Elements-like and
Converis-like public profiles, a Hyku-like multi-tenant repository, a Preservica-like
public access portal, a Mukurtu-like community archive, a DSpace-hosted grey-literature
report series, an OER repository, MOOC lecture pages, Read-the-Docs-like versioned docs, a
conda channel, a container registry, a crates.io-like registry, a SourceForge-like forge
with mirrors, a Papers-with-Code-like index, Kaggle-like and Observable-like notebooks and
a Galaxy-like workflow server.  Each case's comment names the seed heuristic it expects
and why, and what its truth is (what an archivist preserving that artifact would keep).

Written blind: its author read only the seed (../shared/seeds/000_79c60b0adc755801.txt,
its table of portals and the heuristics' definitions), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/ (site.py, server.py, assets.py),
tests/unit/artifacts/test_portal_sets_web.py and TEST_SUFFIXES in
tests/sites/portals/measure.py.  Not src/keepnet/artifacts/, any knowledge base,
docs/artifacts.md, bench/, or any other portals_* set; no inference was run on these cases.
"""

from __future__ import annotations

from collections.abc import Iterable

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import repositories, software, teaching

CASES: list[Case] = [*repositories.cases(), *teaching.cases(), *software.cases()]


def heldout20_web(cases: Iterable[Case] | None = None) -> VirtualWeb:
    """The virtual web serving `cases` (all of heldout20 by default).

    Cases of one portal type share a hub, so their sites are identical: the first wins.
    """
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web.sites:
                web.add(site)
    return web
