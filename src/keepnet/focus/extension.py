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
from keepnet.focus.learned import URL_SPLIT, LinkClassifier, PageClassifier, link_features
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


def combine(weights: dict[str, float], parts: dict[str, float | None]) -> float:
    """An outlink's score: the weighted mean of its modules' scores (each 0..1).  A module
    with no opinion yet (None: a classifier not trained) leaves its weight out."""
    num = sum(weights.get(k, 0.0) * v for k, v in parts.items() if v is not None)
    den = sum(weights.get(k, 0.0) for k, v in parts.items() if v is not None)
    return num / den if den else 0.0


class FocusedScoring(BaseExtension):
    name = "focus"
    LINK_MEMORY = 200_000  # features of queued links kept for the link classifier's labels

    def __init__(self, settings: FocusSettings, seeds: list[str]) -> None:
        self.settings = settings
        self.seeds = seeds
        self.model: TopicModel | None = None
        self.pages_clf: PageClassifier | None = None
        self.links_clf: LinkClassifier | None = None
        # a queued link's features (anchor, URL, context) by key, until its page is fetched
        self.link_text: dict[str, str] = {}
        self.pages = 0
        self.relevant = 0
        self.classified_relevant = 0  # pages the page classifier finds relevant (p >= 0.5)
        # batch prioritization: new scores of known URLs, applied every `batch` pages
        self.pending: dict[str, list[float]] = {}

    @classmethod
    def from_job(cls, job: JobSettings) -> FocusedScoring | None:
        if job.focus is None:
            return None
        return cls(job.focus, [s.url for s in job.seeds])

    async def start(self, ctx: CrawlContext) -> None:
        s = self.settings
        examples = [_read_example(e) for e in s.examples]
        negatives = [_read_example(e) for e in s.negative_examples]
        self.model = TopicModel(list(s.keywords), examples, negatives, s.languages)
        if s.learn:
            self.pages_clf = PageClassifier(self.model.terms, every=s.learn_every)
            self.pages_clf.start(list(s.keywords) + [e for e in examples if e], negatives)
            self.links_clf = LinkClassifier(self.model.terms, every=s.learn_every)
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
            "classifier_relevant": self.classified_relevant,
            "classifier_trained": bool(self.pages_clf and self.pages_clf.fitted),
            "link_classifier_trained": bool(self.links_clf and self.links_clf.fitted),
        }

    def verdict(self, relevance: float, classifier: float | None, seed: bool) -> bool | None:
        """The crawl's own confident label of a page, for self-training: relevant when the
        cosine says so and the classifier does not disagree, off-topic when the cosine is
        far below the threshold and the classifier does not disagree; else None (unsure)."""
        if seed:
            return True
        threshold = self.settings.relevant
        if relevance >= threshold and (classifier is None or classifier >= 0.5):
            return True
        if relevance < threshold / 4 and (classifier is None or classifier < 0.5):
            return False
        return None

    def learn_page(self, key: str, text: str, relevance: float, seed: bool) -> float | None:
        """The page classifier's score of a fetched page; the page and the link that led to
        it become training examples when the verdict is confident."""
        clf = self.pages_clf
        if clf is None:
            return None
        classifier = clf.score(text)
        label = self.verdict(relevance, classifier, seed)
        features = self.link_text.pop(key, None)
        if label is not None:
            clf.add(text, label)
            if features is not None and self.links_clf is not None:
                self.links_clf.add(features, label)
        return classifier

    def on_links(self, ctx: CrawlContext, uri: CrawlURI, ex: Exchange, links: LinkResult) -> None:
        model = self.model
        if model is None or ex.mime not in HTML_MIMES or not 200 <= ex.status < 300:
            return
        text = f"{links.title or ''} {links.text or ''}"
        model.learn(text)
        relevance = model.relevance(text)
        seed = uri.url in self.seeds
        if seed:  # the seeds are relevant examples of the topic
            model.add_to_topic(model.terms(text))
        classifier = self.learn_page(uri.key, text, relevance, seed)
        self.pages += 1
        self.relevant += relevance >= self.settings.relevant
        links.page_fields["relevance"] = round(relevance, 4)
        if classifier is not None:
            links.page_fields["classifier"] = round(classifier, 4)
            self.classified_relevant += classifier >= 0.5
        body, _ = decode_content(ex)
        found = anchors(body, ex.url)
        w = self.settings.weights

        # what to score: the new candidates, and URLs found again (already known), whose
        # priority is updated; one batch for the link classifier
        todo: list[tuple[str, str, int | None]] = []  # (url, key, candidate index)
        for i, cand in enumerate(links.candidates):
            if cand.hop_path[-1:] in ("E", "X"):
                continue  # embeds are fetched with their page, whatever their score
            todo.append((cand.url, cand.key, i))
        new_keys = {k for _, k, _ in todo}
        again = 0
        for link in links.outlinks:
            if link.hop.is_embed or again >= MAX_RESCORE:
                continue
            key = ctx.seen_canon.canonicalize(link.url)
            if key in new_keys:
                continue
            new_keys.add(key)
            todo.append((link.url, key, None))
            again += 1
        features = []
        for url, _, _ in todo:
            anchor, context = found.get(url.split("#", 1)[0], ("", ""))
            features.append((anchor, context, link_features(url, anchor, context)))
        link_scores = self.links_clf.scores([f for _, _, f in features]) if self.links_clf else None

        scored: dict[str, float] = {}
        for n, ((url, key, index), (anchor, context, feats)) in enumerate(
            zip(todo, features, strict=True)
        ):
            value = combine(
                w,
                {
                    "parent": relevance,
                    "anchor": model.relevance(anchor),
                    "context": model.relevance(context),
                    "url": model.relevance(" ".join(URL_SPLIT.split(url))),
                    "classifier": classifier,
                    "link": link_scores[n] if link_scores is not None else None,
                },
            )
            if index is not None:  # a new URL: queued with its score as priority
                cand = links.candidates[index]
                links.candidates[index] = dataclasses.replace(cand, priority=value)
                scored[cand.key] = value
                if len(self.link_text) < self.LINK_MEMORY:
                    self.link_text.setdefault(cand.key, feats)
            else:  # known already: its priority updated by the update function
                if self.settings.batch:
                    self.pending.setdefault(key, []).append(value)
                else:
                    ctx.frontier.rescore(key, value, self.settings.update)
        if self.settings.batch and self.pages % self.settings.batch == 0:
            self.apply_pending(ctx)
        fields = [("keepnet-focus-relevance", f"{relevance:.4f}")]
        if classifier is not None:
            fields.append(("keepnet-focus-classifier", f"{classifier:.4f}"))
        fields.append(
            ("keepnet-focus-scores", json.dumps({k: round(v, 4) for k, v in scored.items()}))
        )
        ctx.writer.write_metadata(uri.url, fields)
