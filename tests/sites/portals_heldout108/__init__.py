"""heldout108: a blind held-out set of hydrology, water-resources and soil-science portals
(gauge and catchment data services, groundwater well registries, soil profile databases,
flood studies, and the repositories, catalogues, forges, blogs and wikis that publish
them), each case an artifact with its entry page, the seed heuristic an archivist would
choose and the exact artifact URIs (hosts ``*.hx108.example``).

Written blind. Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt); the portal kit
(tests/sites/portals/_portal.py, tests/sites/portals/checks.py); the test web
(src/keepnet/testweb/site.py, the VirtualWeb part of src/keepnet/testweb/server.py,
src/keepnet/testweb/assets.py); the well-formedness test
(tests/unit/artifacts/test_portal_sets_web.py); the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.  (And, by a slip, the first lines of the docstring of
tests/sites/portals/__init__.py, and the names, not the contents, of the files in
tests/sites/ and tests/sites/portals/ from a directory listing.)  No keepnet artifact
code, docs, bench or other set.  Checked with the well-formedness test and throwaway
scripts of its author's (link dumps; which pages carry the title or the id), no keepnet
code.

Modules by portal family: `repos` (DSpace, EPrints, Figshare, Omeka S: Single Page+ with
Ignored URIs), `data` (CKAN: Single Page+ with Ignores; InvenioRDM: Signposting),
`titles` (Dataverse, OSF: Filtered Title), `strings` (Dryad: Title+ with Ignores; Hugo:
Title), `ids` (HydroShare, KISTERS WISKI) and `registries` (a well registry, GeoNetwork):
Significant String from URI, `forges` (GitLab: Path-Based; GitHub: Path-Based with
Externals), `paths` (soil profile database, nginx data release, ArcGIS Hub: Path-Based),
`blogs` (WordPress, Drupal) and `single` (MediaWiki, Discourse: Single Page; a hand-made
lab site: Single Page+).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import blogs, data, forges, ids, paths, registries, repos, single, strings, titles

CASES: list[Case] = [
    *repos.CASES,
    *data.CASES,
    *titles.CASES,
    *strings.CASES,
    *ids.CASES,
    *registries.CASES,
    *forges.CASES,
    *paths.CASES,
    *blogs.CASES,
    *single.CASES,
]


def heldout108_web(cases: list[Case] | None = None) -> VirtualWeb:
    """One VirtualWeb serving every site the cases build (a shared host is added once)."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
