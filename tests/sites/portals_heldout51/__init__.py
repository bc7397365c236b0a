"""heldout51: a blind held-out set of mock social-science, survey and clinical-study portals
(hosts ``*.hx51.example``) for grading keepnet's choice of boundary heuristic.

Written blind.  Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), the portal kit
(tests/sites/portals/_portal.py, tests/sites/portals/checks.py), the test web
(src/keepnet/testweb/site.py, server.py, assets.py), the well-formedness test
(tests/unit/artifacts/test_portal_sets_web.py) and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (a grep of it also showed a dozen lines of its measuring
function).  Nothing of keepnet's artifact code, knowledge base or docs, no other portal
module or held-out set, and no run of keepnet's discovery on these cases.

Each case's `expected` heuristic is the one the seed prescribes for the portal shape it
imitates (a comment per case says why), and its `truth` is the URI set that heuristic
gives on a correct reading of the seed, restricted to the artifact's own URIs: none of the
chrome, and not the over-collection the seed itself admits (other records and author pages
one hop from an entry under Single Page+ with Ignored URIs or Significant String from
Title+ with Ignored URIs), which `others` records where it is another artifact.
Modules: `_kit` (chrome, text files), `archives` (title-bounded data archives),
`registries` (trial register, harmonised and DDI catalogues, signposting archive),
`packages` (path-bounded replication packages, study microsites, code and data hubs),
`releases` (single pages, bare release pages, preprints and repository records).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import archives, packages, registries, releases

CASES: list[Case] = [*archives.CASES, *registries.CASES, *packages.CASES, *releases.CASES]


def heldout51_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The virtual web serving the sites of `cases` (default: all); a portal's cases share
    its sites, each host added once."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web.sites:
                web.add(site)
    return web
