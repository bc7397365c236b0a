"""`keepnet crawl --browser/--explore...`: the flags land in JobSettings.browser."""

from __future__ import annotations

from pathlib import Path

import pytest

from keepnet.browser.tier import BrowserTier
from keepnet.cli.crawl import assemble_job
from keepnet.settings.job import JobError, build_job


def flags(**browser: object) -> dict[str, object]:
    return {
        "browser": {
            "mode": None,
            "explore": None,
            "depth": None,
            "max_states": None,
            "page_time": None,
            **browser,
        }
    }


def test_defaults_are_auto_and_max_roi(tmp_path: Path) -> None:
    job = assemble_job(("http://a.test/",), None, None, tmp_path, flags())
    assert (job.browser.mode, job.browser.explore, job.browser.depth) == ("auto", "max-roi", 2)


def test_flags_override_the_job_file_field_by_field(tmp_path: Path) -> None:
    jobfile = tmp_path / "job.yaml"
    jobfile.write_text("seeds: [http://a.test/]\nbrowser: {mode: always, max_states: 7}\n")
    job = assemble_job((), None, jobfile, tmp_path, flags(explore="max-coverage", depth=3))
    b = job.browser
    assert (b.mode, b.explore, b.depth, b.max_states) == ("always", "max-coverage", 3, 7)


def test_bad_values_name_the_field() -> None:
    with pytest.raises(JobError, match="browser.explore"):
        build_job({"seeds": ["http://a.test/"], "browser": {"explore": "everything"}})


def test_horizon_and_pages_come_from_the_job_file_to_the_explorer(tmp_path: Path) -> None:
    jobfile = tmp_path / "job.yaml"
    jobfile.write_text("seeds: [http://a.test/]\nbrowser: {horizon: 2.5, pages: 3}\n")
    job = assemble_job((), None, jobfile, tmp_path, flags())
    assert (job.browser.horizon, job.browser.pages) == (2.5, 3)
    assert BrowserTier(job.browser).explore.horizon == 2.5
    assert build_job({"seeds": ["http://a.test/"]}).browser.horizon == 5.0
    with pytest.raises(JobError, match="browser.horizon"):
        build_job({"seeds": ["http://a.test/"], "browser": {"horizon": -1}})


def test_the_resource_delay_comes_from_its_flag_or_the_job_file(tmp_path: Path) -> None:
    from keepnet.cli.crawl import command

    assert "--browser-resource-delay" in {o for p in command.params for o in p.opts}
    job = assemble_job(("http://a.test/",), None, None, tmp_path, flags(resource_delay=0.1))
    assert job.browser.resource_delay == 0.1
    assert build_job({"seeds": ["http://a.test/"]}).browser.resource_delay is None  # a share
    with pytest.raises(JobError, match="browser.resource_delay"):
        build_job({"seeds": ["http://a.test/"], "browser": {"resource_delay": -1}})
