"""The portal knowledge base (portals.yaml): the seed's 36 portals, validated and matched."""

from __future__ import annotations

import pytest

from keepnet.artifacts.knowledge import KnowledgeError, load_knowledge, parse_knowledge

# The seed's table "Heuristics Used In Review of Artifacts on Scholarly Portals" (portal → heuristic).
SEED_TABLE = {
    "Academic Room": "single_page",
    "AskforEvidence": "single_page",
    "Benchfly": "single_page",
    "BioRxiv": "single_page_plus_ignored",
    "BitBucket": "path_based",
    "Dataverse": "sig_filtered_title",
    "Dryad": "sig_title_plus_ignored",
    "ExternalDiffusion": "single_page",
    "Figshare": "single_page_plus_ignored",
    "GitHub": "path_based_externals",
    "GitLab.com": "path_based",
    "Global Biodiversity Information Facility": "sig_uri",
    "HASTAC": "single_page",
    "Hypotheses": "single_page",
    "JoVe": "single_page_plus_ignored",
    "JSTOR daily": "single_page",
    "Kaggle Datasets": "path_based_externals",
    "MethodSpace": "single_page",
    "Nautilus": "single_page",
    "Omeka.net": "single_page",
    "Open Science Framework": "sig_filtered_title",
    "PubMed Commons": "single_page",
    "PubPeer": "single_page",
    "ScienceBlogs": "single_page",
    "Scientopia": "single_page",
    "SciLogs": "single_page",
    "Silk": "path_based",
    "Slideshare": "path_based",
    "SocialScienceSpace": "single_page",
    "SSRN": "single_page_plus_ignored",
    "Story Collider": "single_page",
    "The Conversation": "single_page",
    "The Open Notebook": "single_page",
    "United Academics": "single_page",
    "Wikipedia": "single_page",
    "Zenodo": "single_page_plus_ignored",
}


def test_the_bundled_base_covers_the_seeds_table_exactly() -> None:
    kb = load_knowledge()
    assert {p.name: p.heuristic for p in kb.portals if p.hosts} == SEED_TABLE
    assert "/tag/" in kb.listing_hints


@pytest.mark.parametrize(
    ("url", "name"),
    [
        ("https://github.com/erikaris/web-memento-damage/", "GitHub"),
        ("https://zenodo.org/record/8347772", "Zenodo"),
        ("https://www.zenodo.org/record/1196821", "Zenodo"),
        (
            "http://www.gbif.org/dataset/98333cb6-6c15-4add-aa0e-b322bf1500ba",
            "Global Biodiversity Information Facility",
        ),
        (
            "https://dataverse.harvard.edu/dataset.xhtml?persistentId=doi:10.7910/DVN/NJ7XSO",
            "Dataverse",
        ),
        ("https://osf.io/b7xq4/", "Open Science Framework"),
        ("http://dashboard101innovations.silk.co/", "Silk"),
        ("https://en.wikipedia.org/wiki/Memento_Project", "Wikipedia"),
        ("https://www.ncbi.nlm.nih.gov/pubmed/12345", "PubMed Commons"),
        ("https://www.kaggle.com/datasets/owner/name", "Kaggle Datasets"),
    ],
)
def test_matching(url: str, name: str) -> None:
    entry = load_knowledge().match(url)
    assert entry is not None and entry.name == name


def test_no_match() -> None:
    kb = load_knowledge()
    assert kb.match("https://www.ncbi.nlm.nih.gov/gene/1") is None  # path restricted
    assert kb.match("https://www.kaggle.com/competitions/x") is None
    assert kb.match("http://portal.test/") is None


def test_known_hosts_include_extra_domains_and_ignore_path_limits() -> None:
    kb = load_knowledge()
    assert kb.knows_host("https://raw.githubusercontent.com/o/r/main/x.ipynb")  # GitHub's domain
    assert kb.knows_host("https://zenodo.org/records/1/files/a.csv")
    assert not kb.knows_host("http://files.store.test/a.csv")


def test_invalid_entries_are_named() -> None:
    with pytest.raises(KnowledgeError, match=r"portals.0 \(X\): unknown heuristic 'magic'"):
        parse_knowledge({"portals": [{"name": "X", "heuristic": "magic", "hosts": ["x.org"]}]})
    with pytest.raises(KnowledgeError, match="missing or bad field"):
        parse_knowledge({"portals": [{"name": "X", "heuristic": "single_page"}]})
    with pytest.raises(KnowledgeError, match="bad path or signature regex"):
        parse_knowledge(
            {"portals": [{"name": "X", "heuristic": "single_page", "hosts": ["x"], "paths": ["("]}]}
        )
    with pytest.raises(KnowledgeError, match="must be a list"):
        parse_knowledge({})


def test_round8_an_api_path_is_not_an_invenio_landing_page() -> None:
    """InvenioRDM's record page is `/records/<id>` and links `/api/records/<id>`; GeoNetwork's
    record is itself at `/srv/api/records/<uuid>` and is not InvenioRDM (round 8)."""
    kb = load_knowledge()
    html = '<a href="/api/records/ab12-cd34">JSON</a>'
    hit = kb.match_page("http://repo.test/records/ab12-cd34", html)
    assert hit is not None and hit[0].name == "InvenioRDM"
    geo = "http://geo.test/geonetwork/srv/api/records/6f1b3c2e-0d4a"
    assert (
        kb.match_page(
            geo, '<a href="/geonetwork/srv/api/records/6f1b3c2e-0d4a/formatters/xml">x</a>'
        )
        is None
    )


def test_round8_invenio_bundles_mark_a_record_page_not_a_community() -> None:
    """InvenioRDM's bundles are on every page of the software; its deposit heuristic is for
    a record (`/records/<id>`), not a community or a search (round 8)."""
    kb = load_knowledge()
    html = '<script src="/static/dist/js/invenio-app-rdm.js"></script>'
    hit = kb.match_page("http://repo.test/records/ab12-cd34", html)
    assert hit is not None and hit[0].name == "InvenioRDM"
    assert kb.match_page("http://repo.test/communities/coastal-lab", html) is None
