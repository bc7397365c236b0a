"""Well-formedness of the sixth held-out portal set (no heuristic, no scores).

Every entry and truth URI is served (200, or a redirecting entry that lands on a truth
URI), every truth URI is reachable by links from the entry, entry pages render with a title
and the host's chrome (which the homepage and the real-status 404 page carry too, so the
seed's ignored-URIs list can be built), there are enough cases and portal types, every
case names a heuristic of the seed, and host names are unique per portal type and unused
by the other sets.
"""

from __future__ import annotations

import asyncio
import re
from html import unescape
from urllib.parse import urlsplit

import pytest

from sites.portals.checks import assert_entry_and_truth_served, get, links, unreachable_truth
from sites.portals_heldout5 import CASES, heldout5_web

TITLE = re.compile(r"<title>([^<]+)</title>", re.I)
SEED_HEURISTICS = {
    "single_page",
    "single_page_plus",
    "single_page_plus_ignored",
    "path_based",
    "path_based_externals",
    "sig_title",
    "sig_title_plus_ignored",
    "sig_filtered_title",
    "sig_uri",
}


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_entry_and_truth_served(case) -> None:
    web = heldout5_web([case])
    assert_entry_and_truth_served(web, case)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_truth_reachable_from_entry(case) -> None:
    missing = unreachable_truth(heldout5_web([case]), case)
    assert not missing, missing


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_entry_renders_with_chrome(case) -> None:
    """A titled HTML entry whose chrome links recur on the homepage and the 404 page."""
    web = heldout5_web([case])
    url, status, body, ctype = get(web, case.entry)
    assert status == 200 and "html" in ctype
    text = body.decode()
    assert TITLE.search(text), url
    origin = f"{urlsplit(url).scheme}://{urlsplit(url).netloc}"
    _h, home_status, home, _c = get(web, origin + "/")
    missing = asyncio.run(web.fetch(origin + "/no/such/page-hx5-404"))
    assert home_status == 200 and missing.status == 404
    chrome = links(origin + "/", home) & links(origin + "/", missing.body)
    on_entry = links(url, body)
    assert len(chrome & on_entry) >= 3, (url, chrome & on_entry)
    assert not (chrome & case.truth) - {origin + "/"}, chrome & case.truth
    # over-collection is visible: the entry links more than its artifact
    assert on_entry - case.truth - {url}


def test_cases_name_seed_heuristics() -> None:
    assert {c.expected for c in CASES} <= SEED_HEURISTICS
    assert len({c.expected for c in CASES}) >= 6


def test_counts() -> None:
    assert len(CASES) >= 24
    assert len({c.imitates for c in CASES}) >= 12
    assert len({c.name for c in CASES}) == len(CASES)


def test_hosts_unique_and_disjoint_from_other_sets() -> None:
    from sites import portals, portals_heldout, portals_heldout2, portals_heldout3, portals_heldout4

    owner: dict[str, str] = {}
    for c in CASES:
        for h in c.hosts:
            assert h.endswith(".hx5.example"), h
            kind = c.imitates.split(" (")[0]
            assert owner.setdefault(h, kind) == kind, (h, owner[h], kind)
    others = set()
    for mod in (portals, portals_heldout, portals_heldout2, portals_heldout3, portals_heldout4):
        for c in mod.CASES:
            others.update(c.hosts)
    assert not (set(owner) & others)


def _page(web, url: str) -> tuple[str, bytes, str]:
    final, status, body, ctype = get(web, url)
    return final, (body if status == 200 else b""), ctype


def _significant_title(entry_title: str, home_title: str) -> str:
    """The seed's filtered title: drop the run shared with the homepage title (from the
    start, or from the end when the starts differ, as for Dataverse), then separators."""
    t, h = unescape(entry_title), unescape(home_title)
    i = next((k for k, (x, y) in enumerate(zip(t, h, strict=False)) if x != y), min(len(t), len(h)))
    if i >= 3:
        return t[i:].strip(" -|·–")
    j = next((k for k, (x, y) in enumerate(zip(t[::-1], h[::-1], strict=False)) if x != y), 0)
    return t[: len(t) - j].strip(" -|·–")


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_truth_within_reach_of_expected_heuristic(case) -> None:
    """Each truth URI is one the seed's heuristic, read literally, can reach: the design of
    every case agrees with the heuristic it names (keepnet's code plays no part)."""
    web = heldout5_web([case])
    entry, body, ctype = _page(web, case.entry)
    origin = f"{urlsplit(entry).scheme}://{urlsplit(entry).netloc}"
    rest = case.truth - {entry}
    h = case.expected
    if h == "single_page":
        assert not rest
    elif h == "single_page_plus_ignored":
        _u, home, _c = _page(web, origin + "/")
        ignored = links(origin + "/", home) | links(
            origin + "/", asyncio.run(web.fetch(origin + "/zz-404")).body
        )
        assert rest <= links(entry, body) - ignored
    elif h in ("path_based", "path_based_externals"):
        prefix = entry if entry.endswith("/") else entry + "/"
        outside = {u for u in rest if not u.startswith(prefix)}
        if h == "path_based":
            assert not outside, outside
        else:
            assert all(urlsplit(u).hostname != urlsplit(entry).hostname for u in outside), outside
    elif h == "sig_uri":
        sig = urlsplit(entry).query.split("=", 1)[-1] or entry.rstrip("/").rsplit("/", 1)[-1]
        assert all(sig in u for u in rest), sig
    else:  # sig_title_plus_ignored / sig_filtered_title: pages holding the string, one hop on
        _u, home, _c = _page(web, origin + "/")
        title = TITLE.search(body.decode()).group(1)
        if h == "sig_filtered_title":
            title = _significant_title(title, TITLE.search(home.decode()).group(1))
        holders = {
            u for u in case.truth if title in unescape(_page(web, u)[1].decode("utf-8", "replace"))
        }
        assert entry in holders and len(title) >= 8, title
        reach = set().union(*(links(u, _page(web, u)[1]) for u in holders))
        assert rest <= holders | reach, rest - holders - reach
