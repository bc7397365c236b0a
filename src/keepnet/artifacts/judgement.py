"""The judgement of an artifact's fetched pages: what their content says of the boundary.

Owns what the boundary decides once a page is fetched (`settle`, `confirm`): a page
linking other artifacts shaped like the entry is a listing (`is_listing`); a page shaped
like the entry repeating its links under its own name is another record of its kind
(`of_its_kind`); a page titled after the artifact is one of its parts (`names_artifact`);
a leaf taken for a file by its URL's shape may be a page of the artifact (`page_not_file`);
a leaf page of the "+" hop named by a file name describes that file (`file_page_name`,
`described_file`) and one named as a part of the artifact (`named_part`) brings its
files.  The state it reads and updates (members, pending, others, listings, file parents
and pages) is the boundary's, which owns one `PageJudgement`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from urllib.parse import unquote, urlsplit

from keepnet.artifacts.kinship import (
    another_doi,
    is_view,
    mirrors,
    same_shape,
)
from keepnet.artifacts.neighbours import INDEX_PAGES, leaf_view
from keepnet.artifacts.recall import file_directory
from keepnet.artifacts.titles import contains
from keepnet.artifacts.urls import (
    host_of,
    is_download,
    path_root,
    under_root,
)

if TYPE_CHECKING:
    from keepnet.artifacts.boundary import Boundary

LISTING_SIBLINGS = 2


class PageJudgement:
    """Judges fetched pages for one boundary, updating its state."""

    def __init__(self, boundary: Boundary) -> None:
        self.boundary = boundary
        self.paged: set[str] = set()  # leaf views whose links were offered for their pages

    def is_listing(self, links: list[str], title: str | None = None) -> bool:
        """A page linking pages shaped like the entry — two other artifacts of the portal,
        or the entry and another — lists artifacts: a search, a collection, a profile.

        On a portal not known by host name, a page whose own title names the artifact
        ("<book> - page 10", "Chapter 2 — <book>") and that links back to the entry is one
        of its parts (a book's page linking the next one, a chapter showing a related book):
        the entry and one other are not enough to call it a listing (round 5).
        """
        b = self.boundary
        own = b.ctx.aliases
        # A page the entry links counts only once known as another artifact: OSF names its
        # files like its projects, and those are the entry's own.
        siblings = {
            u
            for u in links
            if u not in own
            and same_shape(u, b.ctx.entry, b.unknown_portal)
            and (u in b.others or u not in b.entry_links)
            # a page already taken as a part (the previous page of a book) is not another
            # artifact (portals not known by host name, round 5)
            and not (b.unknown_portal and u in b.members and u not in b.others)
        }
        back = any(u in own for u in links)
        part = back and b.unknown_portal and b.strategy.content and self.names_artifact(title)
        if len(siblings) >= LISTING_SIBLINGS and not part:
            # (round 20: not a page titled after the artifact that leads back to its entry,
            # under a title heuristic: a component listing its own files, shaped alike)
            return True
        if back and b.unknown_portal and not self.names_artifact(title):
            # Round 6: another record listing the entry beside records the entry lists too
            # (a video's "other videos" box, the channel's list: heldout14's PeerTube).
            # Pages the entry links count here, chrome aside, unless this page carries the
            # entry's own navigation (pages below its path): OSF's files and components
            # link the project's tabs, and they are its own.
            root = path_root(b.ctx.entry)
            framed = any(u not in own and under_root(u, root) for u in links)
            listed = {
                u
                for u in links
                if u not in own
                and u in b.entry_links
                and u not in b.ctx.ignored
                and same_shape(u, b.ctx.entry, True)
                and not (u in b.members and u not in b.others)
            }
            if listed and not framed:
                return True
        return back and len(siblings) >= 1 and not self.names_artifact(title)

    def of_its_kind(self, url: str, links: list[str], title: str | None = None) -> bool:
        """Whether a fetched page shaped like the entry repeats two or more of the entry's
        links under its own name (its own transcript, export, images: `urls.mirrors`)
        without carrying the entry's navigation (a link below the entry's path, as OSF's
        components link the project's tabs): another record of the entry's kind, not a part
        (portals not known by host name, round 7)."""
        b = self.boundary
        entry = b.ctx.entry
        if not b.unknown_portal or not same_shape(url, entry, True):
            return False
        if self.names_artifact(title):
            return False  # a part titled after the artifact (a book's page: round 5)
        own = b.ctx.aliases
        root = path_root(entry)
        if any(u not in own and under_root(u, root) for u in links):
            return False
        return mirrors(url, links, entry, b.entry_links, own) >= 2

    def names_artifact(self, title: str | None) -> bool:
        """Whether a page's own title holds the artifact's (portals not known by host name)."""
        b = self.boundary
        name = b.ctx.significant or b.ctx.params.get("title")
        return (
            b.unknown_portal
            and bool(title)
            and isinstance(name, str)
            and contains(title or "", name)
        )

    def settle(
        self,
        url: str,
        text: str,
        links: list[str],
        is_file: bool,
        title: str | None = None,
        crumbs: frozenset[str] = frozenset(),
    ) -> bool:
        """Apply a fetched page: whether its links are to be offered (again).

        A page awaiting its content check is judged (`confirm`), except that a listing is
        never a member and a file (not HTML) linked from a member is a leaf of it: a file
        holds no title.  A leaf that turns out to be a listing leaves the artifact; a leaf
        page of the "+" hop that holds the artifact's title gets its files taken too.
        """
        b = self.boundary
        # A view of the entry (its path with another query, below it, its URL extended) is
        # never a listing, even when it links the entry's other versions.
        view = (
            is_view(url, b.ctx.entry)
            if b.unknown_portal
            else under_root(url, path_root(b.ctx.entry))
        )
        # A page whose breadcrumb trail passes through the entry lies below it in the
        # portal's own hierarchy (an archive's series under its fonds, whose pages are all
        # shaped alike): a part, never a listing (portals not known by host name, round 7).
        below = b.unknown_portal and not b.ctx.aliases.isdisjoint(crumbs)
        view = view or below or url in b.ctx.params.get("editions", ())  # (round 13)
        if url in b.pending:
            if not is_file and not view and self.is_listing(links, title):
                b.pending.pop(url)
                b.listings.add(url)
                return False
            if not is_file and not view and self.of_its_kind(url, links, title):
                # Round 7: whatever it says of the entry (its "Related study" line).
                b.pending.pop(url)
                b.others.setdefault(url, "another record of its kind")
                return False
            followed = self.confirm(url, text)
            if not followed and is_file and url not in b.members:
                b.members[url] = False
                b.others.pop(url, None)
            return bool(followed)
        if b.members.get(url) is not False or url in b.ctx.declared or is_file:
            return False
        if self.page_not_file(url, text):
            # Round 10: a leaf taken for a file by its URL's shape (OSF's
            # `/<guid>/files/osfstorage`: the project's file list) is a page holding the
            # artifact's string: a member like any other, its links followed (its file
            # pages, and their downloads).
            b.members[url] = True
            return True
        # (round 13: a child record, probed at plan time, is no listing; its files belong)
        child = url in b.ctx.params.get("parts", ()) and b.strategy.id.startswith("path_based")
        if not view and not child and self.is_listing(links, title):
            del b.members[url]
            b.listings.add(url)
            return False
        signposted = b.strategy.id == "signposting" and b.unknown_portal
        if signposted and url not in self.paged and any(leaf_view(url, u) for u in links):
            # Round 13: a leaf view of the declared record paged (DSpace's `/full?obo.page=2`):
            # its links are offered once, for its pages (`Boundary._view_of_leaf`).
            self.paged.add(url)
            return True
        if not (b.strategy.id.startswith("single_page_plus") or child) or url in b.file_parents:
            return False
        if child:
            b.file_parents.add(url)
            return True
        name = b.ctx.params.get("title")
        if (isinstance(name, str) and contains(text, name)) or self.named_part(url):
            b.file_parents.add(url)
            return True
        if b.unknown_portal and file_directory(url, links):  # round 16 (recall.py)
            b.file_parents.add(url)
            return True
        if (named := self.file_page_name(url)) is not None:
            b.file_pages[url] = named
            return True
        return False

    def page_not_file(self, url: str, text: str) -> bool:
        """Whether a leaf taken for a file by its URL's shape is a page of the artifact
        instead (portals not known by host name, content strategies): it holds the
        significant string.  (It was a member already; following it only offers its links
        to the content check, so a list of the artifact's files shaped like records counts.)"""
        b = self.boundary
        if url not in b.file_shaped or not b.unknown_portal or not b.strategy.content:
            return False
        sig = b.ctx.significant
        return sig is not None and contains(text, sig)

    def file_page_name(self, url: str) -> str | None:
        """The file name a leaf page of the "+" hop is named by, when it is a page at a
        file-shaped URL of the entry's host (a wiki's `File:Flume_setup.jpg`, after its
        namespace): a description page of one file (portals not known by host name,
        round 10).  None otherwise, and for an entry that is itself such a page (a
        notebook viewer: its neighbours are other artifacts)."""
        b = self.boundary
        if not b.unknown_portal or "?" in url or host_of(url) != host_of(b.ctx.entry):
            return None
        more = b.unknown_portal  # the file formats of portals not known by host name
        if is_download(b.ctx.entry, more_formats=more) or not is_download(url, more_formats=more):
            return None
        last = unquote(urlsplit(url).path.rstrip("/").rsplit("/", 1)[-1])
        name = last.rsplit(":", 1)[-1]
        return name.lower() if "." in name and len(name) >= 5 else None

    def described_file(self, parent: str, url: str) -> bool:
        """Whether url is the file a leaf description page is named by (its original, not
        the page's other links): the same file name ending its path, on the portal."""
        b = self.boundary
        name = b.file_pages.get(parent)
        if name is None or b.members.get(parent) is not False or url in b.ctx.ignored:
            return False
        last = unquote(urlsplit(url).path.rstrip("/").rsplit("/", 1)[-1]).lower()
        is_file = is_download(url, more_formats=b.unknown_portal)
        return last == name and is_file and not b.ctx.off_portal(url)

    def named_part(self, url: str) -> bool:
        """Whether a leaf page of the "+" hop is named as a part of the artifact (portals
        not known by host name): below the entry's path (a package's page of an older
        release, `/project/x/1.1.0/`), a view or version of the entry, or a directory of the host named after the entry
        (`/src/contrib/Archive/x/`: its older sources).  Its files are the artifact's
        too, as a title-holding leaf's are: a file holds no links, so each costs at most
        itself, and a release's files are lost to every single hop otherwise."""
        b = self.boundary
        if not b.unknown_portal or "?" in url or host_of(url) != host_of(b.ctx.entry):
            return False
        root = path_root(b.ctx.entry)
        if root.lower().endswith(INDEX_PAGES):
            root = root.rsplit("/", 1)[0]
        if (under_root(url, root) and path_root(url) != root) or is_view(url, b.ctx.entry):
            # (a view or another version of the entry: `abs/2411.08812v1` and its PDF)
            return True
        name = root.rsplit("/", 1)[-1] if root.count("/") >= 1 else ""
        last = path_root(url).rsplit("/", 1)[-1]
        return len(name) >= 4 and not name.isdigit() and last == name

    def confirm(self, url: str, text: str) -> bool | None:
        """Judge a pending page by its content: True = followed member, False = not
        followed (a leaf member or outside), None = url was not pending."""
        b = self.boundary
        if url not in b.pending:
            return None
        leaf = b.pending.pop(url)
        if b.unknown_portal and another_doi(url, b.ctx.entry):
            # A record with a persistent identifier of its own, whatever title it cites.
            b.others.setdefault(url, "another DOI")
            return False
        if b.strategy.confirm(b.ctx, url, text):
            b.members[url] = True
            return True
        if same_shape(url, b.ctx.entry, b.unknown_portal):
            # Shaped like the entry and without its string: a sibling artifact, even one hop out.
            b.others.setdefault(url, "content check")
        elif leaf:
            b.members[url] = False
        return False
