"""ReplayWeb.page, the WACZ reader most people use, opens keepnet's WACZ and shows its pages.

ReplayWeb.page's static build (the npm package `replaywebpage`, fetched with `npm pack` by
scripts/setup --test into .cache/npm/replaywebpage) is served on 127.0.0.1 together with
the exported WACZ by a small HTTP server that answers Range requests (ReplayWeb.page reads
a WACZ by ranges).  Chromium (Playwright) opens each page through ReplayWeb.page's own URL
scheme; the page's archived title and text must show in its replay frame, and every
request must stay on the loopback server (everything else is aborted and counted).

The demo crawl has every case in one: an HTML page, a page with images and a stylesheet, a
capture written as a revisit, a page reached through a redirect chain, and a page the
browser tier explored (its s0 content).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import http.server
import os
import threading
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import pytest
from click.testing import CliRunner

from keepnet.browser.launch import FLAGS, find_chromium
from keepnet.cli.demo import command as demo
from keepnet.export.wacz import export_wacz

pytestmark = [pytest.mark.browser, pytest.mark.slow]

REPO = Path(__file__).resolve().parents[2]
RWP = REPO / ".cache" / "npm" / "replaywebpage" / "package"
SCREENSHOT = REPO / "docs" / "img" / "replaywebpage.png"

# (page URL, its archived title, a phrase of its archived text)
PAGES = [
    ("http://news.example.test/", "Front page | The Example Gazette", "Example Gazette"),
    (
        "http://news.example.test/articles/harbour-bridge-reopens.html",
        "Harbour bridge reopens after two-year restoration | The Example Gazette",
        "bridge",
    ),
    (
        "http://blog.example.test/archive/2024/05/hello-world.html",
        "Hello, world | Field Notes",
        "Hello",
    ),  # captured as a revisit of /posts/hello-world.html
    ("http://blog.example.test/old-post", "A post that moved | Field Notes", "moved"),  # 301, 302
    ("http://gallery.example.test/", "Gallery — keepnet demo", "Gallery"),  # browser tier
]


class RangeHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with single-range support (ReplayWeb.page reads WACZ entries by range)."""

    def log_message(self, format: str, *args: object) -> None:
        pass

    def end_headers(self) -> None:
        self.send_header("Accept-Ranges", "bytes")
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def send_head(self):  # type: ignore[no-untyped-def]
        rng = self.headers.get("Range")
        path = self.translate_path(self.path)
        if not rng or not os.path.isfile(path):
            return super().send_head()
        size = os.path.getsize(path)
        start_s, _, end_s = rng.removeprefix("bytes=").partition("-")
        start = int(start_s) if start_s else max(0, size - int(end_s))
        end = min(int(end_s), size - 1) if end_s and start_s else size - 1
        fh = open(path, "rb")  # noqa: SIM115 - closed by copyfile's caller
        fh.seek(start)
        self.send_response(206)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Range", f"bytes {start}-{end}/{size}")
        self.send_header("Content-Length", str(end - start + 1))
        self.end_headers()
        self._remaining = end - start + 1
        return fh

    def copyfile(self, source, outputfile):  # type: ignore[no-untyped-def]
        remaining = getattr(self, "_remaining", None)
        if remaining is None:
            return super().copyfile(source, outputfile)
        while remaining > 0:
            chunk = source.read(min(65536, remaining))
            if not chunk:
                break
            outputfile.write(chunk)
            remaining -= len(chunk)
        self._remaining = None


@contextlib.contextmanager
def serve(root: Path) -> Iterator[str]:
    handler = functools.partial(RangeHandler, directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """RWP's static build and the demo crawl's WACZ, side by side in one served folder."""
    if not (RWP / "sw.js").exists():
        pytest.fail(f"ReplayWeb.page not found at {RWP}: run scripts/setup --test")
    root = tmp_path_factory.mktemp("rwp")
    for name in ("index.html", "ui.js", "sw.js"):
        (root / name).symlink_to(RWP / name)
    crawl = tmp_path_factory.mktemp("demo") / "demo-out"
    result = CliRunner().invoke(demo, ["--out", str(crawl), "-q"])
    assert result.exit_code == 0, result.output
    export_wacz(crawl, root / "demo.wacz")
    return root


IMAGES_AND_CSS = """() => ({
  images: Array.from(document.images).map(i => i.complete && i.naturalWidth > 0),
  rules: Array.from(document.styleSheets).reduce((n, s) => n + s.cssRules.length, 0),
})"""


async def open_pages(site: Path) -> dict[str, tuple[str, str, list[str], dict]]:
    """Page URL -> (title, text, live-web requests, images loaded and CSS rules) as
    ReplayWeb.page shows it."""
    from playwright.async_api import async_playwright

    executable = find_chromium()
    assert executable is not None, "Debian's chromium is installed by scripts/setup"
    out: dict[str, tuple[str, str, list[str], dict]] = {}
    with serve(site) as base:
        async with async_playwright() as pw:
            browser = await pw.chromium.launch(
                executable_path=executable, args=FLAGS, headless=True
            )
            context = await browser.new_context(viewport={"width": 1280, "height": 800})
            leaks: list[str] = []

            async def guard(route):  # type: ignore[no-untyped-def]
                if route.request.url.startswith(base) or route.request.url.startswith("blob:"):
                    await route.continue_()
                else:
                    leaks.append(route.request.url)
                    await route.abort()

            await context.route("**/*", guard)
            page = await context.new_page()
            for i, (url, _title, _text) in enumerate(PAGES):
                leaks.clear()
                await page.goto(
                    f"{base}/index.html?source={quote(base + '/demo.wacz')}"
                    f"#view=replay&url={quote(url, safe='')}"
                )
                frame = await replay_frame(page, url)
                title = await frame.title() if frame is not None else ""
                text = await frame.inner_text("body") if frame is not None else ""
                media = await frame.evaluate(IMAGES_AND_CSS) if frame is not None else {}
                out[url] = (title, text, list(leaks), media)
                if i == 1:
                    SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
                    await page.screenshot(path=str(SCREENSHOT))
            await browser.close()
    return out


async def replay_frame(page, url: str):  # type: ignore[no-untyped-def]
    """The frame in which ReplayWeb.page replays `url` (inside its shadow DOM), once loaded."""
    path = url.split("://", 1)[1].split("/", 1)[0]
    for _ in range(150):
        for frame in page.frames:
            if "mp_/" in frame.url and path in frame.url:
                with contextlib.suppress(Exception):
                    await frame.wait_for_load_state("load", timeout=5000)
                    if await frame.title():
                        return frame
        await asyncio.sleep(0.2)
    return None


def test_replaywebpage_shows_every_kind_of_page(site: Path) -> None:
    shown = asyncio.run(open_pages(site))
    for url, title, phrase in PAGES:
        got_title, text, leaks, media = shown[url]
        assert got_title == title, url
        assert phrase.lower() in text.lower(), url
        assert leaks == [], (url, leaks)
    _, _, _, article = shown[PAGES[1][0]]
    assert article["images"] and all(article["images"]), article  # every image decoded
    assert article["rules"] > 0  # the archived stylesheet applies
    assert SCREENSHOT.stat().st_size > 10_000
