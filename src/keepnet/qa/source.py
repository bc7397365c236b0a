"""What a replayed page asked for: each request served from the archive alone and classified.

A `ReplaySource` is the `Source` of a keepnet.browser.session.PageSession: every request
the page makes reaches it (through Playwright's route) and gets one of these outcomes:

- **leak**: the request is not for the replay server — the live web.  It is aborted,
  never sent (QaRouter blocks it even before the session sees it; this is the
  second guard);
- **found**: the replay app answered with a memento (it carries `Memento-Datetime`,
  RFC 7089), whatever its archived HTTP status;
- **missing**: the app answered 404 without `Memento-Datetime` — no capture of that URL;
- **error**: any other answer (an unreadable record: 502, a malformed URL: 400...).

URLs are reported as *original* URLs (the URL-R of keepnet.replay.paths), not replay URLs.
Replay redirects (to a capture's exact timestamp, or an archived 3xx whose Location was
rewritten onto the replay server) are followed here, in-process: Chromium does not send
the follow-up of a redirect fulfilled by a route handler back through the route.
The Content-Security-Policy header is dropped: replay's CSP would make Chromium refuse
live-web requests silently, before any route handler saw them, and the check wants to
see — and count — every attempt.  Requests for the replay's own files (/_keepnet/) are
served and not counted.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from urllib.parse import urljoin

from keepnet.browser.session import BrowserRequest, Served, without_fragment
from keepnet.qa.asgi import AsgiClient, AsgiResponse
from keepnet.replay.paths import BadReplayPath, parse

log = logging.getLogger(__name__)

PREFIX = "/web/"
MAX_REDIRECTS = 10
_DROP = {"content-security-policy", "content-security-policy-report-only"}


@dataclass(frozen=True, slots=True)
class Outcome:
    kind: str  # "found" | "missing" | "error" | "leak"
    url: str  # the original (live-web) URL
    status: int = 0  # the replay app's status (the archived one for "found")
    resource_type: str = ""


@dataclass
class ReplaySource:
    """Serves one page's requests from the replay app and records what became of each."""

    client: AsgiClient
    page_replay_url: str  # the memento the page is opened at (its own document)
    page_url: str  # the page's original URL (for root-relative URLs replay did not map)
    outcomes: list[Outcome] = field(default_factory=list)
    document: AsgiResponse | None = None  # the page's own answer

    def leak(self, url: str, resource_type: str = "") -> None:
        self.outcomes.append(Outcome("leak", without_fragment(url), 0, resource_type))

    async def __call__(self, req: BrowserRequest) -> Served | str:
        if not self.client.owns(req.url):
            self.leak(req.url, req.resource_type)
            return "blocked: not the replay server"
        own = without_fragment(req.url) == without_fragment(self.page_replay_url)
        headers = {k: v for k, v in req.headers.items() if not k.startswith(":")}
        url, resp = req.url, None
        try:
            for _ in range(MAX_REDIRECTS + 1):
                method = "HEAD" if req.method == "HEAD" else "GET"
                resp = await self.client.get(url, headers, method)
                location = resp.header("location")
                if not (300 <= resp.status < 400 and location):
                    break
                nxt = urljoin(url, location)
                if not self.client.owns(nxt):
                    break  # a redirect off the replay server: the browser's leak to make
                url = nxt
        except Exception as exc:  # the app failing is a finding, not a crash of the check
            log.warning("replay app failed on %s: %r", url[:200], exc)
            self.outcomes.append(Outcome("error", self.original(url), 500, req.resource_type))
            return Served(500, [("Content-Type", "text/plain")], b"replay app error\n")
        assert resp is not None
        if own:
            self.document = resp
        elif not self._infrastructure(req.url):
            self.outcomes.append(
                Outcome(self._kind(resp), self.original(url), resp.status, req.resource_type)
            )
        return Served(
            resp.status, [(k, v) for k, v in resp.headers if k.lower() not in _DROP], resp.body
        )

    def _infrastructure(self, url: str) -> bool:
        return url.startswith(self.client.origin + "/_keepnet/")

    @staticmethod
    def _kind(resp: AsgiResponse) -> str:
        if resp.header("memento-datetime"):
            return "found"
        return "missing" if resp.status == 404 else "error"

    def original(self, url: str) -> str:
        """The original URL a replay-server URL stands for."""
        path = url[len(self.client.origin) :] if self.client.owns(url) else url
        if path.startswith(PREFIX):
            rest, _, query = path[len(PREFIX) :].partition("?")
            try:
                return without_fragment(parse(rest, query).url)
            except BadReplayPath:
                return without_fragment(url)
        # a root-relative URL the rewriting missed and replay could not place: it meant
        # the page's own site
        return without_fragment(urljoin(self.page_url, path))

    # -- the page's account ----------------------------------------------------------------

    def urls(self, kind: str) -> set[str]:
        return {o.url for o in self.outcomes if o.kind == kind}
