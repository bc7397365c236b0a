"""Link step: from a fetched exchange to the in-scope CrawlURIs the frontier should get.

Extraction → canonicalization → scope and trap decision → priority.  Budgets whose counts
live elsewhere (URLs per host, pages per crawl) are checked by the callbacks the engine
passes in, so this module stays free of I/O.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from keepnet.extract.dispatch import extract
from keepnet.fetch.content import decode_content
from keepnet.models import CrawlURI, Exchange, Hop, Outlink
from keepnet.scope.rules import Scope
from keepnet.url.canon import Canonicalizer
from keepnet.url.parse import host_port

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
    decode_error: str | None = None
    outlinks_dropped: int = 0


Budget = Callable[[CrawlURI], str | None]  # a refusal reason, or None to admit


class LinkProcessor:
    def __init__(self, scope: Scope, canon: Canonicalizer, max_outlinks: int) -> None:
        self.scope = scope
        self.canon = canon
        self.max_outlinks = max_outlinks

    def process(self, uri: CrawlURI, ex: Exchange, budget: Budget) -> LinkResult:
        decoded, error = decode_content(ex)
        extracted = extract(ex, decoded, self.max_outlinks)
        result = LinkResult(
            outlinks=list(extracted.outlinks),
            candidates=[],
            title=extracted.title,
            decode_error=error,
            outlinks_dropped=extracted.truncated_outlinks,
        )
        for link in result.outlinks:
            cand = self.candidate(uri, link.url, link.hop)
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

    def candidate(self, parent: CrawlURI, url: str, hop: Hop) -> CrawlURI | str:
        """The CrawlURI for url found on parent, or the reason it is refused."""
        if not url.startswith(("http://", "https://")):
            return f"unsupported scheme: {url[:40]}"
        decision = self.scope.decide(parent, url, hop)
        if not decision.accept:
            return decision.reason
        try:
            key = self.canon.canonicalize(url)
            host = host_port(url)
        except ValueError as exc:
            return f"invalid URL: {exc}"
        priority = EMBED_PRIORITY if hop.is_embed else LINK_PRIORITY
        return parent.child(url, key, host, hop, priority)
