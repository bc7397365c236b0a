"""`keepnet crawl --scope artifact`: the crawl extension that bounds each artifact seed.

start(): for every seed whose scope is "artifact", decide the boundary (entry page, its
signposting, the 404 page and the homepage, fetched through the crawler's own client), hang
it on the seed's scope (scope/rules.py delegates the membership test to it) and queue the
declared members no page links (items found only in a linkset).
on_response(): pages awaiting a content check (significant-string heuristics) are judged;
a page that matches becomes a followed member and its links, refused while it was pending,
are offered to the scope again.
finish(): DIR/artifacts/manifest.json — per artifact: entry, heuristic, evidence, members
(with the status they were captured with), linked other artifacts, ignored URIs.
"""

from __future__ import annotations

import json
import logging
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from keepnet.extensions import BaseExtension
from keepnet.models import CrawlURI, Exchange, Hop
from keepnet.settings.job import JobSettings

# The artifact machinery (boundary, strategies, page loader: ~30 ms of imports) is imported
# by the methods that run only once from_job enabled the extension: every crawl imports this
# module to ask from_job, few have an artifact seed.
if TYPE_CHECKING:
    from keepnet.artifacts.boundary import Boundary
    from keepnet.extensions import CrawlContext as Crawler
    from keepnet.pipeline.links import LinkResult

log = logging.getLogger(__name__)

MANIFEST_FORMAT = "keepnet-artifacts-1"


class ArtifactExtension(BaseExtension):
    name = "artifact"

    @classmethod
    def from_job(cls, job: JobSettings) -> ArtifactExtension | None:
        return cls() if any(job.seed_scope(s) == "artifact" for s in job.seeds) else None

    def __init__(self) -> None:
        self.boundaries: dict[str, Boundary] = {}  # seed URL -> boundary
        self.captured: dict[str, dict[str, int]] = {}  # seed URL -> {member URL: status}

    async def start(self, crawler: Crawler) -> None:
        from keepnet.artifacts.boundary import Boundary
        from keepnet.artifacts.choose import plan_boundary
        from keepnet.artifacts.strategies import HEURISTICS

        job = crawler.job
        for seed in job.seeds:
            if job.seed_scope(seed) != "artifact":
                continue
            heuristic = seed.heuristic or "auto"
            if heuristic not in ("auto", *HEURISTICS):
                log.error("seed %s: unknown heuristic %r, using auto", seed.url, heuristic)
                heuristic = "auto"
            plan = await plan_boundary(seed.url, crawler.client.fetch, heuristic)
            if seed.exclude:
                plan = replace(plan, excluded=seed.exclude)
            boundary = Boundary(plan)
            self.boundaries[seed.url] = boundary
            self.captured[seed.url] = {}
            scope = crawler.scope.seed_scope(seed.url)
            if scope is None:
                continue
            scope.boundary = boundary
            for alias in sorted(plan.aliases):
                crawler.scope.add_alias(seed.url, alias)
            self._queue_declared(crawler, seed.url, boundary)
            log.info("artifact %s: %s (%s)", seed.url, plan.heuristic, plan.source)

    def _queue_declared(self, crawler: Crawler, seed: str, boundary: Boundary) -> None:
        plan = boundary.plan
        if not plan.declared:
            return
        parent = CrawlURI(
            url=plan.entry,
            key=crawler.seen_canon.canonicalize(plan.entry),
            host="",
            seed=seed,
            hop_path="R" if plan.entry != seed else "",
        )
        cands = [
            c
            for u in sorted(plan.declared)
            if isinstance(c := crawler.links.candidate(parent, u, Hop.LINK), CrawlURI)
        ]
        crawler.frontier.add(cands)

    async def on_response(
        self, crawler: Crawler, uri: CrawlURI, ex: Exchange, links: LinkResult
    ) -> None:
        boundary = self.boundaries.get(uri.seed)
        if boundary is None or (uri.hop_path and uri.hop_path[-1] in "EXPI"):
            return
        from keepnet.artifacts.crumbs import breadcrumb_links
        from keepnet.artifacts.loader import page_from_exchange

        if 200 <= ex.status < 300 and (uri.url in boundary.pending or boundary.is_member(uri.url)):
            page = page_from_exchange(ex)
            text = f"{page.title or ''} {page.text}"
            if boundary.settle(
                uri.url,
                text,
                boundary.page_links(page),
                is_file=not page.is_html,
                title=page.title,
                crumbs=breadcrumb_links(page.body, page.url, boundary.unknown_portal)
                if page.is_html
                else frozenset(),
            ):
                cands = []
                for link in links.outlinks:
                    if link.hop.is_embed:
                        continue
                    cand = crawler.links.candidate(uri, link.url, link.hop)
                    if isinstance(cand, CrawlURI):
                        cands.append(cand)
                crawler.frontier.add(cands)
        elif uri.url in boundary.pending and not 300 <= ex.status < 400:
            page = page_from_exchange(ex)  # an error page holds no title: judged as such
            boundary.confirm(uri.url, f"{page.title or ''} {page.text}")
        if boundary.is_member(uri.url):
            self.captured[uri.seed][uri.url] = ex.status

    async def finish(self, crawler: Crawler) -> None:
        if not self.boundaries:
            return
        out = crawler.dir.root / "artifacts"
        out.mkdir(parents=True, exist_ok=True)
        artifacts = [self.manifest_entry(seed, b) for seed, b in self.boundaries.items()]
        data = {"format": MANIFEST_FORMAT, "artifacts": artifacts}
        (out / "manifest.json").write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n")

    def manifest_entry(self, seed: str, boundary: Boundary) -> dict[str, Any]:
        from keepnet.artifacts.strategies import STRATEGIES

        for url in list(boundary.pending):  # never fetched (failure or limits)
            boundary.fail(url)
        plan = boundary.plan
        captured = self.captured.get(seed, {})
        entry: dict[str, Any] = {"seed": seed, **plan.summary()}
        entry["heuristic_name"] = STRATEGIES[plan.heuristic].name
        entry["members"] = [{"url": u, "status": captured.get(u)} for u in boundary.artifact_uris()]
        entry["member_uris"] = boundary.artifact_uris()
        entry["other_artifacts"] = boundary.other_artifacts()
        entry["ignored_uris"] = sorted(plan.ignored)
        entry["excluded_uris"] = boundary.excluded_uris()
        return entry
