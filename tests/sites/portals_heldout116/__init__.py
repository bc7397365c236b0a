"""heldout116: a blind held-out set of seismology and volcanology portals — earthquake event
catalogues, station metadata services, eruption and volcano databases, hazard-model
repositories, and the repositories, code forges, blogs and archives around them (hosts
``*.hx116.example``).

Written blind. Its author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt), tests/sites/portals/_portal.py,
tests/sites/portals/checks.py, src/keepnet/testweb/site.py, the VirtualWeb part of
src/keepnet/testweb/server.py, src/keepnet/testweb/assets.py,
tests/unit/artifacts/test_portal_sets_web.py and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.  No keepnet artifact code, docs, bench or other portal set
was read, and no artifact discovery was run on these cases.

Modules by portal family: ``single`` (blog, news, forum, archive items, a chrome-less
station page), ``paths`` (event pages with a product CDN, GitHub, GitLab, HUBzero), ``ids``
(station metadata and volcano profiles keyed by a code in the URI), ``repos`` (DSpace 7 and
InvenioRDM with Signposting, Figshare, EPrints), ``strings`` (Dataverse, OSF, CKAN, a
hand-made bulletin site).
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import ids, paths, repos, single, strings

CASES: list[Case] = [*single.CASES, *paths.CASES, *ids.CASES, *repos.CASES, *strings.CASES]


def heldout116_web(cases: list[Case] | None = None) -> VirtualWeb:
    """One virtual web with every site the given cases (default: all) build."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
