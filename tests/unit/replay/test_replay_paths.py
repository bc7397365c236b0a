"""The /web/ URL scheme: timestamps, modifiers, TimeMaps, repaired and raw URLs."""

from __future__ import annotations

import pytest

from keepnet.replay.paths import BadReplayPath, ReplayPath, original_url, parse


@pytest.mark.parametrize(
    ("rest", "query", "want"),
    [
        ("http://a.example/", "", ReplayPath("timegate", "http://a.example/")),
        ("a.example/x", "q=1", ReplayPath("timegate", "http://a.example/x?q=1")),
        ("2014/http://a.example/", "", ReplayPath("memento", "http://a.example/", "2014")),
        (
            "20140101000000id_/https://a.example/%2F",
            "",
            ReplayPath("memento", "https://a.example/%2F", "20140101000000", "id_"),
        ),
        (
            "2014cs_/http:/a.example/s.css",
            "",
            ReplayPath("memento", "http://a.example/s.css", "2014", "cs_"),
        ),
        ("timemap/link/http://a.example/", "", ReplayPath("timemap", "http://a.example/")),
        ("*/http://a.example/", "", ReplayPath("calendar", "http://a.example/")),
        (
            "123456789012345/http://a.example/",
            "",
            ReplayPath("timegate", "http://123456789012345/http://a.example/"),
        ),
    ],
)
def test_parse(rest: str, query: str, want: ReplayPath) -> None:
    assert parse(rest, query) == want


@pytest.mark.parametrize(
    "rest", ["", "2014/", "2014zz_/http://a.example/", "x" * 9000, "http://a\x00b/"]
)
def test_bad_paths(rest: str) -> None:
    with pytest.raises(BadReplayPath):
        parse(rest)


def test_original_url() -> None:
    assert original_url("HTTPS://a.example") == "https://a.example"
    assert original_url("//a.example/x") == "http://a.example/x"
    assert original_url("a.example") == "http://a.example"
