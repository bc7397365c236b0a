"""Rule 2 of inference: the entry's directory holds the artifact (path_based, _externals).

See keepnet.artifacts.inference's docstring for the rule in the order of the others; this
module reads the links under the entry's path (and its twin roots and its own tabs),
probes them for a tree, a chain or a minority that leads further, and says which hosts
the path's files and copies lie on.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from keepnet.artifacts.kinship import another_record
from keepnet.artifacts.model import Page
from keepnet.artifacts.probes import Probes, explore_root
from keepnet.artifacts.roots import (
    entry_root,
    file_hosts,
    identifier_root,
    path_copies,
    twin_roots,
)
from keepnet.artifacts.urls import (
    is_action,
    is_download,
    is_feed,
    path_root,
    strip_query,
    under_root,
)
from keepnet.artifacts.verdict import Inference, Thresholds

# A share button's query on the entry's own path (WordPress Jetpack's `?share=twitter`).
_SHARE = re.compile(r"(^|&)share=", re.I)


async def path_rule(
    probes: Probes,
    page: Page,
    counted: list[str],
    domains: frozenset[str],
    hints: list[str],
    ev: list[str],
    th: Thresholds,
    known: Callable[[str], bool] | None,
    late: bool = False,
    holders_below: bool = False,
) -> Inference | None:
    """Rule 2; `late`: asked again after the title rule found nothing, when many links
    below the entry that lead further decide even as a minority."""
    if "?" in page.url:
        return None
    root = entry_root(page.url)
    if "/" not in root:
        return None
    wider = identifier_root(root, counted)
    if wider != root:
        ev.append(f"the entry is a view ({root[len(wider) :]}) of the record {wider}")
        root = wider
    # Below the root or its twins (the project's other section), not the entry with a query
    also = twin_roots(root, counted, th.min_path_links)
    under = [
        u
        for u in counted
        if (under_root(u, root) and path_root(u) != root) or any(under_root(u, r) for r in also)
    ]
    # The entry's own path with a query (its tabs, slides: `?activeTab=code`) is the entry's
    # too, kept by the path heuristics; its exports (`?format=csv`: files), feeds, reply
    # forms, share buttons (`?share=twitter`) and actions are not pages of a tree.
    tabs = [
        u
        for u in counted
        if "?" in u
        and strip_query(u).rstrip("/") == strip_query(page.url).rstrip("/")
        and not is_download(u)
        and not is_feed(u)
        and not is_action(u)
        and not _SHARE.search(u.split("?", 1)[1])
    ]
    if not under and len(tabs) < th.min_path_links:
        return None
    # Round 11: pages that name another record of the entry's kind by two identifiers (the
    # cases an opinion cites, its docket) are other artifacts whatever the heuristic; they
    # do not weigh against its directory.  (One identifier alike is not enough: OSF's
    # components under short ids of their own are its parts.)
    others = [u for u in counted if u not in under and another_record(u, page.url)]
    share = len(under) + len(tabs) >= th.path_share * (len(counted) - len(others))
    strong = len(under) + len(tabs) >= th.min_path_links and share
    # One link below the entry among many: probed only for a chain (a deck's "next slide").
    single = not share and len(under) < 2
    members, further = await explore_root(probes, [*under, *tabs], root, hints, 8, also)
    # A minority of the links, but a tree below them (a model hub's files and commits
    # behind two tabs, among many related models and datasets): the directory holds it.
    tree = len(further) >= th.tree_pages and not single
    # Pages below the entry that it does not link itself (a deck's further slides, reached
    # one from the other): a single hop loses them, the path keeps them (strictly below:
    # the entry's own path with a query is the entry again, a reply form).
    below = [u for u in further if not is_download(u) and path_root(u) != root]
    deeper = len(below) >= 2
    probes.below = (root, below)
    # Many links below the entry that lead further below it, but a minority of its links
    # (a deck's slides among other users' decks, followers, trending): the directory holds
    # it unless the title rule finds pages elsewhere that carry the title (OSF's components
    # and files under short ids of their own), so decided after it (round 5).
    many = late and (len(under) >= th.many_under or holders_below) and bool(further)
    if not strong and not (share and further) and not tree and not deeper and not many:
        ev.append(
            f"{len(under)} of {len(counted)} counted links lie under {root}, "
            f"and the probed ones lead to {len(further)} more under it"
        )
        return None
    how = "" if strong else f"; probing them found {len(further)} more pages under it (multi-hop)"
    if many and not (strong or (share and further) or tree or deeper):
        how += f"; {len(under)} links below it, a minority, but no page elsewhere holds the title"
    ev.append(f"{len(under)} of {len(counted)} counted links lie under {root}{how}")
    params: dict[str, Any] = {"root": root}
    if also:
        ev.append(
            f"the entry's name roots the same project elsewhere on its host: {', '.join(also)}"
        )
        params["also_roots"] = also
    ext = sorted(
        path_copies(root, [page, *members], domains)
        | set(file_hosts(page, members, domains, known=known))
    )
    if ext:
        ev.append(f"the entry or its probed members link files or path copies on {', '.join(ext)}")
        params["externals"] = ext
        return Inference("path_based_externals", params, ev)
    return Inference("path_based", params, ev)
