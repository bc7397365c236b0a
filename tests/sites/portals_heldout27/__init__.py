"""heldout27: a blind held-out set of mock humanities, cultural-heritage and media portals.

Theme: humanities, cultural heritage and media.  39 artifacts over 19 portal types: an
Internet-Archive-like item store, a HathiTrust-like volume viewer, a Wikisource-like wiki,
TEI digital editions, a Manifold-like reader (texts.py); a IIIF manuscript viewer, a
Europeana-like aggregator, a museum's collection online, Omeka Classic exhibits and items
(objects.py); a history podcast, an Indico-like conference, a static lecture archive, an
oral-history archive (media.py); a Humanities-Commons-like deposit repository with
Signposting, an ArchivesSpace-like finding-aid site, a Dryad-like humanities data
repository, a Zotero-like group library and a Hypotheses-like blog (records.py); a
GitHub-like forge hosting digital-humanities code, with raw files and release assets on a
content domain (software.py).  Hosts are ``<name>.<org>.hx27.example``; each case's
comment says which of the seed's heuristics its portal shape calls for and what its truth is.

Written blind to keepnet's boundary choice.  Read: the seed
(/work/shared/seeds/000_79c60b0adc755801.txt); tests/sites/portals/_portal.py and
tests/sites/portals/checks.py; src/keepnet/testweb/ (site.py, server.py, assets.py);
tests/unit/artifacts/test_portal_sets_web.py (and, in a traceback, testweb/wire.py parse_head); the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.  Glimpsed in passing: the names of the other
tests/sites/portals_heldout* directories and of the modules in tests/sites/portals/ (from
``ls``), and the first dozen lines of tests/sites/portals/__init__.py (its docstring and the
start of its imports).  Not read: src/keepnet/artifacts/, the knowledge base,
docs/artifacts.md, the artifact bench and held-out integration test, other portal sets.
keepnet's artifact discovery was never run on these cases (the author only checked, with
a throwaway script of their own, that path-based truths extend their entry and that the
significant-title truths contain the title the seed's filtering yields).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case
from sites.portals_heldout27 import media, objects, records, software, texts
from sites.portals_heldout27._kit import web_of

CASES: list[Case] = [*texts.CASES, *objects.CASES, *media.CASES, *records.CASES, *software.CASES]


def heldout27_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The virtual web serving these cases (all of them by default)."""
    return web_of(CASES if cases is None else cases)
