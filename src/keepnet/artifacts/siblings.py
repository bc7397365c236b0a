"""Round 15: sibling records the entry links, found by what their pages repeat.

A record page links its own content (its paper, slides, export) and the portal's chrome
(the programme, sponsors, policies, its journal).  Round 12 told them apart by a sibling
record *shaped* like the entry (`same_shape`: identifier or slug segments): what both
pages link is the records' chrome.  Records named by a plain word (a conference's
`/presentation/okafor` beside `/presentation/lindqvist`, a glossary's terms) have no such
shape.  Their sibling shows itself by its page instead: it lies in the entry's directory
(the entry's path with the last segment changed) and repeats two or more of the entry's
own links under its own name (`kinship.mirrors`: `/files/osdi25-lindqvist.pdf` where the
entry links `/files/osdi25-okafor.pdf`).  Such a page is another record of the portal —
the session's other talk, the next term — and what it shares with the entry is chrome.

Never a view, version or language edition of the entry (those keep their rules), never a
page below the entry, and at most `PROBES` pages are fetched.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from keepnet.artifacts.kinship import is_language_variant, is_view, mirrors, same_shape
from keepnet.artifacts.loader import Fetch, load
from keepnet.artifacts.model import Page
from keepnet.artifacts.urls import host_of, is_download

PROBES = 2  # pages of the entry's directory fetched at most
LISTING_PROBES = 3  # pages the entry links fetched at most, looking for a listing of its kind


def _directory(url: str) -> tuple[str, list[str]]:
    parts = urlsplit(url)
    segs = [s for s in parts.path.split("/") if s]
    return parts.netloc.lower(), segs


def beside(url: str, entry: str) -> bool:
    """Whether url is the entry's path with only its last segment changed (no query on
    either, not a view, version or language edition of the entry)."""
    if "?" in url or "?" in entry or host_of(url) != host_of(entry):
        return False
    (h1, a), (h2, b) = _directory(url.split("#", 1)[0]), _directory(entry)
    if h1 != h2 or len(a) != len(b) or len(b) < 2 or a[:-1] != b[:-1] or a[-1] == b[-1]:
        return False
    return not (is_view(url, entry) or is_language_variant(url, entry) or is_download(url))


async def word_sibling(
    fetch: Fetch, page: Page, ignored: frozenset[str]
) -> tuple[str, Page] | None:
    """The first page beside the entry (`beside`) whose links mirror the entry's two times
    or more: another record of the portal, with its loaded page."""
    own = frozenset(page.aliases)
    tried = 0
    for url in dict.fromkeys(page.links):
        if tried >= PROBES:
            break
        if url in own or url in ignored or not beside(url, page.url):
            continue
        tried += 1
        sub = await load(fetch, url)
        if not (sub.ok and sub.is_html):
            continue
        if mirrors(url, sub.links, page.url, page.links, own | frozenset(sub.aliases)) >= 2:
            return url, sub
    return None


async def listed_sibling(
    fetch: Fetch, page: Page, ignored: frozenset[str], probes: int = LISTING_PROBES
) -> tuple[str, Page] | None:
    """A record of the entry's kind reached through a page the entry links that lists two
    or more of them (its journal issue, its session, its author): the first record it
    lists that is shaped like the entry, or beside it and repeating its links under its
    own name, with its loaded page.  For an entry that links no sibling itself."""
    own = frozenset(page.aliases)
    tried = 0
    for url in dict.fromkeys(page.links):
        if tried >= probes:
            break
        if (
            url in own
            or url in ignored
            or host_of(url) != host_of(page.url)
            or is_download(url)
            or is_view(url, page.url)
            or is_language_variant(url, page.url)
        ):
            continue
        tried += 1
        listing = await load(fetch, url)
        if not (listing.ok and listing.is_html):
            continue
        kin = [
            u
            for u in dict.fromkeys(listing.links)
            if u not in own and (same_shape(u, page.url, True) or beside(u, page.url))
        ]
        if len(kin) < 2:
            continue
        sub = await load(fetch, kin[0])
        if not (sub.ok and sub.is_html):
            continue
        if same_shape(kin[0], page.url, True) or (
            mirrors(kin[0], sub.links, page.url, page.links, own | frozenset(sub.aliases)) >= 2
        ):
            return kin[0], sub
    return None
