"""Held-out portal set 12, written BLIND: without reading keepnet's artifact code, its
knowledge base, its docs or any other portal set, and without running inference on it.

Emphasis: the software families scholarly institutions self-host, under unfamiliar names
and in current versions and themes — InvenioRDM (with and without FAIR Signposting),
Dataverse, GitLab, Forgejo, DSpace 7, EPrints 3.4, CKAN 2.10, Figshare for institutions,
OSF, GBIF IPT, Dryad, Omeka S, Islandora 2, Hyrax, Pure, OJS 3, Opencast — plus a lab's
static supplement page and a research blog.  Markup varies on purpose: a generator meta on
some, none on others; downloads on the portal host or on a file host of another
registrable domain; paginated file lists; versions; DOI and handle redirect entries.

Hosts are ``<name>.<org>.hx12.example``: hx12.example is a test public suffix, so each
``<org>.hx12.example`` is a registrable domain of its own.  Each case's comment says which
of the seed's heuristics it expects and why the truth is what it is.
"""

from __future__ import annotations

from collections.abc import Iterable

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case
from sites.portals_heldout12 import (
    dataportals,
    dataverse,
    forges,
    glam,
    invenio,
    osf,
    publications,
    repositories,
    uriportals,
)
from sites.portals_heldout12._kit import web_of

CASES: list[Case] = [
    *invenio.CASES,
    *dataverse.CASES,
    *forges.CASES,
    *repositories.CASES,
    *dataportals.CASES,
    *osf.CASES,
    *uriportals.CASES,
    *glam.CASES,
    *publications.CASES,
]


def heldout12_web(cases: Iterable[Case] | None = None) -> VirtualWeb:
    """The virtual web serving `cases` (all of the set's cases by default)."""
    return web_of(CASES if cases is None else cases)
