"""Timestamps: padding partial ones, HTTP-dates both ways."""

from __future__ import annotations

import pytest

from keepnet.replay import times


@pytest.mark.parametrize(
    ("ts", "low", "high"),
    [
        ("2014", "20140101000000", "20141231235959"),
        ("201402", "20140201000000", "20140228235959"),
        ("201602", "20160201000000", "20160229235959"),
        ("20140126200624", "20140126200624", "20140126200624"),
        # a day digit "9" pads to day 91, clamped to the month's last day (as pywb does)
        ("2014019", "20140131000000", "20140131235959"),
    ],
)
def test_padding(ts: str, low: str, high: str) -> None:
    assert times.pad_low(ts) == low
    assert times.pad_high(ts) == high


def test_out_of_range_fields_are_clamped() -> None:
    assert times.pad_low("20149999") == "20141231000000"
    assert times.pad_high("99999") == "99991231235959"


def test_http_date_round_trip() -> None:
    assert times.http_date("20140126200624") == "Sun, 26 Jan 2014 20:06:24 GMT"
    when = times.parse_http_date("Sun, 26 Jan 2014 20:06:24 GMT")
    assert when is not None and times.from_datetime(when) == "20140126200624"


@pytest.mark.parametrize("bad", ["", "yesterday", "x" * 500, "Sun, 99 Foo 2014 25:61:00 GMT"])
def test_bad_http_dates_are_none(bad: str) -> None:
    assert times.parse_http_date(bad) is None


def test_is_timestamp() -> None:
    assert times.is_timestamp("2")
    assert not times.is_timestamp("123456789012345")
    assert not times.is_timestamp("2014a")
    with pytest.raises(ValueError):
        times.to_datetime("nope")
