"""The crawl job: validation naming the bad field, seeds, overrides, proxy, files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from keepnet.settings.job import (
    SCOPES,
    JobError,
    JobSettings,
    SeedSettings,
    TrapSettings,
    build_job,
    load_job_file,
    read_seeds_file,
)

SEED = "http://a.test/"


def job(**kw: Any) -> JobSettings:
    return build_job({"seeds": [SEED], **kw})


def job_error(data: dict[str, Any], source: str = "job.yaml") -> str:
    with pytest.raises(JobError) as info:
        build_job(data, source=source)
    return str(info.value)


# -- defaults -------------------------------------------------------------------------------


def test_defaults_are_the_polite_ones() -> None:
    j = job()
    assert j.scope == "prefix"
    assert j.delay == 1.0
    assert j.ignore_robots is False
    assert j.allow_private is False
    assert j.max_transclusion_hops == 3
    assert j.max_hops == 20 and j.max_pages is None  # Heritrix's hop limit by default
    assert j.traps == TrapSettings()
    assert j.traps.max_url_length == 2083
    assert j.warc.prefix == "keepnet"
    assert j.canon.seen_profile == "heritrix" and j.canon.index_profile == "surt-ia"


def test_scopes_constant_lists_every_scope_name() -> None:
    assert SCOPES == ("page", "page+", "prefix", "prefix+", "host", "domain", "artifact", "any")
    for name in SCOPES:
        assert job(scope=name).scope == name


# -- validation errors name the field --------------------------------------------------------


def test_missing_seeds_is_named() -> None:
    assert job_error({}) == "job.yaml: seeds: Field required"


def test_empty_seed_list_is_refused() -> None:
    msg = job_error({"seeds": []})
    assert msg.startswith("job.yaml: seeds: ")
    assert "at least 1" in msg


def test_bad_scope_of_second_seed_names_its_index() -> None:
    msg = job_error({"seeds": [SEED, {"url": "http://b.test/", "scope": "bogus"}]})
    assert msg.startswith("job.yaml: seeds.1.scope: Input should be 'page', 'page+'")


def test_unknown_top_level_field_is_refused() -> None:
    msg = job_error({"seeds": [SEED], "max_pagez": 3})
    assert msg == "job.yaml: max_pagez: Extra inputs are not permitted"


def test_unknown_nested_field_is_refused() -> None:
    msg = job_error({"seeds": [SEED], "traps": {"max_depth": 3}})
    assert msg.startswith("job.yaml: traps.max_depth: Extra inputs")


def test_nested_bound_is_checked() -> None:
    msg = job_error({"seeds": [SEED], "traps": {"max_url_length": 3}})
    assert msg.startswith("job.yaml: traps.max_url_length: ")
    assert "16" in msg


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("max_pages", 0),
        ("max_hops", -1),
        ("concurrency", 0),
        ("concurrency", 5000),
        ("delay", -0.5),
        ("time_limit", 0),
        ("connect_timeout", 0),
        ("max_bytes", 0),
        ("max_transclusion_hops", -1),
    ],
)
def test_numeric_bounds_name_the_field(field: str, value: object) -> None:
    msg = job_error({"seeds": [SEED], field: value})
    assert msg.startswith(f"job.yaml: {field}: ")


def test_wrong_type_names_the_field() -> None:
    msg = job_error({"seeds": [SEED], "delay": "soon"})
    assert msg.startswith("job.yaml: delay: ")


def test_several_errors_give_one_line_each() -> None:
    msg = job_error({"seeds": [SEED], "delay": -1, "concurrency": 0})
    lines = msg.splitlines()
    assert len(lines) == 2
    assert {ln.split(": ")[1] for ln in lines} == {"delay", "concurrency"}


def test_source_names_the_file_in_errors() -> None:
    assert job_error({}, source="/tmp/my.yaml").startswith("/tmp/my.yaml: seeds: ")


def test_job_error_is_a_value_error() -> None:
    assert issubclass(JobError, ValueError)


# -- seeds ----------------------------------------------------------------------------------


def test_seeds_as_strings_and_mappings_mix() -> None:
    j = build_job({"seeds": [SEED, {"url": "http://b.test/x", "scope": "host"}]})
    assert [s.url for s in j.seeds] == [SEED, "http://b.test/x"]
    assert j.seeds[0].scope is None and j.seeds[1].scope == "host"
    assert isinstance(j.seeds, tuple)


def test_seed_url_is_whatwg_normalized_and_stripped() -> None:
    j = build_job({"seeds": ["  HTTP://A.Test  "]})
    assert j.seeds[0].url == "http://a.test/"


def test_seeds_given_as_one_string_are_refused() -> None:
    assert job_error({"seeds": SEED}).startswith("job.yaml: seeds: ")


@pytest.mark.parametrize("url", ["ftp://a.test/", "mailto:x@a.test", "file:///etc/passwd"])
def test_non_http_seed_is_refused(url: str) -> None:
    msg = job_error({"seeds": [url]})
    assert msg.startswith("job.yaml: seeds.0.url: ")
    assert "http(s)" in msg


def test_unparseable_seed_is_refused() -> None:
    msg = job_error({"seeds": [SEED, "not a url"]})
    assert msg.startswith("job.yaml: seeds.1.url: ")
    assert "invalid URL" in msg


def test_seed_mapping_with_unknown_key_is_refused() -> None:
    msg = job_error({"seeds": [{"url": SEED, "depth": 2}]})
    assert msg.startswith("job.yaml: seeds.0.depth: Extra inputs")


def test_seed_settings_validate_alone() -> None:
    s = SeedSettings(url="https://b.test/a/b?q#f")
    assert s.url == "https://b.test/a/b?q#f"
    with pytest.raises(ValidationError):
        SeedSettings(url="http://a.test/", max_hops=-1)


# -- per-seed overrides -------------------------------------------------------------------


def test_seed_scope_falls_back_to_the_job_scope() -> None:
    j = build_job({"seeds": [SEED, {"url": "http://b.test/", "scope": "page"}], "scope": "domain"})
    assert j.seed_scope(j.seeds[0]) == "domain"
    assert j.seed_scope(j.seeds[1]) == "page"


def test_seed_max_hops_falls_back_to_the_job_value() -> None:
    j = build_job(
        {
            "seeds": [SEED, {"url": "http://b.test/", "max_hops": 0}, {"url": "http://c.test/"}],
            "max_hops": 4,
        }
    )
    assert [j.seed_max_hops(s) for s in j.seeds] == [4, 0, 4]  # 0 is an override, not "unset"


def test_seed_max_hops_none_when_neither_sets_it() -> None:
    j = job(max_hops=None)
    assert j.seed_max_hops(j.seeds[0]) is None


def test_seed_surt_prefixes_and_robots_override() -> None:
    j = build_job(
        {"seeds": [{"url": SEED, "surt_prefixes": ["http://(test,c,)/"], "ignore_robots": True}]}
    )
    assert j.seeds[0].surt_prefixes == ("http://(test,c,)/",)
    assert j.seeds[0].ignore_robots is True


# -- proxy ----------------------------------------------------------------------------------


def test_proxy_is_normalized_without_trailing_slash() -> None:
    assert job(proxy="http://Proxy.Test:3128/").proxy == "http://proxy.test:3128"


def test_proxy_default_port_is_dropped_by_whatwg_serialization() -> None:
    assert job(proxy="http://proxy.test:80").proxy == "http://proxy.test"


def test_no_proxy_by_default() -> None:
    assert job().proxy is None


@pytest.mark.parametrize(
    "proxy", ["https://proxy.test:3128", "socks5://proxy.test:1080", "proxy.test:3128"]
)
def test_non_http_proxy_is_refused(proxy: str) -> None:
    msg = job_error({"seeds": [SEED], "proxy": proxy})
    assert msg.startswith("job.yaml: proxy: ")
    assert "http://" in msg


def test_unparseable_proxy_is_refused() -> None:
    msg = job_error({"seeds": [SEED], "proxy": "http://[not-an-ip/"})
    assert msg.startswith("job.yaml: proxy: ")


def test_proxy_credentials_never_reach_public_dict() -> None:
    try:
        j = job(proxy="http://user:s3cret@proxy.test:3128")
    except JobError:
        return  # refusing credentials outright is an acceptable fix
    assert "s3cret" not in json.dumps(j.public_dict())


# -- frozen and round trip ------------------------------------------------------------------


def test_job_is_frozen() -> None:
    j = job()
    with pytest.raises(ValidationError):
        j.delay = 5.0
    with pytest.raises(ValidationError):
        j.traps.max_url_length = 100
    with pytest.raises(ValidationError):
        j.seeds[0].url = "http://b.test/"


def test_frozen_job_is_hashable_and_compares_by_value() -> None:
    assert job(delay=2) == job(delay=2.0)
    assert hash(job(delay=2)) == hash(job(delay=2.0))
    assert job(delay=2) != job(delay=3)


def test_public_dict_is_json_and_round_trips_through_build_job(tmp_path: Path) -> None:
    j = build_job(
        {
            "seeds": [
                SEED,
                {
                    "url": "http://b.test/x",
                    "scope": "page+",
                    "max_hops": 2,
                    "surt_prefixes": ["http://(test,c,)/"],
                },
            ],
            "scope": "host",
            "max_pages": 10,
            "proxy": "http://proxy.test:3128",
            "time_limit": 1.5,
            "traps": {"max_per_host": 100},
            "warc": {"prefix": "mycrawl"},
            "canon": {"rules_file": str(tmp_path / "rules.yaml")},
        }
    )
    data = j.public_dict()
    text = json.dumps(data)  # plain JSON-able: no tuples or Paths left
    again = build_job(json.loads(text))
    assert again == j
    assert data["seeds"][1] == {
        "url": "http://b.test/x",
        "scope": "page+",
        "max_hops": 2,
        "surt_prefixes": ["http://(test,c,)/"],
        "ignore_robots": None,
        "heuristic": None,
        "exclude": [],
    }
    assert data["canon"]["rules_file"] == str(tmp_path / "rules.yaml")
    assert again.canon.rules_file == tmp_path / "rules.yaml"


def test_build_job_does_not_mutate_its_input() -> None:
    data: dict[str, Any] = {"seeds": [SEED]}
    build_job(data)
    assert data == {"seeds": [SEED]}


# -- files ----------------------------------------------------------------------------------


def test_read_seeds_file_skips_blanks_and_comments(tmp_path: Path) -> None:
    f = tmp_path / "seeds.txt"
    f.write_text(
        "# my seeds\n\nhttp://a.test/\n   http://b.test/x  \n  # indented comment\r\nhttp://c.test/\n",
        encoding="utf-8",
    )
    assert read_seeds_file(f) == ["http://a.test/", "http://b.test/x", "http://c.test/"]


def test_read_seeds_file_seeds_build_a_job(tmp_path: Path) -> None:
    f = tmp_path / "seeds.txt"
    f.write_text("http://a.test/\nhttp://b.test/\n", encoding="utf-8")
    assert len(build_job({"seeds": read_seeds_file(f)}).seeds) == 2


def test_read_seeds_file_missing_is_a_job_error(tmp_path: Path) -> None:
    f = tmp_path / "nope.txt"
    with pytest.raises(JobError, match=r"nope\.txt: cannot read seeds file: No such file"):
        read_seeds_file(f)


def test_read_seeds_file_not_utf8_is_a_job_error(tmp_path: Path) -> None:
    f = tmp_path / "seeds.txt"
    f.write_bytes(b"http://a.test/caf\xe9\n")
    with pytest.raises(JobError, match="seeds.txt"):
        read_seeds_file(f)


def test_load_job_file_reads_a_mapping(tmp_path: Path) -> None:
    f = tmp_path / "job.yaml"
    f.write_text(
        "seeds:\n  - http://a.test/\n  - url: http://b.test/\n    scope: page\nmax_pages: 5\n",
        encoding="utf-8",
    )
    data = load_job_file(f)
    assert data == {
        "seeds": ["http://a.test/", {"url": "http://b.test/", "scope": "page"}],
        "max_pages": 5,
    }
    assert build_job(data, str(f)).seeds[1].scope == "page"


def test_load_job_file_empty_is_empty_mapping(tmp_path: Path) -> None:
    f = tmp_path / "job.yaml"
    f.write_text("# nothing yet\n", encoding="utf-8")
    assert load_job_file(f) == {}


def test_load_job_file_missing(tmp_path: Path) -> None:
    f = tmp_path / "missing.yaml"
    with pytest.raises(JobError) as info:
        load_job_file(f)
    assert str(info.value).startswith(f"{f}: cannot read job file: ")
    assert "No such file" in str(info.value)


def test_load_job_file_directory_is_a_job_error(tmp_path: Path) -> None:
    with pytest.raises(JobError, match="cannot read job file"):
        load_job_file(tmp_path)


def test_load_job_file_bad_yaml(tmp_path: Path) -> None:
    f = tmp_path / "job.yaml"
    f.write_text("seeds: [http://a.test/\nscope: : host\n", encoding="utf-8")
    with pytest.raises(JobError) as info:
        load_job_file(f)
    assert str(info.value).startswith(f"{f}: not valid YAML: ")


def test_load_job_file_top_level_list_is_refused(tmp_path: Path) -> None:
    f = tmp_path / "job.yaml"
    f.write_text("- http://a.test/\n", encoding="utf-8")
    with pytest.raises(JobError, match=r"\(top level\): a job file must be a mapping"):
        load_job_file(f)


def test_load_job_file_does_not_run_yaml_tags(tmp_path: Path) -> None:
    f = tmp_path / "job.yaml"
    f.write_text("seeds: !!python/object/apply:os.system ['true']\n", encoding="utf-8")
    with pytest.raises(JobError, match="not valid YAML"):
        load_job_file(f)


def test_load_job_file_not_utf8_is_a_job_error(tmp_path: Path) -> None:
    f = tmp_path / "job.yaml"
    f.write_bytes(b"seeds:\n  - http://a.test/\nuser_agent: caf\xe9\n")
    with pytest.raises(JobError, match="job.yaml"):
        load_job_file(f)


def test_an_artifact_seeds_exclusions_must_be_regular_expressions() -> None:
    seed = SeedSettings(url="http://a.test/", scope="artifact", exclude=(r"/stats$",))
    assert seed.exclude == (r"/stats$",)
    with pytest.raises(ValidationError, match="not a regular expression"):
        SeedSettings(url="http://a.test/", scope="artifact", exclude=("files/(",))
