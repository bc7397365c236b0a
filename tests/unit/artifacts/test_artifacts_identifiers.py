"""Significant string from URI: the identifier shared by the entry URI and its links (GBIF)."""

from __future__ import annotations

from keepnet.artifacts.identifiers import contains_id, id_tokens, looks_like_id, shared_identifier

KEY = "98333cb6-6c15-4add-aa0e-b322bf1500ba"


def test_the_seeds_gbif_example() -> None:
    entry = f"http://www.gbif.org/dataset/{KEY}"
    links = [
        f"http://www.gbif.org/occurrence/search?datasetKey={KEY}",
        f"http://api.gbif.org/v1/dataset/{KEY}/document",
        "http://www.gbif.org/publisher/7ce8aef0-9e92-11dc-8738-b8a03c50a862",
        "http://www.gbif.org/country/US",
    ]
    token, carriers = shared_identifier(entry, links)
    assert token == KEY
    assert carriers == links[:2]


def test_tokens_come_from_path_and_query_and_skip_words_and_years() -> None:
    tokens = id_tokens("http://x.test/stash/dataset/doi:10.5061/dryad.k4t82?year=2019&v=3")
    assert "dryad.k4t82" in tokens and "k4t82" in tokens and "doi:10.5061" in tokens
    assert "stash" not in tokens and "2019" not in tokens and "3" not in tokens
    assert not looks_like_id("dataset") and looks_like_id("ds4711")


def test_a_token_that_chrome_or_siblings_carry_names_the_portal_not_the_artifact() -> None:
    entry = "http://x.test/sol3/papers.cfm?abstract_id=4412345"
    links = [
        "http://x.test/sol3/Delivery.cfm?abstractid=4412345&type=2",
        "http://x.test/sol3/Delivery.cfm?abstractid=4412345&open=1",
        "http://x.test/sol3/cf_dev/AbsByAuth.cfm?per_id=7712",
        "http://x.test/sol3/papers.cfm?abstract_id=4400001",
    ]
    assert shared_identifier(entry, links)[0] == "sol3"  # every page of the portal has it
    token, carriers = shared_identifier(
        entry, links, ["http://x.test/sol3/papers.cfm?abstract_id=4400001"]
    )
    assert token == "4412345" and carriers == links[:2]
    # a DOI registrant prefix is shared by every article of the publisher
    doi = "http://j.test/doi/10.81234/pp.2024.0117"
    sibling = "http://j.test/doi/10.81234/pp.2022.0311"
    links = [sibling, "http://j.test/doi/pdf/10.81234/pp.2024.0117", "http://j.test/toc/10.81234"]
    assert shared_identifier(doi, links, [sibling])[0] == "pp.2024.0117"


def test_no_shared_identifier() -> None:
    assert shared_identifier("http://x.test/a/b", ["http://x.test/c"]) == (None, [])


def test_contains_id_is_case_insensitive_and_sees_percent_encoding() -> None:
    assert contains_id("http://x.test/?pid=doi%3A10.1%2FAB", "doi:10.1/ab")


def test_a_query_value_that_is_a_url_with_a_path_is_an_identifier_without_digits() -> None:
    # an archive's view of an archived origin: the origin URL names the artifact, and its
    # tabs carry it; a sibling origin (name-legacy) and a search for the name do not
    origin = "https://forge.uni.test/lab/tidecalc"
    entry = f"http://archive.test/browse/origin/directory/?origin_url={origin}"
    links = [
        f"http://archive.test/browse/origin/visits/?origin_url={origin}",
        f"http://archive.test/browse/origin/content/?origin_url={origin}&path=a.py",
        f"http://archive.test/browse/origin/directory/?origin_url={origin}-legacy",
        "http://archive.test/browse/search/?q=tidecalc",
    ]
    token, carriers = shared_identifier(entry, links)
    assert token == origin
    assert carriers == links[:2]
    # a bare host (a share or login redirect to a site) names no artifact
    assert id_tokens("http://x.test/login?next=https://x.test/") == []


def test_a_portal_known_by_host_name_keeps_url_valued_queries_out_of_its_identifiers() -> None:
    entry = "http://archive.test/browse/origin/?origin_url=https://forge.uni.test/lab/tidecalc"
    assert "https://forge.uni.test/lab/tidecalc" in id_tokens(entry)
    assert id_tokens(entry, url_values=False) == []
    links = [entry.replace("/origin/", "/origin/visits/")]
    assert shared_identifier(entry, links, url_values=False) == (None, [])
