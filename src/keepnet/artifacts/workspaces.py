"""What a path heuristic would lose: the workspace's parts elsewhere on its host (round 24b).

A project workspace (OSF and its kind: a project page with components, files, a wiki,
versions) keeps its parts under short ids or paths of their own, not under the project's
path: `/q9m4d/` is a component of `/x7k2p/`, `/project/N/version/V1/view` an earlier
version of `/project/N/version/V3/view`.  Rule 2 of inference (the path) sees the tabs
below the entry and decides; the path heuristic then keeps what lies under the entry's
path and loses the rest.  Rounds 7–22 caught such parts by a breadcrumb trail through the
entry, or, among pages the entry's tabs list, by a file's title or a one-step trail in
prose (`probes.parts_outside`); portals that print neither were still taken as their path,
the loss that recurred most on blind sets.

The rule here looks at what the path would lose, whatever the page prints around it:
pages of the entry's host outside its path — linked by the entry, or by the probed members
below the path — whose own title is the artifact's (filtered) title followed by a subtitle
of their own ("<project>: paint stratigraphy", a component), or the entry's own title again
under a URL carrying the entry's identifier (an earlier version of the same record).  When
one exists, the title heuristic decides instead ("prefer the heuristic that loses nothing
when two are close"): it keeps the path's pages too, which carry the title.  Not parts: a
name that goes on (`spike-sorter-gui`, `AT50-12B`: `kinship.another_record`), the entry's
owner or group (a page whose path segments are all the entry's), a version or sequel of
another record titled after this one ("<title> (v1.0)", "<title> v2", "(part 2)"), and a
record titled exactly as the entry without its identifier (a standard's draft).

Read and dropped while this was written (each measured on every development set): a link
back to the entry by its title ("Project: <a>…</a>", "Component of <a>…</a>") — a notebook
"using <a>dataset</a>", a related dataset and a collection's records link back the same
way; any title holding the artifact's name — versions and siblings hold it too.
"""

from __future__ import annotations

import re
from urllib.parse import unquote, urlsplit

from keepnet.artifacts.identifiers import contains_id, id_tokens
from keepnet.artifacts.kinship import another_record
from keepnet.artifacts.model import Page
from keepnet.artifacts.probes import Probes, outside_path
from keepnet.artifacts.roots import entry_root, on_host
from keepnet.artifacts.titles import normalize, usable
from keepnet.artifacts.urls import (
    under_root,
)

# Pages outside the path looked at, beyond those already probed (the probe budget holds).
LOOKS = 4


# After the artifact's name, a subtitle of the part's own: "<project>: paint stratigraphy",
# "<project> - Data collection" (a separator, then a word); not a version or a sequel
# ("<name> (v1.0)", "<name> (earlier)", "<name> v2", "<name> Phase2").
_SUBTITLE = re.compile(r"^\s*(?::|\s[-–—/·|])\s*\w", re.UNICODE)


def subtitled(title: str, name: str, entry_title: str = "") -> bool:
    """Whether `title` holds the artifact's `name` followed by a subtitle of its own (not
    by what follows it in the entry's own title: the site's name, "<name> - <site>")."""
    t, n, e = normalize(title), normalize(name), normalize(entry_title)
    at = t.find(n) if n else -1
    if at < 0:
        return False
    rest = t[at + len(n) :]
    if e.find(n) >= 0 and rest == e[e.find(n) + len(n) :]:
        return False
    return bool(_SUBTITLE.match(rest))


def _owner(url: str, entry: str) -> bool:
    """Whether every segment of url's path is one of the entry's (`/rbarros` for
    `/datasets/rbarros/<name>`): its owner or its group, listing the entry by its title."""
    mine = [s for s in urlsplit(url).path.split("/") if s]
    theirs = {s for s in urlsplit(entry).path.split("/") if s}
    return bool(mine) and all(s in theirs for s in mine)


def _keyed_to_entry(url: str, entry: str) -> bool:
    """Whether url is a tool the site offers for every page, keyed to the entry's name in
    its query (a wiki's `index.php?title=<name>&action=history`): the entry again."""
    last = urlsplit(entry).path.rstrip("/").rsplit("/", 1)[-1]
    query = unquote(urlsplit(url).query)
    return len(last) >= 4 and any(
        last in value for _, _, value in (p.partition("=") for p in query.split("&"))
    )


def _part(sub: Page, page: Page, name: str) -> bool:
    """Whether a probed page outside the path is the artifact's by its own title, and not
    another record of the portal."""
    if (
        not sub.body
        or another_record(sub.url, page.url)
        or _owner(sub.url, page.url)
        or _keyed_to_entry(sub.url, page.url)
    ):
        return False  # (a name that goes on, `spike-sorter-gui` beside `spike-sorter`)
    if sub.title and subtitled(sub.title, name, page.title or ""):
        return True  # ("<project>: paint stratigraphy", a component under an id of its own)
    if sub.title and page.title and sub.title.strip() == page.title.strip():
        # The entry's own title again: another version of the same record when it carries
        # the record's identifier (`/project/N/version/V1/` beside `…/V3/`), another
        # record titled alike otherwise (a standard's draft).
        return any(contains_id(sub.url, t) for t in id_tokens(page.url))
    return False


async def lost_to_path(
    probes: Probes,
    page: Page,
    links: list[str],
    root: str,
    ignored: frozenset[str],
    hints: list[str],
    name: str | None,
) -> list[str]:
    """Pages of the entry's host outside `root` that the entry (`links`) or its probed
    members below the root link and that are titled after the artifact (`name`, its
    filtered title) as its parts: what the path heuristic would lose.  Pages already
    probed are read for free; at most `LOOKS` more are fetched, within the budget."""
    if not usable(name):
        return []
    assert name is not None
    first = outside_path(page, list(dict.fromkeys(links)), root, ignored, hints)
    members = [p for u, p in list(probes.pages.items()) if p.ok and under_root(u, root)]
    further = outside_path(
        page, list(dict.fromkeys(u for m in members for u in m.links)), root, ignored, hints
    )
    candidates = list(dict.fromkeys([*first, *further]))
    found: list[str] = []
    looked = 0
    for url in candidates:
        fresh = url not in probes.pages
        if fresh and looked >= LOOKS:
            continue
        sub = await probes.get(url)
        looked += fresh
        if sub is not None and _part(sub, page, name):
            found.append(url)
    return found


def lost_to_identifier(outside: list[str], token: str) -> bool:
    """Whether the identifier would lose parts found outside the path too (a component
    under a short id of its own does not carry the project's): then rule 3 does not decide."""
    return any(not contains_id(u, token) for u in outside)


def subtitled_holders(probes: Probes, page: Page, name: str) -> list[str]:
    """The title probe's holders (`probes.holders`) on the entry's host outside its path
    that are its parts by their titles (a workspace's components, "<project>: <part>"):
    rule 4 then takes the title even when they lead nowhere new, as for parts shown by a
    breadcrumb trail."""
    root = entry_root(page.url) if "?" not in page.url else ""
    return [
        u
        for u in probes.holders
        if on_host(u, page.url)
        and not ("/" in root and under_root(u, root))
        and (sub := probes.pages.get(u)) is not None
        and sub.title is not None
        and subtitled(sub.title, name, page.title or "")
        and _part(sub, page, name)
    ]
