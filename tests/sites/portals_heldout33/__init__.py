"""heldout33: a blind held-out set of mock scholarly-portal artifacts — repository records
as the software serves them in 2026, FAIR Signposting and all.

Theme: InvenioRDM, Zenodo-like, DSpace 7/8 and DSpace-CRIS, Dataverse 5/6, EPrints 3.4,
Figshare for Institutions and CKAN instances under institutional host names
(``<name>.<org>.hx33.example``).  Some signpost completely (Link headers and/or <link>
elements: cite-as, item, describedby, type, author, license), some only through a linkset
document (``rel="linkset"``, application/linkset+json or application/linkset), some in
part (items capped, describedby only, collection members signposted as items), and some
not at all, for contrast.  Records with many and paged files, previews (iframes: embedded,
never truth), IIIF manifests, collections with child items, versions with concept DOIs,
embargoed files, DOI and Handle resolver hops, files on CDN/blob/ndownloader hosts; and,
for contrast, RO-Crate previews a lab publishes as static files beside its deposits.

Truth rules (each module's docstring gives its family's): the artifact is the landing
page, the record's content files and its metadata records.  Where a portal's signposting
is complete, the boundary it declares (items, describedby, linksets) plus the landing page
is the truth, and other renderings of the same metadata (full item pages, file pages) are
not; where signposting is partial or absent, the truth is what an archivist would take from
the pages.  Other records, versions, collection members, chrome, profiles, search, login,
communities and other portals (DOI/Handle resolvers, ORCID, licences, GitHub) are not.
Each case's comment names the expected heuristic, from the seed's table and reasoning.

Written blind.  I read ONLY: the seed (/work/shared/seeds/000_79c60b0adc755801.txt),
tests/sites/portals/_portal.py and checks.py, src/keepnet/testweb/ (site.py, server.py,
assets.py), tests/unit/artifacts/test_portal_sets_web.py and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.  Glimpsed only: the directory names under tests/sites/
(from one `ls`: the other portals_heldout* sets exist) and the head of `git log --oneline`
(three subject lines naming sets 31/32 and measure.py suffixes).  Nothing of
src/keepnet/artifacts/, the knowledge base, docs/artifacts.md, the benches or the other
sets' contents was read, and keepnet's artifact discovery was never run on these cases.
"""

from __future__ import annotations

from collections.abc import Sequence

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import ckan, dataverse, dspace, eprints, figshare, invenio, rocrate

CASES: list[Case] = [
    *invenio.cases(),
    *dspace.cases(),
    *dataverse.cases(),
    *eprints.cases(),
    *figshare.cases(),
    *ckan.cases(),
    *rocrate.cases(),
]


def heldout33_web(cases: Sequence[Case] | None = None) -> VirtualWeb:
    """The virtual web of `cases` (all by default); cases sharing a host share its site."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web.sites:
                web.add(site)
    return web
