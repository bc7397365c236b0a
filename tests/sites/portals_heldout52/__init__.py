"""heldout52: a blind held-out set of mock preprint portals (hosts *.hx52.example).

Theme: preprints and their afterlives — preprint servers across disciplines with versions,
withdrawn and replaced preprints, overlay journals, comments and endorsements, links to the
published version, translated and mirrored preprints, institutional preprint series and
working-paper series.

Written blind.  Its author read ONLY: the seed paper (shared/seeds/000_79c60b0adc755801.txt,
its ten heuristics and table of portals); the portal kit (tests/sites/portals/_portal.py,
tests/sites/portals/checks.py); the test web (src/keepnet/testweb/site.py, server.py,
assets.py); the well-formedness test tests/unit/artifacts/test_portal_sets_web.py; and the
TEST_SUFFIXES tuple of tests/sites/portals/measure.py (the lines printed around it also
showed that module's measuring function).  Nothing of keepnet's artifact code, knowledge
base, docs or benches, no other portal module or held-out set, and keepnet's artifact
discovery was never run on these cases.

Each case's `expected` heuristic is what the seed's reasoning prescribes for the portal
shape it imitates (a comment per case says why), and its truth is the artifact's own URIs
as that heuristic, read correctly, would collect them — never the portal's chrome.  The
reading of the two protocols the seed names but does not define in detail: for
signposting, the artifact is the landing page plus the targets of its `item` and
`describedby` links (not `cite-as`, `author`, `license`, `type` or `collection`); for
Path-Based with Externals, the externals are the release and raw-file hosts of the forge
(another registrable domain, as raw.githubusercontent.com is for GitHub).

Cases of one portal share its sites; `heldout52_web()` serves the sites of the given
cases (all by default), each host once.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import afterlives, forges, repositories, servers

CASES: list[Case] = [*servers.CASES, *afterlives.CASES, *repositories.CASES, *forges.CASES]


def heldout52_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The virtual web of the given cases (default: all), each host served once."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web:
                web.add(site)
    return web
