"""keepnet.url.rules: each named rule on its own."""

from __future__ import annotations

import pytest

from keepnet.url import rules
from keepnet.url.parse import split_url
from keepnet.url.parts import whatwg_serialize


def _apply(rule, url):
    p = split_url(url)
    rule(p)
    return whatwg_serialize(p)


@pytest.mark.parametrize(
    ("rule", "url", "expected"),
    [
        (rules.lowercase, "http://u:P@h/A?B#C", "http://u:p@h/a?b#c"),
        (rules.strip_userinfo, "http://u:p@h/", "http://h/"),
        (rules.strip_www, "http://www12.www.example.com/a", "http://example.com/a"),
        (rules.strip_www, "http://www12.www.example.com/", "http://www12.www.example.com/"),
        (rules.strip_userinfo_heritrix, "ws://u:p@h/", "ws://u:p@h/"),
        (rules.strip_userinfo_heritrix, "ftp://u:p@h/", "ftp://h/"),
        (rules.strip_www, "http://www.com/", "http://www.com/"),
        (rules.strip_www, "ftp://www.example.com/", "ftp://www.example.com/"),
        (rules.strip_www_any, "ftp://www.example.com/", "ftp://example.com/"),
        (rules.fixup_query, "http://h/?&a&", "http://h/?a"),
        (rules.fixup_query, "http://h/?", "http://h/"),
        (rules.drop_fragment, "http://h/#x", "http://h/"),
        (rules.fix_host_dots, "http://a..b.c.../", "http://a.b.c/"),
        (rules.fix_host_dots, "http://foo.09../", "http://foo.09../"),
        (rules.recode_path, "http://h/%2561/%2e%2E/b%3c", "http://h/b%3C"),
        (rules.recode_path, "mailto:%2Fx", "mailto:%2Fx"),
        (rules.collapse_slashes, "http://h//a//b", "http://h/a/b"),
        (rules.collapse_slashes, "foo://h//a", "foo://h//a"),
        (rules.sort_query, "http://h/?b=1&a=2&a=1", "http://h/?a=1&a=2&b=1"),
        (rules.https_to_http, "https://h:80/", "http://h/"),
        (rules.https_to_http, "https://h:8443/", "http://h:8443/"),
        (rules.strip_trailing_slash, "http://h/a//", "http://h/a"),
        (rules.strip_trailing_slash, "http://h/", "http://h/"),
        (rules.tidy_ampersands, "http://h/?&&a&&b&", "http://h/?a&b"),
        (rules.tidy_ampersands, "http://h/?&&", "http://h/"),
        (
            rules.strip_session_ids_aggressive,
            "http://h/(S(4hqa0555fwsecu455xqckv45))/p.aspx",
            "http://h/p.aspx",
        ),
        (
            rules.strip_session_ids_aggressive,
            "http://h/x/(4hqa0555fwsecu455xqckv45)/y.html",
            "http://h/x/(4hqa0555fwsecu455xqckv45)/y.html",
        ),
    ],
)
def test_rule(rule, url, expected):
    assert _apply(rule, url) == expected


def test_profiles_are_rule_lists():
    assert [r.name for r in rules.HERITRIX] == [
        "lowercase",
        "strip-userinfo-heritrix",
        "strip-www",
        "strip-session-ids",
        "fixup-query",
        "drop-fragment",
    ]
    assert rules.AGGRESSIVE[: len(rules.SEMANTIC_PRECISE)] == rules.SEMANTIC_PRECISE
    assert rules.HERITRIX[0].spec() == {"rule": "lowercase"}
