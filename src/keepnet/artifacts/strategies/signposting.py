"""The machine-friendly boundary: FAIR Signposting (and OAI-ORE resource maps) as published.

When the portal publishes its boundary, it is used as is: the landing page plus the
`item`, `describedby` and `linkset` targets (and the resources an ORE map aggregates),
wherever they are hosted — data often sits on another host (PANGAEA's store.pangaea.de).
Declared members are leaves: their own links are not followed.  Anything else is outside
(other portals: other artifacts).
"""

from __future__ import annotations

from keepnet.artifacts.model import Verdict
from keepnet.artifacts.strategies.base import Context, Strategy


class Signposting(Strategy):
    id = "signposting"
    name = "FAIR Signposting / OAI-ORE"
    artifact_class = "Declared"

    def offer(self, ctx: Context, from_entry: bool, url: str) -> Verdict:
        if url in ctx.declared:
            return Verdict.LEAF
        return Verdict.OTHER if ctx.off_portal(url) else Verdict.OUT
