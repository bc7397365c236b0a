"""The fourth held-out portal set is well-formed: every entry and truth URI is served,
redirecting entries reach their landing page (a truth page), enough cases and portal types,
hosts distinct per portal type and from the other sets.

Deliberately checks nothing about which heuristic keepnet chooses or how well it does.
"""

from __future__ import annotations

import re
from collections import defaultdict
from html import unescape
from urllib.parse import urljoin, urlsplit

import pytest

from keepnet.testweb.site import Response
from sites.portals import CASES as DEV_CASES
from sites.portals_heldout import CASES as HELDOUT_CASES
from sites.portals_heldout2 import CASES as HELDOUT2_CASES
from sites.portals_heldout3 import CASES, heldout3_web

KNOWN = {
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


async def _get(web, url: str) -> Response:
    behaviour = await web.fetch(url)
    assert isinstance(behaviour, Response), url
    return behaviour


def test_enough_cases_and_portal_types() -> None:
    assert len(CASES) >= 24
    assert len({c.imitates for c in CASES}) >= 12
    assert len({c.name for c in CASES}) == len(CASES)
    assert all(c.expected in KNOWN for c in CASES)


def test_hosts_unique_per_portal_type_and_new() -> None:
    owner: dict[str, set[str]] = defaultdict(set)
    for c in CASES:
        for h in c.hosts:
            owner[h].add(c.imitates)
    shared = {h: t for h, t in owner.items() if len(t) > 1}
    assert not shared
    other = {h for c in [*DEV_CASES, *HELDOUT_CASES, *HELDOUT2_CASES] for h in c.hosts}
    assert not set(owner) & other
    assert all(h.endswith(".example") for h in owner)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
async def test_entry_and_truth_are_served(case) -> None:
    web = heldout3_web([case])
    assert case.truth
    for url in case.truth:
        assert urlsplit(url).hostname in web.sites, url
        resp = await _get(web, url)
        assert resp.status == 200, (url, resp.status)
    resp = await _get(web, case.entry)
    if case.landing is None:
        assert case.entry in case.truth
        assert resp.status == 200
        return
    assert case.landing in case.truth
    url = case.entry
    for _ in range(5):
        if resp.status not in (301, 302, 303, 307, 308):
            break
        url = urljoin(url, resp.header("Location") or "")
        resp = await _get(web, url)
    assert url == case.landing and resp.status == 200


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
async def test_unknown_paths_and_homepage(case) -> None:
    web = heldout3_web([case])
    host = urlsplit(case.landing or case.entry).hostname
    home = await _get(web, f"http://{host}/")
    assert home.status in (200, 301, 302)
    missing = await _get(web, f"http://{host}/no-such-page-5f3a9c")
    assert missing.status in (200, 404)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
async def test_truth_reachable_from_entry_by_links(case) -> None:
    """Every truth URI is linked (through truth pages only) from the landing page."""
    web = heldout3_web([case])
    start = case.landing or case.entry
    seen, frontier = {start}, [start]
    while frontier:
        url = frontier.pop()
        resp = await _get(web, url)
        if "html" not in (resp.header("Content-Type") or ""):
            continue
        for href in re.findall(r'<a [^>]*href="([^"]*)"', resp.body.decode()):
            target = urljoin(url, unescape(href)).split("#", 1)[0]
            if target in case.truth and target not in seen:
                seen.add(target)
                frontier.append(target)
    assert seen == case.truth
