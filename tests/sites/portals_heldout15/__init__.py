"""Held-out portal set 15, written blind: its author read the seed's table and heuristics,
the portal chrome (`sites.portals._portal`) and the testweb, but none of keepnet's artifact
code or knowledge base, no other held-out set and no score.

Emphasis: humanities, social sciences and cultural heritage — TEI editions with facsimiles,
a Scalar book and a Wax exhibition (`editions`); ArchivesSpace and AtoM finding aids, an
aggregator record and a newspaper viewer (`archives`); oral-history interviews, a
department podcast and conference contributions (`audio`); a survey data archive,
Dataverse, a Mendeley Data-like deposit and a DSpace repository with Signposting (`data`);
a museum object with IIIF, a photo archive, a group bibliography, an annotation and
open-access books (`heritage`).  Each case's comment says which of the seed's heuristics
is expected and why the truth is what it is.

Hosts are ``<name>.<org>.hx15.example``: ``hx15.example`` is a test public suffix, so each
``<org>.hx15.example`` is its own registrable domain.  Every host belongs to one portal type.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import archives, audio, data, editions, heritage

CASES: list[Case] = [
    *editions.CASES,
    *archives.CASES,
    *audio.CASES,
    *data.CASES,
    *heritage.CASES,
]


def heldout15_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The web serving `cases` (all by default); cases of one portal type build the same
    full sites, so each host is added once."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web.sites:
                web.add(site)
    return web
