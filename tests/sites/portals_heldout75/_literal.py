"""A literal reading of the seed's ten heuristics over the virtual web, written for this set
only (no keepnet code): each case's truth must be exactly what its expected heuristic gives.

Readings: links are <a href> only (embedded resources are not artifact URIs); the ignored
list is every link of the homepage and of a 404 page, minus the entry; a "domain" is the
registrable domain (the label before ``hx75.example``); Significant String from URI takes
the entry path's last segment; signposting keeps the landing page and its Link-header
``item`` and ``describedby`` targets; the filtered title drops the longer of the common
prefix and the common suffix it shares with the homepage title.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable
from html import unescape
from urllib.parse import urljoin, urlsplit

from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Response
from sites.portals._portal import Case
from sites.portals.checks import get

A_HREF = re.compile(r"""<a\b[^>]*?\bhref\s*=\s*["']([^"']+)["']""", re.I)
TITLE = re.compile(r"<title>([^<]*)</title>")


def _domain(url: str) -> str:
    return ".".join((urlsplit(url).hostname or "").split(".")[-3:])


def _fetch(web: VirtualWeb, url: str) -> Response | None:
    if urlsplit(url).hostname not in web:
        return None
    r = asyncio.run(web.fetch(url))
    return r if isinstance(r, Response) and r.status == 200 else None


def _links(base: str, r: Response | None) -> set[str]:
    if r is None or "html" not in (r.header("Content-Type") or ""):
        return set()
    out = set()
    for href in A_HREF.findall(r.body.decode("utf-8", "replace")):
        u = urljoin(base, unescape(href)).split("#")[0]
        if u.startswith("http"):
            out.add(u)
    return out


def _ignored(web: VirtualWeb, entry: str) -> set[str]:
    root = urljoin(entry, "/")
    ig = _links(root, _fetch(web, root))
    dead = urljoin(entry, "/no-such-page-hx75")
    ig |= _links(dead, Response.html(asyncio.run(web.fetch(dead)).body))  # type: ignore[union-attr]
    ig.discard(entry)
    return ig


def _crawl(
    web: VirtualWeb,
    entry: str,
    keep: Callable[[str, Response], bool],
    follow: Callable[[str], bool],
) -> set[str]:
    seen, out, todo = {entry}, set(), [entry]
    while todo:
        url = todo.pop()
        r = _fetch(web, url)
        if r is None or not keep(url, r):
            continue
        out.add(url)
        for link in _links(url, r) - seen:
            if follow(link):
                seen.add(link)
                todo.append(link)
    return out


def _text(r: Response | None) -> str:
    return unescape(r.body.decode("utf-8", "replace")) if r else ""


def _filtered(title: str, home: str) -> str:
    i = 0
    while i < min(len(title), len(home)) and title[i] == home[i]:
        i += 1
    j = 0
    while j < min(len(title), len(home)) and title[-1 - j] == home[-1 - j]:
        j += 1
    return title[i:] if i >= j else title[: len(title) - j]


def literal(web: VirtualWeb, case: Case, heuristic: str) -> set[str]:
    """The URIs `heuristic`, read literally from the seed, gives from the case's entry."""
    entry, _s, body, _t = get(web, case.entry)
    page = _fetch(web, entry)
    dom = _domain(entry)
    if heuristic == "single_page":
        return {entry}
    if heuristic == "single_page_plus":
        return {entry} | _links(entry, page)
    if heuristic == "single_page_plus_ignored":
        return {entry} | (_links(entry, page) - _ignored(web, entry))
    if heuristic in ("path_based", "path_based_externals"):
        got = _crawl(web, entry, lambda u, r: True, lambda u: u.startswith(entry))
        if heuristic == "path_based_externals":
            for u in list(got):
                got |= {x for x in _links(u, _fetch(web, u)) if _domain(x) != dom}
        return got
    if heuristic == "signposting":
        header = page.header("Link") if page else None
        rels = re.findall(r'<([^>]+)>;\s*rel="([^"]+)"', header or "")
        return {entry} | {u for u, rel in rels if rel in ("item", "describedby")}
    if heuristic == "sig_uri":
        key = [p for p in urlsplit(entry).path.split("/") if p][-1]
        return _crawl(web, entry, lambda u, r: key in u, lambda u: key in u and _domain(u) == dom)
    m = TITLE.search(body.decode("utf-8", "replace"))
    title = unescape(m.group(1)) if m else ""
    if heuristic == "sig_filtered_title":
        hm = TITLE.search(_text(_fetch(web, urljoin(entry, "/"))))
        title = _filtered(title, unescape(hm.group(1)) if hm else "")
    got = _crawl(web, entry, lambda u, r: title in _text(r), lambda u: _domain(u) == dom)
    if heuristic == "sig_title_plus_ignored":
        ig = _ignored(web, entry)
        for u in list(got):
            got |= _links(u, _fetch(web, u)) - ig
    return got
