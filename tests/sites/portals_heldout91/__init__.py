"""heldout91: a BLIND held-out set of mock media-and-communication research portals
(news-archive datasets, social-media datasets with terms of use and hydration scripts,
broadcast and advertising archives, fact-checking databases, media-monitoring reports,
podcast and speech corpora), hosts ``*.hx91.example``.

Written blind.  Its author read ONLY: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, server.py and assets.py,
tests/unit/artifacts/test_portal_sets_web.py, and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (a grep for it also showed the few lines around its second
use, the call to discover).  Nothing under src/keepnet/artifacts/, no other portal set or
portal module, no artifact bench or held-out test was read, and keepnet's artifact
discovery was never run on these cases.  Each case's expected heuristic is what the seed's
reasoning prescribes for the portal shape it imitates (a comment per case says why) and its
truth is the artifact's own URIs, which that heuristic yields on a correct reading.

32 cases over 16 portal types, every type twice (the second record harder): `single`
(blog, fact-checks, podcast: Single Page; release index: Single Page+; data repository:
Single Page+ with Ignored URIs), `papers` (working-paper server: Single Page+ with Ignored
URIs), `paths` (forge and dashboard subdomain: Path-Based; code host with raw domain and
dataset hub with storage domain: Path-Based with Externals) and `strings` (corpus catalogue:
Title; ad archive: Title+ with Ignored URIs; Dataverse and OSF-like workspace: Filtered
Title; transcript index: String from URI; report repository: Signposting).  `_kit` holds
the shared chrome (cookie banner, tracker, CDN) and serves every same-host link printed.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import papers, paths, single, strings

CASES: list[Case] = [*single.CASES, *paths.CASES, *strings.CASES, *papers.CASES]


def heldout91_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The virtual web serving the sites of `cases` (default: all); shared hosts once."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web:
                web.add(site)
    return web
