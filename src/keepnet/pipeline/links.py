"""Link step: from a fetched exchange to the in-scope CrawlURIs the frontier should get.

Extraction → canonicalization → scope and trap decision → priority.  Budgets whose counts
live elsewhere (URLs per host, pages per crawl) are checked by the callbacks the engine
passes in, so this module stays free of I/O.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from keepnet.models import CrawlURI, Exchange, Hop, Outlink
from keepnet.pipeline.offload import Analysis, Decided, analyse
from keepnet.scope.families import Verdict
from keepnet.scope.rules import Scope, url_host
from keepnet.settings.job import JobSettings
from keepnet.url.canon import Canonicalizer

# Heritrix's preferenceEmbedHops: embeds jump ahead in their host's queue so a page's
# requisites are captured close to the page itself.
EMBED_PRIORITY = 1.0
LINK_PRIORITY = 0.0


@dataclass(slots=True)
class LinkResult:
    outlinks: list[Outlink]
    candidates: list[CrawlURI]
    refused: list[tuple[str, str]] = field(default_factory=list)  # (url, reason) worth logging
    out_of_scope: int = 0
    title: str | None = None
    text: str | None = None  # visible text for full-text search (keepnet.search.live)
    decode_error: str | None = None
    outlinks_dropped: int = 0
    # fields extensions add to the page's pages.jsonl line (e.g. "relevance")
    page_fields: dict[str, object] = field(default_factory=dict)
    record_id: str | None = None  # the WARC record of the response the links came from
    # keepnet.scope.families.shingle_array(text), when the extraction worker computed it,
    # or its Verdict on the text of a full trap family's page (families.Judging)
    shingles: Sequence[int] | Verdict | None = None
    # the browser tier's decision and the scripts it was made with (keepnet.pipeline.offload
    # decide), when the extraction worker made it
    tier: Decided | None = None


Budget = Callable[[CrawlURI], str | None]  # a refusal reason, or None to admit


class LinkProcessor:
    # Menus and footers repeat the same URLs on every page: remembering recent keys that the
    # frontier already holds skips their scope check and a database round trip.  Bounded, so
    # memory stays flat however large the crawl grows.
    KNOWN_KEYS = 10_000
    CANON_CACHE = 10_000

    def __init__(self, scope: Scope, canon: Canonicalizer, max_outlinks: int) -> None:
        self.scope = scope
        self.canon = canon
        self.max_outlinks = max_outlinks
        self._canonicalize = lru_cache(maxsize=self.CANON_CACHE)(canon.canonicalize)
        self._known: OrderedDict[str, None] = OrderedDict()

    def remember(self, keys: Iterable[str]) -> None:
        """Keys now in the frontier's seen-set (so never worth offering again)."""
        known = self._known
        for key in keys:
            known[key] = None
            known.move_to_end(key)
        while len(known) > self.KNOWN_KEYS:
            known.popitem(last=False)

    def process(
        self, uri: CrawlURI, ex: Exchange, budget: Budget, analysis: Analysis | None = None
    ) -> LinkResult:
        """`analysis`: offload.analyse(ex, self.max_outlinks) if already computed elsewhere."""
        if analysis is None:
            analysis = analyse(ex, self.max_outlinks)
        extracted, error = analysis
        result = LinkResult(
            outlinks=list(extracted.outlinks),
            candidates=[],
            title=extracted.title,
            text=extracted.text,
            decode_error=error,
            outlinks_dropped=extracted.truncated_outlinks,
        )
        known = self._known
        for link in result.outlinks:
            try:
                key = self._canonicalize(link.url)
            except ValueError:
                key = None
            if key is not None and key in known:
                continue
            cand = self.candidate(uri, link.url, link.hop, key)
            if isinstance(cand, str):
                if cand.startswith("out of"):
                    result.out_of_scope += 1
                else:
                    result.refused.append((link.url, cand))
                continue
            reason = budget(cand)
            if reason is not None:
                result.refused.append((link.url, reason))
                continue
            result.candidates.append(cand)
        return result

    def seeds(self, job: JobSettings, priority: float) -> list[CrawlURI]:
        """The job's seeds as frontier entries (canonical key, politeness host, `priority`)."""
        return [
            CrawlURI(
                url=s.url,
                key=self.canon.canonicalize(s.url),
                host=url_host(s.url),
                seed=s.url,
                priority=priority,
            )
            for s in job.seeds
        ]

    def sitemap_candidates(self, robots_uri: CrawlURI, ex: Exchange) -> list[CrawlURI]:
        """The Sitemap URLs a robots.txt lists, as admitted candidates (hop I, inferred)."""
        from keepnet.extract.sitemaps import robots_sitemaps

        text = ex.payload.decode("utf-8", "replace")
        cands = []
        for url in robots_sitemaps(text, ex.url):
            cand = self.candidate(robots_uri, url, Hop.INFERRED)
            if isinstance(cand, CrawlURI):
                cands.append(cand)
        return cands

    def candidate(
        self, parent: CrawlURI, url: str, hop: Hop, key: str | None = None
    ) -> CrawlURI | str:
        """The CrawlURI for url found on parent, or the reason it is refused."""
        if not url.startswith(("http://", "https://")):
            return f"unsupported scheme: {url[:40]}"
        decision = self.scope.decide(parent, url, hop)
        if not decision.accept:
            return decision.reason
        try:
            if key is None:
                key = self._canonicalize(url)
            host = url_host(url)
        except ValueError as exc:
            return f"invalid URL: {exc}"
        priority = EMBED_PRIORITY if hop.is_embed else LINK_PRIORITY
        return parent.child(url, key, host, hop, priority)
