"""Every link form (HTML, CSS, Link header, meta refresh, robots.txt Sitemap, sitemap XML) is
found and fetched, with the hop letter and via of the ground truth; non-links are not."""

from __future__ import annotations

import pytest

from integration.crawl_harness import CrawlResult, crawl, requested_urls
from keepnet.testweb.server import VirtualWeb
from sites import linkforms as lf


@pytest.fixture(scope="module")
def links_crawl(tmp_path_factory: pytest.TempPathFactory) -> tuple[VirtualWeb, CrawlResult]:
    web = VirtualWeb(lf.build())
    out = tmp_path_factory.mktemp("links") / "out"
    return web, crawl(web, [f"{lf.L}/"], out, scope="host")


def test_every_link_form_is_fetched(links_crawl: tuple[VirtualWeb, CrawlResult]) -> None:
    web, result = links_crawl
    # robots.txt is obeyed, so the off-host embed's host gets its robots.txt asked too.
    requested = set(requested_urls(web)) - {f"{lf.CDN}/robots.txt"}
    assert requested == lf.LINKS_CRAWL_URLS
    assert result.archived >= lf.LINKS_CRAWL_URLS


def test_non_links_are_never_requested(links_crawl: tuple[VirtualWeb, CrawlResult]) -> None:
    web, result = links_crawl
    assert not set(requested_urls(web)) & lf.NOT_LINK_URLS
    assert not {ln.url for ln in result.log} & lf.NOT_LINK_URLS
    assert web.unknown == []


SOURCES = [
    (f"{lf.L}/", lf.INDEX_OUTLINKS),
    (lf.ALL_PAGE, lf.ALL_OUTLINKS),
    (f"{lf.L}/frames.html", lf.FRAMES_OUTLINKS),
    (f"{lf.L}/base.html", lf.BASE_OUTLINKS),
    (f"{lf.L}/refresh.html", lf.REFRESH_OUTLINKS),
    (f"{lf.L}/css/style.css", lf.CSS_OUTLINKS),
    (f"{lf.L}/css/style-import.css", lf.STYLE_IMPORT_OUTLINKS),
]


@pytest.mark.parametrize(
    ("via", "table"), SOURCES, ids=[s[0].rsplit("/", 1)[-1] or "index" for s in SOURCES]
)
def test_links_are_found_where_and_how_the_ground_truth_says(
    links_crawl: tuple[VirtualWeb, CrawlResult], via: str, table: dict[str, tuple[str, str]]
) -> None:
    _, result = links_crawl
    got = {url: (result.line(url).hop_path[-1:], result.line(url).via) for url in table}
    assert got == {url: (hop, via) for url, (hop, _ctx) in table.items()}


def test_sitemaps_from_robots_txt_are_followed(links_crawl: tuple[VirtualWeb, CrawlResult]) -> None:
    _, result = links_crawl
    sitemap, pages_map, page = (
        f"{lf.L}/sitemap.xml",
        f"{lf.L}/sitemap-pages.xml",
        f"{lf.L}/from-sitemap.html",
    )
    assert result.line(sitemap).hop_path == "PI"
    assert result.line(sitemap).via == f"{lf.L}/robots.txt"
    assert result.line(pages_map).via == sitemap
    assert result.line(page).via == pages_map
    assert {u: h for u, (h, _) in lf.SITEMAP_OUTLINKS.items()} == {
        u: result.line(u).hop_path[-1] for u in lf.SITEMAP_OUTLINKS
    }
