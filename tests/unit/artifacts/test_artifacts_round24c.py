"""Round 24c (inf24c): a record keyed by its identifier, whose path would lose pages of its
portal elsewhere that carry the identifier (a map viewer focused on it, its record in the
API), is taken by the identifier, not by its path (keyed.py)."""

from __future__ import annotations

from keepnet.artifacts.choose import plan_boundary
from keepnet.artifacts.keyed import service_left
from keepnet.artifacts.model import Page
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Site
from sites.portals.inproc import web_fetch

KEY = "1428710"


def page(title: str, body: str) -> str:
    return (
        f"<html><head><title>{title}</title></head><body>"
        f'<a href="/">Home</a><a href="/search/">Search</a>{body}</body></html>'
    )


def heritage_list(outside: str, extra: dict[str, str] | None = None) -> VirtualWeb:
    """A list entry at /list-entry/<key> with three tabs below it, linking `outside` too."""
    tabs = (
        f'<a href="/list-entry/{KEY}/official-list">Official list</a>'
        f'<a href="/list-entry/{KEY}/comments">Comments</a>'
        f'<a href="/list-entry/{KEY}/history">History</a>'
    )
    pages = {
        "/": page("The Roll", "<h1>The Roll</h1>"),
        "/search/": page("The Roll | Search", "<h1>Search</h1>"),
        f"/list-entry/{KEY}": page("Lime kiln | The Roll", f"<h1>Lime kiln</h1>{tabs}{outside}"),
        f"/list-entry/{KEY}/official-list": page("Official list", f"<p>Grade II</p>{tabs}"),
        f"/list-entry/{KEY}/comments": page("Comments", f"<p>None yet</p>{tabs}"),
        f"/list-entry/{KEY}/history": page("History", f"<p>Listed 1985</p>{tabs}"),
        **(extra or {}),
    }
    maps = {
        "/": page("Roll maps", "<h1>Maps</h1>"),
        "/map": page("Map", "<p>map</p>"),
    }
    return VirtualWeb([Site("www.roll.test", pages), Site("maps.roll.test", maps)])


async def test_a_map_focused_on_the_record_elsewhere_makes_the_identifier_decide() -> None:
    web = heritage_list(f'<a href="http://maps.roll.test/map?listentry={KEY}">Map</a>')
    plan = await plan_boundary(f"http://www.roll.test/list-entry/{KEY}", web_fetch(web))
    assert plan.source == "inference"
    assert plan.heuristic == "sig_uri"
    assert plan.significant == KEY


async def test_nothing_carrying_the_identifier_outside_the_path_leaves_the_path() -> None:
    web = heritage_list('<a href="http://maps.roll.test/map">Map</a>')
    plan = await plan_boundary(f"http://www.roll.test/list-entry/{KEY}", web_fetch(web))
    assert plan.heuristic == "path_based"


async def test_a_file_the_path_keeps_without_the_identifier_keeps_the_path() -> None:
    # the report's supplement on a file store: the identifier would lose it
    web = heritage_list(
        f'<a href="http://maps.roll.test/map?listentry={KEY}">Map</a>'
        '<a href="http://maps.roll.test/store/kiln-survey.pdf">Survey (PDF)</a>'
    )
    plan = await plan_boundary(f"http://www.roll.test/list-entry/{KEY}", web_fetch(web))
    assert plan.heuristic == "path_based"


def indico() -> VirtualWeb:
    """A conference's contribution under its event: the event's number is the container's."""
    tabs = '<a href="/event/1187/contributions/4413/slides">Slides</a>'
    tabs += '<a href="/event/1187/contributions/4413/abstract">Abstract</a>'
    tabs += '<a href="/event/1187/contributions/4413/video">Video</a>'
    pages = {
        "/": page("Indico", "<h1>Indico</h1>"),
        "/search/": page("Search", "<h1>Search</h1>"),
        "/event/1187/contributions/4413": page(
            "Talk | Conf",
            f'<h1>Talk</h1>{tabs}<a href="/event/1187/timetable">Timetable</a>'
            '<a href="/event/1187/registrations">Register</a>',
        ),
        "/event/1187/contributions/4413/slides": page("Slides", tabs),
        "/event/1187/contributions/4413/abstract": page("Abstract", tabs),
        "/event/1187/contributions/4413/video": page("Video", tabs),
        "/event/1187/timetable": page("Timetable", "<p>t</p>"),
    }
    return VirtualWeb([Site("indico.conf.test", pages)])


async def test_an_identifier_above_the_root_is_a_container_not_the_record() -> None:
    web = indico()
    plan = await plan_boundary(
        "http://indico.conf.test/event/1187/contributions/4413", web_fetch(web)
    )
    assert plan.heuristic == "path_based"


def test_a_chrome_page_filtered_by_the_record_alone_is_no_service_left() -> None:
    entry = Page("http://www.gaz.test/places/8842017", 200, title="Waldeck (Burg)")
    chrome = frozenset({"http://www.gaz.test/map", "http://www.gaz.test/search"})

    def left(url: str, text: str | None = "Waldeck (Burg) on the map", login: bool = False) -> bool:
        forms = ["http://www.gaz.test/login"] if login else []
        seen = None if text is None else Page(url, 200, text=text, forms=forms)
        return service_left(url, [], chrome, "8842017", entry, seen, "Waldeck (Burg)")

    # the site's map focused on the record, naming it: its part, the identifier keeps it
    assert not left("http://www.gaz.test/map?focus=8842017")
    # the site's query service describing the entry by its URL
    q = "DESCRIBE%20%3Chttp%3A%2F%2Fwww.gaz.test%2Fplaces%2F8842017%3E"
    assert not left(f"http://www.gaz.test/search?query={q}", "<places/8842017> a Place")
    # a map that does not name it, but is no sign-in screen: still its part
    assert not left("http://www.gaz.test/map?focus=8842017", "Map")
    # the same key on a login screen (it does not name the record), or not probed
    assert left("http://www.gaz.test/map?focus=8842017", "Log in", login=True)
    assert left("http://www.gaz.test/map?focus=8842017", None)
    # a citing search (a query expression around the identifier) lists other records
    assert left("http://www.gaz.test/search?q=refersto:recid:8842017")
    # two parameters: a screen of the site's tool keyed to the record
    assert left("http://www.gaz.test/map?focus=8842017&edit=1")
