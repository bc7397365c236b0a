"""Portal software recognised by the page itself: real landing pages under unknown hosts.

The recorded Zenodo (InvenioRDM), Harvard Dataverse and GitHub landing pages
(corpora/scholarly) are served under host names no knowledge-base entry names, as the same
software runs at other institutions.  Each must be recognised by a page signature and get
its software's heuristic; the report names the signature.
"""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from keepnet.artifacts import discover
from keepnet.artifacts.knowledge import load_knowledge, parse_knowledge
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Response, Site
from sites.portals.inproc import web_fetch
from sites.scholarly_pages import DROP

# recorded page stem -> (the unfamiliar host it is served under, software, heuristic)
RENAMED = {
    "zenodo.org-record-8347772": (
        "data.uni-example.test",
        "InvenioRDM",
        "single_page_plus_ignored",
    ),
    "www.zenodo.org-record-1196821": (
        "research.example-institute.test",
        "InvenioRDM",
        "single_page_plus_ignored",
    ),
    "dataverse.harvard.edu-DVN-NJ7XSO": (
        "data.example-university.test",
        "Dataverse (installation)",
        "sig_filtered_title",
    ),
    "github.com-pangaea-data-publisher-fuji": (
        "code.example-corp.test",
        "GitHub Enterprise",
        "path_based",
    ),
}


def renamed_web(corpus: Path, stem: str) -> tuple[VirtualWeb, str]:
    sidecar = next((corpus / "scholarly").glob(f"*/pages/{stem}.json"))
    meta = json.loads(sidecar.read_text())
    host = RENAMED[stem][0]
    parts = urlsplit(meta["url"])
    path = parts.path + ("?" + parts.query if parts.query else "")
    # Link headers would be signposting: the point here is the page's own markup.
    headers = [
        (k, v)
        for k, values in meta["response_headers"].items()
        if k.lower() not in DROP | {"link"}
        for v in values
    ]
    site = Site(host)
    site.add(path, Response(meta["status"], headers, sidecar.with_suffix(".html").read_bytes()))
    return VirtualWeb([site]), f"http://{host}{path}"


@pytest.mark.parametrize("stem", sorted(RENAMED))
async def test_real_pages_under_unknown_hosts_are_recognised(corpora: Path, stem: str) -> None:
    web, entry = renamed_web(corpora, stem)
    assert load_knowledge().match(entry) is None  # no host entry applies
    report = await discover(entry, web_fetch(web), max_fetches=4)
    plan = report.plan
    _, software, heuristic = RENAMED[stem]
    assert (plan.portal, plan.heuristic, plan.source) == (software, heuristic, "knowledge-base")
    assert plan.recognised_by
    assert any(f"shows {software} (signature: " in e for e in plan.evidence)


def test_host_entries_win_over_signatures() -> None:
    kb = load_knowledge()
    entry = kb.match("https://zenodo.org/records/1")
    assert entry is not None and entry.name == "Zenodo"


def test_every_regex_of_a_signature_must_match() -> None:
    kb = parse_knowledge(
        {
            "portals": [
                {
                    "name": "Soft",
                    "heuristic": "single_page",
                    "hosts": [],
                    "signatures": [{"name": "both", "html": "soft-app", "url": "/item/[0-9]+"}],
                }
            ]
        }
    )
    assert kb.match_page("http://x.test/item/3", "<div class=soft-app>") is not None
    assert kb.match_page("http://x.test/about", "<div class=soft-app>") is None
    assert kb.match_page("http://x.test/item/3", "<div>") is None


# Round 5: markers the real software prints or URL shapes it serves (not a mock's detail):
# each must pick its family, and a page of the same host without the marker must not.
FAMILY_PAGES = [
    (
        "http://j.test/index.php/jx/article/view/12",
        '<meta name="generator" content="Open Journal Systems 3.3.0.14">',
        "Open Journal Systems",
        "single_page_plus_ignored",
    ),
    (
        "http://s.test/concern/generic_works/ab12cd34e",
        '<a href="/concern/parent/ab12cd34e/file_sets/x9y8z7w6v">data.csv</a>',
        "Samvera Hyrax",
        "single_page_plus_ignored",
    ),
    (
        "http://d.test/node/77",
        '<article class="node node--type-islandora-object">',
        "Islandora",
        "sig_title",
    ),
    (
        "http://v.test/paella/ui/watch.html?id=3e9a1f52-7b0c-4d8e-a6f3-21c4b5d6e7f8",
        "<div id=player></div>",
        "Opencast",
        "sig_uri",
    ),
    (
        "http://r.test/en/publications/a-paper-title",
        "<footer>Powered by Pure, Scopus &amp; Elsevier Fingerprint Engine</footer>",
        "Pure research portal",
        "single_page_plus_ignored",
    ),
]


@pytest.mark.parametrize(("url", "html", "name", "heuristic"), FAMILY_PAGES)
def test_round5_families_are_recognised(url: str, html: str, name: str, heuristic: str) -> None:
    kb = load_knowledge()
    assert kb.match(url) is None
    found = kb.match_page(url, html)
    assert found is not None and found[0].name == name and found[0].heuristic == heuristic
    if name != "Opencast":  # Opencast's signature is its player's URL alone
        assert kb.match_page(url, "<p>plain page</p>") is None


def test_pure_activities_are_left_to_inference() -> None:
    kb = load_knowledge()
    html = "<footer>Powered by Pure, Scopus &amp; Elsevier Fingerprint Engine</footer>"
    assert kb.match_page("http://r.test/en/activities/a-keynote", html) is None
