"""`keepnet artifact ENTRY_URL`: heuristic, evidence, artifact URIs and ignored URIs, no WARC."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from keepnet.cli.main import main
from keepnet.testweb.server import serve_in_thread
from sites.portals import portal_web
from sites.portals.demo_portals import DATASET, SOFTWARE


@pytest.fixture(scope="module")
def proxy():
    with serve_in_thread(portal_web([DATASET, SOFTWARE])) as server:
        yield server.url


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["artifact", *args])
    return result.exit_code, result.output


def test_json_output(proxy: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    code, out = run(DATASET.entry, "--proxy", proxy, "--allow-private", "--json")
    assert code == 0, out
    data = json.loads(out)
    assert data["heuristic"] == "signposting"
    assert data["artifact_uris"] == sorted(DATASET.truth)
    assert data["entry"] == DATASET.landing and data["requested"] == DATASET.entry
    assert data["evidence"] and data["ignored_uris"] and "embedded_resources" in data
    assert not list(tmp_path.iterdir())  # nothing written


def test_text_output(proxy: str) -> None:
    code, out = run(SOFTWARE.entry, "--proxy", proxy, "--allow-private")
    assert code == 0, out
    assert (
        "heuristic: path_based_externals (Path-Based with Externals) — decided by inference" in out
    )
    assert "evidence:" in out and "ignored URIs (" in out and "other artifacts linked (" in out
    section = out.split("artifact URIs (", 1)[1].split("other artifacts", 1)[0]
    assert {ln.strip() for ln in section.splitlines()[1:] if ln.strip()} == SOFTWARE.truth


def test_forced_heuristic(proxy: str) -> None:
    code, out = run(
        SOFTWARE.entry, "--proxy", proxy, "--allow-private", "--heuristic", "single_page", "--json"
    )
    assert code == 0
    data = json.loads(out)
    assert data["heuristic"] == "single_page" and data["source"] == "forced"
    assert data["artifact_uris"] == [SOFTWARE.entry]


def test_bad_arguments() -> None:
    assert run("ftp://x.test/")[0] != 0
    assert "Invalid value" in run("http://x.test/", "--heuristic", "everything")[1]
    assert "--proxy must be" in run("http://x.test/", "--proxy", "socks5://x")[1]


def test_without_allow_private_a_proxied_test_host_still_works(proxy: str) -> None:
    # the proxy is on loopback but the entry host is a name the proxy resolves: not refused
    code, out = run(SOFTWARE.entry, "--proxy", proxy, "--json")
    assert code == 0, out
    assert json.loads(out)["heuristic"] == "path_based_externals"


def test_exclude_keeps_the_curators_urls_out(proxy: str) -> None:
    code, out = run(SOFTWARE.entry, "--proxy", proxy, "--allow-private", "--json")
    full = set(json.loads(out)["artifact_uris"])
    dropped = sorted(u for u in full if u != SOFTWARE.entry)[:2]
    args = [a for u in dropped for a in ("--exclude", "^" + re.escape(u) + "$")]
    code, out = run(SOFTWARE.entry, "--proxy", proxy, "--allow-private", "--json", *args)
    assert code == 0, out
    data = json.loads(out)
    # an excluded page's links are not followed either, so what only it linked goes too
    assert SOFTWARE.entry in data["artifact_uris"]
    assert set(data["artifact_uris"]) <= full - set(dropped)
    assert data["excluded_uris"] == dropped
    assert data["exclude_patterns"] == args[1::2]
    code, out = run(SOFTWARE.entry, "--proxy", proxy, "--allow-private", *args)
    assert code == 0 and f"excluded by --exclude ({len(dropped)}):" in out


def test_exclude_that_is_not_a_regular_expression_is_refused(proxy: str) -> None:
    code, out = run(SOFTWARE.entry, "--proxy", proxy, "--exclude", "files/(")
    assert code == 2 and "not a regular expression" in out
