"""The online-learned models of a focused crawl: a page classifier and a link classifier.

Both are linear classifiers (scikit-learn's SGDClassifier, modified Huber loss: a linear
SVM-like margin with probability estimates) over hashed, L2-normalised term counts
(HashingVectorizer: no vocabulary to fit, so the model can keep learning words it never saw
at start).  The words are the topic model's terms (lower-cased, stop words out, stemmed).

- **PageClassifier** (ACHE's page classifier, learned online): relevant vs. not.  Trained
  at start from the job's positives (keywords, examples; the seeds once fetched) and
  negative examples; with no negatives given, the crawl's first confidently off-topic pages
  (low cosine to the topic) are its negatives.  Then refined with `partial_fit` every
  `every` pages from the crawl's own confident verdicts (self-training).
- **LinkClassifier** (ACHE's online link classifier): features of a link — its anchor
  words, the words of its URL, the words around it — each in its own namespace; the label
  is whether the page the link led to was relevant, learned as those pages are fetched.

Until a model has seen both classes it answers `None` (no opinion), and the crawl leaves
its weight out of the combined score.  keepnet ships no trained model: everything comes
from the job and the crawl.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

URL_SPLIT = re.compile(r"[/_.?=&:#%+,;-]+")


class _Online:
    """An online binary classifier over texts: buffered examples, fitted in small steps."""

    def __init__(self, analyzer: Callable[[str], list[str]], every: int = 20) -> None:
        from sklearn.feature_extraction.text import HashingVectorizer
        from sklearn.linear_model import SGDClassifier

        self.vectorizer = HashingVectorizer(
            analyzer=analyzer, n_features=2**18, alternate_sign=False, norm="l2"
        )
        self.model = SGDClassifier(loss="modified_huber", alpha=1e-4, random_state=0)
        self.every = every
        self.fitted = False
        self.seen = {0: 0, 1: 0}
        self._buffer: list[tuple[str, int]] = []

    def add(self, text: str, label: bool) -> None:
        """One labelled example; the model learns from the buffer every `every` examples."""
        self._buffer.append((text, int(label)))
        if len(self._buffer) >= self.every:
            self.flush()

    def flush(self, epochs: int = 1) -> bool:
        """Learn from the buffered examples (each class weighted by its rarity so far, so a
        web where the topic is rare does not teach 'never relevant'); True if it learned."""
        labels = {y for _, y in self._buffer}
        if not self._buffer or (not self.fitted and labels != {0, 1}):
            return False  # a first fit needs both classes: keep buffering
        texts = [t for t, _ in self._buffer]
        ys = [y for _, y in self._buffer]
        for y in ys:
            self.seen[y] += 1
        total = self.seen[0] + self.seen[1]
        weights = [total / (2 * self.seen[y]) for y in ys]
        x = self.vectorizer.transform(texts)
        for _ in range(epochs):
            self.model.partial_fit(x, ys, classes=[0, 1], sample_weight=weights)
        self.fitted = True
        self._buffer.clear()
        return True

    def proba(self, texts: Sequence[str]) -> list[float] | None:
        """P(relevant) of each text, or None before the model has learned anything."""
        if not self.fitted or not texts:
            return None
        p: Any = self.model.predict_proba(self.vectorizer.transform(list(texts)))
        return [float(v) for v in p[:, 1]]


class PageClassifier(_Online):
    """Relevant vs. off-topic pages, from the job's examples and the crawl's verdicts."""

    def start(self, positives: Sequence[str], negatives: Sequence[str]) -> None:
        """The job's examples: learnt at once (a few epochs) if both classes are there."""
        for text in positives:
            self._buffer.append((text, 1))
        for text in negatives:
            self._buffer.append((text, 0))
        self.flush(epochs=5)

    def score(self, text: str) -> float | None:
        p = self.proba([text])
        return p[0] if p is not None else None


def link_features(url: str, anchor: str, context: str) -> str:
    """A link as one text whose words are namespaced (anchor, URL, around), for the
    link classifier's analyzer (LinkClassifier.analyze)."""
    return f"{anchor}\x1f{' '.join(URL_SPLIT.split(url))}\x1f{context}"


class LinkClassifier(_Online):
    """Will this link lead to a relevant page?  Learnt from the links the crawl followed."""

    def __init__(self, terms: Callable[[str], list[str]], every: int = 20) -> None:
        self._terms = terms
        super().__init__(self.analyze, every)

    def analyze(self, features: str) -> list[str]:
        anchor, url, context = (features.split("\x1f") + ["", "", ""])[:3]
        return (
            [f"a:{t}" for t in self._terms(anchor)]
            + [f"u:{t}" for t in self._terms(url)]
            + [f"c:{t}" for t in self._terms(context)]
        )

    def scores(self, features: Sequence[str]) -> list[float] | None:
        return self.proba(features)
