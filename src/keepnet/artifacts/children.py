"""Child records: records shaped like the entry that declare the entry their parent.

Repository software lets one record hold others: a DSpace 6 data package lists its data
files as items of their own (`/handle/X/772`, `/handle/X/773` under the package
`/handle/X/771`), a multi-part report its volumes, an OSF-like project its components and
file records (`/b8w4d` under `/x7q2k/`).  Each child is shaped like the entry, so the "+"
hop and the path read it as another artifact of the portal and lose it with its files.
The relation is reciprocal where a record merely cites another is not: the entry lists
the child, and the child links back to the entry, either carrying the entry's own
navigation (a link below the entry's path: the project's tabs, which its components
show) or naming it by its title ("This file is part of the data package: <title>", "Is
part of: <title>").  A collection page or a listing that names the entry among many
records is not a child: it lists records shaped like the entry besides the entry.  Nor
is a single record that links back by the title only: two records that cite each other
(a thesis and the article drawn from it, a dataset and its companion) are peers, each
linking the other by its title; a record with parts lists two or more (round 13: one
was enough and took related records as parts on six sets).
"""

from __future__ import annotations

from keepnet.artifacts.kinship import another_record, same_shape
from keepnet.artifacts.loader import Fetch, load
from keepnet.artifacts.model import Page
from keepnet.artifacts.titles import contains, split_site_name, usable
from keepnet.artifacts.urls import host_of, is_download, path_root, under_root

MOST = 8  # children probed per entry (one fetch each; round 16: 4 → 8)
# a page linking more records shaped like the entry than this (besides the entry) lists them
LISTING = 2
MIN_CHILDREN = 2  # fewer: a related record citing the entry back, a peer


def _kin(url: str, entry: str) -> bool:
    return same_shape(url, entry, True) or another_record(url, entry)


def child_kind(sub: Page, page: Page, title: str | None) -> str | None:
    """How sub, a fetched record shaped like the entry `page`, declares the entry its
    parent: "navigation" (it links back to the entry and below the entry's path), "title"
    (it links back, holds the entry's title and links no other record of the entry's
    kind), or None.  A page listing more than LISTING other records shaped like the entry
    (a collection's "recent submissions") is none; so is, by the title, a lecture linking
    its previous and next ones: peers in a sequence link each other, a parent's children
    link the parent only."""
    own = set(page.aliases)
    if not sub.ok or not sub.is_html or not own & set(sub.links):
        return None
    kin = {u for u in sub.links if u not in own and u not in sub.aliases and _kin(u, page.url)}
    if len(kin) > LISTING:
        return None
    root = path_root(page.url)
    if any(u not in own and under_root(u, root) and path_root(u) != root for u in sub.links):
        return "navigation"
    if title is None or kin:
        return None
    # the title without a site name the homepage did not show (`<title> · <site>`)
    bare, _ = split_site_name(title, "right")
    held = f"{sub.title or ''} {sub.text}"
    if any(usable(t) and contains(held, t) for t in (title, bare)):
        return "title"
    return None


async def child_records(
    fetch: Fetch, page: Page, title: str | None, ignored: frozenset[str]
) -> list[str]:
    """The records the entry links on its host, shaped like it, that declare it their
    parent (`child_kind`): every one carrying its navigation, those naming it by its title
    when two or more do; up to MOST probed."""
    own = set(page.aliases)
    shaped = [
        u
        for u in dict.fromkeys(page.links)
        if u not in own
        and u not in ignored
        and host_of(u) == host_of(page.url)
        and not is_download(u)
        and _kin(u, page.url)
    ]
    nav, titled = [], []
    for url in shaped[:MOST]:
        kind = child_kind(await load(fetch, url), page, title)
        if kind == "navigation":
            nav.append(url)
        elif kind == "title":
            titled.append(url)
    return [*nav, *(titled if len(titled) >= MIN_CHILDREN else [])]
