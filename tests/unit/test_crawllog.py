"""crawl.log (Heritrix 3 field order) and refused.log."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from keepnet import crawllog
from keepnet.crawllog import CrawlLog, _compact, _field, iso_ms
from keepnet.models import CrawlURI

SEED = "http://a.test/"
NOW = 1_700_000_000.25  # 2023-11-14T22:13:20.250Z
ISO = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z")


@pytest.fixture
def log(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[CrawlLog]:
    monkeypatch.setattr(crawllog.time, "time", lambda: NOW)
    lg = CrawlLog(tmp_path / "logs")  # created on demand
    yield lg
    lg.close()


def read(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def test_fetch_line_has_heritrix_fields_in_order(tmp_path: Path, log: CrawlLog) -> None:
    uri = CrawlURI("http://a.test/x", "k", "a.test", SEED, hop_path="LE", via=SEED)
    log.fetch(
        uri,
        200,
        1234,
        "text/html",
        started=NOW - 0.5,
        duration=0.125,
        digest="sha1:ABCDEF",
        annotations=["duplicate:digest", "truncated:length"],
        worker=7,
    )
    (line,) = read(tmp_path / "logs" / "crawl.log")
    fields = line.split()
    assert fields == [
        "2023-11-14T22:13:20.250Z",  # timestamp the line was logged
        "200",  # status
        "1234",  # size
        "http://a.test/x",  # URI
        "LE",  # hop path
        SEED,  # via
        "text/html",  # mime
        "#007",  # worker
        "20231114221319750+125",  # fetch start + duration in ms
        "sha1:ABCDEF",  # digest
        SEED,  # seed (Heritrix's source tag)
        "duplicate:digest,truncated:length",  # annotations
    ]


def test_status_and_size_are_right_aligned_like_heritrix(tmp_path: Path, log: CrawlLog) -> None:
    log.fetch(CrawlURI(SEED, "k", "a.test", SEED), -6, 0, "", NOW, 0.0)
    (line,) = read(tmp_path / "logs" / "crawl.log")
    assert line.startswith("2023-11-14T22:13:20.250Z    -6          0 http://a.test/ ")


def test_empty_fields_are_dashes(tmp_path: Path, log: CrawlLog) -> None:
    seed = CrawlURI(SEED, "k", "a.test", SEED)  # no hop path, no via
    log.fetch(seed, 200, 5, "", NOW, 0.0)
    fields = read(tmp_path / "logs" / "crawl.log")[0].split()
    assert len(fields) == 12
    assert fields[4:7] == ["-", "-", "-"]  # hop path, via, mime
    assert fields[9] == "-"  # digest
    assert fields[11] == "-"  # annotations


def test_spaces_and_newlines_are_escaped_so_fields_stay_split(
    tmp_path: Path, log: CrawlLog
) -> None:
    uri = CrawlURI("http://a.test/a b", "k", "a.test", SEED, hop_path="L", via="http://a.test/v w")
    log.fetch(uri, 200, 1, "text/html", NOW, 0.0, annotations=["reason: bad\r\nthing"])
    lines = read(tmp_path / "logs" / "crawl.log")
    assert len(lines) == 1
    fields = lines[0].split(" ")
    fields = [f for f in fields if f]
    assert len(fields) == 12
    assert fields[3] == "http://a.test/a%20b"
    assert fields[5] == "http://a.test/v%20w"
    assert fields[11] == "reason:%20bad%0D%0Athing"


def test_lines_are_appended_and_flushed(tmp_path: Path, log: CrawlLog) -> None:
    for i in range(3):
        log.fetch(
            CrawlURI(f"{SEED}{i}", "k", "a.test", SEED, "L", SEED), 200, i, "text/html", NOW, 0.0
        )
    assert len(read(tmp_path / "logs" / "crawl.log")) == 3  # before close: line-buffered


def test_reopen_appends(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(crawllog.time, "time", lambda: NOW)
    for _ in range(2):
        lg = CrawlLog(tmp_path)
        lg.fetch(CrawlURI(SEED, "k", "a.test", SEED), 200, 1, "text/html", NOW, 0.0)
        lg.refused("http://a.test/t", SEED, "trap")
        lg.close()
    assert len(read(tmp_path / "crawl.log")) == 2
    assert len(read(tmp_path / "refused.log")) == 2


def test_refused_line(tmp_path: Path, log: CrawlLog) -> None:
    log.refused("http://a.test/a/a/a x", SEED, "trap: path segment 'a' repeated more than 2 times")
    log.refused("http://b.test/", None, "robots.txt")
    assert read(tmp_path / "logs" / "refused.log") == [
        "2023-11-14T22:13:20.250Z http://a.test/a/a/a%20x http://a.test/ "
        "trap: path segment 'a' repeated more than 2 times",
        "2023-11-14T22:13:20.250Z http://b.test/ - robots.txt",
    ]


@pytest.mark.parametrize(
    ("value", "out"),
    [(None, "-"), ("", "-"), ("abc", "abc"), ("a b", "a%20b"), ("a\nb\rc", "a%0Ab%0Dc")],
)
def test_field(value: str | None, out: str) -> None:
    assert _field(value) == out


@pytest.mark.parametrize(
    ("t", "iso", "compact"),
    [
        (0.0, "1970-01-01T00:00:00.000Z", "19700101000000000"),
        (NOW, "2023-11-14T22:13:20.250Z", "20231114221320250"),
        (1_700_000_000.999, "2023-11-14T22:13:20.999Z", "20231114221320999"),
    ],
)
def test_timestamps(t: float, iso: str, compact: str) -> None:
    assert iso_ms(t) == iso
    assert _compact(t) == compact
    assert ISO.fullmatch(iso_ms(t))


def test_timestamps_just_before_a_second_boundary() -> None:
    t = 1_700_000_000.9999995
    assert iso_ms(t) in ("2023-11-14T22:13:20.999Z", "2023-11-14T22:13:21.000Z")
    assert _compact(t) in ("20231114221320999", "20231114221321000")


def test_timestamps_equal_strftime_across_seconds_and_years() -> None:
    # the second's texts are remembered: alternating far-apart times must not mix them up
    from datetime import UTC, datetime

    times = [0.0, 1_700_000_000.25, 1_700_000_000.9999995, 1_700_000_001.0, 32_503_680_000.5]
    for t in times + times[::-1] + [t + 0.0005 for t in times]:
        ms = int(t * 1000)
        dt = datetime.fromtimestamp(ms // 1000, UTC)
        assert iso_ms(t) == dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        assert _compact(t) == dt.strftime("%Y%m%d%H%M%S") + f"{ms % 1000:03d}"
