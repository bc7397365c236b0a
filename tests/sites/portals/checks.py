"""Well-formedness checks shared by the held-out portal sets' smoke tests (no keepnet code):
fetch with redirects, the links of a page, an entry and its truth served, truth reachable."""

from __future__ import annotations

import asyncio
import re
from html import unescape
from urllib.parse import urljoin, urlsplit

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

HREF = re.compile(r"""<(?:a|link|area)\b[^>]*?\bhref\s*=\s*["']([^"']+)["']""", re.I)
REDIRECTS = (301, 302, 303, 307, 308)


def get(web: VirtualWeb, url: str, hops: int = 5) -> tuple[str, int, bytes, str]:
    """(final url, status, body, content type) after following up to `hops` redirects."""
    for _ in range(hops + 1):
        r = asyncio.run(web.fetch(url))
        if r.status in REDIRECTS:
            url = urljoin(url, r.header("Location"))
            continue
        return url, r.status, r.body, r.header("Content-Type") or ""
    raise AssertionError(f"too many redirects from {url}")


def links(base: str, body: bytes) -> set[str]:
    """The http(s) links of a page (a, link and area hrefs), resolved, without fragments."""
    out = set()
    for href in HREF.findall(body.decode("utf-8", "replace")):
        u = urljoin(base, unescape(href)).split("#", 1)[0]
        if urlsplit(u).scheme in ("http", "https"):
            out.add(u)
    return out


def assert_entry_and_truth_served(web: VirtualWeb, case: Case) -> None:
    """The entry answers 200 (or redirects to its landing page, in the truth), every truth
    URI answers 200, and no URI is both in the truth and another artifact."""
    first = asyncio.run(web.fetch(case.entry))
    if case.landing is None:
        assert first.status == 200, case.entry
        assert case.entry in case.truth
    else:
        assert first.status in REDIRECTS
        final, status, _b, _t = get(web, case.entry)
        assert final == case.landing and status == 200
        assert case.landing in case.truth
    for uri in case.truth:
        r = asyncio.run(web.fetch(uri))
        assert r.status == 200, (uri, r.status)
    assert not (case.truth & case.others)


def unreachable_truth(web: VirtualWeb, case: Case) -> set[str]:
    """Truth URIs no chain of links from the entry (on the web's hosts) reaches."""
    start, _s, _b, _t = get(web, case.entry)
    seen, frontier = {start}, [start]
    while frontier:
        url = frontier.pop()
        if urlsplit(url).hostname not in web:
            continue
        r = asyncio.run(web.fetch(url))
        if r.status != 200 or "html" not in (r.header("Content-Type") or ""):
            continue
        for link in links(url, r.body) - seen:
            if urlsplit(link).hostname in web:
                seen.add(link)
                frontier.append(link)
    return set(case.truth) - seen
