"""Held-out portal set 14, written blind: mock scholarly portals for grading `keepnet
artifact`'s heuristic inference once, by a session that never saw the inference code, its
knowledge base, its docs or its scores.

Emphasis: what a university library's archivist is asked to capture in a year — the
institutional repository's theses (with supplementary files) and working papers, datasets
on the university's data repositories, a research group's software on a self-hosted forge
with its documentation site and package pages, a conference paper with its slides and talk
video on other hosts, a data paper and its dataset, a lab's project website, a digital
humanities exhibit (IIIF, transcriptions), a podcast episode, a preprint with versions, a
blog series, a notebook, a poster, museum objects and a researcher's listed output.

Hosts are ``<name>.<org>.hx14.example`` (``hx14.example`` is a test public suffix, so every
``<org>.hx14.example`` is its own registrable domain), one set of hosts per portal type.
Each case's comment says which heuristic of the seed it expects and why the truth is what it
is.
"""

from __future__ import annotations

from collections.abc import Iterable

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import conference, data, heritage, outreach, repositories, software
from ._kit import web_of

CASES: list[Case] = [
    repositories.DSPACE_THESIS,
    repositories.DSPACE_WP,
    repositories.EPRINTS_WP,
    repositories.EPRINTS_PREPRINT,
    repositories.RDM_DATASET,
    repositories.RDM_SOFTWARE,
    data.DV_DATA_PAPER_DATASET,
    data.DV_SURVEY,
    data.OJS_DATA_PAPER,
    data.DRYAD_PACKAGE,
    data.OSF_PROJECT,
    data.GBIF_DATASET,
    data.POSTER,
    data.PURE_OUTPUT,
    software.GITEA_SEISFLOW,
    software.GITEA_PICKER,
    software.DOCS_SEISFLOW,
    software.GITLAB_PROJECT,
    software.CRAN_PACKAGE,
    software.PYPI_PACKAGE,
    software.NOTEBOOK,
    conference.ANTH_PAPER,
    conference.ANTH_SHORT,
    conference.DECK_CASE,
    conference.TUBE_TALK,
    conference.TUBE_LECTURE,
    outreach.BLOG_PART1,
    outreach.BLOG_PART2,
    outreach.PODCAST,
    outreach.RXIV_VERSIONED,
    outreach.RXIV_SINGLE,
    outreach.LAB_SITE,
    heritage.MUSEUM_ASTROLABE,
    heritage.MUSEUM_DRAWER,
    heritage.EXHIBIT,
    heritage.OMEKA_ITEM,
]


def heldout14_web(cases: Iterable[Case] | None = None) -> VirtualWeb:
    """A virtual web serving the given cases (all of them by default)."""
    return web_of(CASES if cases is None else cases)
