"""Round 19: a versioned entry's other versions, under the path and the identifier.

A preprint or an open-archive deposit is one record in several versions, each at the
record's identifier with a version marker: `/pre/2022.07.0311v3` beside `…0311v1` and
`…0311v2`, `/tel-03987152v3` beside `…v1`, `/x7k2m_v2` beside `/x7k2m_v1`.  The "+" hop
and the title heuristics keep the versions the entry links; the path heuristic roots the
artifact at the entry's own segment (`…0311v3`), and the identifier heuristic reads the
versioned segment as the identifier: both lose the earlier versions, which do not lie
below the entry's path nor carry `…v3`.

`entry_versions`: when the entry's last path segment ends with a version marker (`v<N>`
after a digit, or `_v<N>` / `-v<N>`), the entry's links on its host whose path is the
entry's with only that marker changed or dropped (the version-less record) are its
versions.  `keep_versions` passes them, under a path or identifier choice of inference, to
the boundary as the record's parts (`params.parts`: kept as leaves when the entry links
them).  An entry without a marker keeps its rules: a link that adds one (`<slug>-v2`
beside `<slug>`) may be another work (a deck's second edition).

`version_views` (round 23): the entry's other versions and their views (`…v1.full`,
`…v1.full.pdf`) are the record again; the title rule (`titlerule.py`) does not count them
as pages its holders lead on to, so a preprint whose versions all hold its title is not
taken for a multi-hop artifact on their account.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from keepnet.artifacts.kinship import is_other_version
from keepnet.artifacts.model import Page, Plan
from keepnet.artifacts.urls import host_of, strip_query

CHOICES = ("sig_uri", "path_based", "path_based_externals")
# (stem, separator, version): `0311v3` → ("0311", "", "3"); `x7k2m_v2` → ("x7k2m", "_", "2")
_MARKED = re.compile(
    r"^(?P<stem>.*\d)v(?P<n>\d{1,3})$|^(?P<stem2>.+?)(?P<sep>[_-])v(?P<n2>\d{1,3})$"
)


def _marked(segment: str) -> tuple[str, str, str] | None:
    m = _MARKED.match(segment)
    if m is None:
        return None
    if m.group("stem") is not None:
        return m.group("stem"), "", m.group("n")
    return m.group("stem2"), m.group("sep"), m.group("n2")


def entry_versions(entry: str, links: list[str]) -> list[str]:
    """The entry's other versions among links (see the module docstring)."""
    parts = urlsplit(entry)
    head, _, last = parts.path.rstrip("/").rpartition("/")
    marked = _marked(last)
    if marked is None or parts.query:
        return []
    stem, sep, n = marked
    out: list[str] = []
    for url in dict.fromkeys(links):
        other = urlsplit(url)
        if host_of(url) != host_of(entry) or other.query:
            continue
        ohead, _, olast = other.path.rstrip("/").rpartition("/")
        if ohead != head:
            continue
        theirs = _marked(olast)
        if olast == stem or (theirs is not None and theirs[:2] == (stem, sep) and theirs[2] != n):
            out.append(url)
    return out


def version_views(entry: str, links: list[str]) -> list[str]:
    """Round 23: the entry's other versions and their views among links (`…0311v1`,
    `…0311v1.full`, `…0311v1.full.pdf`: `kinship.is_other_version`) and its version-less
    record (`entry_versions`): the record again, in another version."""
    return [
        u
        for u in links
        if is_other_version(u, entry) or entry_versions(entry, [strip_query(u).rstrip("/")])
    ]


def keep_versions(plan: Plan, page: Page) -> bool:
    """Pass the entry's other versions as the record's parts under a path or identifier
    choice of inference; True when the plan changed."""
    if plan.source != "inference" or plan.heuristic not in CHOICES:
        return False
    parts = list(plan.params.get("parts") or ())
    new = [u for u in entry_versions(page.url, page.links) if u not in parts]
    if not new:
        return False
    plan.params = {**plan.params, "parts": [*parts, *new]}
    plan.evidence.append(
        f"round 19: the entry is one version of a record; its other versions "
        f"({', '.join(new)}) are the record's, which the {plan.heuristic} heuristic "
        "alone would lose"
    )
    return True
