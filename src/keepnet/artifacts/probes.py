"""The probes of inference: member pages fetched within a budget, and what they show.

`Probes` fetches each page once, at most `budget` of them; the functions here read the
probed pages for inference's rules (keepnet.artifacts.inference): the tree under a root
(`explore_root`, rule 2), pages outside it whose breadcrumb trail passes through the entry
(`parts_outside`), links that carry the entry's identifier further (`probe_identifier`,
rule 3), pages that hold the title (`probe_titles`, rule 4) and, among them, the
artifact's facets under numbers of their own (`facet_parts`, rule 6b).
"""

from __future__ import annotations

from urllib.parse import urlsplit

from keepnet.artifacts.crumbs import breadcrumb_links
from keepnet.artifacts.identifiers import contains_id, id_tokens
from keepnet.artifacts.kinship import is_language_variant, matches_hint, mirrors, same_shape
from keepnet.artifacts.loader import Fetch, load
from keepnet.artifacts.mentions import links_entry_as_neighbour
from keepnet.artifacts.model import Page
from keepnet.artifacts.parents import links_as_parent, titled_as_file
from keepnet.artifacts.roots import on_host
from keepnet.artifacts.titles import contains, holds_beyond_links, usable
from keepnet.artifacts.urls import (
    domain_of,
    is_action,
    is_ancestor,
    is_download,
    is_feed,
    path_root,
    under_root,
)


class Probes:
    """Pages fetched to look beyond the entry, at most `budget`, each fetched once."""

    def __init__(self, fetch: Fetch, budget: int) -> None:
        self.fetch, self.budget = fetch, budget
        self.holders: list[str] = []  # the pages the last title probe found the title in
        self.pages: dict[str, Page] = {}
        # rule 2's root and the pages strictly below it its tabs lead to (round 12)
        self.below: tuple[str, list[str]] = ("", [])

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


async def explore_root(
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


def _file_named(url: str) -> bool:
    """A download by its URL's shape, unless a directory (`/<id>/files/` is a tab)."""
    return is_download(url) and not urlsplit(url).path.endswith("/")


def outside_path(
    page: Page, urls: list[str], root: str, ignored: frozenset[str], hints: list[str]
) -> list[str]:
    """Of `urls`, the pages of the entry's host outside `root` that could be parts of the
    artifact: not the entry, chrome, an ancestor, a listing hint, a file, a feed or an
    action (in their order, repeats kept)."""
    own = set(page.aliases)
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


async def parts_outside(
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
        return outside_path(page, urls, root, ignored, hints)

    async def shown(candidates: list[str], titled: bool = False) -> list[str]:
        found: list[str] = []
        for url in candidates[:4]:
            sub = await probes.get(url)
            if sub is None or not sub.body:
                continue
            crumbs = own & breadcrumb_links(sub.body, sub.url)
            if crumbs or (titled and name and sub.title and _titled_after(sub.title, name, page)):
                found.append(url)
            elif (
                titled
                and name
                and titled_as_file(sub.title)
                and links_as_parent(sub.body, sub.url, own, name)
            ):
                # round 22: a file's page, "In project <a href=entry>name</a>": a one-step
                # trail in prose (parents.py)
                found.append(url)
        return found

    first = outside(links)
    found = await shown(first)
    if found:
        return found
    # Round 11: the entry's links to another host of its portal's domain (an API host, a
    # documentation host) whose pages are titled after the artifact inside titles of their
    # own ("B01003: Total Population variables"): the portal's other services show the
    # artifact there, and the path would lose them.
    domain = domain_of(page.url)
    elsewhere = [
        u
        for u in links
        if not on_host(u, page.url)
        and domain_of(u) == domain
        and u not in ignored
        and not is_download(u)
        and not is_feed(u)
        and not is_action(u)
        and not matches_hint(u, hints, plural_out=True)
    ]
    if name and usable(name):
        found = await shown(elsewhere, titled=True)
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


async def probe_identifier(
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
    if mirrored_links(sub, page) >= 2:
        return True
    # Round 15: or it names the entry only in its links to it, each a neighbour's (the
    # next post's "previous" link, a related lesson in an aside; mentions.py): another
    # record mentioning this one, where a part names its whole (a trail, "Part of").
    aliases, body = frozenset(page.aliases), sub.body or b""
    return links_entry_as_neighbour(body, sub.url, aliases) and not holds_beyond_links(
        sub.title, sub.text, body, sub.url, aliases, sig
    )


async def probe_titles(
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


async def mirror_roots(probes: Probes, dirs: list[str]) -> list[str]:
    """The directories among `dirs` (on other hosts, named by the entry's path: round 10)
    whose own links lie below them (their files): further roots of the artifact."""
    roots = []
    for url in dirs:
        sub = await probes.get(url)
        if sub is not None and any(
            under_root(u, path_root(url)) and path_root(u) != path_root(url) for u in sub.links
        ):
            roots.append(path_root(url))
    return roots
