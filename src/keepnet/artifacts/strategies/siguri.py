"""Multi-hop strategy by identifier: Significant String from URI (GBIF).

A URI of the portal (any of its hosts: www.gbif.org, api.gbif.org) belongs when it carries
the identifier the entry URI shares with its linked URIs (identifiers.py); members are
followed.  Archive-It equivalent: Standard with "Expand scope to include URL if it contains
the text <identifier>".

Round 20, what the seed's definition holds that the first version missed: the identifier
names the object's parts too, joined by an underscore (`<id>_recto`, `<id>_samples.csv`:
`contains_id(..., parts=True)`); and the portal's hosts are those of the domains it runs, under
names of its own too: a host whose domain the portal's name begins (`paleoguild-media.org`
for `paleoguild.org`: `urls.kindred_domain`) carrying the identifier in its path serves
this object (its media, its API record).  Round 24s: a number of four digits or more is
also carried behind a catalogue's capital prefix (`SN8860` for study `8860`,
`CIK0000712345` for filer `0000712345`), portals not known by host name only.  Round 25:
"a crawler will then ignore URIs that do not contain this string" -- the seed's test is a
substring, and a part of the object named by the identifier and a short code
(`MB-00843-a`, `10091452-W01`, `<uuid>-S1`) contains it.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from keepnet.artifacts.identifiers import contains_id
from keepnet.artifacts.model import Verdict
from keepnet.artifacts.strategies.base import Context, Strategy
from keepnet.artifacts.urls import host_of, kindred_domain


class SigUri(Strategy):
    id = "sig_uri"
    name = "Significant String from URI"
    artifact_class = "Multi-Hop"

    def offer(self, ctx: Context, from_entry: bool, url: str) -> Verdict:
        if ctx.off_portal(url):
            return Verdict.MEMBER if _kindred_carrier(ctx, url) else Verdict.OTHER
        sig = ctx.significant
        unknown = not ctx.known_host  # (round 25: a part's short code after it, `<id>-W01`)
        if sig and contains_id(url, sig, parts=True, prefixed=unknown, codes=unknown):
            return Verdict.MEMBER
        return Verdict.OUT


def _kindred_carrier(ctx: Context, url: str) -> bool:
    """Whether url, off the portal's registered domains, is on a host of the portal's own
    under another name and names the identifier in its path (not in a query: a search or
    share service asking about it; not inside a copy of the entry's URL: an archive's)."""
    sig = ctx.significant
    if not sig or not kindred_domain(url, ctx.entry) or host_of(ctx.entry) in url.lower():
        return False
    return contains_id(urlsplit(url).path, sig, parts=True, prefixed=not ctx.known_host)
