"""The browser tier on the interactive test web: archived sets per policy equal the ground truth.

One Chromium serves the whole module (three crawls: auto + none, always + max-roi,
always + max-coverage on the pages with a second level); smaller crawls check the trap's
budget, a page that never loads, a crash of Chromium, and the replay check.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from browser_harness import Archive, browser_crawl, path_to, replay_missing, script_of, states
from crawl_harness import CrawlResult

from keepnet.browser.explore import ExploreSettings
from keepnet.browser.launch import BrowserHost, find_chromium
from keepnet.browser.tier import BrowserTier
from keepnet.testweb.server import VirtualWeb
from sites import interactive as iw

pytestmark = [
    pytest.mark.browser,
    pytest.mark.asyncio(loop_scope="module"),
    pytest.mark.skipif(find_chromium() is None, reason="Chromium not installed (scripts/setup)"),
]

COVERAGE_PAGES = ["menu", "more", "equiv", "static", "tabs"]
BUDGET = 25  # states per page: above every exact page's tree, far below the trap's


def explore(policy: str, **kw: object) -> ExploreSettings:
    return ExploreSettings(policy=policy, depth=2, max_states=BUDGET, page_time=60, **kw)  # type: ignore[arg-type]


def urls(paths: frozenset[str] | set[str]) -> set[str]:
    return {iw.ORIGIN + p for p in paths}


def expected_archive(pages: list[str], level: int) -> set[str]:
    out = {iw.ORIGIN + "/robots.txt"}
    for name in pages:
        t = iw.TRUTH[name]
        out |= {iw.page_url(name)} | urls(t.upto(level) - t.refused)
    return out


def per_level(result: CrawlResult, name: str, level: int) -> set[str]:
    """Resources requested by the page's states up to `level`, from its metadata records."""
    return {
        u
        for st in states(result)[iw.page_url(name)]
        if st["depth"] <= level
        for u in st["resources"]
    }


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def chromium() -> AsyncIterator[BrowserHost]:
    host = BrowserHost()
    await host.start()
    yield host
    await host.close()


Crawl = tuple[CrawlResult, BrowserTier]


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def auto_none(chromium: BrowserHost, tmp_path_factory: pytest.TempPathFactory) -> Crawl:
    pages = [iw.page_url(n) for n in iw.EXACT]
    return await browser_crawl(
        VirtualWeb([iw.build()]),
        pages,
        tmp_path_factory.mktemp("none"),
        chromium,
        explore("none"),
        browser={"mode": "auto"},
    )


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def roi(chromium: BrowserHost, tmp_path_factory: pytest.TempPathFactory) -> Crawl:
    pages = [iw.page_url(n) for n in [*iw.EXACT, iw.TRAP]]
    return await browser_crawl(
        VirtualWeb([iw.build()]),
        pages,
        tmp_path_factory.mktemp("roi"),
        chromium,
        explore("max-roi"),
        browser={"mode": "always"},
    )


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def coverage(chromium: BrowserHost, tmp_path_factory: pytest.TempPathFactory) -> Crawl:
    pages = [iw.page_url(n) for n in [*COVERAGE_PAGES, iw.TRAP]]
    return await browser_crawl(
        VirtualWeb([iw.build()]),
        pages,
        tmp_path_factory.mktemp("cov"),
        chromium,
        explore("max-coverage"),
        browser={"mode": "always"},
    )


async def test_auto_classifies_every_test_page_right(auto_none: Crawl) -> None:
    result, tier = auto_none
    decided = {p.url: p.verdict for p in tier.stats.pages}
    for name in iw.EXACT:
        rendered = iw.page_url(name) in decided
        assert rendered == iw.TRUTH[name].deferred, name
    assert tier.stats.decisions["static"] == sum(not t.deferred for t in iw.TRUTH.values())


async def test_none_archives_s0_only(auto_none: Crawl) -> None:
    result, _ = auto_none
    assert result.archived == expected_archive(iw.EXACT, 0)
    for name in iw.EXACT:
        if iw.TRUTH[name].deferred:
            assert per_level(result, name, 0) == urls(iw.TRUTH[name].r0), name


async def test_max_roi_archives_s0_and_s1(roi: Crawl) -> None:
    result, _ = roi
    trap = {u for u in result.archived if "/r/trap/" in u}
    assert result.archived - trap == expected_archive([*iw.EXACT, iw.TRAP], 1)
    for name in iw.EXACT:
        assert per_level(result, name, 0) == urls(iw.TRUTH[name].r0), name
        assert per_level(result, name, 1) == urls(iw.TRUTH[name].upto(1)), name
        assert all(st["depth"] <= 1 for st in states(result)[iw.page_url(name)])


async def test_late_timers_are_captured(roi: Crawl) -> None:
    """A picture a timer adds 3 s after load, a request 3 s after a click: both archived,
    each in its state (the explorer runs the page's clock forward by its horizon)."""
    result, _ = roi
    late = iw.TRUTH["late"]
    assert urls(late.r0 | late.r1) <= result.archived
    assert per_level(result, "late", 0) == urls(late.r0)
    after_click = [
        st for st in states(result)[iw.page_url("late")] if st["newResources"] and st["depth"] == 1
    ]
    assert [st["newResources"] for st in after_click] == [[iw.ORIGIN + "/r/late/after-click.json"]]


async def test_max_coverage_archives_two_levels(coverage: Crawl) -> None:
    result, _ = coverage
    trap = {u for u in result.archived if "/r/trap/" in u}
    assert result.archived - trap == expected_archive([*COVERAGE_PAGES, iw.TRAP], 2)
    for name in COVERAGE_PAGES:
        for level in (0, 1, 2):
            assert per_level(result, name, level) == urls(iw.TRUTH[name].upto(level)), (name, level)


async def test_browser_resources_are_written_once(coverage: Crawl) -> None:
    result, _ = coverage
    responses = [r.uri for r in result.captures("response")]
    assert len(responses) == len(set(responses))
    assert "/r/menu/news-1.png" in {u.removeprefix(iw.ORIGIN) for u in responses}


async def test_the_trap_stops_at_its_budget(coverage: Crawl) -> None:
    _, tier = coverage
    trap = next(p for p in tier.stats.pages if p.url == iw.page_url(iw.TRAP))
    assert trap.stop_reason == f"budget: {BUDGET} states"
    assert trap.descendants == BUDGET


async def test_equivalent_states_are_recorded(coverage: Crawl) -> None:
    result, _ = coverage
    recs = {
        tuple(s.action + " " + s.selector for s in script_of(st)): st
        for st in states(result)[iw.page_url("equiv")]
    }
    a, b, c = recs[("click #a",)], recs[("click #b",)], recs[("click #c",)]
    assert a["equivalentTo"] is None and a["newResources"] == [iw.ORIGIN + "/r/equiv/shared.json"]
    assert b["equivalentTo"] == a["id"]  # another button, the same embedded resources
    assert c["equivalentTo"] == "s0"  # a class toggle: a new DOM, no new resource
    static = states(result)[iw.page_url("static")]
    assert len(static) > 1 and all(st["equivalentTo"] == "s0" for st in static[1:])


async def test_state_records_have_the_table6_fields(roi: Crawl) -> None:
    result, _ = roi
    tabs = states(result)[iw.page_url("tabs")]
    s0 = tabs[0]
    assert {
        "startedDateTime",
        "id",
        "title",
        "pageTimings",
        "comment",
        "renderedContent",
        "renderedElements",
        "map",
    } <= set(s0)
    assert s0["id"] == "s0" and s0["pageTimings"] == "" and s0["title"] == iw.page_url("tabs")
    assert {m["target"] for m in s0["map"]} >= {"#tabs > li:nth-of-type(1)"}
    tab_a = next(st for st in tabs if "li:nth-of-type(1)" in st["pageTimings"])
    assert tab_a["pageTimings"] == "click,click,#tabs > li:nth-of-type(1),\n"
    assert "Tab a" in tab_a["renderedContent"]
    assert set(tab_a["renderedElements"]) == urls(
        iw.TRUTH["tabs"].r0 | {"/r/tabs/a.html", "/r/tabs/a.png"}
    )
    shots = [r for r in result.captures("resource") if r.uri == "urn:view:" + iw.page_url("tabs")]
    assert len(shots) == 1 and shots[0].header("Content-Type") == "image/png"


async def test_hostile_page_is_explored_and_says_what_happened(roi: Crawl) -> None:
    result, tier = roi
    recs = states(result)[iw.page_url("hostile")]
    said = " ".join(st["comment"] for st in recs)
    assert "dialog dismissed: alert: hello" in said
    assert "popup closed" in said
    assert "navigation blocked: http://ui.test/p/elsewhere.html" in said
    assert tier.stats.requests["aborted_scope"] >= 1
    assert any(r.reason.startswith("browser: trap") for r in result.refused)


async def test_stats_json_has_the_browser_tables(roi: Crawl) -> None:
    result, _ = roi
    b = result.stats["browser"]
    truth = [iw.TRUTH[n] for n in iw.EXACT]
    assert b["table4"]["R0"] >= sum(len(t.r0) for t in truth)
    assert b["table4"]["R0+R1"] - b["table4"]["R0"] >= sum(len(t.r1) for t in truth)
    assert set(b["table1"]) == {"depth", "breadth", "descendants"}
    assert b["table3_events"]["click"][1] > 0 and b["table3_events"]["mouseover"][1] == 2
    assert set(b["table7"]["bytes_per_level"]) == {"0", "1"}


async def test_replay_from_the_warcs_needs_nothing_more(
    roi: Crawl, coverage: Crawl, chromium: BrowserHost
) -> None:
    """Each state that brought resources (and each s0), reached again from the WARCs alone."""
    jobs = []
    for (result, _), first in ((roi, 0), (coverage, 2)):  # levels 0-1 from one, 2 from the other
        archive = Archive.read(result.warcs)
        refused = {r.url for r in result.refused}
        for page, recs in states(result).items():
            if page == iw.page_url(iw.TRAP):
                continue  # its pictures have cache-busting names: no replay can find them
            for st in recs:
                if st["depth"] >= first and (st["depth"] == 0 or st["newResources"]):
                    jobs.append((page, path_to(recs, st), archive, refused))
    gate = asyncio.Semaphore(4)

    async def one(
        page: str, path: list[dict[str, Any]], archive: Archive, refused: set[str]
    ) -> tuple[str, str, set[str]]:
        async with gate:
            missing = await replay_missing(chromium, archive, page, path)
            return page, path[-1]["id"], missing - refused

    results = await asyncio.gather(*(one(*j) for j in jobs))
    assert len(results) > 30 and any(r[1].startswith("s2-") for r in results)
    assert [r for r in results if r[2]] == []


async def test_a_page_that_never_loads_is_cut_off(chromium: BrowserHost, tmp_path: Path) -> None:
    result, tier = await browser_crawl(
        VirtualWeb([iw.build()]),
        [iw.page_url(iw.SLOW), iw.page_url("tabs")],
        tmp_path,
        chromium,
        ExploreSettings(policy="max-roi", page_time=3),
        browser={"mode": "always"},
        read_timeout=30.0,
    )
    slow = states(result)[iw.page_url(iw.SLOW)][0]
    assert "load did not finish in 3s" in slow["comment"]
    assert len(states(result)[iw.page_url("tabs")]) > 1  # the crawl went on


async def crash_chromium(host: BrowserHost) -> None:
    """Make Chromium crash (DevTools Browser.crash), as a renderer or GPU fault would."""
    cdp = await host._browser.new_browser_cdp_session()
    with contextlib.suppress(Exception):  # the connection dies with the browser: expected
        await cdp.send("Browser.crash")


class CrashingTier(BrowserTier):
    """The tier with Chromium crashing as the first page's exploration begins (its page
    is open, its load not done).  (It crashed 0.3 s into it: with the headless shell the
    second page could be in Chromium by then, sharing the crash.)  Once only: the page is
    rendered again in the restarted Chromium."""

    crashed = False

    async def _explore(
        self, host: BrowserHost, explorer: Any, ticket: Any = None, further: Any = None
    ) -> None:
        if not self.crashed:
            self.crashed = True
            await crash_chromium(host)
        await super()._explore(host, explorer, ticket, further)


async def test_a_chromium_crash_is_survived(chromium: BrowserHost, tmp_path: Path) -> None:
    web = VirtualWeb([iw.build()])
    seeds = [iw.page_url("menu"), iw.page_url("tabs")]
    launches = chromium.launches

    async def crawl() -> Crawl:
        return await browser_crawl(
            web,
            seeds,
            tmp_path,
            chromium,
            explore("max-roi"),
            pages_at_once=1,
            host_concurrency=1,
            browser={"mode": "always"},
            tier_class=CrashingTier,
        )

    result, tier = await crawl()
    menu = states(result)[iw.page_url("menu")]
    assert "rendered again: Chromium crashed under its first render" in menu[0]["comment"]
    assert "browser crashed" not in menu[0]["comment"]  # (the second render did not)
    assert tier.stats.issues["browser crashed"] == 1
    assert tier.stats.issues["rendered again after a browser crash"] == 1
    assert chromium.launches == launches + 1 and chromium.alive
    # the page crashed under is whole: rendered and explored again, one s0 record
    assert per_level(result, "menu", 1) == urls(iw.TRUTH["menu"].upto(1))
    assert sum(st["id"] == "s0" for st in menu) == 1
    tabs = states(result)[iw.page_url("tabs")]
    assert per_level(result, "tabs", 1) == urls(iw.TRUTH["tabs"].upto(1))
    assert len(tabs) > 1


async def test_learning_per_template_still_explores_pages_whose_code_listens(
    chromium: BrowserHost, tmp_path: Path
) -> None:
    """The default (learning per template) on pages each on a host of its own, so each is
    its template's first learning page: those whose scripts listen for events and load are
    explored, and their first-level resources are archived as with learning off."""
    names = ["menu", "tabs", "more", "delegated"]
    sites = []
    for name in names:
        site = iw.build()
        site.host = f"{name}.{iw.HOST}"
        sites.append(site)
    seeds = [f"http://{n}.{iw.HOST}/p/{n}.html" for n in names]
    result, _ = await browser_crawl(
        VirtualWeb(sites),
        seeds,
        tmp_path,
        chromium,
        explore("max-roi"),
        browser={"templates": True},
    )
    for name, seed in zip(names, seeds, strict=True):
        t = iw.TRUTH[name]
        host = f"http://{name}.{iw.HOST}"
        level1 = {u for st in states(result)[seed] if st["depth"] <= 1 for u in st["resources"]}
        assert {host + p for p in t.upto(1) - t.r0} <= level1, name


async def test_a_learning_page_is_explored_from_the_s0_it_rendered(
    chromium: BrowserHost, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A learning page is rendered for s0, then explored from that s0: the page is loaded
    once for s0 and once per reset of its exploration, not a second time for s0."""
    from keepnet.browser.session import PageSession

    loads: list[str] = []
    load = PageSession.load

    async def counted(self: PageSession, *a: Any, **kw: Any) -> Any:
        loads.append(self.url)
        return await load(self, *a, **kw)

    monkeypatch.setattr(PageSession, "load", counted)
    site = iw.build()
    site.host = f"menu.{iw.HOST}"
    seed = f"http://menu.{iw.HOST}/p/menu.html"
    _, tier = await browser_crawl(
        VirtualWeb([site]),
        [seed],
        tmp_path,
        chromium,
        explore("max-roi"),
        browser={"templates": True},
    )
    (page,) = [p for p in tier.stats.pages if p.url == seed]
    assert any(i.startswith("explored:") for i in page.issues)
    assert page.descendants > 0
    assert loads.count(seed) == 1 + page.resets


async def test_no_screenshot_is_taken_that_is_not_written(
    chromium: BrowserHost, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Learning per template: pages rendered for s0 only, and learning pages whose s0 adds
    nothing and are not explored, get no screenshot record: none is taken for them, and
    their interactions are not looked for (listener discovery: what only exploring uses)."""
    from keepnet.browser.explore import Explorer
    from keepnet.browser.session import PageSession

    maps: list[str] = []
    map_s0 = Explorer._map

    async def mapped(self: Explorer) -> Any:
        maps.append(self.session.url)
        return await map_s0(self)

    monkeypatch.setattr(Explorer, "_map", mapped)
    from keepnet.testweb.site import Site

    shots: list[str] = []
    shoot = PageSession.screenshot

    async def counted(self: PageSession) -> bytes:
        shots.append(self.url)
        return await shoot(self)

    monkeypatch.setattr(PageSession, "screenshot", counted)
    # deferred by its inline code (it could fetch), not interactive, and s0 fetches nothing
    page = "<html><script>if (location.hash === '#x') fetch('/x.json');</script><p>%d</p></html>"
    site = Site("quiet.test", {f"/p/{i}.html": page % i for i in range(3)})
    seeds = [f"http://quiet.test/p/{i}.html" for i in range(3)]
    result, tier = await browser_crawl(
        VirtualWeb([site]),
        seeds,
        tmp_path,
        chromium,
        explore("max-roi"),
        browser={"templates": True},
    )
    rendered = [p for p in tier.stats.pages if p.url in seeds]
    assert rendered and all("not explored" in " ".join(p.issues) for p in rendered)
    written = [r for r in result.records if r.type == "resource"]
    assert shots == [] and written == [] and maps == []


async def test_a_resample_that_found_nothing_stops_when_the_crawl_ends(
    chromium: BrowserHost, tmp_path: Path
) -> None:
    """Four pages of one template, one after the other (the host's politeness delay): the
    first is its learning page (its buttons change the page and load nothing), the fourth
    a re-sample; the crawl's HTTP part ends as it is rendered, with no page left for its
    verdict to decide: it stops exploring at its next step instead of at its sample's end."""
    from keepnet.testweb.site import Site

    buttons = "".join(f"<button>{i}</button>" for i in range(8))
    code = (
        "<script>for (const b of document.querySelectorAll('button'))"
        " b.addEventListener('click', () => { b.textContent += '!'; });"
        " if (location.hash === '#never') fetch('/x.json');</script>"
    )
    page = f"<html><body><p>%d</p>%s{buttons}{code}</body></html>"
    nxt = ["<a href='1.html'>next</a>", "<a href='2.html'>next</a>", "<a href='3.html'>next</a>"]
    site = Site("resample.test", {f"/p/{i}.html": page % (i, ([*nxt, ""])[i]) for i in range(4)})
    seeds = [f"http://resample.test/p/{i}.html" for i in range(4)]
    _, tier = await browser_crawl(
        VirtualWeb([site]),
        seeds[:1],  # the others, one after the other, by their links
        tmp_path,
        chromium,
        explore("max-roi"),
        scope="host",
        delay=3.0,
        browser={"templates": True, "learn_pages": 1, "resample_every": 2},
    )
    by_url = {p.url: p for p in tier.stats.pages}
    assert set(by_url) == {seeds[0], seeds[3]}  # the learning page and the re-sample
    assert by_url[seeds[0]].descendants > 0  # the learning page explored its states
    last = by_url[seeds[3]]
    assert any("re-sampled" in i for i in last.issues)
    assert last.stop_reason == "sample: nothing new when the crawl's HTTP part ended"
    assert last.descendants == 0


async def test_a_shared_scripts_interactions_are_tried_once_per_host(
    chromium: BrowserHost, tmp_path: Path
) -> None:
    """Two templates of one host (each page a script of its own) share a script that loads
    and listens (as Sphinx's doctools.js): its interactions, tried on the first learning
    page and finding nothing, are not tried again on the other template's learning page,
    which waits for that verdict instead of exploring beside it."""
    from keepnet.testweb.site import Site

    shared = (
        b"document.addEventListener('keydown', e => {"
        b" if (e.key === 'F13') fetch('/never.json'); });"
    )
    page = "<html><script src='/shared.js'></script><script src='/%s.js'></script><p>%s</p></html>"
    site = Site(
        "shared.test",
        {
            "/shared.js": shared,
            "/a.js": b"var a = 1;",
            "/b.js": b"var b = 2;",
            "/a.html": page % ("a", "a"),
            "/b.html": page % ("b", "b"),
        },
    )
    seeds = ["http://shared.test/a.html", "http://shared.test/b.html"]
    _, tier = await browser_crawl(
        VirtualWeb([site]),
        seeds,
        tmp_path,
        chromium,
        explore("max-roi"),
        browser={"templates": True},
    )
    pages = {p.url: " ".join(p.issues) for p in tier.stats.pages}
    assert set(pages) == set(seeds)
    explored = [u for u, i in pages.items() if "explored: the page's own code" in i]
    spared = [u for u, i in pages.items() if "scripts (shared.js) found nothing" in i]
    assert len(explored) == 1 and spared == [u for u in seeds if u not in explored]
    assert len(tier.templates.templates) == 2


async def test_a_lost_chromium_is_told_from_a_failed_page() -> None:
    """BrowserHost.lost: a healthy Chromium is not lost; one that crashed is, even before
    the connection says so; a restart (by another page) makes the old launch lost."""
    host = BrowserHost()
    await host.start()
    try:
        launch = host.launches
        assert not await host.lost(launch)
        await crash_chromium(host)
        assert await host.lost(launch)
        await host.restart()
        assert host.alive and not await host.lost(host.launches)
        assert await host.lost(launch)  # another page restarted it: this page's is gone
    finally:
        await host.close()


# Handlers that request nothing themselves, but whose work asks for a resource a little
# later without a timer of the page's own: an idle callback, a message-channel task, an
# animation frame, a chain of promises.  An interaction that asked for nothing settles
# fast (keepnet.browser.session.PageSession.settle, `asked_since`): none of these may end
# up outside the state it belongs to.
DEFERRED_WORK = """<!doctype html><html><head><title>later</title></head><body>
<button id="idle">idle</button><button id="channel">channel</button>
<button id="frame">frame</button><button id="chain">chain</button><div id="out"></div>
<script>
function show(name) {
  const img = document.createElement('img');
  img.src = '/r/later/' + name + '.png';
  document.getElementById('out').append(img);
}
document.getElementById('idle').addEventListener('click', () =>
  requestIdleCallback(() => show('idle')));
document.getElementById('channel').addEventListener('click', () => {
  const ch = new MessageChannel();
  ch.port1.onmessage = () => show('channel');
  ch.port2.postMessage(1);
});
document.getElementById('frame').addEventListener('click', () =>
  requestAnimationFrame(() => requestAnimationFrame(() => show('frame'))));
document.getElementById('chain').addEventListener('click', () => {
  let p = Promise.resolve();
  for (let i = 0; i < 50; i++) p = p.then(() => i);
  p.then(() => show('chain'));
});
</script></body></html>"""


async def test_work_an_interaction_defers_without_a_timer_is_its_states(
    chromium: BrowserHost, tmp_path: Path
) -> None:
    from keepnet.testweb.assets import png
    from keepnet.testweb.site import Response, Site

    site = Site("later.test")
    site.add("/robots.txt", Response.text("User-agent: *\nAllow: /\n"))
    site.add("/p/later.html", Response.html(DEFERRED_WORK))
    names = ["idle", "channel", "frame", "chain"]
    for name in names:
        site.add(f"/r/later/{name}.png", Response.data(png(2, 2, (9, 9, 9)), "image/png"))
    result, _ = await browser_crawl(
        VirtualWeb([site]),
        ["http://later.test/p/later.html"],
        tmp_path,
        chromium,
        explore("max-roi"),
        browser={"mode": "always"},
    )
    recs = states(result)["http://later.test/p/later.html"]
    added = {
        st["pageTimings"].split(",")[2]: set(st["resources"]) for st in recs if st["depth"] == 1
    }
    for name in names:
        assert added.get(f"#{name}") == {f"http://later.test/r/later/{name}.png"}, (name, added)


async def test_the_screenshot_leaves_s0_as_it_was(chromium: BrowserHost, tmp_path: Path) -> None:
    """s0's screenshot changes nothing in the page: with Playwright's default (its caret
    hidden by a style on every text input, which left `style=""` behind) the first
    interaction tried after it saw a DOM unlike s0's, a new state where there was none,
    and the next one paid a reset."""
    from keepnet.testweb.site import Site

    page = (
        "<html><body><input type='text' name='q'><button id='b'>b</button><script>"
        "document.getElementById('b').addEventListener('click', () => {});"
        "</script></body></html>"
    )
    seed = "http://input.test/p/a.html"
    result, tier = await browser_crawl(
        VirtualWeb([Site("input.test", {"/p/a.html": page})]),
        [seed],
        tmp_path,
        chromium,
        explore("max-roi"),
        browser={"mode": "always"},
    )
    (summary,) = [p for p in tier.stats.pages if p.url == seed]
    assert summary.tried > 0 and summary.noops == summary.tried, summary
    assert summary.descendants == 0 and summary.resets == 0
    assert any(r.uri == f"urn:view:{seed}" for r in result.records)  # it was taken


async def test_a_learning_page_is_photographed_only_if_its_exploration_finds_something(
    chromium: BrowserHost, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A learning page whose s0 added nothing is explored without its screenshot; s0 is
    reached again and photographed after the exploration only if a state added a resource
    (the screenshot is written only then): a page whose states find nothing gets none."""
    from keepnet.browser.session import PageSession
    from keepnet.testweb.site import Site

    shots: list[str] = []
    shoot = PageSession.screenshot

    async def counted(self: PageSession) -> bytes:
        shots.append(self.url)
        return await shoot(self)

    monkeypatch.setattr(PageSession, "screenshot", counted)
    page = (
        "<html><body><button id='b'>go</button><p id='o'></p><script>"
        "document.getElementById('b').addEventListener('click', () => {"
        " document.getElementById('o').textContent = 'clicked';"
        " if (%s) fetch('/x.json'); });</script></body></html>"
    )
    finds = Site("finds.test", {"/p/a.html": page % "true", "/x.json": "{}"})
    quiet = Site("quiet.test", {"/p/a.html": page % "location.hash === '#x'", "/x.json": "{}"})
    seeds = ["http://finds.test/p/a.html", "http://quiet.test/p/a.html"]
    result, tier = await browser_crawl(
        VirtualWeb([finds, quiet]),
        seeds,
        tmp_path,
        chromium,
        explore("max-roi"),
        browser={"templates": True},
    )
    pages = {p.url: p for p in tier.stats.pages}
    for seed in seeds:  # both learning pages, both explored, neither s0 added anything
        assert any(i.startswith("explored:") for i in pages[seed].issues), pages[seed].issues
        assert pages[seed].browser_only_r0 == 0
    assert pages[seeds[0]].r012 > pages[seeds[0]].r0  # a state fetched /x.json
    assert pages[seeds[1]].r012 == pages[seeds[1]].r0
    assert shots == [seeds[0]]
    written = [r.uri for r in result.records if r.type == "resource"]
    assert written == [f"urn:view:{seeds[0]}"]
