"""heldout23: a blind held-out set of mock government, agency and intergovernmental science
and grey-literature portals, for grading keepnet's artifact-boundary inference once.

Written blind.  Its author read only: the seed (/work/shared/seeds/000_79c60b0adc755801.txt,
its heuristics and table of portals), the portal kit tests/sites/portals/_portal.py and
tests/sites/portals/checks.py, the test web src/keepnet/testweb/ (site.py, server.py,
assets.py), the well-formedness test tests/unit/artifacts/test_portal_sets_web.py and the
TEST_SUFFIXES tuple of tests/sites/portals/measure.py.  No keepnet artifact code, knowledge
base, docs/artifacts.md, bench or other portal set was read, and no inference was run on
these cases.

18 portal types (agencies.py: ScienceBase, NCEI, PDS, OSTI, RePORTER, Census, a geological
map series, an air-monitoring network, a space image library; intergov.py: an EU
publications office, OECD iLibrary, World Bank OKR on DSpace 7 with Signposting, WHO IRIS on
DSpace 6, UN Digital Library on Invenio 1, a met office catalogue, a parliamentary library,
a court-opinion archive, a standards draft tracker), two cases each.  Each case's comment
names the seed heuristic it expects and why, and its truth.  Hosts are
``<name>.<org>.hx23.example``, unique per portal type.
"""

from __future__ import annotations

from collections.abc import Iterable

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case
from sites.portals_heldout23 import agencies, intergov

CASES: list[Case] = [*agencies.cases(), *intergov.cases()]


def heldout23_web(cases: Iterable[Case] | None = None) -> VirtualWeb:
    """The web of `cases` (all by default); cases of one portal type build the same sites."""
    web = VirtualWeb()
    for case in CASES if cases is None else cases:
        for site in case.build():
            if site.host not in web:
                web.add(site)
    return web
