"""Where an unknown portal's artifact lies: its directory, its roots, the hosts of its files.

Structural helpers of inference (keepnet.artifacts.inference), fetching nothing: the entry's
directory as a path root (`entry_root`), the record above an entry that is one of its views
(`identifier_root`), the same project's other roots on its host (`twin_roots`), other hosts
serving the artifact's downloads (`file_hosts`, `entry_file_hosts`), hosts repeating its path
(`path_copies`) and directories elsewhere named by the entry's path (`tail_copies`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from urllib.parse import urlsplit

from keepnet.artifacts.identifiers import contains_id, id_tokens, looks_like_id
from keepnet.artifacts.model import Page
from keepnet.artifacts.urls import (
    host_of,
    is_action,
    is_download,
    is_feed,
    is_index_page,
    on_portal,
    path_root,
    strip_query,
    the_project_elsewhere,
    under_root,
)

# Download links that make another host a file host: the default of
# `Thresholds.file_host_links`, here so that this module needs nothing of inference's.
FILE_HOST_LINKS = 2


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
    min_links: int = FILE_HOST_LINKS,
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


def path_copies(root: str, pages: list[Page], domains: frozenset[str]) -> set[str]:
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
    # (round 12: a sibling named like the entry beside it — `/presentation/lindqvist` for
    # `/osdi25/presentation/okafor` — makes the entry one named object of many under the
    # record, not a view of it: a talk of the conference, kept at its own path)
    parent = "/".join([host, *segs[:-1]])
    tail = segs[ids[-1] + 1 :]
    named = (
        len(tail) == 2
        and not any(c.isdigit() for c in segs[-1])
        and any(path_root(u).rsplit("/", 1)[0] == parent and path_root(u) != root for u in beside)
    )
    return record if beside and not named else root


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
