"""The browser tier on real pages: TodoMVC apps (npm `todomvc`) and Debian's jQuery UI demos.

Both are installed by `scripts/setup --test` and served from disk on the virtual web
(tests/sites/realpages.py).  What must be archived is what only a browser finds: the
jQuery UI tabs demo's Ajax fragments (loaded on a click) and TodoMVC's learn.json
(loaded by todomvc-common's base.js after load).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
from browser_harness import browser_crawl, states

from keepnet.browser.explore import ExploreSettings
from keepnet.browser.launch import BrowserHost, find_chromium
from keepnet.testweb.server import VirtualWeb
from sites import realpages as rp

pytestmark = [
    pytest.mark.browser,
    pytest.mark.asyncio(loop_scope="module"),
    pytest.mark.skipif(find_chromium() is None, reason="Chromium not installed (scripts/setup)"),
]

TODOMVC = ["vanillajs", "react"]
JQUERY_UI = ["tabs/ajax.html", "accordion/default.html"]
TABS_AJAX = [
    f"{rp.JQUERY_UI_DEMOS}/tabs/ajax/content1.html",
    f"{rp.JQUERY_UI_DEMOS}/tabs/ajax/content2.html",
]


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def crawled(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[tuple]:
    have = rp.available()
    if not all(have.values()):
        pytest.skip(f"real pages not installed (run scripts/setup --test): {have}")
    host = BrowserHost()
    await host.start()
    seeds = [rp.todomvc_url(n) for n in TODOMVC] + [rp.jquery_ui_url(d) for d in JQUERY_UI]
    web = VirtualWeb([rp.todomvc_site(), rp.jquery_ui_site()])
    try:
        yield await browser_crawl(
            web,
            seeds,
            tmp_path_factory.mktemp("real"),
            host,
            ExploreSettings(policy="max-roi", max_states=30, page_time=60),
            browser={"mode": "auto"},
            host_concurrency=2,
        )
    finally:
        await host.close()


async def test_every_real_page_is_classified_deferred(crawled: tuple) -> None:
    _, tier = crawled
    rendered = {p.url for p in tier.stats.pages}
    assert rendered == {rp.todomvc_url(n) for n in TODOMVC} | {
        rp.jquery_ui_url(d) for d in JQUERY_UI
    }


async def test_todomvc_learn_json_is_archived(crawled: tuple) -> None:
    result, _ = crawled
    learn = f"http://{rp.TODOMVC_HOST}/learn.json"
    assert learn in result.archived
    for name in TODOMVC:
        s0 = states(result)[rp.todomvc_url(name)][0]
        assert learn in s0["resources"], name


async def test_jquery_ui_tabs_ajax_fragments_are_archived(crawled: tuple) -> None:
    result, _ = crawled
    ajax = [f"http://{rp.JQUERY_UI_HOST}{u}" for u in TABS_AJAX]
    assert set(ajax) <= result.archived
    recs = states(result)[rp.jquery_ui_url("tabs/ajax.html")]
    found = {u for st in recs if st["depth"] == 1 for u in st["newResources"]}
    assert set(ajax) <= found  # reached by clicking the tabs, not at load
    assert all(u not in recs[0]["resources"] for u in ajax)


async def test_descendants_are_found_on_real_pages(crawled: tuple, tmp_path: Path) -> None:
    _, tier = crawled
    report = {
        p.url.rsplit("/", 2)[-2] + "/" + p.url.rsplit("/", 1)[-1]: (
            p.descendants,
            p.paths,
            p.r0,
            p.r01,
        )
        for p in tier.stats.pages
    }
    print("\nreal pages (descendants, paths, |R0|, |R0+R1|):", report)
    assert all(p.descendants > 0 for p in tier.stats.pages if "jqueryui" in p.url)
