"""Inference for unknown portals: each rule decided from a small hand-made entry page."""

from __future__ import annotations

from urllib.parse import quote

from keepnet.artifacts.choose import entry_named_files, plan_boundary
from keepnet.artifacts.inference import Thresholds, candidate_links, infer
from keepnet.artifacts.kinship import keyed_alike, other_format
from keepnet.artifacts.loader import load
from keepnet.artifacts.model import Page
from keepnet.artifacts.probes import mirrored_links
from keepnet.artifacts.roots import (
    entry_file_hosts,
    entry_root,
    file_hosts,
    identifier_root,
    twin_roots,
)
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Response, Site
from sites.portals.inproc import web_fetch

D = frozenset({"p.test"})


async def run(
    pages: dict[str, str],
    entry: str,
    ignored: frozenset[str] = frozenset(),
    home_title: str | None = None,
) -> tuple[str, list[str]]:
    fetch = web_fetch(VirtualWeb([Site("p.test", pages)]))
    page = await load(fetch, "http://p.test" + entry)
    inf = await infer(fetch, page, ignored, D, home_title, ("/tag/",))
    return inf.heuristic, inf.evidence


def a(*hrefs: str) -> str:
    return "".join(f'<a href="{h}">x</a>' for h in hrefs)


async def test_candidate_links_set_aside_chrome_and_other_portals() -> None:
    fetch = web_fetch(
        VirtualWeb([Site("p.test", {"/e": a("/m", "/f.csv", "http://o.test/", "/e")})])
    )
    page = await load(fetch, "http://p.test/e")
    links, counts = candidate_links(page, frozenset({"http://p.test/m"}), D)
    assert links == ["http://p.test/f.csv"] and counts == {"other portals": 1, "ignored": 1}


async def test_rules_in_order() -> None:
    assert (await run({"/e": a("/tag/x/")}, "/e"))[0] == "single_page"
    assert (await run({"/r/p": a("/r/p/a", "/r/p/b", "/r/p/c", "/x")}, "/r/p"))[0] == "path_based"
    ext = a("/r/p/a", "/r/p/b", "/r/p/c", "http://raw.p.test/r/p/main/f.txt")
    assert (await run({"/r/p": ext}, "/r/p"))[0] == "path_based_externals"
    # the identifier leads on: its search lists records that carry it (GBIF)
    ids = {"/d/ab12": a("/s?k=ab12", "/m/ab12/x", "/other"), "/s?k=ab12": a("/r/1?k=ab12")}
    assert (await run(ids, "/d/ab12"))[0] == "sig_uri"
    # only views of the entry carry it (a preprint's versions and PDF): one hop, not sig_uri
    views = {"/d/ab12": a("/v/ab12/x", "/w/ab12/y.pdf", "/other"), "/v/ab12/x": a("/other")}
    assert (await run(views, "/d/ab12"))[0] == "single_page_plus"
    # ... but with nothing else to go on, sig_uri keeps them where single_page would not
    del views["/d/ab12"]
    views["/d/ab12"] = a("/v/ab12/x", "/w/ab12/y", "/other")
    heuristic, evidence = await run(views, "/d/ab12")
    assert heuristic == "sig_uri" and any("single_page would lose them" in e for e in evidence)
    # two carriers among many links (a paper's deliveries) are kept too
    few = a("/get?id=ab12&t=2", "/get?id=ab12&t=3", "/o1", "/o2", "/o3", "/o4")
    assert (await run({"/d/ab12": few}, "/d/ab12"))[0] == "sig_uri"
    title = "<title>A long artifact title</title>"
    pages = {"/e": title + a("/one"), "/one": "A long artifact title" + a("/two"), "/two": "x"}
    assert (await run(pages, "/e"))[0] == "sig_title"
    # holders leading on to files only: the title heuristic takes its members' files
    # itself (round 11), the "+" hop would add only the entry's other links (its network)
    pages["/one"] = "A long artifact title" + a("/two.csv")
    pages["/e"] = title + a("/one", "/network")
    assert (await run(pages, "/e"))[0] == "sig_title"
    # ... and when it links none (Dryad's row), both collect the same: the seed's Title+
    pages["/e"] = title + a("/one")
    assert (await run(pages, "/e"))[0] == "sig_title_plus_ignored"
    # ... to files and to a page without the title (Dryad's dataset): the "+" hop keeps it
    pages["/one"] = "A long artifact title" + a("/two.csv", "/three")
    pages["/three"] = "a page of its own"
    assert (await run(pages, "/e"))[0] == "sig_title_plus_ignored"
    pages = {
        "/e": "<title>Site | A long artifact title</title>" + a("/one"),
        "/one": "A long artifact title" + a("/two"),
    }
    heuristic, evidence = await run(pages, "/e", home_title="Site | Home")
    assert heuristic == "sig_filtered_title" and any("shares a part" in e for e in evidence)
    assert (await run({"/e": a("/f.csv")}, "/e"))[0] == "single_page_plus"
    assert (await run({"/e": a("/f.csv", "/m")}, "/e", frozenset({"http://p.test/m"})))[
        0
    ] == "single_page_plus_ignored"
    assert (await run({"/e": a("/next-post")}, "/e"))[0] == "single_page"


async def test_the_plus_hop_stays_for_identifier_pages_that_lack_the_title() -> None:
    # round 11: an abstract whose `/format/<id>` page lacks the title; the title
    # heuristics alone would lose it, so holders leading on to files keep the "+" hop
    title = "<title>A long artifact title</title>"
    pages = {
        "/abs/ab12": title + a("/one", "/format/ab12", "/pdf/ab12"),
        "/one": "A long artifact title" + a("/two.csv"),
        "/pdf/ab12": "A long artifact title",
        "/format/ab12": "formats",
    }
    assert (await run(pages, "/abs/ab12"))[0] == "sig_title_plus_ignored"
    del pages["/format/ab12"]
    pages["/abs/ab12"] = title + a("/one", "/pdf/ab12", "/network")
    assert (await run(pages, "/abs/ab12"))[0] == "sig_title"


async def test_the_root_of_an_index_page_is_its_directory() -> None:
    assert entry_root("http://p.test/proj/x/index.html") == "p.test/proj/x"
    assert entry_root("http://p.test/proj/x/") == "p.test/proj/x"
    assert entry_root("http://p.test/index.html") == "p.test/index.html"  # no directory to cut
    # a page among its siblings is not their directory (a proceedings paper, a talk)
    assert entry_root("http://p.test/conf2025/Paper117.html") == "p.test/conf2025/Paper117.html"


async def test_thin_path_evidence_is_probed_and_breadcrumbs_do_not_count() -> None:
    pages = {
        "/g/proj": a("/g", "/g/proj/docs", "/people/x"),
        "/g/proj/docs": a("/g/proj/docs/install"),
    }
    heuristic, evidence = await run(pages, "/g/proj")
    assert heuristic == "path_based", evidence
    assert any("1 breadcrumbs" in e for e in evidence)
    assert any("probing them found 1 more" in e for e in evidence)
    # the same page whose one link under the root leads nowhere further: not path-based
    pages["/g/proj/docs"] = a("/elsewhere")
    assert (await run(pages, "/g/proj"))[0] != "path_based"


async def test_probes_stay_within_their_budget() -> None:
    chain = {f"/r/p/{i}": a(f"/r/p/{i + 1}") for i in range(30)}
    chain["/r/p"] = a("/r/p/0", "/x")
    fetch = web_fetch(VirtualWeb([Site("p.test", chain)]))
    page = await load(fetch, "http://p.test/r/p")
    inf = await infer(fetch, page, frozenset(), D, None, (), Thresholds(probe_budget=3))
    assert inf.heuristic == "path_based"
    assert "inference probed 3 pages (budget 3)" in inf.evidence


async def test_file_hosts_need_two_downloads_or_the_entry_identifier() -> None:
    body = a(
        "http://files.f.test/ab12/data.csv",  # carries the entry's identifier
        "http://cdn.c.test/x.zip",
        "http://cdn.c.test/y.zip",  # two downloads
        "http://thesis.t.test/paper.pdf",  # one download, nothing of the entry: another artifact
        "http://o.test/page",  # not a download
    )
    fetch = web_fetch(VirtualWeb([Site("p.test", {"/d/ab12": body})]))
    page = await load(fetch, "http://p.test/d/ab12")
    assert file_hosts(page, [], D) == ["cdn.c.test", "files.f.test"]
    # a known portal's files are its own artifacts (a notebook viewer showing GitHub's)
    assert file_hosts(page, [], D, known=lambda u: "cdn.c.test" in u) == ["files.f.test"]


async def test_one_file_the_entry_links_elsewhere_is_on_a_file_host_unless_a_known_portal() -> None:
    body = a(
        "http://cdn.c.test/files/4411",  # one bare file on an unknown host: this artifact's
        "http://known.k.test/o/r/raw/main/x.ipynb",  # a file of a portal the base knows
        "http://o.test/page",  # not a file
        "http://p.test/local.csv",  # on the portal
    )
    fetch = web_fetch(VirtualWeb([Site("p.test", {"/d/ab12": body})]))
    page = await load(fetch, "http://p.test/d/ab12")
    known = lambda u: "k.test" in u  # noqa: E731
    assert entry_file_hosts(page, D, known) == ["cdn.c.test"]


async def test_pages_below_the_entry_it_does_not_link_make_it_a_path() -> None:
    # a slide deck: three links below it among many, its first slide leads to the others
    outside = a("/u", "/u/other-deck", "/v/deck", "/cat/x", "/w/deck-2")
    deck = a("/u/deck/1", "/u/deck/transcript", "/u/deck/download") + outside
    pages = {"/u/deck": deck, "/u/deck/1": a("/u/deck/2"), "/u/deck/2": a("/u/deck/3")}
    heuristic, evidence = await run(pages, "/u/deck")
    assert heuristic == "path_based", evidence
    # one further page only: not enough to leave the single hop
    pages = {"/u/deck": deck, "/u/deck/1": a("/u/deck/2")}
    assert (await run(pages, "/u/deck"))[0] != "path_based"


async def test_one_link_below_the_entry_that_starts_a_chain_makes_it_a_path() -> None:
    # a deck whose entry links only its next slide, each slide the next one
    outside = a("/u", "/u/other-deck", "/v/deck", "/cat/x", "/w/deck-2")
    pages = {
        "/u/deck": a("/u/deck/2") + outside,
        "/u/deck/2": a("/u/deck/3"),
        "/u/deck/3": a("/u/deck/4"),
    }
    heuristic, evidence = await run(pages, "/u/deck")
    assert heuristic == "path_based", evidence
    # a post's one feed link that leads only to the post itself with a query (reply
    # forms) has nothing below it: not a path
    pages = {
        "/u/deck": a("/u/deck/feed") + outside,
        "/u/deck/feed": a("/u/deck?replytocom=1", "/u/deck?replytocom=2"),
    }
    assert (await run(pages, "/u/deck"))[0] != "path_based"


async def test_a_file_under_a_listing_path_is_still_a_download() -> None:
    # a publication page whose full text is served under its author's profile path
    pages = {"/pub/1-urban-heat": a("/tag/jk/pub/1/links/paper.pdf", "/tag/jk", "/about")}
    heuristic, evidence = await run(pages, "/pub/1-urban-heat")
    assert heuristic.startswith("single_page_plus"), evidence


async def test_a_posts_feeds_and_declared_alternates_are_not_carriers_to_keep() -> None:
    # a blog post: its comments feed, reply forms, JSON and short URL carry its id
    head = '<link rel="alternate" href="/wp-json/posts/2231"><link rel="shortlink" href="/?p=2231">'
    body = a("/2231/feed/", "/2231?replytocom=7", "/cat/x", "/o1", "/o2")
    heuristic, evidence = await run({"/2231": head + body}, "/2231")
    assert heuristic == "single_page", evidence
    # tabs in the page's body that carry it are kept (rule 6)
    tabs = body + a("/d/2231/activity", "/m/2231/metrics")
    assert (await run({"/2231": head + tabs}, "/2231"))[0] == "sig_uri"


def test_twin_roots_are_the_entrys_name_under_another_section() -> None:
    links = [f"http://p.test/p/ladybug-gis/{t}/" for t in ("wiki", "tickets")]
    links += ["http://p.test/u/ladybug-gis", "http://p.test/p/other-name/wiki/"]
    assert twin_roots("p.test/projects/ladybug-gis", links, 2) == ["p.test/p/ladybug-gis"]
    # one link is not enough; a short or plain name is no project's name
    assert twin_roots("p.test/projects/ladybug-gis", links[:1], 2) == []
    assert (
        twin_roots("p.test/projects/gis", ["http://p.test/p/gis/a", "http://p.test/p/gis/b"], 2)
        == []
    )


async def test_a_project_under_two_sections_is_one_path_artifact() -> None:
    tools = a("/p/ladybug-gis/wiki/", "/p/ladybug-gis/tickets/", "/p/ladybug-gis/code/")
    outside = a("/u/pm", "/directory/gis/", "/projects/other-tool/")
    pages = {"/projects/ladybug-gis/": a("/projects/ladybug-gis/files/") + tools + outside}
    fetch = web_fetch(VirtualWeb([Site("p.test", pages)]))
    page = await load(fetch, "http://p.test/projects/ladybug-gis/")
    inf = await infer(fetch, page, frozenset(), D, None, ("/tag/",))
    assert inf.heuristic == "path_based", inf.evidence
    assert inf.params["also_roots"] == ["p.test/p/ladybug-gis"]


async def test_a_host_homepage_entry_is_a_site_of_its_own() -> None:
    pages = {"/": a("/about", "/charts/a", "/data/x.csv")}
    heuristic, evidence = await run(pages, "/")
    assert heuristic == "path_based" and any("homepage" in e for e in evidence)


async def test_a_tree_below_a_minority_of_links_is_the_artifact() -> None:
    outside = a("/datasets/o/c", "/spaces/o/d", "/models?x=1", "/models?x=2", "/o/other")
    tabs = a("/o/m/tree/main", "/o/m/discussions")
    tree = a("/o/m/blob/main/a", "/o/m/blob/main/b", "/o/m/blob/main/c", "/o/m/commits/main")
    pages = {"/o/m": outside + tabs, "/o/m/tree/main": tree, "/o/m/discussions": a("/o/m/d/1")}
    heuristic, evidence = await run(pages, "/o/m")
    assert heuristic == "path_based" and any("more pages under it" in e for e in evidence)
    # the same minority without a tree below it stays something else
    del pages["/o/m/tree/main"]
    assert (await run(pages, "/o/m"))[0] != "path_based"


async def test_an_id_pattern_group_is_the_identifier() -> None:
    # GBIF IPT (recognised by signature): the id is the value of r=, which the API names too
    r = "herbarium_v"
    entry = a(f"/ipt/archive.do?r={r}", f"/ipt/eml.do?r={r}", f"http://api.p.test/v1/d/{r}/doc")
    web = VirtualWeb([Site("ipt.p.test", {f"/ipt/resource?r={r}": entry})])
    plan = await plan_boundary(f"http://ipt.p.test/ipt/resource?r={r}", web_fetch(web))
    assert plan.recognised_by is not None and plan.heuristic == "sig_uri"
    assert plan.significant == r


async def test_thin_title_evidence_is_probed_further_within_the_budget() -> None:
    # six related pages without the title come first; the seventh holds it and leads on
    title = "<title>A long artifact title</title>"
    others = [f"/rel/{i}" for i in range(6)]
    pages = {"/e": title + a(*others, "/part"), "/part": "A long artifact title" + a("/deep")}
    pages.update({u: "unrelated" for u in others})
    fetch = web_fetch(VirtualWeb([Site("p.test", pages)]))
    page = await load(fetch, "http://p.test/e")
    inf = await infer(fetch, page, frozenset(), D, None, ())
    assert inf.heuristic == "sig_title", inf.evidence
    assert any("(budget 12)" in e for e in inf.evidence)


async def test_a_portal_recognised_by_signature_keeps_its_own_pages_off_the_chrome() -> None:
    # DSpace under another name: its 404 page links (relatively) below the item's path
    meta = '<meta name="generator" content="DSpace 6.3">'
    item = "/handle/1/42"
    pages = {
        item: meta + a(f"{item}/statistics", "/bitstream/handle/1/42/t.pdf", "/about"),
        "/": a("/about", f"{item}/statistics"),
    }
    plan = await plan_boundary(
        "http://p.test" + item, web_fetch(VirtualWeb([Site("p.test", pages)]))
    )
    assert plan.recognised_by is not None
    assert f"http://p.test{item}/statistics" not in plan.ignored
    assert "http://p.test/about" in plan.ignored


async def test_the_entrys_own_tabs_count_for_the_path_but_not_its_share_buttons() -> None:
    tabs = {"/pkg/x": a("/pkg/x?tab=code", "/pkg/x?tab=versions", "/other")}
    tabs["/pkg/x?tab=code"] = a("/pkg/x?tab=versions")
    assert (await run(tabs, "/pkg/x"))[0] == "path_based"
    shares = {"/post/x": a("/post/x?share=twitter", "/post/x?share=email", "/other")}
    assert (await run(shares, "/post/x"))[0] != "path_based"
    exports = {"/ds/x": a("/ds/x?format=csv", "/ds/x?format=json", "/other")}
    assert (await run(exports, "/ds/x"))[0] != "path_based"  # its exports are files


async def test_many_links_below_the_entry_decide_after_the_title_rule() -> None:
    # A deck's slides (five below it, one leading further) among more links elsewhere (other
    # users' decks, trending, followers): a path artifact when no page elsewhere holds the
    # title; when pages elsewhere do and lead on (OSF-like components), the title rule wins.
    slides = a(*(f"/u/deck/{n}" for n in range(1, 6)))
    outside = a(*(f"/v/other-{n}/" for n in range(1, 8)))
    pages = {
        "/u/deck/": f"<title>Storm surges</title>{slides}{outside}",
        "/u/deck/5": a("/u/deck/6"),
        **{f"/v/other-{n}/": "<title>Another deck</title>" for n in range(1, 8)},
    }
    heuristic, evidence = await run(pages, "/u/deck/")
    assert heuristic == "path_based"
    assert any("no page elsewhere holds the title" in e for e in evidence)
    for n in range(1, 8):
        pages[f"/v/other-{n}/"] = f"<title>Storm surges part {n}</title>{a(f'/w/{n}')}"
    assert (await run(pages, "/u/deck/"))[0] != "path_based"


async def test_when_only_pages_below_the_entry_hold_the_title_the_path_holds_it() -> None:
    # a dataset's tabs (data, code, discussion) hold its title and lead on below it, among
    # more links elsewhere; its discussion thread does not hold the title: the path keeps
    # it, the title would not.  A page elsewhere holding the title keeps the title rule.
    t = "<title>Argo float profiles</title>"
    tabs = a("/d/o/argo/data", "/d/o/argo/code", "/d/o/argo/discussion")
    outside = a("/code/p/nb", "/d/o/other", "/d/p/third", "/u/o", "/u/p")
    pages = {
        "/d/o/argo": t + tabs + outside,
        "/d/o/argo/data": t + a("/d/o/argo/data/f.csv"),
        "/d/o/argo/code": t + a("/code/p/nb"),
        "/d/o/argo/discussion": t + a("/d/o/argo/discussion/55012"),
    }
    heuristic, evidence = await run(pages, "/d/o/argo")
    assert heuristic == "path_based"
    assert any("every page holding the title" in e for e in evidence)
    pages["/code/p/nb"] = t + a("/code/p/nb/input")
    assert (await run(pages, "/d/o/argo"))[0] != "path_based"


async def test_round6_listing_hints_hold_only_where_no_entry_names_the_host() -> None:
    # An OJS issue, a DSpace 7 person entity: listings every set author left out (round 6).
    # They extend the hints of portals not known by host name; a host-name match (GitHub,
    # in the bundled table) keeps the hints it had.
    pages = {"/article/view/7": a("/issue/view/3", "/entities/person/9")}
    unknown = await plan_boundary(
        "http://j.test/article/view/7", web_fetch(VirtualWeb([Site("j.test", pages)]))
    )
    assert not unknown.known_host
    assert "/issue/view/" in unknown.hints and "/entities/person/" in unknown.hints
    # round 9: a research-information system's persons, a wiki page's history
    assert "/person/" in unknown.hints and "action=history" in unknown.hints
    assert "/tagged/" in unknown.hints and "/shop/" in unknown.hints
    assert "/series/" in unknown.hints
    known = await plan_boundary(
        "http://github.com/o/r", web_fetch(VirtualWeb([Site("github.com", {"/o/r": "x"})]))
    )
    assert known.known_host and "/issue/view/" not in known.hints
    assert "/person/" not in known.hints and "/series/" not in known.hints
    assert "/tag/" in known.hints


async def test_a_related_record_of_the_same_kind_does_not_hold_the_title() -> None:
    # Round 7: an interview names the entry in its "Related interview" line and links its
    # own transcript and export, the entry's own links under its name: another record,
    # not a part, so the title rule does not take it (the "+" hop keeps the files).
    t = "<title>Interview with Edna Whitlock</title>"
    pages = {
        "/interviews/114": t
        + a("/files/114.pdf", "/export?id=114", "/interviews/131", "/collections/c"),
        "/interviews/131": "<title>Interview with Roy Castell</title>"
        + a("/files/131.pdf", "/export?id=131", "/collections/c")
        + '<p>Related: <a href="/interviews/114">Interview with Edna Whitlock</a></p>',
    }
    heuristic, evidence = await run(pages, "/interviews/114")
    assert heuristic == "single_page_plus", evidence
    # A part shaped like the entry (an OSF-like component under a short id) links its
    # own files, not the entry's under its name: it still holds the title.
    part = {
        "/b7xq4/": t + a("/k7d3s/", "/m2x9q/"),
        "/k7d3s/": '<a href="/b7xq4/">Interview with Edna Whitlock</a>' + a("/download/k7d3s/"),
        "/m2x9q/": '<a href="/b7xq4/">Interview with Edna Whitlock</a>' + a("/download/m2x9q/"),
    }
    assert (await run(part, "/b7xq4/"))[0].startswith("sig_title")


def test_mirrored_links_are_the_entrys_links_under_another_name() -> None:
    def page(url: str, *links: str) -> Page:
        return Page(url=url, status=200, links=list(links))

    entry = page("http://p.test/o/114", "http://p.test/f/114.pdf", "http://p.test/x?id=114")
    other = page("http://p.test/o/131", "http://p.test/f/131.pdf", "http://p.test/x?id=131")
    assert mirrored_links(other, entry) == 2
    assert mirrored_links(page("http://p.test/o/131", "http://p.test/d/131"), entry) == 0


def test_an_entry_that_views_its_record_is_rooted_at_the_record() -> None:
    # Round 7: a capsule's files at version 2 (`…/5187343/tree/v2`) beside its runs
    # (`…/5187343/reproducible-run/8811`): the record is rooted at its identifier.
    root = "h.test/capsule/5187343/tree/v2"
    run = "http://h.test/capsule/5187343/reproducible-run/8811"
    assert identifier_root(root, [run]) == "h.test/capsule/5187343"
    assert identifier_root(root, ["http://h.test/capsule/5187343/tree/v2/code/a.py"]) == root
    # not when a number or an identifier follows (a DSpace handle, a bioRxiv DOI)
    handle = "h.test/handle/20.500.12345/678"
    assert identifier_root(handle, ["http://h.test/handle/20.500.12345/12"]) == handle
    doi = "h.test/content/10.1101/2024.01.01.573456v2"
    assert identifier_root(doi, ["http://h.test/content/10.1101/other"]) == doi


async def test_pages_outside_the_path_with_the_entry_in_their_breadcrumb_are_its_parts() -> None:
    # Round 7: an OSF-like project's tabs lie below it, its files under short ids of their
    # own; the files' breadcrumb trail passes through the project, so the path would lose
    # them and the title decides.  Without the trail the path holds it, as before.
    t = "<title>Carbon burial in salt marshes</title>"
    tabs = ["/w8r4k/wiki", "/w8r4k/files", "/w8r4k/analytics"]
    crumb = '<div class="breadcrumb"><a href="/w8r4k/">Carbon burial in salt marshes</a></div>'
    pages = {"/w8r4k/": t + a(*tabs, "/q2m7z/", "/t9v3x/")}
    pages.update({u: t + a(*tabs) for u in tabs})
    pages.update({f"/{g}/": crumb + a(f"/download/{g}/") for g in ("q2m7z", "t9v3x")})
    heuristic, evidence = await run(pages, "/w8r4k/")
    assert heuristic.startswith("sig_title"), evidence
    assert any("breadcrumb trail" in e for e in evidence)
    for g in ("q2m7z", "t9v3x"):
        pages[f"/{g}/"] = '<a href="/w8r4k/">Carbon burial in salt marshes</a>' + a(
            f"/download/{g}/"
        )
    assert (await run(pages, "/w8r4k/"))[0] == "path_based"


async def test_round9_pages_a_member_links_with_the_entry_in_their_trail_are_its_parts() -> None:
    # Round 9: an ArchivesSpace-like finding aid links its own tabs below its path; its
    # components, listed by one tab, live under ids of their own with the finding aid in
    # their breadcrumb trail: the path would lose them and the title decides.
    t = "<title>Papers of Elinor Marsh</title>"
    crumb = '<nav class="breadcrumb"><a href="/r/2/res/145">Papers of Elinor Marsh</a></nav>'
    parts = ["/r/2/obj/9876", "/r/2/obj/9877"]
    pages = {
        "/r/2/res/145": t + a("/r/2/res/145/organization", "/r/2/res/145/pdf", "/agents/9"),
        "/r/2/res/145/organization": t + a(*parts, "/agents/9"),
        "/agents/9": "<title>Marsh, Elinor</title>",
    }
    pages.update({u: t + crumb + a("/agents/9") for u in parts})
    heuristic, evidence = await run(pages, "/r/2/res/145")
    assert heuristic.startswith("sig_"), evidence
    assert any("breadcrumb trail" in e for e in evidence)
    # the same components without the trail: the path holds the artifact, as before
    pages.update({u: t + a("/r/2/res/145", "/agents/9") for u in parts})
    assert (await run(pages, "/r/2/res/145"))[0] == "path_based"


async def test_round8_linked_files_by_what_the_server_sends_make_a_single_hop() -> None:
    """A record whose files have no file's name (`/retrieveFile/<uuid>/44501`): the probes
    find them to be files, so single_page would lose them (round 8); the entry's own feed
    and what its head links for machines do not count."""
    title = "<title>A long artifact title</title>"
    pdf = Response.data(b"%PDF-1.4 A long artifact title", "application/pdf")
    feed = Response.text("<rss>A long artifact title</rss>", content_type="application/rss+xml")
    pages: dict[str, object] = {
        "/rec/ISR314": title + a("/get/7f3a9c/44501", "/news"),
        "/get/7f3a9c/44501": pdf,
        "/news": "news",
    }
    heuristic, evidence = await run(pages, "/rec/ISR314")  # type: ignore[arg-type]
    assert heuristic == "single_page_plus"
    assert any("1 files by what the server sent" in e for e in evidence)
    blog = {
        "/2024/05/post/": title
        + '<link rel="alternate" href="/api/posts/5">'
        + a("/2024/05/post/feed/", "/api/posts/5", "/news"),
        "/2024/05/post/feed/": feed,
        "/api/posts/5": Response.text('{"t": 1}', content_type="application/json"),
        "/news": "news",
    }
    assert (await run(blog, "/2024/05/post/"))[0] == "single_page"  # type: ignore[arg-type]


async def test_round8_pages_titled_after_the_artifact_under_their_own_numbers_are_parts() -> None:
    """A protocol's steps and a lecture's transcript, titled after it and named by numbers
    of their own, are its parts one hop away (round 8); a tool keyed to the entry's name
    (`<entry>/republish`, `cite?page=<name>`) is not."""
    t = "A long artifact title"
    pages = {
        "/view/long-title": f"<title>{t}</title>" + a("/steps/63749", "/news"),
        "/steps/63749": f"<title>Steps: {t}</title>{t}" + a("/news"),
        "/news": "news",
    }
    heuristic, evidence = await run(pages, "/view/long-title")
    assert heuristic == "single_page_plus"
    assert any("titled after the artifact" in e for e in evidence)
    tools = {
        "/view/long-title": f"<title>{t}</title>"
        + a("/view/long-title/republish", "/cite?page=long-title", "/news"),
        "/view/long-title/republish": f"<title>Republish: {t}</title>{t}",
        "/cite?page=long-title": f"<title>Cite: {t}</title>{t}",
        "/news": "news",
    }
    assert (await run(tools, "/view/long-title"))[0] == "single_page"


async def test_round8_an_export_under_the_entrys_query_key_is_not_a_sibling() -> None:
    """`export_ris.php?RecordID=N` beside `display_record.php?RecordID=N`: the scripts'
    names make the shapes alike, but the record named under the entry's own key is the
    entry's, so its identifier is the artifact's (round 8)."""
    e = "/reg/display_record.php?RecordID=512733"
    pages = {
        e: a(
            "/reg/export_ris.php?RecordID=512733",
            "/reg/export_details_pdf.php?RecordID=512733",
            "/reg/display_record.php?RecordID=512733&VersionID=1",
        ),
        "/reg/display_record.php?RecordID=512733&VersionID=1": a(
            "/reg/display_record.php?RecordID=512733&VersionID=2"
        ),
    }
    assert (await run(pages, e))[0] == "sig_uri"
    assert keyed_alike("http://p.test/reg/export_ris.php?RecordID=512733", "http://p.test" + e)
    assert not keyed_alike("http://p.test/reg/export_ris.php?RecordID=512734", "http://p.test" + e)


async def test_round8_a_directory_the_identifier_names_is_probed_for_its_files() -> None:
    """A data server's record: the entry's other formats (`ds4711x.das`, `.dds`: the entry
    again, not siblings) and, past four carriers that lead nowhere, the `/files/<id>/`
    directory whose files carry the identifier by their path: sig_uri (round 8)."""
    e = "/srv/grid/ds4711x.html"
    pages = {
        e: a(
            "/srv/grid/ds4711x.das",
            "/srv/grid/ds4711x.dds",
            "/srv/info/ds4711x/index.html",
            "/srv/grid/ds4711x.graph",
            "/srv/files/ds4711x/",
            "/srv/search?q=x",
        ),
        "/srv/files/ds4711x/": a("/srv/files/ds4711x/a1.nc", "/srv/files/ds4711x/a2.nc"),
    }
    heuristic, evidence = await run(pages, e)
    assert heuristic == "sig_uri"
    assert any("lead on to 2 more" in ev for ev in evidence)
    assert other_format("http://p.test/srv/grid/ds4711x.das", "http://p.test" + e)
    # a name with dots is not a format (a preprint's `2025.03.14.643210v2`)
    assert not other_format("http://p.test/c/2025.01.02.611111v1", "http://p.test/c/2025.03.14.6v2")


def test_round8_share_buttons_mirror_the_entry_once() -> None:
    """A site prints share buttons keyed to every page: a chapter that repeats only them is
    not another record of the entry's kind; with one more mirrored link (its own DOI) it is."""

    def page(url: str, *links: str) -> Page:
        return Page(url=url, status=200, links=list(links))

    def share(u: str) -> list[str]:
        q = quote(u, safe="")
        return [f"http://tw.test/intent?url={q}", f"http://fb.test/sharer?u={q}"]

    e, c = "http://p.test/node/412", "http://p.test/node/413"
    entry = page(e, *share(e), "http://doi.test/10.1/x.412")
    assert mirrored_links(page(c, *share(c)), entry) == 1
    assert mirrored_links(page(c, *share(c), "http://doi.test/10.1/x.413"), entry) == 2


async def test_round8_pages_filed_like_the_entry_that_link_back_and_hold_its_title() -> None:
    """A book's chapters (`/node/413`, `/node/414` for `/node/412`) hold its title and link
    back to it but lead nowhere new: the title keeps them, the "+" hop would take them for
    other records (round 8)."""
    t = "<title>A long artifact title</title>"
    nav = '<nav><a href="/node/412">A long artifact title</a></nav>'
    pages = {
        "/node/412": t + a("/node/413", "/node/414", "/x.pdf"),
        "/node/413": "<title>1. Scope</title>" + nav,
        "/node/414": "<title>2. Reagents</title>" + nav,
    }
    heuristic, evidence = await run(pages, "/node/412")
    assert heuristic == "sig_title" and any("link back to it: its parts" in e for e in evidence)
    # round 9: and they are passed to the boundary as the artifact's parts
    fetch = web_fetch(VirtualWeb([Site("p.test", pages)]))
    inf = await infer(fetch, await load(fetch, "http://p.test/node/412"), frozenset(), D, None, ())
    assert sorted(inf.params["parts"]) == ["http://p.test/node/413", "http://p.test/node/414"]
    del pages["/node/414"]
    pages["/node/412"] = t + a("/node/413", "/x.pdf")
    assert (await run(pages, "/node/412"))[0] == "single_page_plus"  # one: a neighbour


async def test_round10_a_directory_elsewhere_named_by_the_entrys_path_is_a_root() -> None:
    entry = a("http://m.test/pub/cats/J/X/9/41/", "/biblio?c=1", "/catalog/J/X/9/4")
    listing = a("../", "ReadMe", "t1.dat")
    web = VirtualWeb(
        [
            Site(
                "p.test", {"/catalog/J/X/9/41": entry, "/biblio?c=1": "x", "/catalog/J/X/9/4": "x"}
            ),
            Site("m.test", {"/pub/cats/J/X/9/41/": listing}),
        ]
    )
    fetch = web_fetch(web)
    page = await load(fetch, "http://p.test/catalog/J/X/9/41")
    inf = await infer(fetch, page, frozenset(), D, None, ())
    assert inf.heuristic == "path_based"
    assert inf.params["also_roots"] == ["m.test/pub/cats/J/X/9/41"]
    # two segments alike (owner/repo on another forge) are another artifact, not a copy
    short = {"/r/9/41": a("http://m.test/pub/cats/J/X/9/41/", "/o")}
    web2 = VirtualWeb([Site("p.test", short), Site("m.test", {"/pub/cats/J/X/9/41/": listing})])
    fetch2 = web_fetch(web2)
    page2 = await load(fetch2, "http://p.test/r/9/41")
    assert (await infer(fetch2, page2, frozenset(), D, None, ())).heuristic != "path_based"


async def test_round10_one_identifier_carrier_that_leads_on_decides_sig_uri() -> None:
    pages = {
        "/ds/PD-7": a("/licence?ds=PD-7&f=a.csv", "/ds/PD-8", "/about"),
        "/licence?ds=PD-7&f=a.csv": a("/get?ds=PD-7&f=a.csv&accept=1"),
    }
    heuristic, evidence = await run(pages, "/ds/PD-7")
    assert heuristic == "sig_uri" and any("leads on to 1 more" in e for e in evidence)
    # a carrier that leads nowhere (a citation export) leaves an article-like page
    pages["/licence?ds=PD-7&f=a.csv"] = a("/about")
    assert (await run(pages, "/ds/PD-7"))[0] == "single_page"
    # round 11: nor do its share buttons, which carry its own URL and so the identifier
    # (a "similar projects" page under the entry's path, shared to a social site)
    pages = {
        "/pd/1001": a("/pd/1001/similar", "/about"),
        "/pd/1001/similar": a(
            "http://social.test/share?url=" + quote("http://p.test/pd/1001/similar", safe=""),
            "http://social.test/intent?u=http://p.test/pd/1001/similar",
            "/pd/2002",
        ),
    }
    assert (await run(pages, "/pd/1001"))[0] == "single_page"


async def test_round10_a_page_titled_after_the_artifact_beyond_its_tabs_sends_it_to_the_title() -> (
    None
):
    name = "Role of a long project title"
    pages = {
        "/k8f3p/": f"<title>LAB | {name}</title>" + a("/k8f3p/files/", "/k8f3p/wiki/", "/t4x/"),
        "/k8f3p/files/": f"<title>LAB | {name}</title>" + a("/5f3a/"),
        "/k8f3p/wiki/": f"<title>LAB | {name}</title>",
        "/5f3a/": f"<title>gel.zip - {name}</title><p>{name} › Files</p>",
        "/t4x/": "<title>A person</title>",
    }
    heuristic, evidence = await run(pages, "/k8f3p/", home_title="LAB | Home")
    assert heuristic == "sig_filtered_title"
    assert any("titled after it" in e for e in evidence)
    # a page outside titled otherwise leaves the path rule to decide
    pages["/5f3a/"] = "<title>gel.zip</title><p>Files</p>"
    assert (await run(pages, "/k8f3p/", home_title="LAB | Home"))[0] == "path_based"


async def test_round10_signposting_without_items_keeps_the_files_named_by_the_entry() -> None:
    meta = '<link rel="describedby" href="/posters/15-412/meta.jsonld" type="application/ld+json">'
    body = a("http://files.other.test/posters/15-412.pdf", "http://files.other.test/x/9-9.pdf")
    pages = {"/posters/15-412": f"<html><head>{meta}</head><body>{body}</body></html>"}
    web = VirtualWeb([Site("p.test", pages)])
    plan = await plan_boundary("http://p.test/posters/15-412", web_fetch(web))
    # round 14: signposting without items that leaves out the files the entry links is
    # partial (partial.py): the portal's shape decides, the declared metadata kept, and
    # the files' host is the artifact's file host (round 10 asserted signposting here)
    assert plan.heuristic != "signposting"
    assert "http://p.test/posters/15-412/meta.jsonld" in plan.declared
    assert plan.params.get("file_hosts") == ["files.other.test"]
    # with an item declared, the portal said what its content is
    item = '<link rel="item" href="/posters/15-412/poster.pdf" type="application/pdf">'
    pages["/posters/15-412"] = f"<html><head>{meta}{item}</head><body>{body}</body></html>"
    web = VirtualWeb([Site("p.test", pages)])
    plan = await plan_boundary("http://p.test/posters/15-412", web_fetch(web))
    assert plan.heuristic == "signposting" and "file_hosts" not in plan.params


def test_round10_an_owner_and_name_under_another_section_is_a_twin_root() -> None:
    links = [
        "http://p.test/layers/lab/tide/2.1.0/images/sha256-3f1c",
        "http://p.test/r/lab/other/tags",
        "http://p.test/u/lab",
    ]
    assert twin_roots("p.test/r/lab/tide", links, 2) == ["p.test/layers/lab/tide"]
    # the section itself again, or nothing below the twin: no twin
    assert twin_roots("p.test/r/lab/tide", ["http://p.test/r/lab/tide/x/y"], 2) == []
    assert twin_roots("p.test/r/lab/tide", ["http://p.test/layers/lab/tide"], 2) == []


async def test_round10_a_doi_registrant_prefix_is_not_the_entrys_identifier() -> None:
    entry = "/content/10.1101/2026.01.12.6123v2"
    links = a(
        "/content/10.1101/2026.01.12.6123v1",
        "/content/10.1101/2026.01.12.6123v2.full",
        "/content/10.1101/2026.01.12.6123v2.full.pdf",
        "/highwire/citation/34567/bibtext",
        "/about",
    )
    _, evidence = await run({entry: links}, entry)
    assert not any("'10.1101'" in e for e in evidence)


async def test_round11_the_identifier_over_the_hop_when_every_download_carries_it() -> None:
    title = "<title>A long artifact title</title>"
    pages = {
        "/rec/ab12": title + a("/pdf/ab12.pdf", "/cite?id=ab12", "/journal/x", "/alerts?id=ab12"),
        "/cite?id=ab12": "citation",
        "/journal/x": "<title>The journal</title>the journal's issues",
    }

    async def infer_on(pages: dict[str, str], services: tuple[str, ...] = ()) -> str:
        fetch = web_fetch(VirtualWeb([Site("p.test", pages)]))
        page = await load(fetch, "http://p.test/rec/ab12")
        return (await infer(fetch, page, frozenset(), D, None, (), services=services)).heuristic

    # the PDF carries the identifier; the hop would add only the journal (probed: no title)
    assert await infer_on(pages) == "sig_uri"
    # a carrier the boundary leaves as a service (an alert keyed to the record): the hop,
    # which leaves it, keeps precision the identifier would not
    assert await infer_on(pages, ("/alerts?",)) == "single_page_plus"
    # a page the hop alone would take holds the title (a version, a part): the hop
    pages["/journal/x"] = "A long artifact title, version 1"
    assert await infer_on(pages) == "single_page_plus"
    # a page the hop alone would take names the entry by another of its identifiers (a
    # figure under the record's number, the identifier being number and slug): the hop
    slug = "/publication/350123_Lake_Drainage"
    rg = {
        slug: title
        + a(slug + "/file.pdf", slug + "/cite", "/figure/Map_fig1_350123", "/j/x", "/j/y", "/j/z"),
        slug + "/cite": "citation",
        "/figure/Map_fig1_350123": "a figure",
        "/j/x": "the journal",
        "/j/y": "another",
        "/j/z": "another",
    }
    fetch = web_fetch(VirtualWeb([Site("p.test", rg)]))
    page = await load(fetch, "http://p.test" + slug)
    assert (await infer(fetch, page, frozenset(), D, None, ())).heuristic == "single_page_plus"
    # a download that does not carry the identifier would be lost: the hop
    pages["/journal/x"] = "<title>The journal</title>the journal's issues"
    pages["/rec/ab12"] = title + a("/pdf/ab12.pdf", "/cite?id=ab12", "/journal/x", "/f/data.csv")
    assert await infer_on(pages) == "single_page_plus"


async def test_round11_a_page_on_another_host_of_the_portal_titled_after_the_artifact() -> None:
    name = "B01003: Total Population"
    entry = f"<title>Explorer - {name}</title>" + a(
        "/table/B01003/notes",
        "/table/B01003/download?format=csv",
        "/table/B01003/more",
        "http://api.p.test/groups/B01003.html",
    )
    pages = {
        "/table/B01003": entry,
        "/table/B01003/notes": f"<title>Notes: {name}</title>{name}",
        "/table/B01003/more": f"<title>More: {name}</title>{name}",
    }
    api = {"/groups/B01003.html": f"<title>{name} variables</title><h1>{name}</h1>"}

    async def infer_on(api: dict[str, str]) -> str:
        fetch = web_fetch(VirtualWeb([Site("p.test", pages), Site("api.p.test", api)]))
        page = await load(fetch, "http://p.test/table/B01003")
        return (await infer(fetch, page, frozenset(), D, "Explorer", ())).heuristic

    # the API host's page shows the artifact under a title of its own: the path would
    # lose it, the title keeps it
    assert (await infer_on(api)).startswith("sig_")
    # titled otherwise, it is another service's page; but it carries the record's
    # identifier (the root's last segment), which the path would lose: round 24c's
    # identifier decides (keyed.py), keeping the path's pages and it
    api["/groups/B01003.html"] = "<title>Variables</title><h1>Variables</h1>"
    assert await infer_on(api) == "sig_uri"
    # nor carrying the identifier: the path decides
    pages["/table/B01003"] = entry.replace("/groups/B01003.html", "/groups/all.html")
    api["/groups/all.html"] = api.pop("/groups/B01003.html")
    assert await infer_on(api) == "path_based"


async def test_round11_a_file_on_a_bare_file_store_keeps_the_hop() -> None:
    async def infer_on(body: str) -> str:
        fetch = web_fetch(VirtualWeb([Site("p.test", {"/45/Upload": body})]))
        page = await load(fetch, "http://p.test/45/Upload")
        return (await infer(fetch, page, frozenset(), D, None, (), known=lambda u: False)).heuristic

    # the upload's PDF on a CDN that serves the entry nothing else: single_page would lose it
    assert (
        await infer_on(a("http://cdn.c.test/67/Paper.pdf?x=1", "/44/Other")) == "single_page_plus"
    )
    # a host where the entry also links a page (a preprint server's abstract beside its PDF)
    # is a portal citing another artifact: an article-like page still
    cited = a("http://arx.test/abs/2401.1", "http://arx.test/pdf/2401.1.pdf", "/44/Other")
    assert await infer_on(cited) == "single_page"


async def test_round11_other_records_by_two_identifiers_do_not_weigh_against_the_path() -> None:
    base = "/opinion/9505/loper-bright/"
    pages = {
        base: a(
            base + "authorities/",
            base + "summaries/",
            "/opinion/1087/marbury-v-madison/",
            "/opinion/8806/chevron-v-nrdc/",
            "/docket/6679/loper-bright/",
            "/search-all",
        ),
        base + "authorities/": "cited cases",
        base + "summaries/": "summaries",
    }
    # the cited opinions and the docket name other records by two identifiers: 2 of the 3
    # links left lie under the entry
    assert (await run(pages, base))[0] == "path_based"
    # pages alike by one identifier only (OSF's components) still weigh
    osf = {
        "/k7m2q/": a("/k7m2q/wiki/", "/k7m2q/files/", "/p3xv9/", "/r8t4w/", "/z1z1z/", "/s"),
        "/k7m2q/wiki/": "wiki",
        "/k7m2q/files/": "files",
    }
    assert (await run(osf, "/k7m2q/"))[0] != "path_based"


def test_round12_files_named_by_the_entry_are_not_chrome() -> None:
    # A project's homepage features its newest release: the release page's own files
    # (named by its version) are on the ignored list, and are the artifact's all the same.
    def page(url: str, *links: str) -> Page:
        return Page(url=url, status=200, links=list(links))

    tar = "http://p.test/download/tool-2.1.0.tar.gz"
    keys, old = "http://p.test/KEYS.txt", "http://p.test/download/tool-2.0.3.tar.gz"
    entry = page("http://p.test/releases/2.1.0.html", tar, keys, "http://p.test/about")
    ignored = frozenset({tar, keys, old, "http://p.test/about"})
    assert entry_named_files(entry, ignored) == {tar}
    # a file of another release, or one the entry does not link, stays chrome
    assert entry_named_files(page("http://p.test/releases/2.1.0.html", keys), ignored) == set()
    # a directory named by the version holds them too (`/downloads/v4.1/…`)
    notes = "http://f.test/downloads/v4.1/NOTES.txt"
    assert entry_named_files(page("http://p.test/releases/v4.1/", notes), frozenset({notes})) == {
        notes
    }


async def test_round12_the_newest_release_on_the_homepage_keeps_its_files() -> None:
    files = ("/download/tool-2.1.0.tar.gz", "/download/tool-2.1.0.zip")
    pages = {
        "/releases/2.1.0.html": "<title>Tool 2.1.0</title>" + a(*files, "/KEYS.txt", "/news"),
        "/": a(*files, "/KEYS.txt", "/news"),
        "/news": "News",
    }
    fetch = web_fetch(VirtualWeb([Site("p.test", pages)]))
    plan = await plan_boundary("http://p.test/releases/2.1.0.html", fetch)
    assert not {"http://p.test" + f for f in files} & plan.ignored
    assert "http://p.test/KEYS.txt" in plan.ignored


async def test_round12_an_edition_in_another_language_that_links_back_is_kept() -> None:
    pdf = "/get/r1.pdf"
    pages = {
        "/record?pid=r1": "<title>Dagvatten</title>" + a("/record?pid=r1&language=en", pdf),
        "/record?pid=r1&language=en": "<title>Dagvatten</title>" + a("/record?pid=r1", pdf),
        "/v/9": "<title>A video</title>" + a("/v/9?hl=es", "/c/lab"),
        "/v/9?hl=es": "<title>A video</title>" + a("/v/9?hl=de"),
    }
    fetch = web_fetch(VirtualWeb([Site("p.test", pages)]))
    plan = await plan_boundary("http://p.test/record?pid=r1", fetch)
    assert plan.params.get("editions") == ["http://p.test/record?pid=r1&language=en"]
    # the same page re-rendered for another interface language does not link back: out
    plan = await plan_boundary("http://p.test/v/9", fetch)
    assert "editions" not in plan.params


def test_round12_a_named_object_among_siblings_is_not_a_view_of_the_record() -> None:
    # a conference's talk beside another talk: kept at its own path
    root = "h.test/conference/osdi25/presentation/okafor"
    links = [
        "http://h.test/conference/osdi25/presentation/lindqvist",
        "http://h.test/conference/osdi25/technical-sessions",
    ]
    assert identifier_root(root, links) == root
    # a capsule's files at version 2 beside version 1 and a run: still a view of the record
    capsule = "h.test/capsule/5187343/tree/v2"
    other = ["http://h.test/capsule/5187343/tree/v1", "http://h.test/capsule/5187343/run/8"]
    assert identifier_root(capsule, other) == "h.test/capsule/5187343"


async def test_round12_tabs_leading_below_the_path_keep_the_path_over_the_hop() -> None:
    # a dataset's tabs (notebooks, discussion) lead to a thread below its path that it does
    # not link; its files are on a file host: the path keeps the thread, the hop would not
    files = [f"http://cdn.files.test/d/7001/{n}.csv" for n in ("train", "test")]
    others = [f"/topic/{i}" for i in range(5)]
    pages = {
        "/d/7001": "<title>Bike trips</title>"
        + a("/d/7001/discussion", "/d/7001/code", *others)
        + "".join(f'<a href="{f}">f</a>' for f in files),
        "/d/7001/discussion": a("/d/7001/discussion/9901", "/d/7001/code"),
        "/d/7001/code": a("/d/7001/discussion"),
        "/d/7001/discussion/9901": "A thread",
    }
    pages.update({u: "other" for u in others})
    web = VirtualWeb([Site("p.test", pages), Site("cdn.files.test", {})])
    fetch = web_fetch(web)
    page = await load(fetch, "http://p.test/d/7001")
    inf = await infer(fetch, page, frozenset(), D, None, ())
    assert inf.heuristic.startswith("path_based"), inf.evidence
    assert any("a hop would lose" in e for e in inf.evidence)


async def test_round12_what_the_server_says_is_not_there_is_not_a_part() -> None:
    from keepnet.artifacts.discovery import discover

    pages = {
        "/item/4411": "<title>Ledger</title>" + a("/files/4411.pdf", "/review?id=4411", "/about"),
        "/files/4411.pdf": Response.data(b"%PDF-1.4", "application/pdf"),
        "/about": "About",
    }
    fetch = web_fetch(VirtualWeb([Site("p.test", pages)]))
    report = await discover("http://p.test/item/4411", fetch, "single_page_plus")
    assert "http://p.test/files/4411.pdf" in report.artifact_uris
    assert "http://p.test/review?id=4411" not in report.artifact_uris  # a 404
    # the content check of an identifier heuristic is not fooled by the error page's echo
    report = await discover("http://p.test/item/4411", fetch, "sig_uri")
    assert "http://p.test/review?id=4411" not in report.artifact_uris


async def test_round12_the_identifier_keeps_the_entrys_own_files_whatever_their_names() -> None:
    ident = "202303.00145"
    entry = "<title>Permafrost</title>" + a(
        f"/abs/{ident}/v1", f"/abs/{ident}/v2", f"/cite?id={ident}", "/files/50871.pdf"
    )
    pages = {
        f"/abs/{ident}": entry,
        f"/abs/{ident}/v1": a(f"/pdf/{ident}v1.pdf"),
        f"/abs/{ident}/v2": a(f"/pdf/{ident}v2.pdf"),
        "/files/50871.pdf": Response.data(b"%PDF-1.4", "application/pdf"),
    }
    fetch = web_fetch(VirtualWeb([Site("p.test", pages)]))
    plan = await plan_boundary(f"http://p.test/abs/{ident}", fetch, "sig_uri")
    assert plan.params.get("entry_files") == ["http://p.test/files/50871.pdf"]


async def test_round12_a_doi_under_the_entrys_is_a_leaf_of_the_title_heuristics() -> None:
    from keepnet.artifacts.discovery import discover

    doi = "doi:10.17026/LDS-7XK2"
    entry = f"/dataset.xhtml?persistentId={doi}"
    part = f"/file.xhtml?persistentId={doi}/FILE4412&version=2.0"
    pages = {
        entry: "<title>Housing panel | Lowlands</title>Housing panel" + a(part, "/about"),
        part: "<title>wave1.tab</title>a data file",
        "/about": "About",
    }
    fetch = web_fetch(VirtualWeb([Site("p.test", pages)]))
    report = await discover("http://p.test" + entry, fetch, "sig_title")
    # the file page does not hold the title, but its DOI extends the entry's: a part
    assert "http://p.test" + part in report.artifact_uris


async def test_round12_links_shared_with_a_sibling_record_are_chrome() -> None:
    chrome = ("/journal/about/submissions", "/journal/issue/12")
    pages = {
        "/article/view/245678": "<title>Soil</title>"
        + a("/article/view/245600", "/article/download/245678/1.pdf", "/refs?id=245678", *chrome),
        "/article/view/245600": "<title>Rain</title>" + a("/article/view/245678", *chrome),
        "/": a("/about"),
    }
    fetch = web_fetch(VirtualWeb([Site("p.test", pages)]))
    plan = await plan_boundary(
        "http://p.test/article/view/245678", fetch, "single_page_plus_ignored"
    )
    assert {"http://p.test" + c for c in chrome} <= plan.ignored
    # what names the entry, and its files, stay
    assert "http://p.test/refs?id=245678" not in plan.ignored
    assert "http://p.test/article/download/245678/1.pdf" not in plan.ignored
