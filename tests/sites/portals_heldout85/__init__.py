"""heldout85: a blind held-out set of mock mathematics and computer-science portals
(hosts ``*.hx85.example``).

Written blind: its author read only the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), the portal kit
(tests/sites/portals/_portal.py and tests/sites/portals/checks.py), the test web
(src/keepnet/testweb/site.py, server.py, assets.py), the well-formedness test
tests/unit/artifacts/test_portal_sets_web.py and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (a grep for it also showed a dozen lines of that file's
`measure()`, the call to `discover`) -- nothing of keepnet's artifact code, knowledge base,
docs, benches or any other portal set.  Each case's expected heuristic is the one the
seed's reasoning prescribes for its portal shape (a comment per case says why); its
truth is the artifact's own URIs.

Modules by portal family: `bib` (review database, bibliography, formula library, theorem
wiki), `data` (integer sequences, arithmetic-objects database, data repository, compute
capsules), `formal` (formal-proof archive, formalized-mathematics
library, prover package index), `software` (code forge, source-code archive, artifact
evaluation, signposted deposits); `_kit` holds the shared chrome (cookie banner, trackers, a chrome page for
every same-host link).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import bib, data, formal, software

CASES: list[Case] = [*bib.CASES, *data.CASES, *formal.CASES, *software.CASES]


def heldout85_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The virtual web serving the sites of `cases` (default: all); cases of one portal
    share its sites, so a host is added once."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
