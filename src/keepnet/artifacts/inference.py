"""Choosing a heuristic for an unknown portal from the structure around its entry page.

The seed leaves open how to choose a heuristic automatically.  keepnet decides from
structure — where the entry's links go, what the member pages link to, which hosts serve
downloads, whether the title recurs — never from a portal's names or markup (that is the
knowledge base's job, signatures included).  The entry page's links are sorted first:
links to other portals and ignored URIs (chrome) are set aside; breadcrumbs (ancestors of
the entry path) are not counted; what is left, N, could belong.  Listing and profile pages (knowledge-base hints) stay in N for
the URI rules but are neither probed nor counted as downloads.

Inference may fetch pages to look further (probes), within a budget of fetches
(`Thresholds.probe_budget`) that the evidence reports.  Every number below is a field of
`Thresholds` (defaults shown).  Rules, in order; the first that holds decides:

0. the entry is its host's homepage and links pages of its host
                                            → path_based rooted at the host (a microsite)
1. N empty and no file host                 → single_page
2. the entry's directory holds the artifact (only an index page stands for its directory):
   ≥2 links of N lie under it and make at least half of N, or fewer do and probing them
   finds further pages under it (multi-hop), or they are a minority but probing finds a
   tree (`tree_pages`) under it, or one or more of them lead to two pages strictly under
   it that the entry does not link (a chain: a deck's next slides); links under a twin
   root (the entry's name under another section, SourceForge's /p/NAME; an owner and
   name under another section, a registry's /layers/OWNER/NAME/TAG: round 10) count as
   under it,
   and an entry that is a view of its record (`/capsule/ID/tree/v2` beside
   `/capsule/ID/reproducible-run/N`) is rooted at the record's identifier (round 7),
   and so do the entry's own tabs (its path with a query: ?activeTab=code, ?slide=2; not
   its exports, feeds, share buttons or actions)
   — unless pages of the host outside the path show the entry in their breadcrumb trail
   (OSF's files under short ids of their own: round 7; or pages the probed members below
   the path link, ArchivesSpace's components: round 9; or, among those, pages titled after
   the artifact inside titles of their own, a plain-text trail: round 10); then the title
   decides, holders that lead nowhere new included
                                            → path_based; _externals when the entry or the
                                              probed members link files or path copies on
                                              other hosts (raw files, release downloads)
3. an identifier of the entry URI (one the chrome and the entry's siblings do not carry:
   not a DOI prefix or a path segment of every page; the entry's exports under its own
   query key and its path with another extension are the entry, not siblings: round 8)
   is in ≥2 links and ≥60% of N, and the probed carriers lead on to more that carry it
   (four carriers, then directories the identifier names while nothing is found: a data
   server's `/files/<id>/`, whose files count, round 8)
                                            → sig_uri
4. the (filtered) title is found in the content of probed pages of N (`title_probes`, more
   while none holds it, within the budget) that lead on to further pages (multi-hop); a
   page shaped like the entry that repeats the entry's links under its own name (its own
   transcript, export, images) is another record of its kind, not a holder, whatever it
   says of the entry (a "Related interview" line; round 7); two or more holders shaped
   like the entry that link back to it (a book's chapters) decide though they lead
   nowhere new (round 8)
                                            → sig_filtered_title when the homepage title
                                              shared a part with it, else sig_title_plus_ignored
                                              when members lead to downloads, else sig_title
5. N holds downloads (by URL shape, or by what the server sent a probe: round 8), or a
   file host serves the artifact's files
                                            → single_page_plus_ignored, or single_page_plus
                                              when no entry link is on the ignored list
6. the identifier of rule 3 is in ≥2 links (any share) but led nowhere further (tabs,
   exports, deliveries that carry it, no downloads; feeds, reply forms and the formats the
   head declares as alternate or shortlink are the entry again and do not count)
                                            → sig_uri, which keeps them where single_page
                                              would lose them all
6b. probed pages of the host titled after the artifact under paths and numbers of their
   own ("Steps: <protocol>" at /steps/63749; not keyed to the entry's name, not shaped
   like it, not below it: round 8)        → the single hop, which keeps them
6c. one link carries the identifier of rule 3 and, probed, leads on to more that carry
   it (a licence page per file whose "accept" link is the download: round 10) → sig_uri
7. otherwise (article-like page)            → single_page

Before rules 5–7: a link to a directory on another host whose path ends with three or more
of the entry path's last segments under a prefix of its own, and whose own links lie below
it (a catalogue's data on a mirror: round 10) → path_based with that directory as a
further root.

When two readings are close, the one that loses nothing wins: externals are added whenever
a probed member links files elsewhere, and file hosts (other hosts serving this artifact's
downloads; never a portal the knowledge base names, whose files are its own artifacts) are
kept in `params.file_hosts` for every heuristic that follows links, so their files are
leaves of the artifact rather than "other portals".  Precision lost this way is
repaired by the manifest; a lost URI cannot be.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote, urlsplit

from keepnet.artifacts.crumbs import breadcrumb_links
from keepnet.artifacts.identifiers import contains_id, id_tokens, looks_like_id, shared_identifier
from keepnet.artifacts.kinship import (
    is_language_variant,
    is_view,
    keyed_alike,
    matches_hint,
    mirrors,
    other_format,
    own_hints,
    same_shape,
)
from keepnet.artifacts.loader import Fetch, load
from keepnet.artifacts.model import Page
from keepnet.artifacts.titles import contains, filtered_title, holds_beyond_links, usable
from keepnet.artifacts.urls import (
    host_of,
    is_action,
    is_ancestor,
    is_download,
    is_feed,
    is_index_page,
    is_site_home,
    on_portal,
    path_root,
    strip_query,
    the_project_elsewhere,
    under_root,
)


@dataclass(frozen=True, slots=True)
class Thresholds:
    """The numbers the rules compare against: one place, so an evaluation can refit them
    on some portal types and score the others (bench/bench_artifacts.py --loo)."""

    probe_budget: int = 12  # pages inference may fetch beyond the entry, homepage, 404 page
    title_probes: int = 6  # pages of N probed for the title (rule 4)
    min_path_links: int = 2  # links under the root that decide rule 2 without probing (LOO-fitted)
    path_share: float = 0.5  # share of N under the root (rule 2)
    min_id_links: int = 2  # links carrying the entry's identifier (rule 3)
    id_share: float = 0.6  # share of N carrying it (rule 3)
    file_host_links: int = 2  # download links that make another host a file host
    tree_pages: int = 4  # further pages under the root that make a minority of links a tree
    many_under: int = 5  # links below the root that decide rule 2 after the title rule (round 5)


DEFAULT = Thresholds()

# A share button's query on the entry's own path (WordPress Jetpack's `?share=twitter`).
_SHARE = re.compile(r"(^|&)share=", re.I)


@dataclass(slots=True)
class Inference:
    heuristic: str
    params: dict[str, Any] = field(default_factory=dict)
    evidence: list[str] = field(default_factory=list)
    significant: str | None = None


class Probes:
    """Pages fetched to look beyond the entry, at most `budget`, each fetched once."""

    def __init__(self, fetch: Fetch, budget: int = DEFAULT.probe_budget) -> None:
        self.fetch, self.budget = fetch, budget
        self.holders: list[str] = []  # the pages the last title probe found the title in
        self.pages: dict[str, Page] = {}

    @property
    def used(self) -> int:
        return len(self.pages)

    async def get(self, url: str) -> Page | None:
        """The page at url (None once the budget is spent or when it did not load)."""
        if url not in self.pages:
            if self.used >= self.budget:
                return None
            self.pages[url] = await load(self.fetch, url)
        page = self.pages[url]
        return page if page.ok else None


def candidate_links(
    page: Page, ignored: frozenset[str], domains: frozenset[str]
) -> tuple[list[str], dict[str, int]]:
    """The entry's links that could belong (on the portal, not ignored, not the entry)."""
    counts = {"other portals": 0, "ignored": 0}
    out: list[str] = []
    aliases = set(page.aliases)
    for url in dict.fromkeys(page.links):
        if url in aliases:
            continue
        if not on_portal(url, domains):
            counts["other portals"] += 1
        elif url in ignored:
            counts["ignored"] += 1
        else:
            out.append(url)
    return out, counts


def on_host(url: str, other: str) -> bool:
    return host_of(url) == host_of(other)


def entry_root(url: str) -> str:
    """The entry's directory as a path root: /p/x/index.html → host/p/x; /p/x → host/p/x."""
    root = path_root(url)
    head = root.rpartition("/")[0]
    # only an index page stands for its directory: Paper117.html is one page among its
    # siblings, not the directory that holds them
    if head and "/" in head and is_index_page(root):
        return head
    return root


def file_hosts(
    entry: Page,
    pages: list[Page],
    domains: frozenset[str],
    min_links: int = DEFAULT.file_host_links,
    known: Callable[[str], bool] | None = None,
) -> list[str]:
    """Other hosts serving this artifact's files, seen on the entry and probed members.

    A host counts when links to it are downloads (by URL shape) and either it gets two of
    them or one carries an identifier or the last path segment of the entry URI.  A thesis
    on another repository is one page link, not a download: it stays another artifact.
    Files on a portal `known` names (the knowledge base's hosts) are that portal's
    artifacts: a notebook viewer's GitHub files are GitHub's.  Without `known` (a portal
    named by host: its rules as they were) only the original file formats count.
    """
    marks = [t.lower() for t in id_tokens(entry.url, url_values=known is not None)]
    last = urlsplit(entry.url).path.rstrip("/").rsplit("/", 1)[-1].lower()
    hits: Counter[str] = Counter()
    marked: set[str] = set()
    for page in (entry, *pages):
        for url in dict.fromkeys(page.links):
            if (
                on_portal(url, domains)
                or not is_download(url, more_formats=known is not None)
                or (known and known(url))
            ):
                continue
            host = host_of(url)
            hits[host] += 1
            # the entry's identifier as a whole, or its name inside a file name
            # (seqtrim-1.4.0-linux.tar.gz for /lab/seqtrim)
            if any(m and contains_id(url, m) for m in marks) or (
                len(last) >= 4 and last in url.lower().rsplit("/", 1)[-1]
            ):
                marked.add(host)
    return sorted(h for h, n in hits.items() if n >= min_links or h in marked)


def entry_file_hosts(
    entry: Page, domains: frozenset[str], known: Callable[[str], bool]
) -> list[str]:
    """Other hosts serving a file the entry links directly, one link being enough, unless
    the host is a portal the knowledge base knows (a notebook viewer's GitHub file is
    GitHub's artifact).  Another artifact is cited by its landing page; a bare file link
    on a host of no known portal is a download of this one (a CDN, a file store)."""
    return sorted(
        {
            host_of(u)
            for u in entry.links
            if is_download(u) and not on_portal(u, domains) and not known(u)
        }
    )


def _path_copies(root: str, pages: list[Page], domains: frozenset[str]) -> set[str]:
    """Other hosts whose links repeat the artifact's path (raw file hosts)."""
    path = root.split("/", 1)[1] if "/" in root else ""
    if path.count("/") < 1:
        return set()
    own = host_of("http://" + root)
    return {
        host_of(u)
        for p in pages
        for u in p.links
        if host_of(u) != own
        and f"/{path}/" in u.split("?", 1)[0] + "/"
        and not the_project_elsewhere(u, root)
    }


def tail_copies(
    page: Page, domains: frozenset[str], known: Callable[[str], bool] | None
) -> list[str]:
    """Directories on another host whose path ends with the last three segments or more of
    the entry's path, under a prefix of their own (round 10): a catalogue record at
    `/catalog/J/ApJ/912/41` whose data a mirror serves at `/pub/cats/J/ApJ/912/41/`.  Not a
    link repeating the whole path (`ci.host/owner/repo`: a page about the project
    elsewhere), not two segments (an owner/repo mirrored on a forge is another artifact),
    not a portal the knowledge base names."""
    segs = [s for s in urlsplit(page.url).path.lower().split("/") if s]
    out: list[str] = []
    for url in dict.fromkeys(page.links):
        parts = urlsplit(url)
        if on_portal(url, domains) or (known and known(url)) or not parts.path.endswith("/"):
            continue
        other = [s for s in parts.path.lower().split("/") if s]
        n = 0
        while n < min(len(segs), len(other)) and segs[-1 - n] == other[-1 - n]:
            n += 1
        if n >= 3 and n < len(segs) and n < len(other):
            out.append(url)
    return out


def identifier_root(root: str, links: list[str]) -> str:
    """The record above an entry that is one of its views (round 7): when the entry's path
    goes on for one or two segments past its last identifier (`/capsule/5187343/tree/v2`,
    a capsule's files at version 2) and the entry links a page under the identifier that is
    not under the entry (`/capsule/5187343/reproducible-run/8811`), the record is rooted at
    the identifier; otherwise the entry's own root."""
    host, _, path = root.partition("/")
    segs = path.split("/")
    ids = [i for i, s in enumerate(segs) if looks_like_id(s)]
    # (the view's own segments name no object: `tree/v2`, not `content/10.1101/<doi>`)
    if not ids or not 1 <= len(segs) - 1 - ids[-1] <= 2 or ids[-1] < 1:
        return root
    if any(s.isdigit() for s in segs[ids[-1] + 1 :]):
        return root  # a number names an object: DSpace's /handle/20.500.12345/678
    record = "/".join([host, *segs[: ids[-1] + 1]])
    beside = [
        u
        for u in links
        if under_root(u, record)
        and not under_root(u, root)
        and path_root(u) != record
        and not is_download(u)
        and not is_action(u)
        and not is_feed(u)
    ]
    return record if beside else root


def twin_roots(root: str, links: list[str], min_links: int) -> list[str]:
    """Other roots of the same artifact on its host: the entry's name (the last segment of a
    two-segment root, a slug) as the second segment under another first segment, that the
    entry links `min_links` times or more (SourceForge's /p/NAME/wiki, /p/NAME/tickets
    beside /projects/NAME/): one project under two sections."""
    host, _, path = root.partition("/")
    first, _, name = path.partition("/")
    if name.count("/") == 1:
        return _owner_twins(host, first, name, links)
    if not name or "/" in name or len(name) < 6 or not any(c in name for c in "-_"):
        return []
    seen: Counter[str] = Counter()
    for u in links:
        rest = strip_query(u).split("://", 1)[-1]
        h, _, p = rest.partition("/")
        segs = p.split("/")
        if h.lower() == host and len(segs) >= 3 and segs[1] == name and segs[0] != first:
            seen[f"{host}/{segs[0]}/{name}"] += 1
    return sorted(r for r, n in seen.items() if n >= min_links)


def _owner_twins(host: str, first: str, owned: str, links: list[str]) -> list[str]:
    """Round 10: for a root `/<section>/<owner>/<name>`, the same owner and name under
    another section with more below it (a registry's `/layers/<owner>/<name>/<tag>/…`
    beside `/r/<owner>/<name>`): two segments alike name one object, one link is enough."""
    seen: set[str] = set()
    for u in links:
        h, _, p = strip_query(u).split("://", 1)[-1].partition("/")
        segs = p.split("/")
        alike = len(segs) >= 4 and "/".join(segs[1:3]) == owned and segs[3] != ""
        if h.lower() == host and alike and segs[0] != first:
            seen.add(f"{host}/{segs[0]}/{owned}")
    return sorted(seen)


async def _explore_root(
    probes: Probes, start: list[str], root: str, hints: list[str], limit: int, also: list[str]
) -> tuple[list[Page], list[str]]:
    """Breadth-first over pages under root (at most limit fetched): (pages, new links under root)."""
    seen = set(start)
    queue = [u for u in start if not is_download(u) and not matches_hint(u, hints, plural_out=True)]
    pages: list[Page] = []
    further: list[str] = []
    while queue and len(pages) < limit:
        sub = await probes.get(queue.pop(0))
        if sub is None:
            continue
        pages.append(sub)
        for u in sub.links:
            inside = under_root(u, root) or any(under_root(u, r) for r in also)
            if u in seen or not inside or u in sub.aliases:
                continue
            seen.add(u)
            further.append(u)
            if not is_download(u) and not matches_hint(u, hints, plural_out=True):
                queue.append(u)
    return pages, further


def _titled_after(title: str, name: str, page: Page) -> bool:
    """Whether a page's title holds the artifact's name inside a title of its own
    ("gel_images.zip - <project>"), not the entry's title again."""
    t = title.strip()
    return t != (page.title or "").strip() and contains(t, name) and len(t) > len(name.strip())


# A DOI registrant prefix followed by a suffix in a path: `/content/10.1101/2026.01.12.6123`.
_DOI_PREFIX = re.compile(r"(?<=/)(10\.\d{4,9})(?=/[^/])")


def _file_named(url: str) -> bool:
    """A download by its URL's shape, unless a directory (`/<id>/files/` is a tab)."""
    return is_download(url) and not urlsplit(url).path.endswith("/")


async def _parts_outside(
    probes: Probes,
    page: Page,
    links: list[str],
    root: str,
    ignored: frozenset[str],
    hints: list[str],
    name: str | None = None,
) -> list[str]:
    """Pages of the entry's host outside the path root whose breadcrumb trail passes
    through the entry (round 7): the portal says they lie below it (OSF's files and
    components under short ids of their own), so a path heuristic would lose them.

    Round 9: when the entry's own links show none, so may the pages its probed members
    below the root link (ArchivesSpace's components, listed by the finding aid's
    `collection_organization` tab, each with the finding aid in its trail).

    Round 10: there, a page titled after the artifact (`name`, the entry's filtered title,
    inside a title of its own: "gel_images.zip - <project>") counts too, its trail being
    plain text (OSF's file pages, listed by the project's files tab)."""
    own = set(page.aliases)

    def outside(urls: list[str]) -> list[str]:
        return [
            u
            for u in urls
            if on_host(u, page.url)
            and not under_root(u, root)
            and u not in own
            and u not in ignored
            and not is_ancestor(u, page.url)
            and not matches_hint(u, hints, plural_out=True)
            and not is_download(u)
            and not is_feed(u)
            and not is_action(u)
        ]

    async def shown(candidates: list[str], titled: bool = False) -> list[str]:
        found: list[str] = []
        for url in candidates[:4]:
            sub = await probes.get(url)
            if sub is None or not sub.body:
                continue
            crumbs = own & breadcrumb_links(sub.body, sub.url)
            if crumbs or (titled and name and sub.title and _titled_after(sub.title, name, page)):
                found.append(url)
        return found

    first = outside(links)
    found = await shown(first)
    if found:
        return found
    if name and usable(name):
        # (round 10: the entry's tabs below the root, when the path rule decided unprobed)
        tabs = [u for u in links if under_root(u, root) and not _file_named(u)]
        for u in tabs[:2]:
            await probes.get(u)
    members = [p for u, p in list(probes.pages.items()) if p.ok and under_root(u, root)]
    tried = set(first[:4])
    further = [u for m in members for u in outside(list(dict.fromkeys(m.links))) if u not in tried]
    return await shown(list(dict.fromkeys(further)), titled=usable(name))


async def _probe_identifier(
    probes: Probes, page: Page, carriers: list[str], token: str, hints: list[str]
) -> int:
    """How many new URLs carrying token the probed carriers link (not linked by the entry)."""
    known = set(page.links) | set(page.aliases)
    onward: set[str] = set()
    # listings count here: a search filtered by the identifier is how GBIF's artifact leads on
    # (a directory is not a file, whatever its path says: `/files/<id>/` lists them)
    folders = [u for u in carriers if urlsplit(u).path.endswith("/")]
    for n, url in enumerate(u for u in carriers if not is_download(u) or u in folders):
        # Thin evidence (nothing found in four carriers): directories the identifier names
        # are probed further, within the budget (round 8: a data server's file directory
        # is its fifth carrier); other pages past the fourth are not (a DOI prefix that
        # every preprint's path carries leads on from some page sooner or later).
        if n >= 4 and (onward or probes.used >= probes.budget):
            break
        if n >= 4 and url not in folders:
            continue
        sub = await probes.get(url)
        if sub is None:
            continue
        # (a file counts when it lies in a directory the identifier names: a data server's
        # `/files/<id>/` listing; a preprint's PDF one hop away does not)
        folder = path_root(url) if urlsplit(url).path.endswith("/") else None
        onward.update(
            u
            for u in sub.links
            if u not in known
            and contains_id(u, token)
            and (
                not is_download(u)
                or (folder is not None and under_root(u, folder) and path_root(u) != folder)
            )
        )
    return len(onward)


def mirrored_links(sub: Page, page: Page) -> int:
    """How many of sub's links are the entry page's own links under sub's name (urls.mirrors)."""
    return mirrors(sub.url, sub.links, page.url, page.links, frozenset(sub.aliases + page.aliases))


def _sibling_mention(sub: Page, page: Page, sig: str) -> bool:
    """Whether a page of the entry's host shaped like the entry is another record of its
    kind rather than a part: it repeats the entry's links for its own name (two or more)
    and does not carry the entry's navigation (a link below the entry's path, as OSF's
    components link the project's tabs).  It may hold the title, in its "Related" line:
    a mention, not a part (round 7)."""
    if not same_shape(sub.url, page.url) or contains(sub.title or "", sig):
        return False  # (a part titled after the artifact: a book's page, round 5)
    root = path_root(page.url)
    own = set(page.aliases)
    if any(u not in own and under_root(u, root) for u in sub.links):
        return False
    return mirrored_links(sub, page) >= 2


async def _probe_titles(
    probes: Probes, page: Page, links: list[str], sig: str, ignored: frozenset[str], limit: int
) -> tuple[int, int, list[str]]:
    """(pages probed, pages holding sig, new links those pages lead to) for rule 4."""
    probed = hits = 0
    onward: list[str] = []
    probes.holders.clear()
    known = set(page.links) | set(page.aliases)
    # A feed or a reply form of a page (`?replytocom=`) is that page again, for machines or
    # for a comment: it holds the title by construction and proves nothing (round 5).
    for url in [u for u in links if not is_download(u) and not is_feed(u)]:
        # Thin evidence (no page has held the title yet): keep probing, within the budget.
        if probed >= limit and (hits or probes.used >= probes.budget):
            break
        sub = await probes.get(url)
        if sub is None:
            continue
        probed += 1
        # (the entry named only where a page links it — a "trending" box, a publication
        # listing its talks — is a mention, not a part: round 5)
        if contains(f"{sub.title or ''} {sub.text}", sig) and (
            (on_host(sub.url, page.url) and not _sibling_mention(sub, page, sig))
            or holds_beyond_links(
                sub.title, sub.text, sub.body or b"", sub.url, frozenset(page.aliases), sig
            )
        ):
            hits += 1
            probes.holders.append(url)
            onward.extend(
                u for u in sub.links if u not in known and u not in ignored and u not in sub.aliases
            )
    return probed, hits, list(dict.fromkeys(onward))


def facet_parts(probes: Probes, page: Page, ignored: frozenset[str]) -> list[str]:
    """Probed pages of the entry's host that the title probe found holding the title and
    whose own title holds it ("Steps: <protocol>", "Transcript: <lecture>"), named by their
    own path and numbers: not shaped like the entry, not below its path, not carrying its
    name or identifier (round 8).  A portal that stores a record's facets as records of
    their own names them so; a page keyed to the entry's name (`<entry>/republish`,
    `Special:CiteThisPage?page=<name>`, `Talk:<name>`) is a tool the site offers for every
    page, and a page shaped like the entry is another record (the next episode)."""
    if not page.title:
        return []
    marks = [t.lower() for t in id_tokens(page.url)]
    last = urlsplit(page.url).path.rstrip("/").rsplit("/", 1)[-1].lower()
    root = path_root(page.url)
    out = []
    for url in probes.holders:
        sub = probes.pages.get(url)
        low = url.lower()
        if (
            sub is None
            or url in ignored
            or not on_host(url, page.url)
            or not sub.title
            or not contains(sub.title, page.title)
            or sub.title.strip() == page.title.strip()
            or same_shape(url, page.url)
            or under_root(url, root)
            or is_language_variant(url, page.url)
            or (len(last) >= 4 and last in low)
            or any(m and contains_id(url, m) for m in marks)
        ):
            continue
        out.append(url)
    return out


async def _path_rule(
    probes: Probes,
    page: Page,
    counted: list[str],
    domains: frozenset[str],
    hints: list[str],
    ev: list[str],
    th: Thresholds,
    known: Callable[[str], bool] | None,
    late: bool = False,
    holders_below: bool = False,
) -> Inference | None:
    """Rule 2; `late`: asked again after the title rule found nothing, when many links
    below the entry that lead further decide even as a minority."""
    if "?" in page.url:
        return None
    root = entry_root(page.url)
    if "/" not in root:
        return None
    wider = identifier_root(root, counted)
    if wider != root:
        ev.append(f"the entry is a view ({root[len(wider) :]}) of the record {wider}")
        root = wider
    # Below the root, not the entry itself with a query (its exports, its views); and
    # under the root's twins (the same project's other section).
    also = twin_roots(root, counted, th.min_path_links)
    under = [
        u
        for u in counted
        if (under_root(u, root) and path_root(u) != root) or any(under_root(u, r) for r in also)
    ]
    # The entry's own path with a query (its tabs, its slides: `?activeTab=code`,
    # `?slide=2`) is the entry's too, and the path heuristics keep it; its exports
    # (`?format=csv`: files), feeds, reply forms, share buttons (`?share=twitter`) and
    # actions are not pages of a tree.
    tabs = [
        u
        for u in counted
        if "?" in u
        and strip_query(u).rstrip("/") == strip_query(page.url).rstrip("/")
        and not is_download(u)
        and not is_feed(u)
        and not is_action(u)
        and not _SHARE.search(u.split("?", 1)[1])
    ]
    if not under and len(tabs) < th.min_path_links:
        return None
    share = len(under) + len(tabs) >= th.path_share * len(counted)
    strong = len(under) + len(tabs) >= th.min_path_links and share
    # One link below the entry among many: probed only for a chain (a deck's "next slide").
    single = not share and len(under) < 2
    members, further = await _explore_root(probes, [*under, *tabs], root, hints, 8, also)
    # A minority of the links, but a tree below them (a model hub's files and commits
    # behind two tabs, among many related models and datasets): the directory holds it.
    tree = len(further) >= th.tree_pages and not single
    # Pages below the entry that it does not link itself (a deck's further slides, reached
    # one from the other): any single hop would lose them, the path keeps them.
    # (strictly below: the entry's own path with a query is the entry again, a reply form)
    below = [u for u in further if not is_download(u) and path_root(u) != root]
    deeper = len(below) >= 2
    # Many links below the entry that lead further below it, but a minority of its links
    # (a deck's slides among other users' decks, followers, trending): the directory holds
    # it unless the title rule finds pages elsewhere that carry the title (OSF's components
    # and files under short ids of their own), so decided after it (round 5).
    many = late and (len(under) >= th.many_under or holders_below) and bool(further)
    if not strong and not (share and further) and not tree and not deeper and not many:
        ev.append(
            f"{len(under)} of {len(counted)} counted links lie under {root}, "
            f"and the probed ones lead to {len(further)} more under it"
        )
        return None
    how = "" if strong else f"; probing them found {len(further)} more pages under it (multi-hop)"
    if many and not (strong or (share and further) or tree or deeper):
        how += f"; {len(under)} links below it, a minority, but no page elsewhere holds the title"
    ev.append(f"{len(under)} of {len(counted)} counted links lie under {root}{how}")
    params: dict[str, Any] = {"root": root}
    if also:
        ev.append(
            f"the entry's name roots the same project elsewhere on its host: {', '.join(also)}"
        )
        params["also_roots"] = also
    ext = sorted(
        _path_copies(root, [page, *members], domains)
        | set(file_hosts(page, members, domains, known=known))
    )
    if ext:
        ev.append(f"the entry or its probed members link files or path copies on {', '.join(ext)}")
        params["externals"] = ext
        return Inference("path_based_externals", params, ev)
    return Inference("path_based", params, ev)


async def infer(
    fetch: Fetch,
    page: Page,
    ignored: frozenset[str],
    domains: frozenset[str],
    home_title: str | None,
    hints: tuple[str, ...],
    th: Thresholds = DEFAULT,
    known: Callable[[str], bool] | None = None,
) -> Inference:
    """The heuristic inferred for an entry page of an unknown portal (see module docstring);
    `known` says whether a URL is on a portal the knowledge base names (not a file host)."""
    probes = Probes(fetch, th.probe_budget)
    own = list(own_hints(hints, page.url))
    inf = await _infer(probes, page, ignored, domains, home_title, own, th, known)
    inf.evidence.append(f"inference probed {probes.used} pages (budget {probes.budget})")
    return inf


async def _infer(
    probes: Probes,
    page: Page,
    ignored: frozenset[str],
    domains: frozenset[str],
    home_title: str | None,
    hints: list[str],
    th: Thresholds,
    known: Callable[[str], bool] | None,
) -> Inference:
    links, counts = candidate_links(page, ignored, domains)
    crumbs = [u for u in links if is_ancestor(u, page.url)]
    counted = [u for u in links if u not in crumbs]
    pages = [u for u in counted if not matches_hint(u, hints, plural_out=True)]
    hosts = file_hosts(page, [], domains, th.file_host_links, known)
    set_aside = ", ".join(f"{n} {k}" for k, n in counts.items() if n)
    ev = [
        f"inference: {len(links)} candidate links of the portal ({set_aside or 'none set aside'}"
        f"; {len(counted) - len(pages)} listing or profile pages, {len(crumbs)} breadcrumbs)"
    ]
    if hosts:
        ev.append(f"file hosts (other hosts serving this artifact's downloads): {', '.join(hosts)}")
    keep = {"file_hosts": hosts} if hosts else {}
    if is_site_home(page.url) and any(on_host(u, page.url) for u in counted):
        # The entry is its host's homepage (a project's microsite, a data story): the host
        # is the artifact, the way a directory is for rule 2.
        ev.append("the entry is its host's homepage and links pages of its host: a site of its own")
        return Inference("path_based", {"root": host_of(page.url)}, ev)
    if not counted and not hosts:
        return Inference("single_page", {}, [*ev, "no link could belong to the artifact"])
    path = await _path_rule(probes, page, counted, domains, hints, ev, th, known)
    outside: list[str] = []
    if path is not None:
        name = filtered_title(page.title, home_title)[0] if page.title and home_title else None
        outside = await _parts_outside(
            probes, page, pages, path.params["root"], ignored, hints, name
        )
        if not outside:
            return path
        ev.extend(path.evidence[len(ev) :])
        ev.append(
            f"{len(outside)} pages outside {path.params['root']} show the entry in their "
            "breadcrumb trail (or, linked by its tabs, are titled after it): the artifact is "
            "not its path"
        )
    # An identifier of this artifact, not of the portal: chrome and siblings shaped like
    # the entry must not carry it (a DOI prefix, a path segment every page shares).
    # (a URL naming the entry's record under the entry's query key is that record through
    # another script, an export or a version, however alike the scripts' names; the
    # entry's path with another extension is it in another format: round 8)
    siblings = [
        u
        for u in links
        if same_shape(u, page.url)
        and not keyed_alike(u, page.url)
        and not other_format(u, page.url)
    ]
    # (round 10: a DOI's registrant prefix in the entry's path, `10.1101` before the
    # preprint's own suffix, names the registrant, every one of its records carries it)
    prefixes = _DOI_PREFIX.findall(urlsplit(page.url).path)
    token, carriers = shared_identifier(page.url, counted, [*ignored, *siblings, *prefixes])
    # carriers that did not lead on, or too few to decide rule 3 (see the last rule); a
    # post's feed and reply forms, and the other formats it declares in its head (<link
    # rel="alternate"|"shortlink">: its JSON, its short URL), are the entry again for
    # machines: they hold nothing single_page would lose
    declared = {t for rel, t, _, _ in page.rels if rel.lower() in ("alternate", "shortlink")}
    content = [
        u
        for u in carriers
        if not is_feed(u) and u not in declared and not is_language_variant(u, page.url)
    ]
    id_carriers = token if token and len(content) >= th.min_id_links else None
    if token and len(carriers) >= th.min_id_links and len(carriers) >= th.id_share * len(counted):
        # Like the title rule: the identifier must lead on (GBIF's occurrence search lists
        # records that carry it); a preprint's versions and PDF carry it one hop away only.
        onward = await _probe_identifier(probes, page, carriers, token, hints)
        ev.append(
            f"identifier {token!r} of the entry URI is in {len(carriers)} of "
            f"{len(counted)} counted links; probed ones lead on to {onward} more that carry it"
        )
        if onward:
            return Inference("sig_uri", keep, ev, token)
    title = await _title_rule(
        probes, page, pages, ignored, domains, home_title, hints, ev, th, spans=bool(outside)
    )
    root = entry_root(page.url) if "?" not in page.url else ""
    if (
        title is not None
        and "/" in root
        and len(probes.holders) >= th.min_path_links
        and not outside
        and all(under_root(u, root) and path_root(u) != root for u in probes.holders)
    ):
        # Every page that holds the title lies below the entry (its tabs: data, code,
        # discussion): the directory holds the artifact, and its pages without the title
        # (a discussion thread) are the path's too, not the title's (round 5).
        path = await _path_rule(
            probes, page, counted, domains, hints, [], th, known, late=True, holders_below=True
        )
        if path is not None:
            ev.append(f"every page holding the title ({len(probes.holders)}) lies below {root}")
            ev.extend(path.evidence)
            path.evidence = ev
            return path
    if title is not None:
        title.params.update(keep)
        return title
    path = await _path_rule(probes, page, counted, domains, hints, [], th, known, late=True)
    if path is not None:
        ev.extend(path.evidence)
        path.evidence = ev
        return path
    # Round 10: the artifact's files in a directory elsewhere named by the entry's path (a
    # catalogue's data on a mirror): when the directory's own links are below it (its
    # files), it is a further root of the artifact, kept whole.
    copies: list[str] = []
    for url in tail_copies(page, domains, known)[:2]:
        sub = await probes.get(url)
        if sub is not None and any(
            under_root(u, path_root(url)) and path_root(u) != path_root(url) for u in sub.links
        ):
            copies.append(path_root(url))
    if copies:
        ev.append(
            f"{len(copies)} directories on other hosts repeat the entry's path and list files "
            f"below it: {', '.join(copies)}: roots of the artifact"
        )
        # (Path-Based with further roots, not with Externals: the mirror's parent directory
        # and its other catalogues are not this artifact's)
        params: dict[str, Any] = {"root": entry_root(page.url), "also_roots": copies}
        return Inference("path_based", params, ev)
    # A file is never a listing: a PDF served under an author's profile path is a download.
    downloads = [u for u in counted if is_download(u)]
    # What the probes found to be files whatever their names (a trial record's protocol
    # PDF at `/editorial/retrieveFile/<uuid>/44501`, its JSON at `/api/trial/ID/format/x`):
    # downloads by what the server says (round 8, as the boundary's files by content).
    # What the head links (<link rel=…>: a blog's API root, its JSON) is for machines.
    heads = {t for _, t, _, _ in page.rels}
    served = [
        u
        for u in counted
        if u not in downloads
        and (sub := probes.pages.get(u)) is not None
        and sub.ok
        and not sub.is_html
        and on_host(u, page.url)
        # (the entry again, for machines: its feed, the formats its head declares, its
        # oEmbed keyed to its URL, its own path with a query; as rule 6 reads them)
        and not is_feed(u)
        and u not in heads
        and not is_view(u, page.url)
        and page.url.split("#", 1)[0] not in unquote(u)
    ]
    downloads += served
    parts = facet_parts(probes, page, ignored)
    if downloads or hosts:
        ev.append(
            f"{len(downloads)} counted links are downloads (files, exports"
            + (f"; {len(served)} files by what the server sent" if served else "")
            + ")"
            + (f", and {len(hosts)} file hosts" if hosts else "")
            + ": single hop"
        )
        if parts:
            keep = {**keep, "parts": parts}
        if counts["ignored"]:
            return Inference("single_page_plus_ignored", keep, ev)
        ev.append("no entry link is on the ignored list")
        return Inference("single_page_plus", keep, ev)
    if token and len(content) == 1 and not id_carriers:
        # One link carries the identifier, and it leads on to more that carry it (a
        # click-through licence page per file, whose "accept" link is the download): the
        # identifier holds the artifact, as rule 3's carriers that lead on (round 10).
        sub = await probes.get(content[0])
        known_links = set(page.links) | set(page.aliases)
        led = (
            [u for u in sub.links if u not in known_links and contains_id(u, token)]
            if sub is not None
            else []
        )
        if led:
            ev.append(
                f"the one link carrying the entry's identifier {token!r} leads on to "
                f"{len(led)} more that carry it"
            )
            id_carriers = token
    if id_carriers:
        # Links carry the page's own identifier (tabs, exports, deliveries, filtered
        # searches): not an article-like page.  sig_uri keeps them; single_page would not.
        ev.append(
            f"{len(carriers)} links carry the entry's identifier {id_carriers!r}: "
            "single_page would lose them, they are kept"
        )
        return Inference("sig_uri", keep, ev, id_carriers)
    if parts:
        # Pages titled after the artifact under numbers of their own (its steps, its
        # transcript): parts one hop away that single_page would lose (round 8).
        ev.append(
            f"{len(parts)} linked pages of the host, named by their own numbers, are titled "
            "after the artifact: its parts, one hop away: single hop"
        )
        keep = {**keep, "parts": parts}
        if counts["ignored"]:
            return Inference("single_page_plus_ignored", keep, ev)
        return Inference("single_page_plus", keep, ev)
    ev.append("no downloads and no multi-hop structure: an article-like page")
    return Inference("single_page", {}, ev)


async def _title_rule(
    probes: Probes,
    page: Page,
    pages: list[str],
    ignored: frozenset[str],
    domains: frozenset[str],
    home_title: str | None,
    hints: list[str],
    ev: list[str],
    th: Thresholds,
    spans: bool = False,
) -> Inference | None:
    """Rule 4; `spans`: pages outside the entry's path are its parts by their breadcrumb
    (round 7), so pages holding the title decide even when they lead nowhere new."""
    filtered = False
    sig = page.title
    if page.title and home_title:
        sig, removed = filtered_title(page.title, home_title)
        filtered = bool(removed)
    if not usable(sig):
        return None
    assert sig is not None
    probed, hits, onward = await _probe_titles(probes, page, pages, sig, ignored, th.title_probes)
    onward = [
        u
        for u in onward
        if on_portal(u, domains)
        and not matches_hint(u, hints, plural_out=True)
        and not is_ancestor(u, page.url)
    ]
    # Two or more holders shaped like the entry that link back to it (a book's chapters, an
    # experiment's days, all filed like it): the "+" hop would take them for other records
    # of the portal, so the title keeps them even when they lead nowhere new (round 8).
    own = set(page.aliases)
    kin = [
        u for u in probes.holders if same_shape(u, page.url) and own & set(probes.pages[u].links)
    ]
    if not (hits and (onward or spans or len(kin) >= th.min_path_links)):
        ev.append(
            f"title probe: {hits} of {probed} probed pages hold the title"
            + ("; none lead further" if hits else "")
        )
        return None
    ev.append(
        f"{hits} of {probed} probed pages hold {sig!r} and lead on to "
        f"{len(onward)} more pages (multi-hop)"
        + (
            f"; {len(kin)} of them are shaped like the entry and link back to it: its parts"
            if len(kin) >= th.min_path_links and not onward
            else ""
        )
    )
    # Round 9: those holders are the artifact's parts for the boundary too, which would
    # otherwise take a page named like the entry plus a number (Drupal's `<slug>-0`, a
    # community record of a Mukurtu item titled as it) for another record of the portal.
    parts = {"parts": kin} if len(kin) >= th.min_path_links and not onward else {}
    if filtered:
        ev.append(f"the homepage title {home_title!r} shares a part with the entry title")
        return Inference("sig_filtered_title", {"side": "auto", **parts}, ev, sig)
    downloads = [u for u in onward if is_download(u)]
    if downloads:
        ev.append(f"those pages link {len(downloads)} downloads without the string")
        return Inference("sig_title_plus_ignored", {**parts}, ev, sig)
    return Inference("sig_title", {**parts}, ev, sig)
