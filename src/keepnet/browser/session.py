"""One page in Chromium, captured: every request it makes is served by keepnet, none by Chromium.

Every request of the page's browser context is routed (Playwright's route, the DevTools
Fetch domain underneath) to a `Source` — in a crawl, keepnet's own fetcher and pipeline
(keepnet.browser.bridge) — and fulfilled from its answer or aborted.  Chromium therefore
never reaches the network itself: scope, politeness, robots, the proxy, dedup and WARC
writing apply to browser traffic exactly as to HTTP traffic.  (Routing also turns
Chromium's HTTP cache off, so every request a state needs is seen.)

The session keeps the page to itself during exploration: navigations of the main frame
away from the page are aborted and recorded, popups are closed, alert/confirm/prompt
dialogs dismissed, each recorded in `issues`.  `settle` waits until no request is in flight
and none began for a quiet period, which also catches resources that timers load shortly
after an interaction.  While a known state is reached again (`replaying`), pictures, media
and fonts it did not request the first time are aborted rather than fetched.

Late timers: with a `horizon` (seconds of page time), the page's clock is Playwright's fake
one (page.clock: Date, setTimeout, setInterval, requestAnimationFrame, performance in the
page's JavaScript).  Time flows as usual, but `settle_timers` also runs the clock forward
by the horizon once the network is quiet, at once: a setTimeout(..., 3000) after a click
fires within milliseconds of wall-clock time, its requests are served and awaited like
any other.  When the advance made the page ask for something, the clock is run forward
again (the answer may set timers of its own), at most `ROUNDS` times, and not at all
when no timeout or interval is pending (most interactions set none): an interval that
polls for ever costs at most ROUNDS horizons of page time, never a loop.  Timer delays
are clamped to a millisecond (intervals to 4, as browsers do), so that a zero-delay
interval or timeout chain cannot make an advance spin without end.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from keepnet.browser.interact import AWAY

VIEWPORT = {"width": 1280, "height": 800}
# Resources whose answer scripts rarely read: the element of an image, a video or a font is
# in the DOM whether or not it loads (an onload/onerror handler is the exception).
LEAF_TYPES = frozenset({"image", "media", "font"})
ROUNDS = 3  # clock advances after one load or interaction, at most
ADVANCE_QUIET = 0.05  # quiet period after an advance (its timers have all run already)
# Quiet period after an interaction that has asked for nothing (see PageSession.settle):
# time for what Chromium reports apart from the page's round trip (a popup's target, a
# request on its way through the driver) to reach keepnet first.
UNASKED_QUIET = 0.03
# Runs after Playwright's fake clock in every document: zero delays become 1 ms (4 for
# intervals), so that running the clock forward by the horizon runs finitely many callbacks;
# the timers still pending are counted, so that a page without any is not advanced at all.
_CLAMP_JS = """(() => {
  const st = window.setTimeout, si = window.setInterval;
  const ct = window.clearTimeout, ci = window.clearInterval;
  const live = new Set();  // timeouts not yet fired and intervals not cleared
  window.setTimeout = function (f, d, ...a) {
    let id;
    const run = function (...b) {
      live.delete(id);
      return typeof f === 'function' ? f.apply(this, b) : (0, eval)(String(f));
    };
    id = st.call(this, run, Math.max(Number(d) || 0, 1), ...a);
    live.add(id);
    return id;
  };
  window.setInterval = function (f, d, ...a) {
    const id = si.call(this, f, Math.max(Number(d) || 0, 4), ...a);
    live.add(id);
    return id;
  };
  window.clearTimeout = function (id) { live.delete(id); return ct.call(this, id); };
  window.clearInterval = function (id) { live.delete(id); return ci.call(this, id); };
  Object.defineProperty(window, '__keepnetTimers', { value: () => live.size });
})();"""


# One animation frame and one task in the page; answers how many timers are pending then.
_TICK_JS = """() => new Promise(r => requestAnimationFrame(() => setTimeout(
  () => r(window.__keepnetTimers ? window.__keepnetTimers() : -1), 0)))"""


@dataclass(frozen=True, slots=True)
class BrowserRequest:
    url: str
    method: str
    headers: dict[str, str]
    resource_type: str


@dataclass(slots=True)
class Served:
    """An answer for the browser: the body is decoded (no content- or transfer-coding)."""

    status: int
    headers: list[tuple[str, str]]
    body: bytes
    fetched_bytes: int = 0  # bytes fetched from the network for it now (0: already archived)


Source = Callable[[BrowserRequest], Awaitable["Served | str"]]

# Headers a fulfilled response must not carry: the body is handed over decoded and whole.
_HOP_HEADERS = {
    "content-encoding",
    "transfer-encoding",
    "content-length",
    "connection",
    "keep-alive",
}


def without_fragment(url: str) -> str:
    return url.split("#", 1)[0]


def browser_headers(headers: list[tuple[str, str]]) -> dict[str, str]:
    """Response headers as Playwright takes them (one value per name)."""
    out: dict[str, str] = {}
    for name, value in headers:
        lname = name.lower()
        if lname in _HOP_HEADERS:
            continue
        sep = "\n" if lname == "set-cookie" else ", "
        out[lname] = out[lname] + sep + value if lname in out else value
    return out


@dataclass(slots=True)
class Requested:
    url: str
    at: float
    fetched_bytes: int = 0
    refused: str | None = None


@dataclass
class PageSession:
    """A page of `context` loaded from `url` with every request served by `source`."""

    context: Any
    url: str
    source: Source
    issues: list[str] = field(default_factory=list)
    requests: list[Requested] = field(default_factory=list)
    page: Any = None
    horizon: float = 0.0  # seconds of page time run at once after settling (0: real time only)

    def __post_init__(self) -> None:
        self._inflight = 0
        self._activity = time.monotonic()
        self._allow_nav = False
        self._closing = False
        self._tasks: set[asyncio.Future[Served | str]] = set()
        # While a state is being reached again (replay): the URLs its path requested.
        self.replaying: frozenset[str] | None = None
        # The last frame-and-task tick of `settle`: (requests logged then, timers pending).
        self._tick: tuple[int, int] | None = None

    async def open(self) -> None:
        if self.horizon > 0:
            await self.context.clock.install()
            await self.context.add_init_script(_CLAMP_JS)
        await self.context.route("**/*", self._route)
        self.context.on("page", self._on_page)
        self.page = await self.context.new_page()
        self.page.on("dialog", self._on_dialog)

    # -- routing -------------------------------------------------------------------------

    async def _route(self, route: Any) -> None:
        req = route.request
        try:
            frame = req.frame
            ours = frame.page == self.page
            main = ours and frame.parent_frame is None
        except Exception:  # a service worker or a request without a frame
            ours, main = False, False
        if not ours:
            await self._abort(route)
            return
        if main and req.is_navigation_request():
            target = without_fragment(req.url)
            if not (self._allow_nav and target == without_fragment(self.url)):
                self.issues.append(f"navigation blocked: {req.url}")
                await self._abort(route, "aborted")
                return
        entry = Requested(req.url, time.monotonic())
        self.requests.append(entry)
        if (
            self.replaying is not None
            and req.resource_type in LEAF_TYPES
            and req.url not in self.replaying
        ):
            # Reaching a known state again, a picture it did not ask for the first time (a
            # cache-busting name) builds nothing the state needs: not fetched (no politeness
            # wait), its element stays in the DOM as the state had it.
            entry.refused = "not needed to reach a known state"
            await self._abort(route)
            return
        self._inflight += 1
        self._activity = time.monotonic()
        # The answer is computed in a task of our own, so that closing the page cancels
        # what is still being fetched for it (a hung resource must not outlive the page).
        task = asyncio.ensure_future(
            self.source(BrowserRequest(req.url, req.method, dict(req.headers), req.resource_type))
        )
        self._tasks.add(task)
        try:
            answer = await task
            if isinstance(answer, str):
                entry.refused = answer
                await self._abort(route)
            else:
                entry.fetched_bytes = answer.fetched_bytes
                with contextlib.suppress(Exception):  # the page may be gone by now
                    await route.fulfill(
                        status=answer.status,
                        headers=browser_headers(answer.headers),
                        body=answer.body,
                    )
        except (Exception, asyncio.CancelledError) as exc:
            entry.refused = f"error: {exc!r}"[:200]
            await self._abort(route)
        finally:
            self._tasks.discard(task)
            self._inflight -= 1
            self._activity = time.monotonic()

    @staticmethod
    async def _abort(route: Any, code: str = "blockedbyclient") -> None:
        with contextlib.suppress(Exception):
            await route.abort(code)

    async def _on_page(self, page: Any) -> None:
        if self.page is None or page is self.page or self._closing:
            return  # our own page (the event fires before new_page() returns)
        self.issues.append(f"popup closed: {page.url}")
        with contextlib.suppress(Exception):
            await page.close()

    async def _on_dialog(self, dialog: Any) -> None:
        self.issues.append(f"dialog dismissed: {dialog.type}: {dialog.message[:100]}")
        with contextlib.suppress(Exception):
            await dialog.dismiss()

    # -- states --------------------------------------------------------------------------

    async def load(self, timeout: float) -> bool:
        """Navigate to the page (s0); False when it did not finish loading in time."""
        self._allow_nav = True
        try:
            await self.page.mouse.move(*AWAY)
            await self.page.goto(self.url, wait_until="load", timeout=timeout * 1000)
            return True
        except Exception as exc:
            if "Timeout" in type(exc).__name__ or "imeout" in str(exc):
                self.issues.append(f"load did not finish in {timeout:.0f}s")
                return False
            raise
        finally:
            self._allow_nav = False

    async def settle(
        self,
        quiet: float,
        cap: float,
        *,
        expect: frozenset[str] | None = None,
        mark: int = 0,
        brief: float = 0.05,
        asked_since: int | None = None,
    ) -> bool:
        """Wait until nothing is in flight and nothing started for `quiet` seconds.

        Replaying a known state, `expect` holds the URLs it requested: once all of them were
        asked for again since `mark`, a `brief` quiet period is enough.

        `asked_since`: the request log's mark taken before an interaction.  While nothing
        has been requested since, the quiet period is not waited for: it is there for the
        page's own work between an answer and its next request, and with no request there
        is no answer.  A short quiet (UNASKED_QUIET) and a page round trip (frame and task:
        the interaction's handlers have run) that bring no request end the wait; timers are the clock advance's business
        (settle_timers).  Most interactions are no-ops, each of which paid the full quiet
        period before.
        """
        deadline = time.monotonic() + cap
        self._tick = None
        # The quiet period starts now at the earliest: Chromium dispatches input-driven
        # events (hover) at its next frame, so an interaction's requests start a little later.
        self._activity = max(self._activity, time.monotonic())
        while True:
            now = time.monotonic()
            if self._inflight == 0:
                idle = now - self._activity
                if (
                    asked_since is not None
                    and len(self.requests) == asked_since
                    and idle >= min(quiet, UNASKED_QUIET)
                ):
                    if not await self._page_tick(min(1.0, max(0.05, deadline - now))):
                        return True
                    if len(self.requests) == asked_since and self._inflight == 0:
                        return True
                    continue  # it asked for something: the quiet period applies
                if idle >= quiet:
                    # The network is quiet, but the page may still be busy with what the
                    # last responses brought (a fetch().then() that inserts images): one
                    # frame-and-task round trip in the page lets queued work run, so a busy
                    # machine does not end the state before its requests begin.
                    before = len(self.requests)
                    if not await self._page_tick(min(1.0, max(0.05, deadline - now))):
                        return True
                    if len(self.requests) == before and self._inflight == 0:
                        return True
                    continue
                if (
                    expect is not None
                    and idle >= brief
                    and expect <= {r.url for r in self.requests[mark:]}
                ):
                    return True
            if now >= deadline:
                return False
            await asyncio.sleep(0.01)

    async def settle_timers(
        self,
        quiet: float,
        cap: float,
        *,
        expect: frozenset[str] | None = None,
        mark: int = 0,
        asked_since: int | None = None,
    ) -> bool:
        """`settle`, then run the page's clock forward by the horizon and settle again (see
        the module docstring); False when a wait ran into `cap`.  `asked_since`: see
        `settle` (for the first wait only: what an advance brings is waited for in full)."""
        deadline = time.monotonic() + cap
        settled = await self.settle(quiet, cap, expect=expect, mark=mark, asked_since=asked_since)
        if self.horizon <= 0:
            return settled
        for _ in range(ROUNDS):
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            before = len(self.requests)
            tick = self._tick  # the settle's last tick, if nothing was requested since
            if tick is not None and tick[0] == before:
                pending = tick[1] != 0
            else:
                pending = await self._timers_pending(left)
            if not pending or not await self._advance(left):
                return settled
            settled = await self.settle(
                min(quiet, ADVANCE_QUIET),
                max(0.05, deadline - time.monotonic()),
                expect=expect,
                mark=mark,
            )
            if len(self.requests) == before:
                break
        return settled

    async def _timers_pending(self, timeout: float) -> bool:
        """Whether the page has a timeout or interval pending (True when it cannot say)."""
        try:
            count = await asyncio.wait_for(
                self.page.evaluate("() => window.__keepnetTimers ? window.__keepnetTimers() : -1"),
                timeout,
            )
        except Exception:
            return True
        return bool(count)

    async def _advance(self, timeout: float) -> bool:
        """Run the page's timers of the next `horizon` seconds now; False if it could not."""
        try:
            await asyncio.wait_for(self.page.clock.run_for(int(self.horizon * 1000)), timeout)
        except Exception:  # closed, navigating, a page too busy: real time goes on anyway
            return False
        return True

    async def _page_tick(self, timeout: float) -> bool:
        """Wait for the page to run one animation frame and one task; False if it cannot."""
        try:
            count = await asyncio.wait_for(
                self.page.evaluate(_TICK_JS),
                timeout,
            )
        except Exception:  # closed, navigating, or a page too busy to answer in time
            return False
        self._tick = (len(self.requests), count)
        return True

    def mark(self) -> int:
        """A point in the request log (`since` returns what came after it)."""
        return len(self.requests)

    def since(self, mark: int) -> list[Requested]:
        return self.requests[mark:]

    async def content(self) -> str:
        try:
            return str(await self.page.content())
        except Exception:  # navigating, or an error page
            return ""

    async def title(self) -> str:
        try:
            return str(await self.page.title())
        except Exception:
            return ""

    async def screenshot(self) -> bytes:
        # caret="initial": Playwright's default ("hide") sets a style on the page's text
        # inputs and leaves `style=""` on them, so the DOM after a screenshot differs from
        # s0's and the first interaction tried next looked like a new state (and cost a
        # reset) on every explored page with a text input.
        return bytes(await self.page.screenshot(type="png", caret="initial", timeout=10_000))

    def left_page(self) -> bool:
        """Whether the main frame no longer shows the page (an error page, about:blank).

        pushState may change the URL within the same document: that is still the page.
        """
        return str(self.page.url).startswith(("chrome-error:", "about:"))

    async def close(self) -> None:
        self._closing = True
        for task in list(self._tasks):
            task.cancel()
        with contextlib.suppress(Exception):
            await self.context.close()
