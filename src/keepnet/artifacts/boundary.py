"""The boundary of one artifact while it is being captured: who is in, who is followed.

Shared by `keepnet artifact` (discovery.py) and `keepnet crawl --scope artifact` (the scope
rule delegates to `decide`, the crawl extension calls `confirm` with fetched content), so
both capture the same URIs.  State per URL:

- members: in the artifact; `True` when its links are followed (multi-hop), `False` for
  leaves (the "+" hop, declared signposting members, external files);
- pending: fetched only to judge its content (significant-string strategies);
- others: linked other artifacts (other portals, or pages shaped like the entry) — recorded,
  never followed.

Rule order for a URL linked from `parent`: already a member → in; parent not followed →
out (pending parents: out until confirmed, then the links are offered again); a redirect
from a member → a member like it; the entry's aliases → in; ignored URIs → out (for the
strategies that use the list, and for other-portal links of all); share links → out; then
the strategy's verdict, where content strategies never follow listing or profile pages
(knowledge-base hints: a tag page or an author profile names the artifact but is not part
of it).

The boundary owns this state and the decisions on links; its `PageJudgement` judges what
a fetched page's content decides (`settle`, `confirm`, `is_listing`); neighbours.py and
inclusive.py (round 25) hold predicates that need only the entry's URL.
"""

from __future__ import annotations

import re
from urllib.parse import quote, urlsplit

from keepnet.artifacts.identifiers import contains_id, looks_like_id, names_part, names_subdivision
from keepnet.artifacts.inclusive import language_view, own_or_other, part_beside
from keepnet.artifacts.judgement import PageJudgement
from keepnet.artifacts.kinship import (
    another_doi,
    another_record,
    extends_doi,
    is_edition,
    is_language_variant,
    is_view,
    keyed_alike,
    keyed_by_path_id,
    matches_hint,
    names_another_object,
    own_hints,
    same_shape,
)
from keepnet.artifacts.model import Page, Plan, Verdict
from keepnet.artifacts.neighbours import (
    INDEX_PAGES,
    above_own_release,
    beside_ancestor,
    beside_file_entry,
    beside_own_release,
    beside_release,
    declared_record_view,
    holds_entry_files,
    leaf_view,
    named_file,
    names_entry_record,
    other_menu_section,
    under_another_handle,
)
from keepnet.artifacts.ownlists import own_list
from keepnet.artifacts.recall import paged
from keepnet.artifacts.strategies import get_strategy
from keepnet.artifacts.strategies.base import context_of
from keepnet.artifacts.strategies.path import artifact_root, in_tree
from keepnet.artifacts.urls import (
    domain_of,
    host_of,
    is_action,
    is_action_beyond,
    is_ancestor,
    is_copy_action,
    is_download,
    is_feed,
    is_oembed,
    is_reply_form,
    is_request_form,
    is_resorted,
    pages_site_root,
    path_root,
    strip_query,
    the_project_elsewhere,
)

_LOGIN = re.compile(r"/(?:login|log_in|log-in|signin|sign_in|sign-in|auth)(?:[/?.#]|$)", re.I)


class Boundary:
    def __init__(self, plan: Plan) -> None:
        self.plan = plan
        self.strategy = get_strategy(plan.heuristic)
        hints = own_hints(plan.hints, plan.entry) if not plan.known_host else plan.hints
        self.ctx = context_of(plan, hints)
        self.exclusions = [re.compile(p) for p in plan.excluded]
        self.excluded: dict[str, str] = {}  # URL kept out by the curator -> the pattern
        self.members: dict[str, bool] = {u: True for u in self.ctx.aliases}
        self.pending: dict[str, bool] = {}  # url -> still a (leaf) member if it does not match
        self.others: dict[str, str] = {}  # other artifact -> the member page linking it
        self.redirects: set[str] = set(plan.aliases - {plan.entry})
        for url in [*plan.declared, *plan.params.get("entry_files", ())]:
            if not self.excluded_by(url):
                self.members.setdefault(url, False)
        self._share_keys = {quote(plan.entry, safe=""), plan.entry}
        self.listings: set[str] = set()  # fetched pages found to list other artifacts
        page = plan.entry_page
        self.entry_links: frozenset[str] = frozenset(page.links if page is not None else ())
        # The entry's forms (search, export pickers): their bare targets are interfaces.
        self.form_targets: frozenset[str] = frozenset(page.forms if page is not None else ())
        self.index_pages = {plan.entry.split("?", 1)[0].rstrip("/") + f"/{n}" for n in INDEX_PAGES}
        self.file_parents: set[str] = set()  # leaf pages whose files belong too
        self.file_pages: dict[str, str] = {}  # leaves named by a file name: its description
        # leaves taken for files by their URL's shape under a content strategy (round 10)
        self.file_shaped: set[str] = set()
        # Host-name matches keep their rules; elsewhere the site's menus tell its sections.
        self.unknown_portal = not plan.known_host
        self.sections = frozenset(u.split("#", 1)[0] for u in plan.ignored if "?" not in u)
        self.pages = PageJudgement(self)  # what fetched pages' content decides

    # -- questions -----------------------------------------------------------------------

    def page_links(self, page: Page) -> list[str]:
        """The page's links this boundary sees: the documents it frames only for a portal
        not known by host name (host-name matches keep the rules they had)."""
        if self.unknown_portal or not page.framed:
            return page.links
        return [u for u in page.links if u not in page.framed]

    def is_member(self, url: str) -> bool:
        return url in self.members and url not in self.excluded

    def followed(self, url: str) -> bool:
        return self.members.get(url, False) and url not in self.excluded

    def excluded_by(self, url: str) -> str | None:
        """The curator's pattern that keeps url out of the artifact (never the entry)."""
        if not self.exclusions or url in self.ctx.aliases:
            return None
        for pattern in self.exclusions:
            if pattern.search(url):
                self.excluded.setdefault(url, pattern.pattern)
                return pattern.pattern
        return None

    def artifact_uris(self) -> list[str]:
        """Sorted members, without URIs that only redirected to another member or that the
        curator excluded."""
        return sorted(u for u in self.members if u not in self.redirects and u not in self.excluded)

    def excluded_uris(self) -> list[str]:
        return sorted(self.excluded)

    def other_artifacts(self) -> list[str]:
        return sorted(u for u in self.others if u not in self.members)

    # -- decisions -----------------------------------------------------------------------

    def decide(self, parent: str, url: str, hop: str = "L") -> tuple[bool, str]:
        """Whether url, found on parent by hop ("L" link, "R" redirect), is fetched."""
        if hop == "R":
            return self._redirect(parent, url)
        if (pattern := self.excluded_by(url)) is not None:
            return False, f"artifact: excluded by the curator ({pattern})"
        if url in self.members:
            return True, "artifact member"
        if not self.followed(parent):
            if self._view_of_leaf(parent, url):
                self.members[url] = False
                return True, "artifact: a view of a leaf member (its page with another query)"
            if parent in self.file_parents and self.members.get(parent) is False:
                return self._file_of_leaf(url)
            if self.pages.described_file(parent, url):
                self.members[url] = False
                return True, "artifact: the file a leaf page describes (named alike)"
            if parent in self.pending:
                return False, "artifact: linked from a page awaiting its content check"
            return False, "artifact: linked from a page whose links are not followed"
        verdict, reason = self.classify(parent, url)
        if verdict is Verdict.MEMBER:
            self.members[url] = True
        elif verdict is Verdict.LEAF:
            self.members[url] = False
        elif verdict in (Verdict.CANDIDATE, Verdict.CANDIDATE_LEAF):
            self.pending.setdefault(url, verdict is Verdict.CANDIDATE_LEAF)
            return True, f"artifact {self.strategy.id}: content check"
        elif verdict is Verdict.OTHER:
            self.others.setdefault(url, parent)
        return verdict.admitted, reason

    def _entry_path_again(self, url: str) -> bool:
        """Whether url is the entry's own path with another query, the path reading as an
        action though the entry is content (a video's `/watch?v=<id>&t=95s` chapter links
        for `/watch?v=<id>`): only its query can make it one (portals not known by host
        name, round 10)."""
        entry = self.ctx.entry
        if not self.unknown_portal or host_of(url) != host_of(entry):
            return False
        parts = urlsplit(url)
        if parts.path != urlsplit(entry).path or not is_action(entry):
            return False
        return not is_action("http://host/?" + parts.query)

    def _view_of_leaf(self, parent: str, url: str) -> bool:
        """Whether url shows a leaf member itself (portals not known by host name): its
        path with a query (a data file's `?show=full` record) is the same object in
        another form, not a page the leaf leads to."""
        if not self.unknown_portal or self.members.get(parent) is not False:
            return False
        if is_edition(parent, self.ctx.params.get("editions", ())):
            return False  # (an edition's script path is the entry's: its links are others)
        return url not in self.ctx.ignored and leaf_view(parent, url)

    def _file_of_leaf(self, url: str) -> tuple[bool, str]:
        """A link of a leaf page that holds the artifact's title: its files belong too,
        wherever they are served (a preprint's supplement page links its media host)."""
        off = self.ctx.off_portal(url)
        if url in self.ctx.ignored or (
            off and not self.unknown_portal and not self._file_host(url)
        ):
            return False, "artifact: linked from a leaf page (files only)"
        if self.unknown_portal and above_own_release(self.ctx.entry, url, self.unknown_portal):
            # a directory shaped like a download (`/projects/x/files/`) above the release
            return False, "artifact: a page of the project above the entry's release"
        if self._is_file(url) or self._file_host(url):
            self.members[url] = False
            return True, "artifact: a file of a leaf page holding the artifact's title"
        return False, "artifact: linked from a leaf page (files only)"

    def _redirect(self, parent: str, url: str) -> tuple[bool, str]:
        if parent in self.members and _LOGIN.search(url.split("://", 1)[-1]):
            # A member that redirects to a sign-in page is a login wall, not content.
            self.members.pop(parent, None)
            return False, "artifact: a login wall"
        if parent in self.members:
            if url not in self.members or self.members[parent]:
                self.members[url] = self.members[parent]
            if parent not in self.ctx.declared:  # a published member stays as published
                self.redirects.add(parent)  # listed once, under where it leads
            return True, "artifact: redirect of a member"
        if parent in self.pending:
            self.pending[url] = self.pending.pop(parent)
            return True, "artifact: redirect of a page awaiting its content check"
        return False, "artifact: redirect of a page outside the artifact"

    def classify(self, parent: str, url: str) -> tuple[Verdict, str]:
        ctx = self.ctx
        if url in ctx.aliases:
            return Verdict.MEMBER, "artifact entry"
        off = ctx.off_portal(url)
        if url in ctx.ignored and (self.strategy.uses_ignored or off):
            return Verdict.OUT, "artifact: ignored URI"
        if off and any(k in url for k in (*self._share_keys, quote(parent, safe=""))):
            return Verdict.OUT, "artifact: share link"  # (round 20: a member's own too)
        if off and self._file_host(url):
            return Verdict.LEAF, "artifact: a file on the artifact's file host"
        if self._member_file(parent, url):
            if self.strategy.content and not off:  # round 20: `/<guid>/files/?page=2`, a
                self.file_shaped.add(url)  # page holding the string after all: followed
            return Verdict.LEAF, "artifact: a file a member page links on another host"
        own_dir = parent in ctx.aliases and holds_entry_files(ctx.entry, url, self.entry_links)
        if self.unknown_portal and self.strategy.id != "single_page" and own_dir:
            return Verdict.LEAF, "artifact: the directory the entry's files sit in, elsewhere"
        again = self._entry_path_again(url) or (self.unknown_portal and named_file(ctx.entry, url))
        acts = is_action_beyond(url, ctx.entry if self.unknown_portal else "")
        if not off and acts and not again:
            return Verdict.OUT, "artifact: an action on a page (edit, new, report...), not content"
        doi_file = self._is_file(url) and another_doi(url, ctx.entry, True)
        if not off and self.unknown_portal and doi_file:
            # round 11: a file named by another DOI than the entry's (a chapter's book as one
            # PDF) is another record's, as a page so named (round 6)
            return Verdict.OTHER, "artifact: a file of another DOI"
        if not off and self.unknown_portal and is_language_variant(url, ctx.entry):
            if is_edition(url, ctx.params.get("editions", ())):  # round 21: followed where
                # the strategy follows it (it carries the identifier: its files in its own)
                own = self.strategy.offer(ctx, parent in ctx.aliases, url) is Verdict.MEMBER
                return (Verdict.MEMBER if own else Verdict.LEAF), "artifact: the entry's edition"
            return language_view(self.strategy, ctx, parent in ctx.aliases, url)  # round 25
        if not off and self.unknown_portal and is_oembed(url):
            return Verdict.OUT, "artifact: an oEmbed endpoint (the page for embedding elsewhere)"
        if not off and self.unknown_portal and (is_copy_action(url) or is_resorted(url)):
            return Verdict.OUT, "artifact: a form to copy or run the page, not content"
        if not off and self.unknown_portal and is_request_form(url):
            return Verdict.OUT, "artifact: a form to request a restricted file, not content"
        if url in self.form_targets:
            return Verdict.OUT, "artifact: the target of a form (an interface, not content)"
        if url.split("?", 1)[0] in self.index_pages:
            if not self.unknown_portal:
                self.redirects.add(url)  # the entry again (dir/index.html): captured, not listed
            # elsewhere listed too: a URL the artifact's pages link, captured under its name
            return Verdict.MEMBER, "artifact: the entry's own index page"
        if self._on_pages_site(url):
            return Verdict.MEMBER, "artifact: a page of the project's static site (its Pages)"
        verdict = self.strategy.offer(ctx, parent in ctx.aliases, url)
        if (
            verdict is Verdict.OUT
            and self.unknown_portal
            and self.strategy.id.startswith("path_based")
            and parent in ctx.aliases
            and keyed_by_path_id(url, ctx.entry)
            and not (is_action(url) or is_feed(url) or matches_hint(url, list(ctx.hints)))
        ):
            # (round 12: the record through another script of its host: a PDF viewer)
            return Verdict.LEAF, "artifact: the entry's record under another script"
        if (
            verdict is Verdict.LEAF
            and off
            and self.unknown_portal
            and self.strategy.id.startswith("path_based")
            and not self._file_like(url)
            and the_project_elsewhere(url, artifact_root(ctx))
        ):
            # A CI or mirror page about the whole project (round 5): another service's.
            return Verdict.OTHER, "artifact: a page about the project on another service"
        signposted = self.strategy.id == "signposting" and parent in ctx.aliases
        view = signposted and declared_record_view(ctx, url, not self.unknown_portal)
        if verdict is Verdict.OUT and view:
            return Verdict.LEAF, "artifact: a view of the declared record below the entry"
        doi_part = parent in ctx.aliases and extends_doi(url, ctx.entry) or paged(parent, url)
        if verdict is Verdict.CANDIDATE and self.unknown_portal and doi_part:
            return Verdict.CANDIDATE_LEAF, "artifact: a DOI under the entry's or a page continued"
        hint = matches_hint(url, list(ctx.hints), plural_out=self.unknown_portal)
        own = own_list(url, ctx.entry, ctx.params) or names_subdivision(url, ctx.entry)
        hint = hint and not (self.unknown_portal and own)
        if verdict in (Verdict.CANDIDATE, Verdict.CANDIDATE_LEAF) and hint:
            # Listing and profile pages name many artifacts: holding the string proves nothing.
            if verdict is Verdict.CANDIDATE or self.unknown_portal:
                # (the "+ with ignored" hop of a portal not known by host name too: a
                # profile or a subject listing is linked by many artifacts, part of none)
                return Verdict.OUT, "artifact: listing or profile page"
            return Verdict.LEAF, "artifact: listing or profile page (one hop, not followed)"
        plus_hop = self.strategy.id.startswith("single_page_plus")
        part = url in ctx.params.get("parts", ()) and (plus_hop or parent in ctx.aliases)
        if part and verdict in (Verdict.LEAF, Verdict.OUT):
            # Inference probed it and found the artifact's title in it (round 8): a part one
            # hop away (a trial's results page, a lecture's transcript), whatever its URL's
            # shape says; or a child record the entry links (round 13, children.py).
            return Verdict.LEAF, "artifact: a linked page holding the artifact's title"
        # Another page's feed copies a list; the entry's own (?output=atom) is its record.
        other_feed = is_feed(url) and (is_reply_form(url) or not is_view(url, ctx.entry))
        if verdict is Verdict.LEAF and plus_hop and not off and self.unknown_portal and other_feed:
            return Verdict.OUT, "artifact: the feed of another page"
        if verdict is Verdict.LEAF and plus_hop and not off and not self._file_like(url):
            # The "+" hop takes what the entry links; a profile, a subject listing, the
            # owner above the entry, a sibling record belong to none of many artifacts.
            if hint:
                return Verdict.OUT, "artifact: listing or profile page"
            if is_ancestor(url, ctx.entry, self.unknown_portal) and not part_beside(ctx, url):
                return Verdict.OUT, "artifact: above the entry (its owner, its group)"
            if same_shape(url, ctx.entry, self.unknown_portal) or beside_file_entry(
                self.ctx.entry, url, self.unknown_portal
            ):
                return own_or_other(ctx, url, "artifact: another artifact of the portal")
            if self.unknown_portal and beside_release(self.ctx.entry, url):
                return Verdict.OTHER, "artifact: another package beside the entry's release"
            if self.unknown_portal and self._in_menu_section(url):
                return Verdict.OTHER, "artifact: an object of a section the site's menus list"
            if self.unknown_portal and names_another_object(url, ctx.entry):
                return Verdict.OTHER, "artifact: a page named by another number than the entry's"
        if verdict is Verdict.CANDIDATE and not off and self._is_file(url):
            # A file holds no title: linked from a page that does, it is part of the artifact.
            # (round 10: one that turns out to be a page holding the string is followed)
            self.file_shaped.add(url)
            return Verdict.LEAF, "artifact: a download of a member page"
        if (
            verdict in (Verdict.LEAF, Verdict.CANDIDATE, Verdict.CANDIDATE_LEAF)
            and self.unknown_portal
            and not self.strategy.id.startswith("path_based")
            and not self._is_file(url)
            and url not in ctx.params.get("parts", ())
            and another_record(url, ctx.entry)
            and not names_part(url, ctx.entry)  # (round 20: `<id>_media.html`)
        ):
            # A page named by two identifiers like the entry (a related dataset, the
            # collection's handle) is a record of its own, even when it cites the title.
            return own_or_other(ctx, url, "artifact: another record of the portal")
        if (
            verdict in (Verdict.LEAF, Verdict.CANDIDATE, Verdict.CANDIDATE_LEAF)
            and self.unknown_portal
            and not self._is_file(url)
            and beside_own_release(self.ctx.entry, url)
        ):
            # Round 9: an entry naming one release (`/crates/NAME/0.4.2`) is that release;
            # the package's other releases and pages about all of them are not its parts.
            return Verdict.OTHER, "artifact: another release of the entry's package"
        if (
            verdict in (Verdict.LEAF, Verdict.CANDIDATE, Verdict.CANDIDATE_LEAF)
            and self.unknown_portal
            and not self.strategy.id.startswith("path_based")
            and above_own_release(self.ctx.entry, url, self.unknown_portal)
        ):
            # Round 9: and the project's pages that do not name the release (its wiki,
            # code, reviews, support, its files root above the release folder) are the
            # project's, not the release's; the release's own downloads and exports name it.
            return Verdict.OTHER, "artifact: a page of the project above the entry's release"
        hop_page = verdict is Verdict.LEAF and plus_hop and not off and not self._file_like(url)
        if hop_page and self.unknown_portal and beside_ancestor(ctx.entry, url):
            # round 11: a page of a section above the entry, named by no identifier
            return Verdict.OTHER, "artifact: a page of a section above the entry"
        if (
            verdict in (Verdict.CANDIDATE, Verdict.CANDIDATE_LEAF)
            and self.unknown_portal
            and not self._is_file(url)
            and is_ancestor(url, ctx.entry)
            and not names_part(url, ctx.entry)
        ):
            # Round 9: the title heuristics too leave what lies above the entry on its
            # path (a CONTENTdm collection), as the "+" hop does.
            return Verdict.OUT, "artifact: above the entry (its collection, its owner)"
        if (
            verdict in (Verdict.LEAF, Verdict.CANDIDATE, Verdict.CANDIDATE_LEAF)
            and self.unknown_portal
            and not self._is_file(url)
            and under_another_handle(self.ctx.entry, url)
        ):
            # Round 9: `/@kpaul/tide-explorer` beside `/@tmarsh/tide-explorer` (a fork),
            # `/@d3/color-legend` (an import): another user's work, whatever its title.
            return Verdict.OTHER, "artifact: another user's work (another @handle)"
        if verdict is Verdict.OUT and same_shape(url, ctx.entry, self.unknown_portal):
            return Verdict.OTHER, "artifact: another artifact of the portal"
        if verdict is Verdict.OTHER and self._file_by_content(parent, url):
            # Round 7: a file is a file by what the server says, not only by its name (a
            # model's LFS payload on a CDN under its digest, a release's SHA256SUMS and
            # .ecsv tables on a mirror): fetched, and a leaf only if it is not a page.
            self.others.setdefault(url, parent)
            return Verdict.CANDIDATE, "artifact: what a member links on another host (a file?)"
        if verdict is Verdict.OUT and self._own_file_by_content(parent, url):
            # Round 8: the entry's record for machines under another path of its host,
            # named by its identifier (`/api/v2/studies/<id>`): a leaf only if no page.
            self.others.setdefault(url, parent)
            return Verdict.CANDIDATE, "artifact: the entry's identifier outside its path (a file?)"
        if verdict is Verdict.OTHER:
            return verdict, "artifact: another artifact (other portal)"
        return verdict, f"artifact {self.strategy.id}: {verdict.value}"

    def _own_file_by_content(self, parent: str, url: str) -> bool:
        """Whether url, a link of the entry (or, round 9, of a followed member: the
        member's identifier too) on its own host outside the path, carries the
        identifier that ends the entry's path (`/api/v2/studies/NCT06123457` for
        `/study/NCT06123457`) and is to be fetched to see whether it is a file (portals not
        known by host name, path heuristics, round 8).  Only a response that is not a page
        is taken (`settle`): the record in a format, not another page about it."""
        entry = self.ctx.entry
        last = path_root(entry).rsplit("/", 1)[-1]
        ids = [last] if looks_like_id(last) else []
        if parent not in self.ctx.aliases:
            # Round 9: a followed member below the entry links its record or the entry's
            # for machines outside the path (NADA's `/metadata/export/<id>/json`, Omeka S's
            # `/iiif/3/<item>/manifest`): named by the entry's identifier or its own.
            if not (in_tree(self.ctx, parent) and self.followed(parent)):
                return False
            own = path_root(parent).rsplit("/", 1)[-1]
            ids += [own] if looks_like_id(own) and own not in ids else []
        return (
            self.unknown_portal
            and self.strategy.id.startswith("path_based")
            # (round 10: or, linked by the entry itself, another host of its domain: its
            # API, `api.<portal>/v2/articles/<id>/versions/3`; the members' links there
            # name their own versions)
            and (
                host_of(url) == host_of(entry)
                or (parent in self.ctx.aliases and domain_of(url) == domain_of(entry))
            )
            and any(contains_id(url, i) for i in ids)
            and url not in self.ctx.ignored
            and not is_action(url)
            and not is_feed(url)
            and not matches_hint(url, list(self.ctx.hints), plural_out=True)
        )

    def _on_pages_site(self, url: str) -> bool:
        """Whether url is on the project's static site (GitLab Pages: group/sub/project at
        group.pages-host/sub/project/), for a path heuristic on a portal not known by host
        name: the same project's pages, served elsewhere."""
        if not self.unknown_portal or not self.strategy.id.startswith("path_based"):
            return False
        return pages_site_root(url, artifact_root(self.ctx)) is not None

    def _in_menu_section(self, url: str) -> bool:
        """Whether url lies in a section whose index the site's chrome links (/persons/,
        /organisations/, /categories/ in the menus): a person, a unit, a subject — an
        object of the portal linked by many artifacts, not part of this one."""
        if is_view(url, self.ctx.entry):
            return False
        if keyed_alike(url, self.ctx.entry):
            # Round 10: the entry's record under the entry's own query key through another
            # script (`index.asp?record=OH-1187&view=index` for `listen.asp?record=OH-1187`):
            # the record's own tab, not a section's listing filtered.
            return False
        if "?" in url:
            # a section index the menus link, or the entry's own section above it, filtered
            # (/dataset/?license_id=x, /stories?category=x for /stories/2019/...): a listing
            bare = strip_query(url).rstrip("/")
            if bare.count("/") >= 3 and is_ancestor(bare, self.ctx.entry):
                return True
            return bare.count("/") >= 3 and (bare in self.sections or bare + "/" in self.sections)
        head = strip_query(url).rstrip("/").rsplit("/", 1)[0]
        if head.count("/") < 3:  # "http://host" itself: the homepage is no section
            return False
        section = head in self.sections or head + "/" in self.sections
        return section or other_menu_section(url, self.ctx.entry, self.sections)  # round 15

    def _member_file(self, parent: str, url: str) -> bool:
        """A download linked from a followed member page below the entry (a repository's
        release asset, a model's LFS file on a CDN, a figure of a README): the artifact's
        own file, wherever it is served.  From the entry, a file outside the path counts
        here only for the path heuristics, whose entry is the top of the artifact's tree
        (for the others the plan's file hosts decide)."""
        if not self._is_file(url) or url in self.ctx.ignored:
            return False
        if self.strategy.id.startswith("single_page"):
            return False
        path = self.strategy.id.startswith("path_based")
        own_host = host_of(url) == host_of(self.ctx.entry)
        if own_host and (not self.unknown_portal or (path and in_tree(self.ctx, url))):
            # the path strategy's own business (it follows what lies below); a portal known
            # by host name keeps its rules for its own host
            return False
        if parent in self.ctx.aliases:
            # the top of the tree: its files outside the path too (a journal's RIS export)
            return path
        # A member's file on its own host too (a repository's /bitstream/ store beside
        # /resource/, a preprint's supplement without the identifier): a file holds no
        # links, so taking it costs at most itself, and losing it cannot be repaired.
        return self.followed(parent)

    def _file_by_content(self, parent: str, url: str) -> bool:
        """Whether url, on another host, is to be fetched to see whether it is a file of
        the artifact (portals not known by host name, path heuristics): a followed member
        page below the entry links it (not the entry: its links elsewhere are the project's
        other services and citations).  Only a response that is not a page is taken
        (`settle`); a page elsewhere stays another artifact."""
        hosts = self.ctx.params.get("file_hosts") or ()
        # Round 8: from the entry too, on another host of a file host's own domain (an
        # ArcGIS hub's FeatureServer beside its download host: the same organisation
        # serving this artifact's data, not another service citing it).
        kin = parent in self.ctx.aliases and domain_of(url) in {
            domain_of("http://" + h) for h in hosts
        }
        # Round 9: the single hop too, when the link names the entry's record (an
        # aggregator's IIIF manifest and its image proxy beside its record API, each
        # under the entry's `<provider>/<record>` path).
        named = (
            kin
            and self.strategy.id.startswith("single_page_plus")
            and names_entry_record(self.ctx.entry, url)
        )
        return (
            self.unknown_portal
            and (self.strategy.id.startswith("path_based") or named)
            and ((parent not in self.ctx.aliases and in_tree(self.ctx, parent)) or kin)
            and url not in self.ctx.ignored
            and not is_action(url)
            and not is_feed(url)
        )

    def _is_file(self, url: str) -> bool:
        return is_download(url, more_formats=self.unknown_portal)

    def _file_like(self, url: str) -> bool:
        """Whether url is a file for the "+" hop's page rules (not a page like a
        file-shaped entry: `neighbours.beside_file_entry`)."""
        return self._is_file(url) and not beside_file_entry(
            self.ctx.entry, url, self.unknown_portal
        )

    def _file_host(self, url: str) -> bool:
        hosts = self.ctx.params.get("file_hosts") or ()
        return self.strategy.id != "single_page" and host_of(url) in hosts

    # -- fetched pages (judgement.py) -------------------------------------------------------

    def is_listing(self, links: list[str], title: str | None = None) -> bool:
        """Whether a fetched page lists artifacts (`PageJudgement.is_listing`)."""
        return self.pages.is_listing(links, title)

    def settle(
        self,
        url: str,
        text: str,
        links: list[str],
        is_file: bool,
        title: str | None = None,
        crumbs: frozenset[str] = frozenset(),
    ) -> bool:
        """Apply a fetched page: whether its links are to be offered (again)
        (`PageJudgement.settle`)."""
        return self.pages.settle(url, text, links, is_file, title, crumbs)

    def confirm(self, url: str, text: str) -> bool | None:
        """Judge a pending page by its content: True = followed member, False = not
        followed (a leaf member or outside), None = url was not pending."""
        return self.pages.confirm(url, text)

    def fail(self, url: str) -> None:
        """A pending page could not be fetched: a leaf member if the "+" hop took it."""
        if self.pending.pop(url, False):
            self.members[url] = False
