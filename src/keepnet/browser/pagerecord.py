"""What a page rendered in Chromium leaves behind: its records and its summary.

After a page's render and exploration (keepnet.browser.tier), this writes one metadata
record per state (descendants that added nothing summarised in s0's, with learning per
template: keepnet.browser.metadata.write_states), s0's screenshot when the page earned
one, and returns the page's summary for the statistics (keepnet.browser.stats).  The
screenshot is most of a page's metadata bytes, so it is written only for a page explored
that found something (or every page, without learning): pages rendered for s0 only, or
whose learning found nothing, get none (issue 17: metadata under 10% of the content).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from keepnet.browser.explore import Exploration
from keepnet.browser.metadata import write_screenshot, write_states
from keepnet.browser.states import State
from keepnet.browser.stats import PageSummary
from keepnet.extract.tiering import TierDecision, browser_only

if TYPE_CHECKING:
    from keepnet.pipeline.links import LinkResult


def record_page(
    writer: Any,
    url: str,
    decision: TierDecision,
    result: Exploration,
    links: LinkResult,
    comments: list[str],
    *,
    learning: bool,
    explored_everything: bool,
    explored: bool,
    s0_added: bool,
    screenshot: bytes | None,
) -> PageSummary:
    """Write the page's state records (page-level `comments` on s0) and s0's `screenshot`
    when the page earned one: `explored_everything` (its template's pages are all
    explored) or, `explored`, its s0 added resources to the crawl (`s0_added`) or its
    states did; the page's summary, its metadata bytes counted."""
    tree = result.tree
    if not tree.states:  # nothing rendered: s0 still gets a record saying why
        tree.add(State("s0", 0, (), time.time()))
    http_embeds = {o.url for o in links.outlinks if o.hop.is_embed}
    extra = browser_only(set(tree.root.resources), http_embeds)
    summary = PageSummary.from_exploration(
        url, decision.verdict, decision.reason, result, len(extra)
    )
    summary.issues = comments[1:] + [c for s in tree.states for c in s.comments]
    summary.metadata_bytes = write_states(writer, tree, comments, summarise_quiet=learning)
    states_added = summary.r012 - summary.r0
    shoot = not learning or explored_everything or (explored and (s0_added or states_added > 0))
    if shoot and screenshot:
        summary.metadata_bytes += write_screenshot(writer, url, screenshot)
    return summary
