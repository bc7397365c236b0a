"""Longitudinal views and `keepnet report` on three crawls of a changing site.

news.recrawl.test is crawled three times: A; B (`--previous A`) after a fifth of the pages
changed, one page left the index (gone), a new one joined it, and one page started to answer
404; C, an independent crawl (no `--previous`), after the gone page came back.  The timeline
must list exactly those events, the host link graph's evolution the new edge to the partner
site, and the report page must render in Chromium.
"""

from __future__ import annotations

import json
import time
from collections import Counter

import pytest

from integration.crawl_harness import crawl
from keepnet.browser.launch import find_chromium
from keepnet.longitudinal import host_links, ordered, timeline
from keepnet.report import write_report
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Request, Response, Site
from sites.recrawl import HOST, ORIGIN, N, RecrawlSite

pytestmark = pytest.mark.slow

BROKEN = 13
GONE = f"{ORIGIN}/old"  # linked from the index in A and C only


class ChangingSite(RecrawlSite):
    def __init__(self) -> None:
        self.broken: set[int] = set()
        super().__init__()

    def page(self, req: Request) -> Response:
        assert req.match is not None
        if int(req.match[1]) in self.broken:
            return Response.not_found(req.url)
        return super().page(req)


def index(pages: list[int], extra: str = "") -> Response:
    links = "".join(f'<li><a href="/page/{i}">Story {i}</a></li>' for i in pages)
    return Response.html(f"<title>Front page</title><ul>{links}{extra}</ul>")


@pytest.fixture(scope="module")
def crawls(tmp_path_factory: pytest.TempPathFactory) -> dict:  # type: ignore[type-arg]
    tmp = tmp_path_factory.mktemp("longitudinal")
    site = ChangingSite()
    partner = Site("partner.test")
    partner.add("/robots.txt", Response.text("User-agent: *\nAllow: /\n"))
    partner.add("/", Response.html("<title>partner</title>"))
    web = VirtualWeb([site.site, partner])
    site.site.add("/old", Response.html("<title>Old story</title><p>archived</p>"))
    site.site.add("/", index(list(range(N)), '<li><a href="/old">Old</a></li>'))
    a = crawl(web, [f"{ORIGIN}/"], tmp / "a", scope="host")
    changed = site.change(0.2) - {BROKEN}
    site.site.add(
        "/",
        index(
            list(range(N)), '<li><a href="/new">New</a> <a href="http://partner.test/">p</a></li>'
        ),
    )
    site.site.add("/new", Response.html("<title>New story</title><p>fresh</p>"))
    site.broken.add(BROKEN)
    time.sleep(1.1)
    b = crawl(web, [f"{ORIGIN}/"], tmp / "b", scope="host", previous=[str(tmp / "a")])
    site.site.add(
        "/", index(list(range(N)), '<li><a href="/new">New</a> <a href="/old">Old</a></li>')
    )
    time.sleep(1.1)
    c = crawl(web, [f"{ORIGIN}/"], tmp / "c", scope="host")
    return {"site": site, "dirs": [c.out, a.out, b.out], "changed": changed, "tmp": tmp}


def events(crawls: dict, crawl_name: str) -> dict[str, set[str]]:  # type: ignore[type-arg]
    out: dict[str, set[str]] = {}
    for obs in timeline(ordered(crawls["dirs"])):
        if obs.crawl == crawl_name and ("/page/" in obs.url or obs.url.endswith(("/new", "/old"))):
            out.setdefault(obs.event, set()).add(obs.url)
    return out


def test_the_crawls_are_put_in_time_order(crawls: dict) -> None:  # type: ignore[type-arg]
    assert [f.name for f in ordered(crawls["dirs"])] == ["a", "b", "c"]


def test_the_second_crawl_lists_exactly_what_changed(crawls: dict) -> None:  # type: ignore[type-arg]
    site = crawls["site"]
    got = events(crawls, "b")
    assert got["changed"] == {site.url(i) for i in crawls["changed"]}
    assert got["status"] == {site.url(BROKEN)}
    assert got["gone"] == {GONE}
    assert got["new"] == {f"{ORIGIN}/new"}
    untouched = set(range(N)) - crawls["changed"] - {BROKEN}
    assert got["unchanged"] == {site.url(i) for i in untouched}


def test_an_independent_later_crawl_sees_the_page_come_back(crawls: dict) -> None:  # type: ignore[type-arg]
    got = events(crawls, "c")
    assert got["back"] == {GONE}
    assert "new" not in got and "gone" not in got


def test_the_host_graph_gains_and_loses_the_partner_edge(crawls: dict) -> None:  # type: ignore[type-arg]
    _graphs, steps = host_links(ordered(crawls["dirs"]))
    ab, bc = steps
    assert set(ab.added) == {(HOST, "partner.test")} and not ab.removed
    assert set(bc.removed) == {(HOST, "partner.test")} and not bc.added


def test_the_report_renders(crawls: dict) -> None:  # type: ignore[type-arg]
    out = crawls["tmp"] / "report"
    result = write_report(crawls["dirs"], out, title="news.recrawl.test")
    assert result.crawls == 3
    lines = [json.loads(x) for x in (out / "timeline.jsonl").read_text().splitlines()]
    assert Counter(x["event"] for x in lines) == result.events
    edges = [json.loads(x) for x in (out / "host_links.jsonl").read_text().splitlines()]
    assert {(e["event"], e["target_host"]) for e in edges} == {
        ("added", "partner.test"),
        ("removed", "partner.test"),
    }
    page = result.path.read_text()
    assert page.count("<svg") == 4 and "Change between crawls" in page
    if find_chromium() is None:
        pytest.skip("Chromium not installed (scripts/setup)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=find_chromium())
        try:
            tab = browser.new_page(viewport={"width": 1200, "height": 900})
            failed: list[str] = []
            tab.on("requestfailed", lambda r: failed.append(r.url))
            tab.goto(result.path.as_uri())
            assert tab.locator("svg").count() == 4
            assert tab.locator("svg rect").count() > 10  # bars were drawn
            shot = tab.screenshot(full_page=True)
            (out / "report.png").write_bytes(shot)
            assert failed == [] and len(shot) > 10_000
        finally:
            browser.close()
