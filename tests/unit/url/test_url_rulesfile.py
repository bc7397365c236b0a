"""keepnet.url.rulesfile: YAML rules scoped by SURT prefix and time, and how canon uses them."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from keepnet.url.canon import WARCINFO_RULES, Canonicalizer, get_canonicalizer
from keepnet.url.profiles import get_profile
from keepnet.url.rulesfile import ACTIONS, RulesFileError, build_rule, load_rules

RULES = """\
keepnet-canon-rules: 1
extends: heritrix
rules:
  - name: example-utm
    action: strip-query-params
    params: [utm_*, fbclid]
    scope: "http://(com,example,"
  - name: example-sessions-2014
    action: strip-query-params
    params: [sess]
    scope: "http://(com,example,)/app/"
    from: 2014-01-01
    to: 2015-01-01
  - name: shop-case
    action: regex-replace
    component: path
    pattern: "/index\\\\.html$"
    replacement: "/"
    scope: "https://(org,shop,"
"""

IN_2014 = datetime(2014, 6, 1, tzinfo=UTC)
IN_2016 = datetime(2016, 6, 1, tzinfo=UTC)


@pytest.fixture
def rules_path(tmp_path):
    path = tmp_path / "rules.yaml"
    path.write_text(RULES, encoding="utf-8")
    return path


def test_load_rules(rules_path):
    rules = load_rules(rules_path, "heritrix")
    assert [r.rule.name for r in rules] == ["example-utm", "example-sessions-2014", "shop-case"]
    assert rules[1].start == datetime(2014, 1, 1, tzinfo=UTC)
    assert rules[1].spec()["from"] == "2014-01-01T00:00:00+00:00"
    assert rules[0].spec() == {
        "name": "example-utm",
        "action": "strip-query-params",
        "params": ["utm_*", "fbclid"],
        "scope": "http://(com,example,",
    }


def test_scope_and_time(rules_path):
    c = get_canonicalizer("heritrix", rules_path)
    url = "http://www.example.com/app/x?sess=9&utm_source=a&id=1"
    assert c.canonicalize(url, IN_2014) == "http://example.com/app/x?id=1"
    assert c.canonicalize(url, IN_2016) == "http://example.com/app/x?sess=9&id=1"
    other = "http://other.com/app/x?sess=9&utm_source=a"
    assert c.canonicalize(other, IN_2014) == "http://other.com/app/x?sess=9&utm_source=a"
    assert c.canonicalize("https://shop.org/a/INDEX.html") == "https://shop.org/a/"
    assert c.canonicalize("http://shop.org/a/index.html") == "http://shop.org/a/index.html"


def test_lookup_keys_exact_first(rules_path):
    c = get_canonicalizer("heritrix", rules_path)
    url = "http://example.com/app/x?sess=9&utm_source=a&id=1"
    assert c.lookup_keys(url, IN_2014) == [
        "http://example.com/app/x?sess=9&utm_source=a&id=1",
        "http://example.com/app/x?sess=9&id=1",
        "http://example.com/app/x?id=1",
    ]
    assert c.lookup_keys(url, IN_2016) == [
        "http://example.com/app/x?sess=9&utm_source=a&id=1",
        "http://example.com/app/x?sess=9&id=1",
    ]
    assert c.lookup_keys("http://elsewhere.org/", IN_2014) == ["http://elsewhere.org/"]


def test_surt_ia_with_rules(tmp_path):
    path = tmp_path / "ia.yaml"
    path.write_text(
        "keepnet-canon-rules: 1\nrules:\n  - name: drop-ref\n"
        "    action: strip-query-params\n    params: [ref]\n"
        "    scope: 'http://(com,example,'\n",
        encoding="utf-8",
    )
    c = get_canonicalizer("surt-ia", path)
    assert c.key("http://www.example.com/a?ref=x&b=1") == "com,example)/a?b=1"
    assert c.lookup_keys("http://www.example.com/a?ref=x&b=1") == [
        "com,example)/a?b=1&ref=x",
        "com,example)/a?b=1",
    ]
    assert c.canonicalize("http://www.example.com/a?ref=x&b=1") == "http://example.com/a?b=1"


def test_rules_change_digest_and_describe(rules_path):
    plain, extended = get_canonicalizer("heritrix"), get_canonicalizer("heritrix", rules_path)
    assert plain.digest() != extended.digest()
    assert extended.digest() == get_canonicalizer("heritrix", rules_path).digest()
    described = json.loads(extended.describe()[WARCINFO_RULES])
    assert [r["name"] for r in described["rules"]] == [
        "example-utm",
        "example-sessions-2014",
        "shop-case",
    ]


def test_every_action_is_idempotent_and_known():
    url = "HTTPS://www.Example.com/A/b/;s=1/?Z=1&a=2&utm_x=3#f"
    extra = {
        "strip-query-params": {"params": ["utm_*"]},
        "keep-query-params": {"params": ["a"]},
        "strip-path-params": {"params": ["s"]},
        "regex-replace": {"component": "path", "pattern": "/b/", "replacement": "/B/"},
    }
    for action in ACTIONS:
        fr = build_rule({"name": action, "action": action, **extra.get(action, {})})
        for profile in ("whatwg", "heritrix", "aggressive", "surt-ia"):
            c = Canonicalizer(get_profile(profile), [fr])
            once = c.canonicalize(url)
            assert c.canonicalize(once) == once, (action, profile)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("rules: []", "not a rules file"),
        ("keepnet-canon-rules: 1\nextends: aggressive\n", "extends profile"),
        ("keepnet-canon-rules: 1\nrules:\n  - name: x\n    action: nope\n", "unknown action"),
        ("keepnet-canon-rules: 1\nrules:\n  - name: X Y\n    action: sort-query\n", "rule name"),
        (
            "keepnet-canon-rules: 1\nrules:\n  - {name: a, action: sort-query, colour: red}\n",
            "unknown keys",
        ),
        (
            "keepnet-canon-rules: 1\nrules:\n  - {name: a, action: sort-query, from: soon}\n",
            "not a date",
        ),
        (
            "keepnet-canon-rules: 1\nrules:\n  - {name: a, action: sort-query, from: 2015-01-01,"
            " to: 2014-01-01}\n",
            "after",
        ),
        ("keepnet-canon-rules: 1\nrules:\n  - {name: a, action: strip-query-params}\n", "params"),
        (
            "keepnet-canon-rules: 1\nrules:\n  - {name: a, action: regex-replace, component: path,"
            " pattern: '('}\n",
            "pattern",
        ),
        (
            "keepnet-canon-rules: 1\nrules:\n  - {name: a, action: sort-query}\n"
            "  - {name: a, action: drop-query}\n",
            "unique",
        ),
        ("keepnet-canon-rules: 1\nrules: [\n", "cannot read"),
    ],
)
def test_bad_rules_files(tmp_path, text, message):
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RulesFileError, match=message):
        load_rules(path, "heritrix")


def test_timestamps_accept_warc_forms():
    fr = build_rule(
        {
            "name": "t",
            "action": "sort-query",
            "from": "20140101000000",
            "to": "2015-01-01T00:00:00+01:00",
        }
    )
    assert fr.start == datetime(2014, 1, 1, tzinfo=UTC)
    assert fr.end == datetime(2014, 12, 31, 23, 0, tzinfo=UTC)
    assert fr.applies("http://(x,)/", IN_2014) and not fr.applies("http://(x,)/", IN_2016)
