"""Held-out portal set 17 (hx17): health, medicine, life sciences and public-sector research.

Written BLIND, to grade keepnet's artifact-boundary inference once on portals it has never
seen.  Its author read only the seed (its table of portals and boundary heuristics), the
portal kit (tests/sites/portals/_portal.py and checks.py), the test web
(src/keepnet/testweb/: site.py, server.py, assets.py), the well-formedness test
(tests/unit/artifacts/test_portal_sets_web.py) and the TEST_SUFFIXES of
tests/sites/portals/measure.py (plus the first lines of tests/conftest.py,
tests/sites/__init__.py and tests/sites/portals/__init__.py, and the file names, not the
contents, of tests/sites/portals_heldout16/); not keepnet's artifact code, knowledge base,
docs or bench, nor any other portal set, and never ran inference, discover() or the bench on
these cases.

Portal types imitated: a ClinicalTrials.gov-like and an ISRCTN-like trial registry, a
PROSPERO-like review registry, a Mica-like cohort/biobank catalogue, Socrata-like and
ArcGIS-Hub-like open-data portals, an ONS-like statistics office, a GOV.UK-like policy
report with annexes, a DSpace-like theses repository, an Indico-like conference site, a
journal publisher with supplements on a CDN (Signposting), a medRxiv-like preprint server,
Figshare-like, Dataverse-like and InvenioRDM-like (Signposting) instances under other
names, a IIIF image archive, a herbarium with stable identifiers, a protocols repository, a
Drupal-book SOP library, an EGA-like genomic archive, an open lab notebook and a
lecture/podcast series.  Every case's comment (in its module) says which seed heuristic it
expects and why; its truth is what an archivist preserving the artifact would want: the
landing page, its files and parts, not the site chrome, not other artifacts.  Hosts are
``<name>.<org>.hx17.example``, one registrable domain per portal type.
"""

from __future__ import annotations

from collections.abc import Iterable

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case
from sites.portals_heldout17 import holdings, public, scholarly, trials

CASES: list[Case] = [*trials.CASES, *public.CASES, *scholarly.CASES, *holdings.CASES]


def heldout17_web(cases: Iterable[Case] | None = None) -> VirtualWeb:
    """The web serving `cases` (all by default); cases of one portal type share its sites."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web.sites:
                web.add(site)
    return web
