"""The third held-out portal set is well-formed: every entry and truth URI is served,
redirecting entries land on a truth page, enough cases and portal types, hosts distinct.

Deliberately checks nothing about which heuristic keepnet chooses or how well it does.
"""

from __future__ import annotations

import asyncio
from collections import defaultdict
from urllib.parse import urljoin

import pytest

from keepnet.testweb.site import Response
from sites.portals import CASES as DEV_CASES
from sites.portals_heldout import CASES as HELDOUT_CASES
from sites.portals_heldout2 import CASES, heldout2_web

HEURISTICS = {
    "single_page",
    "single_page_plus",
    "single_page_plus_ignored",
    "path_based",
    "path_based_externals",
    "sig_title",
    "sig_title_plus_ignored",
    "sig_filtered_title",
    "sig_uri",
    "signposting",
}


def _status(web, url: str) -> Response:
    resp = asyncio.run(web.fetch(url))
    assert isinstance(resp, Response), url
    return resp


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_entry_and_truth_are_served(case) -> None:
    web = heldout2_web([case])
    entry = _status(web, case.entry)
    if case.landing is None:
        assert entry.status == 200, case.entry
        assert case.entry in case.truth
    else:
        assert entry.status in (301, 302, 303, 307, 308), case.entry
        assert urljoin(case.entry, entry.header("Location") or "") == case.landing
        assert case.landing in case.truth
    for uri in sorted(case.truth):
        assert _status(web, uri).status == 200, uri
    assert case.expected in HEURISTICS
    assert not (case.others & case.truth)


def test_size_and_variety() -> None:
    assert len(CASES) >= 24
    assert len({c.name for c in CASES}) == len(CASES)
    assert len({c.imitates for c in CASES}) >= 12


def test_hosts_unique_per_portal_type_and_unused_elsewhere() -> None:
    owner: dict[str, set[str]] = defaultdict(set)
    for case in CASES:
        for host in case.hosts:
            owner[host].add(case.imitates)
    shared = {h: t for h, t in owner.items() if len(t) > 1}
    assert not shared, shared
    other = {h for c in [*DEV_CASES, *HELDOUT_CASES] for h in c.hosts}
    assert not (set(owner) & other), set(owner) & other


def test_portals_have_home_and_not_found_pages() -> None:
    web = heldout2_web()
    for site in web:
        if site.host.startswith(("hdl.", "raw.", "codeload.", "ndownloader.", "files.", "gis.")):
            continue
        assert _status(web, f"http://{site.host}/").status == 200, site.host
        missing = _status(web, f"http://{site.host}/no-such-page-7f3e2a")
        assert missing.status in (200, 404), site.host
