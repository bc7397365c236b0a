"""Artifact boundaries on the mock-portal test web: auto's choice, precision and recall per case.

One case per heuristic of the seed (tests/sites/portals).  The expected precision/recall
are the seed's predictions made concrete: Single Page+ with ignored URIs over-collects the
per-item links (author, categories, keyword search), Title+ takes a sibling dataset one hop
out, filtered titles miss the raw downloads that hold no title.
"""

from __future__ import annotations

import pytest

from sites.portals import CASES
from sites.portals.measure import measure

# case name, imitated portal -> (precision, recall) with the heuristic auto chose
EXPECTED = {
    "ScienceBlogs": (1, 1),
    "(bare data repository)": (1, 1),
    # listing and profile pages one hop out are no longer taken (the seed's "adds extra")
    "Figshare": (1, 1),
    "GitLab.com": (1, 1),
    "GitHub": (1, 1),
    "(protocol sharing site)": (1, 1),
    # a sibling dataset one hop out, without the title, is another artifact
    "Dryad": (1, 1),
    # the downloads of title-holding pages are leaves (the seed's "misses" repaired)
    "Open Science Framework": (1, 1),
    "Dataverse": (1, 1),
    "Global Biodiversity Information Facility": (1, 1),
    "(signposting repository)": (1, 1),
    "(EPrints repository, OAI-ORE)": (1, 1),
    "(forge with file hosts)": (1, 1),
    "(data portal with a file host)": (1, 1),
    "(university project site)": (1, 1),
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
    # the seed's "adds extra URIs" (author, category, keyword search one hop away): listing
    # and profile pages name many artifacts, so the "+" hop leaves them out
    assert not m.extra
    assert "http://datashare.test/authors/Jane_Doe/1234" not in m.report.artifact_uris
    # single hop: the leaves are fetched to be judged (a listing is dropped), nothing beyond
    assert m.report.fetched == 1 + len(case.truth - {case.entry})


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


async def test_inference_finds_file_hosts_and_externals_by_probing() -> None:
    from sites.portals import hardcases

    m = await measure(hardcases.RAWFORGE)
    plan = m.report.plan
    assert plan.params["externals"] == [
        "downloads.labforge-objects.test",
        "rawfiles.labforge-usercontent.test",
    ]
    assert any("budget" in e for e in plan.evidence)
    m = await measure(hardcases.FILEHOST)
    assert m.report.plan.params["file_hosts"] == ["store.marine-files.test"]
    assert "http://opendata.marine-institute.test/ds/MI-2022-0101" in m.report.other_artifacts
    m = await measure(hardcases.PROJECTSITE)
    assert m.report.plan.params["root"].endswith("/research/projects/webtrace")


async def test_embedded_resources_are_listed_apart() -> None:
    m = await measure(next(c for c in CASES if c.imitates == "GitHub"))
    assert "http://codehub.example.test/assets/hub.css" in m.report.embedded
    assert not any(u.endswith(".css") for u in m.report.artifact_uris)


@pytest.mark.parametrize("case", CASES, ids=[c.imitates for c in CASES])
async def test_forcing_the_expected_heuristic_gives_the_same_or_a_known_result(case) -> None:
    m = await measure(case, case.expected)
    assert m.heuristic == case.expected and m.source == "forced"
    assert m.recall > 0 and m.precision > 0
