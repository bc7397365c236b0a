"""Rule 3's share (round 23): which of the entry's links the identifier's share is weighed
against.

Rule 3 (`inference.py`) asks that the entry's identifier be carried by at least 60% of the
links that could belong.  Other records shaped like the entry (the observation before and
after this one, a neighbouring place) belong to no heuristic's artifact: the boundary
leaves siblings out whatever was chosen.  Counting them against the identifier let two
"previous/next record" links outweigh a record's products listing, its manifest and its
preview, and the single hop then lost what the products listing leads to.

They are set aside only when the entry has no structure of its own that such pages could
be part of: no link below its path and no page outside it shown to be its part
(`probes.parts_outside`).  A project workspace's components are shaped like the project
(`/h3v9d/` beside `/k4w9t/`) and are its parts; there the path or the title decides, as
before.
"""

from __future__ import annotations

from keepnet.artifacts.kinship import keyed_alike, other_format, same_shape
from keepnet.artifacts.roots import entry_root
from keepnet.artifacts.urls import path_root, under_root


def siblings_of(entry: str, links: list[str]) -> list[str]:
    """The links shaped like the entry that are not the entry's record through another
    script under its query key, nor its path in another format (round 8): other records of
    its kind, or its components."""
    return [
        u
        for u in links
        if same_shape(u, entry) and not keyed_alike(u, entry) and not other_format(u, entry)
    ]


def kin_aside(
    entry: str, counted: list[str], siblings: list[str], carriers: list[str], parts: list[str]
) -> list[str]:
    """The counted links shaped like the entry that rule 3's share leaves out: siblings not
    carrying the identifier, when nothing lies below the entry's path and no part of it was
    found outside it (`parts`)."""
    if parts:
        return []
    root = entry_root(entry) if "?" not in entry else ""
    if root and any(under_root(u, root) and path_root(u) != root for u in counted):
        return []
    return [u for u in counted if u in siblings and u not in carriers]
