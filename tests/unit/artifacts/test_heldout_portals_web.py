"""The held-out portal set is well-formed: every entry and truth URI is served, enough cases
and portal types, host names of their own.  (Says nothing of keepnet's choices or scores.)"""

from __future__ import annotations

import asyncio
from urllib.parse import urlsplit

import pytest

from keepnet.models import Exchange
from sites.portals import CASES as DEV_CASES
from sites.portals.inproc import web_fetch
from sites.portals_heldout import CASES, heldout_web

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


def _get(web, url):
    return asyncio.run(web_fetch(web)(url))


def test_enough_cases_and_portal_types():
    assert len(CASES) >= 22
    assert len({c.imitates for c in CASES}) >= 11
    assert len({c.name for c in CASES}) == len(CASES)
    assert all(c.expected in HEURISTICS for c in CASES)


def test_hosts_are_unique_per_portal_type_and_unknown_to_the_dev_set():
    dev = {h for c in DEV_CASES for h in c.hosts}
    owner: dict[str, str] = {}
    for case in CASES:
        for host in case.hosts:
            assert owner.setdefault(host, case.imitates) == case.imitates, host
            assert host not in dev, host


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_entry_and_truth_are_served(case):
    web = heldout_web([case])
    first = _get(web, case.entry)
    assert isinstance(first, Exchange)
    if case.landing is None:
        assert first.status == 200, case.entry
        assert case.entry in case.truth
    else:
        assert 300 <= first.status < 400
        location = dict((k.lower(), v) for k, v in first.headers)["location"]
        assert location == case.landing
        assert case.landing in case.truth
    assert case.truth
    for uri in sorted(case.truth):
        got = _get(web, uri)
        assert isinstance(got, Exchange) and got.status == 200, uri
        # served by a page of its own, not by the generic chrome page of _web.build_site
        assert b"Browse the collections of this site." not in got.payload, uri
    for uri in case.others:
        assert uri not in case.truth


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_portal_has_a_homepage_and_answers_an_unknown_path(case):
    web = heldout_web([case])
    host = urlsplit(case.landing or case.entry).hostname
    home = _get(web, f"https://{host}/")
    for _ in range(3):  # a homepage may redirect (DSpace JSPUI: / -> /jspui/)
        assert isinstance(home, Exchange)
        if not 300 <= home.status < 400:
            break
        home = _get(web, dict((k.lower(), v) for k, v in home.headers)["location"])
    assert home.status == 200
    missing = _get(web, f"https://{host}/this-page-does-not-exist-4e1f")
    assert isinstance(missing, Exchange) and missing.status in (200, 404)


def test_measure_module_imports():
    from sites.portals_heldout.measure import measure_heldout

    assert callable(measure_heldout)
