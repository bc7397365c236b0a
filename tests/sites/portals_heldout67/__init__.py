"""heldout67: a blind held-out set of mock arts, music and performance research portals
(hosts ``*.hx67.example``).

Written blind.  Its author read only: the seed paper (/work/shared/seeds/000_79c60b0adc755801.txt:
its table of portals and the ten boundary heuristics), tests/sites/portals/_portal.py (the
`case()` kit), tests/sites/portals/checks.py, src/keepnet/testweb/{site,server,assets}.py,
tests/unit/artifacts/test_portal_sets_web.py and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.  Nothing of keepnet's artifact code, knowledge base, docs or
bench, nor any other portal set, was read, and keepnet's discovery was never run on these
cases.

Eighteen portal types, two records each (the second harder), in six modules by family:
`media` (video archive, blog, podcast: Single Page; press-kit host: Single Page+),
`records` (practice-research repository: Single Page+ with ignored URIs; performance-data
repository: Significant String from Title+ with ignored URIs; proceedings: Signposting),
`forges` (patch forge, MIR corpus hub: Path-Based with Externals), `scores` (score wiki and
research workspace: Significant String from Filtered Title; critical edition: Significant
String from Title; sound archive: Significant String from URI) and `exhibitions`
(exposition platform, exhibition catalogues, artists' project sites: Path-Based) and
`preprints` (musicology preprint server: Single Page+ with ignored URIs; theatre-ephemera
collection: Single Page).  Each
case's truth is the URI set its expected heuristic yields on the seed's reading, which the
portals are built to make equal to the artifact's own URIs.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import exhibitions, forges, media, preprints, records, scores

CASES: list[Case] = [
    *media.CASES,
    *records.CASES,
    *forges.CASES,
    *scores.CASES,
    *exhibitions.CASES,
    *preprints.CASES,
]


def heldout67_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default: all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
