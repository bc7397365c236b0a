"""heldout58's truths agree with its pages (no keepnet code: the set's own consistency).

No truth URI is one of the generic chrome pages the kit serves for otherwise unanswered
links, and for the heuristics whose result follows from the pages alone the truth is
exactly that result: Single Page+ (the entry and everything it links on the portal),
Path-Based (everything reachable under the entry's path), Significant String from URI
(everything reachable through portal URIs carrying the entry's identifier), Significant
String from (Filtered) Title (everything reachable through portal resources whose content
carries the entry's title, less the part it shares with the homepage's title from the
start or from the end) and Signposting (the landing page and its item and describedby
targets).
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable
from html import unescape
from urllib.parse import urlsplit

import pytest

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case
from sites.portals.checks import get, links
from sites.portals_heldout58 import CASES, heldout58_web
from sites.portals_heldout58._kit import FILLED

EMBEDDED = re.compile(r"/assets/[^/]+\.(?:css|js|png)$")


def _linked(web: VirtualWeb, url: str) -> set[str]:
    """The portal URIs a page links (its stylesheet, script and icon excluded)."""
    if urlsplit(url).hostname not in web:
        return set()
    r = asyncio.run(web.fetch(url))
    if r.status != 200 or "html" not in (r.header("Content-Type") or ""):
        return set()
    return {u for u in links(url, r.body) if urlsplit(u).hostname in web and not EMBEDDED.search(u)}


def _closure(web: VirtualWeb, start: str, keep: Callable[[str], bool]) -> set[str]:
    seen, frontier = {start}, [start]
    while frontier:
        for u in _linked(web, frontier.pop()) - seen:
            if keep(u):
                seen.add(u)
                frontier.append(u)
    return seen


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_no_truth_uri_is_a_generic_chrome_page(case: Case) -> None:
    heldout58_web([case])
    filled = {u for u in case.truth if urlsplit(u).path in FILLED.get(urlsplit(u).hostname, ())}
    assert not filled


EXACT = {
    "single_page",
    "single_page_plus",
    "path_based",
    "sig_uri",
    "sig_title",
    "sig_filtered_title",
    "signposting",
}
TITLE = re.compile(r"<title>([^<]*)</title>")


def _title(web: VirtualWeb, url: str) -> str:
    m = TITLE.search(asyncio.run(web.fetch(url)).body.decode("utf-8"))
    return unescape(m.group(1)) if m else ""


def _shared(one: str, two: str) -> int:
    n = 0
    while n < min(len(one), len(two)) and one[n] == two[n]:
        n += 1
    return n


def _filtered(title: str, home: str) -> str:
    """The seed's filtering: drop what the title shares with the homepage's title, from
    the start (OSF) or, for the Dataverse kind, from the end; whichever is longer."""
    head, tail = _shared(title, home), _shared(title[::-1], home[::-1])
    return title[head:] if head >= tail else title[: len(title) - tail]


def _carries(web: VirtualWeb, url: str, text: str) -> bool:
    if urlsplit(url).hostname not in web:
        return False
    r = asyncio.run(web.fetch(url))
    return r.status == 200 and text.encode() in r.body


@pytest.mark.parametrize("case", [c for c in CASES if c.expected in EXACT], ids=lambda c: c.name)
def test_truth_is_what_the_heuristic_reads_off_the_pages(case: Case) -> None:
    web = heldout58_web([case])
    start, _status, _body, _ctype = get(web, case.entry)
    if case.expected == "single_page":
        got = {start}
    elif case.expected == "single_page_plus":
        got = {start} | _linked(web, start)
    elif case.expected == "path_based":
        got = _closure(web, start, lambda u: u.startswith(start))
    elif case.expected == "sig_uri":
        ident = start.rstrip("/").rsplit("/", 1)[1]
        got = _closure(web, start, lambda u: ident in u)
    elif case.expected in ("sig_title", "sig_filtered_title"):
        sig = _title(web, start)
        if case.expected == "sig_filtered_title":
            sig = _filtered(sig, _title(web, f"http://{urlsplit(start).netloc}/"))
        assert sig
        got = _closure(web, start, lambda u: _carries(web, u, sig))
    else:
        header = asyncio.run(web.fetch(start)).header("Link") or ""
        rels = re.findall(r'<([^>]+)>;\s*rel="([^"]+)"', header)
        got = {start} | {u for u, rel in rels if rel in ("item", "describedby")}
        got = {u for u in got if urlsplit(u).hostname in web}
    assert got == case.truth, (got - case.truth, case.truth - got)
