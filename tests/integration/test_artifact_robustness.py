"""Hostile and broken portals: every case ends in a clear report, never a crash.

Unreachable homepage and 404 page, a soft-404 portal (200 for invalid URIs), an entry page
without a title, DOI-style redirects (and a redirect loop), an unreachable or failing entry.
"""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner
from crawl_harness import crawl

from keepnet.artifacts import discover
from keepnet.cli.main import main
from keepnet.testweb.behaviours import close_without_response
from keepnet.testweb.server import VirtualWeb, serve_in_thread
from keepnet.testweb.site import Raw, Request, Response, Site
from sites.portals import drydata
from sites.portals.inproc import web_fetch

ITEM = (
    "<title>Coral reef survey of the atoll</title><a href='/menu'>Menu</a>"
    "<a href='/files/1.csv'>data</a><p>Coral reef survey of the atoll</p>"
)


def portal(home: object = None, not_found: object = None, item: str = ITEM) -> VirtualWeb:
    site = Site(
        "portal.test",
        {
            "/item/1": item,
            "/files/1.csv": Response.data(b"a,b\n", "text/csv"),
            "/menu": "<title>Menu</title>",
        },
        not_found=(lambda r: not_found) if not_found is not None else None,
    )  # type: ignore[arg-type,return-value]
    if home is not None:
        site.add("/", home)  # type: ignore[arg-type]
    else:
        site.add("/", "<title>Portal</title><a href='/menu'>Menu</a>")
    doi = Site(
        "doi.test",
        {
            "/10.1/item1": Response.redirect("http://portal.test/item/1", 302),
            "/loop": Response.redirect("http://doi.test/loop2", 301),
            "/loop2": Response.redirect("http://doi.test/loop", 301),
        },
    )
    return VirtualWeb([site, doi])


async def test_unreachable_homepage_and_404_page() -> None:
    web = portal(home=close_without_response(), not_found=close_without_response())
    r = await discover("http://portal.test/item/1", web_fetch(web))
    assert r.error is None and r.plan.heuristic in ("single_page_plus", "single_page_plus_ignored")
    assert r.plan.homepage is not None and r.plan.homepage.status is None
    assert r.plan.not_found is not None and r.plan.not_found.status is None
    assert any("homepage unreachable" in w for w in r.plan.warnings)
    assert any("404 page unreachable" in w for w in r.plan.warnings)
    assert "http://portal.test/files/1.csv" in r.artifact_uris


async def test_soft_404_portal() -> None:
    soft = Response.html(
        "<title>Search</title><a href='/menu'>Menu</a><a href='/help'>Help</a>", 200
    )
    r = await discover("http://portal.test/item/1", web_fetch(portal(not_found=soft)))
    assert r.plan.not_found is not None and r.plan.not_found.status == 200
    assert any("soft 404" in w for w in r.plan.warnings)
    assert "http://portal.test/menu" in r.plan.ignored
    assert r.artifact_uris == ["http://portal.test/files/1.csv", "http://portal.test/item/1"]


async def test_entry_without_a_title_falls_back_for_title_heuristics() -> None:
    untitled = ITEM.replace("<title>Coral reef survey of the atoll</title>", "")
    web = portal(item=untitled)
    for heuristic in ("sig_title", "sig_filtered_title", "sig_title_plus_ignored"):
        r = await discover("http://portal.test/item/1", web_fetch(web), heuristic)
        assert r.plan.heuristic == "single_page_plus_ignored"
        assert any("no usable <title>" in w or "no <title>" in w for w in r.plan.warnings)
    auto = await discover("http://portal.test/item/1", web_fetch(web))
    assert "no <title>" in auto.plan.evidence[0]


async def test_sig_uri_without_an_identifier_falls_back() -> None:
    r = await discover("http://portal.test/item/1", web_fetch(portal()), "sig_uri")
    assert r.plan.heuristic == "single_page_plus_ignored"
    assert any("no identifier" in w for w in r.plan.warnings)


async def test_doi_style_redirect_to_the_landing_page() -> None:
    r = await discover("http://doi.test/10.1/item1", web_fetch(portal()))
    assert (
        r.plan.entry == "http://portal.test/item/1"
        and r.plan.requested == "http://doi.test/10.1/item1"
    )
    assert "http://doi.test/10.1/item1" in r.plan.aliases
    assert (
        "http://doi.test/10.1/item1" not in r.artifact_uris
        and "http://portal.test/item/1" in r.artifact_uris
    )
    assert "redirected" in r.plan.evidence[0]


async def test_redirect_loop_and_unreachable_entry_are_reported() -> None:
    r = await discover("http://doi.test/loop", web_fetch(portal()))
    assert r.error is not None and "looping redirect" in r.error
    assert any("entry page unavailable" in w for w in r.plan.warnings)
    gone = await discover("http://nowhere.test/x", web_fetch(portal()))  # the proxy answers 502
    assert gone.plan.heuristic == "single_page" and gone.artifact_uris == ["http://nowhere.test/x"]
    assert any("status 502" in w for w in gone.plan.warnings)


async def test_forced_heuristic_must_exist() -> None:
    import pytest

    with pytest.raises(ValueError, match="unknown heuristic"):
        await discover("http://portal.test/item/1", web_fetch(portal()), "everything")


def test_cli_reports_an_unreachable_entry_with_exit_1() -> None:
    with serve_in_thread(portal(home=close_without_response())) as server:
        result = CliRunner().invoke(
            main,
            [
                "artifact",
                "http://nowhere.test/x",
                "--proxy",
                server.url,
                "--allow-private",
                "--json",
            ],
        )
    assert result.exit_code == 1
    data = json.loads(result.output)
    assert data["heuristic"] == "single_page" and data["warnings"]


def test_crawl_survives_a_portal_whose_homepage_resets(tmp_path: Path) -> None:
    case = drydata.CASE
    sites = case.build()

    def reset(_: Request) -> Raw:
        return close_without_response()

    sites[0].add("/", close_without_response())
    sites[0]._not_found = reset  # noqa: SLF001
    result = crawl(
        VirtualWeb(sites),
        [{"url": case.entry, "scope": "artifact"}],
        tmp_path,
        allow_private=True,
        max_retries=0,
        ignore_robots=True,
    )  # robots.txt resets too
    art = json.loads((tmp_path / "artifacts" / "manifest.json").read_text())["artifacts"][0]
    assert art["homepage"]["status"] is None and art["warnings"]
    assert case.entry in art["member_uris"]
    assert result.summary.stop_reason == "finished: frontier empty"
