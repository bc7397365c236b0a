"""LiveIndex: sidecar lines equal index_warc's byte for byte; update_index takes complete
sidecars instead of reading, and reads every WARC whose sidecar is not complete."""

from __future__ import annotations

import itertools
import json
import shutil
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from keepnet.index import sidecar
from keepnet.index.cdxj import CdxjRecord, format_line
from keepnet.index.indexer import index_warc, record_to_cdxj, update_index
from keepnet.index.live import LiveIndex, _parse_stream, not_indexed, parse_written
from keepnet.search.capture import is_page, page_exchange
from keepnet.warc import records as records_mod
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


# -- index lines made from a written record's values (written_line, http_head) ----------

_HEAD_PIECES = [
    "HTTP/1.1 200 OK",
    "HTTP/1.0  404   Not  Found ",
    "HTTP/1.1",
    "200",
    "Content-Type: text/html; charset=utf-8",
    "content-type:TEXT/PLAIN",
    "Content-Type:",
    "Content-Type :  application/json ",
    "Content-type\t: image/png\t",
    "X-A: b: c",
    "no colon here",
    ":empty name",
    " leading: space",
    "\tfolded",
    "  more folded ",
    "X-Ctl: a\x1c",
    "X-Vt: b\x0b",
    "X-Ff:\x0cc",
    "X-Caf\xe9: caf\xe9",
    "X-Utf8: caf\xc3\xa9",
    " ",
    "\x1f",
    "",
]


def _warcio_head(block: bytes) -> tuple[object, ...] | None:
    """warcio's parse of an HTTP head as index_warc reads a response: fields, stream rest."""
    from io import BytesIO

    from warcio.limitreader import LimitReader

    from keepnet.index.live import _LOADER

    stream = LimitReader.wrap_stream(BytesIO(block), len(block))
    try:
        http = _LOADER.load_http_headers("response", "http://a.test/", stream, len(block))
    except EOFError:
        return None
    return (http.protocol, http.statusline, http.headers, http.total_len, stream.read())


@given(
    st.lists(st.sampled_from(_HEAD_PIECES), min_size=1, max_size=8),
    st.sampled_from(["\r\n", "\n", "\r\n "]),
    st.sampled_from([b"\r\n\r\nbody", b"\r\n\r\n", b"\r\n", b"\r\n\r\n\r\nx"]),
)
@settings(max_examples=400, deadline=None)
def test_http_head_is_warcio_parse_or_none(lines: list[str], sep: str, end: bytes) -> None:
    from keepnet.index.live import http_head

    block = sep.join(lines).encode("latin-1") + end
    got = http_head(block)
    if got is None:
        return  # left to warcio
    protocol, status, headers, read = got
    assert (protocol, status, headers, read, block[read:]) == _warcio_head(block), block


def test_http_head_reads_the_common_heads_and_leaves_the_rest() -> None:
    from keepnet.index.live import http_head

    common = b"HTTP/1.1 200 OK\r\nServer: nginx\r\nContent-Type: text/html\r\n\r\n<p>"
    assert http_head(common) == (
        "HTTP/1.1",
        "200 OK",
        [("Server", "nginx"), ("Content-Type", "text/html")],
        len(common) - 3,
    )
    expect = ("HTTP/1.1", "200 OK", http_head(common)[2], len(common) - 3, b"<p>")  # type: ignore[index]
    assert _warcio_head(common) == expect
    for other in (
        b"HTTP/1.1 200 OK\r\nX-A: caf\xc3\xa9\r\n\r\n",  # not ASCII: decoded line by line
        b"HTTP/1.1 200 OK\r\nX-A: a\r\n b\r\n\r\n",  # a continuation line
        b"HTTP/1.1 200 OK\r\nX-A: a\r\n",  # no blank line
        b"\r\n\r\nHTTP/1.1 200 OK\r\n\r\n",  # no status line
    ):
        assert http_head(other) is None


def _warc_lines_of(records: list[WarcRecord]) -> list[tuple[CdxjRecord | None, object]]:
    """(written_line, record_to_cdxj of warcio's full parse) for each indexed record."""
    from keepnet.index.live import written_line

    pairs: list[tuple[CdxjRecord | None, object]] = []
    for record in records:
        if not_indexed(record):
            continue
        head = "WARC/1.1\r\n" + "".join(f"{k}: {v}\r\n" for k, v in record.headers) + "\r\n"
        try:
            expect: object = record_to_cdxj(_parse_stream(head, record.block), "f", lambda: (3, 4))
        except Exception as exc:  # noqa: BLE001 - written_line must leave these to it
            expect = type(exc)
        pairs.append((written_line(record, "f", 3, 4), expect))
    return pairs


def test_written_lines_equal_record_to_cdxj_of_warcio_parse(tmp_path: Path) -> None:
    seen: list[WarcRecord] = []
    archive = tmp_path / "archive"
    archive.mkdir()
    w = WarcWriter(
        archive, "crawl", {}, 1 << 20, on_record=lambda _n, _o, _l, record: seen.append(record)
    )
    _write_all_kinds(w)
    for head in (b"HTTP/1.1 200 OK\r\nX: a\r\n b\r\n\r\n", b"HTTP/1.1 301\r\n\r\n", b"\r\n"):
        ex = make_exchange("https://site.test/h")
        ex.response_head = head
        w.write_exchange(ex)
    dns = make_exchange("http://site.test/")
    dns.url = "dns:site.test"  # no HTTP head for warcio
    w.write_exchange(dns)
    first = w.write_exchange(make_exchange("http://site.test/etag"))
    for head in (b"", b"HTTP/1.1 304 Not Modified\r\nETag: x\r\n\r\n"):  # 304 revisits
        w.write_revisit(make_exchange("http://site.test/etag"), first.original(), head=head)
    w.close()
    base = [r for r in seen if r.rec_type in ("response", "revisit")]
    variants = []
    for r in base[:4]:
        variants += [
            WarcRecord(r.rec_type, tuple((k, v + " ") for k, v in r.headers), r.block),
            WarcRecord(r.rec_type, tuple((k.lower(), v) for k, v in r.headers), r.block),
            WarcRecord(r.rec_type, (("WARC-Date", "2024-02-30T00:00:00Z"), *r.headers), r.block),
            WarcRecord(r.rec_type, (*r.headers[:1], ("WARC-Date", "2024-02-29T23:59:59Z")), b""),
            WarcRecord(r.rec_type, tuple(h for h in r.headers if h[0] != "WARC-Date"), r.block),
            WarcRecord(r.rec_type, tuple(h for h in r.headers if "Payload" not in h[0]), r.block),
        ]
    pairs = _warc_lines_of(seen + variants)
    made = [got for got, _ in pairs if got is not None]
    assert len(made) >= len(base) - 4  # the odd heads and dates go warcio's way
    assert {(m.mime, m.status) for m in made} >= {("warc/revisit", None), ("warc/revisit", "304")}
    for got, expect in pairs:
        if got is not None:
            assert got == expect


def test_live_lines_with_odd_records_equal_index_warc(tmp_path: Path) -> None:
    out = tmp_path / "out"
    live = LiveIndex(out)
    with _writer(out / "archive", live, max_size=1 << 30) as w:
        for head in (
            b"HTTP/1.1 200 OK\r\nContent-Type: a/b\r\n c\r\n\r\n",
            b"HTTP/1.0 204\r\n\r\n",
        ):
            ex = make_exchange("http://site.test/odd")
            ex.response_head = head
            w.write_exchange(ex)
        _write_all_kinds(w)
    live.close()
    (warc,) = (out / "archive").iterdir()
    side = sidecar.sidecar_path(out / "indexes", warc.name).read_bytes().splitlines(True)
    assert side == _read_lines(warc)


@given(
    st.datetimes(min_value=datetime(1, 1, 1), max_value=datetime(9999, 12, 31)),
    st.sampled_from(["", ".1", ".123456", ".1234567", "Z", "z"]),
    st.sampled_from(["%Y-%m-%dT%H:%M:%S{f}Z", "%Y-%m-%d %H:%M:%S{f}", "%Y%m%d%H%M%S"]),
)
@settings(max_examples=300, deadline=None)
def test_warc_timestamp_is_warcios(when: datetime, frac: str, form: str) -> None:
    from warcio.timeutils import iso_date_to_timestamp

    from keepnet.index.indexer import warc_timestamp

    for date in (
        when.strftime(form).replace("{f}", frac),
        when.isoformat(timespec="microseconds") + "Z",
        "2024-02-30T00:00:00Z",
        "2024-13-01T00:00:00Z",
        "2024-01-01T24:00:00Z",
        "2024-01-01T00:00:60.5Z",
        "0999-01-01T00:00:00Z",
        "2024-\u0661\u0662-01T00:00:00Z",
    ):
        try:
            expect: object = str(iso_date_to_timestamp(date))
        except Exception as exc:  # noqa: BLE001 - whatever warcio raises
            expect = type(exc)
        try:
            got: object = warc_timestamp(date)
        except Exception as exc:  # noqa: BLE001 - whatever warcio raises
            got = type(exc)
        assert got == expect, date


def _recorded_writer(
    out: Path, indexed: Callable[[str, Any, Any], None]
) -> tuple[Any, dict[str, WarcRecord]]:
    """A writer into out/archive whose live index tells `indexed(record_id, rec, parsed)`
    of each record, and the records it wrote by id (to compare with their parse)."""

    class Listener:
        def on_indexed(self, filename: str, record_id: str, rec: Any, parsed: Any) -> None:
            indexed(record_id, rec, parsed)

        def on_close(self, filename: str, ok: bool = True) -> None: ...
        def fail(self, filename: str) -> None: ...
        def close(self) -> None: ...

    live = LiveIndex(out, listener=Listener())
    seen: dict[str, WarcRecord] = {}

    def on_record(name: str, offset: int, length: int, record: WarcRecord) -> None:
        seen[record.record_id] = record
        live.on_record(name, offset, length, record)

    w = _writer(out / "archive", live, max_size=1 << 30)
    w._on_record = on_record  # noqa: SLF001 - to keep the records written
    return w, seen


def test_the_listener_gets_warcio_parse_of_each_page_made_when_read(tmp_path: Path) -> None:
    from warcio.recordloader import ArcWarcRecord

    got: list[tuple[str, Any]] = []
    w, seen = _recorded_writer(tmp_path / "out", lambda i, rec, parsed: got.append((i, parsed)))
    _write_all_kinds(w)
    w.close()
    lazy = [(i, p) for i, p in got if type(p).__name__ == "_Parsed"]  # responses, revisits
    assert len(lazy) >= 10
    unread = lazy[0][1]
    assert "http_headers" not in vars(unread)  # nobody read it yet
    assert unread.content_stream() is not None  # its methods work on the filled-in parse
    assert "http_headers" in vars(unread)
    for record_id, parsed in lazy[1:]:
        assert isinstance(parsed, ArcWarcRecord)
        assert _parse_fields(parsed) == _parse_fields(parse_written(seen[record_id]))


def test_pages_from_the_written_record_equal_page_exchange_of_warcio_parse(tmp_path: Path) -> None:
    """The full-text listener's page made from the record's values (written_page, t14z)
    is what page_exchange makes of warcio's parse, or is left to it (False)."""
    from keepnet.search import capture
    from keepnet.search.live import _written_exchange

    got: list[tuple[str, Any, Any]] = []
    w, seen = _recorded_writer(tmp_path / "out", lambda *indexed: got.append(indexed))
    _write_all_kinds(w)
    for ex in (
        make_exchange("http://site.test/te", b"x", extra_head=b"Transfer-Encoding: gzip\r\n"),
        make_exchange("http://site.test/two", b"y", extra_head=b"transfer-encoding: chunked\r\n"),
        make_exchange("http://site.test/cut-len", b"z" * 40, truncated="time"),
        make_exchange("http://site.test/gone", b"<p>x</p>", status=404),
    ):
        w.write_exchange(ex)
    w.close()
    made = 0
    for record_id, rec, parsed in got:
        reference = page_exchange(parse_written(seen[record_id]), rec)
        exchange = _written_exchange(parsed, rec)
        if exchange is False:
            continue
        made += 1
        assert exchange == reference, rec.url
        assert "http_headers" not in vars(parsed)  # and warcio's parse was not made
    assert made >= 8
    # the body limit: what warcio's raw stream reads up to it
    from keepnet.index.live import written_page

    record_id, rec, parsed = next(g for g in got if g[1].url == "http://site.test/plain")
    page = written_page(parsed, 10)
    assert page is not None
    assert page[2] == parse_written(seen[record_id]).raw_stream.read(10)
    assert len(page[2]) == 10 < capture.MAX_BODY


def test_index_values_the_record_carries_give_the_same_lines_and_pages(tmp_path: Path) -> None:
    """A response whose index values the extraction worker computed (offload._records:
    written_values of the record it serialized, carried as WarcRecord.indexed) is indexed
    from them: the sidecar is index_warc's byte for byte, the values are what the live index
    computes from the record itself, and the full-text listener's page is page_exchange of
    warcio's parse, that parse not made."""
    from dataclasses import replace

    from warcio.recordloader import ArcWarcRecordLoader

    from keepnet.index.written import HTTP_SCHEMES, written_values
    from keepnet.pipeline.offload import _records
    from keepnet.search.live import _written_exchange
    from keepnet.warc.records import deflate_piece, response_digests

    assert HTTP_SCHEMES == ArcWarcRecordLoader.HTTP_SCHEMES  # written.py's copy of warcio's
    out = tmp_path / "out"
    got: list[tuple[str, Any, Any]] = []
    w, seen = _recorded_writer(out, lambda *indexed: got.append(indexed))
    w._ids = records_mod.new_record_id  # noqa: SLF001 - random ids: the worker's records taken
    exchanges = [
        make_exchange("http://site.test/plain", PAGE),
        make_exchange("http://site.test/missing", b"nope", status=404, ip=None),
        make_exchange("http://site.test/empty", b"", status=301),
        make_exchange("http://site.test/latin1", b"caf\xe9", extra_head=b"X-Name: caf\xe9\r\n"),
        make_exchange("http://site.test/q?a=1&b=%20 x", b"odd url"),
        make_exchange("http://site.test/cut-len", b"z" * 40, truncated="time"),
        make_exchange("http://site.test/te", b"x", extra_head=b"Transfer-Encoding: gzip\r\n"),
    ]
    level = w.compresslevel
    for ex in exchanges:
        assert ex.wire_body == ex.payload  # what the worker is asked records for
        digests = response_digests(ex.response_head, ex.wire_body)
        pair = _records(ex, deflate_piece(ex.wire_body, level), digests, level)
        assert pair is not None
        w.write_exchange(ex, serialized=pair)
    w.close()
    carried = [r for r in seen.values() if r.indexed is not None]
    assert len(carried) == len(exchanges) - 2  # the latin-1 head, the URL with a space: warcio
    for record in seen.values():
        if record.rec_type == "response":
            assert record.indexed == written_values(replace(record, indexed=None))
    (warc,) = sorted((out / "archive").iterdir())
    side = sidecar.sidecar_path(out / "indexes", warc.name).read_bytes().splitlines(True)
    assert side == _read_lines(warc)
    pages = 0
    for record_id, rec, parsed in got:
        exchange = _written_exchange(parsed, rec)
        if exchange is False:
            continue
        pages += 1
        assert exchange == page_exchange(parse_written(seen[record_id]), rec), rec.url
        assert "http_headers" not in vars(parsed)
    assert pages == len(carried)
    # the values are read from the record, not computed again
    live = LiveIndex(tmp_path / "again")
    wrong = replace(carried[0], indexed=("k", "20240101000000", *carried[0].indexed[2:]))
    live._files["f.warc.gz"] = live._start("f.warc.gz", 0)  # noqa: SLF001
    live.on_record("f.warc.gz", 0, 10, wrong)
    live.on_close("f.warc.gz")
    line = sidecar.sidecar_path(tmp_path / "again" / "indexes", "f.warc.gz").read_bytes()
    assert line.startswith(b"k 20240101000000 ")
