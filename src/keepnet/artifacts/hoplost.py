"""What a recognised portal's single hop would lose below the entry's path (round 25c).

A knowledge-base entry recognised by signature (not by host name) may prescribe the single
hop for its software (CKAN: "a dataset page links every resource's download").  The hop
keeps the entry and what it links, and loses what those members lead to: a dataset's
resources are pages below its path (`/dataset/<name>/resource/<id>`), and each links its
preview (`…/resource/<id>/view/<id>`), its download on the portal or a file host, or the
further resources a paginated list holds, which the entry does not link.  Path-Based
with Externals keeps them (its directory, and its files on the file hosts).

This module reads what the hop would lose on the page's structure: the entry's links
strictly below its path (not its files, feeds, actions, listings or chrome), probed within
a small budget, and the links they lead to that lie strictly below the same path and
that the entry does not link.  One such page is a loss: the path with the entry's file
hosts as its externals decides, as inference's round 12 does for an unknown portal whose
tabs lead below the path.  Host-name matches are left alone (the existing artifact tests
pin them), and so are pages with a query (no directory to keep).
"""

from __future__ import annotations

from keepnet.artifacts.kinship import matches_hint
from keepnet.artifacts.loader import Fetch
from keepnet.artifacts.model import Page
from keepnet.artifacts.probes import Probes
from keepnet.artifacts.roots import entry_root
from keepnet.artifacts.urls import is_action, is_download, is_feed, path_root, under_root

HOPS = ("single_page_plus", "single_page_plus_ignored")


def _strictly_below(url: str, root: str) -> bool:
    return under_root(url, root) and path_root(url) != root


async def lost_to_hop(
    fetch: Fetch, page: Page, ignored: frozenset[str], hints: tuple[str, ...], budget: int = 4
) -> tuple[str, list[str]] | None:
    """(root, pages below it the entry's members lead to and the entry does not link), or
    None when the hop would lose nothing there (see the module docstring)."""
    if "?" in page.url:
        return None
    root = entry_root(page.url)
    if "/" not in root:
        return None
    own = set(page.links) | set(page.aliases)
    members = [
        u
        for u in dict.fromkeys(page.links)
        if _strictly_below(u, root)
        and u not in ignored
        and not is_download(u)
        and not is_feed(u)
        and not is_action(u)
        and not matches_hint(u, list(hints), plural_out=True)
    ]
    probes = Probes(fetch, budget)
    lost: list[str] = []
    for url in members[:budget]:
        sub = await probes.get(url)
        if sub is None:
            continue
        for u in sub.links:
            if (
                u in own
                or u in lost
                or u in sub.aliases
                or u in ignored
                or not _strictly_below(u, root)
                or is_feed(u)
                or is_action(u)
            ):
                continue
            lost.append(u)
    return (root, lost) if lost else None
