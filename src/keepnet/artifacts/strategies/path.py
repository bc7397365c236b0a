"""Multi-hop strategies by path: Path-Based and Path-Based with Externals.

Path-Based (Archive-It "Standard"): every artifact URI contains the entry URI — GitHub's
https://github.com/erikaris/web-memento-damage/issues, …/blob/master/…; a Silk project is a
whole subdomain (root "/").  `params.root_segments` cuts the entry path to the artifact root
(2 for /owner/repo, so an entry deep inside a repository still bounds the whole repository);
`params.root_before` (GitLab's "/-/") cuts the entry path where that marker starts, so a
project in nested groups keeps its whole path; `params.also_roots` are further roots of the
same artifact (SourceForge's /p/NAME tools beside /projects/NAME).  A URL elsewhere that repeats a root of two
segments or more (raw.host/owner/repo/…, /raw/owner/repo/…) is a leaf of the artifact.
Round 20, what the seed's definition holds that the segment rule missed (portals not
known by host name): an entry that is its directory's index page (`/book/index`,
`/report/index.html`) roots the directory, the seed's root "including the ending slash";
and URIs that hold the entry URI as a substring by continuing its identifier with a view
or a version (`e2301.full`, `hal-04412345v2`: `urls.continues_root`) are below it too.
With Externals (Archive-It "Standard+"): also the URIs linked from member pages on another
domain (GitHub's raw.githubusercontent.com), as leaves; `params.externals` (host patterns)
narrows which hosts count — without it, any other domain does, as in the seed, but for a
licence's deed on a licence register (round 24s, portals not known by host name).
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from keepnet.artifacts.model import Verdict
from keepnet.artifacts.strategies.base import Context, Strategy
from keepnet.artifacts.urls import (
    PAGE_SUFFIXES,
    continues_root,
    domain_of,
    host_matches,
    host_of,
    is_index_page,
    path_root,
    repeats_path,
    under_root,
)


def also_roots(ctx: Context) -> list[str]:
    """Further roots of the same artifact (`params.also_roots`): SourceForge's /p/NAME
    tools beside its /projects/NAME pages."""
    roots = ctx.params.get("also_roots")
    return [r for r in roots if isinstance(r, str)] if isinstance(roots, list) else []


def artifact_root(ctx: Context) -> str:
    root = ctx.params.get("root")
    if isinstance(root, str):
        return root
    marker = ctx.params.get("root_before")
    if isinstance(marker, str):
        return path_root(ctx.entry.split(marker, 1)[0])
    segments = ctx.params.get("root_segments")
    root = path_root(ctx.entry, segments if isinstance(segments, int) else None)
    head, _, last = root.rpartition("/")
    if segments is None and not ctx.known_host and "/" in head and _index_name(last):
        # Round 20: an index page stands for its directory (the seed's root "including
        # the ending slash"): `/book/index` and `/report/index.html` root their siblings.
        return head
    return root


def _index_name(segment: str) -> bool:
    """Whether a path segment names a directory's index page (`index.html`, `default.aspx`,
    a bare `index`)."""
    low = segment.lower()
    return low == "index" or (low.endswith(PAGE_SUFFIXES) and is_index_page("/" + low))


def in_tree(ctx: Context, url: str) -> bool:
    """Whether url lies at or below a root of the artifact, or (a portal not known by host
    name, round 20) continues the identifier ending the root (`urls.continues_root`)."""
    root = artifact_root(ctx)
    if under_root(url, root) or any(under_root(url, r) for r in also_roots(ctx)):
        return True
    return not ctx.known_host and continues_root(url, root)


class PathBased(Strategy):
    id = "path_based"
    name = "Path-Based"
    artifact_class = "Multi-Hop"

    def offer(self, ctx: Context, from_entry: bool, url: str) -> Verdict:
        root = artifact_root(ctx)
        if in_tree(ctx, url):
            return Verdict.MEMBER
        if repeats_path(url, root):
            # The same project served elsewhere (raw files, archives): a leaf, not followed.
            return Verdict.LEAF
        return Verdict.OTHER if ctx.off_portal(url) else Verdict.OUT


class PathBasedExternals(PathBased):
    id = "path_based_externals"
    name = "Path-Based with Externals"

    def offer(self, ctx: Context, from_entry: bool, url: str) -> Verdict:
        verdict = super().offer(ctx, from_entry, url)
        if verdict is not Verdict.MEMBER and _external(ctx, url):
            return Verdict.LEAF
        return verdict


def _external(ctx: Context, url: str) -> bool:
    patterns = ctx.params.get("externals")
    if patterns:
        host = host_of(url)
        return any(host_matches(host, p) for p in patterns)
    if not ctx.known_host and is_licence_deed(url):
        return False
    return domain_of(url) != domain_of(ctx.entry)


_DEED = re.compile(r"/licen[cs]es/", re.I)


def is_licence_deed(url: str) -> bool:
    """Whether url is a licence's deed on a licence register (`…/licenses/by/4.0/`,
    `…/licenses/odc-by`, a host named `licences.`): the terms the artifact is published
    under, another body's document (the seed's Fig. 1 marks licensing links outside the
    artifact), not one of the artifact's externals (round 24s)."""
    return bool(_DEED.search(urlsplit(url).path + "/")) or host_of(url).startswith(
        ("licenses.", "licences.")
    )
