"""keepnet.pipeline.dedup (DigestIndex, archive_exchange): revisits for duplicate payloads, across restarts (next to the WARC fixtures it writes with)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from warc_testlib import assert_warcio_check, cdxj_index, make_exchange

from keepnet.pipeline.dedup import DigestEntry, DigestIndex, archive_exchange, is_dedup_candidate
from keepnet.warc.reader import read_records
from keepnet.warc.records import payload_digest
from keepnet.warc.writer import WarcWriter


def _writer(d: Path, ids: Callable[[], str], clock: Callable[[], float]) -> WarcWriter:
    return WarcWriter(d, "crawl", {}, id_factory=ids, clock=clock, hostname="h")


def test_index_persists_and_first_capture_wins(tmp_path: Path) -> None:
    db = tmp_path / "state" / "digests.sqlite"
    first = DigestEntry(
        "sha1:AAAA",
        "http://a.test/",
        "2024-01-01T00:00:00.000000Z",
        "<urn:uuid:1>",
        "f.warc.gz",
        10,
        300,
    )
    with DigestIndex(db) as index:
        assert index.lookup("sha1:AAAA") is None
        assert index.add(first) is True
        assert index.add(DigestEntry("sha1:AAAA", "http://b.test/", "d", "<urn:uuid:2>")) is False
        assert len(index) == 1
    with DigestIndex(db) as index:  # a restart
        assert index.lookup("sha1:AAAA") == first
        assert index.lookup("sha1:BBBB") is None
    with sqlite3.connect(db) as con:  # WAL is a property of the database file
        assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


@pytest.mark.parametrize(
    ("kw", "expected"),
    [
        ({}, True),
        ({"status": 404}, False),
        ({"status": 301, "body": b""}, False),
        ({"truncated": "length"}, False),
        ({"chunked": True}, True),
    ],
)
def test_dedup_candidates(kw: dict[str, object], expected: bool) -> None:
    assert is_dedup_candidate(make_exchange(**kw)) is expected  # type: ignore[arg-type]


def test_revisit_round_trip_across_a_restart(
    tmp_path: Path, ids: Callable[[], str], clock: Callable[[], float]
) -> None:
    archive, db = tmp_path / "archive", tmp_path / "digests.sqlite"
    body = b"<html>the same page body</html>" * 20
    with _writer(archive, ids, clock) as w, DigestIndex(db) as index:
        orig = archive_exchange(w, index, make_exchange("http://a.test/x", body))
        other = archive_exchange(w, index, make_exchange("http://a.test/y", b"different"))
    assert orig.record_type == other.record_type == "response"

    # a resumed crawl: new writer (next serial), same on-disk index
    later = make_exchange("http://b.test/copy", body, started=1_700_000_100.0, ip="10.0.0.2")
    with _writer(archive, ids, clock) as w, DigestIndex(db) as index:
        rv = archive_exchange(w, index, later, concurrent_metadata={"via": "http://b.test/"})
        again = archive_exchange(w, index, make_exchange("http://a.test/x", body))
        assert len(index) == 2
    assert rv.record_type == again.record_type == "revisit"
    assert rv.payload_digest == orig.payload_digest == payload_digest(later)

    files = sorted(archive.iterdir())
    assert len(files) == 2
    assert_warcio_check(*files)
    records, problems = read_records(files[1])
    assert not problems
    revisit = next(r for r in records if r.rec_type == "revisit")
    assert revisit.header("WARC-Refers-To") == orig.record_id
    assert revisit.header("WARC-Refers-To-Target-URI") == "http://a.test/x"
    assert revisit.header("WARC-Refers-To-Date") == orig.date
    assert revisit.header("WARC-Payload-Digest") == orig.payload_digest
    assert revisit.header("WARC-Profile") == (
        "http://netpreserve.org/warc/1.1/revisit/identical-payload-digest"
    )
    assert revisit.length == rv.length and revisit.offset == rv.offset
    # the index digest of the revisit is the original's: replay finds the payload
    lines = [x for x in cdxj_index(*files) if "status" in x]  # responses and revisits
    same = [x for x in lines if x["url"] in ("http://a.test/x", "http://b.test/copy")]
    assert len(same) == 3 and {x["digest"] for x in same} == {orig.payload_digest}
    assert sorted(x["mime"] for x in same) == ["text/html", "warc/revisit", "warc/revisit"]


def test_chunked_duplicates_with_identical_framing_dedup(
    tmp_path: Path, ids: Callable[[], str], clock: Callable[[], float]
) -> None:
    body = b"0123456789" * 100
    with _writer(tmp_path / "a", ids, clock) as w, DigestIndex(tmp_path / "d.sqlite") as index:
        first = archive_exchange(w, index, make_exchange("http://a.test/1", body, chunked=True))
        same = archive_exchange(w, index, make_exchange("http://a.test/2", body, chunked=True))
        # same payload, other chunk boundaries: a different WARC-Payload-Digest, so stored
        # in full (the documented price of agreeing with warcio check)
        other = archive_exchange(
            w, index, make_exchange("http://a.test/3", body, chunked=True, sizes=(100,))
        )
    assert (first.record_type, same.record_type, other.record_type) == (
        "response",
        "revisit",
        "response",
    )


def test_digest_is_added_only_after_the_record_is_written(
    tmp_path: Path, ids: Callable[[], str], clock: Callable[[], float]
) -> None:
    class Failing(WarcWriter):
        def write_exchange(self, ex, *, concurrent_metadata=None):
            raise OSError("disk full")

    w = Failing(tmp_path / "a", "crawl", {}, id_factory=ids, clock=clock)
    with DigestIndex(tmp_path / "d.sqlite") as index:
        with pytest.raises(OSError):
            archive_exchange(w, index, make_exchange())
        assert len(index) == 0
