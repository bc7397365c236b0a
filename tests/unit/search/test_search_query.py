"""keepnet.search.query: user text to a safe FTS5 expression; site and date filters."""

from __future__ import annotations

import re
import sqlite3

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from keepnet.search.query import (
    MAX_TERMS,
    clean_text,
    date_bound,
    parse_query,
    site_key,
    site_range,
)

HOSTILE = [
    '"', '""', '"""', "(", ")", "((a)", "a)", "NEAR(a b, 3)", "a NEAR b", "AND", "OR", "NOT",
    "a AND", "OR b", "NOT NOT", "*", "**", "a**", "*a", "-", "--a", "-*", "^a", "+a", "a:b",
    "title:", ":", "{title}: a", "title : a", "-title:x", "'; DROP TABLE docs; --", "\x00",
    "a\x00b", "\ud800", "\udfff a", "🙂", "日本語のテキスト", "ﬁ", "\u200b", "\u0301",
    "a" * 10_000, "a " * 5_000, '"' * 10_000, "(" * 10_000, "x" + "\\" * 100,
]  # fmt: skip


def fts5() -> sqlite3.Connection:
    db = sqlite3.connect(":memory:")
    db.execute(
        "CREATE VIRTUAL TABLE t USING fts5(title, text, url, "
        "tokenize='porter unicode61 remove_diacritics 2', prefix='2 3')"
    )
    db.execute(
        "INSERT INTO t VALUES ('A title', 'some text about cats and dogs', 'http://x.test/')"
    )
    return db


def matches(db: sqlite3.Connection, q: str) -> int:
    parsed = parse_query(q)
    if parsed.match is None:
        return 0
    return int(db.execute("SELECT count(*) FROM t WHERE t MATCH ?", (parsed.match,)).fetchone()[0])


@pytest.mark.parametrize("q", HOSTILE)
def test_hostile_input_always_gives_valid_fts5(q: str) -> None:
    matches(fts5(), q)  # raises sqlite3.OperationalError on a syntax error


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.characters(codec=None), max_size=60))
def test_any_text_gives_valid_fts5(q: str) -> None:
    matches(fts5(), q)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                '"',
                "-",
                "*",
                "(",
                ")",
                ":",
                "OR",
                "NOT",
                "AND",
                "a",
                "b",
                "title:",
                "site:",
                " ",
                "NEAR",
                "^",
            ]
        ),
        max_size=20,
    )
)
def test_syntax_soup_gives_valid_fts5(parts: list[str]) -> None:
    matches(fts5(), "".join(parts))
    matches(fts5(), " ".join(parts))


def test_words_are_anded_and_quoted() -> None:
    assert parse_query("cats dogs").match == '"cats" AND "dogs"'
    db = fts5()
    assert matches(db, "cats dogs") == 1
    assert matches(db, "cats birds") == 0


def test_phrase_exclusion_prefix_or_and_columns() -> None:
    db = fts5()
    assert parse_query('"cats and dogs"').match == '"cats and dogs"'
    assert matches(db, '"cats and dogs"') == 1
    assert matches(db, '"dogs and cats"') == 0
    assert matches(db, "cats -dogs") == 0
    assert matches(db, "cats NOT birds") == 1
    assert matches(db, "ca*") == 1
    assert matches(db, "birds OR dogs") == 1
    assert matches(db, "title:cats") == 0
    assert matches(db, "text:cats") == 1
    assert parse_query("-cats").match is None
    assert "exclusions only" in parse_query("-cats").notes[0]


def test_operators_in_lower_case_and_near_are_words() -> None:
    assert parse_query("a or b").match == '"a" AND "or" AND "b"'
    assert parse_query("NEAR(a b)").match == '"NEAR(a" AND "b)"'


def test_quotes_inside_terms_are_doubled() -> None:
    assert parse_query('say"hi').match == '"say" AND "hi"'
    assert parse_query('title:"it""s"').match is not None


def test_site_term_is_a_filter_not_a_word() -> None:
    parsed = parse_query("bridge site:news.example.test")
    assert parsed.site == "news.example.test"
    assert parsed.match == '"bridge"'


def test_terms_and_length_are_capped() -> None:
    parsed = parse_query(" ".join(f"w{i}" for i in range(MAX_TERMS + 10)))
    assert parsed.match is not None and parsed.match.count(" AND ") == MAX_TERMS - 1
    assert any("terms" in n for n in parsed.notes)
    assert any("cut" in n for n in parse_query("x" * 5000).notes)


def test_tokenless_terms_are_dropped() -> None:
    assert parse_query("( ) * - ^").match is None
    assert parse_query("cats ()").match == '"cats"'


def test_site_key_and_range() -> None:
    assert site_key("www.Example.org") == "org,example,www,"
    low, high = site_range("example.org")
    assert low <= site_key("example.org") < high
    assert low <= site_key("news.example.org") < high
    assert not low <= site_key("examples.org") < high
    assert not low <= site_key("example.org.evil.test") < high
    assert site_range("http://Example.ORG:8080/x")[0] == "org,example,"
    assert site_range("*.example.org")[0] == "org,example,"
    assert site_range("127.0.0.1")[0] == "127.0.0.1,"
    for bad in ["", "   ", "http://", "\ud800", "[::"]:
        with pytest.raises(ValueError):
            site_range(bad)


def test_date_bounds() -> None:
    assert date_bound("2024") == "20240000000000"
    assert date_bound("2024", end=True) == "20249999999999"
    assert date_bound("2024-05-01") == "20240501000000"
    assert date_bound("20240501", end=True) == "20240501999999"
    assert date_bound("2024-05-01T10:20:30Z") == "20240501102030"
    for bad in ["", "24", "abcd", "2024-05-01-01-01-01-01", "２０２４", "1" * 15]:
        with pytest.raises(ValueError):
            date_bound(bad)


_EDGES = "\x00\x08\t\n\x1f \x7e\x7f\x80\x85\x9f\xa0\xad\xc2\xff\u0100\u2028\ud7ff\ud800\udbff\udc00\udfff\ue000\uffff\U00010000\U0010ffff"


@settings(max_examples=3000)
@given(
    st.text(
        alphabet=st.one_of(st.characters(codec=None), st.sampled_from(_EDGES)),
        max_size=40,
    )
)
def test_clean_text_replaces_what_the_pattern_matches(text: str) -> None:
    # clean_text checks the UTF-8 bytes first and runs the pattern only when they hold a
    # control character or a lone surrogate: the result is always the pattern's
    assert clean_text(text) == re.sub(r"[\x00-\x1f\x7f-\x9f\ud800-\udfff]", " ", text)


def test_clean_text_edges() -> None:
    for ch in _EDGES:
        bad = ch <= "\x1f" or "\x7f" <= ch <= "\x9f" or "\ud800" <= ch <= "\udfff"
        assert clean_text(f"a{ch}b") == ("a b" if bad else f"a{ch}b"), repr(ch)
    page = "caf\u00e9 \u00a0na\u00efve \ud55c\uad6d\uc5b4 " * 500
    assert clean_text(page) is page
