"""Single Artifact URI and Single Hop strategies: Single Page, Single Page+, Single Page+ with ignored URIs.

Archive-It equivalents (seed): One Page, One Page+, Standard with "Block URL if it contains".
Single Page+ takes every page of the portal linked from the entry page, one hop, not
followed further; links to other portals are other artifacts.  The ignored variant first
drops the ignored-URI list (the portal's 404 page and homepage links: menus, footers).
"""

from __future__ import annotations

from keepnet.artifacts.inclusive import entry_format
from keepnet.artifacts.model import Verdict
from keepnet.artifacts.strategies.base import Context, Strategy


class SinglePage(Strategy):
    id = "single_page"
    name = "Single Page"
    artifact_class = "Single Artifact URI"

    def offer(self, ctx: Context, from_entry: bool, url: str) -> Verdict:
        # Round 25: the entry's own URL asking for another format (`?output=json`)
        if from_entry and not ctx.known_host and entry_format(url, ctx.entry):
            return Verdict.LEAF
        return super().offer(ctx, from_entry, url)


class SinglePagePlus(Strategy):
    id = "single_page_plus"
    name = "Single Page+"
    artifact_class = "Single Hop"

    def offer(self, ctx: Context, from_entry: bool, url: str) -> Verdict:
        if ctx.off_portal(url):
            return Verdict.OTHER
        return Verdict.LEAF if from_entry else Verdict.OUT


class SinglePagePlusIgnored(SinglePagePlus):
    id = "single_page_plus_ignored"
    name = "Single Page+ with Ignored URIs"
    uses_ignored = True
