"""The tier decision's doubt resolved from the page's own scripts, each judged once a crawl.

A page whose only code is external scripts is in doubt (keepnet.extract.tiering.classify).
Its own scripts (not well-known libraries) are fetched through the crawl pipeline — they are
embeds of the page, fetched once either way — and read: one that loads resources makes the
page deferred; one that also listens for events is the decision's source, whose interactions
are tried once per host (keepnet.browser.templates.SharedScripts).  Sites share their
scripts across pages, so each script is judged once and remembered for the crawl.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from keepnet.extract.tiering import INTERACTIVE, TierDecision, scripts_load

if TYPE_CHECKING:
    from keepnet.browser.session import Source

MAX_DOUBT_SCRIPTS = 8  # a page's own scripts read at most


class ScriptJudge:
    """What each page script does, judged once per crawl (see the module)."""

    def __init__(self) -> None:
        self._loads: dict[str, str | None] = {}  # script URL -> what in it loads (None: nothing)
        self._acts: dict[str, bool] = {}  # script URL -> it listens for events

    async def resolve(self, decision: TierDecision, fetch: Source, referer: str) -> TierDecision:
        """The verdict on a page in doubt (`decision`), its scripts fetched with `fetch`."""
        from keepnet.browser.session import BrowserRequest, Served  # the first doubt loads it

        for url in decision.scripts[:MAX_DOUBT_SCRIPTS]:
            if url not in self._loads:
                got = await fetch(
                    BrowserRequest(url, "GET", {"accept": "*/*", "referer": referer}, "script")
                )
                if not (isinstance(got, Served) and 200 <= got.status < 300):
                    continue  # not judged: asked again by the next page that loads it
                self._loads[url] = scripts_load([got.body])
                self._acts[url] = (
                    INTERACTIVE.search(got.body.decode("utf-8", "replace")) is not None
                )
            what = self._loads[url]
            if what:
                # a page script that both loads and listens may load on interaction: it
                # is the decision's source (its interactions are tried once per host)
                acts = self._acts.get(url, False)
                return TierDecision(
                    "deferred",
                    f"page script loads: {what}",
                    interactive=acts,
                    sources=(url,) if acts else (),
                )
        return TierDecision("static", "the page's scripts load nothing")
