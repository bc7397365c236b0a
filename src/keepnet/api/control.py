"""What the control API does to a running crawl, independent of HTTP.

- `state()`: running, paused or stopping, the counters of stats.json, the frontier's counts
  and the exclusions in force;
- `post_urls(entries, source)`: scored URLs from another program (ARCOMEM's scored-URL
  service).  A URL in the scope of one of the crawl's seeds and not refused by the trap rules
  or an exclusion is queued with its score as priority (one link hop from that seed, `via`
  "api:SOURCE"); a URL already queued has its priority updated by the crawl's update function
  (focus.update, else MAX); one already fetched is reported as known; every other entry comes
  back with the reason it was refused;
- `exclude(surt_prefixes, regexes)`: rules in force at once (keepnet.scope.exclusions);
- `hosts(limit)`: per host, the frontier's counts (queued, leased, ever added, ready
  time), the responses and error responses (status >= 400) seen, and the robots.txt state;
- `boost_host(host, delta)`: raise or lower the priority of a host's queued URLs;
- `pause()`, `resume()`, `stop()`.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from keepnet.models import CrawlURI
from keepnet.scope.rules import url_host
from keepnet.url.parse import InvalidURL, parse_url

if TYPE_CHECKING:
    from keepnet.extensions import CrawlContext

MAX_URLS = 10_000  # per request


class BadRequest(ValueError):
    """The request is malformed; the message says how."""


@dataclass
class UrlsAnswer:
    queued: list[dict[str, Any]] = field(default_factory=list)
    rescored: list[dict[str, Any]] = field(default_factory=list)
    known: list[dict[str, Any]] = field(default_factory=list)
    refused: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "queued": self.queued,
            "rescored": self.rescored,
            "known": self.known,
            "refused": self.refused,
        }


class CrawlControl:
    """The control API's operations on one running crawl."""

    def __init__(self, ctx: CrawlContext, save_exclusions: Any = None) -> None:
        self.ctx = ctx
        self._save_exclusions = save_exclusions  # called after exclusions change
        self.responses: Counter[str] = Counter()
        self.errors: Counter[str] = Counter()

    def note_response(self, host: str, status: int) -> None:
        """Count a response for the per-host table (the extension calls it)."""
        self.responses[host] += 1
        if status >= 400:
            self.errors[host] += 1

    @property
    def update(self) -> str:
        focus = self.ctx.job.focus
        return focus.update if focus is not None else "MAX"

    def state(self) -> dict[str, Any]:
        ctx = self.ctx
        stop = ctx.stop_reason
        return {
            "crawl": ctx.dir.root.resolve().name,
            "state": "stopping" if stop else ("paused" if ctx.paused else "running"),
            "stop_reason": stop or None,
            "stats": ctx.stats.snapshot(ctx.frontier.counts()),
            "exclusions": ctx.scope.exclusions.to_json(),
            "update": self.update,
        }

    def post_urls(self, entries: Any, source: str) -> UrlsAnswer:
        if not isinstance(entries, list) or not entries:
            raise BadRequest('"urls" must be a non-empty list of {"url": ..., "score": 0..1}')
        if len(entries) > MAX_URLS:
            raise BadRequest(f"at most {MAX_URLS} URLs per request")
        answer = UrlsAnswer()
        added: list[CrawlURI] = []
        for entry in entries:
            url = entry.get("url") if isinstance(entry, dict) else entry
            if not isinstance(url, str):
                answer.refused.append({"url": url, "reason": "no url"})
                continue
            score = entry.get("score", 1.0) if isinstance(entry, dict) else 1.0
            if (
                not isinstance(score, int | float)
                or isinstance(score, bool)
                or not math.isfinite(score)
                or not 0 <= score <= 1
            ):
                answer.refused.append({"url": url, "reason": "score must be a number in 0..1"})
                continue
            verdict = self._one(url, float(score), source)
            if isinstance(verdict, CrawlURI):
                added.append(verdict)
                answer.queued.append({"url": verdict.url, "score": score})
            elif verdict[0] == "refused":
                answer.refused.append({"url": url, "reason": verdict[1]})
                self.ctx.log.refused(url, f"api:{source}", verdict[1])
            elif verdict[0] == "rescored":
                answer.rescored.append({"url": url, "priority": verdict[1]})
            else:
                answer.known.append({"url": url, "state": verdict[1]})
        if added:
            self.ctx.frontier.add(added)
            self.ctx.links.remember(c.key for c in added)
        return answer

    def _one(self, url: str, score: float, source: str) -> CrawlURI | tuple[str, Any]:
        ctx = self.ctx
        try:
            url = parse_url(url.strip())
        except InvalidURL as exc:
            return ("refused", f"invalid URL: {exc}")
        if not url.startswith(("http://", "https://")):
            return ("refused", "not an http(s) URL")
        rule = ctx.scope.traps.check(url) or ctx.scope.exclusions.match(url)
        if rule is not None:
            return ("refused", rule)
        seed = next(
            (
                s.url
                for s in ctx.job.seeds
                if (ss := ctx.scope.seed_scope(s.url)) is not None and ss.core_match(url)
            ),
            None,
        )
        if seed is None:
            return ("refused", "out of scope of every seed")
        key = ctx.seen_canon.canonicalize(url)
        state = ctx.frontier.state(key)
        if state is None:
            return CrawlURI(url, key, url_host(url), seed, "L", f"api:{source}", score)
        if state in ("queued", "waiting"):
            return ("rescored", ctx.frontier.rescore(key, score, self.update))
        return ("known", state)

    def exclude(self, surt_prefixes: Any, regexes: Any) -> dict[str, Any]:
        for name, value in (("surt_prefixes", surt_prefixes), ("regexes", regexes)):
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                raise BadRequest(f'"{name}" must be a list of strings')
        if not surt_prefixes and not regexes:
            raise BadRequest('give "surt_prefixes" or "regexes"')
        refused = self.ctx.scope.exclusions.add(surt_prefixes, regexes)
        if self._save_exclusions is not None:
            self._save_exclusions()
        return {
            "exclusions": self.ctx.scope.exclusions.to_json(),
            "refused": [{"rule": r, "reason": why} for r, why in refused],
        }

    def hosts(self, limit: Any = 100) -> dict[str, Any]:
        if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= 10_000:
            raise BadRequest("limit must be a whole number in 1..10000")
        rows = []
        for h in self.ctx.frontier.hosts(limit):
            rows.append(
                {
                    "host": h.host,
                    "queued": h.queued,
                    "leased": h.leased,
                    "total": h.total,
                    "ready_at": h.ready_at,
                    "responses": self.responses.get(h.host, 0),
                    "errors": self.errors.get(h.host, 0),
                    "robots": "ignored"
                    if self.ctx.job.ignore_robots
                    else self.ctx.robots.state(h.host),
                }
            )
        return {"hosts": rows}

    def boost_host(self, host: Any, delta: Any) -> dict[str, Any]:
        if not isinstance(host, str) or not host or len(host) > 255:
            raise BadRequest('"host" must be a host name')
        if (
            isinstance(delta, bool)
            or not isinstance(delta, int | float)
            or not math.isfinite(delta)
            or abs(delta) > 1000
        ):
            raise BadRequest('"priority" must be a number (the change), at most 1000 either way')
        changed = self.ctx.frontier.boost_host(host.lower(), float(delta))
        return {"host": host.lower(), "priority": float(delta), "changed": changed}

    def pause(self) -> dict[str, Any]:
        self.ctx.pause()
        return self.state()

    def resume(self) -> dict[str, Any]:
        self.ctx.resume()
        return self.state()

    def stop(self) -> dict[str, Any]:
        self.ctx.request_stop("stopped through the API")
        return self.state()
