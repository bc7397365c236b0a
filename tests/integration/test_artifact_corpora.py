"""Real pages: the recorded scholarly landing pages and the FAIR Signposting benchmark.

The recorded pages (corpora/scholarly) are served at their recorded https URLs with their
recorded headers; the a2a benchmark (corpora/signposting/a2a-benchmark) with the headers,
types and statuses its .htaccess files describe, s11.no and w3id.org mapped.  The tests check
the heuristic chosen and the signposting members found.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from keepnet.artifacts import discover
from sites.a2a_signposting import S11, W3ID, a2a_web, case_folders, parse_htaccess
from sites.portals.inproc import web_fetch
from sites.scholarly_pages import recorded_pages, scholarly_web

PANGAEA_902845 = "https://doi.pangaea.de/10.1594/PANGAEA.902845"

# recorded page stem -> (heuristic, decided by)
SCHOLARLY = {
    "zenodo.org-record-8347772": ("single_page_plus_ignored", "knowledge-base"),
    "www.zenodo.org-record-1196821": ("single_page_plus_ignored", "knowledge-base"),
    "doi.pangaea.de-PANGAEA.902845": ("signposting", "signposting"),
    "doi.pangaea.de-PANGAEA.836178": ("signposting", "signposting"),
    "github.com-pangaea-data-publisher-fuji": ("path_based_externals", "knowledge-base"),
    "dataverse.harvard.edu-DVN-NJ7XSO": ("sig_filtered_title", "knowledge-base"),
}


def test_every_recorded_page_has_an_expectation(corpora: Path) -> None:
    assert {r.stem for r in recorded_pages(corpora)} == set(SCHOLARLY)


@pytest.mark.parametrize("stem", sorted(SCHOLARLY))
async def test_recorded_landing_pages(corpora: Path, stem: str) -> None:
    rec = next(r for r in recorded_pages(corpora) if r.stem == stem)
    report = await discover(rec.requested, web_fetch(scholarly_web(corpora)), max_fetches=5)
    plan = report.plan
    assert plan.entry == rec.url  # DOI-style redirects followed to the recorded landing page
    assert (plan.heuristic, plan.source) == SCHOLARLY[stem]
    # the cassettes hold no homepage: reported, not fatal
    assert any("homepage answered 404" in w for w in plan.warnings)
    assert rec.url in report.artifact_uris


async def test_pangaea_signposting_members(corpora: Path) -> None:
    rec = next(r for r in recorded_pages(corpora) if r.url == PANGAEA_902845)
    assert rec.requested == "https://doi.org/10.1594/PANGAEA.902845"
    report = await discover(rec.requested, web_fetch(scholarly_web(corpora)))
    sp = report.plan.signposting
    assert sp["cite-as"] == ["https://doi.org/10.1594/PANGAEA.902845"]
    assert len(sp["describedby"]) == 8 and len(sp["author"]) == 4
    assert sp["item"] == [PANGAEA_902845 + "?format=zip"]
    formats = {u.split("format=")[1] for u in report.artifact_uris if "format=" in u}
    assert formats == {
        "zip",
        "metadata_jsonld",
        "metadata_dif",
        "citation_text",
        "citation_bibtex",
        "metadata_datacite4",
        "metadata_panmd",
        "citation_ris",
        "metadata_iso19139",
    }
    assert not any("orcid.org" in u for u in report.artifact_uris)  # authors are context
    assert "https://doi.org/10.1594/PANGAEA.902845" not in report.artifact_uris  # an alias


async def test_pangaea_item_on_another_host_is_a_member(corpora: Path) -> None:
    report = await discover(
        "https://doi.pangaea.de/10.1594/PANGAEA.836178", web_fetch(scholarly_web(corpora))
    )
    assert (
        "https://store.pangaea.de/Publications/JohanssonE_et_al_2014/johansson_etal-2014.zip"
        in report.artifact_uris
    )


async def test_dataverse_filtered_title_without_a_homepage(corpora: Path) -> None:
    rec = next(r for r in recorded_pages(corpora) if r.stem.startswith("dataverse"))
    report = await discover(rec.url, web_fetch(scholarly_web(corpora)), max_fetches=3)
    assert report.plan.significant == "Summary data ankylosing spondylitis GWAS"
    assert any("no homepage title" in e for e in report.plan.evidence)


async def test_github_root_is_the_repository(corpora: Path) -> None:
    report = await discover(
        "https://github.com/pangaea-data-publisher/fuji",
        web_fetch(scholarly_web(corpora)),
        max_fetches=2,
    )
    assert report.plan.params["root"] == "github.com/pangaea-data-publisher/fuji"
    assert report.plan.portal == "GitHub"


# -- the FAIR Signposting benchmark --------------------------------------------------------


def _declared(corpora: Path, folder: str) -> set[str]:
    """Member targets (item, describedby, linkset) the folder's .htaccess sends for index.html."""
    ht = corpora / "signposting" / "a2a-benchmark" / folder / ".htaccess"
    if not ht.exists():
        return set()
    per_file, always, _, _ = parse_htaccess(ht.read_text())
    out = set()
    for value in [*per_file.get("index.html", []), *always]:
        target = value.split(">", 1)[0].lstrip('"<')
        rel = value.split("rel=", 1)[1].strip('"').split('"', 1)[0] if "rel=" in value else ""
        if {"item", "describedby", "linkset"} & set(rel.replace("\\", "").split()):
            out.add(target)
    return out


async def test_every_benchmark_case_gives_a_report(corpora: Path) -> None:
    web = a2a_web(corpora)
    fetch = web_fetch(web)
    for folder in case_folders(corpora):
        report = await discover(W3ID + folder + "/", fetch, max_fetches=5)
        plan = report.plan
        assert plan.requested == W3ID + folder + "/" and plan.entry == S11 + folder + "/"
        declared = _declared(corpora, folder)
        if declared and report.error is None:
            assert plan.heuristic == "signposting", folder
            assert declared <= set(report.artifact_uris), folder


@pytest.mark.parametrize(
    ("folder", "members"),
    [
        ("01-http-describedby-only", ["index.ttl"]),
        (
            "02-html-full",
            [
                "data/test-apple-data.csv",
                "metadata/02-html-full.jsonld",
                "metadata/02-html-full.xml",
            ],
        ),
        ("06-http-citeas-describedby-item", ["index.ttl", "test-apple-data.csv"]),
        (
            "07-http-describedby-citeas-linkset-json",
            ["index.ttl", "linkset.json", "test-apple-data.csv"],
        ),
        (
            "08-http-describedby-citeas-linkset-txt",
            ["index.ttl", "linkset.txt", "test-apple-data.csv"],
        ),
        ("27-http-linkset-json-only", ["index.ttl", "linkset.json", "test-apple-data.csv"]),
        ("28-http-linkset-txt-only", ["index.ttl", "linkset.txt", "test-apple-data.csv"]),
        (
            "34-http-item-rocrate",
            ["crate-34.zip", "metadata.ttl", "ro-crate-metadata.json", "ro-crate-preview.html"],
        ),
    ],
)
async def test_benchmark_signposting_members(
    corpora: Path, folder: str, members: list[str]
) -> None:
    report = await discover(W3ID + folder + "/", web_fetch(a2a_web(corpora)))
    assert report.plan.heuristic == "signposting" and report.plan.source == "signposting"
    assert report.artifact_uris == sorted(
        [S11 + folder + "/", *(S11 + folder + "/" + m for m in members)]
    )


@pytest.mark.parametrize(
    ("folder", "heuristic", "status"),
    [
        ("03-http-citeas-only", "single_page", 200),  # an identifier is not a boundary
        ("18-html-citeas-only", "single_page", 200),
        ("24-http-citeas-204-no-content", "single_page", 204),
        ("25-http-citeas-author-410-gone", "single_page", 410),
        ("29-http-500-server-error", "single_page", 500),
    ],
)
async def test_benchmark_cases_without_members(
    corpora: Path, folder: str, heuristic: str, status: int
) -> None:
    report = await discover(W3ID + folder + "/", web_fetch(a2a_web(corpora)))
    assert report.plan.heuristic == heuristic
    assert report.plan.entry_page is not None and report.plan.entry_page.status == status
    assert report.artifact_uris == [S11 + folder + "/"]
    if status >= 400:
        assert any("entry page unavailable" in w for w in report.plan.warnings)
    else:
        assert report.plan.signposting.get("cite-as") == [W3ID + folder + "/"]
