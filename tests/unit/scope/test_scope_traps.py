"""Crawler-trap defences on URL shape: length, path depth, repeated runs of segments."""

from __future__ import annotations

import pytest

from keepnet.scope.traps import TrapRules, _path_of, repeated_run
from keepnet.settings.job import TrapSettings


def rules(**kw: int) -> TrapRules:
    return TrapRules(TrapSettings(**kw))


# -- URL length -----------------------------------------------------------------------------


def test_url_at_the_length_limit_passes_one_more_is_refused() -> None:
    base = "http://a.test/"
    at_limit = base + "x" * (2083 - len(base))
    assert len(at_limit) == 2083
    assert rules().check(at_limit) is None
    assert rules().check(at_limit + "y") == "trap: URL longer than 2083 characters"


def test_url_length_limit_is_configurable_and_counts_the_query() -> None:
    r = rules(max_url_length=30)
    assert r.check("http://a.test/?q=1234567") is None  # 24 characters
    assert r.check("http://a.test/?q=" + "9" * 20) == "trap: URL longer than 30 characters"


# -- path segments --------------------------------------------------------------------------


def test_path_segments_are_counted_as_slashes_like_heritrix() -> None:
    r = rules(max_path_segments=3)
    assert r.check("http://a.test/a/b/c") is None
    assert r.check("http://a.test/a/b/") is None  # "a", "b", "": three slashes
    assert r.check("http://a.test/a/b/c/") == "trap: more than 3 path segments"
    assert r.check("http://a.test/a/b/c/d") == "trap: more than 3 path segments"


def test_slashes_in_the_query_or_fragment_are_not_path_segments() -> None:
    r = rules(max_path_segments=2)
    assert r.check("http://a.test/a?next=/b/c/d/e/f") is None
    assert r.check("http://a.test/a#/b/c/d/e/f") is None


def test_default_allows_twenty_segments() -> None:
    r = rules()
    twenty = "http://a.test/" + "/".join(f"s{i}" for i in range(20))
    assert r.check(twenty) is None
    assert r.check(twenty + "/s20") == "trap: more than 20 path segments"


@pytest.mark.parametrize(
    ("url", "path"),
    [
        ("http://a.test", "/"),
        ("http://a.test/", "/"),
        ("http://a.test/a/b?c/d#e/f", "/a/b"),
        ("http://a.test/a#x?y", "/a"),
        ("https://u:p@a.test:8080/p/q", "/p/q"),
    ],
)
def test_path_of(url: str, path: str) -> None:
    assert _path_of(url) == path


# -- repeated runs --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "unit"),
    [
        ("http://a.test/a/a/a", "a"),
        ("http://a.test/x/a/a/a/y", "a"),
        ("http://a.test/x/y/x/y/x/y", "x/y"),
        ("http://a.test/p/x/y/z/x/y/z/x/y/z/q", "x/y/z"),
        ("http://a.test/docs/img/img/img/logo.png", "img"),
    ],
)
def test_runs_repeated_three_times_are_refused(url: str, unit: str) -> None:
    assert rules().check(url) == f"trap: path segment {unit!r} repeated more than 2 times"


@pytest.mark.parametrize(
    "url",
    [
        "http://a.test/2020/01/01/",
        "http://a.test/2020/01/01/post.html",
        "http://a.test/a/a/b",
        "http://a.test/x/y/x/y/z",
        "http://a.test/a/b/a/c/a/d",  # "a" three times, but not consecutively
        "http://a.test/a/b/c/d/a/b/c/d/a/b/c/d",  # a 4-segment run: beyond the 1-3 rule
        "http://a.test/a//b//c//d",  # empty segments are never a run unit
        "http://a.test/?a/a/a/a",
    ],
)
def test_legitimate_urls_are_not_refused(url: str) -> None:
    assert rules().check(url) is None


def test_repeat_limit_is_configurable() -> None:
    assert rules(max_segment_repeats=1).check("http://a.test/2020/01/01/") is not None
    assert rules(max_segment_repeats=3).check("http://a.test/a/a/a") is None
    assert rules(max_segment_repeats=3).check("http://a.test/a/a/a/a") is not None


def test_repeated_run_directly() -> None:
    assert repeated_run(["a", "b", "a", "b", "a", "b"], 2) == "a/b"
    assert repeated_run(["a", "b", "a", "b"], 2) is None
    assert repeated_run(["a", "b", "a", "b"], 1) == "a/b"
    assert repeated_run(["", "", "", ""], 1) is None
    assert repeated_run([], 2) is None
    assert repeated_run(["a"], 1) is None


def test_checks_run_in_order_length_first() -> None:
    r = rules(max_url_length=20, max_path_segments=2)
    assert r.check("http://a.test/a/a/a/a/a/a") == "trap: URL longer than 20 characters"
    r = rules(max_path_segments=2)
    assert r.check("http://a.test/a/a/a") == "trap: more than 2 path segments"
