"""Discovering an artifact's URIs without archiving them (`keepnet artifact`).

A breadth-first walk from the entry page inside the boundary: followed members are fetched
and their links offered to the boundary; pages awaiting a content check are fetched and
judged; leaves are listed without fetching (a list for another capture tool, as the seed
intends).  Embedded resources of every fetched member are listed apart from the artifact
URIs.  `max_fetches` bounds the walk on huge artifacts; the report says when it stopped.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Sequence
from dataclasses import replace

from keepnet.artifacts.boundary import Boundary
from keepnet.artifacts.choose import plan_boundary
from keepnet.artifacts.crumbs import breadcrumb_links
from keepnet.artifacts.inference import DEFAULT, Thresholds
from keepnet.artifacts.knowledge import KnowledgeBase
from keepnet.artifacts.loader import Fetch, load
from keepnet.artifacts.model import ArtifactReport, Page, Plan

MAX_FETCHES = 300
BATCH = 4


async def walk(plan: Plan, fetch: Fetch, max_fetches: int = MAX_FETCHES) -> ArtifactReport:
    """The artifact URIs inside plan's boundary, found by walking from the entry page."""
    boundary = Boundary(plan)
    entry = plan.entry_page
    if entry is None or not entry.ok:
        return ArtifactReport(
            plan,
            [plan.entry],
            [],
            [],
            1 if entry else 0,
            error=entry.error if entry is not None else "entry not loaded",
        )
    embedded: dict[str, None] = {}
    queue: deque[Page] = deque([entry])
    seen: set[str] = set(entry.aliases)
    fetched, truncated = 1, False
    while queue:
        page = queue.popleft()
        embedded.update(dict.fromkeys(page.embeds))
        todo = []
        for url in dict.fromkeys(boundary.page_links(page)):
            ok, _ = boundary.decide(page.url, url)
            # Leaves are fetched too: a leaf may turn out to be a listing, or a page
            # holding the artifact's title whose files belong (Boundary.settle).
            if ok and url not in seen and (boundary.is_member(url) or url in boundary.pending):
                seen.add(url)
                todo.append(url)
        for i in range(0, len(todo), BATCH):
            if fetched >= max_fetches:
                truncated = True
                break
            batch = todo[i : i + max(0, min(BATCH, max_fetches - fetched))]
            fetched += len(batch)
            for url, sub in zip(
                batch, await asyncio.gather(*(load(fetch, u) for u in batch)), strict=True
            ):
                child = _settle(boundary, url, sub)
                if child is not None:
                    seen.update(child.aliases)
                    queue.append(child)
    return ArtifactReport(
        plan=plan,
        artifact_uris=boundary.artifact_uris(),
        other_artifacts=boundary.other_artifacts(),
        embedded=sorted(u for u in embedded if u not in boundary.members),
        fetched=fetched,
        truncated=truncated,
        excluded_uris=boundary.excluded_uris(),
    )


def _settle(boundary: Boundary, url: str, page: Page) -> Page | None:
    """Apply a fetched page to the boundary; the page if its links are to be followed."""
    prev = url
    for hop in [*page.chain[1:], page.url] if page.chain else []:
        boundary.decide(prev, hop, "R")
        prev = hop
    if page.error is not None:
        boundary.fail(page.url)
        return None
    if not page.ok:
        # Round 12: what the server says is not there (a per-record service the portal
        # does not serve) holds nothing of the artifact, whatever its error page echoes of
        # the URL asked for (the identifier a content check would find).
        gone = page.status in (404, 410) and boundary.unknown_portal
        if page.url in boundary.pending:  # an error page holds no title: judged as such
            boundary.confirm(page.url, "" if gone else f"{page.title or ''} {page.text}")
        elif gone and url in boundary.members and url not in boundary.ctx.declared:
            del boundary.members[url]
        return None
    again = boundary.settle(
        page.url,
        f"{page.title or ''} {page.text}",
        boundary.page_links(page),
        is_file=not page.is_html,
        title=page.title,
        crumbs=breadcrumb_links(page.body, page.url, boundary.unknown_portal)
        if page.is_html
        else frozenset(),
    )
    if page.is_html and (again or boundary.followed(page.url)):
        return page
    return None


async def discover(
    entry_url: str,
    fetch: Fetch,
    heuristic: str = "auto",
    kb: KnowledgeBase | None = None,
    max_fetches: int = MAX_FETCHES,
    thresholds: Thresholds = DEFAULT,
    exclude: Sequence[str] = (),
) -> ArtifactReport:
    """Plan the boundary of the artifact at entry_url and list its URIs; a URL matching
    one of the curator's `exclude` patterns (regular expressions) is never one of them."""
    plan = await plan_boundary(entry_url, fetch, heuristic, kb, thresholds)
    if exclude:
        plan = replace(plan, excluded=tuple(exclude))
    return await walk(plan, fetch, max_fetches)
