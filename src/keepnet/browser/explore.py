"""Exploration: the tree of descendant states of one page, built by running interaction scripts.

Breadth-first, as the seed's Algorithm 2 but level by level so that the Max ROI policy
(stop at s1) and the budgets cut the cheapest-to-reach, highest-yield states last:

1. load the page and let it settle: s0, its resources R0, its map (keepnet.browser.events;
   not looked for when the tier renders s0 only — `map_s0` — until `descend` goes on);
2. for each state s of depth < limit and each interaction e in its map, the script
   script(s) + e — unless that exact script ran already — is run from s (see *reaching a
   state*), the page settles, and what it requested is R_n of the new state;
3. an interaction that changed neither the DOM nor requested anything is a no-op (no new
   state); a state whose resource set RP equals an earlier state's is *equivalent*
   (keepnet.browser.states) and is expanded only if it offers interactions its twin did
   not (a menu that opens without a request still leads to the requests of its items);
4. budgets — states per page and seconds per page — stop infinite-state pages.
   States at the depth limit are not mapped (their record's map is empty).

Reaching a state: the browser must be in state s before e runs.  The explorer tracks the
script it is in; when that is s's script nothing is done, otherwise the page is reloaded
(s0) and s's script replayed, every request served from what was captured (pictures, media
and fonts the path did not request the first time — cache-busting names — are aborted,
not fetched: keepnet.browser.session).  Reset
strategy "when-changed" (the default) therefore reloads only after an interaction changed
something; "always" reloads before every script (the seed's PhantomJS runs) — both are
measured by bench/bench_browser.py.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from keepnet.browser.events import Discovery, Interaction, discover
from keepnet.browser.explore_settings import ExploreSettings as ExploreSettings
from keepnet.browser.interact import perform
from keepnet.browser.session import PageSession, Requested, without_fragment
from keepnet.browser.states import State, StateTree, dom_digest


@dataclass
class Exploration:
    """The result for one page; filled in as it goes, so a crash leaves what was found."""

    tree: StateTree
    stop_reason: str = "complete"
    loaded: bool = True
    resets: int = 0
    reset_seconds: float = 0.0
    tried: int = 0
    unavailable: int = 0
    level_seconds: dict[int, float] = field(default_factory=dict)
    level_bytes: dict[int, int] = field(default_factory=dict)
    events: dict[str, list[int]] = field(default_factory=dict)  # event -> [tried, new resources]
    discovery: dict[str, int] = field(
        default_factory=lambda: {"listeners": 0, "delegated": 0, "looks": 0}
    )

    def charge(self, level: int, seconds: float, nbytes: int = 0) -> None:
        self.level_seconds[level] = self.level_seconds.get(level, 0.0) + seconds
        self.level_bytes[level] = self.level_bytes.get(level, 0) + nbytes


Discover = Callable[[Any], Awaitable[Discovery]]
# Called between s0 and its descendants with s0; returns the seconds it waited (for a slot
# in Chromium, keepnet.browser.slots), which do not count against the page's time budget.
Between = Callable[[State], Awaitable[float]]


class Explorer:
    def __init__(
        self,
        session: PageSession,
        settings: ExploreSettings,
        discover_fn: Discover = discover,
        between: Between | None = None,
    ) -> None:
        self.session = session
        self.settings = settings
        self.discover_fn = discover_fn
        self.between = between
        self.result = Exploration(StateTree(session.url))
        self._cdp: Any = None
        self._at: tuple[Interaction, ...] | None = None  # the script the page is in
        self._issues_seen = 0
        self.screenshot: bytes | None = None  # s0, as the page first appeared
        self._mapped = False  # s0's interactions were discovered
        # Set (by the browser tier, for a re-sample, when the crawl's HTTP part ends): the
        # exploration stops at its next step unless a state has added a resource.
        self.ended: asyncio.Event | None = None

    def _resources(self, reqs: list[Requested]) -> frozenset[str]:
        page = without_fragment(self.session.url)
        return frozenset(
            r.url for r in reqs if without_fragment(r.url) != page and not r.url.startswith("data:")
        )

    def _new_issues(self) -> list[str]:
        issues = self.session.issues[self._issues_seen :]
        self._issues_seen = len(self.session.issues)
        return issues

    async def _map(self) -> tuple[Interaction, ...]:
        found = await self.discover_fn(self._cdp)
        for k in ("listeners", "delegated", "looks"):
            self.result.discovery[k] += getattr(found, k)
        return tuple(found.interactions)

    async def run(self) -> Exploration:
        s, res = self.settings, self.result
        t0 = time.monotonic()
        deadline = t0 + s.page_time
        session = self.session
        started = time.time()
        mark = session.mark()
        res.loaded = await session.load(timeout=min(s.page_time, 30.0))
        await session.settle_timers(
            s.quiet_load, max(0.1, min(s.step_cap * 3, deadline - time.monotonic()))
        )
        self._cdp = await session.context.new_cdp_session(session.page)
        dom = await self._snapshot(s.quiet_load, deadline)
        r0 = self._resources(session.since(mark))
        root = State(
            "s0",
            0,
            (),
            started,
            resources=r0,
            path_resources=r0,
            dom=dom,
            dom_hash=dom_digest(dom),
            title=await session.title(),
        )
        if s.map_s0 or s.max_depth > 0:
            root.interactions = await self._map()
            self._mapped = True
        root.bytes = sum(r.fetched_bytes for r in session.since(mark))
        root.comments.extend(self._new_issues())
        root.elapsed = time.monotonic() - t0
        res.tree.new_id(0)
        res.tree.add(root)
        if s.screenshot:
            await self._shoot(root)
        res.charge(0, root.elapsed, root.bytes)
        self._at = ()
        if s.max_depth > 0:
            if self.between is not None:
                deadline += await self.between(root)
            await self._expand(root, deadline)
        return res

    async def descend(self, settings: ExploreSettings) -> Exploration:
        """After `run` under a policy that stopped at s0: explore s0's descendants under
        `settings`, from the page as it is (s0 is not loaded, settled and mapped again).
        A learning page (keepnet.browser.tier) decides after s0 whether to go on."""
        self.settings = settings
        root = self.result.tree.root
        if settings.screenshot and self.screenshot is None:
            await self._shoot(root)  # the page is still as it first appeared
        if not self._mapped and settings.max_depth > 0:
            root.interactions = await self._map()
            self._mapped = True
        deadline = time.monotonic() + max(0.0, settings.page_time - root.elapsed)
        if settings.max_depth > 0:
            if self.between is not None:
                deadline += await self.between(root)
            await self._expand(root, deadline)
        return self.result

    async def shoot_s0(self, deadline: float) -> None:
        """s0's screenshot, taken after the exploration (which did not take it, see
        keepnet.browser.tier): s0 is reached again first, as a reset reaches it."""
        if self.screenshot is not None or not self.result.tree.states:
            return
        root = self.result.tree.root
        try:
            if self._at != () and not await self._reach(root, deadline):
                root.comments.append("no screenshot: s0 not reached again")
                return
        except Exception as exc:  # the states found are recorded all the same
            root.comments.append(f"no screenshot: s0 not reached again: {exc!r}"[:200])
            return
        await self._shoot(root)

    async def _shoot(self, root: State) -> None:
        try:
            self.screenshot = await self.session.screenshot()
        except Exception as exc:  # a page that cannot be painted is still explored
            root.comments.append(f"no screenshot: {exc!r}"[:200])

    async def _expand(self, root: State, deadline: float) -> None:
        try:
            await self._expand_from(root, deadline)
        finally:
            # What the session told after the last state was recorded (a popup's target
            # reported late) would otherwise be lost with the page: s0's record keeps it.
            root.comments.extend(f"after the last interaction: {i}" for i in self._new_issues())

    async def _expand_from(self, root: State, deadline: float) -> None:
        s, res, tree = self.settings, self.result, self.result.tree
        give_up = time.monotonic() + (s.give_up_after or 0.0)
        queue: deque[State] = deque([root])
        maps: dict[str, frozenset[Interaction]] = {root.id: frozenset(root.interactions)}
        while queue:
            parent = queue.popleft()
            for step in parent.interactions:
                script = parent.script + (step,)
                if script in tree.scripts:
                    continue
                if len(tree.states) - 1 >= s.max_states:
                    res.stop_reason = f"budget: {s.max_states} states"
                    return
                if time.monotonic() >= deadline:
                    res.stop_reason = f"budget: {s.page_time:g}s"
                    return
                if s.give_up_after is not None and time.monotonic() >= give_up and not tree.paths():
                    res.stop_reason = f"sample: nothing new in {s.give_up_after:g}s"
                    return
                if self.ended is not None and self.ended.is_set() and not tree.paths():
                    res.stop_reason = "sample: nothing new when the crawl's HTTP part ended"
                    return
                tree.scripts.add(script)
                child = await self._try(parent, step, deadline)
                if child is None:
                    continue
                maps[child.id] = frozenset(child.interactions)
                twin = child.equivalent_to
                fresh = twin is None or not maps[child.id] <= maps.get(twin, frozenset())
                if fresh and child.depth < s.max_depth:
                    queue.append(child)

    async def _snapshot(self, quiet: float, deadline: float) -> str:
        """The settled page's DOM, once no request came in while it was being read.

        On a busy machine a request the page made before settling ended (an image that an
        answer's handler inserted) may reach keepnet only after: it belongs to this state,
        not to the next one, so the page settles again and the DOM is read again.
        """
        session = self.session
        for attempt in range(3):
            before = session.mark()
            dom = await session.content()
            if attempt == 2 or session.mark() == before:
                break
            cap = max(0.05, min(self.settings.step_cap, deadline - time.monotonic()))
            await session.settle_timers(quiet, cap)
        return dom

    def _path(self, state: State) -> list[State]:
        """The states from s0's first child down to `state`."""
        by_id = {st.id: st for st in self.result.tree.states}
        chain: list[State] = []
        while state.depth > 0:
            chain.append(state)
            state = by_id[state.parent or "s0"]
        return chain[::-1]

    async def _reach(self, target: State, deadline: float) -> bool:
        """Bring the page to state `target`: reload s0 and replay its script.

        What each state of the path requested is known, so each wait ends as soon as it
        was asked for again (only what is missing, e.g. a cache-busting URL, waits longer).
        """
        s, session = self.settings, self.session
        t = time.monotonic()
        self.result.resets += 1
        self._at = None
        session.replaying = target.path_resources
        try:
            mark = session.mark()
            await session.load(timeout=max(1.0, min(30.0, deadline - t)))
            await session.settle_timers(
                s.quiet_load,
                max(0.1, deadline - time.monotonic()),
                expect=self.result.tree.root.resources,
                mark=mark,
            )
            for state in self._path(target):
                mark = session.mark()
                if await perform(session.page, self._cdp, state.script[-1]) is not None:
                    return False
                await session.settle_timers(
                    s.quiet_step,
                    max(0.1, deadline - time.monotonic()),
                    expect=state.resources,
                    mark=mark,
                )
        finally:
            session.replaying = None
            self.result.reset_seconds += time.monotonic() - t
        self._at = target.script
        return True

    async def _try(self, parent: State, step: Interaction, deadline: float) -> State | None:
        """Run `step` from `parent`; the new state, or None (unavailable or a no-op)."""
        s, res, session, tree = self.settings, self.result, self.session, self.result.tree
        level = parent.depth + 1
        t = time.monotonic()
        res.tried += 1
        counts = res.events.setdefault(step.event or step.action, [0, 0])
        counts[0] += 1
        if self._at != parent.script or s.reset == "always":
            reached = await self._reach(parent, deadline)
            res.charge(level, time.monotonic() - t)
            if not reached:
                res.unavailable += 1
                return None
        t = time.monotonic()
        started = time.time()
        mark = session.mark()
        error = await perform(session.page, self._cdp, step)
        if error is not None:
            res.unavailable += 1
            res.charge(level, time.monotonic() - t)
            return None
        await session.settle_timers(
            s.quiet_step,
            max(0.05, min(s.step_cap, deadline - time.monotonic())),
            asked_since=mark,
        )
        dom = await self._snapshot(s.quiet_step, deadline)
        reqs = session.since(mark)
        resources = self._resources(reqs)
        digest = dom_digest(dom)
        left = session.left_page()
        issues = self._new_issues()
        if not resources and digest == parent.dom_hash and not left:
            # Still in the parent's state (no reload needed); a blocked navigation or a
            # dismissed dialog is told on the parent's record.
            parent.comments.extend(f"{step.label()}: {i}" for i in issues)
            tree.noops += 1
            res.charge(level, time.monotonic() - t)
            return None
        self._at = None if left else parent.script + (step,)
        child = State(
            tree.new_id(level),
            level,
            parent.script + (step,),
            started,
            resources=resources,
            path_resources=parent.path_resources | resources,
            dom=dom,
            dom_hash=digest,
            title=await session.title(),
            parent=parent.id,
        )
        child.bytes = sum(r.fetched_bytes for r in reqs)
        child.comments.extend(issues)
        if left:
            child.comments.append(f"left the page for {session.page.url}; reloaded")
        elif (digest != parent.dom_hash or resources) and level < s.max_depth:
            # A state at the depth limit is never expanded: its map would cost a listener
            # discovery (the dearest call of a state) for nothing.
            child.interactions = await self._map()
        tree.add(child)
        counts[1] += len(child.new_resources)
        child.elapsed = time.monotonic() - t
        res.charge(level, child.elapsed, child.bytes)
        return child
