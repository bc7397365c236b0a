"""`keepnet canon`: one line per URL in input order, errors on stderr, exit status."""

from __future__ import annotations

import surt  # test-only oracle (AGPL): what pywb and cdxj-indexer key with
from click.testing import CliRunner

from keepnet.cli.canon import command
from keepnet.cli.main import main


def _run(*args: str):
    return CliRunner().invoke(command, list(args))


def test_default_profile_is_heritrix():
    result = _run("http://User@WWW.Example.com/A?", "https://www2.example.org/x#y")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == ["http://example.com/a", "https://example.org/x"]


def test_surt_ia_surt_is_the_cdxj_key():
    urls = [
        "http://www.iana.org/_css/2013.1/fonts/Inconsolata.otf",
        "http://example.com?example=1",
        "https://www.archive.org:443/Big/?b&a",
    ]
    result = _run("--profile", "surt-ia", "--surt", *urls)
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [surt.surt(u) for u in urls]


def test_surt_of_other_profiles_is_schemeful():
    result = _run("--profile", "whatwg", "--surt", "http://www.example.com:8080/A")
    assert result.stdout.strip() == "http://(com,example,www,:8080)/A"


def test_invalid_url_keeps_going_and_exits_1():
    result = _run("http://a.com/", "http://bad host/", "http://b.com/")
    assert result.exit_code == 1
    assert result.stdout.splitlines() == ["http://a.com/", "http://b.com/"]
    assert "invalid URL" in result.stderr and "bad host" in result.stderr


def test_rules_file_option(tmp_path):
    rules = tmp_path / "r.yaml"
    rules.write_text(
        "keepnet-canon-rules: 1\nrules:\n  - {name: no-ref, action: "
        "strip-query-params, params: [ref]}\n",
        encoding="utf-8",
    )
    result = _run("--rules", str(rules), "http://example.com/?ref=1&a=2")
    assert result.stdout.strip() == "http://example.com/?a=2"
    rules.write_text("keepnet-canon-rules: 1\nextends: aggressive\n", encoding="utf-8")
    assert _run("--rules", str(rules), "http://example.com/").exit_code == 2


def test_registered_in_main_group():
    result = CliRunner().invoke(main, ["canon", "--profile", "aggressive", "https://www.x.com/A/"])
    assert result.exit_code == 0 and result.stdout.strip() == "http://x.com/a"


def test_unknown_profile_is_a_usage_error():
    assert _run("--profile", "nope", "http://x/").exit_code == 2
