"""Well-formedness of the seventh held-out portal set (no heuristic, no scores).

Every entry and truth URI is served 200 (by the case's own web and by the web of all
cases, where hosts are shared), every truth URI is reachable by links from the entry
(<a>, <area>, <link>, honouring <base href>), every HTML truth page renders with a title,
no embedded resource is counted as an artifact URI, there are enough cases and portal
types, and host names are unique per portal type and unused by the other sets.
"""

from __future__ import annotations

import asyncio
from html.parser import HTMLParser
from urllib.parse import urljoin, urlsplit

import pytest

from keepnet.testweb.server import VirtualWeb
from sites.portals_heldout6 import CASES, heldout6_web
from sites.portals_heldout6.seed_reference import SeedReference

SEED_HEURISTICS = (
    "single_page",
    "single_page_plus_ignored",
    "path_based",
    "path_based_externals",
    "sig_uri",
    "sig_title",
    "sig_title_plus_ignored",
    "sig_filtered_title",
)


class _Page(HTMLParser):
    """Links and embeds of one page, resolved against the page URL or its <base href>."""

    def __init__(self, url: str) -> None:
        super().__init__(convert_charrefs=True)
        self.base = url
        self.title = ""
        self._in_title = False
        self.raw_links: list[str] = []
        self.raw_embeds: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "base" and a.get("href"):
            self.base = urljoin(self.base, a["href"])
        elif tag == "title":
            self._in_title = True
        elif (
            tag == "link"
            and "stylesheet" in a.get("rel", "")
            or tag == "link"
            and "icon" in a.get("rel", "")
        ):
            self.raw_embeds.append(a.get("href", ""))
        elif tag in ("a", "area", "link") and a.get("href"):
            self.raw_links.append(a["href"])
        elif tag in ("img", "script", "source", "video") and (a.get("src") or a.get("poster")):
            self.raw_embeds.extend(x for x in (a.get("src"), a.get("poster")) if x)

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title += data

    def _resolve(self, hrefs: list[str]) -> set[str]:
        out = set()
        for h in hrefs:
            u = urljoin(self.base, h).split("#", 1)[0]
            if urlsplit(u).scheme in ("http", "https"):
                out.add(u)
        return out

    @property
    def links(self) -> set[str]:
        return self._resolve(self.raw_links)

    @property
    def embeds(self) -> set[str]:
        return self._resolve(self.raw_embeds)


def _fetch(web: VirtualWeb, url: str):
    return asyncio.run(web.fetch(url))


def _parse(url: str, body: bytes) -> _Page:
    page = _Page(url)
    page.feed(body.decode("utf-8", "replace"))
    return page


def _is_html(response) -> bool:
    return "html" in (response.header("Content-Type") or "")


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_entry_and_truth_served_and_rendered(case) -> None:
    assert case.landing is None and case.entry in case.truth
    assert not (case.truth & case.others)
    for web in (heldout6_web([case]), heldout6_web()):
        for uri in case.truth:
            r = _fetch(web, uri)
            assert r.status == 200, (uri, r.status)
            if _is_html(r):
                page = _parse(uri, r.body)
                assert page.title.strip(), uri
                assert page.links, uri
    entry = _fetch(heldout6_web([case]), case.entry)
    assert _is_html(entry) and (b"<h1" in entry.body or b"<h2" in entry.body)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_truth_reachable_from_entry_and_not_embedded(case) -> None:
    web = heldout6_web([case])
    seen, frontier, embedded = {case.entry}, [case.entry], set()
    while frontier:
        url = frontier.pop()
        if urlsplit(url).hostname not in web:
            continue
        r = _fetch(web, url)
        if r.status != 200 or not _is_html(r):
            continue
        page = _parse(url, r.body)
        if url in case.truth:
            embedded |= page.embeds
        for link in page.links - seen:
            if urlsplit(link).hostname in web:
                seen.add(link)
                frontier.append(link)
    assert not case.truth - seen, case.truth - seen
    assert not case.truth & embedded, case.truth & embedded


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_label_is_the_best_lossless_seed_heuristic(case) -> None:
    """Read literally (seed_reference), the labelled heuristic loses no truth URI, and no
    other seed heuristic that loses none is more precise: label and truth agree."""
    ref = SeedReference(heldout6_web([case]), case.entry)
    scores = {}
    for h in SEED_HEURISTICS:
        got = ref.run(h)
        hits = len(got & case.truth)
        scores[h] = (hits / len(case.truth), hits / len(got))
    recall, precision = scores[case.expected]
    assert recall == 1.0, sorted(case.truth - ref.run(case.expected))
    assert precision == max(p for r, p in scores.values() if r == 1.0), scores


def test_every_case_has_chrome_outside_its_truth() -> None:
    """Every entry links beyond its artifact (menus, other artifacts, other portals)."""
    for case in CASES:
        page = _parse(case.entry, _fetch(heldout6_web([case]), case.entry).body)
        assert page.links - case.truth, case.name


def test_counts() -> None:
    assert len(CASES) >= 24
    assert len({c.imitates.split(" (")[0] for c in CASES}) >= 12
    assert len({c.name for c in CASES}) == len(CASES)
    assert sum(len(c.truth) for c in CASES) >= 150


def test_hosts_unique_and_disjoint_from_other_sets() -> None:
    from sites import portals, portals_heldout, portals_heldout2, portals_heldout3, portals_heldout4

    owner: dict[str, str] = {}
    for c in CASES:
        for h in c.hosts:
            assert h.endswith(".hx6.example"), h
            kind = c.imitates.split(" (")[0]
            assert owner.setdefault(h, kind) == kind, (h, owner[h], kind)
    others = set()
    for mod in (portals, portals_heldout, portals_heldout2, portals_heldout3, portals_heldout4):
        for c in mod.CASES:
            others.update(c.hosts)
    assert not (set(owner) & others)
