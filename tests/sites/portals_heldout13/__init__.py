"""Held-out portal set 13, written BLIND: its author read the seed, the Case/Portal shapes,
the well-formedness checks and the test web, never keepnet's artifact code, its knowledge
base, its docs on artifacts or any other held-out set, and never ran an inference on it.

Emphasis: every kind of portal row in the seed's table (slide and video hosts, a video
journal, a podcast, preprint and working-paper servers, publishers, data repositories of
the Figshare, Zenodo, Dryad, OSF, Dataverse and GBIF kinds, code forges, a package index,
a documentation host, a notebook host, blogs, a magazine, a discussion site, a wiki, a
project site, a multi-chapter report and a monograph platform) imitated under unfamiliar names, each with its own markup, title
shape and URL shapes; plus hard shapes: multi-page artifacts, downloads on another
registrable domain (CDN, object store), DOI-style redirecting entries, FAIR Signposting on
some portals (Link headers, HTML link elements, a linkset) and not on others, titles
reused in other artifacts' related-items lists, heavy chrome (tags, profiles, pagination,
language switchers, trending widgets) and versioned deposits.

Hosts are ``<name>.<org>.hx13.example``: hx13.example is a test public suffix, so every
``<org>.hx13.example`` is a registrable domain of its own.  Each case's comment says which
heuristic of the seed is expected and why the truth is what it is.
"""

from __future__ import annotations

from collections.abc import Iterable

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import data, forges, papers, slides_video, webpubs
from ._kit import web_of

CASES: list[Case] = [
    *slides_video.CASES,
    *papers.CASES,
    *data.CASES,
    *forges.CASES,
    *webpubs.CASES,
]


def heldout13_web(cases: Iterable[Case] | None = None) -> VirtualWeb:
    """The virtual web serving `cases` (all of the set by default)."""
    return web_of(CASES if cases is None else cases)
