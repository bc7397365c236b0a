"""heldout98: a blind held-out set of mock industry-academia and patent portals
(hosts ``*.hx98.example``) for grading keepnet's choice of boundary heuristic.

Themes: patent full-text databases with family members and citations, a prosecution
register, standards-essential patent declarations and bulk-data releases (`patents`);
technology-transfer invention disclosures, an IP licensing marketplace, a success-story
blog and consortium project microsites (`techtransfer`); an industrial research lab's
publication pages, code forge, blog and a corporate technical-report archive (`labs`);
a device-identification database, a Signposting clinical-investigation registry and a
field-safety-notice archive (`devices`).  `_kit` holds the shared chrome.

Written blind.  What was read, and only that: the seed paper
(/work/shared/seeds/000_79c60b0adc755801.txt: its heuristics and table of portals), the
portal kit (tests/sites/portals/_portal.py and tests/sites/portals/checks.py), the test
web (src/keepnet/testweb/site.py, server.py, assets.py), the well-formedness test
(tests/unit/artifacts/test_portal_sets_web.py) and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (while locating it, the few lines of its `measure` helper
that follow it also came into view).  Nothing under src/keepnet/artifacts/, no artifact
knowledge base, docs/artifacts.md, bench/bench_artifacts.py, the held-out integration
test, any other portal set or portal module, and no git history of them; keepnet's
artifact discovery was never run on these cases.  Each case's expected heuristic is the
one the seed's reasoning prescribes for its portal's shape (a comment per case says why),
and its truth is the URI set that heuristic gives on the seed's reading: the artifact's
own URIs, none of the portal's chrome.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import devices, labs, patents, techtransfer
from ._kit import web

CASES: list[Case] = [*patents.CASES, *techtransfer.CASES, *labs.CASES, *devices.CASES]


def heldout98_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of the given cases (default: all), each host once."""
    return web(CASES if cases is None else cases)


__all__ = ["CASES", "heldout98_web"]
