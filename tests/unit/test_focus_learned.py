"""The online-learned page and link classifiers of a focused crawl (keepnet.focus.learned)
and the one shape of the scoring modules (keepnet.focus.extension.combine)."""

from __future__ import annotations

import pytest

from keepnet.focus import TopicModel
from keepnet.focus.extension import FocusedScoring, combine
from keepnet.focus.learned import LinkClassifier, PageClassifier, link_features
from keepnet.settings.job import SCORE_MODULES, FocusSettings

VOLCANO = [
    "the volcano erupted and lava flowed down the slopes of the crater",
    "magma rises under the volcano before an eruption; ash clouds follow",
    "geologists measured the lava dome and the volcanic gas of the eruption",
    "an eruption of the volcano buried the village under ash and pumice",
]
COOKING = [
    "whisk the eggs with sugar and butter, then bake the cake for forty minutes",
    "a recipe for bread: flour, water, yeast and salt, kneaded and baked",
    "simmer the tomato sauce with garlic and basil before serving the pasta",
    "roast the chicken with lemon and thyme and serve it with potatoes",
]


def terms(text: str) -> list[str]:
    return TopicModel([], [], []).terms(text)


def test_the_page_classifier_learns_the_topic_from_examples() -> None:
    clf = PageClassifier(terms)
    clf.start(VOLCANO, COOKING)
    assert clf.fitted
    on = clf.score("lava and ash poured from the erupting volcano crater")
    off = clf.score("bake the bread with butter and serve the pasta sauce")
    assert on is not None and off is not None
    assert on > 0.5 > off


def test_no_opinion_until_both_classes_were_seen() -> None:
    clf = PageClassifier(terms, every=1)
    clf.start(VOLCANO, [])  # seeds-only crawls: positives, no negatives yet
    assert clf.score(VOLCANO[0]) is None
    clf.add(COOKING[0], False)  # the crawl's first confidently off-topic page
    assert clf.fitted and clf.score(VOLCANO[0]) is not None


def test_partial_fit_moves_scores_in_the_direction_of_the_new_labels() -> None:
    clf = PageClassifier(terms, every=4)
    clf.start(VOLCANO, COOKING)
    page = "the museum shop sells volcano posters, lava lamps and books about the crater"
    before = clf.score(page)
    for _ in range(3):  # the crawl keeps finding such pages off topic
        for text in (page, page + " gift cards", page + " opening hours", "posters and lamps"):
            clf.add(text, False)
    after = clf.score(page)
    assert before is not None and after is not None
    assert after < before
    for _ in range(3):
        for text in (page, page + " gift cards", page + " opening hours", "posters and lamps"):
            clf.add(text, True)
    again = clf.score(page)
    assert again is not None and again > after


def test_the_link_classifier_learns_from_the_pages_links_led_to() -> None:
    clf = LinkClassifier(terms, every=8)
    for i in range(4):
        clf.add(link_features(f"http://a.test/volcano/{i}", "eruption update", "lava"), True)
        clf.add(link_features(f"http://b.test/recipes/{i}", "more recipes", "dinner"), False)
    scores = clf.scores(
        [
            link_features("http://c.test/volcano/9", "eruption news", "the lava field"),
            link_features("http://c.test/recipes/9", "recipes", "dinner tonight"),
        ]
    )
    assert scores is not None and scores[0] > 0.5 > scores[1]


def test_link_features_keep_anchor_url_and_context_apart() -> None:
    clf = LinkClassifier(terms)
    words = clf.analyze(link_features("http://x.test/lava-flows", "volcano", "crater rim"))
    assert "a:volcano" in words and "u:lava" in words and "c:crater" in words
    assert "a:lava" not in words


def test_scoring_modules_share_one_shape_and_weights() -> None:
    weights = {"parent": 1.0, "anchor": 1.0, "classifier": 2.0}
    assert combine(weights, {"parent": 0.2, "anchor": 0.4, "classifier": None}) == pytest.approx(
        0.3
    )  # an untrained classifier has no say
    assert combine(weights, {"parent": 0.2, "anchor": 0.4, "classifier": 1.0}) == pytest.approx(
        0.65
    )
    assert combine({}, {"parent": 0.5}) == 0.0
    assert {"parent", "anchor", "context", "url", "classifier", "link"} == set(SCORE_MODULES)
    assert set(FocusSettings().weights) == set(SCORE_MODULES)
    with pytest.raises(ValueError):
        FocusSettings(weights={"nonsense": 1.0})


def test_self_training_labels_only_confident_verdicts() -> None:
    ext = FocusedScoring(FocusSettings(relevant=0.2), [])
    assert ext.verdict(0.5, None, seed=False) is True
    assert ext.verdict(0.5, 0.9, seed=False) is True
    assert ext.verdict(0.5, 0.1, seed=False) is None  # cosine and classifier disagree
    assert ext.verdict(0.01, None, seed=False) is False
    assert ext.verdict(0.01, 0.9, seed=False) is None
    assert ext.verdict(0.1, 0.1, seed=False) is None  # neither clearly on nor off topic
    assert ext.verdict(0.0, 0.0, seed=True) is True  # the seeds are the topic's examples
