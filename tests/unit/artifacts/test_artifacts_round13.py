"""Round 13's rules: child records (children.py), the filtered title's side (choose.py),
a script keyed by a leaf's identifier (neighbours.leaf_view)."""

from __future__ import annotations

from keepnet.artifacts.boundary import Boundary
from keepnet.artifacts.children import child_records
from keepnet.artifacts.choose import plan_boundary
from keepnet.artifacts.discovery import discover
from keepnet.artifacts.kinship import is_language_variant
from keepnet.artifacts.loader import load
from keepnet.artifacts.model import Plan
from keepnet.artifacts.neighbours import leaf_view, named_file
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Site
from sites.portals.inproc import web_fetch

TITLE = "Nest-site fidelity of little terns"
GEN = '<meta name="Generator" content="DSpace 6.3">'


def page(title: str, body: str) -> str:
    return f"<html><head><title>{title}</title>{GEN}</head><body>{body}</body></html>"


def child(name: str, file: str, parent: str = "/handle/1/771") -> str:
    return page(
        name,
        f'<h1>{name}</h1><p>Part of: <a href="{parent}">{TITLE}</a></p><a href="{file}">f</a>',
    )


def web(children: int = 2, peer_lists: bool = False) -> VirtualWeb:
    kids = [f"/handle/1/77{i + 2}" for i in range(children)]
    pages = {
        "/handle/1/771": page(
            TITLE,
            f"<h1>{TITLE}</h1>"
            + "".join(f'<a href="{k}">part {k}</a>' for k in kids)
            + '<a href="/handle/1/2">Seabird ecology</a><a href="/">Home</a>',
        ),
        "/handle/1/2": page(
            "Seabird ecology",
            "<h1>Seabird ecology</h1>"
            + "".join(f'<a href="/handle/1/{n}">r</a>' for n in (771, 800, 801, 802)),
        ),
        "/": page("Repository", "<h1>Repository</h1>"),
    }
    for i, k in enumerate(kids):
        extra = "".join(f'<a href="/handle/1/{n}">x</a>' for n in (900, 901, 902))
        pages[k] = child(f"Data file {i}", f"/bitstream/handle/1/77{i + 2}/d{i}.csv?sequence=1")
        if peer_lists:
            pages[k] = pages[k].replace("</body>", extra + "</body>")
        pages[f"/bitstream/handle/1/77{i + 2}/d{i}.csv"] = "a,b\n1,2\n"
    return VirtualWeb([Site("repo.test", pages)])


async def test_records_that_link_back_by_the_title_are_children() -> None:
    fetch = web_fetch(web())
    entry = await load(fetch, "http://repo.test/handle/1/771")
    kids = await child_records(fetch, entry, TITLE, frozenset())
    assert kids == ["http://repo.test/handle/1/772", "http://repo.test/handle/1/773"]


async def test_one_record_linking_back_is_a_peer_and_a_listing_is_no_child() -> None:
    fetch = web_fetch(web(children=1))
    entry = await load(fetch, "http://repo.test/handle/1/771")
    assert await child_records(fetch, entry, TITLE, frozenset()) == []
    fetch = web_fetch(web(peer_lists=True))  # each lists three more records: listings
    entry = await load(fetch, "http://repo.test/handle/1/771")
    assert await child_records(fetch, entry, TITLE, frozenset()) == []


async def test_the_signatures_hop_keeps_the_children_and_their_files() -> None:
    fetch = web_fetch(web())
    plan = await plan_boundary("http://repo.test/handle/1/771", fetch)
    assert plan.source == "knowledge-base" and plan.heuristic.startswith("single_page_plus")
    assert plan.params.get("parts") == [
        "http://repo.test/handle/1/772",
        "http://repo.test/handle/1/773",
    ]
    uris = set((await discover("http://repo.test/handle/1/771", fetch)).artifact_uris)
    assert "http://repo.test/handle/1/772" in uris
    assert "http://repo.test/bitstream/handle/1/773/d1.csv?sequence=1" in uris
    assert "http://repo.test/handle/1/2" not in uris


async def test_a_recognised_installation_names_itself_on_the_side_its_homepage_shares() -> None:
    # (round 13, choose._filtered: the side the software's entry names removes nothing,
    # the other one is what the homepage's title shares: `LDS | <title>` on a Dataverse)
    def dv(title: str) -> str:
        return (
            f"<html><head><title>{title}</title></head><body><h1>{title}</h1>"
            '<a href="/api/access/datafile/4412">Download</a></body></html>'
        )

    pages = {
        "/dataset.xhtml?persistentId=doi:10.1/ABC": dv("LDS | Panel survey on housing in towns"),
        "/": "<html><head><title>LDS | Data Station Social Sciences</title></head></html>",
    }
    fetch = web_fetch(VirtualWeb([Site("dv.test", pages)]))
    plan = await plan_boundary("http://dv.test/dataset.xhtml?persistentId=doi:10.1/ABC", fetch)
    assert plan.heuristic == "sig_filtered_title" and plan.source == "knowledge-base"
    assert plan.significant == "Panel survey on housing in towns"


def project_web(back_to_tabs: bool = True) -> VirtualWeb:
    tabs = '<a href="/x7q2k/files/">Files</a><a href="/x7q2k/wiki/">Wiki</a>'
    nav = '<a href="/x7q2k/files/">Files</a>' if back_to_tabs else ""
    pages = {
        "/x7q2k/": "<html><head><title>Nest predation</title></head><body><h1>Nest</h1>"
        + tabs
        + '<a href="/x7q2k/analytics/">A</a><a href="/b8w4d">analysis.R</a>'
        + '<a href="/k2v8n/">Another project</a></body></html>',
        "/x7q2k/files/": '<html><body><a href="/b8w4d">analysis.R</a></body></html>',
        "/x7q2k/wiki/": "<html><body>wiki</body></html>",
        "/x7q2k/analytics/": "<html><body>stats</body></html>",
        "/b8w4d": '<html><head><title>analysis.R</title></head><body><a href="/x7q2k/">'
        f'Project</a>{nav}<a href="/download/b8w4d/">Download</a></body></html>',
        "/download/b8w4d/": "x <- 1\n",
        "/k2v8n/": '<html><head><title>Other</title></head><body><a href="/x7q2k/">cited'
        "</a></body></html>",
    }
    return VirtualWeb([Site("osf.test", pages)])


async def test_a_record_carrying_the_entrys_navigation_is_a_child_under_the_path() -> None:
    fetch = web_fetch(project_web())
    report = await discover("http://osf.test/x7q2k/", fetch, "path_based")
    uris = set(report.artifact_uris)
    assert "http://osf.test/b8w4d" in uris and "http://osf.test/download/b8w4d/" in uris
    assert "http://osf.test/k2v8n/" not in uris  # links back, not to the entry's tabs
    # without the entry's navigation, a record that links back is not a child
    fetch = web_fetch(project_web(back_to_tabs=False))
    report = await discover("http://osf.test/x7q2k/", fetch, "path_based")
    assert "http://osf.test/b8w4d" not in report.artifact_uris


def test_a_script_keyed_by_a_leafs_identifier_shows_the_leaf() -> None:
    leaf = "http://data.test/dataset/trees/resource/b1f0e2d3-1111-4a4a-8b8b-000000000001"
    key = "b1f0e2d3-1111-4a4a-8b8b-000000000001"
    assert leaf_view(leaf, f"http://data.test/api/action/datastore_search?resource_id={key}")
    assert leaf_view(leaf, leaf + "?view=table")  # its path with a query (round 11)
    # another host, another record's key, a path (not a query value): not the leaf
    assert not leaf_view(leaf, f"http://other.test/api/search?resource_id={key}")
    assert not leaf_view(leaf, "http://data.test/api/action/datastore_search?resource_id=c2a1b3")
    assert not leaf_view(leaf, f"http://data.test/api/{key}/other")
    # a generic key does not say it is the leaf (a metadata call, `resource_show?id=`)
    assert not leaf_view(leaf, f"http://data.test/api/action/resource_show?id={key}")
    # a short key is no identifier of the leaf (`/resource/2024` and `?year=2024`)
    assert not leaf_view("http://data.test/r/2024", "http://data.test/s?year=2024")


async def test_peers_in_a_sequence_are_no_children() -> None:
    # lectures linking the previous and next ones (each other too) by their titles
    def lecture(n: int) -> str:
        links = "".join(f'<a href="/l/{k}/">Lecture {k}: {TITLE} part {k}</a>' for k in (3, 4, 5))
        return f"<html><head><title>Lecture {n}: {TITLE} part {n}</title></head><body>{links}</body></html>"

    fetch = web_fetch(VirtualWeb([Site("mooc.test", {f"/l/{k}/": lecture(k) for k in (3, 4, 5)})]))
    entry = await load(fetch, "http://mooc.test/l/4/")
    assert await child_records(fetch, entry, f"Lecture 4: {TITLE} part 4", frozenset()) == []


def test_a_paged_view_of_the_declared_record_is_the_view() -> None:
    entry = "http://repo.test/items/5b1e07c2"
    declared = frozenset({"http://repo.test/bitstreams/e01/download"})
    plan = Plan(
        entry=entry,
        requested=entry,
        heuristic="signposting",
        source="signposting",
        aliases=frozenset({entry}),
        portal_domains=frozenset({"repo.test"}),
        declared=declared,
    )
    b = Boundary(plan)
    full, page2 = entry + "/full", entry + "/full?obo.page=2"
    assert b.decide(entry, full)[0] and not b.followed(full)  # a view of the record: a leaf
    # its links are offered once, for its pages: the next page is the view, the rest not
    assert b.settle(full, "text", [page2, "http://repo.test/browse"], is_file=False)
    assert b.decide(full, page2)[0] and not b.decide(full, "http://repo.test/browse")[0]
    assert not b.settle(full, "text", [page2], is_file=False)  # once


def test_a_file_named_by_the_entrys_identifier_is_no_action() -> None:
    entry = "http://tr.test/tr/SML-TR-2023-017"
    pdf = "http://tr.test/download/report/4471/SML-TR-2023-017.pdf"
    assert named_file(entry, pdf)
    assert not named_file(entry, "http://tr.test/download/report/4471/other-2023.pdf")
    assert not named_file(entry, "http://tr.test/report/SML-TR-2023-017")  # a page: an action
    plan = Plan(
        entry=entry,
        requested=entry,
        heuristic="single_page_plus",
        source="forced",
        aliases=frozenset({entry}),
        portal_domains=frozenset({"tr.test"}),
    )
    b = Boundary(plan)
    assert b.decide(entry, pdf)[0]
    assert not b.decide(entry, "http://tr.test/report/abuse?id=SML-TR-2023-017")[0]


def test_a_language_code_ending_the_path_swapped_is_a_language_variant() -> None:
    entry = "http://j.test/article/dojo/94/2/94_123/_article/-char/ja"
    assert is_language_variant("http://j.test/article/dojo/94/2/94_123/_article/-char/en", entry)
    # another article, or a word instead of a code: not the entry in another language
    assert not is_language_variant(
        "http://j.test/article/dojo/94/2/94_124/_article/-char/en", entry
    )
    assert not is_language_variant(
        "http://j.test/article/dojo/94/2/94_123/_article/-char/pdf", entry
    )


def test_an_edition_that_links_its_siblings_is_no_listing() -> None:
    entry = "http://j.test/article/dojo/94/2/94_123/_article/-char/ja"
    en = "http://j.test/article/dojo/94/2/94_123/_article/-char/en"
    plan = Plan(
        entry=entry,
        requested=entry,
        heuristic="single_page_plus_ignored",
        source="inference",
        aliases=frozenset({entry}),
        portal_domains=frozenset({"j.test"}),
        params={"editions": [en], "title": "Compost and soil nitrogen"},
    )
    b = Boundary(plan)
    assert b.decide(entry, en)[0]
    siblings = [f"http://j.test/article/dojo/94/2/94_{n}/_article/-char/ja" for n in (109, 134)]
    b.settle(en, "Compost and soil nitrogen", [entry, *siblings], is_file=False)
    assert en in b.artifact_uris()
