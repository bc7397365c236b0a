"""heldout79: a blind held-out set of mock economics, finance and business research portals
(hosts ``*.hx79.example``).

Sixteen portal types, two records each (the second harder: more files, versions, editions,
pagination, second hosts): a central bank's economics blog and a policy-column site
(single_page); a forecaster-survey release directory (single_page_plus); a working-paper
abstract repository and a working-paper series site (single_page_plus_ignored); an
economics code forge and index dashboard microsites (path_based); a replication-code host
and a data-science dataset hub (path_based_externals); central-bank research-data pages
(sig_title); a journal data-package repository (sig_title_plus_ignored); a replication
package archive and a research-project workspace (sig_filtered_title); an economic
time-series database and a company-filing index (sig_uri); a signposting open-access
repository (signposting).  Each case's comment says why the seed prescribes its heuristic;
its truth is the artifact's own URIs, without the portal's chrome.

Written blind.  Read only: the seed paper (/work/shared/seeds/000_79c60b0adc755801.txt),
tests/sites/portals/_portal.py, tests/sites/portals/checks.py,
src/keepnet/testweb/site.py, server.py and assets.py,
tests/unit/artifacts/test_portal_sets_web.py and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py.  No keepnet artifact code, knowledge base, docs, benches or
other portal sets were read, and keepnet's discovery was never run on these cases.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import code, data, papers

CASES: list[Case] = [*papers.CASES, *code.CASES, *data.CASES]


def heldout79_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for s in c.build():
            if s.host not in web.sites:
                web.add(s)
    return web
