"""Multi-hop strategies by content: Significant String from Title, from Title+ with ignored URIs, from Filtered Title.

A resource belongs when its complete content (not only its title) contains the significant
string — the entry page's title (Dryad), or that title with the part it shares with the
homepage title removed (OSF from the left, Dataverse from the right; titles.py).  Only pages
of the portal are tried (round 20: and of its hosts named after it, `urls.kindred_domain`;
and the unfiltered title also without the site name it shares with the homepage's).
The "+ with ignored URIs" variant (Dryad's data files do not contain the title) also takes, one hop out from every member, the non-ignored URIs of the
portal, which are followed further only if they match.  Unlike the seed, every variant
sets the ignored URIs aside (chrome that lists recent items holds every title).  Archive-It has no equivalent: it
cannot look at content.
"""

from __future__ import annotations

from keepnet.artifacts.model import Verdict
from keepnet.artifacts.strategies.base import Context, Strategy
from keepnet.artifacts.titles import contains
from keepnet.artifacts.urls import kindred_domain


def _kindred(ctx: Context, url: str) -> bool:
    """Whether url is on a host of the portal under a name of its own (round 20,
    `urls.kindred_domain`: `deepsky-obs-mirror` for `deepsky-obs`), a portal not known by
    host name: its pages are tried like the portal's, and its files, which hold no title,
    are leaves of the member linking them."""
    return not ctx.known_host and kindred_domain(url, ctx.entry)


class SigTitle(Strategy):
    id = "sig_title"
    name = "Significant String from Title"
    artifact_class = "Multi-Hop"
    content = True
    # keepnet uses the ignored list here too: a page the homepage or the 404 page links
    # (menus, footers, featured items) is chrome, whatever it lists.
    uses_ignored = True

    def offer(self, ctx: Context, from_entry: bool, url: str) -> Verdict:
        if ctx.off_portal(url) and not _kindred(ctx, url):
            return Verdict.OTHER
        return Verdict.CANDIDATE

    def confirm(self, ctx: Context, url: str, text: str) -> bool:
        """The title, or (round 20) the title without its site name (`base.title_core`)."""
        return super().confirm(ctx, url, text) or bool(ctx.core and contains(text, ctx.core))


class SigTitlePlusIgnored(SigTitle):
    id = "sig_title_plus_ignored"
    name = "Significant String from Title+ with Ignored URIs"
    uses_ignored = True

    def offer(self, ctx: Context, from_entry: bool, url: str) -> Verdict:
        if ctx.off_portal(url) and not _kindred(ctx, url):
            return Verdict.OTHER
        return Verdict.CANDIDATE_LEAF


class SigFilteredTitle(SigTitle):
    id = "sig_filtered_title"
    name = "Significant String from Filtered Title"
