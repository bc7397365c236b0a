"""`keepnet qa DIR --json --patch`: the command end to end (its own Chromium, one run)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from keepnet.browser.launch import find_chromium
from keepnet.cli.main import main
from keepnet.engine import run_crawl
from keepnet.settings.job import build_job
from keepnet.testweb.server import VirtualWeb, serve_in_thread
from sites import qa_web

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(find_chromium() is None, reason="Chromium not installed (scripts/setup)"),
]


def test_qa_is_a_subcommand() -> None:
    result = CliRunner().invoke(main, ["--help"])
    assert result.exit_code == 0 and " qa " in result.output


def test_qa_json_patch_recheck(tmp_path: Path) -> None:
    with serve_in_thread(VirtualWeb(qa_web.build(cdn_down=True))) as server:
        job = build_job(
            {
                "seeds": [qa_web.PAGES[1]],
                "proxy": server.url,
                "delay": 0,
                "max_retries": 0,
                "scope": "page",
                "browser": {"mode": "never"},
            }
        )
        run_crawl(job, tmp_path)
    with serve_in_thread(VirtualWeb(qa_web.build())) as server:
        result = CliRunner().invoke(
            main,
            ["qa", str(tmp_path), "--json", "--patch", "--proxy", server.url, "--quiet", "0.3"],
        )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    missing = sorted(
        qa_web.needed(qa_web.PAGES[1])
        - {f"{qa_web.WWW}/css/site.css", f"{qa_web.WWW}/img/a-local.png"}
    )
    assert data["qa"]["missing_urls"] == missing
    assert data["qa"]["totals"]["missing"] == len(missing)
    assert data["patch"]["fetched"] == missing and data["patch"]["failed"] == []
    assert data["recheck"]["totals"]["missing"] == 0
    assert data["recheck"]["totals"]["found"] == len(qa_web.needed(qa_web.PAGES[1]))
