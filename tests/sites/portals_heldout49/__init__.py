"""heldout49: a blind held-out set of mock scholarly portals, one repository package deployed
by many institutions, each install customised differently.

Fifteen portal types, each one institution's install of an invented repository package
(HandleVault 5 and 8, PressPrints, RecordForge, DataHarbor 4 and 5, DataBurrow, OpenShelf,
SpeciesLedger, ObjectLoom, ExhibitPress and its static export, SourceCellar 16 and 17),
with local languages (pt, de, fr, es, en), renamed menus, institutional branding strips,
cookie banners, analytics scripts, plugins (geolocation, comments, IIIF, OAI-PMH), mirrored
or proxied download servers and user-content domains, and older and newer major versions
of the same package side by side.  Two cases per portal type, the second harder (more
files, versions, pagination, related records, external download hosts).  Each case's
`expected` heuristic is the one the seed's reasoning prescribes for its portal's shape (a
comment by each case says why) and its truth is the artifact's own URIs, which that
heuristic collects on a correct reading of the seed, never the portal's chrome.

Written blind.  The author read only: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt); the portal kit tests/sites/portals/_portal.py
and tests/sites/portals/checks.py; the test web src/keepnet/testweb/site.py, server.py and
assets.py; the well-formedness test tests/unit/artifacts/test_portal_sets_web.py; and the
TEST_SUFFIXES tuple of tests/sites/portals/measure.py (the grep that showed it also printed
a dozen lines of its measure() body: a call to discover() and the precision/recall sums);
besides, RULES.md, scripts/check, and directory listings (names only) of tests/sites/ and
tests/sites/portals/.  Nothing under src/keepnet/artifacts/, no knowledge base,
docs/artifacts.md, bench, other held-out set or portal module, and no run of keepnet's
artifact discovery on these cases.  The truths were checked against the author's own
throwaway reading of the ten heuristics (a script outside the repository), not keepnet's.

Modules: `_kit` (a deployment's chrome, files, case builder), `handlevault`,
`publications` (PressPrints, RecordForge), `dataharbor`, `datacatalogues` (DataBurrow,
OpenShelf, SpeciesLedger), `heritage` (ObjectLoom, ExhibitPress) and `sourcecellar`.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import datacatalogues, dataharbor, handlevault, heritage, publications, sourcecellar

CASES: list[Case] = [
    *handlevault.CASES,
    *publications.CASES,
    *dataharbor.CASES,
    *datacatalogues.CASES,
    *heritage.CASES,
    *sourcecellar.CASES,
]


def heldout49_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default: every case); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for site in c.build():
            if site.host not in web.sites:
                web.add(site)
    return web
