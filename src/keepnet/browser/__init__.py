"""The browser tier: deferred representations and their descendant states (seed 001).

Modules: launch (Chromium), session (one captured
page), bridge (its requests served by the crawl pipeline), events (listener discovery),
interact (performing an interaction), explore (the interaction tree), states
(equivalence), metadata (WARC records), stats, tier (the crawl extension).
Playwright is imported only when a browser is started, and the explorer's modules
(explore, session, states, events, interact, pagerecord, metadata) with the first page
rendered (or a doubt's scripts read): a crawl that renders nothing does not load them.
"""

from keepnet.browser.launch import BrowserUnavailable
from keepnet.browser.tier import BrowserTier

__all__ = ["BrowserTier", "BrowserUnavailable"]
