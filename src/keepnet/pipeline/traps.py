"""The trap-family guard as a crawl extension (the judging is keepnet.scope.families).

on_links: each fetched navigation page is observed by its family (its visible text, its
outlinks), then the page's navigation candidates of capped families are dropped with the
family as the reason.  before_fetch: a URL queued before its family was capped is refused
when it comes up.  Embeds (E, X) are never judged: an image is not a trap.  The families
go to stats.json ("trap_families") and, for resume, DIR/state/trap-families.json.
"""

from __future__ import annotations

import contextlib
import json
import os
from typing import Any

from keepnet.extensions import BaseExtension, CrawlContext
from keepnet.models import CrawlURI, Exchange
from keepnet.pipeline.links import LinkResult
from keepnet.scope.families import Judging, TrapFamilies
from keepnet.settings.job import JobSettings

HTML = ("text/html", "application/xhtml+xml")
SAVE_EVERY = 50


def is_navigation(hop_path: str) -> bool:
    return not hop_path or hop_path[-1] not in "EXP"


class TrapFamilyGuard(BaseExtension):
    name = "trap-families"

    def __init__(self, idle: int) -> None:
        self.families = TrapFamilies(idle)
        self._unsaved = 0
        self._path: Any = None
        self._saved: bytes | None = None  # what trap-families.json holds, as this run wrote it

    @classmethod
    def from_job(cls, job: JobSettings) -> TrapFamilyGuard | None:
        idle = job.traps.family_idle
        return None if idle is None else cls(idle)

    async def start(self, ctx: CrawlContext) -> None:
        self._path = ctx.dir.state / "trap-families.json"
        with contextlib.suppress(OSError, ValueError):  # first run: nothing to resume
            self.families.load(json.loads(self._path.read_text()))
        ctx.stats.sections["trap_families"] = self.families.report

    def wants_shingles(self, uri: CrawlURI) -> bool | Judging:
        # a learning family's page: its shingles; a full family's: the worker judges its
        # text itself (by its first new shingles, as the crawl would: see Judging)
        if not is_navigation(uri.hop_path):
            return False
        return self.families.learning(uri.url) or self.families.judging(uri.url) or False

    def before_fetch(self, ctx: CrawlContext, uri: CrawlURI) -> str | None:
        if not is_navigation(uri.hop_path) or uri.hop_path == "":
            return None  # seeds are never refused
        return self.families.check(uri.url)

    def on_links(self, ctx: CrawlContext, uri: CrawlURI, ex: Exchange, links: LinkResult) -> None:
        if not is_navigation(uri.hop_path) or 300 <= ex.status < 400:
            return
        outlinks = [o.url for o in links.outlinks if not o.hop.is_embed]
        self.families.observe(
            uri.url, ex.status, ex.mime in HTML, links.text, outlinks, links.shingles
        )
        kept = []
        for cand in links.candidates:
            reason = self.families.check(cand.url) if is_navigation(cand.hop_path) else None
            if reason is None:
                kept.append(cand)
            else:
                links.refused.append((cand.url, reason))
        links.candidates[:] = kept
        self._unsaved += 1
        if self._unsaved >= SAVE_EVERY:
            self._save()

    async def finish(self, ctx: CrawlContext) -> None:
        self._save(always=True)

    def _save(self, always: bool = False) -> None:
        self._unsaved = 0
        if self._path is None:
            return
        # No indent: json's C encoder (an indented dump is pure Python, ~15 ms a save with a
        # few hundred families, every SAVE_EVERY pages)
        data = json.dumps(self.families.to_json(), separators=(",", ":")).encode()
        if data == self._saved and not always:
            return  # the file holds these very bytes (a site with no family: every save)
        tmp = self._path.with_suffix(".json.tmp")
        tmp.write_bytes(data)  # bytes: no text layer (~60 us of a save's ~170)
        os.replace(tmp, self._path)
        self._saved = data
