"""Round 17 (inf16q): a listing of the record's own members, told from a listing of many.

Inference never probes a page whose URL matches a listing hint (`/tags/`, `/versions`,
`/search`): a tag page or a subject listing names many artifacts and holds none, so
holding the title there proves nothing.  Some portals file a record's own members under
such a word: a container registry's image lists its tags (`/tags/<repo id>`), each tag's
manifest, scan and SBOM pages naming the image; a package or protocol's version list.  What
tells them apart is what the listing repeats: a tag page of a blog lists other posts under
their own titles (the entry's title only in its link to the entry), while the record's own
list names the record in its text and leads to pages that name it too, which the entry does
not link.  This module owns that reconsideration (`own_listing`), read on structure only:
where the listing's links go and whether the pages they reach repeat the record's title.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from keepnet.artifacts.inference import candidate_links
from keepnet.artifacts.kinship import matches_hint, named_directory, same_shape
from keepnet.artifacts.loader import Fetch, load
from keepnet.artifacts.model import Page, Plan
from keepnet.artifacts.titles import holds_beyond_links, usable
from keepnet.artifacts.urls import host_of, is_download, is_feed

# Listings looked into, and pages each listing leads to that are checked for the title.
LISTINGS = 3
ONWARD = 3


def own_list(url: str, entry: str, params: Mapping[str, Any]) -> bool:
    """Whether url, though its URL names a listing, lists the entry's own members: a
    directory named by the entry's identifier (round 12, `kinship.named_directory`) or a
    listing inference found to be the record's own (`params.parts`, rule T below)."""
    return named_directory(url, entry) or url in params.get("parts", ())


def _holds(sub: Page, sig: str, targets: frozenset[str]) -> bool:
    """Whether a fetched page holds the title beyond its links to targets."""
    if not (sub.ok and sub.is_html):
        return False
    return holds_beyond_links(sub.title, sub.text, sub.body or b"", sub.url, targets, sig)


async def own_listing(plan: Plan, page: Page, fetch: Fetch, hints: Iterable[str] = ()) -> bool:
    """Rule T: inference chose `single_page` (the title probe found nothing that leads
    further, or nothing at all), yet a page the entry links on its host under a listing
    word holds the record's title in its own text, not only in a link to the entry, and
    links pages the entry does not that hold the title too (the image's tags leading to
    each tag's manifest): the record's own members one hop below a list.  single_page loses
    them; the title keeps them and takes nothing the title does not name, and the listing
    is kept as a part (`params.parts`) so the boundary does not set it aside as a listing
    of many.  Switches the plan to `sig_title`; False (plan untouched) otherwise."""
    if plan.source != "inference" or plan.heuristic != "single_page":
        return False
    sig = page.title
    if not (sig and usable(sig)):
        return False
    hint_list = [*plan.hints, *hints]
    links, _ = candidate_links(page, plan.ignored, plan.portal_domains)
    own = frozenset(page.aliases)
    listings = [
        u
        for u in links
        if host_of(u) == host_of(page.url)
        and matches_hint(u, hint_list, plural_out=True)
        and not (is_download(u) or is_feed(u) or same_shape(u, page.url))
    ]
    known = set(page.links) | own
    for url in listings[:LISTINGS]:
        sub = await load(fetch, url)
        if not _holds(sub, sig, own):
            continue
        onward = [
            u
            for u in dict.fromkeys(sub.links)
            if u not in known
            and u not in plan.ignored
            and host_of(u) == host_of(page.url)
            and not (is_download(u) or is_feed(u) or same_shape(u, page.url))
            and not matches_hint(u, hint_list, plural_out=True)
        ]
        targets = own | {sub.url}
        for u in onward[:ONWARD]:
            if _holds(await load(fetch, u), sig, targets):
                plan.heuristic, plan.significant = "sig_title", sig
                plan.params = {**plan.params, "parts": [*plan.params.get("parts", ()), url]}
                plan.evidence.append(
                    f"round 17: {url} is listed under a listing word, yet it holds the "
                    f"entry's title in its own text and leads to {u}, which holds it too "
                    "and the entry does not link: the record's own list of members, which "
                    "single_page would lose; the title keeps them"
                )
                return True
    return False
