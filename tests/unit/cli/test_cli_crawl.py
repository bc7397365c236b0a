"""`keepnet crawl`: flags and job files assemble one validated job; errors name the field."""

from __future__ import annotations

from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from keepnet.cli.crawl import assemble_job, command, parse_duration, parse_size
from keepnet.settings.job import JobError


@pytest.mark.parametrize(
    ("text", "expected"),
    [("500", 500), ("10K", 10240), ("2.5MB", int(2.5 * 1024**2)), ("1GiB", 1024**3)],
)
def test_parse_size(text: str, expected: int) -> None:
    assert parse_size(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"), [("90", 90), ("90s", 90), ("15m", 900), ("2h", 7200)]
)
def test_parse_duration(text: str, expected: float) -> None:
    assert parse_duration(text) == expected


def test_bad_size_is_a_clear_error() -> None:
    with pytest.raises(click.BadParameter, match="not a size"):
        parse_size("lots")


def test_flags_override_the_job_file(tmp_path: Path) -> None:
    job = tmp_path / "job.yaml"
    job.write_text(
        "seeds:\n  - http://a.test/x/\n  - url: http://b.test/\n    scope: host\n    max_hops: 2\n"
        "scope: domain\ndelay: 3\n"
    )
    settings = assemble_job((), None, job, tmp_path / "out", {"delay": 0.0, "scope": None})
    assert settings.delay == 0.0  # a zero flag still overrides
    assert settings.scope == "domain"
    assert [s.url for s in settings.seeds] == ["http://a.test/x/", "http://b.test/"]
    assert settings.seeds[1].scope == "host" and settings.seeds[1].max_hops == 2


def test_seed_arguments_and_seeds_file_combine(tmp_path: Path) -> None:
    seeds = tmp_path / "seeds.txt"
    seeds.write_text("# a comment\nhttp://c.test/\n\nhttp://d.test/\n")
    settings = assemble_job(("http://a.test/",), seeds, None, tmp_path / "out", {})
    assert [s.url for s in settings.seeds] == ["http://a.test/", "http://c.test/", "http://d.test/"]


def test_job_file_errors_name_the_field(tmp_path: Path) -> None:
    job = tmp_path / "job.yaml"
    job.write_text("seeds:\n  - url: http://a.test/\n    scope: everything\ndelay: -1\nspeed: 3\n")
    with pytest.raises(JobError) as err:
        assemble_job((), None, job, tmp_path / "out", {})
    message = str(err.value)
    assert "seeds.0.scope" in message
    assert "delay" in message
    assert "speed: Extra inputs are not permitted" in message
    assert str(job) in message


def test_invalid_seed_is_refused(tmp_path: Path) -> None:
    with pytest.raises(JobError, match="seeds.0.url"):
        assemble_job(("ftp://a.test/",), None, None, tmp_path / "out", {})


def test_no_seeds_is_a_clear_error(tmp_path: Path) -> None:
    result = CliRunner().invoke(command, ["--out", str(tmp_path / "out")])
    assert result.exit_code != 0
    assert "no seeds" in result.output


def test_resume_reuses_the_stored_job(tmp_path: Path) -> None:
    out = tmp_path / "out"
    (out / "state").mkdir(parents=True)
    first = assemble_job(("http://a.test/",), None, None, out, {"scope": "host", "delay": 0.5})
    (out / "state" / "job.json").write_text(first.model_dump_json())
    again = assemble_job((), None, None, out, {})
    assert again == first


def test_yaml_that_is_not_a_mapping(tmp_path: Path) -> None:
    job = tmp_path / "job.yaml"
    job.write_text("- just\n- a list\n")
    with pytest.raises(JobError, match="must be a mapping"):
        assemble_job((), None, job, tmp_path / "out", {})
