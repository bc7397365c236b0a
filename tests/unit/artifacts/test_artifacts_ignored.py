"""The ignored-URI list as the seed builds it: 404 page links + homepage links − the entry."""

from __future__ import annotations

from keepnet.artifacts.ignored import IgnoredList, build_ignored, invalid_uri
from keepnet.artifacts.loader import load
from keepnet.testweb.behaviours import close_without_response
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Response, Site
from sites.portals.inproc import web_fetch

ENTRY = "http://p.test/item/1"
PAGE = "<title>Item 1</title><a href='/menu'>menu</a><a href='/files/1.csv'>file</a>"


def site(not_found: Response | None = None, home: object = None) -> Site:
    s = Site(
        "p.test",
        {"/item/1": PAGE},
        not_found=(lambda r: not_found)
        if not_found is not None
        else (lambda r: Response.html("<a href='/help'>help</a><a href='/menu'>menu</a>", 404)),
    )
    s.add(
        "/",
        home
        if home is not None
        else "<title>P</title><a href='/menu'>m</a><a href='/item/1'>featured</a>",
    )  # type: ignore[arg-type]
    return s


async def ignored(s: Site) -> IgnoredList:
    fetch = web_fetch(VirtualWeb([s]))
    return await build_ignored(fetch, await load(fetch, ENTRY))


def test_invalid_uri_is_deterministic_and_on_the_portal() -> None:
    assert invalid_uri(ENTRY) == invalid_uri(ENTRY) != invalid_uri(ENTRY + "x")
    assert invalid_uri(ENTRY).startswith("http://p.test/keepnet-no-such-page-")


async def test_the_four_steps() -> None:
    ign = await ignored(site())
    # 404 page: /help, /menu; homepage: /menu, /item/1 (the entry, removed by step 4)
    assert ign.uris == {"http://p.test/help", "http://p.test/menu"}
    assert ign.not_found.status == 404 and ign.homepage.status == 200 and ign.homepage.title == "P"
    assert ign.warnings == []


async def test_soft_404_links_still_count_and_are_reported() -> None:
    ign = await ignored(site(Response.html("<title>Oops</title><a href='/help'>help</a>", 200)))
    assert "http://p.test/help" in ign.uris
    assert "soft 404" in ign.not_found.note


async def test_soft_404_serving_the_entry_itself_is_discarded() -> None:
    ign = await ignored(site(Response.html(PAGE, 200)))
    assert "http://p.test/files/1.csv" not in ign.uris
    assert "entry page itself" in ign.not_found.note


async def test_unreachable_pages_contribute_nothing_and_are_reported() -> None:
    s = site(not_found=Response.html("x", 200), home=close_without_response())
    s._not_found = lambda r: close_without_response()  # noqa: SLF001  # both probes fail
    ign = await ignored(s)
    assert ign.uris == frozenset()
    assert ign.homepage.status is None and ign.not_found.status is None
    assert any("homepage unreachable" in w for w in ign.warnings)
    assert any("404 page unreachable" in w for w in ign.warnings)
