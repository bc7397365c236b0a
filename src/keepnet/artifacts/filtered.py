"""The title or the identifier (round 23): a record whose directory is named by its
identifier and that links the site's listings filtered by that identifier.

Rule 4 (`inference.py`) takes the title when pages that hold it lead on.
On an identifier-keyed portal the directory is named by the record's identifier
(`/dataset/<uuid>/`, `/recording/<uuid>/`) and the record also links, outside it, the
site's searches and charts filtered by that identifier as a query value
(`/occurrence/search?dataset_key=<uuid>`: the seed's GBIF example of Significant String
from URI), or its record on another host of the portal's domain named by it in the path
(`api.<portal>/api/rest/v4/dockets/<id>/`, the page-turner's `iiif.<portal>/<id>/manifest`).
The title loses those; the identifier keeps them and everything below
the directory, which carries the identifier by construction.  So when every page holding
the title carries the identifier too, the identifier loses nothing the title keeps and is
chosen instead (`identifier_over_title`).

Round 23 also chose the identifier over rule 2's *path* on the same evidence
(`identifier_over_path` called from the path rule).  Graded on twelve blind sets
(heldout76–87) it took path-based records for identifier-keyed ones on four portals (the
listings it read as "filtered by the record" were the site's, and the identifier walk
added them) and fixed one: it was taken out of the path rule (docs/artifacts.md, "Round 23
graded blind"); `identifier_over_path` remains as the title rule's check.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import unquote, urlsplit

from keepnet.artifacts.identifiers import contains_id, id_tokens, looks_like_id
from keepnet.artifacts.kinship import keyed_by_path_id
from keepnet.artifacts.roots import entry_root
from keepnet.artifacts.urls import domain_of, host_of, is_action, is_download, is_feed, under_root


def path_token(entry: str, root: str) -> str | None:
    """The entry path's identifier (its longest-first, as `keyed_by_path_id` reads it) when
    it names a segment of the root: every URL below the root then carries it."""
    parts = urlsplit(entry)
    ids = [t for t in id_tokens(f"{parts.scheme}://{parts.netloc}{parts.path}") if looks_like_id(t)]
    if not ids or len(ids[0]) < 6:
        return None
    segments = {unquote(s).lower() for s in root.split("/")[1:]}
    return ids[0] if ids[0].lower() in segments else None


def _names(path: str, token: str) -> bool:
    """Whether a path names the record by a segment that is its identifier, whole
    (`/v1/records/9E04BD36`, `/dockets/66120473/`; not `/groups/B01003.html`, a page of
    another service that mentions it)."""
    return token.lower() in {unquote(s).lower() for s in path.split("/")}


def filtered_listings(entry: str, counted: list[str], params: dict[str, Any]) -> list[str]:
    """The entry's links outside the path's roots that name its record by the identifier
    as a query value, or by a path segment on another host of its domain (not files, feeds or
    actions); empty unless the identifier keeps
    all the path keeps (its roots, and the entry's files on the path's other hosts)."""
    root = params["root"]
    token = path_token(entry, root)
    if token is None:
        return []
    roots = [root, *params.get("also_roots", [])]
    if not all(contains_id(r, token) for r in roots):
        return []
    hosts = set(params.get("externals", []))
    if not all(contains_id(u, token) for u in counted if host_of(u) in hosts):
        return []
    return [
        u
        for u in counted
        if not any(under_root(u, r) for r in roots)
        and (
            keyed_by_path_id(u, entry)
            or (
                host_of(u) != host_of(entry)
                and domain_of(u) == domain_of(entry)
                and _names(urlsplit(u).path, token)
            )
        )
        and not is_download(u)
        and not is_feed(u)
        and not is_action(u)
    ]


def identifier_over_path(
    entry: str, counted: list[str], params: dict[str, Any], evidence: list[str]
) -> str | None:
    """The identifier that keeps what rule 2's path (`params`) keeps and the listings filtered
    by it too, or None; says why in `evidence`."""
    lists = filtered_listings(entry, counted, params)
    if not lists:
        return None
    evidence.append(
        f"{len(lists)} listings of the site outside {params['root']} are filtered by its "
        f"identifier ({lists[0]}): the identifier keeps them and the path"
    )
    return path_token(entry, params["root"])


def identifier_over_title(
    entry: str, counted: list[str], holders: list[str], evidence: list[str]
) -> str | None:
    """Rule 4 found the title in pages that lead on; the entry's path is named by its
    identifier and it links the site's listings filtered by it (which hold no title), and
    every page that holds the title carries the identifier: the identifier keeps what the
    title keeps and the listings too.  The identifier, or None; says why in `evidence`."""
    root = entry_root(entry) if "?" not in entry else ""
    if "/" not in root or not holders:
        return None
    token = path_token(entry, root)
    if token is None or not all(contains_id(u, token) for u in holders):
        return None
    return identifier_over_path(entry, counted, {"root": root}, evidence)
