"""Held-out portal set 21: mock scholarly-portal artifacts written BLIND, graded once.

The seed's own table of portals re-imagined as they look in 2026, under other host names
and newer software: a GitHub-like forge (repository, release with assets on an objects
CDN, gist), a Figshare-like item with versions, a Zenodo-like (InvenioRDM) record in a
community, a Dryad-like dataset, an OSF-like project with components and wiki, a
SlideShare-like deck, a YouTube-like video with captions and chapters, a Vimeo-like
showcase, a bioRxiv-like preprint with full text and supplements, an arXiv-like paper
(abs, pdf, html, source, versions), an academic homepage's project page, a MediaWiki lab
wiki article with uploads, a Jupyter notebook viewer, a Docker-Hub-like image, a PyPI-like
release, a WordPress post with an embedded dataset, an F1000-like poster and a
SlidesLive-like talk; and three more of the seed's table: Dataverse (a new installation
that signposts, an old one that does not), a GBIF-like and a Kaggle-like dataset.  Every case's comment says which seed heuristic it expects and why,
and what its truth is (what an archivist preserving that artifact would want).

Written blind: its author read only the seed (/work/shared/seeds/000_79c60b0adc755801.txt:
its heuristics and its table of portals), the shared portal kit
(tests/sites/portals/_portal.py, tests/sites/portals/checks.py), the test web
(src/keepnet/testweb/site.py, server.py, assets.py), the well-formedness test
(tests/unit/artifacts/test_portal_sets_web.py) and TEST_SUFFIXES in
tests/sites/portals/measure.py; not keepnet's artifact code, its knowledge base, its docs
or bench on artifacts, nor any other portal set, and ran no inference on these cases.

Hosts are ``<name>.<org>.hx21.example``, each org its own registrable domain and owned by
one portal type.  Modules: `_kit` (the `Hub` the portals are built with), `code`,
`data`, `media`, `papers`, `more`.
"""

from __future__ import annotations

from collections.abc import Iterable

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case
from sites.portals_heldout21 import code, data, media, more, papers

CASES: list[Case] = [*code.CASES, *data.CASES, *media.CASES, *papers.CASES, *more.CASES]


def heldout21_web(cases: Iterable[Case] | None = None) -> VirtualWeb:
    """The virtual web serving `cases` (all of the set by default).  Cases of one portal
    type build the same full sites, so each host is added once."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web:
                web.add(site)
    return web
