"""The explorer's settings: its policy, budgets and waits (keepnet.browser.explore).

A module of its own so that the browser tier, which holds them from the crawl's start, is
built without the explorer's machinery (explore, session, states, events, interact): a
crawl whose pages never go to Chromium (most crawls under `--browser auto`) never imports
it.  keepnet.browser.explore re-exports both names.
"""

from __future__ import annotations

from dataclasses import dataclass

POLICY_DEPTH = {"none": 0, "max-roi": 1}


@dataclass(frozen=True, slots=True)
class ExploreSettings:
    policy: str = "max-roi"  # none | max-roi | max-coverage
    depth: int = 2  # the depth limit of max-coverage
    max_states: int = 60  # descendants per page
    page_time: float = 60.0  # seconds per page, load included
    reset: str = "when-changed"  # or "always"
    # Seconds without a request before s0 counts as loaded, and after an interaction: short,
    # since timers and debounces are run by the clock advance (ExploreSettings.horizon);
    # what is left to wait for is the page's own work between an answer and its next request.
    quiet_load: float = 0.2
    quiet_step: float = 0.1
    step_cap: float = 10.0  # longest wait for one interaction's requests
    # Seconds of page time run at once after load and after each interaction (the page's
    # late timers, keepnet.browser.session); 0: only what real time brings.
    horizon: float = 5.0
    # A sample (keepnet.browser.templates): stop after this many seconds of interaction if
    # no state has added a resource yet; once one has, explore on to page_time.
    give_up_after: float | None = None
    # A screenshot of s0 (keepnet.browser.tier writes it only for some pages: not taken for
    # the others, 0.1 to 0.4 s each on a busy machine).
    screenshot: bool = True
    # Map s0 (its interactions, found by listener discovery: the dearest call of a state,
    # a second or more on a large page on a busy machine) when the policy stops at s0;
    # the tier's s0-only renders do not, and a learning page maps s0 when it goes on.
    map_s0: bool = True

    @property
    def max_depth(self) -> int:
        return POLICY_DEPTH.get(self.policy, self.depth)
