"""LiveIndex: sidecar lines equal index_warc's byte for byte; update_index takes complete
sidecars instead of reading, and reads every WARC whose sidecar is not complete."""

from __future__ import annotations

import itertools
import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

from keepnet.index import sidecar
from keepnet.index.cdxj import format_line
from keepnet.index.indexer import index_warc, record_to_cdxj, update_index
from keepnet.index.live import LiveIndex, _parse_stream, not_indexed, parse_written
from keepnet.search.capture import is_page, page_exchange
from keepnet.warc.records import WarcRecord
from keepnet.warc.recover import recover_archive
from keepnet.warc.writer import Original, WarcWriter
from unit.warc.warc_testlib import make_exchange

PAGE = b"<html><head><title>Caf\xc3\xa9 page</title></head><body><p>hello</p></body></html>"


def _writer(archive: Path, live: LiveIndex, max_size: int = 4000) -> WarcWriter:
    ids = itertools.count(1)
    ticks = itertools.count()
    return WarcWriter(
        archive,
        "crawl",
        {"operator": "tests"},
        max_size,
        id_factory=lambda: f"<urn:uuid:00000000-0000-0000-0000-{next(ids):012d}>",
        clock=lambda: 1_704_164_645.000006 + next(ticks),
        hostname="host.test",
        software="keepnet/test",
        on_record=live.on_record,
        on_close=live.on_close,
    )


def _write_all_kinds(w: WarcWriter) -> None:
    """Every record kind the crawler writes, with the HTTP shapes the index cares about."""
    cut = make_exchange("http://site.test/cut", b"y" * 500, chunked=True, truncated="length")
    cut.wire_body = cut.wire_body[:123]  # the connection dropped mid-chunk
    exchanges = [
        make_exchange("http://site.test/plain", PAGE),
        make_exchange("http://site.test/chunked", b"x" * 3000, chunked=True, sizes=(1000, 7)),
        make_exchange("http://site.test/gzip", b"<b>zipped</b>" * 50, gzipped=True),
        make_exchange("http://site.test/both", b"<b>zip</b>" * 50, chunked=True, gzipped=True),
        make_exchange("http://site.test/trunc", b"partial", chunked=True, truncated="length"),
        make_exchange("http://site.test/missing", b"nope", status=404, ip=None),
        make_exchange("http://site.test/empty", b"", status=301),
        make_exchange("http://site.test/latin1", b"caf\xe9", extra_head=b"X-Name: caf\xe9\r\n"),
        make_exchange("http://site.test/q?a=1&b=%20 x", b"odd url"),
        cut,
    ]
    for ex in exchanges:
        w.write_exchange(ex, concurrent_metadata={"via": "http://site.test/"})
    first = w.write_exchange(make_exchange("http://site.test/orig", b"same bytes"))
    original = Original(first.payload_digest, first.target_uri, first.date, first.record_id)
    w.write_revisit(make_exchange("http://site.test/copy", b"same bytes"), original)
    w.write_metadata("http://site.test/plain", [("note", "standalone")], first.record_id)
    w.write_metadata_json("http://site.test/plain", json.dumps({"states": 2}).encode())
    w.write_resource(
        "urn:keepnet:screenshot:http://site.test/plain",
        "image/png",
        b"\x89PNG\r\n\x1a\n...",
        [("WARC-Concurrent-To", first.record_id)],
    )
    w.write_resource("http://site.test/dom", "text/html; charset=utf-8", PAGE)


def _read_lines(path: Path) -> list[bytes]:
    return [format_line(r).encode() + b"\n" for r in index_warc(path, path.name)]


def _crawl_dir(tmp_path: Path, max_size: int = 4000) -> tuple[Path, LiveIndex]:
    out = tmp_path / "out"
    live = LiveIndex(out)
    with _writer(out / "archive", live, max_size) as w:
        _write_all_kinds(w)
    live.close()
    return out, live


def _reread_index(out: Path, tmp_path: Path) -> bytes:
    """index.cdxj as update_index builds it by reading a copy of the WARCs."""
    copy = tmp_path / "copy"
    shutil.copytree(out / "archive", copy / "archive")
    report = update_index(copy)
    assert report.records_from_sidecars == 0 and report.problems == []
    return (copy / "indexes" / "index.cdxj").read_bytes()


def test_sidecar_lines_equal_index_warc_byte_for_byte(tmp_path: Path) -> None:
    out, live = _crawl_dir(tmp_path)
    warcs = sorted((out / "archive").iterdir())
    assert len(warcs) > 3 and live.completed == [p.name for p in warcs]
    mimes = set()
    for path in warcs:
        expected = _read_lines(path)
        side = sidecar.sidecar_path(out / "indexes", path.name).read_bytes().splitlines(True)
        assert side == expected, path.name
        assert sidecar.take(out / "indexes", path.name, path.stat()) == expected
        mimes |= {json.loads(line.split(b" ", 2)[2])["mime"] for line in expected}
    assert {"warc/revisit", "image/png", "application/json", "text/html"} <= mimes
    assert live.lines == sum(len(_read_lines(p)) for p in warcs)


def test_update_index_takes_complete_sidecars_and_removes_them(tmp_path: Path) -> None:
    out, live = _crawl_dir(tmp_path)
    warcs = sorted(p.name for p in (out / "archive").iterdir())
    report = update_index(out)
    assert report.from_sidecars == warcs and report.indexed == warcs
    assert report.records_read == 0 and report.records_from_sidecars == live.lines > 0
    assert report.records == report.total_lines == live.lines
    assert (out / "indexes" / "index.cdxj").read_bytes() == _reread_index(out, tmp_path)
    assert list(sidecar.live_dir(out / "indexes").iterdir()) == []
    ledger = json.loads((out / "indexes" / "indexed.json").read_text())["warcs"]
    assert sorted(ledger) == warcs and all(e["problems"] == 0 for e in ledger.values())
    assert update_index(out).unchanged == len(warcs)  # and nothing happens the second time


def test_a_killed_crawl_falls_back_to_reading_the_cut_warc(tmp_path: Path) -> None:
    out = tmp_path / "out"
    live = LiveIndex(out)
    w = _writer(out / "archive", live, max_size=1 << 30)
    _write_all_kinds(w)  # one file, never closed: the process "dies" here
    (opened,) = (out / "archive").iterdir()
    data = opened.read_bytes()
    opened.write_bytes(data[:-40])  # the last record was half written
    name = opened.name.removesuffix(".open")
    assert sidecar.sidecar_path(out / "indexes", name).exists()
    assert not sidecar.marker_path(out / "indexes", name).exists()

    assert recover_archive(out / "archive")
    report = update_index(out)
    assert report.from_sidecars == [] and report.indexed == [name]
    assert report.records_read == report.total_lines > 0
    assert (out / "indexes" / "index.cdxj").read_bytes() == _reread_index(out, tmp_path)
    assert list(sidecar.live_dir(out / "indexes").iterdir()) == []  # the stale sidecar went


def test_a_warc_changed_after_close_is_read_again(tmp_path: Path) -> None:
    out, _ = _crawl_dir(tmp_path, max_size=1 << 30)
    (warc,) = (out / "archive").iterdir()
    assert sidecar.take(out / "indexes", warc.name, warc.stat()) is not None
    data = warc.read_bytes()
    warc.write_bytes(data + data[:200])  # something appended a broken member: size differs
    assert sidecar.take(out / "indexes", warc.name, warc.stat()) is None
    report = update_index(out)
    assert report.from_sidecars == [] and report.problems  # read, and the damage reported


def _sidecar_and_marker(out: Path, name: str) -> tuple[bool, bool]:
    return (
        sidecar.sidecar_path(out / "indexes", name).exists(),
        sidecar.marker_path(out / "indexes", name).exists(),
    )


def test_a_record_the_indexer_would_skip_leaves_the_warc_unmarked(tmp_path: Path) -> None:
    out = tmp_path / "out"
    live = LiveIndex(out)
    archive = out / "archive"
    archive.mkdir(parents=True)
    name = "x-20240101000000000000-00000.warc.gz"
    (archive / name).write_bytes(b"")
    no_date = WarcRecord(
        "resource",
        (
            ("WARC-Type", "resource"),
            ("WARC-Target-URI", "http://a.test/"),
            ("Content-Type", "text/plain"),
            ("Content-Length", "2"),
        ),
        b"hi",
    )
    live.on_record(name, 0, 10, no_date)  # index_warc would report it: not live
    live.on_close(name)
    assert _sidecar_and_marker(out, name) == (False, False)
    assert live.completed == []


def test_a_file_first_seen_mid_way_is_not_vouched_for(tmp_path: Path) -> None:
    out = tmp_path / "out"
    archive = out / "archive"
    live = LiveIndex(out)
    w = _writer(archive, live, max_size=1 << 30)
    w.write_exchange(make_exchange("http://site.test/a"))
    late = LiveIndex(out)  # attached after the first records
    w._on_record, w._on_close = late.on_record, late.on_close  # noqa: SLF001 - the scenario
    w.write_exchange(make_exchange("http://site.test/b"))
    w.close()
    (warc,) = archive.iterdir()
    assert late.completed == [] and _sidecar_and_marker(out, warc.name) == (False, False)


def test_callbacks_never_raise(tmp_path: Path) -> None:
    out = tmp_path / "out"
    live = LiveIndex(out)
    bad: Callable[..., None] = lambda *a: (_ for _ in ()).throw(OSError("disk full"))  # noqa: E731
    with _writer(out / "archive", live, max_size=1 << 30) as w:
        w.write_exchange(make_exchange("http://site.test/a"))
        live._files[w.current_filename or ""].fh.write = bad  # type: ignore[union-attr,method-assign]  # noqa: SLF001
        w.write_exchange(make_exchange("http://site.test/b"))  # no exception reaches us
    assert live.completed == []
    report = update_index(out)
    assert report.from_sidecars == [] and report.total_lines == 2


def _parse_fields(parsed: Any) -> tuple[object, ...]:
    http = parsed.http_headers
    return (
        parsed.format,
        parsed.rec_type,
        parsed.rec_headers.statusline,
        parsed.rec_headers.protocol,
        parsed.rec_headers.total_len,
        parsed.rec_headers.headers,
        None if http is None else (http.statusline, http.protocol, http.total_len, http.headers),
        parsed.content_type,
        parsed.length,
        parsed.payload_length,
        parsed.raw_stream.read(),
    )


def test_records_parsed_without_their_warc_header_equal_warcio_parse(tmp_path: Path) -> None:
    # parse_written takes the WARC header fields from the record instead of parsing them
    # again: everything the indexer and the full-text listener read must be warcio's parse
    seen: list[WarcRecord] = []
    archive = tmp_path / "archive"
    archive.mkdir()
    w = WarcWriter(
        archive,
        "crawl",
        {"operator": "tests"},
        1 << 20,
        on_record=lambda _name, _off, _len, record: seen.append(record),
    )
    _write_all_kinds(w)
    w.close()
    spaced = WarcRecord("resource", (("WARC-Target-URI", "http://site.test/ x "),), b"")
    quirky = [
        WarcRecord(r.rec_type, tuple((k, v + " ") for k, v in r.headers), r.block) for r in seen[:3]
    ]
    assert {r.rec_type for r in seen} >= {"warcinfo", "request", "response", "revisit"}
    for record in [*seen, *quirky, spaced]:
        head = "WARC/1.1\r\n" + "".join(f"{k}: {v}\r\n" for k, v in record.headers) + "\r\n"
        expect = _parse_stream(head, record.block)
        got = parse_written(record)
        assert _parse_fields(got) == _parse_fields(expect), record.headers
    for record in seen:  # the index lines too, and the full-text listener's page
        if not_indexed(record):
            continue
        a, b = (
            parse_written(record),
            _parse_stream(
                "WARC/1.1\r\n" + "".join(f"{k}: {v}\r\n" for k, v in record.headers) + "\r\n",
                record.block,
            ),
        )
        line_a = record_to_cdxj(a, "f.warc.gz", lambda: (0, 1))
        assert line_a == record_to_cdxj(b, "f.warc.gz", lambda: (0, 1))
        if line_a is not None and is_page(line_a):
            assert page_exchange(a, line_a) == page_exchange(b, line_a)
