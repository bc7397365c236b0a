"""heldout112: a blind held-out set of energy-systems, nuclear and fusion research portals —
model repositories and forges, reactor and plasma-shot data, technical-report servers and
regulators' libraries, open energy-modelling platforms (hosts ``*.hx112.example``).

Written blind. Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt, "Pushing Boundaries"); the portal kit
tests/sites/portals/_portal.py and tests/sites/portals/checks.py; the test web
src/keepnet/testweb/site.py, src/keepnet/testweb/server.py (its VirtualWeb) and
src/keepnet/testweb/assets.py; the well-formedness test
tests/unit/artifacts/test_portal_sets_web.py; and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.  No keepnet artifact code, docs, bench, other portal
modules or other held-out sets were read, and no artifact discovery was run on these cases.

Each case's comment says why the seed prescribes its heuristic and what the truth holds.
Modules by family: `single` (Single Page, Single Page+), `hops` (Single Page+ with Ignored
URIs), `signpost` (Signposting), `forges` (Path-Based and Path-Based with Externals on code
and model forges), `paths` (other Path-Based), `titles` (Significant String from Title and
Title+ with Ignored URIs), `filtered` (Filtered Title), `ids` (Significant String from URI).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import filtered, forges, hops, ids, paths, signpost, single, titles

CASES: list[Case] = [
    *single.CASES,
    *hops.CASES,
    *signpost.CASES,
    *forges.CASES,
    *paths.CASES,
    *titles.CASES,
    *filtered.CASES,
    *ids.CASES,
]


def heldout112_web(cases: list[Case] | None = None) -> VirtualWeb:
    """One virtual web serving every site of the given cases (all cases by default)."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
