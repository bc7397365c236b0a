"""Reader: every record with its place in the file; malformed input reported, never raised."""

from __future__ import annotations

import gzip
from collections.abc import Callable
from pathlib import Path

from warc_testlib import make_exchange, warcio_check

from keepnet.warc.reader import ReadProblem, RecordInfo, iter_records, read_records
from keepnet.warc.writer import WarcWriter


def test_reads_warcio_chunked_sample(corpora: Path) -> None:
    records, problems = read_records(
        corpora / "warc/warcio/example-iana.org-chunked.warc", check_digests=True
    )
    assert problems == []
    assert [(r.rec_type, r.target_uri, r.offset) for r in records] == [
        ("warcinfo", None, 0),
        ("response", "http://www.iana.org/", 405),
        ("request", "http://www.iana.org/", 8379),
    ]
    assert records[1].header("warc-type") == "response"  # case-insensitive lookup
    assert all(r.problems == () for r in records)


def test_digest_failures_are_reported_on_the_record(corpora: Path) -> None:
    records, problems = read_records(
        corpora / "warc/warcio/example-digest.warc", check_digests=True
    )
    assert problems == [] and len(records) == 4
    assert records[0].problems and "payload digest failed" in records[0].problems[0]
    assert [r.problems for r in records[1:]] == [(), (), ()]


def test_unparseable_record_ends_iteration_with_a_problem(corpora: Path) -> None:
    items = list(iter_records(corpora / "warc/warcio/standard-torture-validate-field.warc"))
    assert [type(i) for i in items] == [RecordInfo] * 3 + [ReadProblem]
    problem = items[-1]
    assert isinstance(problem, ReadProblem)
    assert "WARC/invalid" in problem.message and problem.offset >= 1464


def test_torture_records_are_all_listed(corpora: Path) -> None:
    records, problems = read_records(corpora / "warc/warcio/standard-torture-validate-record.warc")
    assert problems == [] and len(records) == 17
    assert {r.rec_type for r in records} >= {"warcinfo", "revisit", "continuation", "conversion"}


def test_torn_records_are_reported_though_warcio_check_passes(
    tmp_path: Path, ids: Callable[[], str], clock: Callable[[], float]
) -> None:
    """What a killed writer leaves: warcio 1.8.1 reads it silently, the reader does not."""
    with WarcWriter(tmp_path / "a", "crawl", {}, id_factory=ids, clock=clock) as w:
        w.write_exchange(make_exchange(body=b"x" * 5000))
    (good,) = (tmp_path / "a").iterdir()
    data = good.read_bytes()
    records, problems = read_records(good, check_digests=True)
    assert problems == [] and [r.problems for r in records] == [(), (), ()]
    last = records[-1].offset
    for missing in (5, 30, 200):  # gzip trailer, end of block, header of the last record
        cut = tmp_path / f"cut{missing}.warc.gz"
        cut.write_bytes(data[: len(data) - missing])
        if missing == 5:  # only the gzip trailer gone: warcio check sees nothing wrong
            assert warcio_check(cut).returncode == 0
        records, problems = read_records(cut)
        assert [p.offset for p in problems] == [last]  # torn header: warcio's own error
        if missing in (5, 30):
            assert "never ends" in problems[0].message
        if missing == 30:
            assert records[-1].problems[0].startswith("block truncated")


def test_garbage_and_empty_files(tmp_path: Path) -> None:
    junk = tmp_path / "junk.warc.gz"
    junk.write_bytes(gzip.compress(b"this is not a WARC record\r\n\r\n"))
    records, problems = read_records(junk)
    assert records == [] and len(problems) == 1 and problems[0].offset == 0

    empty = tmp_path / "empty.warc"
    empty.write_bytes(b"")
    assert read_records(empty) == ([], [])
