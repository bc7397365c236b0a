"""The ignored-URI list, exactly as the seed builds it, with the homepage and 404 probes.

1. construct an invalid URI for the portal (one that should answer 404);
2. capture it and put every link of its content in the list;
3. capture the portal homepage and put every link of its content in the list;
4. remove the entry page URI (and its redirect aliases) from the list.

The list holds what is outside any artifact: menus, footers, licence and login links.  The
cases the seed leaves open are decided here and reported: an unreachable homepage or 404
page contributes nothing; a "soft 404" (200 for the invalid URI) still contributes its links
(its chrome is the site's chrome) unless it is the entry page itself served for any URL;
an entry page that *is* the homepage keeps its links (they are the artifact, e.g. Silk).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from keepnet.artifacts.loader import Fetch, load
from keepnet.artifacts.model import Page, Probe
from keepnet.artifacts.urls import is_download


@dataclass(slots=True)
class IgnoredList:
    uris: frozenset[str]
    homepage: Probe
    not_found: Probe
    home_page: Page | None = None
    warnings: list[str] = field(default_factory=list)
    featured: frozenset[str] = frozenset()


def origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def invalid_uri(entry: str) -> str:
    """A URI of the entry's portal that should not exist (deterministic per entry)."""
    token = hashlib.sha1(entry.encode("utf-8")).hexdigest()[:16]
    return f"{origin(entry)}/keepnet-no-such-page-{token}"


def _probe(page: Page, what: str) -> Probe:
    if page.error is not None:
        return Probe(page.url, None, None, f"{what} unreachable: {page.error}")
    return Probe(page.url, page.status, page.title, "", len(page.links))


async def build_ignored(fetch: Fetch, entry: Page) -> IgnoredList:
    """The ignored-URI list for an entry page (fetches the 404 page and the homepage)."""
    warnings: list[str] = []
    uris: set[str] = set()
    bad = await load(fetch, invalid_uri(entry.url))
    nf = _probe(bad, "404 page")
    if bad.error is not None:
        warnings.append(nf.note)
    elif 200 <= bad.status < 300:
        same = bad.title == entry.title and set(bad.links) == set(entry.links)
        if same:
            nf.note = "soft 404 serving the entry page itself: its links are not ignored"
        else:
            nf.note = "soft 404 (answered 200 for an invalid URI): its links are still chrome"
            uris.update(_chrome(bad))
        warnings.append(nf.note)
    else:
        uris.update(_chrome(bad))
    home_url = origin(entry.url) + "/"
    home = await load(fetch, home_url)
    hp = _probe(home, "homepage")
    entry_is_home = home_url in entry.aliases or home.url in entry.aliases
    if home.error is not None or not home.ok:
        hp.note = hp.note or f"homepage answered {home.status}: no links from it"
        warnings.append(hp.note)
    elif entry_is_home:
        hp.note = "the entry page is the portal homepage: its links are not ignored"
        warnings.append(hp.note)
    else:
        uris.update(_chrome(home))
    uris.difference_update(entry.aliases)  # step 4
    featured = featured_files(entry, home, bad) if uris and not entry_is_home else frozenset()
    return IgnoredList(frozenset(uris), hp, nf, home if home.ok else None, warnings, featured)


def featured_files(entry: Page, home: Page, not_found: Page) -> frozenset[str]:
    """Round 23: when the homepage features the entry (links it: the seed's reason for
    step 4), the files the entry links that the homepage shows beside it are the featured
    artifact's — its scans, its transcription — not chrome; unless the 404 page, which
    shows the site's chrome alone, links them too (a logo, a policy PDF)."""
    if not home.ok or not any(a in home.links for a in entry.aliases):
        return frozenset()
    chrome = set(not_found.links) if not_found.error is None else set()
    links = set(entry.links)
    return frozenset(u for u in _chrome(home) if u in links and u not in chrome and is_download(u))


def _chrome(page: Page) -> list[str]:
    """A page's links that count as chrome: not the documents it frames (a homepage's
    framed PDF is its content; before framed documents were links, it was never chrome)."""
    return [u for u in page.links if u not in page.framed]
