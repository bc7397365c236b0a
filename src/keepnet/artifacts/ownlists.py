"""A listing of the record's own members, told from a listing of many (boundary side).

The boundary sets aside pages whose URL matches a listing hint (`/tags/`, `/versions`,
`/search`): a tag page or a subject listing names many artifacts and holds none.  Two kinds
are the record's own whatever their URL says: a directory named by the entry's identifier
(round 12, `kinship.named_directory`: a series' `…/GSE271nnn/GSE271044/` folder) and a page
inference passed as one of the record's parts (`params.parts`).  Round 17's `own_listing`,
which switched a `single_page` choice to the title when a listing named the record, moved
one portal of the set it was written on and nothing else over 45 sets: removed in round 19
(docs/artifacts.md, "Round 19").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from keepnet.artifacts.kinship import named_directory


def own_list(url: str, entry: str, params: Mapping[str, Any]) -> bool:
    """Whether url, though its URL names a listing, lists the entry's own members: a
    directory named by the entry's identifier (round 12, `kinship.named_directory`) or a
    page inference passed as one of the record's parts (`params.parts`)."""
    return named_directory(url, entry) or url in params.get("parts", ())
