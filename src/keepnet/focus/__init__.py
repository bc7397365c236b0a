"""Focused crawling (seed 003, ARCOMEM's online analysis; ACHE's learned classifiers).

- extension.py: the crawl extension — the topic model (TF-IDF cosine), the scoring modules
  of one shape, adaptive priorities, what goes to the archive;
- learned.py: the online-learned page and link classifiers (scikit-learn), trained at start
  from the job and refined from the pages the crawl fetches.
"""

from keepnet.focus.extension import FocusedScoring, TopicModel, anchors

__all__ = ["FocusedScoring", "TopicModel", "anchors"]
