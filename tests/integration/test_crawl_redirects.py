"""Redirects: chains archived hop by hop, loops end, and every target goes through scope.

keepnet does not follow redirects inline: each Location becomes an R-hop outlink that scope
decides on, so a chain is a series of captures and a loop ends at the seen-set.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from integration.crawl_harness import CrawlResult, crawl, requested_urls
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Response, Site
from sites import redirects
from sites.redirects import (
    REDIRECT_CHAIN,
    REDIRECT_CHAIN_STATUSES,
    REDIRECT_LOOP,
    SELF_REDIRECT,
)


@pytest.fixture(scope="module")
def redirect_crawl(tmp_path_factory: pytest.TempPathFactory) -> tuple[VirtualWeb, CrawlResult]:
    web = VirtualWeb([redirects.build_redirects()])
    out = tmp_path_factory.mktemp("redirects") / "out"
    return web, crawl(web, [f"{redirects.R}/"], out, scope="host")


def test_chain_is_archived_hop_by_hop(redirect_crawl: tuple[VirtualWeb, CrawlResult]) -> None:
    _, result = redirect_crawl
    for i, url in enumerate(REDIRECT_CHAIN):
        recs = [r for r in result.captures() if r.uri == url]
        assert [r.type for r in recs] == ["response"], url
        want = REDIRECT_CHAIN_STATUSES[i] if i < len(REDIRECT_CHAIN_STATUSES) else 200
        assert recs[0].http_status == want, url
    # Each hop was reached from the one before it by a redirect (R) hop.
    for prev, url in zip(REDIRECT_CHAIN, REDIRECT_CHAIN[1:], strict=False):
        line = result.line(url)
        assert line.via == prev
        assert line.hop_path.endswith("R")
    assert result.line(REDIRECT_CHAIN[-1]).hop_path == "L" + "R" * len(REDIRECT_CHAIN_STATUSES)


def test_loops_terminate_with_each_url_fetched_once(
    redirect_crawl: tuple[VirtualWeb, CrawlResult],
) -> None:
    web, result = redirect_crawl
    assert result.summary.stop_reason == "finished: frontier empty"
    requested = requested_urls(web)
    for url in [*REDIRECT_LOOP, SELF_REDIRECT, *REDIRECT_CHAIN]:
        assert requested[url] == 1, url
        assert url in result.archived
    assert max(requested.values()) == 1


def redirect_scope_web() -> VirtualWeb:
    """start.test/ redirects (seed) to landing.test/, whose /away redirects off scope."""
    page = '<!doctype html><title>Landing</title><a href="/next.html">n</a> <a href="/away">a</a>'
    return VirtualWeb(
        [
            Site("start.test", {"/": Response.redirect("http://landing.test/", 301)}),
            Site(
                "landing.test",
                {
                    "/": page,
                    "/next.html": "<!doctype html><title>Next</title><p>leaf</p>",
                    "/away": Response.redirect("http://offsite.test/target.html"),
                },
            ),
            Site("offsite.test", {"/target.html": "<!doctype html><title>Off</title>"}),
        ]
    )


@pytest.mark.parametrize(
    ("scope", "expected"),
    [
        # host: the seed's redirect target becomes an alias of the seed, so its host is in
        # scope; /away's off-host target is not (it is not a seed's redirect).
        (
            "host",
            {
                "http://start.test/",
                "http://landing.test/",
                "http://landing.test/next.html",
                "http://landing.test/away",
            },
        ),
        # page: the seed and its redirect target only.
        ("page", {"http://start.test/", "http://landing.test/"}),
    ],
)
def test_redirect_targets_go_through_scope(scope: str, expected: set[str], tmp_path: Path) -> None:
    web = redirect_scope_web()
    result = crawl(web, ["http://start.test/"], tmp_path / "out", scope=scope, ignore_robots=True)
    assert set(requested_urls(web)) == expected
    assert web["offsite.test"].log == []
    assert result.archived == expected
    assert result.line("http://landing.test/").hop_path == "R"


def test_robots_txt_of_a_redirect_target_belongs_to_the_seed(tmp_path: Path) -> None:
    """landing.test's robots.txt (fetched for the seed's redirect target) is logged under the
    seed, and its Sitemap is scoped as the seed's: landing.test is in scope by alias."""
    web = redirect_scope_web()
    landing = web["landing.test"]
    landing.add("/robots.txt", Response.text("User-agent: *\nAllow: /\nSitemap: /sitemap.xml\n"))
    landing.add(
        "/sitemap.xml",
        Response.text(
            '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
            "<url><loc>http://landing.test/from-sitemap.html</loc></url></urlset>",
            content_type="application/xml",
        ),
    )
    landing.add("/from-sitemap.html", "<!doctype html><title>Listed</title>")
    result = crawl(web, ["http://start.test/"], tmp_path / "out", scope="host")

    robots = result.line("http://landing.test/robots.txt")
    assert (robots.seed, robots.via, robots.hop_path) == (
        "http://start.test/",
        "http://landing.test/",
        "P",
    )
    assert {
        "http://landing.test/sitemap.xml",
        "http://landing.test/from-sitemap.html",
    } <= result.archived
    assert not [r for r in result.refused if r.reason.startswith("unknown seed")]
    assert web["offsite.test"].log == []
