"""keepnet.search.capture: which captures are pages, and their title and visible text."""

from __future__ import annotations

from pathlib import Path

from search_testlib import Page, write_pages

from keepnet.index.cdxj import CdxjRecord
from keepnet.index.indexer import index_warc
from keepnet.search.capture import MAX_TEXT, html_document, is_page, read_document


def test_is_page() -> None:
    base = CdxjRecord("k", "20240101000000", "http://a.test/", "f", 0, 1)
    assert is_page(base._replace(status="200", mime="text/html"))
    assert is_page(base._replace(status="200", mime="Application/XHTML+XML"))
    assert not is_page(base._replace(status="404", mime="text/html"))
    assert not is_page(base._replace(status="200", mime="text/css"))
    assert not is_page(base._replace(status="200", mime="warc/revisit"))


def test_html_document_title_and_visible_text() -> None:
    body = (
        b"<html><head><title> A  \n title </title><script>var s='hidden'</script></head>"
        b"<body><h1>Head</h1><p>Body <b>text</b></p><noscript>nojs</noscript></body></html>"
    )
    doc = html_document("http://a.test/", "20240101000000", body, "text/html", "w.warc.gz")
    assert doc.title == "A title"
    assert doc.text == "Head Body text"
    assert doc.source == "w.warc.gz"
    huge = b"<p>" + b"word " * (MAX_TEXT // 2) + b"</p>"
    assert len(html_document("u", "t", huge, "text/html").text) == MAX_TEXT


def test_read_document_from_a_warc(tmp_path: Path) -> None:
    path = write_pages(tmp_path / "w.warc.gz", [
        Page("http://a.test/", "2024-01-02T03:04:05Z", "T\xedtulo", "ol\xe1", gzip=True, chunked=True),
    ])  # fmt: skip
    (rec,) = [r for r in index_warc(path, path.name) if is_page(r)]
    with path.open("rb") as fh:
        doc = read_document(fh, rec)
    assert doc is not None
    assert (doc.url, doc.timestamp, doc.title, doc.text) == (
        "http://a.test/", "20240102030405", "T\xedtulo", "ol\xe1",
    )  # fmt: skip
