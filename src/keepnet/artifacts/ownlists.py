"""A listing of the record's own members, told from a listing of many (boundary side).

The boundary sets aside pages whose URL matches a listing hint (`/tags/`, `/versions`,
`/search`): a tag page or a subject listing names many artifacts and holds none.  Two kinds
are the record's own whatever their URL says: a directory named by the entry's identifier
(round 12, `kinship.named_directory`: a series' `…/GSE271nnn/GSE271044/` folder) and a page
inference passed as one of the record's parts (`params.parts`); and (round 23b) a URL on
the entry's host whose path ends with the entry's own name (`named_record`: OGC API and
STAC serve one collection at `/collections/<id>`, the record the entry shows, and a
catalogue's API its record so), which names one record, not many.  Round 17's `own_listing`,
which switched a `single_page` choice to the title when a listing named the record, moved
one portal of the set it was written on and nothing else over 45 sets: removed in round 19
(docs/artifacts.md, "Round 19").
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any
from urllib.parse import unquote, urlsplit

from keepnet.artifacts.identifiers import looks_like_id
from keepnet.artifacts.inclusive import below_entry, page_history
from keepnet.artifacts.kinship import named_directory

_SLUG = re.compile(r"[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+")


def own_list(url: str, entry: str, params: Mapping[str, Any]) -> bool:
    """Whether url, though its URL names a listing, lists the entry's own members: a
    directory named by the entry's identifier (round 12, `kinship.named_directory`), a
    page inference passed as one of the record's parts (`params.parts`), and (round 25,
    inclusive.py) the history of the artifact's own wiki pages or a page below the entry."""
    return (
        named_directory(url, entry)
        or url in params.get("parts", ())
        or named_record(url, entry)
        or page_history(url, entry)
        or below_entry(url, entry)
    )


def named_record(url: str, entry: str) -> bool:
    """Whether url, on the entry's host under another path, ends with the entry's own last
    path segment, a name of one record (an identifier, a digit in it, or a slug of two
    words or more: `/api/catalogue/v1/collections/seaice-concentration-daily` for
    `/datasets/seaice-concentration-daily`): that record under another word, not a listing
    of many (round 23b).  A bare word (`/tags/data` for `/projects/data`) names nothing."""
    a, b = urlsplit(url), urlsplit(entry)
    if a.netloc.lower() != b.netloc.lower() or a.path.rstrip("/") == b.path.rstrip("/"):
        return False
    own = unquote(b.path.rstrip("/").rpartition("/")[2]).lower()
    last = unquote(a.path.rstrip("/").rpartition("/")[2]).lower()
    named = looks_like_id(own) or bool(_SLUG.fullmatch(own))
    return named and last == own
