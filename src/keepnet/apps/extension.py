"""The crawl extension of application-aware crawling (`--apps auto`, the default).

- Every HTML page of a host is shown to the detector (keepnet.apps.detect) until the host
  is decided; a decided host's links are filtered before they are queued: content views are
  queued under their canonical URL (session ids dropped), everything else is refused with
  the knowledge base's reason (logs/refused.log).  URLs queued before the decision are
  refused when their turn comes, without a request.
- Terminal pages (topics, posts, articles) give their web objects: DIR/objects/objects.jsonl,
  one per line, each object once however many URLs showed it, and a JSON `metadata` record
  per page whose WARC-Refers-To is the page's response record.
- When the knowledge base's expressions find nothing on a decided host's terminal pages,
  `adapt` relaxes them, verified on several pages; the adapted rules are used for the rest
  of the crawl, recorded in DIR/state/apps.json and in a metadata record, and the pages
  that waited are extracted again.
- stats.json: `apps` — per host, the application; adapted rules; objects per type.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import time
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urljoin, urlsplit

from keepnet.apps.detect import Detector
from keepnet.apps.knowledge import App, FieldRule, ObjectRule, load_apps
from keepnet.apps.navigate import classify
from keepnet.extensions import BaseExtension, ExtensionError
from keepnet.fetch.content import decode_content
from keepnet.models import CrawlURI, Exchange
from keepnet.settings.job import JobSettings

if TYPE_CHECKING:
    from keepnet.apps.adapt import Adaptation
    from keepnet.apps.extract import Rules
    from keepnet.extensions import CrawlContext
    from keepnet.pipeline.links import LinkResult

log = logging.getLogger(__name__)

HTML = ("text/html", "application/xhtml+xml")
HOLD_SECONDS = 30.0  # links of a page that looks like an application wait this long at most
MAX_WAITING = 50  # terminal pages per host kept for re-extraction while adaptation waits
NAVIGATION = "LR"  # hops whose URLs the application's navigation decides (not embeds)
_SHORTLINK = re.compile(
    r"""<link\b(?=[^>]*\brel=["']?shortlink)[^>]*\bhref=["']?([^"' >]+)""", re.I
)


class AppAware(BaseExtension):
    name = "apps"

    def __init__(self, apps: list[App]) -> None:
        self.apps = apps
        self.detector = Detector(apps)
        self.rules: dict[str, Rules] = {}  # host -> rules in force
        self.adapted: dict[str, dict[str, Any]] = {}  # host -> type -> Adaptation json
        self.waiting: dict[str, list[tuple[str, str | None, bytes, str]]] = {}
        # host -> (since, app id, [(candidate, found on, reason)]) while the host is undecided
        self.held: dict[str, tuple[float, str, list[tuple[CrawlURI, str, str]]]] = {}
        self.seen: set[str] = set()
        self.counts: Counter[str] = Counter()
        self._out: Any = None
        self._decoded: tuple[Exchange, bytes] | None = None
        self._state: Path | None = None

    @classmethod
    def from_job(cls, job: JobSettings) -> AppAware | None:
        if job.apps.mode == "off":
            return None
        try:
            return cls(load_apps(job.apps.dir))
        except ValueError as exc:
            raise ExtensionError(f"applications: {exc}") from None

    # -- lifecycle -----------------------------------------------------------------------

    async def start(self, ctx: CrawlContext) -> None:
        self._state = ctx.dir.state / "apps.json"
        out_dir = ctx.dir.root / "objects"
        out_dir.mkdir(exist_ok=True)
        objects = out_dir / "objects.jsonl"
        if objects.exists():  # a resume: objects written before are not written again
            for line in objects.read_text(encoding="utf-8").splitlines():
                try:
                    obj = json.loads(line)
                except ValueError:
                    continue  # a line torn by a crash
                self.seen.add(_key(obj))
                self.counts[obj.get("type", "?")] += 1
        if self._state.exists():
            data = json.loads(self._state.read_text())
            self.detector.load(data.get("hosts", {}))
            self.adapted = data.get("adapted", {})
        self._out = objects.open("a", encoding="utf-8")
        ctx.stats.sections["apps"] = self.report

    def report(self) -> dict[str, Any]:
        return {
            "hosts": self.detector.decided(),
            "objects": dict(self.counts),
            "adapted": {h: sorted(t) for h, t in self.adapted.items()},
        }

    async def finish(self, ctx: CrawlContext) -> None:
        for host in list(self.held):  # never decided: their links were found, not refused
            since, app_id, items = self.held.pop(host)
            for cand, via, _ in items:
                ctx.log.refused(cand.url, via, f"{app_id}: not crawled: the crawl ended undecided")
        if self._out is not None:
            self._out.close()
        self._save()

    def _save(self) -> None:
        if self._state is None:
            return
        tmp = self._state.with_suffix(".tmp")
        tmp.write_text(
            json.dumps({"hosts": self.detector.to_json(), "adapted": self.adapted}, indent=1)
        )
        tmp.replace(self._state)

    # -- navigation ----------------------------------------------------------------------

    def before_fetch(self, ctx: CrawlContext, uri: CrawlURI) -> str | None:
        app = self.detector.app_of(uri.host)
        if app is None or not _navigation(uri) or uri.hop_path == "":
            return None
        verdict = classify(app, uri.url)
        if not verdict.content:
            return verdict.reason  # queued before the host was recognised
        if verdict.url != uri.url:
            key = ctx.seen_canon.canonicalize(verdict.url)
            ctx.frontier.add([_moved(uri, verdict.url, key)])
            return f"{app.id}: session-id variant of {verdict.url}"
        return None

    def on_links(self, ctx: CrawlContext, uri: CrawlURI, ex: Exchange, links: LinkResult) -> None:
        if not (200 <= ex.status < 300 and ex.mime in HTML) or not self.detector.wants(uri.host):
            return
        body = self._body(ex)
        page = body.decode("utf-8", "replace")
        change = self.detector.observe(uri.host, ex.url, page)
        if change:
            log.info("applications: %s", change)
            self._save()
        self._settle_held(ctx, uri.host)
        app = self.detector.app_of(uri.host)
        provisional = False
        if app is None:
            # The page looks like an application its host is not decided for yet: its content
            # views go ahead under their canonical URLs, the rest waits for the decision
            # (refused if the host is decided, queued as found if it is not).
            app = self.detector.looks_like(ex.url, page) if self.detector.wants(uri.host) else None
            if app is None:
                return
            provisional = True
        kept: list[CrawlURI] = []
        keys: set[str] = set()
        # Where the knowledge base says so, <link> elements of a page (shortlink, canonical)
        # name the same content under another URL: never a view to queue.
        # <link rel="shortlink">: the same page under a short URL (WordPress ?p=N, Drupal
        # /node/N), whatever the application.
        shortlinks = {urljoin(ex.url, h) for h in _SHORTLINK.findall(page)}
        anchors = {o.url for o in links.outlinks if o.context.startswith("a/")}
        elements = {o.url for o in links.outlinks if o.context == "link/@href"} - anchors
        for cand in links.candidates:
            if cand.host != uri.host or not _navigation(cand):
                kept.append(cand)
                continue
            if cand.url in shortlinks and cand.url not in anchors:
                links.refused.append((cand.url, f"{app.id}: shortlink of a page"))
                continue
            if app.skip_link_elements and cand.url in elements and cand.hop_path.endswith("L"):
                links.refused.append((cand.url, f"{app.id}: <link> alias or feed of a page"))
                continue
            verdict = classify(app, cand.url)
            if not verdict.content:
                if provisional:
                    self.held.setdefault(uri.host, (time.monotonic(), app.id, []))[2].append(
                        (cand, uri.url, verdict.reason)
                    )
                else:
                    links.refused.append((cand.url, verdict.reason))
                continue
            if verdict.url != cand.url:
                cand = _moved(cand, verdict.url, ctx.seen_canon.canonicalize(verdict.url))
            if cand.key not in keys:
                keys.add(cand.key)
                kept.append(cand)
        if provisional and not any(
            c.host == uri.host and _navigation(c) and not ctx.frontier.is_seen(c.key) for c in kept
        ):
            # Nothing of the host would go ahead: holding its links would stall the host
            # before a second page could confirm the application.  Crawl them as found.
            held = self.held.pop(uri.host, None)
            if held is not None:
                kept.extend(c for c, _, _ in held[2])
        links.candidates[:] = kept

    def _settle_held(self, ctx: CrawlContext, host: str) -> None:
        """Links held for undecided hosts: refused once their host is decided for the
        application, queued as found once it is not (or after HOLD_SECONDS)."""
        now = time.monotonic()
        for h in [
            h for h, (since, _, _) in self.held.items() if h == host or now - since > HOLD_SECONDS
        ]:
            since, app_id, items = self.held[h]
            decided = self.detector.app_of(h)
            if decided is not None and decided.id == app_id:
                for cand, via, reason in items:
                    ctx.log.refused(cand.url, via, reason)
                    ctx.bus.emit("refused", cand.url, reason=reason)
            elif decided is None and self.detector.wants(h) and now - since <= HOLD_SECONDS:
                continue  # still undecided: keep waiting
            else:
                ctx.frontier.add([c for c, _, _ in items])
            del self.held[h]

    # -- objects -------------------------------------------------------------------------

    async def on_response(
        self, ctx: CrawlContext, uri: CrawlURI, ex: Exchange, links: LinkResult
    ) -> None:
        app = self.detector.app_of(uri.host)
        if app is None or not (200 <= ex.status < 300 and ex.mime in HTML):
            return
        level = classify(app, ex.url).level
        if level is None or not any(r.level == level.name for r in app.objects):
            return
        # The object machinery (lxml.html, the adaptation) is imported by the first page of a
        # recognised application: a crawl of none (most crawls) never loads it (~9 ms).
        from keepnet.apps.extract import parse_html

        body = self._body(ex)
        rules = self._rules(uri.host, app)
        found = rules.extract(parse_html(body), ex.url, level.name)
        failing = [
            t for t, objs in found.items() if not objs and t not in self.adapted.get(uri.host, {})
        ]
        primary = app.objects[0].type
        if primary in failing and not found.get(primary):
            self._wait(ctx, uri.host, app, (ex.url, links.record_id, body, level.name))
        self._write(ctx, ex.url, links.record_id, app, found)

    def _body(self, ex: Exchange) -> bytes:
        """The decoded body, once per exchange (on_links and on_response both read it)."""
        if self._decoded is None or self._decoded[0] is not ex:
            self._decoded = (ex, decode_content(ex)[0])
        return self._decoded[1]

    def _rules(self, host: str, app: App) -> Rules:
        from keepnet.apps.extract import Rules

        if host not in self.rules:
            self.rules[host] = Rules.of(app)
            for otype, data in self.adapted.get(host, {}).items():
                rule = self.rules[host].rules.get(otype)
                if rule is not None:
                    fields = {
                        k: FieldRule(v, rule.fields[k].regex) for k, v in data["fields"].items()
                    }
                    self.rules[host] = self.rules[host].with_rule(
                        ObjectRule(rule.type, rule.level, data["container"], fields)
                    )
        return self.rules[host]

    def _wait(
        self, ctx: CrawlContext, host: str, app: App, page: tuple[str, str | None, bytes, str]
    ) -> None:
        from keepnet.apps.adapt import MIN_PAGES, adapt
        from keepnet.apps.extract import parse_html

        waiting = self.waiting.setdefault(host, [])
        if len(waiting) < MAX_WAITING:
            waiting.append(page)
        if len(waiting) < MIN_PAGES:
            return
        rules = self._rules(host, app)
        trees = [parse_html(b) for _, _, b, _ in waiting[: MIN_PAGES + 2]]
        done: list[Adaptation] = []
        for rule in app.objects:
            if rule.type in self.adapted.get(host, {}):
                continue
            got = adapt(app, rule, [t for t in trees if t is not None], self.apps)
            if got is not None:
                done.append(got)
                rules = rules.with_rule(got.rule)
        if not done:
            return
        self.rules[host] = rules
        self.adapted.setdefault(host, {}).update({a.rule.type: a.to_json() for a in done})
        record = {"host": host, "app": app.id, "adapted": [a.to_json() for a in done]}
        ctx.writer.write_metadata_json(
            f"urn:keepnet:apps:{host}", json.dumps(record, ensure_ascii=False).encode()
        )
        self._save()
        log.info("applications: %s: adapted %s", host, ", ".join(a.rule.type for a in done))
        for url, record_id, body, level in self.waiting.pop(host, []):
            self._write(ctx, url, record_id, app, rules.extract(parse_html(body), url, level))

    def _write(
        self,
        ctx: CrawlContext,
        url: str,
        record_id: str | None,
        app: App,
        found: dict[str, list[dict[str, str]]],
    ) -> None:
        new = [o for objs in found.values() for o in objs if _key(o) not in self.seen]
        if not new:
            return
        for obj in new:
            self.seen.add(_key(obj))
            self.counts[obj["type"]] += 1
            self._out.write(json.dumps(obj, ensure_ascii=False) + "\n")
        self._out.flush()
        data = {"app": app.id, "objects": new}
        ctx.writer.write_metadata_json(
            url, json.dumps(data, ensure_ascii=False).encode("utf-8"), refers_to=record_id
        )


def _navigation(uri: CrawlURI) -> bool:
    return not uri.hop_path or uri.hop_path[-1] in NAVIGATION


def _moved(uri: CrawlURI, url: str, key: str) -> CrawlURI:
    return CrawlURI(url, key, uri.host, uri.seed, uri.hop_path, uri.via, uri.priority)


def _key(obj: dict[str, Any]) -> str:
    """One object once per host, whichever URL showed it."""
    ident = obj.get("id") or hashlib.sha1(str(obj.get("text", "")).encode()).hexdigest()
    host = urlsplit(str(obj.get("url", ""))).hostname or ""
    return f"{host}|{obj.get('app')}|{obj.get('type')}|{ident}"
