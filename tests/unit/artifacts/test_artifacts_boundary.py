"""The boundary state shared by discovery and the crawl: members, pending pages, other artifacts."""

from __future__ import annotations

from urllib.parse import quote

from keepnet.artifacts.boundary import Boundary
from keepnet.artifacts.model import Page, Plan

E = "http://portal.test/item/ab12"
DOI = "http://doi.test/10.1/ab12"


def plan(heuristic: str, **kw: object) -> Plan:
    p = Plan(
        entry=E,
        requested=DOI,
        heuristic=heuristic,
        source="forced",
        aliases=frozenset({DOI, E}),
        portal_domains=frozenset({"portal.test"}),
        ignored=frozenset({"http://portal.test/about", "http://twitter.test/portal"}),
    )
    for k, v in kw.items():
        setattr(p, k, v)
    return p


def test_entry_and_aliases_are_members_but_only_the_landing_page_is_listed() -> None:
    b = Boundary(plan("single_page"))
    assert b.is_member(DOI) and b.is_member(E)
    assert b.artifact_uris() == [E]


def test_ignored_uris_and_share_links_are_out() -> None:
    b = Boundary(plan("single_page_plus_ignored"))
    assert b.decide(E, "http://portal.test/about") == (False, "artifact: ignored URI")
    assert (
        b.decide(E, "http://twitter.test/portal")[0] is False
    )  # off-portal chrome: never an artifact
    share = f"http://twitter.test/intent/tweet?url={quote(E, safe='')}"
    assert b.decide(E, share) == (False, "artifact: share link")
    assert b.decide(E, "http://portal.test/files/x.csv")[0]
    assert b.decide(E, "http://journal.test/paper")[0] is False
    assert b.other_artifacts() == ["http://journal.test/paper"]


def test_leaves_are_not_followed() -> None:
    b = Boundary(plan("single_page_plus"))
    assert b.decide(E, "http://portal.test/a")[0]
    assert not b.followed("http://portal.test/a")
    ok, reason = b.decide("http://portal.test/a", "http://portal.test/b")
    assert not ok and "not followed" in reason


def test_content_check_makes_pending_pages_members_and_then_follows_them() -> None:
    b = Boundary(plan("sig_title", significant="Coral reef survey"))
    page = "http://portal.test/meta/1"
    ok, reason = b.decide(E, page)
    assert ok and "content check" in reason and not b.is_member(page)
    assert b.decide(page, "http://portal.test/meta/2")[0] is False  # pending parent
    assert b.confirm(page, "metadata of the Coral reef survey") is True
    assert b.followed(page) and b.decide(page, "http://portal.test/meta/2")[0]
    assert b.confirm("http://portal.test/meta/2", "something else") is False
    assert not b.is_member("http://portal.test/meta/2")
    assert b.confirm("http://portal.test/never-offered", "x") is None


def test_plus_variant_keeps_non_matching_pages_as_leaves() -> None:
    b = Boundary(plan("sig_title_plus_ignored", significant="Coral reef survey"))
    f = "http://portal.test/files/1.csv"
    b.decide(E, f)
    assert b.confirm(f, "1,2,3") is False
    assert b.is_member(f) and not b.followed(f)


def test_listing_pages_are_never_followed_by_content_strategies() -> None:
    b = Boundary(plan("sig_title", significant="Coral reef survey", hints=("/author/",)))
    assert b.decide(E, "http://portal.test/author/jane")[0] is False


def test_redirects_inherit_membership() -> None:
    b = Boundary(plan("path_based", params={"root": "portal.test/item/ab12"}))
    assert b.decide(E, E + "/download")[0]
    assert b.decide(E + "/download", "http://files.portal.test/blob/9", "R")[0]
    assert b.followed("http://files.portal.test/blob/9")
    assert "http://files.portal.test/blob/9" in b.artifact_uris()
    assert E + "/download" not in b.artifact_uris()  # it only redirected


def test_declared_members_are_members_from_the_start() -> None:
    b = Boundary(plan("signposting", declared=frozenset({"http://data.test/f.zip"})))
    assert b.artifact_uris() == ["http://data.test/f.zip", E]


def test_a_leaf_that_lists_other_artifacts_leaves_the_artifact() -> None:
    b = Boundary(plan("single_page_plus_ignored"))
    leaf = "http://portal.test/year/2021.html"
    assert b.decide(E, leaf)[0] and b.is_member(leaf)
    # it links the entry back and another item shaped like it: a listing
    assert b.settle(leaf, "2021", [E, "http://portal.test/item/cd34"], is_file=False) is False
    assert not b.is_member(leaf) and leaf in b.listings


def test_listing_and_profile_pages_and_actions_are_not_taken_by_the_plus_hop() -> None:
    b = Boundary(plan("single_page_plus_ignored", hints=("/authors/",)))
    assert b.decide(E, "http://portal.test/authors/jane")[0] is False
    assert b.decide(E, "http://portal.test/item/ab12/edit")[0] is False  # an action
    assert b.classify(E, "http://portal.test/item/cd34")[0].value == "other"  # a sibling


def test_files_of_members_and_of_title_holding_leaves_belong() -> None:
    b = Boundary(plan("sig_title", significant="A long artifact title"))
    page = "http://portal.test/get?id=7"
    assert b.decide(E, page)[0] and page in b.pending
    # a file holds no title: linked from a member, fetched as a file, it is a leaf
    assert b.settle(page, "binary", [], is_file=True) is False
    assert b.is_member(page) and not b.followed(page)
    b = Boundary(plan("single_page_plus_ignored", params={"title": "A long artifact title"}))
    leaf = "http://portal.test/get?id=7"
    b.decide(E, leaf)
    assert b.settle(leaf, "about A long artifact title", [], is_file=False) is True
    assert b.decide(leaf, "http://portal.test/bitstream/7/data.csv")[0] is True  # its file
    assert b.decide(leaf, "http://portal.test/other-page")[0] is False  # not a file


def test_a_member_redirecting_to_a_sign_in_page_is_a_login_wall() -> None:
    b = Boundary(plan("path_based", params={"root": "portal.test/item/ab12"}))
    wall = "http://portal.test/item/ab12/settings"
    assert b.decide(E, wall)[0]
    assert b.decide(wall, "http://portal.test/users/sign_in?next=x", "R")[0] is False
    assert not b.is_member(wall)


def test_files_members_link_on_other_hosts_are_leaves_of_the_tree() -> None:
    b = Boundary(plan("path_based", params={"root": "portal.test/item/ab12"}))
    member = "http://portal.test/item/ab12/releases"
    assert b.decide(E, member)[0] and b.followed(member)
    asset = "http://cdn.other.test/assets/77/tool-1.0.tar.gz"
    ok, reason = b.decide(member, asset)
    assert ok and "member page links on another host" in reason and not b.followed(asset)
    # the same file from the entry: the top of the tree, so its file too
    assert b.decide(E, "http://storage.portal.test/x/archive.zip")[0]
    # what a member links elsewhere without a file's name is fetched and taken only if it
    # is not a page (round 7: an LFS payload under its digest); a page stays another artifact
    blob = "http://cdn.other.test/repos/7c/e1/5b3e09aa71c2"
    ok, reason = b.decide(member, blob)
    assert ok and "content check" in reason and not b.is_member(blob)
    assert b.settle(blob, "", [], is_file=True) is False and b.is_member(blob)
    paper = "http://other.test/paper"
    assert b.decide(member, paper)[0]
    assert b.settle(paper, "A paper", [], is_file=False) is False and not b.is_member(paper)
    assert paper in b.other_artifacts()
    # not from the entry: its links elsewhere are the project's other services
    assert b.decide(E, "http://ci.other.test/item/ab12")[0] is False
    # the "+" heuristics keep the entry's one-link rule
    plus = Boundary(plan("single_page_plus_ignored"))
    assert plus.decide(E, "http://thesis.test/paper.pdf")[0] is False


def test_a_title_holding_leaf_gives_its_files_wherever_served() -> None:
    b = Boundary(plan("single_page_plus_ignored", params={"title": "A long artifact title"}))
    leaf = "http://portal.test/item/ab12.supplementary-material"
    b.decide(E, leaf)
    assert b.settle(leaf, "A long artifact title: supplements", [], is_file=False) is True
    assert b.decide(leaf, "http://media.other.test/suppl/ab12/media-1.xlsx")[0] is True
    assert b.decide(leaf, "http://other.test/paper")[0] is False  # a page elsewhere: no


def test_a_path_members_file_outside_the_path_on_its_host_is_a_leaf() -> None:
    b = Boundary(plan("path_based", params={"root": "portal.test/item/ab12"}))
    member = "http://portal.test/item/ab12/1"
    assert b.decide(E, member)[0] and b.followed(member)
    file = "http://portal.test/bitstream/handle/1/ab12.1/counts.csv?sequence=1"
    assert b.decide(member, file)[0] and b.is_member(file) and not b.followed(file)
    assert b.decide(member, "http://portal.test/item/cd34")[0] is False  # a page: no
    # the entry is the top of the tree: its own files outside the path too (an RIS export)
    assert b.decide(E, "http://portal.test/citation/ris?articleId=88")[0]
    assert b.decide(E, "http://portal.test/item/cd34")[0] is False  # a page outside: no


def test_objects_of_a_section_the_menus_list_are_other_artifacts_of_an_unknown_portal() -> None:
    menus = frozenset({"http://portal.test/persons/", "http://portal.test/about"})
    b = Boundary(plan("single_page_plus_ignored", source="inference", ignored=menus))
    person = "http://portal.test/persons/hana-novak"
    assert b.decide(E, person)[0] is False and person in b.other_artifacts()
    assert b.decide(E, "http://portal.test/item/ab12/fingerprints")[0]  # a view of the entry
    assert b.decide(E, "http://portal.test/files/5123/accepted.pdf")[0]  # a file
    # the section's index filtered by a query: a listing
    assert b.decide(E, "http://portal.test/persons/?license_id=cc-by")[0] is False
    assert b.decide(E, "http://portal.test/item/ab12?tab=files")[0]  # the entry's own view
    # the entry's own section above it, filtered by a query: a listing too
    assert b.decide(E, "http://portal.test/item?category=x")[0] is False
    # a portal known by host name keeps its rules
    known = Boundary(plan("single_page_plus_ignored", known_host=True, ignored=menus))
    assert known.decide(E, person)[0]
    assert known.decide(E, "http://portal.test/persons/?license_id=cc-by")[0]


def test_a_portal_known_by_host_name_keeps_the_rules_it_had() -> None:
    b = Boundary(
        plan("single_page_plus_ignored", known_host=True, params={"title": "A long artifact title"})
    )
    leaf = "http://portal.test/item/ab12.supplementary-material"
    b.decide(E, leaf)
    assert b.settle(leaf, "A long artifact title", [], is_file=False) is True
    assert b.decide(leaf, "http://media.other.test/suppl/ab12/media-1.xlsx")[0] is False
    p = Boundary(plan("path_based", known_host=True, params={"root": "portal.test/item/ab12"}))
    member = "http://portal.test/item/ab12/1"
    assert p.decide(E, member)[0]
    assert p.decide(member, "http://portal.test/bitstream/1/counts.csv")[0] is False
    assert p.classify(E, E + "-raw")[0].value != "other"  # every extension a view, as before
    assert p.decide(member, "http://cdn.other.test/repos/7c/e1/5b3e09aa71c2")[0] is False


def test_a_view_of_a_leaf_member_is_a_leaf_on_an_unknown_portal() -> None:
    file_page = E + "/1"
    b = Boundary(plan("single_page_plus_ignored"))
    assert b.decide(E, file_page)[0] and not b.followed(file_page)
    # the data file's full record: the same object in another form
    assert b.decide(file_page, file_page + "?show=full")[0]
    assert b.is_member(file_page + "?show=full")
    # not another page it leads to, nor its reply form
    assert not b.decide(file_page, "http://portal.test/item/other?show=full")[0]
    assert not b.decide(file_page, file_page + "?replytocom=3")[0]
    # a portal known by host name keeps its rules
    known = Boundary(plan("single_page_plus_ignored", known_host=True))
    known.decide(E, file_page)
    assert not known.decide(file_page, file_page + "?show=full")[0]


def test_the_plus_hop_leaves_feeds_of_other_pages_but_keeps_the_entrys_own() -> None:
    b = Boundary(plan("single_page_plus_ignored"))
    assert not b.decide(E, "http://portal.test/items/browse?output=rss2")[0]
    assert b.decide(E, E + "?output=atom")[0]
    known = Boundary(plan("single_page_plus_ignored", known_host=True))
    assert known.decide(E, "http://portal.test/items/browse?output=rss2")[0]


def test_signposting_keeps_the_entrys_views_of_its_record_on_an_unknown_portal() -> None:
    declared = frozenset({"http://portal.test/files/ab12.pdf"})
    b = Boundary(plan("signposting", declared=declared))
    assert b.decide(E, E + "/full")[0] and not b.followed(E + "/full")
    assert not b.decide(E, "http://portal.test/item/other")[0]  # not below the entry
    assert not b.decide(E, E + "/edit")[0]  # an action
    known = Boundary(plan("signposting", declared=declared, known_host=True))
    assert not known.decide(E, E + "/full")[0]


def test_signposting_below_the_entry_a_members_preview_and_the_records_services_are_out() -> None:
    # The record's own view stays (DSpace's `/full`); a declared file's preview page and the
    # record's statistics, version history and citation pages are not the record.
    declared = frozenset({E + "/files/a.csv?download=1", E + "/export/json"})
    b = Boundary(plan("signposting", declared=declared))
    assert b.decide(E, E + "/full")[0]
    assert not b.decide(E, E + "/preview/a.csv")[0]
    # round 25s: two segments below the entry is no view of the record, member or not
    assert not b.decide(E, E + "/preview/b.csv")[0]
    for service in ("/stats", "/statistics", "/versions", "/history", "/citation?style=apa"):
        assert not b.decide(E, E + service)[0], service


def test_round9_signposting_keeps_pages_named_by_a_doi_under_the_entrys() -> None:
    """A Dataverse file page (`file.xhtml?persistentId=doi:<dataset>/F4101`) shows a part of
    the declared dataset: a leaf on a portal not known by host name; another dataset's DOI
    is not (round 9)."""
    e = "http://portal.test/dataset.xhtml?persistentId=doi:10.17026/SS/QX1ZKA"
    f = "http://portal.test/file.xhtml?persistentId=doi:10.17026/SS/QX1ZKA/F4101&version=1.0"
    declared = frozenset({"http://portal.test/api/access/datafile/4101"})
    p = plan("signposting", declared=declared)
    p.entry, p.aliases = e, frozenset({e})
    b = Boundary(p)
    assert b.decide(e, f)[0] and not b.followed(f)
    other = "http://portal.test/file.xhtml?persistentId=doi:10.17026/SS/ZZ9ZZZ/F1"
    assert not b.decide(e, other)[0]
    k = plan("signposting", declared=declared, known_host=True)
    k.entry, k.aliases = e, frozenset({e})
    assert not Boundary(k).decide(e, f)[0]


def test_a_form_to_request_a_restricted_file_is_not_content_on_an_unknown_portal() -> None:
    request = "http://portal.test/cgi/request_doc?docid=9921"  # EPrints' "Request a copy"
    b = Boundary(plan("single_page_plus_ignored"))
    assert not b.decide(E, request)[0]
    assert not b.decide(E, "http://portal.test/item/ab12/request-access")[0]
    assert b.decide(E, "http://portal.test/item/ab12/requests")[0]  # not a request form
    # a portal known by host name keeps its rules
    known = Boundary(plan("single_page_plus_ignored", known_host=True))
    assert known.decide(E, request)[0]


def test_framed_documents_are_links_for_an_unknown_portal_only() -> None:
    pdf = "http://portal.test/article/download/8/15"
    page = Page(E + "/15", 200, links=["http://portal.test/about", pdf], framed=[pdf])
    assert Boundary(plan("single_page_plus_ignored")).page_links(page) == page.links
    known = Boundary(plan("single_page_plus_ignored", known_host=True))
    assert known.page_links(page) == ["http://portal.test/about"]  # as before framed links


def test_a_leaf_named_as_a_part_of_the_artifact_gives_its_files() -> None:
    b = Boundary(plan("single_page_plus_ignored"))  # no title to match
    release = E + "/1.1.0/"  # below the entry: an older release's page
    assert b.decide(E, release)[0]
    assert b.settle(release, "release 1.1.0", [], is_file=False) is True
    assert b.decide(release, "http://files.other.test/pkgs/ab12-1.1.0.tar.gz")[0] is True
    archive = "http://portal.test/src/Archive/ab12/"  # a directory named after the entry
    b.decide(E, archive)
    assert b.settle(archive, "Index of /src/Archive/ab12", [], is_file=False) is True
    other = "http://portal.test/src/Archive/cd34/"
    b.decide(E, other)
    assert b.settle(other, "Index of /src/Archive/cd34", [], is_file=False) is False
    known = Boundary(plan("single_page_plus_ignored", known_host=True))
    known.decide(E, release)
    assert known.settle(release, "release 1.1.0", [], is_file=False) is False  # as before


def test_other_versions_are_the_entrys_and_records_named_like_it_are_not() -> None:
    e = "http://pre.test/content/10.1/2024.01.05.574321v2"
    b = Boundary(
        plan(
            "single_page_plus_ignored",
            entry=e,
            aliases=frozenset({e}),
            portal_domains=frozenset({"pre.test"}),
        )
    )
    assert b.decide(e, e[:-1] + "1")[0] and b.is_member(e[:-1] + "1")  # its first version
    f = "http://fig.test/articles/dataset/Soil_cores_of_the_moor/24117792"
    b = Boundary(
        plan(
            "single_page_plus_ignored",
            entry=f,
            aliases=frozenset({f}),
            portal_domains=frozenset({"fig.test"}),
        )
    )
    thesis = "http://fig.test/articles/thesis/Peat_formation_uplands/23998001"
    assert b.classify(f, thesis)[0].value == "other"
    s = Boundary(
        plan(
            "sig_title",
            entry=f,
            aliases=frozenset({f}),
            portal_domains=frozenset({"fig.test"}),
            significant="Soil cores",
        )
    )
    assert s.classify(f, thesis)[0].value == "other"  # even when it cites the title


def test_a_page_named_by_another_numbered_key_is_another_object() -> None:
    e = "http://ss.test/sol3/papers.cfm?abstract_id=4718802"
    b = Boundary(
        plan(
            "single_page_plus_ignored",
            entry=e,
            aliases=frozenset({e}),
            portal_domains=frozenset({"ss.test"}),
        )
    )
    author = "http://ss.test/sol3/AbsByAuth.cfm?per_id=3981123"
    assert b.classify(e, author)[0].value == "other"
    assert b.decide(e, "http://ss.test/sol3/Delivery.cfm?abstractid=4718802&type=2")[0]
    assert b.decide(e, e + "&format=citation")[0]  # the entry's own number
    known = Boundary(
        plan(
            "single_page_plus_ignored",
            entry=e,
            aliases=frozenset({e}),
            portal_domains=frozenset({"ss.test"}),
            known_host=True,
        )
    )
    assert known.classify(e, author)[0].value == "leaf"  # a portal named by host: as before


def test_a_name_going_on_is_another_artifact_even_when_it_holds_the_title() -> None:
    e = "http://reg.test/package/citeproc-lite"
    b = Boundary(
        plan(
            "sig_title",
            entry=e,
            aliases=frozenset({e}),
            portal_domains=frozenset({"reg.test"}),
            significant="citeproc-lite",
        )
    )
    assert b.classify(e, e + "-cli")[0].value == "other"
    assert b.classify(e, e + "?activeTab=code")[0].value == "candidate"  # a tab of its own


def test_pages_beside_a_file_shaped_entry_are_other_artifacts() -> None:
    e = "http://nb.test/notebooks/lab/cores/analysis.ipynb"
    b = Boundary(
        plan(
            "single_page_plus_ignored",
            entry=e,
            aliases=frozenset({e}),
            portal_domains=frozenset({"nb.test"}),
        )
    )
    assert b.classify(e, "http://nb.test/notebooks/lab/cores/cleaning.ipynb")[0].value == "other"
    assert b.decide(e, "http://nb.test/raw/lab/cores/analysis.ipynb")[0]  # its source file


def test_the_entrys_index_page_is_listed_on_an_unknown_portal_only() -> None:
    e = "http://docs.test/en/latest/"
    kw = {"entry": e, "aliases": frozenset({e}), "portal_domains": frozenset({"docs.test"})}
    kw["params"] = {"root": "docs.test/en/latest"}
    b = Boundary(plan("path_based", **kw))
    assert b.decide(e, e + "index.html")[0] and e + "index.html" in b.artifact_uris()
    known = Boundary(plan("path_based", known_host=True, **kw))
    assert known.decide(e, e + "index.html")[0] and e + "index.html" not in known.artifact_uris()


def test_a_version_page_of_an_unversioned_entry_gives_its_files() -> None:
    e = "http://pre.test/abs/2411.08812"
    kw = {"entry": e, "aliases": frozenset({e}), "portal_domains": frozenset({"pre.test"})}
    b = Boundary(plan("single_page_plus_ignored", **kw))
    v1 = e + "v1"
    assert b.decide(e, v1)[0]
    assert b.settle(v1, "Sparse echoes", [e, "http://pre.test/pdf/2411.08812v1"], is_file=False)
    assert b.decide(v1, "http://pre.test/pdf/2411.08812v1")[0]


def test_a_part_naming_the_artifact_is_no_listing_on_an_unknown_portal() -> None:
    # A book's page ("<book> - page 10") links the book and the next page; a chapter links
    # its book and a related book.  The entry and one other do not make it a listing when
    # its own title names the artifact (round 5); a known host keeps the old rule.
    title = "Letters of Captain Thorne"
    page = "http://portal.test/item/ab13"
    nxt = "http://portal.test/item/ab14"
    for known, listing in ((False, False), (True, True)):
        b = Boundary(plan("sig_title", significant=title, known_host=known))
        b.decide(E, page)
        kept = b.settle(page, f"{title} - page 10", [E, nxt], is_file=False, title=f"{title} - 10")
        assert (page in b.listings) is listing and kept is not listing
    b = Boundary(plan("single_page_plus_ignored", params={"title": title}))
    leaf = "http://portal.test/year/2021.html"
    b.decide(E, leaf)
    assert b.settle(leaf, "2021", [E, nxt], is_file=False, title="Items of 2021") is False
    assert leaf in b.listings  # a listing's own title names something else


def test_parts_already_taken_are_not_other_artifacts() -> None:
    # page 12 links pages 11 and 13, neither linked by the entry; page 11 is already a part
    title = "Letters of Captain Thorne"
    b = Boundary(plan("sig_title", significant=title, known_host=False))
    p11, p12, p13 = (f"http://portal.test/item/cd{n}" for n in (11, 12, 13))
    b.decide(E, p11)
    assert b.confirm(p11, f"{title} - page 11")
    b.decide(p11, p12)
    assert b.settle(p12, f"{title} - page 12", [p11, p13], is_file=False, title="page 12")
    assert b.is_member(p12)


def test_a_page_about_the_project_on_another_service_is_not_a_path_copy() -> None:
    # ci.test/o/proj (a CI status page) repeats the root but holds no copy of its files;
    # raw.test/o/proj/main/x does.  A known host keeps the old rule (a leaf).
    entry = "http://forge.test/o/proj"
    for known, verdict in ((False, "other"), (True, "leaf")):
        p = plan("path_based", known_host=known, params={"root": "forge.test/o/proj"})
        p.entry, p.aliases, p.portal_domains = entry, frozenset({entry}), frozenset({"forge.test"})
        b = Boundary(p)
        assert b.classify(entry, "http://ci.test/o/proj")[0].value == verdict
        assert b.classify(entry, "http://raw.test/o/proj/main/x.py")[0].value == "leaf"


def test_the_entry_in_another_interface_language_is_what_the_heuristic_says() -> None:
    # Round 5 kept it out on a portal not known by host name; round 25 (inclusive.py)
    # lets the seed's heuristic decide: Single Page+ takes it (one hop, as a leaf), Single
    # Page does not.  A known host keeps its rules (the "+" hop takes it).
    ja = "http://portal.test/ja/item/ab12"
    b = Boundary(plan("single_page_plus_ignored"))
    assert b.decide(E, ja)[0] and b.members[ja] is False
    assert Boundary(plan("single_page")).decide(E, ja)[0] is False
    assert Boundary(plan("single_page_plus_ignored", known_host=True)).decide(E, ja)[0]


def test_a_hint_the_entry_shows_does_not_make_its_media_listings() -> None:
    # an Omeka S site named "collections": /s/collections/item/N links /s/collections/media/M
    item = "http://portal.test/s/collections/item/2210"
    media = "http://portal.test/s/collections/media/2211"
    for known, taken in ((False, True), (True, False)):
        p = plan("single_page_plus_ignored", known_host=known, hints=("/collections/",))
        p.entry, p.aliases = item, frozenset({item})
        assert Boundary(p).decide(item, media)[0] is taken


def test_the_curators_exclusions_keep_urls_out_whatever_the_heuristic_takes() -> None:
    stats = "http://portal.test/item/ab12/stats"
    linkset = "http://portal.test/item/ab12/linkset"
    b = Boundary(
        plan(
            "single_page_plus_ignored",
            excluded=(r"/stats$", r"/linkset$", r"ab12"),  # the last would match the entry
            declared=frozenset({linkset, "http://portal.test/files/a.csv"}),
        )
    )
    assert b.decide(E, stats) == (False, "artifact: excluded by the curator (/stats$)")
    assert b.decide(E, "http://portal.test/files/b.csv")[0]
    # a declared (signposted) URI is excluded too; the entry and its aliases never are
    assert b.artifact_uris() == sorted(
        [E, "http://portal.test/files/a.csv", "http://portal.test/files/b.csv"]
    )
    assert b.excluded_uris() == [linkset, stats]
    assert not b.is_member(linkset) and b.is_member(DOI)


def test_an_excluded_member_page_is_not_followed() -> None:
    b = Boundary(plan("path_based", excluded=(r"/item/ab12/versions",)))
    assert b.decide(E, "http://portal.test/item/ab12/files")[0]
    assert b.followed("http://portal.test/item/ab12/files")
    ok, reason = b.decide(E, "http://portal.test/item/ab12/versions")
    assert not ok and "excluded by the curator" in reason
    assert not b.followed("http://portal.test/item/ab12/versions")


def test_another_record_listing_the_entry_beside_its_neighbours_is_a_listing() -> None:
    # A video's "other videos" box lists the entry and a third video, both also linked by
    # the entry: another record, even though it holds the entry's title (round 6).  A page
    # carrying the entry's navigation (a tab below its path: OSF's files and components)
    # is the entry's own; a known host keeps the old rule.
    title = "Tides of the northern shelf"
    other, third = "http://portal.test/item/cd01", "http://portal.test/item/cd02"
    tab = E + "/files"
    entry_page = Page(url=E, status=200, links=[other, third, tab])
    for known, listing in ((False, True), (True, False)):
        b = Boundary(plan("sig_title", significant=title, known_host=known, entry_page=entry_page))
        b.decide(E, other)
        kept = b.settle(other, f"Other videos {title}", [E, third], is_file=False, title="Cd01")
        assert (other in b.listings) is listing and kept is not listing
    b = Boundary(plan("sig_title", significant=title, known_host=False, entry_page=entry_page))
    b.decide(E, other)
    assert b.settle(other, f"{title} file", [E, tab, third], is_file=False, title="data.csv")
    assert b.is_member(other)


def test_a_page_naming_another_doi_is_another_record_on_an_unknown_portal() -> None:
    # A related dataset of the same dataverse cites the entry's title in its own "related"
    # list; its URL names a DOI of its own, so it is another record (round 6).  A file of
    # the entry extends the entry's DOI and stays; a host-name match keeps the old rule.
    title = "Soil moisture and maize yield in long-term trial plots"
    e = "http://portal.test/dataset.xhtml?persistentId=doi:10.99021/DVN/AAA111"
    other = "http://portal.test/dataset.xhtml?persistentId=doi:10.99021/DVN/BBB222"
    part = "http://portal.test/file.xhtml?persistentId=doi:10.99021/DVN/AAA111/F1"
    for known, taken in ((False, False), (True, True)):
        kw = {"entry": e, "aliases": frozenset({e}), "known_host": known}
        b = Boundary(plan("sig_title", significant=title, **kw))
        b.decide(e, other)
        assert bool(b.confirm(other, f"Other dataset. Related: {title}")) is taken
        b.decide(e, part)
        assert b.confirm(part, f"data.csv of {title}")


def test_a_record_of_the_entrys_kind_is_not_a_part_whatever_it_says() -> None:
    # Round 7: a study that names the entry in its "Related study" line holds the title,
    # but repeats the entry's own links under its own name: another record of its kind.
    e = "http://portal.test/studies/38417"
    entry = Page(
        url=e,
        status=200,
        links=["http://portal.test/export?study=38417", "http://portal.test/files/38417.zip"],
    )
    p = plan("sig_title", significant="Household Panel, Wave 4")
    p.entry, p.aliases, p.entry_page = e, frozenset({e}), entry
    b = Boundary(p)
    other = "http://portal.test/studies/37120"
    assert b.decide(e, other)[0]
    theirs = ["http://portal.test/export?study=37120", "http://portal.test/files/37120.zip"]
    assert b.settle(other, "Related study: Household Panel, Wave 4", [*theirs, e], False) is False
    assert not b.is_member(other) and other in b.other_artifacts()
    # one that carries the entry's navigation (a link below its path) is judged by content
    part = "http://portal.test/studies/50001"
    b.decide(e, part)
    nav = [*(u.replace("37120", "50001") for u in theirs), e + "/variables"]
    assert b.settle(part, "Household Panel, Wave 4", nav, False) is True


def test_a_page_whose_breadcrumb_passes_through_the_entry_is_a_part() -> None:
    # Round 7: an archive's series page links its fonds (the entry) and a file shaped like
    # it, as a listing would; its breadcrumb trail says it lies below the entry.
    b = Boundary(plan("sig_title", significant="Ellerby parish records"))
    series = "http://portal.test/item/registers"
    b.decide(E, series)
    links = [E, "http://portal.test/item/baptisms-1754"]
    text = "Ellerby parish records > Parish registers"
    assert b.settle(series, text, links, False, "Parish registers", frozenset({E})) is True
    assert b.followed(series)
    # without the trail, the entry and a page shaped like it make a listing
    c = Boundary(plan("sig_title", significant="Ellerby parish records"))
    c.decide(E, series)
    assert c.settle(series, text, links, False, "Parish registers") is False
    assert not c.is_member(series)


def test_a_page_of_the_entrys_kind_titled_after_it_is_still_a_part() -> None:
    # An Islandora-like book page (`/node/102` for the book `/node/101`) repeats the
    # book's links under its own number, but its title names the book: a part (round 5).
    e = "http://portal.test/node/101"
    entry = Page(url=e, status=200, links=[f"{e}/datastream/OBJ", f"{e}/datastream/TN"])
    p = plan("sig_title", significant="A herbal of 1597")
    p.entry, p.aliases, p.entry_page = e, frozenset({e}), entry
    b = Boundary(p)
    page = "http://portal.test/node/102"
    b.decide(e, page)
    links = [f"{page}/datastream/OBJ", f"{page}/datastream/TN"]
    assert b.settle(page, "A herbal of 1597 - page 2", links, False, "A herbal of 1597 - page 2")
    assert b.followed(page)


def test_another_package_beside_the_entrys_release_is_another_artifact() -> None:
    # Round 7: the entry is a release page; a dependency beside its record is another
    # package, while the release's own pages stay the "+" hop's.
    e = "http://portal.test/project/spectrafit/2.3.1/"
    p = plan("single_page_plus_ignored")
    p.entry, p.aliases = e, frozenset({e})
    b = Boundary(p)
    dep = "http://portal.test/project/lmfit-lite/"
    assert b.decide(e, dep)[0] is False and dep in b.other_artifacts()
    assert b.decide(e, "http://portal.test/project/spectrafit/2.3.1/files/")[0]
    k = plan("single_page_plus_ignored", known_host=True)
    k.entry, k.aliases = e, frozenset({e})
    assert Boundary(k).decide(e, dep)[0]  # a portal named by host: its rules as before


def test_round9_an_entry_naming_one_release_leaves_the_packages_other_releases_out() -> None:
    """`/crates/tidepool/0.4.2`: the release; `/crates/tidepool/0.4.1` and the package's
    `versions` and dependents pages hold its name but are not parts of it, whatever the
    title heuristic finds in them (round 9).  The release's own pages stay."""
    e = "http://portal.test/crates/tidepool/0.4.2"
    p = plan("sig_title", significant="tidepool")
    p.entry, p.aliases = e, frozenset({e})
    b = Boundary(p)
    for other in ("0.4.1", "versions", "reverse_dependencies"):
        url = f"http://portal.test/crates/tidepool/{other}"
        assert b.decide(e, url) == (False, "artifact: another release of the entry's package")
    assert b.decide(e, "http://portal.test/crates/tidepool/0.4.2/dependencies")[0]
    k = plan("sig_title", significant="tidepool", known_host=True)
    k.entry, k.aliases = e, frozenset({e})
    assert Boundary(k).decide(e, "http://portal.test/crates/tidepool/0.4.1")[0]


def test_round9_the_single_hop_from_a_release_leaves_the_projects_own_pages() -> None:
    """A forge's release folder `/projects/x/files/x/5.4.8/`: the project's wiki, code,
    reviews and its files root do not name the release and are the project's; the
    release's downloads stay, and an arXiv-like id is no release (round 9)."""
    e = "http://portal.test/projects/plotter/files/plotter/5.4.8/"
    p = plan("single_page_plus_ignored")
    p.entry, p.aliases = e, frozenset({e})
    b = Boundary(p)
    for url in ("/p/plotter/wiki/Home/", "/projects/plotter/reviews/", "/projects/plotter/files/"):
        ok, reason = b.decide(e, "http://portal.test" + url)
        assert not ok and reason == "artifact: a page of the project above the entry's release"
    assert b.decide(e, f"{e}plotter-5.4.8.tar.gz/download")[0]
    assert b.decide(e, "http://portal.test/mirror/plotter/5.4.8/plotter-5.4.8.tar.gz")[0]
    a = "http://portal.test/abs/2403.01234"
    q = plan("single_page_plus_ignored")
    q.entry, q.aliases = a, frozenset({a})
    assert Boundary(q).decide(a, "http://portal.test/bibtex/2403.01234")[0]


def test_round9_another_users_handle_is_another_artifact() -> None:
    """`/@kpaul/explorer` (a fork) and `/@d3/legend` (an import) beside the entry
    `/@tmarsh/explorer`: other users' work; the entry's own versions stay (round 9)."""
    e = "http://portal.test/@tmarsh/explorer"
    p = plan("single_page_plus_ignored")
    p.entry, p.aliases = e, frozenset({e})
    b = Boundary(p)
    for url in ("http://portal.test/@kpaul/explorer", "http://portal.test/@d3/legend"):
        assert b.decide(e, url) == (False, "artifact: another user's work (another @handle)")
    assert b.decide(e, f"{e}/3")[0]


def test_round9_the_title_heuristics_leave_what_lies_above_the_entry() -> None:
    """A CONTENTdm-like collection `/digital/collection/c9` above its object
    `/digital/collection/c9/id/96` holds the object's title in its listing: above the
    entry, not part of it (round 9); a portal named by host keeps its rules."""
    e = "http://portal.test/digital/collection/c9/id/96"
    up = "http://portal.test/digital/collection/c9"
    p = plan("sig_title_plus_ignored", significant="Lindqvist scrapbook")
    p.entry, p.aliases = e, frozenset({e})
    assert Boundary(p).decide(e, up) == (
        False,
        "artifact: above the entry (its collection, its owner)",
    )
    k = plan("sig_title_plus_ignored", significant="Lindqvist scrapbook", known_host=True)
    k.entry, k.aliases = e, frozenset({e})
    assert Boundary(k).decide(e, up)[1] != "artifact: above the entry (its collection, its owner)"


def test_round9_parts_inference_found_are_not_other_records_for_the_title() -> None:
    """`/digital-heritage/basket-0` beside `/digital-heritage/basket` (Drupal's alias for a node of the same title):
    another record by its name, unless inference found it a part (params.parts, round 9)."""
    e = "http://portal.test/digital-heritage/basket-weaving"
    part = "http://portal.test/digital-heritage/basket-weaving-0"
    p = plan("sig_filtered_title", significant="Basket weaving")
    p.entry, p.aliases = e, frozenset({e})
    assert Boundary(p).decide(e, part)[0] is False
    q = plan("sig_filtered_title", significant="Basket weaving", params={"parts": [part]})
    q.entry, q.aliases = e, frozenset({e})
    assert Boundary(q).decide(e, part)[0]


def test_round9_forms_to_copy_or_run_the_entry_are_not_content() -> None:
    """An OER's `/remix`, Galaxy's `/workflow/imp?id=` and `/workflows/run?id=`: forms
    keyed to the entry, left out on portals not known by host name, even below the path
    (round 9); a portal named by host keeps its rules; `run.sh` is a file, not a form."""
    e = "http://portal.test/lesson/4821"
    p = plan("path_based", params={"root": "portal.test/lesson/4821"})
    p.entry, p.aliases = e, frozenset({e})
    b = Boundary(p)
    for url in (f"{e}/remix", "http://portal.test/workflow/imp?id=f2", "http://portal.test/run"):
        assert b.decide(e, url) == (False, "artifact: a form to copy or run the page, not content")
    assert b.decide(e, f"{e}/code/run.sh")[0]
    k = plan("path_based", params={"root": "portal.test/lesson/4821"}, known_host=True)
    k.entry, k.aliases = e, frozenset({e})
    assert Boundary(k).decide(e, f"{e}/remix")[0]


def test_round9_a_members_record_for_machines_outside_the_path_is_fetched_for_a_file() -> None:
    """A followed member's link on the entry's host outside the path, named by the entry's
    identifier (`/export/ab12/json` from a study tab) or the member's own
    (`/iiif/3/1234/manifest` from `/item/ab12/item/1234`), is fetched and taken only if the
    server sends a file (round 9); without either identifier it is not fetched."""
    b = Boundary(plan("path_based", params={"root": "portal.test/item/ab12"}))
    tab, item = "http://portal.test/item/ab12/study", "http://portal.test/item/ab12/item/1234"
    assert b.decide(E, tab)[0] and b.decide(E, item)[0]
    for parent, url in (
        (tab, "http://portal.test/export/ab12/json"),
        (item, "http://portal.test/iiif/3/1234/manifest"),
    ):
        ok, reason = b.decide(parent, url)
        assert ok and "content check" in reason and not b.is_member(url)
        assert b.settle(url, "{}", [], is_file=True) is False and b.is_member(url)
    assert b.decide(item, "http://portal.test/iiif/3/9999/manifest")[0] is False
    k = Boundary(plan("path_based", params={"root": "portal.test/item/ab12"}, known_host=True))
    assert k.decide(E, tab)[0] and k.decide(tab, "http://portal.test/export/ab12/json")[0] is False


def test_round9_the_single_hop_fetches_the_entrys_record_beside_its_file_host() -> None:
    """An aggregator's record page, its record API on a file host: the IIIF manifest and
    the image proxy on other hosts of that domain, under the entry's own
    `<provider>/<record>` path, are fetched and taken only if files (round 9); a link
    there that does not name the record stays another artifact."""
    e = "http://portal.test/en/item/92003/Resource_300012"
    params = {"file_hosts": ["api.agg-api.test"]}
    p = plan("single_page_plus_ignored", params=params)
    p.entry, p.aliases = e, frozenset({e})
    b = Boundary(p)
    manifest = "http://iiif.agg-api.test/presentation/92003/Resource_300012/manifest"
    ok, reason = b.decide(e, manifest)
    assert ok and "content check" in reason and not b.is_member(manifest)
    assert b.settle(manifest, '{"type": "Manifest"}', [], is_file=True) is False
    assert b.is_member(manifest)
    assert b.decide(e, "http://iiif.agg-api.test/presentation/92003/Other_4/manifest")[0] is False


def test_round8_pages_inference_found_titled_after_the_artifact_are_taken_by_the_plus_hop() -> None:
    """Inference probed `/item/cd34` and found the artifact's title in it (params.parts):
    the "+" hop takes it although it is shaped like the entry (another item, otherwise)."""
    other = "http://portal.test/item/cd34"
    assert Boundary(plan("single_page_plus")).decide(E, other)[0] is False
    b = Boundary(plan("single_page_plus", params={"parts": [other]}))
    assert b.decide(E, other) == (True, "artifact: a linked page holding the artifact's title")
    assert not b.followed(other)


def test_round8_the_entrys_identifier_outside_its_path_is_fetched_for_a_file() -> None:
    """`/api/v2/items/ab12` beside `/item/ab12`: the entry's record for machines, taken only
    if the server sends a file; a page named so stays outside; nor is one without the
    identifier fetched (round 8).  A followed member's link is fetched so since round 9
    (`test_round9_a_members_record_for_machines_outside_the_path_is_fetched_for_a_file`)."""
    b = Boundary(plan("path_based", params={"root": "portal.test/item/ab12"}))
    api = "http://portal.test/api/v2/items/ab12"
    ok, reason = b.decide(E, api)
    assert ok and "content check" in reason and not b.is_member(api)
    assert b.settle(api, '{"id": "ab12"}', [], is_file=True) is False and b.is_member(api)
    page = "http://portal.test/cite/ab12"
    assert b.decide(E, page)[0]
    assert b.settle(page, "Cite", [], is_file=False) is False and not b.is_member(page)
    assert b.decide(E, "http://portal.test/api/v2/items/cd34")[0] is False
    member = "http://portal.test/item/ab12/files"
    assert b.decide(E, member)[0]
    assert b.decide(member, "http://portal.test/api/v2/other/cd34")[0] is False
    known = Boundary(plan("path_based", known_host=True, params={"root": "portal.test/item/ab12"}))
    assert known.decide(E, api)[0] is False  # host-name matches keep their rules


def test_round8_the_entrys_links_beside_its_file_host_are_fetched_for_files() -> None:
    """The entry links a service on another host of its file host's domain (an ArcGIS
    hub's FeatureServer beside its download host): fetched, a leaf only if it is a file;
    a host of another domain stays another artifact (round 8)."""
    params = {"root": "portal.test/item/ab12", "file_hosts": ["dl.geo.test"]}
    b = Boundary(plan("path_based", params=params))
    layer = "http://services.geo.test/rest/Clinics/FeatureServer/0"
    ok, reason = b.decide(E, layer)
    assert ok and "content check" in reason and not b.is_member(layer)
    assert b.settle(layer, '{"type": "Feature Layer"}', [], is_file=True) is False
    assert b.is_member(layer)
    assert b.decide(E, "http://other.test/rest/Clinics")[0] is False


def test_round10_a_leaf_file_description_page_gives_its_file_only() -> None:
    b = Boundary(plan("single_page_plus_ignored"))
    desc = "http://portal.test/wiki/File:Flume_setup.jpg"
    assert b.decide(E, desc)[0] and not b.followed(desc)
    assert b.settle(desc, "File:Flume_setup.jpg", [], is_file=False) is True
    assert b.decide(desc, "http://portal.test/images/a/a1/Flume_setup.jpg")[0]  # its original
    assert not b.decide(desc, "http://portal.test/images/b/b2/Other.jpg")[0]  # another file
    assert not b.decide(desc, "http://portal.test/wiki/User:Someone")[0]
    # a portal known by host name keeps its rules
    known = Boundary(plan("single_page_plus_ignored", known_host=True))
    known.decide(E, desc)
    assert known.settle(desc, "File:Flume_setup.jpg", [], is_file=False) is False
    assert not known.decide(desc, "http://portal.test/images/a/a1/Flume_setup.jpg")[0]


def test_round10_the_entrys_record_through_another_script_is_no_section_listing() -> None:
    entry = "http://portal.test/oh/listen.asp?record=OH-1"
    b = Boundary(plan("single_page_plus_ignored", entry=entry, aliases=frozenset({entry})))
    assert b.decide(entry, "http://portal.test/oh/index.asp?record=OH-1&view=index")[0]
    # another record's page in that section is not the entry's
    assert not b.decide(entry, "http://portal.test/oh/index.asp?record=OH-2&view=index")[0]


def test_round10_a_file_shaped_leaf_that_is_a_page_holding_the_string_is_followed() -> None:
    sig = "A long artifact title"
    b = Boundary(plan("sig_filtered_title", significant=sig))
    files = E + "/files/osfstorage"
    assert b.decide(E, files)[0] and not b.followed(files)  # a download by its URL's shape
    assert b.settle(files, f"{sig} Files", [], is_file=False) is True
    assert b.followed(files)
    # a file-shaped page without the string stays the leaf it was
    other = E + "/files/other"
    b.decide(E, other)
    assert b.settle(other, "unrelated", [], is_file=False) is False and not b.followed(other)
    # a portal known by host name keeps its rules
    known = Boundary(plan("sig_filtered_title", significant=sig, known_host=True))
    known.decide(E, files)
    assert known.settle(files, f"{sig} Files", [], is_file=False) is False


def test_round10_a_declared_member_in_another_form_is_a_leaf_under_signposting() -> None:
    export = "http://portal.test/api/export?exporter=schema.org&id=ab12"
    item = "http://portal.test/api/access/datafile/4455667"
    b = Boundary(plan("signposting", declared=frozenset({export, item})))
    # round 25s: a declared export in another, undeclared format is not taken (the sets'
    # writers leave it out 15 URIs to 1)
    assert not b.decide(E, "http://portal.test/api/export?exporter=ddi&id=ab12")[0]
    assert b.decide(E, "http://portal.test/file.xhtml?fileId=4455667&version=1.0")[0]
    # another record's export, another file's page: not declared
    assert not b.decide(E, "http://portal.test/api/export?exporter=ddi&id=cd34")[0]
    assert not b.decide(E, "http://portal.test/file.xhtml?fileId=9999999&version=1.0")[0]
    # round 13: on a portal known by host name too (the declared members are the portal's
    # own publication); round 25s: there too a declared file's page only, not another format
    known = Boundary(plan("signposting", declared=frozenset({export, item}), known_host=True))
    assert not known.decide(E, "http://portal.test/api/export?exporter=ddi&id=ab12")[0]
    assert known.decide(E, "http://portal.test/file.xhtml?fileId=4455667&version=1.0")[0]
    assert not known.decide(E, "http://portal.test/api/export?exporter=ddi&id=cd34")[0]
    # but not the unknown portal's wider views (a page below the entry's path)
    assert not known.decide(E, E + "/full")[0]
    assert Boundary(plan("signposting", declared=frozenset({export}))).decide(E, E + "/full")[0]


def test_round10_the_entrys_record_on_its_api_host_is_fetched_as_a_file() -> None:
    b = Boundary(plan("path_based", params={"root": "portal.test/item/ab12"}))
    api = "http://api.portal.test/v2/items/ab12/versions/3"
    assert b.decide(E, api)[0] and api in b.pending  # fetched to see whether it is a file
    b.settle(api, "{}", [], is_file=True)
    assert b.is_member(api) and not b.followed(api)
    # a member's link there is not (it names the member's own version)
    member = E + "/2"
    assert b.decide(E, member)[0]
    assert not b.decide(member, "http://api.portal.test/v2/items/ab12/versions/2")[0]


def test_round10_the_entrys_own_action_shaped_path_with_another_query_is_content() -> None:
    entry = "http://portal.test/watch?v=Qx7T"
    b = Boundary(plan("sig_uri", entry=entry, aliases=frozenset({entry}), significant="Qx7T"))
    assert b.decide(entry, "http://portal.test/watch?v=Qx7T&t=95s")[0]  # a chapter link
    assert not b.decide(entry, "http://portal.test/watch?v=Qx7T&action=edit")[0]
    assert not b.decide(entry, "http://portal.test/lab/tide/watch")[0]  # an action elsewhere
    known = Boundary(
        plan(
            "sig_uri", entry=entry, aliases=frozenset({entry}), significant="Qx7T", known_host=True
        )
    )
    assert not known.decide(entry, "http://portal.test/watch?v=Qx7T&t=95s")[0]


def test_round11_the_directory_the_entrys_files_sit_in_elsewhere_is_a_leaf() -> None:
    files = "http://dap.portal.test/data/v1.3/"
    links = [files + "tas_2023.nc", files + "rain_2023.nc", "http://dap.portal.test/data/"]
    entry = Page(url=E, status=200, mime="text/html", links=links)
    b = Boundary(plan("path_based", params={"root": "portal.test/item/ab12"}, entry_page=entry))
    ok, reason = b.decide(E, files)
    assert ok and "the entry's files sit in" in reason and not b.followed(files)
    # a directory above them is not theirs (the whole data store)
    assert not b.decide(E, "http://dap.portal.test/data/")[0]
    # a portal named by host keeps its rules
    known = Boundary(
        plan(
            "path_based",
            known_host=True,
            params={"root": "portal.test/item/ab12"},
            entry_page=entry,
        )
    )
    assert not known.decide(E, files)[0]


def test_round11_a_file_named_by_another_doi_is_another_records() -> None:
    chapter = "http://portal.test/chapter/10.1007/978-3-030-61842-7_7"
    p = plan("single_page_plus_ignored", entry=chapter, aliases=frozenset({chapter}))
    b = Boundary(p)
    book = "http://portal.test/content/pdf/10.1007/978-3-030-61842-7.pdf"
    own = "http://portal.test/content/pdf/10.1007/978-3-030-61842-7_7.pdf"
    assert b.decide(chapter, book) == (False, "artifact: a file of another DOI")
    assert b.decide(chapter, own)[0]
    # views after the DOI are the record's (`…/full` entry, `…/pdf` file)
    full = "http://portal.test/articles/10.3389/fmicb.2021.654321/full"
    v = Boundary(plan("single_page_plus_ignored", entry=full, aliases=frozenset({full})))
    assert v.decide(full, "http://portal.test/articles/10.3389/fmicb.2021.654321/pdf.pdf")[0]
    # a portal named by host keeps its rules
    known = Boundary(
        plan(
            "single_page_plus_ignored",
            entry=chapter,
            aliases=frozenset({chapter}),
            known_host=True,
        )
    )
    assert known.decide(chapter, book)[0]


def test_round11_the_entrys_own_path_with_a_query_is_the_declared_record_again() -> None:
    declared = frozenset({"http://portal.test/bitstream/1/a.pdf"})
    b = Boundary(plan("signposting", declared=declared))
    full = E + "?show=full"
    assert b.decide(E, full)[0] and not b.followed(full)
    # not in another interface language
    assert not b.decide(E, E + "?lang=de")[0]
    # a portal named by host keeps its rules
    known = Boundary(plan("signposting", declared=declared, known_host=True))
    assert not known.decide(E, full)[0]


def test_round11_a_page_of_a_section_above_the_entry_is_not_the_hops() -> None:
    e = "http://portal.test/core/journals/antiquity/article/a-causeway/3F2A1B9C0D4E"
    p = plan("single_page_plus_ignored", entry=e, aliases=frozenset({e}))
    b = Boundary(p)
    # a service filed under an ancestor of the entry, named by no identifier
    assert b.decide(e, "http://portal.test/core/alerts") == (
        False,
        "artifact: a page of a section above the entry",
    )
    # one named by an identifier (the record's export) stays; so do files
    assert b.decide(e, "http://portal.test/core/export?ids=3F2A1B9C0D4E")[0]
    assert b.decide(e, "http://portal.test/core/services/S0003598X2100.pdf")[0]
    # a portal named by host keeps its rules
    known = Boundary(
        plan("single_page_plus_ignored", entry=e, aliases=frozenset({e}), known_host=True)
    )
    assert known.decide(e, "http://portal.test/core/alerts")[0]
