"""`keepnet crawl --scope artifact`: the artifact captured into WARC, with its manifest.

The crawl must capture exactly what `keepnet artifact` lists (the boundary is shared), plus
the embedded resources of every member page, plus the entry's redirect (DOI-style) and the
pages fetched only to check their content; nothing of the chrome, no other artifact.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from crawl_harness import crawl

from keepnet.cli.main import main
from keepnet.testweb.server import serve_in_thread
from keepnet.testweb.sites import codehub, datarepo
from sites.portals import CASES, portal_web, protocols
from sites.portals.demo_portals import DATASET, SOFTWARE
from sites.portals.measure import measure


def manifest(out: Path) -> dict:
    return json.loads((out / "artifacts" / "manifest.json").read_text())


def test_signposting_dataset_from_its_doi(tmp_path: Path) -> None:
    result = crawl(
        portal_web([DATASET]),
        [{"url": DATASET.entry, "scope": "artifact"}],
        tmp_path,
        allow_private=True,
    )
    art = manifest(tmp_path)["artifacts"][0]
    assert art["seed"] == datarepo.DATASET_DOI and art["entry"] == datarepo.DATASET_LANDING
    assert art["heuristic"] == "signposting"
    assert set(art["member_uris"]) == set(datarepo.DATASET_MEMBERS)
    assert all(m["status"] == 200 for m in art["members"])
    assert art["other_artifacts"] == [datarepo.OTHER_RECORD]
    # the DOI redirect, every member (the linkset-only codebook included) and the page's CSS
    assert result.archived_pages == {
        datarepo.DATASET_DOI,
        *datarepo.DATASET_MEMBERS,
        datarepo.ORIGIN + "/static/repo.css",
    }
    pages = {p["url"] for p in result.pages}
    assert datarepo.DATASET_LANDING in pages and datarepo.CODEBOOK in pages


def test_software_project_path_based_with_externals(tmp_path: Path) -> None:
    result = crawl(
        portal_web([SOFTWARE]),
        [{"url": SOFTWARE.entry, "scope": "artifact"}],
        tmp_path,
        allow_private=True,
    )
    art = manifest(tmp_path)["artifacts"][0]
    assert art["heuristic"] == "path_based_externals" and art["source"] == "inference"
    assert set(art["member_uris"]) == SOFTWARE.truth
    embeds = {codehub.ORIGIN + "/assets/hub.css", codehub.ORIGIN + "/assets/hub.js"}
    assert result.archived_pages == SOFTWARE.truth | embeds
    assert codehub.OTHER_REPO in art["other_artifacts"]
    assert codehub.OTHER_REPO not in result.archived


def test_content_checked_pages_are_fetched_but_only_matches_are_members(tmp_path: Path) -> None:
    case = protocols.CASE
    result = crawl(
        portal_web([case]), [{"url": case.entry, "scope": "artifact"}], tmp_path, allow_private=True
    )
    art = manifest(tmp_path)["artifacts"][0]
    assert art["heuristic"] == "sig_title"
    assert set(art["member_uris"]) == case.truth  # step 3 is two hops past a pending page
    assert case.truth <= result.archived_pages
    assert "http://protocols.test/browse" not in result.archived  # chrome never fetched
    related = "http://protocols.test/protocol/onion-dna-extraction"
    assert related in result.archived and related in art["other_artifacts"]  # fetched to check


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES, ids=[c.imitates for c in CASES])
async def test_crawl_members_equal_discovery(case, tmp_path: Path) -> None:
    import asyncio

    expected = set((await measure(case)).report.artifact_uris)
    await asyncio.to_thread(
        crawl,
        portal_web([case]),
        [{"url": case.entry, "scope": "artifact"}],
        tmp_path,
        allow_private=True,
    )
    assert set(manifest(tmp_path)["artifacts"][0]["member_uris"]) == expected


def test_the_crawl_command_with_scope_artifact(tmp_path: Path) -> None:
    out = tmp_path / "out"
    with serve_in_thread(portal_web([SOFTWARE])) as server:
        result = CliRunner().invoke(
            main,
            [
                "crawl",
                SOFTWARE.entry,
                "--scope",
                "artifact",
                "--out",
                str(out),
                "--proxy",
                server.url,
                "--delay",
                "0",
                "--allow-private",
                "-q",
            ],
        )
    assert result.exit_code == 0, result.output
    assert set(manifest(out)["artifacts"][0]["member_uris"]) == SOFTWARE.truth


def test_a_forced_heuristic_per_seed(tmp_path: Path) -> None:
    crawl(
        portal_web([SOFTWARE]),
        [{"url": SOFTWARE.entry, "scope": "artifact", "heuristic": "single_page"}],
        tmp_path,
        allow_private=True,
    )
    art = manifest(tmp_path)["artifacts"][0]
    assert art["heuristic"] == "single_page" and art["source"] == "forced"
    assert art["member_uris"] == [SOFTWARE.entry]


def test_a_seeds_exclusions_are_neither_members_nor_captured(tmp_path: Path) -> None:
    dropped = sorted(u for u in SOFTWARE.truth if u != SOFTWARE.entry)[0]
    pattern = "^" + re.escape(dropped) + "$"
    result = crawl(
        portal_web([SOFTWARE]),
        [{"url": SOFTWARE.entry, "scope": "artifact", "exclude": [pattern]}],
        tmp_path,
        allow_private=True,
    )
    art = manifest(tmp_path)["artifacts"][0]
    assert set(art["member_uris"]) == SOFTWARE.truth - {dropped}
    assert art["excluded_uris"] == [dropped] and art["exclude_patterns"] == [pattern]
    assert dropped not in result.archived
    assert SOFTWARE.truth - {dropped} <= result.archived
