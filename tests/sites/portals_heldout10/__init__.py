"""Tenth held-out set of mock scholarly portals (hosts end in ``.hx10.example``).

Written independently of keepnet's artifact code and of the other portal sets, to grade
artifact-boundary inference on portals it was not developed on.  Each case module documents
the seed heuristic it expects and why its ground truth is what it is.  Host names follow
``<name>.<org>.hx10.example``: with ``hx10.example`` treated as a public suffix, every
organisation, file host, CDN and identifier resolver is a registrable domain of its own.

Rules applied across the modules, from the seed (Jones, "Pushing Boundaries", 2017):

- Artifact URIs are the base URIs of the linked resources making up the artifact: the
  entry (or the landing page a DOI/Handle entry redirects to), its files, metadata
  exports, tabs and sub-pages.  Embedded resources (CSS, JS, logos, inline images, embedded
  audio/video) are never in the truth.
- They are restricted to the portal's own hosts (its file store, CDN, API and raw-content
  hosts included); things on other portals (journals, code forges, ORCID, licences, social
  sites, citation managers) are separate artifacts or not artifacts at all.
- Other artifacts the entry links to (related items, other versions with their own
  identifier, collections, siblings whose names extend this one's) are in ``others``.
- Versions: when the entry names one version (a version in the URI, or a record/DOI per
  version: InvenioRDM, bioRxiv ``v2``, OSF ``_v2``, docs ``/en/stable/``), other versions
  are other artifacts; when it names the unversioned thing (Dataverse persistent id, IPT
  ``r=``, a package index project), its versions belong to it.
- ``expected`` is the heuristic of the seed's table for the portal imitated, or for a
  portal not in the table the nearest kind in it (each module says which and why).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import data, forges, hubs, lookalikes, publications, repositories, webpresence

CASES: list[Case] = [
    *repositories.CASES,
    *data.CASES,
    *forges.CASES,
    *hubs.CASES,
    *publications.CASES,
    *webpresence.CASES,
    *lookalikes.CASES,
]


def heldout10_web(cases: list[Case] | None = None) -> VirtualWeb:
    """A fresh VirtualWeb serving every site of the given cases (default: all)."""
    web = VirtualWeb()
    for case in cases if cases is not None else CASES:
        for site in case.build():
            if site.host not in web:
                web.add(site)
    return web
