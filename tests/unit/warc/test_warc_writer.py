"""WarcWriter: byte-exact files, warcio check / cdxj-indexer / warcio index on all it writes,
`.open` then rename, rotation and serials that continue across resumes."""

from __future__ import annotations

import json
import random
import re
import subprocess
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest
from warc_testlib import BIN, assert_warcio_check, cdxj_index, make_exchange

from keepnet.models import Hop, Outlink
from keepnet.warc.reader import RecordInfo, read_records
from keepnet.warc.records import (
    deflate_piece,
    encode_warc_fields,
    outlink_fields,
    page_metadata,
    response_digests,
)
from keepnet.warc.writer import Original, WarcWriter, next_serial

NAME = "crawl-20240102030405000006-00000.warc.gz"


def _writer(
    tmp: Path, ids: Callable[[], str], clock: Callable[[], float], **kw: object
) -> WarcWriter:
    return WarcWriter(
        tmp,
        "crawl",
        {"operator": "tests", "scope": "host"},
        id_factory=ids,
        clock=clock,
        hostname="host.test",
        software="keepnet/test",
        canonicalizer={"canonicalizer": "min"},
        **kw,
    )  # type: ignore[arg-type]


def _members(data: bytes) -> list[bytes]:
    out = []
    while data:
        dec = zlib.decompressobj(31)
        out.append(dec.decompress(data))
        assert dec.eof
        data = dec.unused_data
    return out


EXPECTED = [
    b"WARC/1.1\r\nWARC-Type: warcinfo\r\n"
    b"WARC-Record-ID: <urn:uuid:00000000-0000-0000-0000-000000000001>\r\n"
    b"WARC-Date: 2024-01-02T03:04:05.000006Z\r\n"
    b"WARC-Filename: crawl-20240102030405000006-00000.warc.gz\r\n"
    b"WARC-Block-Digest: sha1:BREOKGC3BV5NTIC55XQTU47PZWFBRX7Q\r\n"
    b"Content-Type: application/warc-fields\r\nContent-Length: 217\r\n\r\n"
    b"software: keepnet/test\r\nformat: WARC File Format 1.1\r\n"
    b"conformsTo: http://iipc.github.io/warc-specifications/specifications/warc-format/"
    b"warc-1.1/\r\nhostname: host.test\r\noperator: tests\r\nscope: host\r\n"
    b"canonicalizer: min\r\n\r\n\r\n",
    b"WARC/1.1\r\nWARC-Type: response\r\n"
    b"WARC-Record-ID: <urn:uuid:00000000-0000-0000-0000-000000000002>\r\n"
    b"WARC-Date: 2023-11-14T22:13:20.250000Z\r\nWARC-Target-URI: http://site.test/page\r\n"
    b"WARC-IP-Address: 127.0.0.1\r\n"
    b"WARC-Payload-Digest: sha1:NHYAQSBLFFPRDF62BNG53764VTWAQO6U\r\n"
    b"WARC-Block-Digest: sha1:NDXKSK4XZGV6AAC3FUWZUZFMMFP3XK7L\r\n"
    b"Content-Type: application/http; msgtype=response\r\nContent-Length: 115\r\n\r\n"
    b"HTTP/1.1 200 OK\r\ncontent-type:text/html; charset=utf-8\r\nServer:  quirky  \r\n"
    b"Content-Length: 18\r\n\r\n<p>hello world</p>\r\n\r\n",
    b"WARC/1.1\r\nWARC-Type: request\r\n"
    b"WARC-Record-ID: <urn:uuid:00000000-0000-0000-0000-000000000003>\r\n"
    b"WARC-Date: 2023-11-14T22:13:20.250000Z\r\nWARC-Target-URI: http://site.test/page\r\n"
    b"WARC-IP-Address: 127.0.0.1\r\n"
    b"WARC-Concurrent-To: <urn:uuid:00000000-0000-0000-0000-000000000002>\r\n"
    b"WARC-Block-Digest: sha1:TVSKGZ5HYVC4ROSB55ADAOV6JCC6CMTH\r\n"
    b"Content-Type: application/http; msgtype=request\r\nContent-Length: 88\r\n\r\n"
    b"GET /page HTTP/1.1\r\nHost: site.test\r\nUser-Agent: keepnet-test\r\n"
    b"Accept-Encoding: gzip\r\n\r\n\r\n\r\n",
    b"WARC/1.1\r\nWARC-Type: metadata\r\n"
    b"WARC-Record-ID: <urn:uuid:00000000-0000-0000-0000-000000000004>\r\n"
    b"WARC-Date: 2023-11-14T22:13:20.250000Z\r\nWARC-Target-URI: http://site.test/page\r\n"
    b"WARC-Concurrent-To: <urn:uuid:00000000-0000-0000-0000-000000000002>\r\n"
    b"WARC-Block-Digest: sha1:JE6463OEOSCJISYDBJ6UXKWGXJT37VTW\r\n"
    b"Content-Type: application/warc-fields\r\nContent-Length: 80\r\n\r\n"
    b"via: http://site.test/\r\nhopsFromSeed: L\r\n"
    b"outlink: http://site.test/a L a/@href\r\n\r\n\r\n",
]


def _write_golden(tmp: Path, ids: Callable[[], str], clock: Callable[[], float]) -> Path:
    meta = page_metadata(
        [Outlink("http://site.test/a", Hop.LINK, "a/@href")], "L", "http://site.test/"
    )
    with _writer(tmp, ids, clock) as w:
        written = w.write_exchange(make_exchange(), concurrent_metadata=meta)
        assert (tmp / (NAME + ".open")).exists() and not (tmp / NAME).exists()
        assert w.current_filename == NAME
    assert written.filename == NAME and written.offset == len(_first_member(tmp / NAME))
    assert written.record_id.endswith("2>") and written.metadata_id
    return tmp / NAME


def _first_member(path: Path) -> bytes:
    data = path.read_bytes()
    dec = zlib.decompressobj(31)
    dec.decompress(data)
    return data[: len(data) - len(dec.unused_data)]


def test_writer_output_is_byte_exact(
    tmp_path: Path, ids: Callable[[], str], clock: Callable[[], float]
) -> None:
    path = _write_golden(tmp_path, ids, clock)
    assert sorted(p.name for p in tmp_path.iterdir()) == [NAME]  # renamed on close
    assert _members(path.read_bytes()) == EXPECTED  # one gzip member per record
    assert_warcio_check(path)


@pytest.mark.parametrize(("level", "digested"), [(1, False), (6, False), (9, False), (6, True)])
def test_a_body_deflated_elsewhere_gives_the_same_records(
    tmp_path: Path, ids: Callable[[], str], clock: Callable[[], float], level: int, digested: bool
) -> None:
    """The extraction worker's compressed body (and its digests) inside the response's
    member: the file decompresses to the golden records, member by member, and warcio
    checks it."""
    meta = page_metadata(
        [Outlink("http://site.test/a", Hop.LINK, "a/@href")], "L", "http://site.test/"
    )
    ex = make_exchange()
    with _writer(tmp_path, ids, clock, compresslevel=level) as w:
        body = deflate_piece(ex.wire_body, level)
        digests = response_digests(ex.response_head, ex.wire_body) if digested else None
        w.write_exchange(ex, concurrent_metadata=meta, deflated_body=body, digests=digests)
    path = tmp_path / NAME
    assert _members(path.read_bytes()) == EXPECTED
    assert_warcio_check(path)
    records, problems = read_records(path)
    assert problems == [] and [r.rec_type for r in records] == [
        "warcinfo",
        "response",
        "request",
        "metadata",
    ]


@pytest.mark.parametrize("chunked", [False, True])
def test_records_serialized_elsewhere_are_written_as_they_are(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, chunked: bool
) -> None:
    """The extraction worker's serialized response and request (records.serialized_exchange,
    random ids drawn before the writer's own) give the very file the writer makes itself
    with the same ids; a writer with an injected id factory builds its own records."""
    import itertools

    from keepnet.warc import records

    def uid(n: int) -> str:
        return f"<urn:uuid:00000000-0000-0000-0000-{n:012d}>"

    meta = page_metadata([], "L", "http://site.test/")
    ex = make_exchange(chunked=chunked)
    level = 6
    body = deflate_piece(ex.wire_body, level)
    digests = response_digests(ex.response_head, ex.wire_body)

    def write(d: Path, ids: Callable[[], str], serialized: object) -> bytes:
        d.mkdir()
        t = itertools.count()
        with _writer(d, ids, lambda: 1_704_164_645.000006 + next(t)) as w:
            w.write_exchange(
                ex,
                concurrent_metadata=meta,
                deflated_body=body,
                digests=digests,
                serialized=serialized,  # type: ignore[arg-type]
            )
        return (d / NAME).read_bytes()

    plain = itertools.count(1)
    expected = write(tmp_path / "a", lambda: uid(next(plain)), None)
    # serialized first (response 2, request 3), then the file opens (warcinfo 1), metadata 4
    order = iter([2, 3, 1, 4])
    monkeypatch.setattr(records, "new_record_id", lambda: uid(next(order)))
    pair = records.serialized_exchange(ex, body, digests, level)
    assert write(tmp_path / "b", records.new_record_id, pair) == expected
    assert_warcio_check(tmp_path / "b" / NAME)
    # an injected factory: the pair's ids are not its own, so the writer builds the records
    again = itertools.count(1)
    assert write(tmp_path / "c", lambda: uid(next(again)), pair) == expected


def test_same_ids_and_clock_give_identical_bytes(tmp_path: Path) -> None:
    import itertools

    def run(d: Path) -> bytes:
        c, t = itertools.count(1), itertools.count()
        return _write_golden(
            d,
            lambda: f"<urn:uuid:00000000-0000-0000-0000-{next(c):012d}>",
            lambda: 1_704_164_645.000006 + next(t),
        ).read_bytes()

    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    assert run(tmp_path / "a") == run(tmp_path / "b")


def _write_everything(w: WarcWriter) -> dict[str, str]:
    """One of each kind of record; returns record id -> expected index digest."""
    expected: dict[str, str] = {}
    exchanges = [
        make_exchange("http://site.test/plain"),
        make_exchange("http://site.test/chunked", b"x" * 3000, chunked=True, sizes=(1000, 7)),
        make_exchange("http://site.test/gzip", b"<b>zipped</b>" * 50, gzipped=True),
        make_exchange("http://site.test/both", b"<b>zipped</b>" * 50, chunked=True, gzipped=True),
        make_exchange("http://site.test/trunc", b"partial", chunked=True, truncated="length"),
        make_exchange("http://site.test/missing", b"nope", status=404, ip=None),
        make_exchange("http://site.test/empty", b"", status=301),
        make_exchange("http://site.test/latin1", b"caf\xe9", extra_head=b"X-Name: caf\xe9\r\n"),
    ]
    cut = make_exchange("http://site.test/cut", b"y" * 500, chunked=True, truncated="length")
    cut.wire_body = cut.wire_body[:123]  # the connection dropped mid-chunk
    exchanges.append(cut)
    for ex in exchanges:
        wx = w.write_exchange(ex, concurrent_metadata={"via": "http://site.test/"})
        expected[wx.record_id] = wx.payload_digest
    first = w.write_exchange(make_exchange("http://site.test/orig", b"same bytes"))
    original = Original(first.payload_digest, first.target_uri, first.date, first.record_id)
    expected[first.record_id] = first.payload_digest
    rv = w.write_revisit(make_exchange("http://site.test/copy", b"same bytes"), original)
    expected[rv.record_id] = first.payload_digest
    w.write_metadata("http://site.test/plain", [("note", "standalone")], rv.record_id)
    w.write_metadata_json("http://site.test/plain", json.dumps({"states": 2}).encode())
    res = w.write_resource(
        "urn:keepnet:screenshot:http://site.test/plain",
        "image/png",
        b"\x89PNG\r\n\x1a\n...",
        [("WARC-Concurrent-To", first.record_id)],
    )
    expected[res.record_id] = ""
    return expected


def test_field_tools_accept_every_record_kind(
    tmp_path: Path, ids: Callable[[], str], clock: Callable[[], float]
) -> None:
    with _writer(tmp_path, ids, clock) as w:
        expected = _write_everything(w)
    (path,) = tmp_path.iterdir()
    assert_warcio_check(path)

    records, problems = read_records(path, check_digests=True)
    assert problems == [] and all(r.problems == () for r in records)
    kinds = [r.rec_type for r in records]
    assert kinds.count("response") == 10 and kinds.count("request") == 11
    assert kinds.count("revisit") == 1 and kinds.count("resource") == 1
    assert kinds.count("metadata") == 9 + 2 and kinds[0] == "warcinfo"

    # cdxj-indexer reads every record, at the offsets we reported, with our digests
    lines = cdxj_index(path)
    assert [int(x["offset"]) for x in lines] == [r.offset for r in records]
    assert [int(x["length"]) for x in lines] == [r.length for r in records]
    by_offset = {r.offset: r for r in records}
    for line in lines:
        rec: RecordInfo = by_offset[int(line["offset"])]
        rid = rec.header("WARC-Record-ID") or ""
        if rec.rec_type in ("response", "revisit"):
            assert line["digest"] == expected[rid], rec.target_uri

    # and warcio index too
    out = subprocess.run(
        [str(BIN / "warcio"), "index", "-f", "warc-type,offset,length", str(path)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert [json.loads(ln)["warc-type"] for ln in out.splitlines()] == kinds


def test_written_offsets_match_the_file(
    tmp_path: Path, ids: Callable[[], str], clock: Callable[[], float]
) -> None:
    with _writer(tmp_path, ids, clock) as w:
        a = w.write_exchange(make_exchange("http://site.test/a"))
        b = w.write_exchange(make_exchange("http://site.test/b", chunked=True))
        m = w.write_metadata("http://site.test/b", {"outlink": ["x L -", "y E -"]}, b.record_id)
    records, _ = read_records(tmp_path / a.filename)
    spans = {r.header("WARC-Record-ID"): (r.offset, r.length) for r in records}
    assert spans[a.record_id] == (a.offset, a.length)
    assert spans[b.record_id] == (b.offset, b.length)
    assert spans[m.record_id] == (m.offset, m.length)


def test_offsets_after_a_failed_write_match_the_file(
    tmp_path: Path, ids: Callable[[], str], clock: Callable[[], float]
) -> None:
    """The writer keeps the file's length itself (no tell() a record): after a write that
    failed half-way (disk full) and was cut away, the next records' offsets are still where
    they landed, and the file reads back whole."""
    with _writer(tmp_path, ids, clock) as w:
        a = w.write_exchange(make_exchange("http://site.test/a"))
        fh = w._fh
        assert fh is not None
        real_write = fh.write
        calls = {"n": 0}

        def failing_write(data: bytes) -> int:
            calls["n"] += 1
            if calls["n"] == 1:  # half of the member reaches the file, then the disk is full
                real_write(data[: len(data) // 2])
                fh.flush()
                raise OSError(28, "No space left on device")
            return real_write(data)

        fh.write = failing_write  # type: ignore[method-assign]
        with pytest.raises(OSError):
            w.write_exchange(make_exchange("http://site.test/full"))
        b = w.write_exchange(make_exchange("http://site.test/b", chunked=True))
        m = w.write_metadata("http://site.test/b", {"outlink": ["x L -"]}, b.record_id)
        assert w._pos == fh.tell()
    records, _ = read_records(tmp_path / a.filename)
    spans = {r.header("WARC-Record-ID"): (r.offset, r.length) for r in records}
    assert [r.header("WARC-Target-URI") for r in records][1:] == [
        "http://site.test/a",
        "http://site.test/a",
        "http://site.test/b",
        "http://site.test/b",
        "http://site.test/b",
    ]
    assert spans[b.record_id] == (b.offset, b.length)
    assert spans[m.record_id] == (m.offset, m.length)


def test_rotation_keeps_exchanges_whole_and_starts_each_file_with_warcinfo(
    tmp_path: Path, ids: Callable[[], str], clock: Callable[[], float]
) -> None:
    body = random.Random(1).randbytes(10_000)  # incompressible
    with _writer(tmp_path, ids, clock, max_size=25_000) as w:
        written = [
            w.write_exchange(
                make_exchange(f"http://site.test/{i}", body), concurrent_metadata={"via": "x"}
            )
            for i in range(7)
        ]
    files = sorted(tmp_path.iterdir())
    assert len(files) >= 3 and len(files) == len(w.closed_files)
    assert [f.name.rsplit("-", 1)[1] for f in files] == [
        f"{i:05d}.warc.gz" for i in range(len(files))
    ]
    assert_warcio_check(*files)
    for f in files:
        records, problems = read_records(f)
        assert not problems
        assert records[0].rec_type == "warcinfo"
        assert "warcinfo" not in [r.rec_type for r in records[1:]]
        assert [r.rec_type for r in records[1:]] == ["response", "request", "metadata"] * (
            (len(records) - 1) // 3
        )
        assert f.stat().st_size < 25_000 + 3 * len(body)  # rotated right after passing
        assert records[0].header("WARC-Filename") == f.name
    assert {wx.filename for wx in written} == {f.name for f in files}


def test_serial_continues_across_resumes(
    tmp_path: Path, ids: Callable[[], str], clock: Callable[[], float]
) -> None:
    assert next_serial(tmp_path, "crawl") == 0
    with _writer(tmp_path, ids, clock) as w:
        w.write_exchange(make_exchange())
    assert next_serial(tmp_path, "crawl") == 1
    # an unrecovered .open file and another prefix's files are counted / ignored correctly
    (tmp_path / "crawl-20240102030405000006-00007.warc.gz.open").write_bytes(b"")
    (tmp_path / "other-20240102030405000006-00042.warc.gz").write_bytes(b"")
    w2 = _writer(tmp_path, ids, clock)
    assert w2.serial == 8
    w2.write_exchange(make_exchange())
    w2.close()
    assert w2.closed_files[0].endswith("-00008.warc.gz")


def test_nothing_written_means_no_file(
    tmp_path: Path, ids: Callable[[], str], clock: Callable[[], float]
) -> None:
    _writer(tmp_path, ids, clock).close()
    assert list(tmp_path.iterdir()) == []


def test_fsync_mode_writes_the_same_records(
    tmp_path: Path, ids: Callable[[], str], clock: Callable[[], float]
) -> None:
    with _writer(tmp_path, ids, clock, fsync=True) as w:
        w.write_exchange(make_exchange())
    (path,) = tmp_path.iterdir()
    assert _members(path.read_bytes())[1] == EXPECTED[1]


def test_on_record_reports_every_record_where_it_landed(
    tmp_path: Path, ids: Callable[[], str], clock: Callable[[], float]
) -> None:
    seen: list[tuple[str, int, int, str, bool]] = []
    closed: list[tuple[str, bool, bool]] = []

    def on_record(name: str, offset: int, length: int, record: object) -> None:
        # called after the flush: the member is already in the (still .open) file
        data = (tmp_path / (name + ".open")).read_bytes()
        whole = zlib.decompress(data[offset : offset + length], 31).startswith(b"WARC/1.1")
        seen.append((name, offset, length, getattr(record, "rec_type", ""), whole))

    def on_close(name: str) -> None:
        closed.append((name, (tmp_path / name).exists(), (tmp_path / (name + ".open")).exists()))

    with _writer(tmp_path, ids, clock, max_size=3000, on_record=on_record, on_close=on_close) as w:
        _write_everything(w)
    warcs = sorted(p for p in tmp_path.iterdir())
    assert len(warcs) > 2 and [c[0] for c in closed] == [p.name for p in warcs]
    assert all(final and not still_open for _, final, still_open in closed)
    # the same records, offsets and lengths as a reader finds, file by file, in order
    found = []
    for path in warcs:
        records, problems = read_records(path)
        assert problems == []
        found += [(path.name, r.offset, r.length, r.rec_type, True) for r in records]
    assert seen == found
    kinds = {k for *_, k, _ in seen}
    assert kinds == {"warcinfo", "response", "request", "revisit", "metadata", "resource"}


@pytest.mark.parametrize("level", [1, 6])
def test_outlink_lines_encoded_elsewhere_give_the_same_record(
    tmp_path: Path, ids: Callable[[], str], clock: Callable[[], float], level: int
) -> None:
    """The extraction worker's outlink lines (encoded and compressed) after the page's own
    fields: the metadata record decompresses to the bytes of the one written from fields."""
    links = [Outlink(f"http://site.test/{i}", Hop.LINK, "a/@href") for i in range(40)]
    links.append(Outlink("http://site.test/i.png", Hop.EMBED, ""))
    fields = page_metadata(links, "LL", "http://site.test/", "http://site.test/")
    own = page_metadata([], "LL", "http://site.test/", "http://site.test/")
    lines = encode_warc_fields(outlink_fields(links))
    members = []
    for tail in (None, (lines, deflate_piece(lines, level))):
        run = tmp_path / ("plain" if tail is None else "tail")
        run.mkdir()
        with _writer(run, ids, clock, compresslevel=level) as w:
            if tail is None:
                w.write_metadata("http://site.test/p", fields, "<urn:uuid:x>")
            else:
                w.write_metadata("http://site.test/p", own, "<urn:uuid:x>", tail=tail)
        (path,) = run.iterdir()
        assert_warcio_check(path)
        members.append(_members(path.read_bytes())[1:])
    # the same record but for its id and date (the writers' ids and clock went on)
    plain, tailed = (
        [re.sub(rb"<urn:uuid:[^>]*>|\d{4}-\d\d-\d\dT[\d:.]+Z", b"", m) for m in ms]
        for ms in members
    )
    assert plain == tailed


@pytest.mark.parametrize("outlinks", [0, 1, 30])
@pytest.mark.parametrize("via", [None, "http://site.test/"])
def test_metadata_serialized_elsewhere_is_the_writers_record(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, outlinks: int, via: str | None
) -> None:
    """The page's metadata record made by the extraction worker (records.serialized_metadata:
    the page's own lines, the outlink lines it encoded and compressed, the response's id and
    date) gives the very bytes write_metadata makes from the same values with that id and
    date; a writer with an injected id factory builds its own."""
    import itertools

    from keepnet.warc import records

    def uid(n: int) -> str:
        return f"<urn:uuid:00000000-0000-0000-0000-{n:012d}>"

    level = 5
    links = [Outlink(f"http://site.test/{i}", Hop.LINK, "a/@href") for i in range(outlinks)]
    lines = encode_warc_fields(outlink_fields(links))
    tail = (lines, deflate_piece(lines, level)) if links else None
    stamp = 1_704_164_645.000006
    date = records.warc_date(stamp)
    seed = "http://site.test/"

    def write(d: Path, ids: Callable[[], str], serialized: object) -> bytes:
        d.mkdir()
        with _writer(d, ids, lambda: stamp, compresslevel=level) as w:
            w.write_metadata(
                "http://site.test/p",
                page_metadata([], "LL", via, seed),
                "<urn:uuid:resp>",
                tail=tail,
                serialized=serialized,  # type: ignore[arg-type]
            )
        assert_warcio_check(d / NAME)
        return (d / NAME).read_bytes()

    plain = itertools.count(1)
    expected = write(tmp_path / "a", lambda: uid(next(plain)), None)
    order = iter([2, 1])  # the worker's id first, then the file opens (warcinfo 1)
    monkeypatch.setattr(records, "new_record_id", lambda: uid(next(order)))
    made = records.serialized_metadata(
        "http://site.test/p", "LL", via, seed, tail, "<urn:uuid:resp>", date, level
    )
    assert write(tmp_path / "b", records.new_record_id, made) == expected
    again = itertools.count(1)
    assert write(tmp_path / "c", lambda: uid(next(again)), made) == expected
    with pytest.raises(ValueError):
        records.serialized_metadata(
            "http://site.test/p", "LL", "http://a.test/\r\nx", seed, tail, "<u>", date, level
        )
