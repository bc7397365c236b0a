"""Chromium for the browser tier: finding it, launching it under Playwright, relaunching it.

keepnet drives the distribution's Chromium (Debian's `chromium-headless-shell`, else its
`chromium`) through
Playwright's `executable_path`; `playwright install` is never needed.  The flags keep the
browser from talking to anything but keepnet: no background networking, component
updates, sync or QUIC, and — since every request is routed to keepnet's fetcher anyway —
a proxy (the crawl's, when it has one) catches anything that escaped routing.

Chromium runs at a lower CPU priority than the crawl (NICE): on a machine with few cores
the HTTP fetch loop must not starve while pages render beside it; renders still get every
cycle the crawl leaves, and all of them once fetching is done.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

# Chromium's headless shell first: the same Blink and V8 without the full browser's UI
# layers (what Playwright itself runs for headless Chromium).  Measured on this project's
# machine, launch, five rendered pages and close cost 0.65 CPU s against 1.35 s for the full
# browser in headless mode, and that fixed cost is what a small site's crawl pays
# (bench/README.md, "The headless shell").  The full browser is the fallback.
CANDIDATES = (
    "/usr/bin/chromium-headless-shell",
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
)
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    "--disable-dev-shm-usage",
    "--mute-audio",
    "--hide-scrollbars",
]


def compile_cache_dir() -> Path:
    """Where the Playwright driver's Node keeps its compiled code between crawls."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "keepnet" / "node-compile-cache"


@contextlib.contextmanager
def node_compile_cache() -> Iterator[None]:
    """NODE_COMPILE_CACHE set for the driver about to start (unless the user set it).

    Playwright's driver is a Node process that compiles playwright-core's JavaScript on
    every start: a fixed cost every crawl with a browser pays, and on a small site a large
    share of the whole crawl.  Node's compile cache (checked against each source's hash, so
    never stale) keeps the compiled code between crawls: the driver's start measured
    0.76 -> 0.60 s median on this project's loaded machine (bench/README.md, "The
    driver's compile cache").  Only the child sees it: the variable is restored at once."""
    if "NODE_COMPILE_CACHE" in os.environ:
        yield
        return
    path = compile_cache_dir()
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:  # a read-only home: the driver starts as before
        yield
        return
    os.environ["NODE_COMPILE_CACHE"] = str(path)
    try:
        yield
    finally:
        os.environ.pop("NODE_COMPILE_CACHE", None)


NICE = 10  # Chromium's niceness at least (every process and thread of it)


def nice_descendants(executable: str, niceness: int = NICE) -> int:
    """Lower the priority of every Chromium process (`executable`) under this one (Linux).

    Niceness is per thread on Linux, and Chromium starts processes (renderers) and threads,
    and sets some threads' priorities, as it goes: call again after opening a page.
    Returns the number of processes seen."""
    proc = Path("/proc")
    if not proc.is_dir():
        return 0
    children: dict[int, list[int]] = {}
    for stat in proc.glob("[0-9]*/stat"):
        with contextlib.suppress(OSError, ValueError, IndexError):
            fields = stat.read_text().rsplit(")", 1)[1].split()
            children.setdefault(int(fields[1]), []).append(int(stat.parent.name))
    todo, mine = [os.getpid()], []
    while todo:
        for child in children.get(todo.pop(), []):
            todo.append(child)
            mine.append(child)
    target = os.path.realpath(executable)
    done = 0
    for pid in mine:
        try:
            exe = os.path.realpath(f"/proc/{pid}/exe")
            # (Debian's /usr/bin/chromium* are shell scripts running /usr/lib/chromium/*)
            if exe != target and "chrom" not in os.path.basename(exe):
                continue
            for task in Path(f"/proc/{pid}/task").iterdir():
                tid = int(task.name)
                if os.getpriority(os.PRIO_PROCESS, tid) < niceness:
                    os.setpriority(os.PRIO_PROCESS, tid, niceness)
            done += 1
        except (OSError, ValueError):
            continue  # gone meanwhile, or not ours to change
    return done


class BrowserUnavailable(RuntimeError):
    """No usable Chromium (or no Playwright): the message says what is missing."""


def find_chromium(configured: str | None = None) -> str | None:
    """The Chromium to run: the configured path, $KEEPNET_CHROMIUM, or a system one."""
    for path in (configured, os.environ.get("KEEPNET_CHROMIUM"), *CANDIDATES):
        if path and Path(path).is_file() and os.access(path, os.X_OK):
            return path
    found = shutil.which("chromium")
    return found


class BrowserHost:
    """One Playwright driver and one Chromium, relaunched when it crashes."""

    def __init__(self, executable: str | None = None, proxy: str | None = None) -> None:
        self.executable = executable
        self.proxy = proxy
        self.launches = 0
        self._pw: Any = None
        self._browser: Any = None

    async def start(self) -> None:
        path = find_chromium(self.executable)
        if path is None:
            raise BrowserUnavailable(
                "Chromium not found (install Debian's chromium-headless-shell or chromium package, "
                "or set KEEPNET_CHROMIUM)"
            )
        self.executable = path
        try:
            from playwright.async_api import async_playwright
        except ImportError as exc:
            raise BrowserUnavailable(f"the playwright package is not installed ({exc})") from None
        if self._pw is None:
            with node_compile_cache():
                self._pw = await async_playwright().start()
        await self._launch()

    async def _launch(self) -> None:
        args = list(FLAGS)
        if self.proxy:
            args.append(f"--proxy-server={self.proxy}")
        try:
            self._browser = await self._pw.chromium.launch(
                executable_path=self.executable, args=args, headless=True
            )
        except Exception as exc:
            raise BrowserUnavailable(
                f"Chromium at {self.executable} did not start: {exc}"
            ) from None
        self.launches += 1
        self.lower_priority()

    def lower_priority(self) -> None:
        """Chromium's processes below the crawl's priority (see NICE); a few ms."""
        if self.executable:
            nice_descendants(self.executable)

    @property
    def alive(self) -> bool:
        return self._browser is not None and self._browser.is_connected()

    async def lost(self, since: int, timeout: float = 2.0) -> bool:
        """Whether the Chromium of launch number `since` is gone (crashed, or hangs), asked
        after a page's call failed.

        A crash reaches the page's pending calls (TargetClosedError) before the connection
        reports it, and another page may already have restarted Chromium meanwhile: so a
        new launch counts, then the connection's flag, then the browser itself is asked (a
        DevTools session opened and closed)."""
        if self.launches != since or not self.alive:
            return True
        try:
            session = await asyncio.wait_for(self._browser.new_browser_cdp_session(), timeout)
            await asyncio.wait_for(session.detach(), timeout)
        except Exception:
            return True
        return self.launches != since or not self.alive

    async def context(self) -> Any:
        """A fresh browser context (cookies, storage and cache of its own)."""
        if not self.alive:
            await self.restart()
        return await self._browser.new_context(
            viewport={"width": 1280, "height": 800},
            service_workers="block",
            ignore_https_errors=True,
            java_script_enabled=True,
        )

    async def restart(self) -> None:
        """Throw the old Chromium away (it crashed or hangs) and start another."""
        old, self._browser = self._browser, None
        if old is not None:
            with contextlib.suppress(Exception):
                await old.close()
        log.warning("browser tier: restarting Chromium")
        await self._launch()

    async def close(self) -> None:
        if self._browser is not None:
            with contextlib.suppress(Exception):
                await self._browser.close()
            self._browser = None
        if self._pw is not None:
            with contextlib.suppress(Exception):
                await self._pw.stop()
            self._pw = None
