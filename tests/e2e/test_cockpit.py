"""The cockpit driven as a curator would, in real Chromium (Playwright).

`keepnet cockpit` runs as its own process on a free loopback port over an empty data
directory; the demo web is served on loopback.  The test creates a crawl from the form,
watches the counters move (server-sent events), pauses and resumes it, adds an exclusion
and sees matching URLs refused, stops it, opens a captured page in replay from the pages
list, exports the WACZ, downloads it and validates it with `wacz validate`.  Each main view
is saved as a screenshot under docs/img/ (the README and docs/cockpit.md show them).
"""

from __future__ import annotations

import calendar
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from keepnet.browser.launch import FLAGS, find_chromium
from keepnet.testweb.demo import DEMO_SEEDS, demo_web
from keepnet.testweb.server import serve_in_thread

pytestmark = [pytest.mark.browser, pytest.mark.slow]

IMG = Path(__file__).resolve().parents[2] / "docs" / "img"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def cockpit(tmp_path: Path) -> Iterator[tuple[str, Path, str]]:
    port = free_port()
    data = tmp_path / "data"
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    with serve_in_thread(demo_web()) as web:
        proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "keepnet.cli.main",
                "cockpit",
                "--data",
                str(data),
                "--port",
                str(port),
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            env=env,
        )
        try:
            deadline = time.monotonic() + 30
            while True:
                try:
                    with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                        break
                except OSError:
                    assert proc.poll() is None, proc.stdout.read() if proc.stdout else ""
                    assert time.monotonic() < deadline, "the cockpit did not start"
                    time.sleep(0.1)
            yield f"http://127.0.0.1:{port}", data, web.url
        finally:
            proc.send_signal(signal.SIGTERM)  # stopped by its PID; it stops its children
            try:
                proc.wait(timeout=40)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def _counter(text: str) -> int:
    digits = re.sub(r"[^0-9]", "", text)
    return int(digits) if digits else 0


async def test_create_watch_steer_replay_and_export_a_crawl(
    cockpit: tuple[str, Path, str], tmp_path: Path
) -> None:
    from playwright.async_api import async_playwright, expect

    base, data, proxy = cockpit
    IMG.mkdir(parents=True, exist_ok=True)
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(
            executable_path=find_chromium(), args=FLAGS, headless=True
        )
        page = await browser.new_page(viewport={"width": 1280, "height": 900})
        page.set_default_timeout(30_000)

        # -- the form: a field error first, then a valid crawl ---------------------------
        await page.goto(base + "/new")
        await page.fill("input[name=name]", "demo")
        await page.fill("textarea[name=seeds]", "not a url")
        await page.click("#new-crawl button[type=submit]")
        await expect(page.locator(".field-error[data-field=seeds]").first).to_contain_text(
            "invalid URL"
        )
        await page.fill("textarea[name=seeds]", "\n".join(DEMO_SEEDS))
        await page.select_option("select[name=scope]", "domain")
        await page.fill("input[name=delay]", "0.4")
        await page.fill("input[name=concurrency]", "2")
        await page.fill("input[name=proxy]", proxy)
        await page.select_option("select[name=browser]", "never")
        await page.screenshot(path=str(IMG / "cockpit-new.png"), full_page=True)
        await page.click("#new-crawl button[type=submit]")
        await page.wait_for_url(re.compile(r"/crawls/demo"))
        assert (data / "demo" / "job.yaml").exists()

        # -- the live monitor: counters move without a reload ----------------------------
        fetched = page.locator("b[data-k=fetched]")
        await page.wait_for_function(
            "() => Number(document.querySelector('#monitor').dataset.updates || 0) >= 2"
        )
        first = _counter(await fetched.inner_text())
        deadline = time.monotonic() + 60
        while _counter(await fetched.inner_text()) <= first:
            assert time.monotonic() < deadline, "the counters did not move"
            await page.wait_for_timeout(300)
        await expect(page.locator("h1 .state")).to_have_text("running")
        await expect(page.locator("#t-hosts tbody tr").first).to_be_visible()

        # -- pause, resume ---------------------------------------------------------------
        await page.click("#btn-pause")
        await page.wait_for_load_state()
        await expect(page.locator("h1 .state")).to_have_text("paused", timeout=15_000)
        await page.wait_for_timeout(1500)  # what was in flight ends
        log = data / "demo" / "logs" / "crawl.log"
        held = len(log.read_text().splitlines())
        await page.wait_for_timeout(1500)
        assert len(log.read_text().splitlines()) == held  # nothing fetched while paused
        await page.click("#btn-resume")
        await expect(page.locator("h1 .state")).to_have_text("running", timeout=15_000)

        # -- an exclusion: matching URLs are refused from now on -------------------------
        await page.select_option("#exclusion-form select[name=kind]", "regex")
        await page.fill("#exclusion-form input[name=rule]", r"blog\.example\.test/")
        await page.click("#exclusion-form button[type=submit]")
        await expect(page.locator(".flash")).to_contain_text("exclusion added")
        await expect(page.locator("#exclusions li")).to_have_count(1, timeout=15_000)
        refused = data / "demo" / "logs" / "refused.log"
        deadline = time.monotonic() + 60
        while "blog.example.test" not in (refused.read_text() if refused.exists() else ""):
            assert time.monotonic() < deadline, "no URL was refused by the exclusion"
            await page.wait_for_timeout(500)
        excluded_at = time.time()
        await page.screenshot(path=str(IMG / "cockpit-monitor.png"), full_page=True)

        # -- stop; the crawl list shows it ---------------------------------------------------
        await page.click("#btn-stop")
        await expect(page.locator("h1 .state")).to_have_text(
            re.compile("stopped|stopping|finished"), timeout=30_000
        )
        deadline = time.monotonic() + 60
        while (data / "demo" / "state" / "api.json").exists():
            assert time.monotonic() < deadline, "the crawl did not stop"
            await page.wait_for_timeout(300)
        for line in log.read_text().splitlines():
            ts = line.split()[0]
            url = line.split()[3]
            if "blog.example.test" in url:
                when = calendar.timegm(time.strptime(ts[:19], "%Y-%m-%dT%H:%M:%S"))
                assert when <= excluded_at + 2, f"fetched after the exclusion: {url}"
        await page.goto(base + "/")
        await expect(page.locator("#crawls")).to_contain_text("demo")
        await page.screenshot(path=str(IMG / "cockpit-crawls.png"), full_page=True)

        # -- results: a captured page opens in replay ---------------------------------------
        await page.goto(base + "/crawls/demo/pages")
        await page.screenshot(path=str(IMG / "cockpit-pages.png"), full_page=True)
        link = page.locator("a.replay").first
        target = await link.inner_text()
        await link.click()
        await page.wait_for_load_state()
        assert page.url.startswith("http://127.0.0.1:") and "/web/" in page.url
        assert target.split("://", 1)[1] in page.url

        # -- WACZ: export, download, validate ------------------------------------------------
        await page.goto(base + "/crawls/demo")
        await page.click("#btn-wacz")
        await expect(page.locator(".flash")).to_contain_text("WACZ exported", timeout=60_000)
        await page.screenshot(path=str(IMG / "cockpit-finished.png"), full_page=True)
        async with page.expect_download() as info:
            await page.click("#wacz-download")
        download = await info.value
        saved = tmp_path / "demo.wacz"
        await download.save_as(saved)
        await browser.close()
    result = subprocess.run(
        [str(Path(sys.executable).with_name("wacz")), "validate", "-f", str(saved)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    stats = json.loads((data / "demo" / "stats.json").read_text())
    assert stats["fetched"] > 0 and stats["refusals"]


def test_demo_with_the_cockpit_starts_the_demo_crawl_and_prints_the_url(tmp_path: Path) -> None:
    import httpx

    port = free_port()
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "keepnet.cli.main",
            "demo",
            "--cockpit",
            "--port",
            str(port),
            "--out",
            str(tmp_path / "demo-out"),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    try:
        assert proc.stdout is not None
        lines: list[str] = []
        deadline = time.monotonic() + 60
        while not any("keepnet cockpit: http://" in ln for ln in lines):
            assert time.monotonic() < deadline and proc.poll() is None, "".join(lines)
            lines.append(proc.stdout.readline())
        url = next(ln for ln in lines if "keepnet cockpit:" in ln).split()[2]
        assert url == f"http://127.0.0.1:{port}/"
        data = tmp_path / "demo-out-cockpit"
        deadline = time.monotonic() + 120
        while True:
            stats = data / "demo" / "stats.json"
            if stats.exists() and json.loads(stats.read_text()).get("fetched", 0) > 0:
                break
            assert time.monotonic() < deadline, "the demo crawl did not start"
            time.sleep(0.5)
        r = httpx.get(url + "crawls/demo", timeout=30)
        assert r.status_code == 200 and "www.keepnet-demo.test" in r.text
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    # the crawl was stopped cleanly with the cockpit: its WARCs are closed
    assert not list((tmp_path / "demo-out-cockpit" / "demo" / "archive").glob("*.open"))


async def test_results_views_states_artifacts_and_qa(cockpit: tuple[str, Path, str]) -> None:
    """A crawl with a browser page and an artifact seed: the state tree is drawn, the
    artifact manifest shown, and QA runs from the cockpit (its report shown)."""
    from playwright.async_api import async_playwright, expect

    from keepnet.testweb.sites import codehub, gallery

    base, data, proxy = cockpit
    job = tmp_job = data.parent / "results-job.yaml"
    tmp_job.write_text(
        "seeds:\n"
        f"  - {gallery.ORIGIN}/\n"
        f"  - {{url: '{codehub.SOFTWARE_ENTRY}', scope: artifact}}\n"
        "scope: prefix\nmax_pages: 40\ndelay: 0\n"
        f"proxy: '{proxy}'\n"
        "browser: {mode: always, explore: max-coverage, max_states: 12, templates: false}\n"
    )
    crawl = subprocess.run(
        [
            sys.executable,
            "-m",
            "keepnet.cli.main",
            "crawl",
            "--job",
            str(job),
            "--out",
            str(data / "results"),
            "--quiet",
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert crawl.returncode == 0, crawl.stdout + crawl.stderr
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(
            executable_path=find_chromium(), args=FLAGS, headless=True
        )
        page = await browser.new_page(viewport={"width": 1280, "height": 900})
        page.set_default_timeout(30_000)
        await page.goto(base + "/crawls/results/pages?q=gallery")
        await page.locator("a", has_text="states").first.click()
        nodes = page.locator("#state-tree .state-node")
        await expect(nodes.first).to_be_visible()
        assert await nodes.count() >= 2
        assert await page.locator("#state-tree .state-node.found").count() >= 1
        await page.screenshot(path=str(IMG / "cockpit-states.png"), full_page=True)

        await page.goto(base + "/crawls/results/artifacts")
        await expect(page.locator("section.artifact")).to_contain_text("path_based_externals")
        await page.screenshot(path=str(IMG / "cockpit-artifacts.png"), full_page=True)

        await page.goto(base + "/crawls/results/qa")
        await page.click("#btn-qa")
        deadline = time.monotonic() + 240
        while not await page.locator("#qa-summary").count():
            assert time.monotonic() < deadline, "QA did not finish"
            await page.wait_for_timeout(1000)
            await page.goto(base + "/crawls/results/qa")
        await expect(page.locator("#qa-summary")).to_contain_text("page(s) replayed")
        await page.screenshot(path=str(IMG / "cockpit-qa.png"), full_page=True)
        await browser.close()
    assert json.loads((data / "results" / "qa" / "report.json").read_text())["pages"]
