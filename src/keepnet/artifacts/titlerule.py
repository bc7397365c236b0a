"""Rule 4 of inference: the (filtered) title recurs in member pages that lead further.

Split from keepnet.artifacts.inference (which owns the rules' order and thresholds): this
module owns how the title rule reads its probes — which pages hold the title, where they
lead, and which title heuristic that makes (sig_title, its "+" hop, or the filtered title).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from keepnet.artifacts.kinship import matches_hint, same_shape
from keepnet.artifacts.model import Page
from keepnet.artifacts.probes import Probes, probe_titles
from keepnet.artifacts.titles import filtered_title, usable
from keepnet.artifacts.urls import is_ancestor, is_download, on_portal
from keepnet.artifacts.versions import version_views
from keepnet.artifacts.workspaces import subtitled_holders


@dataclass(frozen=True, slots=True)
class Chosen:
    """A title heuristic, its parameters and its significant string."""

    heuristic: str
    params: dict[str, Any]
    significant: str


async def title_rule(
    probes: Probes,
    page: Page,
    pages: list[str],
    ignored: frozenset[str],
    domains: frozenset[str],
    home_title: str | None,
    hints: list[str],
    ev: list[str],
    limit: int,
    min_kin: int,
    spans: bool = False,
    carriers: tuple[str, ...] = (),
) -> Chosen | None:
    """Rule 4; `carriers`: the entry's links carrying its identifier; `spans`: pages outside the entry's path are its parts by their breadcrumb
    (round 7), so pages holding the title decide even when they lead nowhere new."""
    filtered = False
    sig = page.title
    if page.title and home_title:
        sig, removed = filtered_title(page.title, home_title)
        filtered = bool(removed)
    if not usable(sig):
        return None
    assert sig is not None
    probed, hits, onward = await probe_titles(probes, page, pages, sig, ignored, limit)
    # (round 24b: holders outside the entry's path under a subtitle of their own, a
    # workspace's components, are its parts even when they lead nowhere new: workspaces.py)
    spans = spans or bool(subtitled_holders(probes, page, sig))
    versions = set(version_views(page.url, onward))  # (round 23: the record again)
    onward = [
        u
        for u in onward
        if on_portal(u, domains)
        and not matches_hint(u, hints, plural_out=True)
        and not is_ancestor(u, page.url)
        and u not in versions
    ]
    # Two or more holders shaped like the entry that link back to it (a book's chapters, an
    # experiment's days, all filed like it): the "+" hop would take them for other records
    # of the portal, so the title keeps them even when they lead nowhere new (round 8).
    own = set(page.aliases)
    kin = [
        u for u in probes.holders if same_shape(u, page.url) and own & set(probes.pages[u].links)
    ]
    if not (hits and (onward or spans or len(kin) >= min_kin)):
        ev.append(
            f"title probe: {hits} of {probed} probed pages hold the title"
            + ("; none lead further" if hits else "")
        )
        return None
    ev.append(
        f"{hits} of {probed} probed pages hold {sig!r} and lead on to "
        f"{len(onward)} more pages (multi-hop)"
        + (
            f"; {len(kin)} of them are shaped like the entry and link back to it: its parts"
            if len(kin) >= min_kin and not onward
            else ""
        )
    )
    # Round 9: those holders are the artifact's parts for the boundary too, which would
    # otherwise take a page named like the entry plus a number (Drupal's `<slug>-0`, a
    # community record of a Mukurtu item titled as it) for another record of the portal.
    parts = {"parts": kin} if len(kin) >= min_kin and not onward else {}
    if filtered:
        ev.append(f"the homepage title {home_title!r} shares a part with the entry title")
        return Chosen("sig_filtered_title", {"side": "auto", **parts}, sig)
    downloads = [u for u in onward if is_download(u)]
    # Round 11: the title heuristics take the files their members link (the boundary's
    # "files of members": a file holds no title), so the "+" hop earns its place only when
    # the holders lead on to pages that lack the title; when all they lead on to are
    # files, it would add nothing but the entry's other links (its network, a neighbour).
    # (or the entry's own links named by its identifier that lack the title: an arXiv-like
    # abstract's `/format/<id>` page, which the title heuristics alone would lose)
    pages_on = [u for u in [*onward, *carriers] if not is_download(u) and u not in probes.holders]
    # (when the entry links no other page the hop would take either — a sibling shaped
    # like it is never taken — both collect the same: the seed's Title+ is kept, Dryad's
    # own row)
    rest = [
        u
        for u in pages
        if not is_download(u) and u not in probes.holders and not same_shape(u, page.url)
    ]
    if downloads and (pages_on or not rest):
        ev.append(f"those pages link {len(downloads)} downloads without the string")
        return Chosen("sig_title_plus_ignored", {**parts}, sig)
    return Chosen("sig_title", {**parts}, sig)
