"""Multi-hop strategy by identifier: Significant String from URI (GBIF).

A URI of the portal (any of its hosts: www.gbif.org, api.gbif.org) belongs when it carries
the identifier the entry URI shares with its linked URIs (identifiers.py); members are
followed.  Archive-It equivalent: Standard with "Expand scope to include URL if it contains
the text <identifier>".
"""

from __future__ import annotations

from keepnet.artifacts.identifiers import contains_id
from keepnet.artifacts.model import Verdict
from keepnet.artifacts.strategies.base import Context, Strategy


class SigUri(Strategy):
    id = "sig_uri"
    name = "Significant String from URI"
    artifact_class = "Multi-Hop"

    def offer(self, ctx: Context, from_entry: bool, url: str) -> Verdict:
        if ctx.off_portal(url):
            return Verdict.OTHER
        if ctx.significant and contains_id(url, ctx.significant):
            return Verdict.MEMBER
        return Verdict.OUT
