"""A one-step trail through the entry: parts outside its path, whatever inference chose (round 26).

A project workspace keeps its components under short ids of their own, outside the
project's path, and each component heads its pages with the way up to the project in one
line: `<a href="/x7k2p/">Swarm foraging …</a> / Arena data`.  No breadcrumb markup marks
it, and the component's own title may be only its name ("Arena data"), so neither the
marked trail (round 7) nor a title under a subtitle (round 24b, `workspaces.py`) sees it.
Inference then takes the project's path or its single hop, and loses what the component
holds (its files tab, its file pages and their downloads).

The structure read here: a page the entry links, on its host and outside its path, that
links back to the entry by a link whose text holds the artifact's (filtered) title, and
whose next words are a trail separator and a name of its own ("/ Arena data", "› Data").
That is the page saying where it lies: below the entry.  A notebook "using <a>dataset</a>",
a related record "see <a>…</a>" name the entry in prose, not as the head of a trail, and a
page whose trail goes on past the entry to another page is the entry's child as well.
When one exists, the artifact spans pages outside its path: the title rule decides (its
holders are parts even when they lead nowhere new), as for parts shown by a marked trail.
"""

from __future__ import annotations

import re

from keepnet.artifacts.kinship import another_record
from keepnet.artifacts.model import Page
from keepnet.artifacts.parents import links_as_parent
from keepnet.artifacts.probes import Probes, outside_path
from keepnet.artifacts.titles import usable

# Pages outside the path looked at, beyond those already probed (the probe budget holds).
LOOKS = 4
# After the link to the entry: a trail separator, then a word (the part's own name).
_NEXT = re.compile(r"^\s*[/›»>→]\s*\w", re.UNICODE)


def trail_through(body: bytes, base: str, targets: set[str], name: str) -> bool:
    """Whether the page heads a trail with a link to one of `targets` (the entry) whose
    text holds `name`, followed by a separator and a name of its own."""
    return links_as_parent(body, base, targets, name, then=_NEXT)


async def trail_parts(
    probes: Probes,
    page: Page,
    links: list[str],
    root: str,
    ignored: frozenset[str],
    hints: list[str],
    name: str | None,
) -> list[str]:
    """Pages the entry links outside `root` (its host) that head their trail with the entry
    (see the module docstring): what the path or the single hop would lose below them.
    Pages already probed are read for free; at most `LOOKS` more are fetched."""
    if not usable(name) or "/" not in root:
        return []
    assert name is not None
    own = {page.url, *page.aliases}
    found: list[str] = []
    looked = 0
    for url in dict.fromkeys(outside_path(page, list(links), root, ignored, hints)):
        fresh = url not in probes.pages
        if fresh and looked >= LOOKS:
            continue
        sub = await probes.get(url)
        looked += fresh
        if (
            sub is not None
            and sub.body
            and not another_record(sub.url, page.url)
            and trail_through(sub.body, sub.url, own, name)
        ):
            found.append(url)
    return found
