"""Choosing a heuristic for an unknown portal from its entry page alone (the seed's open question).

The entry page's own links are sorted first: links to other portals and ignored URIs
(chrome) are set aside; what is left, N, are the links that could belong.  Listing and
profile pages (knowledge-base hints: tags, authors, search) stay in N for the URI rules (a
GBIF artifact URI is an occurrence search) but are neither probed nor counted as downloads.  Then, in order
(first rule that holds decides, every rule reports its numbers as evidence):

1. N empty                                  → single_page
2. the entry path identifies it (no query) and ≥3 links, ≥half of N, lie under it
                                            → path_based; _externals when links on another
                                              domain repeat the entry path (raw file hosts)
3. an identifier of the entry URI is in ≥2 links and ≥60% of N
                                            → sig_uri
4. the (filtered) title is found in the content of probed pages of N that lead on to
   further pages (multi-hop)                → sig_filtered_title when the homepage title
                                              shared a part with it, else sig_title_plus_ignored
                                              when members lead to downloads, else sig_title
5. N holds downloads (files, exports)       → single_page_plus_ignored, or single_page_plus
                                              when no entry link is on the ignored list
6. otherwise (article-like page)            → single_page
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from keepnet.artifacts.identifiers import shared_identifier
from keepnet.artifacts.loader import Fetch, load
from keepnet.artifacts.model import Page
from keepnet.artifacts.titles import contains, filtered_title, usable
from keepnet.artifacts.urls import (
    host_of,
    is_download,
    matches_hint,
    on_portal,
    path_root,
    under_root,
)

MAX_PROBES = 6
MIN_PATH_LINKS = 3


@dataclass(slots=True)
class Inference:
    heuristic: str
    params: dict[str, Any] = field(default_factory=dict)
    evidence: list[str] = field(default_factory=list)
    significant: str | None = None


def candidate_links(
    page: Page, ignored: frozenset[str], domains: frozenset[str]
) -> tuple[list[str], dict[str, int]]:
    """The entry's links that could belong (on the portal, not ignored, not the entry)."""
    counts = {"other portals": 0, "ignored": 0}
    out: list[str] = []
    aliases = set(page.aliases)
    for url in dict.fromkeys(page.links):
        if url in aliases:
            continue
        if not on_portal(url, domains):
            counts["other portals"] += 1
        elif url in ignored:
            counts["ignored"] += 1
        else:
            out.append(url)
    return out, counts


def _externals(page: Page) -> list[str]:
    """Other hosts whose linked URIs repeat the entry's path (raw file hosts)."""
    path = path_root(page.url).split("/", 1)[-1] if "/" in path_root(page.url) else ""
    if path.count("/") < 1:
        return []
    own = host_of(page.url)
    return sorted(
        {
            host_of(u)
            for u in page.links
            if host_of(u) != own and f"/{path}/" in u.split("?", 1)[0] + "/"
        }
    )


async def _probe_titles(
    fetch: Fetch, page: Page, links: list[str], sig: str, ignored: frozenset[str]
) -> tuple[int, int, list[str]]:
    """(pages probed, pages holding sig, new links those pages lead to) for rule 4."""
    probed = hits = 0
    onward: list[str] = []
    known = set(page.links) | set(page.aliases)
    for url in [u for u in links if not is_download(u)][:MAX_PROBES]:
        sub = await load(fetch, url)
        if not sub.ok:
            continue
        probed += 1
        if contains(f"{sub.title or ''} {sub.text}", sig):
            hits += 1
            onward.extend(
                u for u in sub.links if u not in known and u not in ignored and u not in sub.aliases
            )
    return probed, hits, list(dict.fromkeys(onward))


async def infer(
    fetch: Fetch,
    page: Page,
    ignored: frozenset[str],
    domains: frozenset[str],
    home_title: str | None,
    hints: tuple[str, ...],
) -> Inference:
    """The heuristic inferred for an entry page of an unknown portal (see module docstring)."""
    links, counts = candidate_links(page, ignored, domains)
    pages = [u for u in links if not matches_hint(u, list(hints))]
    set_aside = ", ".join(f"{n} {k}" for k, n in counts.items() if n)
    ev = [
        f"inference: {len(links)} candidate links of the portal ({set_aside or 'none set aside'}"
        f"; {len(links) - len(pages)} of them listing or profile pages)"
    ]
    if not links:
        return Inference("single_page", {}, [*ev, "no link could belong to the artifact"])
    root = path_root(page.url)
    if "?" not in page.url and "/" in root:
        under = [u for u in links if under_root(u, root)]
        if len(under) >= MIN_PATH_LINKS and 2 * len(under) >= len(links):
            ev.append(f"{len(under)} of {len(links)} candidate links lie under {root}")
            ext = _externals(page)
            if ext:
                ev.append(f"links on other domains repeat the entry path: {', '.join(ext)}")
                return Inference("path_based_externals", {"externals": ext}, ev)
            return Inference("path_based", {}, ev)
    token, carriers = shared_identifier(page.url, links)
    if token and len(carriers) >= 2 and 5 * len(carriers) >= 3 * len(links):
        ev.append(
            f"identifier {token!r} of the entry URI is in {len(carriers)} of "
            f"{len(links)} candidate links"
        )
        return Inference("sig_uri", {}, ev, token)
    filtered = False
    sig = page.title
    if page.title and home_title:
        sig, removed = filtered_title(page.title, home_title)
        filtered = bool(removed)
    if usable(sig):
        assert sig is not None
        probed, hits, onward = await _probe_titles(fetch, page, pages, sig, ignored)
        onward = [u for u in onward if on_portal(u, domains) and not matches_hint(u, list(hints))]
        if hits and onward:
            ev.append(
                f"{hits} of {probed} probed pages hold {sig!r} and lead on to "
                f"{len(onward)} more pages (multi-hop)"
            )
            if filtered:
                ev.append(f"the homepage title {home_title!r} shares a part with the entry title")
                return Inference("sig_filtered_title", {"side": "auto"}, ev, sig)
            downloads = [u for u in onward if is_download(u)]
            if downloads:
                ev.append(f"those pages link {len(downloads)} downloads without the string")
                return Inference("sig_title_plus_ignored", {}, ev, sig)
            return Inference("sig_title", {}, ev, sig)
        ev.append(
            f"title probe: {hits} of {probed} probed pages hold the title"
            + ("; none lead further" if hits else "")
        )
    downloads = [u for u in pages if is_download(u)]
    if downloads:
        ev.append(f"{len(downloads)} candidate links are downloads (files, exports): single hop")
        if counts["ignored"]:
            return Inference("single_page_plus_ignored", {}, ev)
        ev.append("no entry link is on the ignored list")
        return Inference("single_page_plus", {}, ev)
    ev.append("no downloads and no multi-hop structure: an article-like page")
    return Inference("single_page", {}, ev)
