"""Exclusions added while a crawl runs: SURT prefixes and regexes, refused rules, persistence."""

from __future__ import annotations

from pathlib import Path

import pytest

from keepnet.scope.exclusions import Exclusions, as_surt_prefix
from keepnet.settings.job import JobError, build_job


def test_surt_prefixes_from_surts_and_urls() -> None:
    assert as_surt_prefix("http://(org,example,)/private") == "http://(org,example,)/private"
    assert as_surt_prefix("https://(org,example,)/") == "http://(org,example,)/"
    assert as_surt_prefix("example.org/private") == "http://(org,example,)/private"
    assert as_surt_prefix("https://www.example.org/a") == "http://(org,example,www,)/a"
    with pytest.raises(ValueError):
        as_surt_prefix("  ")


def test_match_reasons_and_refusals(tmp_path: Path) -> None:
    e = Exclusions()
    refused = e.add(["example.org/private", ""], [r"calendar\?", "("])
    assert [r for r, _ in refused] == ["", "("]
    assert (
        e.match("https://example.org/private/x")
        == "excluded: SURT prefix http://(org,example,)/private"
    )
    assert e.match("http://a.test/calendar?d=1") == r"excluded: regex calendar\?"
    assert e.match("http://example.org/public") is None
    e.save(tmp_path / "x.json")
    again = Exclusions()
    again.load(tmp_path / "x.json")
    assert again.to_json() == e.to_json()
    Exclusions().load(tmp_path / "missing.json")  # nothing to load: nothing happens


def test_api_settings() -> None:
    job = build_job({"seeds": ["http://h/"], "api": {"listen": ":8091", "token": "x" * 20}})
    assert job.api.listen == "127.0.0.1:8091"
    assert "token" not in job.public_dict()["api"]  # never in warcinfo or job.json
    with pytest.raises(JobError, match="HOST:PORT"):
        build_job({"seeds": ["http://h/"], "api": {"listen": "8091"}})
    with pytest.raises(JobError, match="token"):
        build_job({"seeds": ["http://h/"], "api": {"listen": ":1", "token": "short"}})
