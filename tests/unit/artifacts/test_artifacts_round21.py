"""Round 21: the heuristics' own recall, continued — each collects what the seed defines.

An action's word that the entry's own path goes on past names a thing on that portal
(`/register/acc-1894/` is a museum's ledger, not the sign-up form); an archive's series
filed under a listing word is the fonds' own when its reference code extends the entry's
(`/series/207-1` for `/fonds/207`); a file named by the identifier and a word
(`A-RES-78-214-EN.pdf`) carries the identifier; the entry's edition in another language
is followed where the strategy follows what carries the identifier."""

from __future__ import annotations

from keepnet.artifacts.boundary import Boundary
from keepnet.artifacts.crumbs import breadcrumb_links
from keepnet.artifacts.discovery import discover
from keepnet.artifacts.identifiers import contains_id, names_subdivision
from keepnet.artifacts.urls import is_action_beyond
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Site
from sites.portals.inproc import web_fetch
from sites.portals.plans import forced_plan


def page(title: str, body: str) -> str:
    return (
        f"<html><head><title>{title}</title></head><body>"
        '<a href="/">Home</a><a href="/registers">Registers</a><a href="/register">Sign up</a>'
        f"{body}</body></html>"
    )


def test_an_actions_word_the_entrys_path_goes_on_past_names_a_thing() -> None:
    entry = "http://ledgers.test/register/acc-1894/"
    assert not is_action_beyond("http://ledgers.test/register/acc-1894/folio/1r/", entry)
    assert not is_action_beyond("http://ledgers.test/register/acc-1894/about/", entry)
    # the word alone is the action still, and so is an action below the entry
    assert is_action_beyond("http://ledgers.test/register", entry)
    assert is_action_beyond("http://ledgers.test/register/acc-1894/folio/1r/edit", entry)
    # another host shares nothing; an empty entry is `is_action`
    assert is_action_beyond("http://other.test/register/acc-1894/folio/1r/", entry)
    assert is_action_beyond("http://ledgers.test/register/acc-1894/folio/1r/", "")


def ledger_web() -> VirtualWeb:
    b = "/register/acc-1894/"
    return VirtualWeb(
        [
            Site(
                "ledgers.test",
                {
                    b: page(
                        "Accessions register",
                        f'<a href="{b}folio/1r/">1r</a><a href="{b}about/">About</a>',
                    ),
                    f"{b}folio/1r/": page("Folio 1r", f'<a href="{b}folio/1r/t.txt">Text</a>'),
                    f"{b}folio/1r/t.txt": "Folio 1r\n",
                    f"{b}about/": page("About", "<p>About</p>"),
                    "/register": page("Sign up", "<form></form>"),
                    "/registers": page("Registers", "<h1>All</h1>"),
                    "/": page("Ledgers", "<h1>Ledgers</h1>"),
                },
            )
        ]
    )


async def test_path_based_takes_a_ledger_under_an_actions_word() -> None:
    entry = "http://ledgers.test/register/acc-1894/"
    report = await discover(entry, web_fetch(ledger_web()), "path_based")
    uris = set(report.artifact_uris)
    folio = f"{entry}folio/1r/"
    assert {entry, folio, f"{folio}t.txt", f"{entry}about/"} <= uris
    assert "http://ledgers.test/register" not in uris


def test_a_reference_code_extending_the_entrys_names_its_subdivision() -> None:
    entry = "http://aids.test/fonds/207"
    assert names_subdivision("http://aids.test/series/207-1", entry)
    assert names_subdivision("http://aids.test/item/207-1-12", entry)
    assert names_subdivision("http://aids.test/series/207.2?page=2", entry)
    assert not names_subdivision("http://aids.test/series/2071", entry)
    assert not names_subdivision("http://aids.test/series/207-winter", entry)
    assert not names_subdivision("http://other.test/series/207-1", entry)
    # a name without a digit has no reference code
    assert not names_subdivision("http://aids.test/series/birds-1", "http://aids.test/c/birds")


def test_a_fonds_series_under_a_listing_word_is_checked_not_set_aside() -> None:
    entry = "http://aids.test/fonds/207"
    b = Boundary(forced_plan(entry, "sig_title", hints=("/series/",), significant="Ledgers"))
    assert b.decide(entry, "http://aids.test/series/207-1")[0]
    # a series of other records stays a listing
    assert not b.decide(entry, "http://aids.test/series/12")[0]


def test_a_file_named_by_the_identifier_and_a_word_carries_it() -> None:
    token = "A-RES-78-214"
    assert contains_id("http://dl.test/files/A-RES-78-214-EN.pdf", token, parts=True)
    assert contains_id("http://dl.test/download/8KQ3-sf.cif", "8KQ3", parts=True)
    assert contains_id("http://dl.test/download/9TB7-assembly1.cif", "9TB7", parts=True)
    assert not contains_id("http://dl.test/files/A-RES-78-214-EN.pdf", token)
    # a page or a query value so named is another record; a number may be another's file
    assert not contains_id(
        "http://i.test/resource?r=breeding-birds-2022-winter", "breeding-birds-2022", parts=True
    )
    assert not contains_id("http://dl.test/files/A-RES-78-214-2.pdf", token, parts=True)


def test_the_entrys_edition_is_followed_where_the_identifier_is() -> None:
    entry = "http://docs.test/record/A-RES-78-214"
    fr = f"{entry}?lang=fr"
    plan = forced_plan(entry, "sig_uri", significant="A-RES-78-214", params={"editions": [fr]})
    b = Boundary(plan)
    assert b.decide(entry, fr)[0]
    assert b.followed(fr)  # its links (the French file) are offered
    assert b.decide(fr, "http://dl.docs.test/files/A-RES-78-214-FR.pdf")[0]


def test_an_unmarked_nav_joined_by_a_separator_is_a_trail_for_the_boundary() -> None:
    trail = b'<nav><a href="/p1abc/">Project</a> / Interviews</nav>'
    assert breadcrumb_links(trail, "http://hub.test/c2xyz/", True) == {"http://hub.test/p1abc/"}
    assert breadcrumb_links(trail, "http://hub.test/c2xyz/") == frozenset()  # (probes)
    menu = b'<nav><ul><li><a href="/search/">Search</a></li><li><a href="/help">Help</a></li></ul></nav>'
    assert breadcrumb_links(menu, "http://hub.test/c2xyz/", True) == frozenset()


PROJECT = "Wellbeing survey items for online learners"


def component_web() -> VirtualWeb:
    """A project hub: a component's pages repeat the project's tabs under its own id and
    name the project only in a bare `<nav>` trail back to it."""

    def node(nid: str, name: str, trail: str) -> dict[str, str]:
        tabs = f'<a href="/{nid}/">Overview</a><a href="/{nid}/files/">Files</a><a href="/{nid}/wiki/">Wiki</a>'
        head = f"{trail}<h1>{name}</h1>{tabs}"
        return {
            f"/{nid}/": f"<html><head><title>Hub | {name}</title></head><body>{head}</body></html>",
            f"/{nid}/files/": f"<html><head><title>Hub | {name} Files</title></head><body>{head}</body></html>",
            f"/{nid}/wiki/": f"<html><head><title>Hub | {name} Wiki</title></head><body>{head}</body></html>",
        }

    pages = node("c2xyz", "Interviews", f'<nav><a href="/p1abc/">{PROJECT}</a> / Interviews</nav>')
    pages.update(node("p1abc", PROJECT, ""))
    pages["/p1abc/"] = pages["/p1abc/"].replace(
        "</body>", '<a href="/c2xyz/">Interviews</a></body>'
    )
    pages["/"] = (
        "<html><head><title>Hub | Home</title></head><body><a href='/help'>Help</a></body></html>"
    )
    pages["/help"] = "<html><head><title>Hub | Help</title></head><body>Help</body></html>"
    return VirtualWeb([Site("hub.test", pages)])


async def test_a_component_below_the_entry_by_its_bare_trail_belongs() -> None:
    entry = "http://hub.test/p1abc/"
    report = await discover(entry, web_fetch(component_web()), "sig_filtered_title")
    uris = set(report.artifact_uris)
    assert {f"{entry}files/", "http://hub.test/c2xyz/", "http://hub.test/c2xyz/files/"} <= uris
