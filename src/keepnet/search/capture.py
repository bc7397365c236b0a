"""The searchable document of one archived HTML page: read its record, undo its encodings,
keep its title and visible text.

Which captures: WARC response records with HTTP status 200 and an HTML media type
(text/html, application/xhtml+xml) — the pages a person would search for; redirects, errors,
revisits and embedded resources are left to the CDX index.  The HTTP body in a WARC is kept as
sent (ISO 28500 / WARC 1.1 §6.3.2): chunked framing is removed here (warcio's reader) and
Content-Encoding undone by keepnet.fetch.content.decode_content, which never raises on
broken data and stops decompression bombs.  Bodies are read up to MAX_BODY bytes and text
kept up to MAX_TEXT characters, so one huge page cannot take the indexer's memory.
"""

from __future__ import annotations

from typing import Any, BinaryIO

from selectolax.lexbor import LexborHTMLParser
from warcio.archiveiterator import ArchiveIterator
from warcio.bufferedreaders import ChunkedDataReader

from keepnet.extract.html import parse_html
from keepnet.extract.text import HTML_MIMES, tree_text
from keepnet.fetch.content import decode_content
from keepnet.index.cdxj import CdxjRecord
from keepnet.models import Exchange
from keepnet.search.base import SearchDocument

MAX_BODY = 16 * 1024 * 1024
MAX_TEXT = 1_000_000
DECODE_LIMIT = 4 * MAX_BODY  # decompressed size at which decoding stops


def is_page(rec: CdxjRecord) -> bool:
    """Whether a CDXJ line is a capture worth indexing for search (HTML, status 200)."""
    return rec.status == "200" and (rec.mime or "").lower() in HTML_MIMES


def page_title(tree: LexborHTMLParser) -> str:
    """The document's <title>, whitespace collapsed ("" when it has none)."""
    node = tree.css_first("title")
    return " ".join(node.text(deep=True).split()) if node is not None else ""


def html_document(
    url: str, timestamp: str, body: bytes, content_type: str | None, source: str = ""
) -> SearchDocument:
    """The document for a decoded HTML body (parsed once for title and text)."""
    tree, _ = parse_html(body, content_type)
    title = page_title(tree)
    text = tree_text(tree)[:MAX_TEXT]  # after the title: tree_text strips <head>
    return SearchDocument(url=url, timestamp=timestamp, title=title, text=text, source=source)


def read_document(fh: BinaryIO, rec: CdxjRecord) -> SearchDocument | None:
    """The document of the response record that index line `rec` points to in `fh`.

    None when the record there is not a 200 HTML response after all.  Raises what warcio
    raises on a record it cannot parse (the caller reports it and goes on).
    """
    fh.seek(rec.offset)
    it = ArchiveIterator(fh, no_record_parse=False)
    try:
        record = next(it)
        return _document(record, rec)
    finally:
        it.close()


def _document(record: Any, rec: CdxjRecord) -> SearchDocument | None:
    exchange = page_exchange(record, rec)
    return None if exchange is None else exchange_document(exchange, rec)


def page_exchange(record: Any, rec: CdxjRecord) -> Exchange | None:
    """What a page's warcio record gives to decode: HTTP headers, payload (chunking undone,
    at most MAX_BODY bytes), truncation; None unless it is a 200 response.

    Also used by keepnet.search.live on records parsed in memory as they are written.
    """
    http = record.http_headers
    if record.rec_type != "response" or http is None or http.get_statuscode() != "200":
        return None
    headers = [(str(k), str(v)) for k, v in http.headers]
    stream = record.raw_stream
    if (http.get_header("transfer-encoding") or "").lower() == "chunked":
        stream = ChunkedDataReader(stream)  # falls back to the raw bytes if not really chunked
    payload = stream.read(MAX_BODY)
    return page_of(rec.url, headers, payload, record.rec_headers.get_header("WARC-Truncated"))


def page_of(
    url: str, headers: list[tuple[str, str]], payload: bytes, truncated: str | None
) -> Exchange:
    """A 200 page's Exchange for exchange_document, from its HTTP headers and payload (at
    most MAX_BODY bytes: a payload that long is cut, "length", unless the record says why)."""
    return Exchange(
        url=url,
        started=0.0,
        request_head=b"",
        status=200,
        reason="",
        headers=headers,
        response_head=b"",
        wire_body=b"",
        payload=payload,
        truncated=truncated or ("length" if len(payload) >= MAX_BODY else None),
    )


def exchange_document(exchange: Exchange, rec: CdxjRecord) -> SearchDocument:
    """The document of a page_exchange(): content-encoding undone, parsed, title and text."""
    body, _ = decode_content(exchange, limit=DECODE_LIMIT)
    return html_document(
        rec.url, rec.timestamp, body, exchange.header("content-type"), rec.filename
    )
