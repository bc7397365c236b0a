"""LiveSearch (through LiveOutputs): the search index built while writing equals the one
update_search builds by reading the WARCs, and update_search then skips those WARCs."""

from __future__ import annotations

import itertools
import shutil
import sqlite3
from pathlib import Path

from keepnet.extract.dispatch import extract
from keepnet.fetch.content import decode_content
from keepnet.models import Exchange
from keepnet.pipeline.live import LiveOutputs
from keepnet.search.base import SearchDocument
from keepnet.search.builder import update_search
from keepnet.search.live import LiveSearch
from keepnet.search.sqlite_fts import search_path
from keepnet.warc.recover import recover_archive
from keepnet.warc.writer import Original, WarcWriter, WrittenExchange
from unit.warc.warc_testlib import make_exchange

DEFAULT_CT = b"content-type:text/html; charset=utf-8"


def page(
    path: str,
    title: str,
    words: str,
    *,
    content_type: str | None = None,
    status: int = 200,
    **kw: object,
) -> Exchange:
    body = (
        f"<!DOCTYPE html><html><head><title> {title} </title><script>var s='scriptword'"
        f"</script></head><body><h1>{title}</h1><p>{words}</p></body></html>"
    ).encode()
    ex = make_exchange(f"http://site.test/{path}", body, status=status, **kw)
    if content_type is not None:
        ex.response_head = ex.response_head.replace(
            DEFAULT_CT, b"content-type:" + content_type.encode("latin-1")
        )
        ex.headers = [
            ("content-type", content_type) if k == "content-type" else (k, v) for k, v in ex.headers
        ]
    return ex


def no_trailer(ex: Exchange) -> Exchange:
    """A chunked exchange whose last chunk has no trailer field (the usual case)."""
    ex.wire_body = ex.wire_body.replace(b"0\r\nX-Trailer: yes\r\n\r\n", b"0\r\n\r\n")
    return ex


def _writer(archive: Path, live: LiveOutputs, max_size: int = 8000) -> WarcWriter:
    ids = itertools.count(1)
    return WarcWriter(
        archive,
        "crawl",
        {},
        max_size,
        id_factory=lambda: f"<urn:uuid:00000000-0000-0000-0000-{next(ids):012d}>",
        on_record=live.on_record,
        on_close=live.on_close,
    )


def _crawl_like(w: WarcWriter, live: LiveOutputs, ex: Exchange) -> WrittenExchange:
    """What the engine does per page: archive, extract, hand both to the live index."""
    written = w.write_exchange(ex, concurrent_metadata={"via": "http://site.test/"})
    extracted = extract(ex, decode_content(ex)[0])
    live.add_page(written.record_id, ex, extracted.title, extracted.text)
    return written


PAGES = [
    page("plain", "Plain page", "alpha beta"),
    page("gzip", "Zipped", "gamma delta " * 40, gzipped=True),
    page("chunked", "Chunked", "epsilon " * 300, chunked=True, sizes=(100, 7)),
    page("both", "Both", "zeta eta", chunked=True, gzipped=True),
    no_trailer(page("chunked2", "Chunked again", "upsilon " * 30, chunked=True)),
    no_trailer(page("both2", "Both again", "phi chi", chunked=True, gzipped=True)),
    page("xhtml", "Xhtml", "theta", content_type="application/xhtml+xml"),
    page("upper", "Upper", "iota", content_type="TEXT/HTML"),
    page("latin1", "Caf\u00e9", "kappa", content_type="text/html; charset=iso-8859-1"),
    page("nosemicolon", "Odd type", "lambda", content_type="text/html charset=utf-8"),
    page("notitle", "", "mu nu"),
    page("trunc", "Cut", "xi omicron " * 50, chunked=True, truncated="length"),
    page("missing", "Not found", "pi", status=404),
    page("plain.txt", "Text", "rho", content_type="text/plain"),
]


def _dump(crawl: Path) -> tuple[list[tuple[object, ...]], list[tuple[object, ...]]]:
    db = sqlite3.connect(search_path(crawl))
    try:
        docs = sorted(
            db.execute(
                "SELECT d.url, d.timestamp, d.host_key, d.source, f.title, f.text, f.url "
                "FROM docs d JOIN docs_fts f ON f.rowid = d.id"
            )
        )
        sources = sorted(db.execute("SELECT name, size, documents, problems FROM sources"))
    finally:
        db.close()
    return docs, sources


def _reread(crawl: Path, tmp_path: Path) -> tuple[list[tuple[object, ...]], ...]:
    copy = tmp_path / "reread"
    shutil.copytree(crawl / "archive", copy / "archive")
    report = update_search(copy)
    assert report.problems == [] and report.read_problems == 0
    return _dump(copy)


def test_live_documents_equal_reread_documents(tmp_path: Path) -> None:
    crawl = tmp_path / "crawl"
    live = LiveOutputs(crawl)
    with _writer(crawl / "archive", live) as w:
        for ex in PAGES:
            _crawl_like(w, live, ex)
        first = w.write_exchange(page("orig", "Same", "same words"))
        original = Original(first.payload_digest, first.target_uri, first.date, first.record_id)
        revisit = w.write_revisit(page("copy", "Same", "same words"), original)
        assert not live.add_page(revisit.record_id, PAGES[0], "x", "y")  # no page: ignored
        # a page whose extraction does not match what update_search reads is computed
        odd = w.write_exchange(page("mismatch", "Real title", "real words"))
        assert live.add_page(odd.record_id, PAGES[0], "Wrong", "wrong words")
    live.close()
    assert live.search is not None
    warcs = sorted(p.name for p in (crawl / "archive").iterdir())
    assert len(warcs) > 1 and sorted(live.search.registered) == warcs
    # both paths ran: extraction reused, and computed (a trailer warcio's de-chunking keeps
    # as text, a Content-Type extraction does not read as HTML, a mismatch, a rotation)
    assert live.search.from_extraction >= 6 and live.search.computed >= 4

    docs, sources = _dump(crawl)
    assert (docs, sources) == _reread(crawl, tmp_path)
    titles = {d[0]: d[4] for d in docs}
    assert titles["http://site.test/latin1"] == "Caf\u00e9" and titles["http://site.test/orig"]
    assert "http://site.test/missing" not in titles and "http://site.test/copy" not in titles
    assert not any("scriptword" in str(d[5]) for d in docs)

    report = update_search(crawl)  # nothing left to read
    assert report.indexed == [] and report.unchanged == len(warcs)
    assert report.total_documents == len(docs)


def test_a_warc_of_a_killed_crawl_is_read_again(tmp_path: Path) -> None:
    crawl = tmp_path / "crawl"
    live = LiveOutputs(crawl)
    w = _writer(crawl / "archive", live, max_size=1 << 30)
    for ex in PAGES:
        _crawl_like(w, live, ex)
    live.close()  # the writer is never closed: its file stays .open
    assert live.search is not None
    (opened,) = (crawl / "archive").glob("*.open")
    assert opened.name.removesuffix(".open") not in live.search.registered
    opened.write_bytes(opened.read_bytes()[:-30])  # and its last record is cut
    recover_archive(crawl / "archive")

    report = update_search(crawl)
    assert report.indexed == [opened.name.removesuffix(".open")]
    assert _dump(crawl) == _reread(crawl, tmp_path)


def test_pages_never_handed_over_are_computed_at_close(tmp_path: Path) -> None:
    crawl = tmp_path / "crawl"
    live = LiveOutputs(crawl)
    with _writer(crawl / "archive", live) as w:
        for ex in PAGES:  # e.g. robots.txt served as HTML: archived, never extracted
            w.write_exchange(ex)
    live.close()
    assert live.search is not None and live.search.from_extraction == 0
    assert update_search(crawl).indexed == []
    assert _dump(crawl) == _reread(crawl, tmp_path)


def test_batches_end_at_their_document_character_or_time_bound(tmp_path: Path) -> None:
    """A batch is written once it holds `batch_docs` documents or `batch_chars` characters
    of text, or `batch_seconds` passed; whatever is left, at close."""
    written: list[int] = []

    class Counting(LiveSearch):
        def _write(self, batch: list[SearchDocument]) -> None:
            written.append(len(batch))
            super()._write(batch)

    now = [0.0]
    words = "alpha beta gamma " * 10  # each page's text: well over 100 characters
    for bounds, expected in [
        ({"batch_docs": 4, "batch_chars": 10**9}, [4, 4, 2]),
        ({"batch_docs": 1000, "batch_chars": 300}, [2, 2, 2, 2, 2]),
        ({"batch_docs": 1000, "batch_chars": 10**9}, [10]),
    ]:
        written.clear()
        crawl = tmp_path / str(len(list(tmp_path.iterdir())))
        live = LiveOutputs(crawl)
        live.search = Counting(crawl, batch_seconds=60, clock=lambda: now[0], **bounds)
        live.index.listener = live.search
        with _writer(crawl / "archive", live, max_size=1 << 30) as w:
            for i in range(10):
                _crawl_like(w, live, page(f"p{i}", f"Page {i}", words))
        live.close()
        assert written == expected, bounds
    # the time bound: the third page's document arrives 61 s after the last commit
    written.clear()
    crawl = tmp_path / "timed"
    live = LiveOutputs(crawl)
    live.search = Counting(crawl, batch_seconds=60, clock=lambda: now[0])
    live.index.listener = live.search
    with _writer(crawl / "archive", live, max_size=1 << 30) as w:
        for i in range(5):
            now[0] = 61.0 if i == 2 else now[0]
            _crawl_like(w, live, page(f"t{i}", f"Timed {i}", words))
    live.close()
    assert written == [3, 2]


def test_same_input_by_equal_header_fields_is_same_input_by_its_lookups() -> None:
    """same_input's shortcut (equal header field lists) decides as its lookups of
    Content-Type and Content-Encoding do, for equal lists and for lists that differ in
    those fields, in others only, in case, order or repeats."""
    from keepnet.search.live import same_input

    def lookups(ours: Exchange, crawled: Exchange) -> bool:
        return (
            crawled.mime in ("text/html", "application/xhtml+xml")
            and crawled.url == ours.url
            and (crawled.truncated is None) == (ours.truncated is None)
            and crawled.header("content-type") == ours.header("content-type")
            and crawled.header_all("content-encoding") == ours.header_all("content-encoding")
            and crawled.payload == ours.payload
        )

    base = [("Server", "nginx"), ("Content-Type", "text/html"), ("ETag", '"x"')]
    variants = [
        base,
        [*base, ("X-Other", "1")],
        [("content-type", "text/html"), ("Server", "nginx")],
        [("Content-Type", "text/html; charset=utf-8")],
        [*base, ("Content-Encoding", "gzip")],
        [*base, ("Content-Encoding", "gzip"), ("content-encoding", "br")],
        [("Content-Type", "text/html"), ("Content-Type", "text/plain")],
        [("Content-Type", "text/plain"), ("Content-Type", "text/html")],
        [],
    ]
    decided = 0
    for a in variants:
        for b in variants:
            ours = make_exchange("http://a.test/", b"<p>x</p>")
            crawled = make_exchange("http://a.test/", b"<p>x</p>")
            ours.headers, crawled.headers = list(a), list(b)
            crawled._mime = None  # noqa: SLF001 - read again from the new fields
            assert same_input(ours, crawled) == lookups(ours, crawled), (a, b)
            decided += same_input(ours, crawled)
    assert decided > len(variants)  # the shortcut and the lookups both said yes
