"""Artifact boundaries on the mock-portal test web: auto's choice, precision and recall per case.

One case per heuristic of the seed (tests/sites/portals).  The expected precision/recall
are the seed's predictions made concrete: Single Page+ with ignored URIs over-collects the
per-item links (author, categories, keyword search), Title+ takes a sibling dataset one hop
out, filtered titles miss the raw downloads that hold no title.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from sites.portals import CASES
from sites.portals.measure import measure

# case name, imitated portal -> (precision, recall) with the heuristic auto chose
EXPECTED = {
    "ScienceBlogs": (1, 1),
    "(bare data repository)": (1, 1),
    "Figshare": (Fraction(5, 8), 1),
    "GitLab.com": (1, 1),
    "GitHub": (1, 1),
    "(protocol sharing site)": (1, 1),
    "Dryad": (Fraction(7, 8), 1),
    "Open Science Framework": (1, Fraction(4, 6)),
    "Dataverse": (1, Fraction(6, 8)),
    "Global Biodiversity Information Facility": (1, 1),
    "(signposting repository)": (1, 1),
    "(EPrints repository, OAI-ORE)": (1, 1),
}


# The imitations whose markup shows a portal program's signature (the rest: inference).
RECOGNISED = {"Figshare", "Dataverse"}


@pytest.mark.parametrize("case", CASES, ids=[c.imitates for c in CASES])
async def test_auto_picks_the_seeds_heuristic_with_expected_precision_and_recall(case) -> None:
    m = await measure(case)
    assert m.heuristic == case.expected, m.report.plan.evidence
    # .test hosts are in no host entry: the choice came from signposting, inference, or the
    # page's markup recognised as the portal software it imitates (a signature)
    assert m.source in ("inference", "signposting", "knowledge-base")
    if m.source == "knowledge-base":
        assert m.report.plan.recognised_by, m.report.plan.evidence
        assert case.imitates in RECOGNISED, case.imitates
    precision, recall = EXPECTED[case.imitates]
    assert m.precision == pytest.approx(float(precision)), sorted(m.extra)
    assert m.recall == pytest.approx(float(recall)), sorted(m.missed)
    assert not (set(m.report.other_artifacts) & case.truth)
    assert case.others <= set(m.report.other_artifacts) | m.extra | set(m.report.plan.ignored)


async def test_other_artifacts_are_recorded_not_followed() -> None:
    case = next(c for c in CASES if c.imitates == "Figshare")
    m = await measure(case)
    assert "http://repository.uni.test/thesis/889" in m.report.other_artifacts
    # the homepage features the related dataset: the ignored-URI list keeps it out
    assert (
        "http://datashare.test/articles/dataset/kelp_forest_census/7012399" in m.report.plan.ignored
    )
    # the seed's "adds extra URIs": per-item listing links are one hop away and not chrome
    assert m.extra == {
        "http://datashare.test/authors/Jane_Doe/1234",
        "http://datashare.test/categories/Marine_Biology",
        "http://datashare.test/search?q=coral",
    }
    assert m.report.fetched == 1  # single hop: nothing beyond the entry is fetched to decide


async def test_multi_hop_reaches_members_several_hops_away() -> None:
    gitforge = next(c for c in CASES if c.imitates == "GitLab.com")
    m = await measure(gitforge)
    assert (
        "http://gitforge.test/lab-group/memento-tools/-/archive/v1.0/memento-tools-v1.0.tar.gz"
        in m.report.artifact_uris
    )
    protocols = next(c for c in CASES if c.imitates == "(protocol sharing site)")
    m = await measure(protocols)
    assert "http://protocols.test/s/c44e0" in m.report.artifact_uris  # step 3: entry → 1 → 2 → 3


async def test_embedded_resources_are_listed_apart() -> None:
    m = await measure(next(c for c in CASES if c.imitates == "GitHub"))
    assert "http://codehub.example.test/assets/hub.css" in m.report.embedded
    assert not any(u.endswith(".css") for u in m.report.artifact_uris)


@pytest.mark.parametrize("case", CASES, ids=[c.imitates for c in CASES])
async def test_forcing_the_expected_heuristic_gives_the_same_or_a_known_result(case) -> None:
    m = await measure(case, case.expected)
    assert m.heuristic == case.expected and m.source == "forced"
    assert m.recall > 0 and m.precision > 0
