"""Held-out portal set 18, written BLIND: engineering, earth and environmental sciences, and
non-English institutions.

Written without reading keepnet's artifact inference (src/keepnet/artifacts/), any knowledge
base, docs/artifacts.md, the artifact bench, tests/sites/portals/measure.py (beyond its
TEST_SUFFIXES) or any other portals_* set, and without running inference on these cases.
Read: the seed (../shared/seeds/000_79c60b0adc755801.txt: its heuristics and its table of
portals), the portal kit tests/sites/portals/_portal.py and checks.py, the test web
(src/keepnet/testweb/site.py, server.py, assets.py) and the well-formedness test
tests/unit/artifacts/test_portal_sets_web.py.  Glimpsed in passing (not used): the
directory names under tests/sites/, the first 20 lines of tests/sites/portals/__init__.py
(its docstring and module names) and the ~25 lines of measure.py after TEST_SUFFIXES.

Each case's comment names the seed heuristic it expects and why, and its truth: what an
archivist preserving the artifact would want (landing page, its files and parts), not site
chrome and not other artifacts.  Hosts are ``<name>.<org>.hx18.example``, one registrable
domain per portal type.  `_kit.Hub` holds a portal type's chrome host and plain hosts.

Modules: ocean (ERDDAP, THREDDS, Hyrax, PANGAEA, ESGF), geo (GeoNetwork, GeoNode, a
seismology event page and its news, hydrology stations), code (Software-Heritage-like
archive, GitLab, Forgejo, Jupyter Book courses, hackathon projects), repos (InvenioRDM
community and record, OPUS 4 in German, DSpace 7 in Spanish, WEKO3 in Japanese, CSpace in
Chinese) and engineering (standards with errata, patents with drawings, a test-report
series, a CAD model library).  A few truths knowingly hold URIs the expected heuristic
cannot reach, as on the real portals (the seed's "potentially misses"): GeoNode's CSW record
keyed by UUID only, the archive's vault tarball, the community's API record outside its
path, CSpace's CID-encoded PDFs.  Likewise the bare THREDDS and Hyrax pages link their
parent directory, an extra the one-hop rule takes (the seed's "potentially adds").
"""

from __future__ import annotations

from collections.abc import Iterable

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import code, engineering, geo, ocean, repos

CASES: list[Case] = [
    *ocean.cases(),
    *geo.cases(),
    *code.cases(),
    *repos.cases(),
    *engineering.cases(),
]


def heldout18_web(cases: Iterable[Case] | None = None) -> VirtualWeb:
    """The sites of the given cases (all by default); cases of one portal type share hosts."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web.sites:
                web.add(site)
    return web
