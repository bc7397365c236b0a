"""Focused crawling (seed 003, ARCOMEM's online analysis): score pages and outlinks against a
topic, and let the scores order the frontier.

The topic comes only from the job (`focus:` keywords, example pages, negative examples) and
from what the crawl fetches — keepnet ships no topic model, word list or data:

- **Topic model**: words are lower-cased, stop words dropped, stemmed (snowballstemmer, per
  `languages`).  The topic is a TF-IDF vector of the keywords (weighted up) and the example
  pages; IDF is learned online from the pages the crawl fetches, so words every page uses
  stop counting.  Negative examples are a second vector; a page's relevance is its cosine to
  the topic, less half its cosine to the negatives, clipped to 0..1.
- **Scoring modules of one shape** (each maps a text to 0..1 by the topic model): the parent
  page's relevance, the link's anchor text, the text around the link, the words of its URL;
  combined by the job's `weights` into the URL's score.
- **Adaptive priorities**: a new URL is queued with its score as priority; a URL already
  queued that is found again has its priority updated by the job's function
  (Frontier.rescore: FIRST, LAST, MAX, SUM, AVG); with `batch: N` those updates are
  collected and applied after every N pages (ARCOMEM's batch prioritization).
- Each page's relevance goes to pages.jsonl (`relevance`) and, with the link scores, to a
  WARC metadata record, so the archive says why a page was taken; stats.json ("focus")
  counts relevant pages: the harvest ratio.
"""

from __future__ import annotations

import dataclasses
import json
import math
import re
from collections import Counter
from pathlib import Path
from typing import Any

from selectolax.lexbor import LexborHTMLParser

from keepnet.extensions import BaseExtension, CrawlContext
from keepnet.extract.text import HTML_MIMES
from keepnet.fetch.content import decode_content
from keepnet.models import CrawlURI, Exchange
from keepnet.pipeline.links import LinkResult
from keepnet.settings.job import FocusSettings, JobSettings

_WORD = re.compile(r"[^\W\d_]{2,}", re.UNICODE)
KEYWORD_WEIGHT = 5.0  # a keyword counts as this many occurrences in the topic vector
MAX_RESCORE = 300  # rediscovered outlinks re-scored per page at most
# A small, language-neutral-enough list: English function words (the seed's corpora are
# English); other languages rely on IDF, which learns their common words as the crawl goes.
STOP = frozenset(
    [
        "the",
        "a",
        "an",
        "and",
        "or",
        "of",
        "to",
        "in",
        "on",
        "for",
        "with",
        "by",
        "from",
        "at",
        "as",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "not",
        "no",
        "but",
        "if",
        "then",
        "than",
        "so",
        "such",
        "can",
        "could",
        "will",
        "would",
        "should",
        "may",
        "might",
        "has",
        "have",
        "had",
        "do",
        "does",
        "did",
        "about",
        "into",
        "over",
        "after",
        "before",
        "more",
        "most",
        "other",
        "some",
        "any",
        "all",
        "our",
        "your",
        "their",
        "his",
        "her",
        "they",
        "them",
        "we",
        "you",
        "he",
        "she",
        "i",
        "me",
        "my",
        "us",
        "what",
        "which",
        "who",
        "whom",
        "when",
        "where",
        "why",
        "how",
        "also",
        "just",
        "only",
        "very",
        "new",
        "read",
        "more",
        "click",
        "here",
        "home",
        "page",
        "next",
        "previous",
    ]
)


class TopicModel:
    def __init__(
        self,
        keywords: list[str],
        examples: list[str],
        negatives: list[str],
        languages: tuple[str, ...] = ("english",),
    ) -> None:
        import snowballstemmer

        self._stem = snowballstemmer.stemmer(languages[0] if languages else "english")
        self.df: Counter[str] = Counter()
        self.docs = 0
        self.topic: dict[str, float] = {}
        for phrase in keywords:
            self.add_to_topic(self.terms(phrase), KEYWORD_WEIGHT)
        for text in examples:
            self.add_to_topic(self.terms(text))
            self.learn(text)
        self.negative: dict[str, float] = {}
        for text in negatives:
            for term in self.terms(text):
                self.negative[term] = self.negative.get(term, 0.0) + 1.0
            self.learn(text)

    def add_to_topic(self, terms: list[str], weight: float = 1.0) -> None:
        for term in terms:
            self.topic[term] = self.topic.get(term, 0.0) + weight

    def terms(self, text: str) -> list[str]:
        words = [w for w in _WORD.findall(text.lower()) if w not in STOP]
        return list(self._stem.stemWords(words))

    def learn(self, text: str) -> None:
        """One more document for the IDF (the crawl learns its web's common words)."""
        self.docs += 1
        self.df.update(set(self.terms(text)))

    def _idf(self, term: str) -> float:
        return math.log((1 + self.docs) / (1 + self.df[term])) + 1.0

    def _cosine(self, tf: Counter[str], ref: dict[str, float]) -> float:
        if not tf or not ref:
            return 0.0
        dot = sum(c * ref[t] * self._idf(t) ** 2 for t, c in tf.items() if t in ref)
        na = math.sqrt(sum((c * self._idf(t)) ** 2 for t, c in tf.items()))
        nb = math.sqrt(sum((c * self._idf(t)) ** 2 for t, c in ref.items()))
        return dot / (na * nb) if na and nb else 0.0

    def relevance(self, text: str) -> float:
        tf = Counter(self.terms(text))
        score = self._cosine(tf, self.topic) - 0.5 * self._cosine(tf, self.negative)
        return max(0.0, min(1.0, score))


def _read_example(spec: str) -> str:
    """An example given as a file path (HTML or text); URLs are taken by the crawl itself."""
    path = Path(spec)
    if path.is_file():
        data = path.read_bytes()
        try:
            return LexborHTMLParser(data).text(separator=" ") or ""
        except Exception:  # noqa: BLE001 - not HTML: the text as it is
            return data.decode("utf-8", "replace")
    return ""


def anchors(html: bytes, base: str) -> dict[str, tuple[str, str]]:
    """Absolute link URL -> (anchor text, the text of the link's parent block)."""
    from keepnet.url.parse import try_parse

    out: dict[str, tuple[str, str]] = {}
    tree = LexborHTMLParser(html)
    for a in tree.css("a[href]"):
        url = try_parse(a.attributes.get("href") or "", base)
        if url is None or url in out:
            continue
        parent = a.parent
        context = parent.text(separator=" ") if parent is not None else ""
        out[url.split("#", 1)[0]] = (a.text(separator=" "), context[:500])
    return out


class FocusedScoring(BaseExtension):
    name = "focus"

    def __init__(self, settings: FocusSettings, seeds: list[str]) -> None:
        self.settings = settings
        self.seeds = seeds
        self.model: TopicModel | None = None
        self.pages = 0
        self.relevant = 0
        # batch prioritization: new scores of known URLs, applied every `batch` pages
        self.pending: dict[str, list[float]] = {}

    @classmethod
    def from_job(cls, job: JobSettings) -> FocusedScoring | None:
        if job.focus is None:
            return None
        return cls(job.focus, [s.url for s in job.seeds])

    async def start(self, ctx: CrawlContext) -> None:
        s = self.settings
        self.model = TopicModel(
            list(s.keywords),
            [_read_example(e) for e in s.examples],
            [_read_example(e) for e in s.negative_examples],
            s.languages,
        )
        ctx.stats.sections["focus"] = self.report

    def apply_pending(self, ctx: CrawlContext) -> int:
        """Apply the batch's scores (in the order they came, so SUM and AVG count each);
        the number of URLs whose priority changed (the others were fetched meanwhile)."""
        changed = 0
        for key, values in self.pending.items():
            for value in values:
                if ctx.frontier.rescore(key, value, self.settings.update) is None:
                    break
            else:
                changed += 1
        self.pending.clear()
        return changed

    async def finish(self, ctx: CrawlContext) -> None:
        self.pending.clear()  # the crawl is over: nothing left to order

    def report(self) -> dict[str, Any]:
        return {
            "pages": self.pages,
            "relevant": self.relevant,
            "harvest_ratio": round(self.relevant / self.pages, 4) if self.pages else None,
        }

    def on_links(self, ctx: CrawlContext, uri: CrawlURI, ex: Exchange, links: LinkResult) -> None:
        model = self.model
        if model is None or ex.mime not in HTML_MIMES or not 200 <= ex.status < 300:
            return
        text = f"{links.title or ''} {links.text or ''}"
        model.learn(text)
        relevance = model.relevance(text)
        if uri.url in self.seeds:  # the seeds are relevant examples of the topic
            model.add_to_topic(model.terms(text))
        self.pages += 1
        self.relevant += relevance >= self.settings.relevant
        links.page_fields["relevance"] = round(relevance, 4)
        body, _ = decode_content(ex)
        found = anchors(body, ex.url)
        w = self.settings.weights
        total_w = sum(w.values()) or 1.0

        def score(url: str) -> tuple[float, dict[str, float]]:
            anchor, context = found.get(url.split("#", 1)[0], ("", ""))
            parts = {
                "parent": relevance,
                "anchor": model.relevance(anchor),
                "context": model.relevance(context),
                "url": model.relevance(" ".join(re.split(r"[/_.?=&-]+", url))),
            }
            return sum(w.get(k, 0.0) * v for k, v in parts.items()) / total_w, parts

        scored: dict[str, float] = {}
        for i, cand in enumerate(links.candidates):
            if cand.hop_path[-1:] in ("E", "X"):
                continue  # embeds are fetched with their page, whatever their score
            value, _ = score(cand.url)
            links.candidates[i] = dataclasses.replace(cand, priority=value)
            scored[cand.key] = value
        # URLs found again (not candidates: already known) get their priority updated
        rescored = 0
        for link in links.outlinks:
            if link.hop.is_embed or rescored >= MAX_RESCORE:
                continue
            key = ctx.seen_canon.canonicalize(link.url)
            if key in scored:
                continue
            value, _ = score(link.url)
            if self.settings.batch:
                self.pending.setdefault(key, []).append(value)
                rescored += 1
            elif ctx.frontier.rescore(key, value, self.settings.update) is not None:
                rescored += 1
        if self.settings.batch and self.pages % self.settings.batch == 0:
            self.apply_pending(ctx)
        ctx.writer.write_metadata(
            uri.url,
            [
                ("keepnet-focus-relevance", f"{relevance:.4f}"),
                ("keepnet-focus-scores", json.dumps({k: round(v, 4) for k, v in scored.items()})),
            ],
        )
